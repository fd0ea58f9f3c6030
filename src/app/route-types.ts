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
  /**
   * Opened by its address with a session (F5, a link, a new tab): a small module whose
   * `prefetchOnOpen` sends the page's first request once the profile is here and grants the page
   * (whenAllowed in router.tsx), beside the page's own chunk instead of after it, the layout and
   * the page have loaded and rendered. The page's query then finds it in flight or just answered.
   * Only data-layer code belongs in it: it must arrive long before the page's chunk.
   */
  prefetch?: () => Promise<{ prefetchOnOpen: PrefetchOnOpen }>
  /**
   * A link to it that the user is about to follow (pointer resting on it, focus, press) sends
   * the same first reads and loads its code (link-intent.ts). Only for pages whose first reads
   * are one record's few small ones (a customer's panel), never a whole list.
   */
  prefetchOnIntent?: boolean
  redirect?: string
}
