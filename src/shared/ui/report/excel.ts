import { formatDate } from '../../lib/date'
import { moneyCell, percentCell, type ExcelCell } from '../../lib/excel-cell'
import { excelValue, labelOf } from '../columns'
import type { FilterField } from './filter-bar'
import { reportComparator } from './sort'
import { computeTotals, type ReportColumn } from './totals'
import type { DateRange, Period } from './url-filters'

export type ExcelRow = Record<string, string | number | boolean | null | ExcelCell>

/**
 * The rows of an Excel export exactly as the table shows them: the same columns in the same
 * order under the same titles, and the totals row last. Money, percentages and dates are typed
 * cells (ExcelCell), whose format the export button sends in `colunas`; their JSON is what the
 * screen shows, so a server's spreadsheet endpoint gets the same rows as before.
 */
export function excelRows<T>(
  columns: readonly ReportColumn<T>[],
  rows: readonly T[],
  options: { totalsLabel?: string } = {},
): ExcelRow[] {
  const exported = columns.filter((c) => !c.noExport)
  const out = rows.map((row) => {
    const record: ExcelRow = {}
    for (const column of exported) record[column.title] = excelValue(column, row)
    return record
  })
  const totals = computeTotals(exported, rows)
  if (Object.keys(totals).length > 0 && rows.length > 0) {
    const record: ExcelRow = {}
    exported.forEach((column, index) => {
      const total = totals[column.key]
      if (total && total.value !== null) {
        const { value } = total
        if (total.money && typeof value === 'number')
          record[column.title] = moneyCell(value / 100)
        else if (column.kind === 'percent' && typeof value === 'number')
          record[column.title] = percentCell(value)
        else record[column.title] = value
      } else {
        record[column.title] = index === 0 ? (options.totalsLabel ?? 'Total') : null
      }
    })
    out.push(record)
  }
  return out
}

/** The rows in the order the table shows them under a column sort (antd's: stable, reversed for descend). */
export function sortedLikeTable<T>(
  columns: readonly ReportColumn<T>[],
  rows: readonly T[],
  sort: { key: string; order: 'ascend' | 'descend' } | null | undefined,
): readonly T[] {
  if (!sort) return rows
  const column = columns.find((c) => c.key === sort.key)
  if (!column || column.sorter === false) return rows
  const compare = reportComparator(column)
  const sign = sort.order === 'descend' ? -1 : 1
  return [...rows].sort((a, b) => sign * compare(a, b))
}

/** A date range as a person reads it: "Vencimento: 01/11/2026 a 30/11/2026", "a partir de", "até"; '' when open. */
export function dateRangeText(label: string, from: string | null | undefined, to: string | null | undefined): string {
  if (from && to) return `${label}: ${formatDate(from)} a ${formatDate(to)}`
  if (from) return `${label}: a partir de ${formatDate(from)}`
  if (to) return `${label}: até ${formatDate(to)}`
  return ''
}

/**
 * The filters of a filter bar as a person reads them, for the first line of an export:
 * "Período 01/10/2026 a 31/10/2026 · Vendedor: João, Ana · Busca: padaria". Empty filters are
 * left out; the choices that always have a value ("Agrupar por: Cliente") are said.
 */
export function describeFilters(
  fields: readonly FilterField[],
  values: Readonly<Record<string, unknown>>,
): string {
  const parts: string[] = []
  for (const field of fields) {
    const value = values[field.name]
    switch (field.kind) {
      case 'period': {
        const period = value as Period | undefined
        if (!period?.from || !period.to) break
        const label =
          field.label && field.label !== 'Período'
            ? `Período de ${field.label.toLowerCase()}`
            : 'Período'
        parts.push(`${label} ${formatDate(period.from)} a ${formatDate(period.to)}`)
        break
      }
      case 'date-range': {
        const range = value as DateRange | undefined
        const text = dateRangeText(field.label, range?.from, range?.to)
        if (text) parts.push(text)
        break
      }
      case 'snapshot':
        parts.push(field.text)
        break
      case 'select': {
        const list = Array.isArray(value)
          ? (value as unknown[])
          : value === null || value === undefined || value === ''
            ? []
            : [value]
        if (list.length)
          parts.push(`${field.label}: ${list.map((v) => labelOf(field.options, v)?.label ?? String(v)).join(', ')}`)
        break
      }
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : ''
        if (text) parts.push(`${field.label}: ${text}`)
        break
      }
    }
  }
  return parts.join(' · ')
}
