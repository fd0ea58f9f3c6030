import { getItem, removeItem, setItem } from './expiring-storage'

/** Spec section 3: the session and refresh objects each carry a token. */
export interface TokenObject {
  token: string
}

const SESSION_KEY = 'session'
const REFRESH_KEY = 'refresh'

export function getSessionToken(): string | null {
  return getItem<TokenObject>(SESSION_KEY)?.token ?? null
}

export function getRefreshToken(): string | null {
  return getItem<TokenObject>(REFRESH_KEY)?.token ?? null
}

export function storeTokens(access: string, refresh?: string): void {
  setItem<TokenObject>(SESSION_KEY, { token: access })
  if (refresh) setItem<TokenObject>(REFRESH_KEY, { token: refresh })
}

export function clearTokens(): void {
  removeItem(SESSION_KEY)
  removeItem(REFRESH_KEY)
}

export function isLoggedIn(): boolean {
  return getSessionToken() !== null
}
