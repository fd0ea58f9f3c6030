import { FilterBar, type FilterField } from './filter-bar'
import type { UrlFilters } from './use-url-filters'
import type { FilterSchema, FilterValues } from './url-filters'

export interface UrlFilterBarProps<S extends FilterSchema> {
  fields: FilterField[]
  /** the URL filters of useUrlFilters: the bar shows their values and writes each change back */
  filters: UrlFilters<S>
  label?: string
}

/** The filter bar bound to the address: a change is a new URL, "Limpar filtros" clears the schema's params. */
export function UrlFilterBar<S extends FilterSchema>({ fields, filters, label }: UrlFilterBarProps<S>) {
  return (
    <FilterBar
      fields={fields}
      values={filters.values as Record<string, unknown>}
      onChange={(patch) => filters.set(patch as Partial<FilterValues<S>>)}
      onClear={filters.reset}
      active={filters.active}
      label={label}
    />
  )
}
