import type { ComponentType } from 'react'
import type { PrefetchOnOpen } from '@/shared/api/prefetch'

export type MenuGroupKey =
  | 'cobranca'
  | 'credito'
  | 'relatorios'
  | 'gestao-financiamento'
  | 'premissas'
  | 'contato'
  | 'gestao-usuarios'
  | 'automatizacao'
  | 'clientes'

/** Icon names, resolved to components inside the (lazy) layout so the login page never loads them. */
export type IconName =
  | 'home'
  | 'dollar'
  | 'audit'
  | 'bar-chart'
  | 'bank'
  | 'setting'
  | 'message'
  | 'team'
  | 'api'
  | 'user'

export type PageModule = {
  default: ComponentType
  /**
   * Opened by its address with a session (F5, a link, a new tab): the page's first request, sent
   * once its chunk and the profile are here and the profile grants the page (whenAllowed in
   * router.tsx), instead of after the layout and the page have rendered. The page's own query
   * then finds it in flight or just answered and does not ask again.
   */
  prefetchOnOpen?: PrefetchOnOpen
}
export type PageLoader = () => Promise<PageModule>

export interface MenuGroupDef {
  key: MenuGroupKey
  label: string
  icon: IconName
}

export interface AppRouteDef {
  path: string
  title: string
  access: 'public' | 'authenticated'
  /** Only client users (is_client) or only staff may open it; undefined: decided by the profile. */
  audience?: 'staff' | 'client'
  group?: MenuGroupKey
  /** Menu label; a route without one is reachable but not listed in the menu. */
  label?: string
  icon?: IconName
  page?: PageLoader
  redirect?: string
}
