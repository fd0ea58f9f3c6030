/** What other modules may use: the base's filter contract (names, parsing, the queue's body). */
export {
  BASE_FILTER_SCHEMA,
  FILTER_NAMES,
  filtersFromParams,
  filterEntries,
  baseBodyFromParams,
  baseQueryFromParams,
  EMPTY_FILTERS,
} from './filters'
export type { BaseFilters, FilterName } from './filters'
/** Rows shared with the customer panel (declared once, here). */
export type { Atendimento, ContaReceber, Lembrete, TitleStatus } from './types'
