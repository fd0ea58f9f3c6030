import type { Perfil } from './perfis'

export type { Perfil }

/** A system user as GET /api/comum/user/ lists it (never the password). */
export interface SystemUser {
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  is_active: boolean
  is_superuser: boolean
  is_staff?: boolean
  is_client: boolean
  first_login?: boolean
  date_joined?: string
  last_login?: string | null
  /** the pages the account sees; null = no profile, no pages */
  perfil: Perfil | null
  /** a sign-up request waiting for approval (inactive, no profile) */
  pendente: boolean
  /** what the person wrote at sign-up ('' if nothing) */
  solicitacao: string
}

/** What user administration may change (PATCH /api/comum/user/{id}/); never the password. */
export type UserPatch = Partial<
  Pick<SystemUser, 'first_name' | 'last_name' | 'email' | 'is_active' | 'is_client'> & {
    perfil: Perfil
  }
>

/** POST /api/comum/user/{id}/aprovar/: the profile, and the customers of a 'cliente'. */
export interface Approval {
  perfil: Perfil
  clientes?: number[]
}

/** A user-to-customer link (GET /api/access/user-client). */
export interface UserClientLink {
  id: number
  user: number
  cod_cliente: number
}

/** A customer as the slim GET /api/cobranca/clientes/ lists it. */
export interface CustomerOption {
  cod_cliente: number
  nome_fantasia: string
  cnpj_cpf?: string
  cod_vendedor?: number | null
  cod_filial?: number | null
}

export interface UsersQuery {
  page: number
  pageSize: number
  search: string
}
