export type { UserProfile, Credentials, LoginResponse } from './types'
export {
  sessionSlice,
  login,
  loadProfile,
  preloadSessionData,
  logout,
  expireSession,
  loggedOut,
  sessionExpired,
  firstLoginCompleted,
  selectProfile,
  selectProfileStatus,
  selectProfileFailure,
  selectLoginStatus,
} from './session-slice'
export type { SessionState, LoginFailure, ProfileFailure } from './session-slice'
export { PASSWORD_FIELDS, CHANGE_PASSWORD_URL } from './api'
export {
  isPathAllowed,
  landingPath,
  profileRoutes,
  displayName,
  loginPathFor,
  CLIENT_LANDING,
  STAFF_LANDING,
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
} from './access'
export { grantedByLastProfile } from './profile-hint'
