import type { SystemUser } from './types'

type Named = Pick<SystemUser, 'first_name' | 'last_name'>

/** First and last name; '' when the account has neither. */
export function fullName(user: Named): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ')
}

/** The name people know the account by: the full name, else the username. */
export function nameOf(user: Named & Pick<SystemUser, 'username'>): string {
  return fullName(user) || user.username
}
