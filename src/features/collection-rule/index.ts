export { URLS as COLLECTION_RULE_URLS } from './api'
// The dispatch engine is the server's (demo-api/rules/dispatch-engine.ts): the page asks
// POST /api/cobranca/regua/simular/ who would be notified (issue 23).
export type { DispatchPlan, PlannedMessage } from './types'
export type { DisparoLog, Regua, ReguaAcao, Template, SmtpSetting, Tag } from './types'
