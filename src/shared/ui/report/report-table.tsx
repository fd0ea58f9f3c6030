import { Table } from 'antd'
import type { ColumnsType, TableProps } from 'antd/es/table'
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, type Key, type ReactNode } from 'react'
import { formatCentavos } from '../../lib/money'
import { columnAlign, type ColumnDef } from '../columns'
import { fittedCell } from './column-picker'
import { reportComparator } from './sort'
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

const defaultCountLabel = (n: number) => `${n} ${n === 1 ? 'linha' : 'linhas'}`
const PAGE_SIZES = [20, 50, 100, 200]
const NO_SCROLL_Y = { x: true } as const
/** About the cells of a screenful: painted at once when a table first gets its rows. */
const PREVIEW_CELLS = 300
const NO_ROWS: readonly never[] = []

/** The latest value of a prop in a stable function: for callbacks that are pure in their arguments. */
function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn)
  useLayoutEffect(() => {
    ref.current = fn
  })
  return useCallback((...args: A) => ref.current(...args), [])
}

/**
 * A report's table: columns by kind (money right-aligned, dates dd/mm/aaaa), sorting, and a
 * totals row built from what the columns declare, exact in centavos.
 *
 * Built for tens of thousands of rows: the totals are computed once per rows, the antd columns,
 * sorters (keys cached per row), summary and pagination once per their inputs, and the antd table
 * re-renders only when one of them changes, not on every render of the page around it.
 * `rowKey` is read as a pure function of the row and `countLabel` by what it returns (a new
 * function with the same result does not re-render the rows); `columns`, `actions`,
 * `rowClassName`, `onRow` and `expandable` are compared by identity, so pages keep them stable
 * (module level or memoised). Up to `pageSize` rows there is no pager; past it one page is in the
 * DOM at a time, or a virtual list when `virtualHeight` is set.
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
  countLabel = defaultCountLabel,
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
  const stableRowKey = useLatest(rowKey)
  const stableCountLabel = useLatest(countLabel)
  const latestSortChange = useLatest((next: { key: string; order: 'ascend' | 'descend' } | null) => onSortChange?.(next))

  const sortKey = sort === undefined ? undefined : sort === null ? null : `${sort.key}:${sort.order}`
  const sortedHere = useRef(false)

  // The first answer paints its first rows in one short commit and the rest of the page in a
  // background render right after (above the fold there is room for a dozen rows anyway). Only
  // from no rows to rows and with no sort: a refresh or a sorted table shows its page at once.
  const settled = useDeferredValue<readonly T[]>(rows, NO_ROWS)
  const previewRows = Math.max(8, Math.min(20, Math.floor(PREVIEW_CELLS / (visible.length + (actions ? 1 : 0)))))
  const preview =
    settled !== rows && settled.length === 0 && rows.length > previewRows && !virtualHeight && !sortKey && !sortedHere.current
  const shown = preview ? rows.slice(0, previewRows) : rows

  const tableColumns = useMemo(() => {
    const cut = sortKey ? sortKey.lastIndexOf(':') : -1
    const [sortColumn, sortOrder] = sortKey ? [sortKey.slice(0, cut), sortKey.slice(cut + 1)] : [null, null]
    const out: ColumnsType<T> = visible.map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: columnAlign(column),
      sorter: column.sorter === false ? undefined : reportComparator(column),
      sortOrder: sortKey === undefined ? undefined : sortColumn === column.key ? (sortOrder as 'ascend' | 'descend') : null,
      render: (_: unknown, row: T) => fittedCell(column, row),
    }))
    if (actions) {
      out.push({ key: 'acoes', title: actions.title, width: actions.width, render: (_: unknown, row: T) => actions.render(row) })
    }
    return out
  }, [visible, sortKey, actions])

  const hasExpand = expandable !== undefined
  // The label itself is the dependency: a countLabel that reads page state stays right.
  const totalLabel = countLabel(rows.length)
  // Before the first rows arrive nothing may read as data: no "Nenhum dado…", no "Total · 0".
  const waiting = Boolean(loading) && rows.length === 0
  const summary = useMemo(() => {
    if (!hasTotals || waiting) return undefined
    const keys = tableColumns.map((c) => String(c.key))
    const values: Record<string, ReactNode> = {}
    for (const key of keys) {
      const def = visible.find((c) => c.key === key)
      values[key] = def ? formatTotal(def, totals[def.key]) : null
    }
    const firstHasTotal = values[keys[0]] !== null
    const node = (
      <TotalsRow
        label={firstHasTotal ? values[keys[0]] : `Total · ${totalLabel}`}
        labelSpan={1 + (hasExpand ? 1 : 0)}
        keys={keys.slice(1)}
        values={values}
      />
    )
    return () => node
  }, [hasTotals, waiting, tableColumns, visible, totals, hasExpand, totalLabel])

  const paged = pageSize !== false && rows.length > pageSize
  const previewTotal = preview ? rows.length : undefined
  const pagination = useMemo(
    () =>
      paged
        ? {
            pageSize,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (n: number) => stableCountLabel(n),
            // the preview's pager already counts every row
            ...(previewTotal === undefined ? {} : { total: previewTotal }),
          }
        : (false as const),
    // totalLabel: a new label (page state) is a new pager
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paged, pageSize, stableCountLabel, totalLabel, previewTotal],
  )
  const scroll = useMemo(() => (virtualHeight ? { x: 'max-content' as const, y: virtualHeight } : NO_SCROLL_Y), [virtualHeight])
  const empty = waiting ? 'Carregando…' : (emptyText ?? 'Nenhum dado para os filtros escolhidos.')
  const locale = useMemo(() => ({ emptyText: empty }), [empty])
  const onChange = useCallback<NonNullable<TableProps<T>['onChange']>>(
    (_p, _f, sorter) => {
      if (Array.isArray(sorter)) return
      sortedHere.current = Boolean(sorter.order)
      latestSortChange(sorter.order ? { key: String(sorter.columnKey), order: sorter.order } : null)
    },
    [latestSortChange],
  )

  return (
    <MemoTable
      aria-label={caption}
      rowKey={stableRowKey}
      columns={tableColumns}
      dataSource={shown as T[]}
      loading={loading}
      size={size}
      expandable={expandable}
      onRow={onRow}
      rowClassName={rowClassName}
      virtual={virtualHeight ? true : undefined}
      scroll={scroll}
      pagination={pagination}
      locale={locale}
      summary={summary}
      onChange={onChange}
    />
  )
}

/** The antd table, re-rendered only when a prop changes (a re-render repaints every cell). */
const MemoTable = memo(Table) as unknown as <T>(props: TableProps<T>) => ReactNode
