import { clearStoredSession, readItem, removeItem, setItem, storageKey } from './expiring-storage'

/** Spec section 3: the session and refresh objects each carry a token. */
export interface TokenObject {
  token: string
}

const SESSION_KEY = 'session'
const REFRESH_KEY = 'refresh'

/** The localStorage keys whose change (in any tab) changes the session. */
export const TOKEN_STORAGE_KEYS: readonly string[] = [storageKey(SESSION_KEY), storageKey(REFRESH_KEY)]

/** A session item found expired ends the whole session: nothing of it stays behind. */
function readToken(key: string): string | null {
  const result = readItem<TokenObject>(key)
  if (result.state === 'expired') {
    clearStoredSession()
    return null
  }
  if (result.state === 'missing') return null
  const token = result.value?.token
  if (typeof token === 'string' && token) return token
  // A readable item without a token (edited by hand, or written by another version) is no
  // session: it goes, with the rest of the session, instead of outliving the redirect to login.
  clearStoredSession()
  return null
}

export function getSessionToken(): string | null {
  return readToken(SESSION_KEY)
}

export function getRefreshToken(): string | null {
  return readToken(REFRESH_KEY)
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

/**
 * Start-up (and any read): an expired session item takes the rest of the session with it,
 * even when only the refresh token had outlived it.
 */
export function purgeExpiredSession(): void {
  getSessionToken()
  getRefreshToken()
}

function base64UrlDecode(part: string): string {
  const normalized = part.replace(/-/g, '+').replace(/_/g, '/')
  const padded = normalized + '='.repeat((4 - (normalized.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/**
 * Who a token belongs to, read (not verified) from a JWT's `user_id` claim (simplejwt's
 * USER_ID_CLAIM) or `sub`; null for a token that is not a readable JWT.
 */
export function tokenSubject(token: string | null): string | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as { user_id?: unknown; sub?: unknown }
    const subject = claims.user_id ?? claims.sub
    return typeof subject === 'number' || (typeof subject === 'string' && subject) ? String(subject) : null
  } catch {
    return null
  }
}

/** The user of the session stored in this browser (every tab shares it), or null. */
export function sessionIdentity(): string | null {
  const access = getSessionToken()
  if (!access) return null
  return tokenSubject(access) ?? tokenSubject(getRefreshToken())
}
