import { api } from '@/shared/api/client'
import { SESSION_ENDPOINTS } from '@/shared/api/client'
import { cached, invalidateCache } from '@/shared/api/cache'
import { expectObject } from '@/shared/api/lists'
import { PROFILE_CACHE_MS } from '@/shared/config/constants'
import type { PostAccessChangePasswordApiArg } from '@/shared/api/generated/sessao'
import type { Credentials, LoginResponse, UserProfile } from './types'

export const ACCESS_URL = '/api/access/access/'
/**
 * nosso: logout hands the refresh token to simplejwt's blacklist view (TokenBlacklistView),
 * fire-and-forget; the client posts it from shared/api (SESSION_ENDPOINTS.blacklist).
 */
export const TOKEN_BLACKLIST_URL = SESSION_ENDPOINTS.blacklist

/**
 * Login answers are read whatever the status: the backend signals bad credentials by
 * an answer without `access`, with its `detail`.
 */
export async function postLogin(credentials: Credentials): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>(
    SESSION_ENDPOINTS.login,
    { username: credentials.username, password: credentials.password },
    { authorized: false, validateStatus: (status) => status < 500 },
  )
  return data && typeof data === 'object' ? data : {}
}

export function fetchProfile(): Promise<UserProfile | undefined> {
  return cached(ACCESS_URL, PROFILE_CACHE_MS, async () => {
    const { data } = await api.get<unknown>(ACCESS_URL)
    // No session stored: the client answered nothing. Anything else must be a JSON object.
    return data === undefined ? undefined : expectObject<UserProfile>(data)
  })
}

export function forgetProfile(): void {
  invalidateCache(ACCESS_URL)
}

/**
 * The password payload's field names, in one place to align with the real backend.
 * The demo API defines the same names (docs/api-contract.md).
 */
export const CHANGE_PASSWORD_URL = '/api/access/change-password/'
export const PASSWORD_FIELDS = {
  current: 'old_password',
  next: 'new_password',
  confirm: 'new_password_confirm',
} as const

export interface PasswordChange {
  current?: string
  next: string
  confirm: string
}

/** The change-password body under the backend's field names; no current password on a first login. */
export function passwordBody(change: PasswordChange): PostAccessChangePasswordApiArg['body'] {
  return {
    [PASSWORD_FIELDS.next]: change.next,
    [PASSWORD_FIELDS.confirm]: change.confirm,
    ...(change.current === undefined ? {} : { [PASSWORD_FIELDS.current]: change.current }),
  }
}
