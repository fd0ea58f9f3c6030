import { useCallback, type ReactNode } from 'react'
import { LEVELS, useLocationFilter, type Level } from '@/features/filters'
import {
  FilterBar,
  useUrlFilters,
  type FilterField,
  type FilterSchema,
  type FilterSpec,
  type Period,
  type UrlFilters,
} from '@/shared/ui/report'

// The kit's FilterSchema (Record<string, FilterSpec<unknown>>) rejects FilterSpec<string> (serialize
// is contravariant); this adapter takes any spec and keeps each filter's own value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = Record<string, FilterSpec<any>>
export type Values<S extends AnySchema> = { [K in keyof S]: S[K] extends FilterSpec<infer V> ? V : never }

export interface ReportFilters<S extends AnySchema> {
  filters: Omit<UrlFilters<FilterSchema>, 'values' | 'set'> & {
    values: Values<S>
    set: (patch: Partial<Values<S>>) => void
  }
  values: Values<S>
  bar: ReactNode
  /** the bar with other fields: for options that come from the report's own answer */
  barWith: (fields: FilterField[]) => ReactNode
  /** query parameters of the period (data_inicio/data_fim) and the location levels */
  params: Record<string, string | number>
}

/**
 * The kit's URL filters plus the location levels of the filters slice (a change clears the
 * levels below it): the filter bar of every report page, beside the kit's ReportView.
 */
export function useReportFilters<S extends AnySchema>(
  schema: S,
  fields: FilterField[],
  options: { location?: readonly Level[] | boolean } = {},
): ReportFilters<S> {
  const filters = useUrlFilters(schema as unknown as FilterSchema) as unknown as ReportFilters<S>['filters']
  const v = filters.values as Record<string, unknown>
  const levels = options.location === true ? LEVELS : options.location || []
  const period = v.periodo as Period | undefined
  const loc = useLocationFilter(
    {
      regiao: (v.regiao as string) ?? '',
      uf: (v.uf as string) ?? '',
      cidade: (v.cidade as string) ?? '',
      empreendimento: (v.empreendimento as string) ?? '',
      modulo: (v.modulo as number | null) ?? null,
    },
    period,
    levels,
  )
  const { set } = filters
  const hasLocation = levels.length > 0
  const onChange = useCallback(
    (patch: Record<string, unknown>) =>
      set((hasLocation ? loc.cascade(patch) : patch) as Partial<Values<S>>),
    [set, hasLocation, loc],
  )
  const params: Record<string, string | number> = { ...loc.params }
  if (period) {
    params.data_inicio = period.from
    params.data_fim = period.to
  }
  const barWith = (own: FilterField[]) => (
    <FilterBar
      fields={hasLocation ? [...own, ...loc.fields] : own}
      values={v}
      onChange={onChange}
      onClear={filters.reset}
      active={filters.active}
    />
  )
  return {
    filters,
    values: filters.values,
    params,
    bar: barWith(fields),
    barWith,
  }
}

/** A list as one query parameter ("1,2,3"), the way the report endpoints read it. */
export const csv = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined)
