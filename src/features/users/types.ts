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
}

/** What user administration may change (PATCH /api/comum/user/{id}/); never the password. */
export type UserPatch = Partial<
  Pick<SystemUser, 'first_name' | 'last_name' | 'email' | 'is_active' | 'is_client'>
>

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
