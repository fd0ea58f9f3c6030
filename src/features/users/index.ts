// The login side imports this index (sign-up-page.tsx): nothing here may load the data layer.
export { requestAccess } from './signup-api'
export { AccountForm, AccountFields } from './components/account-fields'
export type { AccountValues } from './components/account-fields'
export type { AccessRequest, RequestedAccess } from './signup-api'
export type { NewUser, CreatedUser } from './types'
export { PERFIS, PERFIL_LABELS, perfilLabel } from './perfis'
export type { Perfil } from './perfis'
