import { isValidISODate } from '@/shared/lib/date'

/** Spec section 3, "Collection base state": the filters, by the specification's names. */
export interface BaseFilters {
  /** free text over customer code, names and CNPJ/CPF */
  info: string
  filial: number | null
  vendedor: number | null
  /** substring of the title's document */
  documento: string
  forma_cobranca: number | null
  data_vencimento_inicio: string | null
  data_vencimento_fim: string | null
  grupo_economico: number | null
}

export type FilterName = keyof BaseFilters

export const FILTER_NAMES: readonly FilterName[] = [
  'info',
  'filial',
  'vendedor',
  'documento',
  'forma_cobranca',
  'data_vencimento_inicio',
  'data_vencimento_fim',
  'grupo_economico',
]

const NUMERIC: ReadonlySet<FilterName> = new Set([
  'filial',
  'vendedor',
  'forma_cobranca',
  'grupo_economico',
])
const DATES: ReadonlySet<FilterName> = new Set(['data_vencimento_inicio', 'data_vencimento_fim'])
const MAX_TEXT = 200

export const EMPTY_FILTERS: BaseFilters = {
  info: '',
  filial: null,
  vendedor: null,
  documento: '',
  forma_cobranca: null,
  data_vencimento_inicio: null,
  data_vencimento_fim: null,
  grupo_economico: null,
}

/** Grouping of the table; `agrupamento` in the URL. */
export type Grouping = 'cliente' | 'grupo_economico'
export const GROUPING_PARAM = 'agrupamento'

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return null
  const n = Number(raw.trim())
  return n > 0 ? n : null
}

/** A shared or bookmarked URL is untrusted input: anything malformed is dropped, never thrown. */
export function filtersFromParams(params: URLSearchParams): BaseFilters {
  const out: BaseFilters = { ...EMPTY_FILTERS }
  for (const name of FILTER_NAMES) {
    const raw = params.get(name)
    if (raw === null) continue
    if (NUMERIC.has(name)) {
      ;(out[name] as number | null) = positiveInt(raw)
    } else if (DATES.has(name)) {
      ;(out[name] as string | null) = isValidISODate(raw.trim()) ? raw.trim() : null
    } else {
      ;(out[name] as string) = raw.slice(0, MAX_TEXT)
    }
  }
  if (
    out.data_vencimento_inicio &&
    out.data_vencimento_fim &&
    out.data_vencimento_inicio > out.data_vencimento_fim
  ) {
    ;[out.data_vencimento_inicio, out.data_vencimento_fim] = [
      out.data_vencimento_fim,
      out.data_vencimento_inicio,
    ]
  }
  return out
}

export function groupingFromParams(params: URLSearchParams): Grouping {
  return params.get(GROUPING_PARAM) === 'grupo_economico' ? 'grupo_economico' : 'cliente'
}

/** The filters that are set, as query parameters with the same names (empty ones left out). */
export function filterEntries(filters: BaseFilters): Array<[FilterName, string]> {
  const out: Array<[FilterName, string]> = []
  for (const name of FILTER_NAMES) {
    const value = filters[name]
    if (value === null || value === undefined) continue
    const text = typeof value === 'string' ? value.trim() : String(value)
    if (text) out.push([name, text])
  }
  return out
}

export function filtersToParams(
  filters: BaseFilters,
  grouping: Grouping = 'cliente',
): URLSearchParams {
  const params = new URLSearchParams(filterEntries(filters))
  if (grouping !== 'cliente') params.set(GROUPING_PARAM, grouping)
  return params
}

/** The filters the server applies: every one but `info`, which the page applies on the loaded data as you type. */
export type ServerFilters = Omit<BaseFilters, 'info'>

export function serverFilters(filters: BaseFilters): Partial<ServerFilters> {
  const body: Partial<Record<FilterName, string | number>> = {}
  for (const [name, text] of filterEntries(filters)) {
    if (name === 'info') continue
    body[name] = NUMERIC.has(name) ? Number(text) : text
  }
  return body as Partial<ServerFilters>
}

/** Identifies a server query: equal keys, same answer. */
export function serverFilterKey(filters: BaseFilters): string {
  return new URLSearchParams(filterEntries({ ...filters, info: '' })).toString()
}

export function sameFilters(a: BaseFilters, b: BaseFilters): boolean {
  return FILTER_NAMES.every((name) => a[name] === b[name])
}

export function hasAnyFilter(filters: BaseFilters): boolean {
  return filterEntries(filters).length > 0
}

/**
 * True when `next` selects a subset of what `loaded` selected, so the loaded data can answer
 * it at once: every filter the server applied is kept or narrowed.
 */
export function isRefinement(loaded: BaseFilters, next: BaseFilters): boolean {
  for (const name of FILTER_NAMES) {
    if (name === 'info') continue
    const was = loaded[name]
    if (was === null || was === '') continue
    const now = next[name]
    if (now === was) continue
    if (
      name === 'documento' &&
      typeof now === 'string' &&
      now.toLowerCase().includes(String(was).toLowerCase())
    )
      continue
    if (name === 'data_vencimento_inicio' && typeof now === 'string' && now >= String(was)) continue
    if (name === 'data_vencimento_fim' && typeof now === 'string' && now <= String(was)) continue
    return false
  }
  return true
}
