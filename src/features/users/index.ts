export { createUser, CREATE_USER_URL } from './api'
export type { NewUser, CreatedUser } from './api'
