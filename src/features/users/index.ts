export { createUser, requestAccess, CREATE_USER_URL } from './api'
export type { NewUser, CreatedUser, AccessRequest } from './api'
export { PERFIS, PERFIL_LABELS, perfilLabel } from './perfis'
export type { Perfil } from './perfis'
