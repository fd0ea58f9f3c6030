import { describe, expect, it } from 'vitest'
import type { ParecerVersao } from './types'
import { compareVersions, limitChangeText, previousVersion, sortVersions, statusLabel } from './versions'

const v1: ParecerVersao = {
  id: 11,
  parecer_credito: 5,
  cod_cliente: 10001,
  versao: 1,
  data_hora: '2026-03-02T10:00:00-03:00',
  usuario: 3,
  acao: 'criacao',
  motivo: '',
  parecer: 'Cliente pontual, compras crescentes.',
  limite_atual: '50000.00',
  limite_solicitado: null,
  limite_sugerido: '80000.00',
  validade: '2026-09-02',
  classe_risco: 'B',
  garantias: 'Aval do sócio.',
  condicoes_pagamento: 'Boleto 28 dias.',
  situacao: 'em_analise',
  score: 71.5,
}

describe('compareVersions', () => {
  it('lists only what changed, formatted in pt-BR', () => {
    const v2: ParecerVersao = {
      ...v1,
      id: 12,
      versao: 2,
      acao: 'edicao',
      limite_sugerido: '40000',
      validade: '2026-06-02',
      garantias: ' Aval do sócio. ',
      condicoes_pagamento: 'Boleto 14 dias.',
    }
    expect(compareVersions(v1, v2)).toEqual([
      { field: 'limite_sugerido', label: 'Limite sugerido', kind: 'money', before: 'R$\u00a080.000,00', after: 'R$\u00a040.000,00' },
      { field: 'validade', label: 'Validade', kind: 'date', before: '02/09/2026', after: '02/06/2026' },
      { field: 'condicoes_pagamento', label: 'Condições de pagamento', kind: 'text', before: 'Boleto 28 dias.', after: 'Boleto 14 dias.' },
    ])
  })

  it('treats equal amounts with different decimals and empty values as unchanged', () => {
    const same: ParecerVersao = { ...v1, limite_sugerido: '80000', limite_solicitado: null, garantias: 'Aval do sócio.' }
    expect(compareVersions(v1, same)).toEqual([])
    expect(compareVersions({ ...v1, limite_solicitado: '' }, { ...v1, limite_solicitado: null })).toEqual([])
  })

  it('a decision shows as the change of situation', () => {
    expect(compareVersions(v1, { ...v1, versao: 2, situacao: 'aprovado' })).toEqual([
      { field: 'situacao', label: 'Situação', kind: 'status', before: 'Em análise', after: 'Aprovado' },
    ])
  })

  it('with no previous version, every filled field is new', () => {
    const changes = compareVersions(null, v1)
    expect(changes.map((c) => c.field)).not.toContain('limite_solicitado')
    expect(changes.find((c) => c.field === 'limite_sugerido')).toMatchObject({ before: '—', after: 'R$\u00a080.000,00' })
  })
})

describe('ordering and neighbours', () => {
  const v2 = { ...v1, id: 12, versao: 2, limite_sugerido: '60000.00' }
  const v3 = { ...v1, id: 13, versao: 3, limite_sugerido: '90000.00' }
  const other = { ...v1, id: 14, parecer_credito: 6, versao: 2 }

  it('sorts oldest first and finds the previous version of the same opinion', () => {
    expect(sortVersions([v3, v1, v2]).map((v) => v.versao)).toEqual([1, 2, 3])
    expect(previousVersion([v3, other, v1, v2], v3)).toBe(v2)
    expect(previousVersion([v3, other, v1, v2], v1)).toBeNull()
    expect(previousVersion([other, v1], other)).toBeNull()
  })

  it('says whether the limit was cut or raised', () => {
    expect(limitChangeText(v1, v2)).toBe('Limite reduzido de R$\u00a080.000,00 para R$\u00a060.000,00')
    expect(limitChangeText(v2, v3)).toBe('Limite aumentado de R$\u00a060.000,00 para R$\u00a090.000,00')
    expect(limitChangeText(v1, { ...v1 })).toBeNull()
    expect(limitChangeText(null, v1)).toBeNull()
  })

  it.each([
    ['em_analise', 'Em análise'],
    ['vencido', 'Vencido'],
    ['outro', 'outro'],
    [null, '—'],
  ])('statusLabel(%s) = %s', (s, label) => {
    expect(statusLabel(s)).toBe(label)
  })
})
