import { describe, expect, it } from 'vitest'
import {
  automationSlice,
  importPayload,
  initialState,
  integrationOpened,
  lastUndoable,
  matchedPreview,
  previewCleared,
  previewReady,
  readReturnFile,
  type Preview,
} from './automation-slice'
import type { CnabItem } from './cnab'
import { reconcile } from './reconcile'
import type { ImportRecord, MatchedTitle } from './types'

const item = (linha: number, over: Partial<CnabItem> = {}): CnabItem => ({
  linha,
  ocorrencia: '06',
  ocorrencia_descricao: 'Liquidação',
  liquidacao: true,
  nosso_numero: String(linha),
  documento: `NF ${linha}`,
  numero_documento: `NF ${linha}`,
  vencimento: '2026-11-16',
  valor_titulo: 10_000,
  valor_pago: 10_000,
  juros: 0,
  desconto: 0,
  tarifa: 0,
  data_pagamento: '2026-11-19',
  data_credito: '2026-11-23',
  sacado: '',
  ...over,
})

const title = (id: number): MatchedTitle => ({
  id,
  documento: `NF ${id}`,
  cod_cliente: 10010,
  nome_fantasia: 'X',
  nosso_numero: String(id),
  data_vencimento: '2026-11-16',
  valor: '100.00',
  saldo: '100.00',
  valor_pago: '0.00',
  data_pagamento: null,
  status: 'vencido',
})

describe('importPayload', () => {
  it('sends the file as read and what the preview showed (what settles and its total), never amounts per title', () => {
    const itens = [item(3), item(5, { data_pagamento: null }), item(7), item(9, { liquidacao: false })]
    const rows = reconcile(itens, new Map([[3, title(30)], [5, title(50)], [7, null], [9, title(90)]]), '2026-11-23')
    const preview: Preview = {
      arquivo: 'r.ret',
      conteudo: 'linha 1\nlinha 2',
      parseError: null,
      errorLine: null,
      rows,
      file: { layout: 'CNAB 240', banco: '341', banco_nome: 'Itaú', empresa: '', data_geracao: '2026-11-23', sequencial: '1', itens },
    }
    // lines 3 and 5 settle (100,00 each); 7 has no title and 9 is not a liquidation
    expect(importPayload(preview)).toEqual({
      arquivo: 'r.ret',
      conteudo: 'linha 1\nlinha 2',
      conferido: { qtd_titulos: 2, valor_total: '200.00' },
    })
  })
})

describe('lastUndoable', () => {
  const rec = (id: number, desfeita: boolean) => ({ id, desfeita }) as ImportRecord
  it.each([
    [[], null],
    [[rec(1, false), rec(2, false)], 2],
    [[rec(3, true), rec(2, false), rec(1, false)], 2],
    [[rec(2, true), rec(1, true)], null],
  ])('%#', (rows, expected) => {
    expect(lastUndoable(rows)?.id ?? null).toBe(expected)
  })
})

describe('automation slice', () => {
  const preview = (arquivo: string): Preview => ({ arquivo, conteudo: '', file: null, parseError: null, errorLine: null, rows: [] })

  it('starts clean when the integration changes, and drops a late check for another one', () => {
    let state = automationSlice.reducer(initialState, integrationOpened('itau'))
    state = automationSlice.reducer(state, previewReady({ slug: 'itau', preview: preview('a.ret') }))
    expect(state.preview?.arquivo).toBe('a.ret')
    // the same integration again (back to the page): the file in conferência stays
    expect(automationSlice.reducer(state, integrationOpened('itau'))).toBe(state)
    state = automationSlice.reducer(state, integrationOpened('bradesco'))
    expect(state).toEqual({ slug: 'bradesco', preview: null })
    state = automationSlice.reducer(state, previewReady({ slug: 'itau', preview: preview('late.ret') }))
    expect(state.preview).toBeNull()
  })

  it('discarding drops the file', () => {
    let state = automationSlice.reducer(initialState, integrationOpened('itau'))
    state = automationSlice.reducer(state, previewReady({ slug: 'itau', preview: preview('a.ret') }))
    expect(automationSlice.reducer(state, previewCleared())).toEqual({ slug: 'itau', preview: null })
  })
})

describe('readReturnFile', () => {
  it('refuses a file that is not CNAB, with the line of the error, and sends nothing to match', () => {
    const read = readReturnFile('x.ret', 'não é um arquivo retorno', '341')
    expect('refused' in read && read.refused).toMatchObject({ arquivo: 'x.ret', file: null, rows: [], parseError: { linha: 1 } })
  })

  it('an accepted file becomes a preview once its lines have their titles', () => {
    const file = { layout: 'CNAB 240' as const, banco: '341', banco_nome: 'Itaú', empresa: '', data_geracao: '2026-11-23', sequencial: '1', itens: [item(3), item(5)] }
    const p = matchedPreview({ arquivo: 'r.ret', conteudo: 'x', file }, new Map([[3, title(30)], [5, null]]), '2026-11-23')
    expect(p.rows.map((r) => [r.item.linha, r.situacao])).toEqual([
      [3, 'liquida'],
      [5, 'nao_reconhecido'],
    ])
    expect(p).toMatchObject({ arquivo: 'r.ret', conteudo: 'x', parseError: null, errorLine: null })
  })
})
