import {
  choiceFilter,
  dateRangeFilter,
  numberFilter,
  parseFilters,
  textFilter,
  type FilterSpec,
  type FilterValues,
} from '@/shared/ui/report/url-filters'
import { AGING_BUCKETS } from '@/shared/lib/aging'
import type { SortKey, SortState } from './base-model'

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
  /** customers with a promise to pay due today, broken, or active (due today or later); '' for all */
  promessa: PromiseFilter
  /** 'hoje': customers with an attendance whose next contact (data_retorno) is today */
  proximo_contato: ContactFilter
}

export type PromiseFilter = '' | 'vence_hoje' | 'quebradas' | 'ativas'
export type ContactFilter = '' | 'hoje'

/** The promise statuses of the API (promessa-pagamento/?status=) each choice reads. */
export const PROMISE_STATUSES: Record<Exclude<PromiseFilter, ''>, readonly string[]> = {
  vence_hoje: ['vence_hoje'],
  quebradas: ['quebrada'],
  ativas: ['ativa', 'vence_hoje'],
}

export type FilterName = keyof BaseFilters

/** The filters that select titles (not customers): the loaded totals cannot answer a change of these. */
export const TITLE_FILTERS: readonly FilterName[] = [
  'filial',
  'vendedor',
  'documento',
  'forma_cobranca',
  'data_vencimento_inicio',
  'data_vencimento_fim',
]

export const FILTER_NAMES: readonly FilterName[] = [
  'info',
  ...TITLE_FILTERS,
  'grupo_economico',
  'promessa',
  'proximo_contato',
]

/**
 * Filters the page applies on the loaded customers, never sent in the base's POST: `info`
 * (as you type) and the work-queue filters, answered by their own small lists.
 */
export const CLIENT_FILTERS: ReadonlySet<FilterName> = new Set([
  'info',
  'promessa',
  'proximo_contato',
])

const NUMERIC: ReadonlySet<FilterName> = new Set([
  'filial',
  'vendedor',
  'forma_cobranca',
  'grupo_economico',
])

export const EMPTY_FILTERS: BaseFilters = {
  info: '',
  filial: null,
  vendedor: null,
  documento: '',
  forma_cobranca: null,
  data_vencimento_inicio: null,
  data_vencimento_fim: null,
  grupo_economico: null,
  promessa: '',
  proximo_contato: '',
}

/** Grouping of the table; `agrupamento` in the URL. */
export type Grouping = 'cliente' | 'grupo_economico'
export const GROUPING_PARAM = 'agrupamento'

/**
 * The base's filters in the URL, their only holder (report kit parsers): the same names as the
 * specification's collection base state, so a link from the base carries them unchanged.
 */
export const BASE_FILTER_SCHEMA = {
  info: textFilter('info', 'Cliente'),
  filial: numberFilter('filial', 'Filial'),
  vendedor: numberFilter('vendedor', 'Vendedor'),
  documento: textFilter('documento', 'Documento'),
  forma_cobranca: numberFilter('forma_cobranca', 'Forma de cobrança'),
  vencimento: dateRangeFilter('data_vencimento_inicio', 'data_vencimento_fim', 'Vencimento'),
  grupo_economico: numberFilter('grupo_economico', 'Grupo econômico'),
  promessa: choiceFilter<PromiseFilter>(
    'promessa',
    'Promessas',
    ['vence_hoje', 'quebradas', 'ativas'],
    '',
  ),
  proximo_contato: choiceFilter<ContactFilter>('proximo_contato', 'Próximo contato', ['hoje'], ''),
}
export type BaseFilterValues = FilterValues<typeof BASE_FILTER_SCHEMA>

export const GROUPING_SCHEMA = {
  agrupamento: choiceFilter<Grouping>(
    GROUPING_PARAM,
    'Agrupamento',
    ['cliente', 'grupo_economico'],
    'cliente',
  ),
}

export const SORT_PARAM = 'ordenar'
const SORT_KEYS: readonly string[] = [
  'saldo',
  'vencido',
  'a_vencer',
  'maior_atraso',
  'qtd_titulos',
  'nome',
  ...[0, 1, 2, 3, 4, 5].map((i) => `aging${i}`),
]

/** The table's sort in the address: `ordenar=-vencido` (descending) or `ordenar=nome`. */
export const sortFilter: FilterSpec<SortState | null> = {
  label: 'Ordenação',
  params: [SORT_PARAM],
  parse: (get) => {
    const raw = get(SORT_PARAM).at(-1)
    if (raw === undefined || raw === '') return { value: null }
    const descend = raw.startsWith('-')
    const key = descend ? raw.slice(1) : raw
    return SORT_KEYS.includes(key)
      ? { value: { key: key as SortKey, order: descend ? 'descend' : 'ascend' } }
      : { value: null, invalid: [SORT_PARAM] }
  },
  serialize: (value) => ({
    [SORT_PARAM]: value ? [`${value.order === 'descend' ? '-' : ''}${value.key}`] : [],
  }),
}

export const SORT_SCHEMA = { ordenar: sortFilter }

/** The URL's values as the specification's flat filter state. */
export function toBaseFilters(values: BaseFilterValues): BaseFilters {
  return {
    info: values.info,
    filial: values.filial,
    vendedor: values.vendedor,
    documento: values.documento,
    forma_cobranca: values.forma_cobranca,
    data_vencimento_inicio: values.vencimento.from,
    data_vencimento_fim: values.vencimento.to,
    grupo_economico: values.grupo_economico,
    promessa: values.promessa,
    proximo_contato: values.proximo_contato,
  }
}

