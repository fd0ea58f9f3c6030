import { api } from '@/shared/api/client'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import type { DrfPage } from '@/shared/api/lists'
import { defineResource, getList, type QueryParams } from '@/shared/api/resource'
import { customerSearchTerms } from './customer-search'
import type {
  Approval,
  CustomerOption,
  Perfil,
  SystemUser,
  UserClientLink,
  UserPatch,
  UsersQuery,
} from './types'

/** Spec section 7. The payload field names are ours (docs/api-contract.md). */
export const CREATE_USER_URL = '/api/cobranca/criar-usuario/'
/** Spec: "/api/comum/user/ lists system users". PATCH {id}/ is ours. */
export const USERS_URL = '/api/comum/user/'
/** Spec: GET /api/access/user-client; the generic writes on it are ours. */
export const USER_CLIENT_URL = '/api/access/user-client/'
/** Spec: list read /api/cobranca/clientes/ (slim customers). */
export const CUSTOMERS_URL = '/api/cobranca/clientes/'

/** System users: paged list, PATCH {id}/ (ours). */
const users = defineResource<SystemUser>({ path: USERS_URL, editMethod: 'patch' })
/** The user-client links: the specification's generic create, edit (PUT) and delete. */
const userClients = defineResource<UserClientLink>({ path: USER_CLIENT_URL })

/** An account made by someone with the Usuários page: active, with its profile. */
export interface NewUser {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  perfil: Perfil
  /** required (one at least) for a 'cliente' */
  clientes?: number[]
}

/** The public sign-up (/user/cadastro): a request that an administrator approves. */
export interface AccessRequest {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  /** who this is (role, company), for the approver */
  solicitacao?: string
}

export interface CreatedUser {
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  perfil?: Perfil | null
  pendente?: boolean
  is_client?: boolean
  is_active?: boolean
  clientes?: number[]
}

/** criar-usuario with the bearer: an active account that sets its own password at first access. */
export async function createUser(user: NewUser): Promise<CreatedUser> {
  const { data } = await api.post<CreatedUser>(CREATE_USER_URL, user)
  return data
}

/**
 * criar-usuario without a token: only a pending request, no profile and no pages, until an
 * administrator approves it. Nothing but the person's own data goes in the body.
 */
export async function requestAccess(request: AccessRequest): Promise<CreatedUser> {
  const { first_name, last_name, email, username, password, solicitacao } = request
  const body: AccessRequest = { first_name, last_name, email, username, password }
  if (solicitacao?.trim()) body.solicitacao = solicitacao.trim()
  const { data } = await api.post<CreatedUser>(CREATE_USER_URL, body, { authorized: false })
  return data
}

/** One page of system users, searched on the server (username, names, e-mail). */
export async function fetchUsers(
  query: UsersQuery,
  signal?: AbortSignal,
): Promise<DrfPage<SystemUser>> {
  return users.page(
    {
      page: query.page,
      page_size: query.pageSize,
      search: query.search.trim(),
      pendente: 'false',
    },
    signal,
  )
}

export const PENDING_PAGE_SIZE = 50

/** The sign-up requests waiting for approval (the first 50; `count` says how many there are). */
export async function fetchPendingUsers(signal?: AbortSignal): Promise<DrfPage<SystemUser>> {
  return users.page({ pendente: 'true', page: 1, page_size: PENDING_PAGE_SIZE }, signal)
}

/** Approves a sign-up request with a profile (and the customers of a 'cliente'). */
export async function approveUser(id: number, approval: Approval): Promise<SystemUser> {
  const { data } = await api.post<SystemUser>(`${USERS_URL}${id}/aprovar/`, approval)
  return data
}

/** Refuses a sign-up request: the server removes it, and the person may ask again. */
export async function refuseUser(id: number): Promise<void> {
  await api.post(`${USERS_URL}${id}/recusar/`)
}

export function patchUser(id: number, patch: UserPatch): Promise<SystemUser> {
  return users.update(id, patch)
}

/**
 * The user-client data functions of the specification. Each failure is written to the console
 * with the specification's exact text (never the raw request, which carries the bearer) and
 * then rethrown: the page shows 'Falha na requisição!' too, so a failed save never looks done.
 */
export const USER_CLIENT_LOG = {
  load: 'Erro ao carregar dados',
  fetch: (url: string) => `Erro ao buscar dados de ${url}`,
  create: 'Erro ao criar item',
  edit: 'Erro ao editar item',
  remove: 'Erro ao deletar item',
} as const

function logged(text: string, error: unknown): ApiError {
  const apiError = normalizeError(error)
  // A request the page cancelled on its way out is not a failure.
  if (apiError.kind !== 'canceled') console.error(text, apiError)
  return apiError
}

/** Generic list read: GET url with the filters as a query string. */
export async function fetchData<T>(
  url: string,
  filters: QueryParams = {},
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    return await getList<T>(url, filters, signal)
  } catch (error) {
    throw logged(USER_CLIENT_LOG.fetch(url), error)
  }
}

/** The links of some users (`user` for one, `user__in` for a page of them). */
export async function loadUserClients(
  filters: { user?: number; user__in?: string },
  signal?: AbortSignal,
): Promise<UserClientLink[]> {
  try {
    return await fetchData<UserClientLink>(USER_CLIENT_URL, filters, signal)
  } catch (error) {
    throw logged(USER_CLIENT_LOG.load, error)
  }
}

/** Generic create: POST to the resource path. */
export async function createUserClient(item: Omit<UserClientLink, 'id'>): Promise<UserClientLink> {
  try {
    return await userClients.create(item)
  } catch (error) {
    throw logged(USER_CLIENT_LOG.create, error)
  }
}

/** Generic edit: PUT to the resource path plus {id}/, with the id removed from the body. */
export async function editUserClient(item: UserClientLink): Promise<UserClientLink> {
  try {
    return await userClients.update(item.id, item)
  } catch (error) {
    throw logged(USER_CLIENT_LOG.edit, error)
  }
}

/** Generic delete: DELETE to the resource path plus {id}/. */
export async function deleteUserClient(id: number): Promise<void> {
  try {
    await userClients.remove(id)
  } catch (error) {
    throw logged(USER_CLIENT_LOG.remove, error)
  }
}

export const CUSTOMER_SEARCH_LIMIT = 20

/**
 * Customers for the pickers: the server searches code, name and CNPJ/CPF, accent-insensitive.
 * A document typed without its mask is also looked up masked (see customerSearchTerms).
 */
export async function searchCustomers(
  query: string,
  signal?: AbortSignal,
): Promise<CustomerOption[]> {
  const terms = customerSearchTerms(query)
  const pages = await Promise.all(
    terms.map((search) =>
      getList<CustomerOption>(
        CUSTOMERS_URL,
        { search, page: 1, page_size: CUSTOMER_SEARCH_LIMIT },
        signal,
      ),
    ),
  )
  const seen = new Map<number, CustomerOption>()
  for (const row of pages.flat()) if (!seen.has(row.cod_cliente)) seen.set(row.cod_cliente, row)
  return [...seen.values()].slice(0, CUSTOMER_SEARCH_LIMIT)
}

export async function fetchCustomersByCode(
  codes: number[],
  signal?: AbortSignal,
): Promise<CustomerOption[]> {
  if (codes.length === 0) return []
  return getList<CustomerOption>(CUSTOMERS_URL, { cod_cliente__in: codes.join(',') }, signal)
}
