import axios, {
  type AxiosError,
  type InternalAxiosRequestConfig,
} from 'axios'
import { env } from '../config/env'
import { withoutBidiControls } from '../lib/text'
import { REQUEST_TIMEOUT_MS } from '../config/constants'
import { clearTokens, getRefreshToken, getSessionToken, storeTokens, TOKEN_STORAGE_KEYS } from '../storage/tokens'
import { PermissionDeniedError, SessionExpiredError } from './errors'
import {
  currentSessionGeneration,
  forgetBinding,
  loseSession,
  nextSessionGeneration,
  SESSION_ENDPOINTS,
  sessionCallbacks,
  storedSessionState,
} from './session-hooks'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false for the calls made before a session exists (login, sign-up). Default true. */
    authorized?: boolean
    /** set on the one repetition the 403 flow allows */
    _retried?: boolean
    /** the bearer this request went out with, to tell whether a refresh already happened */
    _sentToken?: string
  }
}

/**
 * fetch rather than XHR: timeouts and aborts arrive as proper errors in every runtime (the
 * test interceptors emulate XHR timeouts poorly), and downloads stream with progress.
 * An absolute base keeps fetch happy outside the browser too.
 */
function baseURL(): string {
  return env.apiUrl || (typeof window !== 'undefined' ? window.location.origin : '')
}

/**
 * Every answer's text loses its bidi control characters before it is parsed (issue 27): a name
 * pasted with U+202E would show reversed on every screen. One place, so no screen forgets it.
 */
const stripBidi = (data: unknown) => (typeof data === 'string' ? withoutBidiControls(data) : data)

export const axiosApi = axios.create({
  baseURL: baseURL(),
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  transformResponse: [stripBidi, ...[axios.defaults.transformResponse ?? []].flat()],
})

/** verify and refresh go out without interceptors, so they can never start the flow again. */
const sessionClient = axios.create({
  baseURL: baseURL(),
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
})

/**
 * Without a session, or under another user's session than this tab works for, no request is
 * sent and none is answered locally as a success: it fails (silently: the login page and
 * 'Sessão expirada!' are the message) and the tab lets go of its session once.
 */
axiosApi.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  if (config.authorized === false) return config
  const state = storedSessionState()
  if (state !== 'ok') {
    loseSession(state === 'none' ? 'logged_out' : 'switched_user')
    throw new SessionExpiredError()
  }
  const token = getSessionToken() as string
  config.headers.set('Authorization', `Bearer ${token}`)
  config._sentToken = token
  return config
})

type RecoveryOutcome =
  | { kind: 'refreshed' }
  | { kind: 'denied' }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown }

let recovery: Promise<RecoveryOutcome> | null = null

function isAuthRejection(error: unknown): boolean {
  const status = (error as AxiosError)?.response?.status
  return status === 400 || status === 401 || status === 403
}

async function tokenVerifies(token: string): Promise<boolean> {
  try {
    await sessionClient.post(SESSION_ENDPOINTS.verify, { token })
    return true
  } catch (error) {
    if (isAuthRejection(error)) return false
    throw error
  }
}

function expire(generation: number): RecoveryOutcome {
  if (generation !== currentSessionGeneration()) return { kind: 'expired' }
  nextSessionGeneration()
  forgetBinding()
  clearTokens()
  sessionCallbacks().onSessionExpired()
  return { kind: 'expired' }
}

/**
 * Before giving up, storage is read again: another tab may have refreshed (and rotated the
 * refresh token) meanwhile. Newer tokens mean the request is repeated with them; the request
 * interceptor then checks that they are still this tab's user.
 */
function renewedElsewhere(access: string | null, refresh: string | null): boolean {
  const storedAccess = getSessionToken()
  return !!storedAccess && (storedAccess !== access || getRefreshToken() !== refresh)
}

function expireUnlessRenewed(generation: number, access: string | null, refresh: string | null): RecoveryOutcome {
  if (generation === currentSessionGeneration() && renewedElsewhere(access, refresh)) return { kind: 'refreshed' }
  return expire(generation)
}

async function recover(sentToken: string | undefined): Promise<RecoveryOutcome> {
  const generation = currentSessionGeneration()
  const access = getSessionToken()
  const refresh = getRefreshToken()
  // Another tab refreshed while this one waited for the lock: its tokens serve this tab too.
  if (access && sentToken && access !== sentToken) return { kind: 'refreshed' }
  try {
    if (access && (await tokenVerifies(access))) return { kind: 'denied' }
    if (!refresh || !(await tokenVerifies(refresh))) return expireUnlessRenewed(generation, access, refresh)
    // Another tab's new tokens may have reached this tab while it verified: they serve it too.
    if (generation === currentSessionGeneration() && renewedElsewhere(access, refresh)) return { kind: 'refreshed' }
    const { data } = await sessionClient.post<{ access?: string; refresh?: string }>(
      SESSION_ENDPOINTS.refresh,
      { refresh },
    )
    if (generation !== currentSessionGeneration()) return { kind: 'expired' }
    if (!data || typeof data.access !== 'string' || !data.access) return expireUnlessRenewed(generation, access, refresh)
    // The stored session may have changed hands meanwhile (logout, another user): never overwrite it.
    if (getSessionToken() !== access) return renewedElsewhere(access, refresh) ? { kind: 'refreshed' } : { kind: 'expired' }
    storeTokens(data.access, typeof data.refresh === 'string' ? data.refresh : undefined)
    return { kind: 'refreshed' }
  } catch (error) {
    if (isAuthRejection(error)) return expireUnlessRenewed(generation, access, refresh)
    return { kind: 'failed', error }
  }
}

