import type { ComponentType } from 'react'

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

export type PageModule = { default: ComponentType }
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
