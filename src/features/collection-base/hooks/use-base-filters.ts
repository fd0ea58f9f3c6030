import { useCallback, useEffect, useMemo, useRef, type Key } from 'react'
import { useAppDispatch } from '@/shared/store/hooks'
import { useUrlFilters } from '@/shared/ui/report'
import type { SortState } from '../base-model'
import { filtersReplaced } from '../collection-base-slice'
import {
  BASE_FILTER_SCHEMA,
  GROUPING_SCHEMA,
  SORT_SCHEMA,
  filtersFromParams,
  serverFilterKey,
  toBaseFilters,
  toFilterPatch,
  type BaseFilters,
  type Grouping,
} from '../filters'

/**
 * The base's filters, grouping and sort: the URL is their only holder (a link shows the same
 * screen), the slice mirrors them under the specification's state names. Every callback is
 * stable: the filter bar and the table re-render only when what they show changes.
 */
export function useBaseFilters(setSelectedKeys: (keys: Key[]) => void) {
  const dispatch = useAppDispatch()
  const url = useUrlFilters(BASE_FILTER_SCHEMA)
  const groupingUrl = useUrlFilters(GROUPING_SCHEMA)
  const grouping = groupingUrl.values.agrupamento
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the values
  const filters = useMemo(() => toBaseFilters(url.values), [url.key])
  useEffect(() => {
    dispatch(filtersReplaced({ filters, agrupamento: grouping }))
  }, [dispatch, filters, grouping])

  const filtersRef = useRef(filters)
  useEffect(() => {
    filtersRef.current = filters
  })
  const setUrl = url.set
  const onChange = useCallback(
    (patch: Partial<BaseFilters>) => setUrl(toFilterPatch(patch, filtersRef.current)),
    [setUrl],
  )
  const onInfo = useCallback((value: string) => setUrl({ info: value }), [setUrl])
  const onClear = url.reset
  const setGrouping = groupingUrl.set
  const onGrouping = useCallback(
    (value: Grouping) => {
      setSelectedKeys([])
      setGrouping({ agrupamento: value })
    },
    [setGrouping, setSelectedKeys],
  )

  // The sort lives in the address with the filters (a link shows the same order).
  const sortUrl = useUrlFilters(SORT_SCHEMA)
  const sort = sortUrl.values.ordenar
  const setSortUrl = sortUrl.set
  const onSort = useCallback(
    (next: SortState | null) => setSortUrl({ ordenar: next }),
    [setSortUrl],
  )

  const serverKey = serverFilterKey(filters)
  // The key is the server filters' canonical form: the bar's filters stay one object while typing.
  const barFilters = useMemo(
    () => ({
      ...filtersFromParams(new URLSearchParams(serverKey)),
      promessa: filters.promessa,
      proximo_contato: filters.proximo_contato,
    }),
    [serverKey, filters.promessa, filters.proximo_contato],
  )
  return { filters, grouping, sort, serverKey, barFilters, onChange, onInfo, onClear, onGrouping, onSort }
}
