import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import {
  buildBaseView,
  sortRows,
  type PreparedBase,
  type SortState,
  type ViewOptions,
} from '../base-model'
import {
  filtersFromParams,
  isRefinement,
  serverFilterKey,
  type BaseFilters,
  type Grouping,
} from '../filters'

/** bench/base-cobranca-browser.ts measures to this mark: the first rows painted. */
export const ROWS_MARK = 'base-cobranca:linhas'

interface ViewInputs {
  prepared: PreparedBase
  /** the base's answer, for the first-rows mark (once per answer) */
  answer: unknown
  filters: BaseFilters
  /** the filters the loaded base answered; null before the first answer */
  loaded: BaseFilters | null
  grouping: Grouping
  groupNames: ViewOptions['groupNames']
  enrichment: ViewOptions['enrichment']
  onlyCustomers: ViewOptions['onlyCustomers']
  /** the work queue's inputs (a new queue is a new view: back to page 1) */
  queueKey: string
  sort: SortState | null
}

/**
 * What the table shows: the loaded base filtered, grouped and sorted in the browser, and the
 * page the analyst is on (back to the first when the view changes).
 */
export function useBaseView({
  prepared,
  answer,
  filters,
  loaded,
  grouping,
  groupNames,
  enrichment,
  onlyCustomers,
  queueKey,
  sort,
}: ViewInputs) {
  const deferredInfo = useDeferredValue(filters.info)
  // Narrowing shows at once on the loaded data; widening keeps it until the server answers.
  const structural = loaded && !isRefinement(loaded, filters) ? loaded : filters
  const structuralKey = serverFilterKey(structural)
  const view = useMemo(
    () =>
      buildBaseView(
        prepared,
        { ...filtersFromParams(new URLSearchParams(structuralKey)), info: deferredInfo },
        { grouping, groupNames, enrichment, onlyCustomers },
      ),
    [prepared, structuralKey, deferredInfo, grouping, groupNames, enrichment, onlyCustomers],
  )
  const rows = useMemo(() => sortRows(view.rows, sort), [view.rows, sort])

  const viewKey = `${structuralKey}|${deferredInfo}|${queueKey}|${grouping}|${sort ? `${sort.key}:${sort.order ?? ''}` : ''}`
  const [pageState, setPageState] = useState({ key: viewKey, current: 1, pageSize: 20 })
  const currentPage = pageState.key === viewKey ? pageState.current : 1
  // Stable props: the table re-renders only when what it shows changes (typing stays light).
  const page = useMemo(
    () => ({ current: currentPage, pageSize: pageState.pageSize }),
    [currentPage, pageState.pageSize],
  )
  const onPage = useCallback(
    (next: { current: number; pageSize: number }) => setPageState({ key: viewKey, ...next }),
    [viewKey],
  )

  const markedFor = useRef<unknown>(null)
  useEffect(() => {
    if (!rows.length || markedFor.current === answer) return
    markedFor.current = answer
    requestAnimationFrame(() => performance.mark?.(ROWS_MARK))
  }, [rows, answer])

  return { view, rows, deferredInfo, page, onPage }
}
