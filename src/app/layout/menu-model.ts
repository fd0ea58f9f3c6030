import { matchPath } from 'react-router-dom'
import type { UserProfile } from '@/features/session'
import { foldText } from '@/shared/lib/text'
import { isPathAllowed, profileRoutes } from '@/features/session'
import { ALL_ROUTES, AUTHENTICATED_ROUTES, MENU_GROUPS, integrationLabel } from '../routes'
import type { AppRouteDef, IconName, MenuGroupDef, PageLoader } from '../route-types'

/** Serialisable menu entries (icons by name): they live in the menu slice. */
export interface MenuRoute {
  key: string
  label: string
  path?: string
  icon?: IconName
  expanded?: boolean
  children?: MenuRoute[]
}

function leavesFor(profile: UserProfile, path: string, label: string): MenuRoute[] {
  if (!path.includes(':')) {
    return isPathAllowed(profile, path) ? [{ key: path, label, path }] : []
  }
  // A parameterised route shows one entry per concrete path the profile grants.
  return profileRoutes(profile)
    .filter((granted) => !granted.includes(':') && matchPath({ path, end: true }, granted))
    .map((granted) => {
      const slug = granted.split('/').pop() ?? granted
      return { key: granted, label: `${label} ${integrationLabel(slug)}`, path: granted }
    })
}

/** The menu shows only what the profile's routes allow (spec section 2). */
export function buildMenuRoutes(profile: UserProfile): MenuRoute[] {
  const menu: MenuRoute[] = []
  for (const route of AUTHENTICATED_ROUTES) {
    if (!route.group && route.label && isPathAllowed(profile, route.path)) {
      menu.push({ key: route.path, label: route.label, path: route.path, icon: route.icon })
    }
  }
  for (const group of MENU_GROUPS) {
    const children = AUTHENTICATED_ROUTES.filter((r) => r.group === group.key && r.label).flatMap(
      (r) => leavesFor(profile, r.path, r.label as string),
    )
    if (children.length) {
      menu.push({
        key: `grupo:${group.key}`,
        label: group.label,
        icon: group.icon,
        expanded: false,
        children,
      })
    }
  }
  return menu
}

/** Search keeps a group when its own label or any child's label matches. */
export function filterMenu(routes: MenuRoute[], search: string): MenuRoute[] {
  const needle = foldText(search.trim())
  if (!needle) return routes
  const result: MenuRoute[] = []
  for (const item of routes) {
    if (item.children) {
      const groupMatches = foldText(item.label).includes(needle)
      const children = groupMatches
        ? item.children
        : item.children.filter((child) => foldText(child.label).includes(needle))
      if (children.length) result.push({ ...item, expanded: true, children })
    } else if (foldText(item.label).includes(needle)) {
      result.push(item)
    }
  }
  return result
}

/** What the header reads for a path: the page's menu group and its title ("Cobrança · Base Cobrança"). */
export interface PageTrail {
  group: string | null
  title: string
}

/**
 * The header's breadcrumb: the route matching the path (exact first, then parameterised), its
 * group's label and its title. A path no route knows reads as the home page.
 */
export function pageTrail(
  pathname: string,
  routes: readonly AppRouteDef[] = ALL_ROUTES,
  groups: readonly MenuGroupDef[] = MENU_GROUPS,
): PageTrail {
  const route =
    routes.find((r) => r.path === pathname) ??
    routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, pathname))
  if (!route) return { group: null, title: 'Início' }
  const group = route.group ? (groups.find((g) => g.key === route.group)?.label ?? null) : null
  return { group, title: route.label ?? route.title }
}

/** The page that a menu path opens (a parameterised route's too); none for a redirect. */
export function pageLoaderFor(path: string): PageLoader | undefined {
  const route = AUTHENTICATED_ROUTES.find((r) => !r.redirect && r.page && matchPath({ path: r.path, end: true }, path))
  return route?.page
}

/** The paths of every page under a menu entry (a group's leaves, or the leaf itself). */
export function leafPaths(route: MenuRoute): string[] {
  if (!route.children) return route.path ? [route.path] : []
  return route.children.flatMap(leafPaths)
}

/** Finds a menu entry by its key, at any depth. */
export function findMenuRoute(routes: MenuRoute[], key: string): MenuRoute | undefined {
  for (const route of routes) {
    if (route.key === key) return route
    const inner = route.children ? findMenuRoute(route.children, key) : undefined
    if (inner) return inner
  }
  return undefined
}
