import { describe, expect, it } from 'vitest'
import { columnFormats, exportLabels } from '../export-button'
import { describeFilters, excelRows, sortedLikeTable } from './excel'
import { TODAY_SNAPSHOT, type FilterField } from './filter-bar'
import type { ReportColumn } from './totals'

const fields: FilterField[] = [
  { name: 'periodo', kind: 'period' },
  {
    name: 'vendedor',
    kind: 'select',
    label: 'Vendedor',
    multiple: true,
    options: [
      { value: 7, label: 'João' },
      { value: 8, label: 'Ana' },
    ],
  },
  {
    name: 'agrupar',
    kind: 'select',
    label: 'Agrupar por',
    required: true,
    options: [{ value: 'cliente', label: 'Cliente' }],
  },
  { name: 'busca', kind: 'text', label: 'Busca' },
  { name: 'vencimento', kind: 'date-range', label: 'Vencimento' },
]

describe('the filters as a person reads them', () => {
  it('period, chosen options by their labels, text; empty filters left out', () => {
    expect(
      describeFilters(fields, {
        periodo: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' },
        vendedor: [7, 8],
        agrupar: 'cliente',
        busca: '  padaria ',
        vencimento: { from: null, to: null },
      }),
    ).toBe(
      'Período 01/10/2026 a 31/10/2026 · Vendedor: João, Ana · Agrupar por: Cliente · Busca: padaria',
    )
    expect(
      describeFilters(fields, {
        periodo: { preset: 'ano', from: '2026-01-01', to: '2026-11-27' },
        vendedor: [],
        busca: '',
      }),
    ).toBe('Período 01/01/2026 a 27/11/2026')
  })

  it('a labelled period, open date ranges, a value without its option yet, a position of today', () => {
    expect(
      describeFilters(
        [{ name: 'periodo', kind: 'period', label: 'Pagamento' }, ...fields.slice(1)],
        {
          periodo: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' },
          vendedor: [99],
          vencimento: { from: '2026-11-01', to: null },
        },
      ),
    ).toBe(
      'Período de pagamento 01/10/2026 a 31/10/2026 · Vendedor: 99 · Vencimento: a partir de 01/11/2026',
    )
    expect(describeFilters([fields[4]], { vencimento: { from: null, to: '2026-12-31' } })).toBe(
      'Vencimento: até 31/12/2026',
    )
    expect(describeFilters([TODAY_SNAPSHOT], {})).toBe('Posição de hoje (sem filtro de período)')
  })

  it('the first line and the file name', () => {
    // 13:40 UTC is 10:40 in São Paulo
    const now = new Date(Date.UTC(2026, 10, 27, 13, 40))
    expect(
      exportLabels('Documentos Pagos', 'Período 01/10/2026 a 31/10/2026 · Vendedor: João', now),
    ).toEqual({
      info: 'Documentos Pagos · Período 01/10/2026 a 31/10/2026 · Vendedor: João · Exportado em 27/11/2026 10:40',
      fileName: 'Documentos Pagos 27-11-2026',
    })
    expect(exportLabels('Ranking', '', now).info).toBe(
      'Ranking · Sem filtros · Exportado em 27/11/2026 10:40',
    )
    expect(exportLabels('Cadastro Banco', undefined, now).info).toBe(
      'Cadastro Banco · Exportado em 27/11/2026 10:40',
    )
  })
})

interface Row {
  nome: string
  valor: string
  taxa: number
  pago_em: string
}
const columns: ReportColumn<Row>[] = [
  { key: 'nome', title: 'Cliente' },
  { key: 'valor', title: 'Valor', kind: 'money', total: 'sum' },
  { key: 'taxa', title: 'Participação', kind: 'percent' },
  { key: 'pago_em', title: 'Pago em', kind: 'datetime' },
  { key: 'acoes', title: 'Ações', noExport: true },
]
const rows: Row[] = [
  { nome: 'Beta', valor: '10.00', taxa: 12.5, pago_em: '2026-10-01T13:40:00Z' },
  { nome: 'Alfa', valor: '2.50', taxa: 50, pago_em: '2026-10-02T03:00:00Z' },
  { nome: 'Gama', valor: '10.00', taxa: 37.5, pago_em: '2026-10-03T12:00:00-03:00' },
]

describe('the export of a report table', () => {
  it('follows the sort on screen (stable, reversed for descending)', () => {
    expect(sortedLikeTable(columns, rows, null)).toBe(rows)
    expect(
      sortedLikeTable(columns, rows, { key: 'nome', order: 'ascend' }).map((r) => r.nome),
    ).toEqual(['Alfa', 'Beta', 'Gama'])
    // equal values keep their order either way, as antd's table
    expect(
      sortedLikeTable(columns, rows, { key: 'valor', order: 'descend' }).map((r) => r.nome),
    ).toEqual(['Beta', 'Gama', 'Alfa'])
    expect(
      sortedLikeTable(columns, rows, { key: 'valor', order: 'ascend' }).map((r) => r.nome),
    ).toEqual(['Alfa', 'Beta', 'Gama'])
    expect(sortedLikeTable(columns, rows, { key: 'sumiu', order: 'ascend' })).toBe(rows)
  })

  it("sends the screen's values under the screen's titles, with each column's format for the server", () => {
    const out = excelRows(columns, rows)
    // JSON is what the table shows: reais, 12.5 for 12,5 %, São Paulo's wall clock (13:40 UTC is 10:40)
    expect(JSON.parse(JSON.stringify(out[0]))).toEqual({
      Cliente: 'Beta',
      Valor: 10,
      Participação: 12.5,
      'Pago em': '01/10/2026 10:40',
    })
    expect(JSON.parse(JSON.stringify(out[1]))['Pago em']).toBe('02/10/2026 00:00')
    expect(columnFormats(out)).toEqual({ Valor: 'money', Participação: 'percent', 'Pago em': 'datetime' })
    // the totals row last: money summed in centavos
    expect(JSON.parse(JSON.stringify(out[3]))).toMatchObject({ Cliente: 'Total', Valor: 22.5 })
  })
})
