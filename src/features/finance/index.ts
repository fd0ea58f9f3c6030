/** What other modules may use of Gestão Financiamento. */
export { FINANCE_LISTS, type FinanceList } from './finance-data'
export type { Contrato, LiberacaoParcela, RecebiveisPrevistos } from './types'
