import { centavosOf, columnValue, type ColumnDef } from '../columns'
import type { ColumnFit } from './column-picker'
import { decimalCentavos } from './decimal'

/** How a column totals: a sum (money in centavos), a count of filled cells, an average, or a function. */
/**
 * How a column totals: `sum`, `count`, `avg`, or `share` for a column of each row's share (percent)
 * of a whole the rows make up (participação): its total is 100 % — adding the rounded shares would
 * read 99,99 % or 100,02 %.
 */
export type TotalRule<T> = 'sum' | 'count' | 'avg' | 'share' | ((rows: readonly T[]) => number | string | null)

export interface ReportColumn<T> extends ColumnDef<T>, ColumnFit {
  total?: TotalRule<T>
}

export interface ColumnTotal {
  /** centavos for money and centavos columns, a plain number otherwise */
  value: number | string | null
  /** `money` when value is centavos */
  money: boolean
}

/**
 * centavosOf with a fast path for the DRF decimal strings reports carry by the thousand
 * (decimalCentavos). Anything else goes to centavosOf, which gives the same answer for the
 * fast-path strings: an exact count of centavos, "-0.00" as 0.
 */
export function moneyCentavos(kind: ColumnDef<unknown>['kind'], value: unknown): number | null {
  if (kind !== 'money' || typeof value !== 'string') return centavosOf(kind, value)
  return decimalCentavos(value) ?? centavosOf(kind, value)
}

/** The totals row of a report table: exact in centavos, never a float sum of reais. */
export function computeTotals<T>(columns: readonly ReportColumn<T>[], rows: readonly T[]): Record<string, ColumnTotal> {
  const out: Record<string, ColumnTotal> = {}
  for (const column of columns) {
    const rule = column.total
    if (!rule) continue
    const money = column.kind === 'money' || column.kind === 'centavos'
    if (typeof rule === 'function') {
      out[column.key] = { value: rule(rows), money }
      continue
    }
    if (rule === 'share') {
      out[column.key] = { value: rows.length ? 100 : null, money: false }
      continue
    }
    if (rule === 'count') {
      let n = 0
      for (const row of rows) {
        const v = columnValue(column, row)
        if (v !== null && v !== undefined && v !== '' && v !== false) n += 1
      }
      out[column.key] = { value: n, money: false }
      continue
    }
    let sum = 0
    let n = 0
    // a plain field is read directly (no call per row): thousands of rows per column
    const field = column.value ? null : (column.dataIndex ?? column.key)
    for (const row of rows) {
      const v = field === null ? columnValue(column, row) : (row as Record<string, unknown>)[field]
      const x = money ? moneyCentavos(column.kind, v) : v === null || v === undefined || v === '' ? null : Number(v)
      if (x === null || !Number.isFinite(x)) continue
      sum += x
      n += 1
    }
    if (rule === 'avg') out[column.key] = { value: n ? (money ? Math.round(sum / n) : sum / n) : null, money }
    else out[column.key] = { value: sum, money }
  }
  return out
}
