import { describe, expect, it } from 'vitest'
import { indexMismatch, indicesFor, jurosKind } from './contract-terms'

const CDI = { nome: 'CDI', pos_fixado: true }
const PRE = { nome: 'Pré', pos_fixado: false }

describe('tipo de juros and índice', () => {
  it('reads pre- and post-fixed from the description, accents and case aside', () => {
    expect(jurosKind({ descricao: 'Pré-fixado' })).toBe('pre')
    expect(jurosKind({ descricao: 'PREFIXADO' })).toBe('pre')
    expect(jurosKind({ descricao: 'Pós-fixado' })).toBe('pos')
    expect(jurosKind({ descricao: 'pos fixado (CDI)' })).toBe('pos')
    expect(jurosKind({ descricao: 'Misto' })).toBeNull()
    expect(jurosKind(undefined)).toBeNull()
  })

  it('a pre-fixed contract takes no post-fixed index, a post-fixed one needs one', () => {
    expect(indexMismatch({ descricao: 'Pré-fixado' }, CDI)).toBe('Contrato pré-fixado não usa índice pós-fixado.')
    expect(indexMismatch({ descricao: 'Pré-fixado' }, PRE)).toBeNull()
    expect(indexMismatch({ descricao: 'Pós-fixado' }, PRE)).toMatch(/^Contrato pós-fixado precisa de um índice pós-fixado/)
    expect(indexMismatch({ descricao: 'Pós-fixado' }, CDI)).toBeNull()
    // nothing chosen yet, or a tipo that says neither: no rule
    expect(indexMismatch(undefined, CDI)).toBeNull()
    expect(indexMismatch({ descricao: 'Pré-fixado' }, undefined)).toBeNull()
    expect(indexMismatch({ descricao: 'Misto' }, PRE)).toBeNull()
  })

  it('offers the indexes that go with the tipo', () => {
    expect(indicesFor({ descricao: 'Pré-fixado' }, [CDI, PRE])).toEqual([PRE])
    expect(indicesFor({ descricao: 'Pós-fixado' }, [CDI, PRE])).toEqual([CDI])
    expect(indicesFor(undefined, [CDI, PRE])).toEqual([CDI, PRE])
  })
})
