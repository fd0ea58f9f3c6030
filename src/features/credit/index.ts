/** What other modules may use from the credit module. */
export { LatestCreditDecision, latestDecision } from './components/latest-credit-decision'
export { parecerCreditoLink, PARECER_CREDITO_PATH } from './links'
export type { Parecer, StatusParecer } from './types'
