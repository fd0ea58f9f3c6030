import { matchPath } from 'react-router-dom'
import type { UserProfile } from './types'

export const CLIENT_LANDING = '/clientes/titulos'
export const STAFF_LANDING = '/'
export const CHANGE_PASSWORD_PATH = '/user/change-password'
export const LOGIN_PATH = '/user/login'

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function profileRoutes(profile: Pick<UserProfile, 'routes'> | null | undefined): string[] {
  const raw = Array.isArray(profile?.routes) ? profile.routes : []
  const paths = raw
    .map((item) => (typeof item === 'string' ? item : item && typeof item.path === 'string' ? item.path : ''))
    .filter((path) => path.startsWith('/'))
    .map(trimSlash)
  return [...new Set(paths)]
}

/** A profile route may be a concrete path or a pattern (`/automatizacao/:integracao`). */
export function isPathAllowed(profile: UserProfile, pathname: string): boolean {
  const path = trimSlash(pathname)
  if (path === STAFF_LANDING) return !profile.is_client
  return profileRoutes(profile).some(
    (allowed) => allowed === path || matchPath({ path: allowed, end: true }, path) !== null,
  )
}

export function landingPath(profile: Pick<UserProfile, 'is_client'>): string {
  return profile.is_client ? CLIENT_LANDING : STAFF_LANDING
}

export function displayName(profile: UserProfile | null | undefined): string {
  if (!profile) return ''
  const full = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim()
  return full || profile.username
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const here = `${location.pathname}${location.search}${location.hash}`
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`
}
