import { useCallback, useEffect, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { showMessage } from '../feedback'
import { filtersKey, parseFilters, writeFilters, type FilterSchema, type FilterValues } from './url-filters'

/**
 * Each write builds on the previous one until the page has rendered it. react-router hands a
 * functional update the params of the last render, and its navigations render in a transition:
 * on a busy page (Base Cobrança at 100,000 titles) a seller chosen and then a due date typed
 * before the re-render would otherwise drop the seller. A write made from the same rendered
 * location as the last write continues from that write; one from a newer location starts from it.
 * The chain ends when the page that wrote it unmounts.
 */
let pending: { locationKey: string; next: URLSearchParams } | null = null
function chained(
  locationKey: string,
  current: URLSearchParams,
  write: (base: URLSearchParams) => URLSearchParams,
): URLSearchParams {
  const next = write(pending?.locationKey === locationKey ? pending.next : current)
  pending = { locationKey, next }
  return next
}

export interface UrlFilters<S extends FilterSchema> {
  values: FilterValues<S>
  /** a stable string of the values: effects and requests key on it */
  key: string
  set: (patch: Partial<FilterValues<S>>) => void
  /** removes every filter of the schema from the address */
  reset: () => void
  /** true when any param of the schema is in the address */
  active: boolean
}

/**
 * The report kit's filters: the URL is their only holder. A value that does not parse
 * (a shared link with `data_inicio=2025-02-31`) is removed from the address and the user is
 * told which filter was dropped, instead of being silently ignored.
 */
export function useUrlFilters<S extends FilterSchema>(schema: S): UrlFilters<S> {
  const [search, setSearch] = useSearchParams()
  const { key: locationKey } = useLocation()
  // Leaving the page ends its chain: another page (or router) starts from its own address.
  useEffect(
    () => () => {
      pending = null
    },
    [],
  )
  const { values, invalid } = useMemo(() => parseFilters(schema, search), [schema, search])
  const key = filtersKey(values)

  useEffect(() => {
    if (invalid.length === 0) return
    const labels = [...new Set(invalid.map((i) => i.label))]
    setSearch(
      (current) =>
        chained(locationKey, current, (base) => {
          const next = new URLSearchParams(base)
          for (const { param } of invalid) next.delete(param)
          return next
        }),
      { replace: true },
    )
    showMessage(
      'warning',
      labels.length === 1
        ? `O filtro "${labels[0]}" do endereço não era válido e foi removido.`
        : `Os filtros ${labels.map((l) => `"${l}"`).join(', ')} do endereço não eram válidos e foram removidos.`,
    )
  }, [invalid, setSearch, locationKey])

  const set = useCallback(
    (patch: Partial<FilterValues<S>>) =>
      setSearch((current) => chained(locationKey, current, (base) => writeFilters(schema, base, patch)), { replace: true }),
    [schema, setSearch, locationKey],
  )
  const reset = useCallback(
    () =>
      setSearch(
        (current) =>
          chained(locationKey, current, (base) => {
            const next = new URLSearchParams(base)
            for (const spec of Object.values(schema)) for (const param of spec.params) next.delete(param)
            return next
          }),
        { replace: true },
      ),
    [schema, setSearch, locationKey],
  )
  const active = Object.values(schema).some((spec) => spec.params.some((p) => search.has(p)))
  return { values, key, set, reset, active }
}
