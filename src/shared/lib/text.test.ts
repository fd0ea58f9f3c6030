import { describe, expect, it } from 'vitest'
import { foldText, joinParts, matchesTerms, searchTerms, withoutBidiControls } from './text'

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

describe('bidi controls in answers (issue 27)', () => {
  it('drops override, embedding and isolate controls, raw or escaped, and keeps right-to-left letters', () => {
    const raw = JSON.stringify({ nome: '\u202Eexe.pda', cidade: 'São Paulo', obs: 'שלום \u2067x\u2069' })
    expect(JSON.parse(withoutBidiControls(raw))).toEqual({ nome: 'exe.pda', cidade: 'São Paulo', obs: 'שלום x' })
    const escaped = '{"nome":"\\u202eexe.pda","b":"\\u202A\\u2066ok"}'
    expect(JSON.parse(withoutBidiControls(escaped))).toEqual({ nome: 'exe.pda', b: 'ok' })
  })

  it('leaves a clean text as it is (the same string, not a copy)', () => {
    const clean = JSON.stringify({ nome: 'Mercado São Jorge' })
    expect(withoutBidiControls(clean)).toBe(clean)
  })
})

describe('joinParts (issue 23)', () => {
  it('skips the parts an answer left out instead of writing "undefined"', () => {
    expect(joinParts([10001, 'Mercado São Jorge'])).toBe('10001 · Mercado São Jorge')
    expect(joinParts([10001, undefined])).toBe('10001')
    expect(joinParts([null, 'Itaú', ''])).toBe('Itaú')
    expect(joinParts(['0001', '12345-6'], ' / ')).toBe('0001 / 12345-6')
    expect(joinParts([undefined, null])).toBe('')
  })
})
