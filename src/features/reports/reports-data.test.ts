import { describe, expect, it } from 'vitest'
import { documentosPagosData, eficienciaData, frozenRows, listOrError, rankingAnalistaData } from './reports-data'
import { initialState, reportFieldSet, reportsSlice } from './reports-slice'

describe('report answers as the pages hold them', () => {
  it('Documentos Pagos: the rows and the totals in centavos', () => {
    const row = (id: number, valor_pago: string, multa: string, juros: string) => ({
      id,
      cod_cliente: 10001,
      data_pagamento: '2026-03-10',
      dias_atraso: 3,
      valor_pago,
      multa,
      juros,
    })
    const data = documentosPagosData([row(1, '100.10', '2.00', '0.10'), row(2, '0.20', '0.00', '0.01')])
    expect(data.dados).toEqual({ quantidade: 2, valor_pago: 10030, multa: 200, juros: 11 })
    expect(data.documentos_pagos.map((r) => r.id)).toEqual([1, 2])
    expect(Object.isFrozen(data.documentos_pagos[0])).toBe(true)
  })

  it('Eficiência: rows keyed 1, 2, … whatever the server sent, with the base of a DRF page', () => {
    const page = {
      count: 2,
      results: [
        { key: 7, valor_recuperado: '10.00' },
        { key: 3, valor_recuperado: '5.00' },
      ],
      baseline: { titulos: 4, pagos_15d: 1, taxa_15d: 25 },
      total_recuperado: '15.00',
    }
    const data = eficienciaData(page)
    expect(data.rows.map((r) => r.key)).toEqual([1, 2])
    expect(data.baseline).toEqual({ titulos: 4, pagos_15d: 1, taxa_15d: 25 })
    expect(data.total_recuperado).toBe('15.00')
    expect(eficienciaData([{ valor_recuperado: '1.00' }])).toMatchObject({ baseline: null, total_recuperado: null })
  })

  it('Ranking Analista: one row per analyst, sorted, and the analysts for the filter', () => {
    const data = rankingAnalistaData([
      { analistacobranca: 'Ana', documento: 'NF 1', pago: true, valor_presente: '10.00' },
      { analistacobranca: 'Bia', documento: 'NF 2', pago: true, valor_presente: '30.00' },
      { analistacobranca: 'Ana', documento: 'NF 1', pago: true, valor_presente: '10.00' },
    ])
    expect(data.ranking_analista.map((r) => [r.analista, r.count_acoes, r.count_documentos])).toEqual([
      ['Bia', 1, 1],
      ['Ana', 2, 1],
    ])
    expect(data.analistas.map((a) => a.analista).sort()).toEqual(['Ana', 'Bia'])
  })

  it('lists: an array or a DRF page become frozen rows; anything else is malformed', () => {
    expect(frozenRows<{ id: number }>({ count: 1, results: [{ id: 1 }] })).toEqual([{ id: 1 }])
    expect(() => frozenRows({ results: null })).toThrow()
    expect(listOrError(undefined)).toEqual({ rows: null, malformed: null })
    expect(listOrError([{ id: 1 }]).rows).toEqual([{ id: 1 }])
    expect(listOrError({}).malformed?.kind).toBe('malformed')
  })
})

describe('reports slice', () => {
  it('keeps only the client state: the filters under the specification names', () => {
    let state = reportsSlice.reducer(
      initialState(),
      reportFieldSet({ report: 'rankingAnalista', field: 'filter_analista', value: ['ana'] }),
    )
    state = reportsSlice.reducer(
      state,
      reportFieldSet({ report: 'documentosPagos', field: 'date', value: { startDate: '2026-01-01', endDate: '2026-03-31' } }),
    )
    expect(state.rankingAnalista).toEqual({ dates: [null, null], filter_analista: ['ana'] })
    expect(state.documentosPagos).toEqual({ date: { startDate: '2026-01-01', endDate: '2026-03-31' } })
    expect(Object.keys(state).sort()).toEqual(['acompanhamento', 'documentosPagos', 'rankingAnalista'])
  })
})
