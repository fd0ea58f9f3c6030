import { getItem, setItem } from '@/shared/storage/expiring-storage'
import { sessionIdentity } from '@/shared/storage/tokens'
import { isPathAllowed, profileRoutes } from './access'
import type { UserProfile } from './types'

/**
 * What the last profile of this session granted, kept with the session (localStorage, under the
 * session's prefix: it goes with a logout or an expiry) so that a page opened by its address can
 * ask for its data beside the profile instead of after it. A hint, never an authorisation: the
 * page itself still waits for the profile and the server still checks every request.
 */
interface GrantsHint {
  /** whose profile it was (the token's subject): another user's hint is ignored */
  subject: string
  is_client: boolean
  routes: string[]
}

const KEY = 'grants'

export function rememberGrants(profile: UserProfile): void {
  const subject = sessionIdentity()
  if (!subject) return
  setItem<GrantsHint>(KEY, { subject, is_client: Boolean(profile.is_client), routes: profileRoutes(profile) })
}

/** Whether the last profile of this same user granted `pathname` (false when nothing is known). */
export function grantedByLastProfile(pathname: string): boolean {
  const hint = getItem<GrantsHint>(KEY)
  const subject = sessionIdentity()
  if (!hint || !subject || hint.subject !== subject || !Array.isArray(hint.routes)) return false
  const profile = { is_client: hint.is_client, routes: hint.routes.map((path) => ({ path })) } as unknown as UserProfile
  return isPathAllowed(profile, pathname)
}
