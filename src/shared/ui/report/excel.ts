import { excelValue } from '../columns'
import { computeTotals, type ReportColumn } from './totals'

/**
 * The rows of an Excel export exactly as the table shows them: the same columns in the same
 * order under the same titles, money as numbers in reais, and the totals row last.
 */
export function excelRows<T>(
  columns: readonly ReportColumn<T>[],
  rows: readonly T[],
  options: { totalsLabel?: string } = {},
): Array<Record<string, string | number | boolean | null>> {
  const exported = columns.filter((c) => !c.noExport)
  const out = rows.map((row) => {
    const record: Record<string, string | number | boolean | null> = {}
    for (const column of exported) record[column.title] = excelValue(column, row)
    return record
  })
  const totals = computeTotals(exported, rows)
  if (Object.keys(totals).length > 0 && rows.length > 0) {
    const record: Record<string, string | number | boolean | null> = {}
    exported.forEach((column, index) => {
      const total = totals[column.key]
      if (total && total.value !== null) {
        record[column.title] = total.money && typeof total.value === 'number' ? total.value / 100 : total.value
      } else {
        record[column.title] = index === 0 ? (options.totalsLabel ?? 'Total') : null
      }
    })
    out.push(record)
  }
  return out
}