/** A change of flat filters as a change of the URL's values (the two due dates are one range). */
export function toFilterPatch(
  patch: Partial<BaseFilters>,
  current: BaseFilters,
): Partial<BaseFilterValues> {
  const out: Partial<BaseFilterValues> = {}
  for (const [name, value] of Object.entries(patch) as Array<
    [FilterName, BaseFilters[FilterName]]
  >) {
    if (name === 'data_vencimento_inicio' || name === 'data_vencimento_fim') continue
    ;(out as Record<string, unknown>)[name] = value
  }
  if ('data_vencimento_inicio' in patch || 'data_vencimento_fim' in patch) {
    out.vencimento = {
      from:
        'data_vencimento_inicio' in patch
          ? (patch.data_vencimento_inicio ?? null)
          : current.data_vencimento_inicio,
      to:
        'data_vencimento_fim' in patch
          ? (patch.data_vencimento_fim ?? null)
          : current.data_vencimento_fim,
    }
  }
  return out
}

/** A shared or bookmarked URL is untrusted input: anything malformed is dropped, never thrown. */
export function filtersFromParams(params: URLSearchParams): BaseFilters {
  return toBaseFilters(parseFilters(BASE_FILTER_SCHEMA, params).values)
}

export function groupingFromParams(params: URLSearchParams): Grouping {
  return parseFilters(GROUPING_SCHEMA, params).values.agrupamento
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

/** The filters the server applies: all but the page's own (`info`, promises, next contact). */
export type ServerFilters = Omit<BaseFilters, 'info' | 'promessa' | 'proximo_contato'>

export function serverFilters(filters: BaseFilters): Partial<ServerFilters> {
  const body: Partial<Record<FilterName, string | number>> = {}
  for (const [name, text] of filterEntries(filters)) {
    if (CLIENT_FILTERS.has(name)) continue
    body[name] = NUMERIC.has(name) ? Number(text) : text
  }
  return body as Partial<ServerFilters>
}

/** The base's sort in a URL (`ordenar`), none when absent or malformed. */
export function baseSortFromParams(params: URLSearchParams): SortState | null {
  return parseFilters(SORT_SCHEMA, params).values.ordenar
}

/** The grouped answer's field each sort of the base reads (aging: `aging__<bucket>`). */
const SORT_FIELDS: Record<Exclude<SortKey, `aging${number}`>, string> = {
  saldo: 'saldo_total',
  vencido: 'saldo_vencido',
  a_vencer: 'saldo_a_vencer',
  maior_atraso: 'maior_atraso',
  qtd_titulos: 'qtd_titulos',
  nome: 'nome_fantasia',
}

/**
 * The base's sort as an `ordering` of the grouped answer's fields (DRF style: `-saldo_vencido`,
 * `nome_fantasia`, `-aging__d1_30`): what the attendance queue walks (issue 24 item 5).
 */
export function sortOrdering(sort: SortState): string {
  const field = sort.key.startsWith('aging')
    ? `aging__${AGING_BUCKETS[Number(sort.key.slice(5))]?.key ?? 'a_vencer'}`
    : SORT_FIELDS[sort.key as Exclude<SortKey, `aging${number}`>]
  return `${sort.order === 'descend' ? '-' : ''}${field}`
}

/**
 * The base's filters of a URL as the grouped base's POST body, with the ones the base page
 * applies itself (`info`, `promessa`, `proximo_contato`): the attendance queue asks the server
 * for exactly the customers the base showed. The base's sort (`ordenar`) goes as `ordering`:
 * the queue walks the customers in the order the base showed them (a server that does not sort
 * the grouped answer leaves the order to the queue, which sorts the answer by it too).
 */
export function baseBodyFromParams(params: URLSearchParams): Partial<ServerFilters> & {
  info?: string
  promessa?: string
  proximo_contato?: string
  ordering?: string
} {
  const filters = filtersFromParams(params)
  const body: Partial<ServerFilters> & {
    info?: string
    promessa?: string
    proximo_contato?: string
    ordering?: string
  } = serverFilters(filters)
  const info = filters.info.trim()
  if (info) body.info = info
  if (filters.promessa) body.promessa = filters.promessa
  if (filters.proximo_contato) body.proximo_contato = filters.proximo_contato
  const sort = baseSortFromParams(params)
  if (sort) body.ordering = sortOrdering(sort)
  return body
}

/**
 * The base's filters and sort as a query string: what a link from the base to the attendance
 * screen carries (`filtros` and `ordenar`), so the queue there walks the base's order.
 */
export function baseLinkQuery(filters: BaseFilters, sort: SortState | null): string {
  const params = new URLSearchParams(filterEntries(filters))
  for (const value of sortFilter.serialize(sort)[SORT_PARAM] ?? []) params.set(SORT_PARAM, value)
  return params.toString()
}

/** The base's filters and sort of a URL as a query string (carried to the attendance screen and back). */
export function baseQueryFromParams(params: URLSearchParams): string {
  return baseLinkQuery(filtersFromParams(params), baseSortFromParams(params))
}

/** Identifies a server query: equal keys, same answer. */
export function serverFilterKey(filters: BaseFilters): string {
  return new URLSearchParams(
    filterEntries({ ...filters, info: '', promessa: '', proximo_contato: '' }),
  ).toString()
}


export function sameTitleFilters(a: BaseFilters, b: BaseFilters): boolean {
  return TITLE_FILTERS.every((name) => a[name] === b[name])
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
    if (CLIENT_FILTERS.has(name)) continue
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