const REFRESH_LOCK = 'cobranca:token-refresh'
/** A tab that holds the lock longer than this (hung) no longer blocks the others. */
const LOCK_WAIT_MS = 3 * REQUEST_TIMEOUT_MS
/**
 * How long the lock stays held after a refresh settles. Chromium brings another tab's
 * localStorage writes over asynchronously: without this, a tab that asks for the lock right after
 * it is released finds it free, still reads the old tokens and refreshes a second time (the
 * 20-round two-tab e2e saw it once behind nginx).
 */
const LOCK_HANDOFF_MS = 300

/**
 * Tabs coordinate with the Web Locks API: one refresh at a time per browser, and a tab that
 * waited finds the tokens the first one stored (recover's first check) instead of refreshing
 * again with a refresh token that rotation has just revoked. Without Web Locks the re-read of
 * storage before giving up is the fallback.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks || typeof locks.request !== 'function') return task()
  return new Promise<T>((resolve, reject) => {
    // This tab gets its outcome as soon as the task settles; the lock is kept LOCK_HANDOFF_MS
    // longer, so that a tab whose 403 comes just after waits for it (and for the tokens to reach
    // its storage) instead of finding the lock free and its copy of storage not yet updated.
    const run = async () => {
      try {
        resolve(await task())
      } catch (error) {
        reject(error)
        return
      }
      await new Promise((done) => setTimeout(done, LOCK_HANDOFF_MS))
    }
    locks
      .request(REFRESH_LOCK, { mode: 'exclusive', ifAvailable: true }, (lock) => {
        if (lock) return run()
        // Another tab holds the lock: wait for it, then for what it stored to reach this tab.
        const seen = tokensInStorage()
        const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(LOCK_WAIT_MS) : undefined
        return locks
          .request(REFRESH_LOCK, { mode: 'exclusive', signal }, async () => {
            await storageCaughtUp(seen)
            return run()
          })
          .catch((error: unknown) => {
            if ((error as Error)?.name === 'AbortError' || (error as Error)?.name === 'TimeoutError') return run()
            throw error
          })
      })
      .catch(reject)
  })
}

const tokensInStorage = () => `${getSessionToken() ?? ''} ${getRefreshToken() ?? ''}`

/** How long a tab that waited for the lock gives the other tab's tokens to arrive. */
const STORAGE_CATCH_UP_MS = 1500

/**
 * Chromium keeps a copy of localStorage per renderer process and brings the other tabs'
 * writes over asynchronously, so the tab that waited for the lock may still read the tokens the
 * first tab has just replaced. With a rotation that keeps the old refresh token usable until
 * its replacement is used (the demo API, and our proposal to the backend), refreshing with it
 * would be a second, needless rotation. The wait ends as soon as the tokens change here (the
 * `storage` event), and at most after STORAGE_CATCH_UP_MS: the other tab may have changed
 * nothing (a permission denial) or been closed mid-refresh.
 */
function storageCaughtUp(seen: string): Promise<void> {
  if (typeof window === 'undefined' || tokensInStorage() !== seen) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage)
      window.clearTimeout(timer)
      resolve()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || TOKEN_STORAGE_KEYS.includes(event.key)) done()
    }
    const timer = window.setTimeout(done, STORAGE_CATCH_UP_MS)
    window.addEventListener('storage', onStorage)
  })
}

/** Concurrent 403s in this tab share one cycle; tabs share one through the lock. */
function recoverOnce(sentToken: string | undefined): Promise<RecoveryOutcome> {
  if (!recovery) recovery = withRefreshLock(() => recover(sentToken)).finally(() => (recovery = null))
  return recovery
}

axiosApi.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config
  const status = error.response?.status
  if (!config || config.authorized === false || (status !== 401 && status !== 403)) {
    throw error
  }
  if (config._retried) throw new PermissionDeniedError(error)
  const current = getSessionToken()
  if (!current) throw new SessionExpiredError()
  if (current !== config._sentToken) {
    return axiosApi.request({ ...config, _retried: true })
  }
  const outcome = await recoverOnce(config._sentToken)
  switch (outcome.kind) {
    case 'refreshed':
      return axiosApi.request({ ...config, _retried: true })
    case 'denied':
      throw new PermissionDeniedError(error)
    case 'expired':
      throw new SessionExpiredError()
    case 'failed':
      throw outcome.error
  }
})
