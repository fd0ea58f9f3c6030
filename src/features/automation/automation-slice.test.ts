import { describe, expect, it } from 'vitest'
import { automationSlice, importPayload, initialState, lastUndoable, loadIntegration, type Preview } from './automation-slice'
import type { CnabItem } from './cnab'
import { reconcile } from './reconcile'
import type { ImportRecord, Integration, MatchedTitle } from './types'

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
  it('sends only what settles, in decimal strings, with a date for every line', () => {
    const itens = [item(3), item(5, { data_pagamento: null }), item(7), item(9, { liquidacao: false })]
    const rows = reconcile(itens, new Map([[3, title(30)], [5, title(50)], [7, null], [9, title(90)]]), '2026-11-23')
    const preview: Preview = {
      arquivo: 'r.ret',
      impressao: 'abc',
      parseError: null,
      errorLine: null,
      rows,
      file: { layout: 'CNAB 240', banco: '341', banco_nome: 'Itaú', empresa: '', data_geracao: '2026-11-23', sequencial: '1', itens },
    }
    expect(importPayload(preview)).toEqual({
      arquivo: 'r.ret',
      layout: 'CNAB 240',
      impressao: 'abc',
      data_geracao: '2026-11-23',
      liquidacoes: [
        { titulo: 30, linha: 3, valor_pago: '100.00', data_pagamento: '2026-11-19' },
        { titulo: 50, linha: 5, valor_pago: '100.00', data_pagamento: '2026-11-23' },
      ],
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
  it('starts clean when the integration changes, and ignores a late answer for another one', () => {
    const itau = { slug: 'itau' } as Integration
    let state = automationSlice.reducer(initialState, loadIntegration.pending('a', 'itau'))
    state = automationSlice.reducer(state, loadIntegration.fulfilled(itau, 'a', 'itau'))
    expect(state.integracao).toBe(itau)
    state = automationSlice.reducer(state, loadIntegration.pending('b', 'bradesco'))
    expect(state).toMatchObject({ slug: 'bradesco', integracao: null, integracaoStatus: 'loading', importacoes: [] })
    state = automationSlice.reducer(state, loadIntegration.fulfilled(itau, 'a', 'itau'))
    expect(state.integracao).toBeNull()
  })
})
