import { describe, expect, it } from 'vitest'
import { foldText, matchesTerms, searchTerms } from './text'

describe('accent-insensitive search', () => {
  it('folds accents and case', () => {
    expect(foldText('Padaria PÃO Quente São José')).toBe('padaria pao quente sao jose')
    expect(foldText('Ação Çedilha')).toBe('acao cedilha')
  })

  it('needs every word, in any order', () => {
    const hay = foldText('10001 Mercado São Jorge 11.222.333/0001-81')
    expect(matchesTerms(hay, searchTerms('jorge SAO'))).toBe(true)
    expect(matchesTerms(hay, searchTerms('11.222'))).toBe(true)
    expect(matchesTerms(hay, searchTerms('jorge padaria'))).toBe(false)
    expect(searchTerms('   ')).toEqual([])
  })
})
