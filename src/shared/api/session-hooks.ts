import { env } from '../config/env'
import { clearTokens, getRefreshToken, getSessionToken, sessionIdentity, TOKEN_STORAGE_KEYS } from '../storage/tokens'

/**
 * What the API client shares with the rest of the app without loading axios: the session
 * endpoints, the callbacks the app injects, the session generation that logout bumps, and the
 * binding of this tab to the one session stored for the whole browser.
 */
export const SESSION_ENDPOINTS = {
  login: '/api/login/',
  refresh: '/api/refresh/',
  verify: '/api/verify/',
  /** nosso: simplejwt's TokenBlacklistView ({refresh} → 200 {}); called on logout, never awaited */
  blacklist: '/api/token/blacklist/',
} as const

/** Why this tab's session ended without this tab asking for it. */
export type SessionLossReason = 'logged_out' | 'switched_user'

export interface ApiClientCallbacks {
  /** Runs once per expired session: reset the store, say 'Tokens expirados!', go to login. */
  onSessionExpired: () => void
  /**
   * Runs once when the session this tab works under is gone or belongs to another user
   * (logout or another sign-in in another tab): reset the store, say 'Sessão expirada!', go to
   * login. The tab's drafts stay.
   */
  onSessionLost: (reason: SessionLossReason) => void
}

let callbacks: ApiClientCallbacks = { onSessionExpired: () => {}, onSessionLost: () => {} }

/** The store and the router are injected at start-up, so shared/ never imports them. */
export function configureApiClient(next: Partial<ApiClientCallbacks>): void {
  callbacks = { ...callbacks, ...next }
}

export function sessionCallbacks(): ApiClientCallbacks {
  return callbacks
}

/** Bumped by logout and expiry: a refresh that lands after it must not write tokens back. */
let sessionGeneration = 0

export function currentSessionGeneration(): number {
  return sessionGeneration
}

export function nextSessionGeneration(): void {
  sessionGeneration += 1
}

/**
 * The user this tab's pages, store and forms belong to. Bound when the app starts on a stored
 * session, when this tab signs in, or when its profile first loads; null for a tab without a
 * session of its own. `identity` null = the tokens are not readable JWTs: then only a vanished
 * session is detected, not a different user.
 */
let binding: { identity: string | null } | null = null
/** The session ended under this tab (lost to another tab): nothing adopts the next one silently. */
let lost = false

/** This tab now works for the stored session's user (sign-in here, profile loaded, app start). */
export function bindSession(): void {
  binding = getSessionToken() ? { identity: sessionIdentity() } : null
  lost = false
}

/** An unbound tab adopts the stored session (its profile loaded); a bound or lost one does not. */
export function adoptStoredSession(): void {
  if (!binding && !lost) bindSession()
}

/** The app unmounted (tests, a fresh mount): the next mount starts as a fresh tab. */
export function releaseSession(): void {
  binding = null
  lost = false
}

export function isSessionLost(): boolean {
  return lost
}

export type StoredSessionState = 'ok' | 'none' | 'changed'

/** Compares the stored session with the one this tab works under. */
export function storedSessionState(): StoredSessionState {
  if (!getSessionToken()) return 'none'
  if (lost) return 'changed'
  if (binding && binding.identity !== null && sessionIdentity() !== binding.identity) return 'changed'
  return 'ok'
}

/**
 * The session this tab worked under is gone (or another user's is stored): the tab lets go of
 * it once, without touching what is stored (it is another tab's, or already cleared), and the
 * app shows the login page. Nothing happens when this tab had no session.
 */
export function loseSession(reason: SessionLossReason): boolean {
  if (!binding) return false
  binding = null
  lost = true
  nextSessionGeneration()
  callbacks.onSessionLost(reason)
  return true
}

/** Re-checks the stored session (storage event, focus): ends this tab's if it is gone or changed. */
export function syncStoredSession(): StoredSessionState {
  const state = storedSessionState()
  if (state === 'none') loseSession('logged_out')
  else if (state === 'changed') loseSession('switched_user')
  return state
}

/**
 * Every tab follows the stored session: a logout or another user's sign-in in any tab is seen
 * here at once through `storage` events (and on focus, for browsers that throttle them).
 */
export function watchStoredSession(win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || TOKEN_STORAGE_KEYS.includes(event.key)) syncStoredSession()
  }
  const onFocus = () => void syncStoredSession()
  win.addEventListener('storage', onStorage)
  win.addEventListener('focus', onFocus)
  return () => {
    win.removeEventListener('storage', onStorage)
    win.removeEventListener('focus', onFocus)
  }
}

/** Logout or expiry in this tab: tokens gone, and any refresh still in flight is disowned. */
export function endClientSession(): void {
  nextSessionGeneration()
  binding = null
  lost = false
  clearTokens()
}

/** This tab ended its session after the server said so (expiry): it is unbound, not lost. */
export function forgetBinding(): void {
  binding = null
  lost = false
}

/**
 * Logout tells the server when it can: the refresh token goes to simplejwt's blacklist endpoint,
 * fire-and-forget (keepalive survives the navigation to the login page; no bearer needed).
 */
export function revokeRefreshToken(refresh: string | null = getRefreshToken()): void {
  if (!refresh || typeof fetch !== 'function') return
  const base = env.apiUrl || (typeof window !== 'undefined' ? window.location.origin : '')
  try {
    void fetch(new URL(SESSION_ENDPOINTS.blacklist, base), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    }).catch(() => {})
  } catch {
    /* a logout never fails because the server could not be told */
  }
}
