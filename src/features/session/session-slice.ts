import {
  createAction,
  createSlice,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import {
  adoptStoredSession,
  bindSession,
  endClientSession,
  isSessionLost,
  revokeRefreshToken,
} from '@/shared/api/client'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { discardDraftsExcept } from '@/shared/storage/drafts'
import { clearAll, clearStoredSession } from '@/shared/storage/expiring-storage'
import { getRefreshToken, isLoggedIn, sessionIdentity, storeTokens } from '@/shared/storage/tokens'
import { PROFILE_CACHE_MS } from '@/shared/config/constants'
import { rememberGrants } from './profile-hint'
import type { Credentials, LoginResponse, UserProfile } from './types'

import type { RequestStatus } from '@/shared/store/request-status'
export type { RequestStatus }

export type LoginFailure =
  | { reason: 'no_response' }
  | { reason: 'invalid'; detail?: string }
  | { reason: 'inactive' }
  | { reason: 'error'; error: ApiError }

export type ProfileFailure = { reason: 'no_session' } | { reason: 'inactive' } | { reason: 'error'; error: ApiError }

export interface SessionState {
  profile: UserProfile | null
  profileStatus: RequestStatus
  profileFailure: ProfileFailure | null
  loginStatus: RequestStatus
  loginFailure: LoginFailure | null
}

const initialState: SessionState = {
  profile: null,
  profileStatus: 'idle',
  profileFailure: null,
  loginStatus: 'idle',
  loginFailure: null,
}

/** Every module's slice returns to its initial state on these two (ARCHITECTURE, data flow 5). */
export const loggedOut = createAction('session/loggedOut')
export const sessionExpired = createAction('session/sessionExpired')

function isUsableProfile(profile: UserProfile | undefined): profile is UserProfile {
  return !!profile && typeof profile === 'object' && profile.is_active === true
}

/** What the session's thunks dispatch into: the store's dispatch (features do not import app/). */
type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>
type SessionThunk<R> = ThunkAction<R, unknown, unknown, UnknownAction>

const dataLayerLoaded = createAction('session/dataLayerLoaded')

/**
 * Starts downloading the session's endpoints and the data layer before a thunk needs them: at
 * start-up with a stored session (beside the page's chunk) and when the login form is first used.
 */
export const preloadSessionData = () => import('./session-data')

/**
 * The session's generated endpoints, loaded with the data layer when a thunk first runs. An api
 * injected after the store was made has no state until the next action: this one gives it.
 */
async function sessionEndpoints(dispatch: SessionDispatch) {
  const { sessionApi } = await preloadSessionData()
  dispatch(dataLayerLoaded())
  return sessionApi.endpoints
}

const loginStarted = createAction('session/loginStarted')
const loginSucceeded = createAction<UserProfile>('session/loginSucceeded')
const loginFailed = createAction<LoginFailure>('session/loginFailed')
const profileRequested = createAction('session/profileRequested')
const profileLoaded = createAction<UserProfile>('session/profileLoaded')
const profileFailed = createAction<ProfileFailure>('session/profileFailed')

type ProfileRead = { profile: UserProfile } | { failure: ProfileFailure }

/**
 * The profile from the access call through the data layer's cache: one read within a minute
 * serves again (the short profile cache), `fresh` always asks the server (right after a sign-in).
 */
async function readProfile(dispatch: SessionDispatch, fresh: boolean): Promise<ProfileRead> {
  let endpoints
  try {
    endpoints = await sessionEndpoints(dispatch)
  } catch (error) {
    return { failure: { reason: 'error', error: normalizeError(error) } }
  }
  // A session ended meanwhile (another tab signed out) is not read.
  if (!isLoggedIn()) return { failure: { reason: 'no_session' } }
  const request = dispatch(
    endpoints.getAccessAccess.initiate(undefined, { forceRefetch: fresh ? true : PROFILE_CACHE_MS / 1000 }),
  )
  const result = await request
  // Unsubscribed, the answer stays cached for the minute of the short cache, then goes.
  request.unsubscribe()
  if (result.error) {
    const apiError = normalizeError(result.error)
    if (apiError.kind === 'session_expired' || !isLoggedIn()) return { failure: { reason: 'no_session' } }
    return { failure: { reason: 'error', error: apiError } }
  }
  const profile = result.data as UserProfile | undefined
  if (!isUsableProfile(profile)) return { failure: { reason: 'inactive' } }
  rememberGrants(profile)
  return { profile }
}

export type LoginResult = { profile: UserProfile } | { failure: LoginFailure }

async function signIn(dispatch: SessionDispatch, credentials: Credentials): Promise<LoginResult> {
  let answer: LoginResponse
  try {
    const endpoints = await sessionEndpoints(dispatch)
    const request = dispatch(
      endpoints.postLogin.initiate({ credenciais: { username: credentials.username, password: credentials.password } }),
    )
    const posted = await request
    // Neither the password (the mutation's argument) nor the tokens stay in the store's cache.
    request.reset()
    if (posted.error) throw posted.error
    answer = posted.data && typeof posted.data === 'object' ? (posted.data as LoginResponse) : {}
  } catch (error) {
    const apiError = normalizeError(error)
    if (apiError.kind === 'network' || apiError.kind === 'offline' || apiError.kind === 'timeout') {
      return { failure: { reason: 'no_response' } }
    }
    return { failure: { reason: 'error', error: apiError } }
  }
  if (typeof answer.access !== 'string' || !answer.access) {
    return { failure: { reason: 'invalid', detail: answer.detail } }
  }
  storeTokens(answer.access, answer.refresh)
  // One session per browser: this tab now works for this user, whatever other tabs held.
  bindSession()
  const read = await readProfile(dispatch, true)
  if ('failure' in read) {
    endClientSession()
    return { failure: read.failure.reason === 'error' ? read.failure : { reason: 'inactive' } }
  }
  // Drafts typed by another user in this tab are not this user's to see.
  discardDraftsExcept(sessionIdentity())
  return read
}

/** Sign-in (spec section 4): the tokens, then the profile; the result says where to go. */
export function login(credentials: Credentials): SessionThunk<Promise<LoginResult>> {
  return async (dispatch) => {
    dispatch(loginStarted())
    const result = await signIn(dispatch, credentials)
    dispatch('profile' in result ? loginSucceeded(result.profile) : loginFailed(result.failure))
    return result
  }
}

/** The profile of a stored session (the guard, a page reload, "Tentar novamente"). */
export function loadProfile(): SessionThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(profileRequested())
    const read = await readProfile(dispatch, false)
    if ('failure' in read) {
      dispatch(profileFailed(read.failure))
      return
    }
    adoptStoredSession()
    dispatch(profileLoaded(read.profile))
  }
}

