import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { showMessage } from '../feedback'
import { filtersKey, parseFilters, writeFilters, type FilterSchema, type FilterValues } from './url-filters'

/**
 * Writes made in the same tick (a date range and a page reset, two filter groups) chain on one
 * another: react-router hands a functional update the params of the last render, so the second
 * write would otherwise drop the first.
 */
let pending: URLSearchParams | null = null
function chained(current: URLSearchParams, write: (base: URLSearchParams) => URLSearchParams): URLSearchParams {
  const next = write(pending ?? current)
  if (!pending) setTimeout(() => (pending = null), 0)
  pending = next
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
  const { values, invalid } = useMemo(() => parseFilters(schema, search), [schema, search])
  const key = filtersKey(values)

  useEffect(() => {
    if (invalid.length === 0) return
    const labels = [...new Set(invalid.map((i) => i.label))]
    setSearch(
      (current) =>
        chained(current, (base) => {
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
  }, [invalid, setSearch])

  const set = useCallback(
    (patch: Partial<FilterValues<S>>) =>
      setSearch((current) => chained(current, (base) => writeFilters(schema, base, patch)), { replace: true }),
    [schema, setSearch],
  )
  const reset = useCallback(
    () =>
      setSearch(
        (current) =>
          chained(current, (base) => {
            const next = new URLSearchParams(base)
            for (const spec of Object.values(schema)) for (const param of spec.params) next.delete(param)
            return next
          }),
        { replace: true },
      ),
    [schema, setSearch],
  )
  const active = Object.values(schema).some((spec) => spec.params.some((p) => search.has(p)))
  return { values, key, set, reset, active }
}
