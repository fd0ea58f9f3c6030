import { Space } from 'antd'
import { Children, isValidElement, useCallback, useState, type Key, type ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import type { RequestStatus } from '../../store/request-status'
import { ExportButton } from '../export-button'
import { PageContainer } from '../page-container'
import { LoadFailedAlert, LoadFailedPanel } from '../retry'
import { useColumnPicker } from './column-picker'
import { describeFilters, excelRows, sortedLikeTable } from './excel'
import { Figures, type Figure } from './figures'
import { FilterBar, type FilterField } from './filter-bar'
import { ReportTable, type ReportTableProps } from './report-table'
import { UrlFilterBar } from './url-filter-bar'
import type { ReportColumn } from './totals'
import type { UrlFilters } from './use-url-filters'
import type { FilterSchema } from './url-filters'

export interface ReportSource<T> {
  rows: readonly T[]
  status: RequestStatus
  error: ApiError | null
  reload: () => void
}

export interface ReportViewProps<T> {
  title: string
  subtitle?: ReactNode
  /** filter bar (already bound to the URL) */
  filters?: ReactNode
  source: ReportSource<T>
  columns: ReportColumn<T>[]
  rowKey: (row: T) => Key
  /** the Excel file's title (and name); the page title by default */
  exportTitle?: string
  /**
   * The period and filters for the Excel's first line, as the user reads them. By default they
   * are read from the filter bar in `filters` (a FilterBar or UrlFilterBar: its fields, with
   * their labels and options, and its values).
   */
  exportFilters?: () => string
  /** cards or figures above the table (totals, aging) */
  summary?: ReactNode
  /** the headline figures ("Resumo"), shown above the table when there are rows; null: none */
  figures?: Figure[] | null
  /** a LazyChart (`shared/ui/charts`), shown above the table when there are rows */
  chart?: ReactNode
  /** buttons beside "Exportar Excel" */
  extra?: ReactNode
  table?: Partial<Omit<ReportTableProps<T>, 'columns' | 'rows' | 'rowKey' | 'caption'>>
  /** the page frame; false inside a tab */
  framed?: boolean
}

type TableSort = { key: string; order: 'ascend' | 'descend' } | null

/** The filter bars in a `filters` node (the bar itself, or inside a fragment or a wrapper). */
function filterBarsIn(node: ReactNode, depth = 0): Array<{ fields: readonly FilterField[]; values: Record<string, unknown> }> {
  const out: Array<{ fields: readonly FilterField[]; values: Record<string, unknown> }> = []
  if (depth > 4) return out
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return
    const props = child.props as Record<string, unknown>
    if (child.type === FilterBar) {
      out.push({ fields: props.fields as FilterField[], values: props.values as Record<string, unknown> })
    } else if (child.type === UrlFilterBar) {
      const filters = props.filters as UrlFilters<FilterSchema>
      out.push({ fields: props.fields as FilterField[], values: filters.values as Record<string, unknown> })
    } else if (props.children) {
      out.push(...filterBarsIn(props.children as ReactNode, depth + 1))
    }
  })
  return out
}

/** The filter bar's period and filters as text, for the Excel's first line; undefined without a bar. */
function filtersText(node: ReactNode): (() => string) | undefined {
  const bars = filterBarsIn(node)
  if (!bars.length) return undefined
  return () =>
    bars
      .map((bar) => describeFilters(bar.fields, bar.values))
      .filter(Boolean)
      .join(' · ')
}

/**
 * A report screen from its parts: filters (a FilterBar or UrlFilterBar over `useUrlFilters`),
 * figures, chart, a table with totals, and an Excel of exactly the rows and columns on screen.
 * Loading keeps the last rows; a failure with no rows fills the area, a failure over old rows is
 * a notice above them.
 */
export function ReportView<T>({
  title,
  subtitle,
  filters,
  source,
  columns,
  rowKey,
  exportTitle,
  exportFilters,
  summary,
  figures,
  chart,
  extra,
  table,
  framed = true,
}: ReportViewProps<T>) {
  const firstLoad = (source.status === 'idle' || source.status === 'loading') && source.rows.length === 0
  const failedEmpty = source.status === 'failed' && source.rows.length === 0
  // The table's sort is kept here (unless the page keeps it): the Excel lists the rows in the
  // order the table shows them.
  const [ownSort, setOwnSort] = useState<TableSort>(null)
  const pageSort = table?.sort
  const pageSortChange = table?.onSortChange
  const sort = pageSort !== undefined ? pageSort : ownSort
  const onSortChange = useCallback(
    (next: TableSort) => {
      if (pageSort === undefined) setOwnSort(next)
      pageSortChange?.(next)
    },
    [pageSort, pageSortChange],
  )
  // The Excel is the screen: the columns shown (and the export-only ones), in their order.
  const { shown, picker } = useColumnPicker(title, columns)
  const actions = (
    <Space wrap>
      {extra}
      {picker}
      <ExportButton
        title={exportTitle ?? title}
        rows={() => excelRows(shown, sortedLikeTable(columns, source.rows, sort))}
        filters={exportFilters ?? filtersText(filters)}
        disabled={source.rows.length === 0 || source.status === 'loading'}
      />
    </Space>
  )
  const body = (
    <>
      {filters}
      {failedEmpty ? (
        <LoadFailedPanel title={`Não foi possível carregar ${title}.`} error={source.error} onRetry={source.reload} />
      ) : (
        <>
          {source.status === 'failed' && (
            <LoadFailedAlert title="Não foi possível atualizar o relatório." error={source.error} onRetry={source.reload} />
          )}
          {summary}
          {figures && source.rows.length > 0 ? <Figures items={figures} /> : null}
          {chart && source.rows.length > 0 ? chart : null}
          <ReportTable<T>
            caption={title}
            columns={shown}
            rows={source.rows}
            rowKey={rowKey}
            loading={firstLoad || source.status === 'loading'}
            {...table}
            sort={sort}
            onSortChange={onSortChange}
          />
        </>
      )}
    </>
  )
  if (!framed) {
    return (
      <section aria-label={title} className="report-embedded">
        <div className="register-toolbar">{actions}</div>
        {body}
      </section>
    )
  }
  return (
    <PageContainer title={title} subtitle={subtitle} extra={actions}>
      {body}
    </PageContainer>
  )
}
