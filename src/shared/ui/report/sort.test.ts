import { describe, expect, it } from 'vitest'
import { centavosOf, compareRows, type ColumnDef } from '../columns'
import { reportComparator } from './sort'
import { moneyCentavos } from './totals'

describe('moneyCentavos (the fast path of the totals and sorts)', () => {
  it.each([
    '0.10', '0.29', '1234.5', '1234.50', '-12.34', '-0.00', '0', '007.10', '99999999999.99', '-7',
    '1.005', '1.', '.5', '', ' 12.50 ', 'abc', '-', '1e3', '12,50', '--1',
  ])('agrees with centavosOf for %j', (value) => {
    expect(moneyCentavos('money', value)).toBe(centavosOf('money', value))
  })

  it('takes numbers, nulls and centavos as centavosOf does', () => {
    for (const value of [12.34, 1.005, -0.1, 0, null, undefined, Number.NaN]) {
      expect(moneyCentavos('money', value)).toBe(centavosOf('money', value))
    }
    expect(moneyCentavos('centavos', 1234)).toBe(1234)
  })
})

interface Row {
  nome: string
  valor: string
  qtd: number
  data: string
  situacao: string
}

const columns: ColumnDef<Row>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'valor', title: 'Valor', kind: 'money' },
  { key: 'qtd', title: 'Qtd', kind: 'number' },
  { key: 'data', title: 'Data', kind: 'date' },
  {
    key: 'situacao',
    title: 'Situação',
    kind: 'tag',
    options: [
      { value: 'a', label: 'Zebra' },
      { value: 'b', label: 'Ábaco' },
    ],
  },
]

const names = ['Álvaro', 'alvaro', 'Bruna', 'bruna', 'Ana', 'Éder', 'eder', 'Zé', '', 'Çarla']
const rows: Row[] = Array.from({ length: 200 }, (_, i) => ({
  nome: names[(i * 7) % names.length],
  valor: ['10.00', '-5.50', '0.1', '1234.56', '', '10'][(i * 5) % 6],
  qtd: (i * 13) % 17,
  data: ['2026-01-31', '2025-12-01', '', '2026-01-31T10:00:00-03:00'][(i * 3) % 4],
  situacao: i % 3 === 0 ? 'a' : 'b',
}))

describe('reportComparator', () => {
  it.each(columns.map((c) => [c.key, c] as const))('orders %s exactly as compareRows', (_key, column) => {
    const expected = [...rows].sort(compareRows(column))
    const actual = [...rows].sort(reportComparator(column))
    expect(actual.map((r) => columnsOf(r, column))).toEqual(expected.map((r) => columnsOf(r, column)))
  })
})

const columnsOf = (r: Row, c: ColumnDef<Row>) => String((r as unknown as Record<string, unknown>)[c.key])
