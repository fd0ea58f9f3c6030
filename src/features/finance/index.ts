/** What other modules may use of Gestão Financiamento. */
export { FINANCE_URLS, FINANCE_LISTS, type FinanceList } from './api'
export type { Contrato, LiberacaoParcela, RecebiveisPrevistos } from './types'
