import { useEffect, useMemo, useState } from 'react'
import { foldText, matchesTerms, searchTerms } from '../../lib/text'
import { textOf, type ColumnDef } from '../columns'
import type { ServerPaging } from './types'

/** How long the typing must rest before a server search. */
export const SEARCH_DEBOUNCE_MS = 400

/**
 * A register's search box: on the rows it holds (every column's text, accent-insensitive), or,
 * when the server pages the list, on the server once the typing settles (at once on Enter or
 * when cleared). `searched` is the text the rows shown answer.
 */
export function useRegisterSearch<T>(
  rows: T[],
  columns: readonly ColumnDef<T>[],
  paging: ServerPaging | undefined,
) {
  const [query, setQuery] = useState(paging?.search ?? '')
  const serverSearch = paging?.search
  const onServerSearch = paging?.onSearch
  useEffect(() => {
    if (serverSearch === undefined || !onServerSearch) return
    const next = query.trim()
    if (next === serverSearch) return
    const timer = setTimeout(() => onServerSearch(next), next ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [query, serverSearch, onServerSearch])

  const paged = paging !== undefined
  const shown = useMemo(() => {
    const terms = searchTerms(query)
    if (paged || terms.length === 0) return rows
    return rows.filter((row) => matchesTerms(foldText(columns.map((c) => textOf(c, row)).join(' ')), terms))
  }, [rows, columns, query, paged])
  const submit = (text: string) => onServerSearch?.(text.trim())
  return { query, setQuery, submit, rows: shown, searched: paging ? paging.search : query }
}
