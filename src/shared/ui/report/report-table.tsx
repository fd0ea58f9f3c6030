import { Table } from 'antd'
import type { ColumnsType, TableProps } from 'antd/es/table'
import { useMemo, type Key, type ReactNode } from 'react'
import { formatCentavos } from '../../lib/money'
import { columnAlign, compareRows, renderCell, type ColumnDef } from '../columns'
import { computeTotals, type ColumnTotal, type ReportColumn } from './totals'
import { TotalsRow } from './totals-row'

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

export function formatTotal<T>(column: ColumnDef<T>, total: ColumnTotal | undefined): ReactNode {
  if (!total || total.value === null) return null
  if (total.money && typeof total.value === 'number') return <span className="money">{formatCentavos(total.value)}</span>
  if (typeof total.value === 'number') {
    return column.kind === 'percent' ? `${number.format(total.value)}%` : number.format(total.value)
  }
  return total.value
}

export interface ReportTableProps<T> {
  columns: ReportColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => Key
  /** the table's name for screen readers */
  caption: string
  loading?: boolean
  /** rows per page; `false` shows every row (use `virtual` above a thousand) */
  pageSize?: number | false
  /** virtual scrolling for long lists; needs a height */
  virtualHeight?: number
  emptyText?: ReactNode
  /** "Total · 12 clientes": what the totals row counts */
  countLabel?: (n: number) => string
  expandable?: TableProps<T>['expandable']
  onRow?: TableProps<T>['onRow']
  size?: 'small' | 'middle'
  /** render of extra cells (actions) not in the Excel */
  actions?: { title: string; width?: number; render: (row: T) => ReactNode }
  rowClassName?: (row: T) => string
  /** a table sort the page keeps elsewhere (the URL), by column key */
  sort?: { key: string; order: 'ascend' | 'descend' } | null
  onSortChange?: (sort: { key: string; order: 'ascend' | 'descend' } | null) => void
}

/**
 * A report's table: columns by kind (money right-aligned, dates dd/mm/aaaa), sorting, and a
 * totals row built from what the columns declare, exact in centavos.
 */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  pageSize = 50,
  virtualHeight,
  emptyText,
  countLabel = (n) => `${n} ${n === 1 ? 'linha' : 'linhas'}`,
  expandable,
  onRow,
  size = 'middle',
  actions,
  rowClassName,
  sort,
  onSortChange,
}: ReportTableProps<T>) {
  const visible = useMemo(() => columns.filter((c) => !c.exportOnly), [columns])
  const totals = useMemo(() => computeTotals(visible, rows), [visible, rows])
  const hasTotals = Object.keys(totals).length > 0

  const tableColumns: ColumnsType<T> = visible.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: columnAlign(column),
    sorter: column.sorter === false ? undefined : compareRows(column),
    sortOrder: sort === undefined ? undefined : sort?.key === column.key ? sort.order : null,
    render: (_: unknown, row: T) => renderCell(column, row),
  }))
  if (actions) {
    tableColumns.push({ key: 'acoes', title: actions.title, width: actions.width, render: (_: unknown, row: T) => actions.render(row) })
  }

  const summary = hasTotals
    ? () => {
        const keys = tableColumns.map((c) => String(c.key))
        const values: Record<string, ReactNode> = {}
        for (const key of keys) {
          const def = visible.find((c) => c.key === key)
          values[key] = def ? formatTotal(def, totals[def.key]) : null
        }
        const firstHasTotal = values[keys[0]] !== null
        const lead = expandable ? 1 : 0
        return (
          <TotalsRow
            label={firstHasTotal ? values[keys[0]] : `Total · ${countLabel(rows.length)}`}
            labelSpan={1 + lead}
            keys={keys.slice(1)}
            values={values}
          />
        )
      }
    : undefined

  return (
    <Table<T>
      aria-label={caption}
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows as T[]}
      loading={loading}
      size={size}
      expandable={expandable}
      onRow={onRow}
      rowClassName={rowClassName}
      virtual={virtualHeight ? true : undefined}
      scroll={virtualHeight ? { x: 'max-content', y: virtualHeight } : { x: 'max-content' }}
      pagination={
        pageSize === false || rows.length <= pageSize
          ? false
          : { pageSize, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 200], showTotal: (n) => countLabel(n) }
      }
      locale={{ emptyText: emptyText ?? 'Nenhum dado para os filtros escolhidos.' }}
      summary={summary}
      onChange={(_p, _f, sorter) => {
        if (!onSortChange || Array.isArray(sorter)) return
        onSortChange(sorter.order ? { key: String(sorter.columnKey), order: sorter.order } : null)
      }}
    />
  )
}
