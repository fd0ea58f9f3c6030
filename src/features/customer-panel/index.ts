/** What other modules may use of the customer panel: its URLs (the contract with the collection base). */
export { ATENDIMENTO_PATH, PAINEL_PATH, atendimentoUrl, painelUrl } from './urls'
export { BASE_FILTER_PARAMS } from './api'
