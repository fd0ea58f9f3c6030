import { createAction, createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import {
  adoptStoredSession,
  bindSession,
  endClientSession,
  isSessionLost,
  revokeRefreshToken,
} from '@/shared/api/client'
import { invalidateCache } from '@/shared/api/cache'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { discardDraftsExcept } from '@/shared/storage/drafts'
import { clearAll, clearStoredSession } from '@/shared/storage/expiring-storage'
import { getRefreshToken, isLoggedIn, sessionIdentity, storeTokens } from '@/shared/storage/tokens'
import { fetchProfile, forgetProfile, postLogin } from './api'
import type { Credentials, UserProfile } from './types'

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

export const login = createAsyncThunk<UserProfile, Credentials, { rejectValue: LoginFailure }>(
  'session/login',
  async (credentials, { rejectWithValue }) => {
    let answer
    try {
      answer = await postLogin(credentials)
    } catch (error) {
      const apiError = normalizeError(error)
      if (apiError.kind === 'network' || apiError.kind === 'offline' || apiError.kind === 'timeout') {
        return rejectWithValue({ reason: 'no_response' })
      }
      return rejectWithValue({ reason: 'error', error: apiError })
    }
    if (typeof answer.access !== 'string' || !answer.access) {
      return rejectWithValue({ reason: 'invalid', detail: answer.detail })
    }
    storeTokens(answer.access, answer.refresh)
    // One session per browser: this tab now works for this user, whatever other tabs held.
    bindSession()
    forgetProfile()
    try {
      const profile = await fetchProfile()
      if (!isUsableProfile(profile)) {
        endClientSession()
        return rejectWithValue({ reason: 'inactive' })
      }
      // Drafts typed by another user in this tab are not this user's to see.
      discardDraftsExcept(sessionIdentity())
      return profile
    } catch (error) {
      endClientSession()
      return rejectWithValue({ reason: 'error', error: normalizeError(error) })
    }
  },
)

export const loadProfile = createAsyncThunk<UserProfile, void, { rejectValue: ProfileFailure }>(
  'session/loadProfile',
  async (_, { rejectWithValue }) => {
    if (!isLoggedIn()) return rejectWithValue({ reason: 'no_session' })
    try {
      const profile = await fetchProfile()
      if (!isUsableProfile(profile)) return rejectWithValue({ reason: 'inactive' })
      adoptStoredSession()
      return profile
    } catch (error) {
      const apiError = normalizeError(error)
      if (apiError.kind === 'session_expired') return rejectWithValue({ reason: 'no_session' })
      return rejectWithValue({ reason: 'error', error: apiError })
    }
  },
)

/**
 * Sign out: nothing of the session survives, a refresh still in flight is disowned, and the
 * server is asked to blacklist the refresh token without the logout waiting for it.
 */
export const logout = createAsyncThunk('session/logout', async (_, { dispatch }) => {
  const refresh = getRefreshToken()
  endClientSession()
  clearAll()
  revokeRefreshToken(refresh)
  invalidateCache()
  dispatch(loggedOut())
})

/**
 * Expiry seen by the guard (profile inactive or missing): every stored item of the session
 * goes; this tab's drafts stay for the same user's next sign-in.
 */
export const expireSession = createAsyncThunk('session/expire', async (_, { dispatch }) => {
  // A session lost to another tab is that tab's now: what is stored is not ours to clear.
  if (!isSessionLost()) {
    endClientSession()
    clearStoredSession()
  }
  invalidateCache()
  dispatch(sessionExpired())
})

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
      .addCase(login.pending, (state) => {
        state.loginStatus = 'loading'
        state.loginFailure = null
      })
      .addCase(login.fulfilled, (state, action) => {
        state.loginStatus = 'succeeded'
        state.profile = action.payload
        state.profileStatus = 'succeeded'
        state.profileFailure = null
      })
      .addCase(login.rejected, (state, action) => {
        state.loginStatus = 'failed'
        state.loginFailure = action.payload ?? { reason: 'error', error: normalizeError(action.error) }
      })
      .addCase(loadProfile.pending, (state) => {
        state.profileStatus = 'loading'
        state.profileFailure = null
      })
      .addCase(loadProfile.fulfilled, (state, action) => {
        state.profileStatus = 'succeeded'
        state.profile = action.payload
      })
      .addCase(loadProfile.rejected, (state, action) => {
        state.profileStatus = 'failed'
        state.profile = null
        state.profileFailure = action.payload ?? { reason: 'error', error: normalizeError(action.error) }
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
