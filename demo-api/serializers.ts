import { perfilOf } from './users'
import type { Row } from './db'
import type { SystemUser } from './types'

/** The profile of GET /api/access/access/. */
export function toProfile(user: SystemUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    first_login: user.first_login,
    is_client: user.is_client,
    routes: [...user.routes],
  }
}

/** A system user as listed by /api/comum/user/: never the password hash. */
export function publicUser(row: Row): Row {
  const { password: _password, role, routes: _routes, ...rest } = row
  void _password
  void _routes
  return { ...rest, perfil: perfilOf(String(role ?? '')) }
}