/**
 * Sign out: nothing of the session survives, a refresh still in flight is disowned, and the
 * server is asked to blacklist the refresh token without the logout waiting for it.
 */
export function logout(): SessionThunk<Promise<void>> {
  return async (dispatch) => {
    const refresh = getRefreshToken()
    endClientSession()
    clearAll()
    revokeRefreshToken(refresh)
    dispatch(loggedOut())
  }
}

/**
 * Expiry seen by the guard (profile inactive or missing): every stored item of the session
 * goes; this tab's drafts stay for the same user's next sign-in.
 */
export function expireSession(): SessionThunk<Promise<void>> {
  return async (dispatch) => {
    // A session lost to another tab is that tab's now: what is stored is not ours to clear.
    if (!isSessionLost()) {
      endClientSession()
      clearStoredSession()
    }
    dispatch(sessionExpired())
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    firstLoginCompleted(state) {
      if (state.profile) state.profile.first_login = false
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginStarted, (state) => {
        state.loginStatus = 'loading'
        state.loginFailure = null
      })
      .addCase(loginSucceeded, (state, action) => {
        state.loginStatus = 'succeeded'
        state.profile = action.payload
        state.profileStatus = 'succeeded'
        state.profileFailure = null
      })
      .addCase(loginFailed, (state, action) => {
        state.loginStatus = 'failed'
        state.loginFailure = action.payload
      })
      .addCase(profileRequested, (state) => {
        state.profileStatus = 'loading'
        state.profileFailure = null
      })
      .addCase(profileLoaded, (state, action) => {
        state.profileStatus = 'succeeded'
        state.profile = action.payload
      })
      .addCase(profileFailed, (state, action) => {
        state.profileStatus = 'failed'
        state.profile = null
        state.profileFailure = action.payload
      })
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.profileStatus,
    selectProfileFailure: (state) => state.profileFailure,
    selectLoginStatus: (state) => state.loginStatus,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
}

const injectedSession = sessionSlice.injectInto(rootReducer)

export const { firstLoginCompleted } = sessionSlice.actions
export const { selectProfile, selectProfileStatus, selectProfileFailure, selectLoginStatus } =
  injectedSession.selectors
