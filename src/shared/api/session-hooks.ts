import { clearTokens } from '../storage/tokens'

/**
 * What the API client shares with the rest of the app without loading axios: the session
 * endpoints, the expiry callback and the session generation that logout bumps.
 */
export const SESSION_ENDPOINTS = {
  login: '/api/login/',
  refresh: '/api/refresh/',
  verify: '/api/verify/',
} as const

export interface ApiClientCallbacks {
  /** Runs once per expired session: reset the store, say 'Tokens expirados!', go to login. */
  onSessionExpired: () => void
}

let callbacks: ApiClientCallbacks = { onSessionExpired: () => {} }

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

/** Logout: tokens gone, and any refresh still in flight is disowned. */
export function endClientSession(): void {
  nextSessionGeneration()
  clearTokens()
}
