import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { LEVELS, useLocationFilter, type Level } from '@/features/filters'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import type { ApiError } from '@/shared/api/errors'
import type { RequestStatus } from '@/shared/store/request-status'
import {
  FilterBar,
  useUrlFilters,
  type FilterField,
  type FilterSchema,
  type FilterSpec,
  type Period,
  type UrlFilters,
} from '@/shared/ui/report'
import {
  fetchReport,
  requestKey,
  selectReports,
  type FetchReportArgs,
  type ReportName,
} from '../reports-slice'

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
  /** query parameters of the period (data_inicio/data_fim) and the location levels */
  params: Record<string, string | number>
}

/**
 * The kit's URL filters plus the location levels of the filters slice (a change clears the
 * levels below it). A local adapter: the kit's ReportPage writes the patch as it comes.
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
  return {
    filters,
    values: filters.values,
    params,
    bar: (
      <FilterBar
        fields={hasLocation ? [...fields, ...loc.fields] : fields}
        values={v}
        onChange={onChange}
        onClear={filters.reset}
        active={filters.active}
      />
    ),
  }
}

/** A list as one query parameter ("1,2,3"), the way the report endpoints read it. */
export const csv = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined)

/**
 * A report held in the reports slice: one request per key (the previous aborted), sent a tick
 * later so StrictMode's double effect sends one.
 */
export function useSliceReport(args: FetchReportArgs & { key: string; enabled?: boolean }): {
  status: RequestStatus
  error: ApiError | null
  reload: () => void
} {
  const dispatch = useAppDispatch()
  const [attempt, setAttempt] = useState(0)
  const argsRef = useRef(args)
  useEffect(() => {
    argsRef.current = args
  })
  const enabled = args.enabled ?? true
  useEffect(() => {
    if (!enabled) return
    let promise: { abort: () => void } | null = null
    const timer = setTimeout(() => {
      const { key: _key, enabled: _enabled, ...request } = argsRef.current
      void _key
      void _enabled
      promise = dispatch(fetchReport(request))
    }, 0)
    return () => {
      clearTimeout(timer)
      promise?.abort()
    }
  }, [dispatch, args.key, enabled, attempt])
  const request = useAppSelector(selectReports).requests[requestKey(args.report, args.field)]
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    status: request?.status ?? (enabled ? 'loading' : 'idle'),
    error: request?.error ?? null,
    reload,
  }
}

export type { ReportName }
