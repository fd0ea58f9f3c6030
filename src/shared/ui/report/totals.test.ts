import { describe, expect, it } from 'vitest'
import { ExcelCell, moneyCell, percentCell } from '../../lib/excel-cell'
import { excelRows } from './excel'
import { computeTotals, type ReportColumn } from './totals'

interface Row {
  cliente: string
  valor: string
  pago_centavos: number
  qtd: number
  vencimento: string
  ativo: boolean
}

const rows: Row[] = [
  { cliente: 'Padaria Pão Quente', valor: '0.10', pago_centavos: 1, qtd: 2, vencimento: '2026-01-31', ativo: true },
  { cliente: 'Mercado Bom Preço', valor: '0.20', pago_centavos: 2, qtd: 3, vencimento: '2026-02-28', ativo: false },
  { cliente: '=HYPERLINK("x")', valor: '-1234.50', pago_centavos: 0, qtd: 0, vencimento: '2026-03-01', ativo: true },
]

const columns: ReportColumn<Row>[] = [
  { key: 'cliente', title: 'Cliente' },
  { key: 'valor', title: 'Valor', kind: 'money', total: 'sum' },
  { key: 'pago_centavos', title: 'Pago', kind: 'centavos', total: 'sum' },
  { key: 'qtd', title: 'Títulos', kind: 'number', total: 'avg' },
  { key: 'vencimento', title: 'Vencimento', kind: 'date' },
  { key: 'ativo', title: 'Ativo', kind: 'boolean', total: 'count' },
  { key: 'acoes', title: 'Ações', noExport: true, render: () => 'x' },
]

describe('report totals', () => {
  it('sums money in centavos (0,10 + 0,20 is 0,30, never a float)', () => {
    const totals = computeTotals(columns, rows.slice(0, 2))
    expect(totals.valor).toEqual({ value: 30, money: true })
    expect(totals.pago_centavos).toEqual({ value: 3, money: true })
    expect(totals.qtd).toEqual({ value: 2.5, money: false })
    expect(totals.ativo).toEqual({ value: 1, money: false })
    expect(totals.cliente).toBeUndefined()
  })

  it('keeps negatives and ignores blanks', () => {
    const totals = computeTotals(columns, [...rows, { ...rows[0], valor: '' }])
    expect(totals.valor.value).toBe(10 + 20 - 123450)
  })

  it('a share column totals 100 %, not the sum of its rounded shares (33,34 + 33,33 + 33,34 = 100,01)', () => {
    const shares = [{ p: 33.34 }, { p: 33.33 }, { p: 33.34 }]
    const totals = computeTotals([{ key: 'p', title: 'Participação', kind: 'percent', total: 'share' }], shares)
    expect(totals.p).toEqual({ value: 100, money: false })
    expect(computeTotals([{ key: 'p', title: 'P', kind: 'percent', total: 'share' }], []).p.value).toBeNull()
  })

  it('a function total gets the rows', () => {
    const totals = computeTotals([{ key: 'x', title: 'X', total: (r) => `${r.length} linhas` }], rows)
    expect(totals.x.value).toBe('3 linhas')
  })
})

describe('Excel of what is on screen', () => {
  it('has the screen columns under their titles, typed cells, and the totals row last', () => {
    const out = excelRows(columns, rows)
    expect(Object.keys(out[0])).toEqual(['Cliente', 'Valor', 'Pago', 'Títulos', 'Vencimento', 'Ativo'])
    // money in reais, dates as Excel dates: typed cells for the workbook
    expect(out[0]).toEqual({
      Cliente: 'Padaria Pão Quente',
      Valor: moneyCell(0.1),
      Pago: moneyCell(0.01),
      Títulos: 2,
      Vencimento: new ExcelCell('date', '31/01/2026'),
      Ativo: 'Sim',
    })
    // hostile text stays text: the exporter writes it as a string cell (RELIABILITY 19)
    expect(out[2].Cliente).toBe('=HYPERLINK("x")')
    expect(out[2].Valor).toEqual(moneyCell(-1234.5))
    expect(out.at(-1)).toEqual({
      Cliente: 'Total',
      Valor: moneyCell(-1234.2),
      Pago: moneyCell(0.03),
      Títulos: 5 / 3,
      Vencimento: null,
      Ativo: 2,
    })
  })

  it('in JSON (a server spreadsheet endpoint) the rows read as the screen shows them, as before', () => {
    const out = JSON.parse(JSON.stringify(excelRows(columns, rows))) as Array<Record<string, unknown>>
    expect(out[0]).toEqual({
      Cliente: 'Padaria Pão Quente',
      Valor: 0.1,
      Pago: 0.01,
      Títulos: 2,
      Vencimento: '31/01/2026',
      Ativo: 'Sim',
    })
    expect(out.at(-1)).toEqual({ Cliente: 'Total', Valor: -1234.2, Pago: 0.03, Títulos: 5 / 3, Vencimento: null, Ativo: 2 })
  })

  it('percentages are fractions with the % format; their average too', () => {
    const taxa: ReportColumn<{ taxa: number }>[] = [{ key: 'taxa', title: 'Taxa', kind: 'percent', total: 'avg' }]
    const out = excelRows(taxa, [{ taxa: 12.5 }, { taxa: 7.5 }])
    expect(out[0].Taxa).toEqual(percentCell(12.5))
    expect(out[2].Taxa).toEqual(percentCell(10))
  })

  it('no rows, no totals row', () => {
    expect(excelRows(columns, [])).toEqual([])
  })
})
