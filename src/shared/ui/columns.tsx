import { Tag } from 'antd'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '../lib/date'
import { formatCpfCnpj } from '../lib/documents'
import { dateCell, moneyCell, percentCell, type ExcelCell } from '../lib/excel-cell'
import { toCentavos } from '../lib/money'
import { DateText, Money } from './formatted'

/**
 * How a column's value reads: `money` is a DRF decimal string or a number in reais,
 * `centavos` an integer number of centavos; `percent` a number already in percent.
 */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'money'
  | 'centavos'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'cpf-cnpj'
  | 'tag'

export interface Option {
  value: string | number
  label: string
  /** a tag colour for `tag` columns */
  color?: string
}

/** One column of a register or report table, described once for the screen and the Excel. */
export interface ColumnDef<T> {
  key: string
  title: string
  kind?: ColumnKind
  /** the row field; the key when absent */
  dataIndex?: string
  /** the value the column shows, sorts, totals and exports (when not a plain field) */
  value?: (row: T) => unknown
  /** a richer cell on screen; the Excel keeps `value` */
  render?: (row: T) => ReactNode
  /** labels (and tag colours) of coded values */
  options?: Option[]
  width?: number
  sorter?: boolean
  /** kept out of the Excel (actions, links) */
  noExport?: boolean
  /** shown only in the Excel */
  exportOnly?: boolean
  align?: 'left' | 'right' | 'center'
}

const RIGHT: ReadonlySet<ColumnKind> = new Set(['number', 'money', 'centavos', 'percent'])

export function columnAlign<T>(column: ColumnDef<T>): 'left' | 'right' | 'center' | undefined {
  return column.align ?? (RIGHT.has(column.kind ?? 'text') ? 'right' : undefined)
}

export function columnValue<T>(column: ColumnDef<T>, row: T): unknown {
  if (column.value) return column.value(row)
  return (row as Record<string, unknown>)[column.dataIndex ?? column.key]
}

/** A money value as centavos, or null when it is not a number. */
export function centavosOf(kind: ColumnKind | undefined, value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (kind === 'centavos') return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null
  try {
    return toCentavos(value as string | number)
  } catch {
    return null
  }
}

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** The option a coded value stands for (a number or its text alike). */
export function labelOf(
  options: readonly Option[] | undefined,
  value: unknown,
): Option | undefined {
  return options?.find((o) => o.value === value || String(o.value) === String(value))
}

/** The cell as text: search, sort of coded values, and what a screen reader hears. */
export function textOf<T>(column: ColumnDef<T>, row: T): string {
  const value = columnValue(column, row)
  if (value === null || value === undefined || value === '') return ''
  const option = labelOf(column.options, value)
  if (option) return option.label
  switch (column.kind) {
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'boolean':
      return value ? 'Sim' : 'Não'
    case 'cpf-cnpj':
      return formatCpfCnpj(String(value))
    case 'percent':
      return `${percent.format(Number(value))}%`
    case 'number':
      return integer.format(Number(value))
    default:
      return String(value)
  }
}

/** The cell on screen. */
export function renderCell<T>(column: ColumnDef<T>, row: T): ReactNode {
  if (column.render) return column.render(row)
  const value = columnValue(column, row)
  if (value === null || value === undefined || value === '') return <span aria-label="vazio">—</span>
  switch (column.kind) {
    case 'money':
      return <Money value={value as string | number} />
    case 'centavos':
      return <Money centavos={value as number} />
    case 'date':
      return <DateText value={String(value)} />
    case 'datetime':
      return <DateText value={String(value)} withTime />
    case 'tag': {
      const option = labelOf(column.options, value)
      return <Tag color={option?.color}>{option?.label ?? String(value)}</Tag>
    }
    default:
      return textOf(column, row)
  }
}

/**
 * The value an Excel cell gets, as the table shows it: money in reais, percentages and dates and
 * date-times as typed cells (ExcelCell: the server is told their format; JSON sends the screen's
 * value: reais, 12.5, "01/10/2026"); numbers stay numbers, coded values their labels, the rest
 * the text on screen.
 */
export function excelValue<T>(column: ColumnDef<T>, row: T): string | number | boolean | null | ExcelCell {
  const value = columnValue(column, row)
  if (value === null || value === undefined || value === '') return null
  switch (column.kind) {
    case 'money':
    case 'centavos': {
      const c = centavosOf(column.kind, value)
      return c === null ? null : moneyCell(c / 100)
    }
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value) : String(value)
    case 'percent': {
      const n = Number(value)
      return Number.isFinite(n) ? percentCell(n) : String(value)
    }
    case 'date':
    case 'datetime': {
      if (labelOf(column.options, value)) return textOf(column, row)
      return dateCell(textOf(column, row))
    }
    default:
      return textOf(column, row)
  }
}

/** Sort by what the column shows: numbers and money as numbers, dates by ISO, text by locale. */
export function compareRows<T>(column: ColumnDef<T>): (a: T, b: T) => number {
  const kind = column.kind ?? 'text'
  if (kind === 'money' || kind === 'centavos') {
    return (a, b) => (centavosOf(kind, columnValue(column, a)) ?? 0) - (centavosOf(kind, columnValue(column, b)) ?? 0)
  }
  if (kind === 'number' || kind === 'percent') {
    return (a, b) => (Number(columnValue(column, a)) || 0) - (Number(columnValue(column, b)) || 0)
  }
  if (kind === 'date' || kind === 'datetime') {
    return (a, b) => String(columnValue(column, a) ?? '').localeCompare(String(columnValue(column, b) ?? ''))
  }
  return (a, b) => textOf(column, a).localeCompare(textOf(column, b), 'pt-BR', { sensitivity: 'base' })
}
