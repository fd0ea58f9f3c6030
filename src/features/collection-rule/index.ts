export { URLS as COLLECTION_RULE_URLS } from './api'
export { planDispatch } from './engine/dispatch-engine'
export type { DispatchPlan, PlannedMessage, EngineInput } from './engine/dispatch-engine'
export type { DisparoLog, Regua, ReguaAcao, Template, SmtpSetting, Tag } from './types'
