import { SESSION_ENDPOINTS } from '@/shared/api/client'
import type { PostAccessChangePasswordApiArg } from '@/shared/api/generated/sessao'

/**
 * nosso: logout hands the refresh token to simplejwt's blacklist view (TokenBlacklistView),
 * fire-and-forget; the client posts it from shared/api (SESSION_ENDPOINTS.blacklist).
 */
export const TOKEN_BLACKLIST_URL = SESSION_ENDPOINTS.blacklist

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
