/**
 * User administration on the data layer (issue 22): the generated endpoints of tag usuarios, with
 * the module's rules added here.
 * - Every save the server took reloads what it touches (invalidation of 'usuarios': the users list,
 *   the sign-up requests, the link counts and an open drawer's links); a refused one reloads nothing,
 *   except a refusal that says the request was already handled (both lists are read again).
 * - What a save changes shows at once, before that reload confirms it: a changed account in the
 *   list, a handled request out of the requests, a link in the drawer and in the table's counts.
 * - The user-client data functions write the specification's console texts on failure ('Erro ao
 *   carregar dados', 'Erro ao buscar dados de {url}', 'Erro ao criar item', 'Erro ao editar item',
 *   'Erro ao deletar item'; never the raw request, which carries the bearer) and the page shows
 *   'Falha na requisição!', so a failed save never looks done.
 * The public sign-up's request is not here: see signup-api.ts.
 */
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useMemo, useState } from 'react'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { generatedApi as cobrancaApi } from '@/shared/api/generated/cobranca'
import {
  generatedApi,
  type GetAccessUserClientApiArg,
  type GetAccessUserClientApiResponse,
  type GetComumUserApiResponse,
} from '@/shared/api/generated/usuarios'
import type { RequestStatus } from '@/shared/store/request-status'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { customerSearchTerms } from './customer-search'
import type { CustomerOption, SystemUser, UserClientLink } from './types'

const USER_CLIENT_URL = '/api/access/user-client'

export const PENDING_PAGE_SIZE = 50
export const CUSTOMER_SEARCH_LIMIT = 20

/** The specification's console texts of the user-client data functions. */
export const USER_CLIENT_LOG = {
  load: 'Erro ao carregar dados',
  fetch: (url: string) => `Erro ao buscar dados de ${url}`,
  create: 'Erro ao criar item',
  edit: 'Erro ao editar item',
  remove: 'Erro ao deletar item',
} as const

const USER = { expect: 'object', required: ['id', 'username'] } as const
const LINK = { expect: 'object', required: ['id', 'user', 'cod_cliente'] } as const
const LIST = { expect: 'list' } as const

const RELOAD = ['usuarios'] as const
/** A write reloads the lists when the server took it; a refused one changes nothing. */
const reloadWhenSaved = (_result: unknown, error: unknown) => (error ? [] : RELOAD)

/** A refusal without field errors ({detail}): someone else already approved or refused it. */
function alreadyHandled(error: unknown): boolean {
  const apiError = error as ApiError | undefined
  return apiError?.kind === 'validation' && Object.keys(apiError.fieldErrors ?? {}).length === 0
}

/** The ApiError of a failed `queryFulfilled`, or null when the request was only cancelled. */
function failureOf(rejection: unknown): ApiError | null {
  const error = errorOf(rejection as { error?: unknown }) ?? errorOf({ error: rejection })
  return error && error.kind !== 'canceled' ? error : null
}

/** Logs a user-client failure with the specification's texts and says 'Falha na requisição!'. */
function userClientFailed(texts: string[], error: ApiError): void {
  for (const text of texts) console.error(text, error)
  notifyRequestFailure(error)
}

type Paged<T> = T[] | { count: number; results: T[] }

/** The rows inside a cached list (array or DRF page), to change in place. */
const rowsIn = <T>(draft: Paged<T>): T[] => (Array.isArray(draft) ? draft : draft.results)

function removeWhere<T>(draft: Paged<T>, drop: (row: T) => boolean): void {
  const rows = rowsIn(draft)
  const before = rows.length
  for (let i = rows.length - 1; i >= 0; i -= 1) if (drop(rows[i])) rows.splice(i, 1)
  if (!Array.isArray(draft)) draft.count = Math.max(0, draft.count - (before - rows.length))
}

function append<T>(draft: Paged<T>, row: T): void {
  rowsIn(draft).push(row)
  if (!Array.isArray(draft)) draft.count += 1
}

/** Whether a cached links list holds this user's links. */
function covers(arg: GetAccessUserClientApiArg, userId: number): boolean {
  if (arg.user === userId) return true
  return !!arg.userIn && arg.userIn.split(',').includes(String(userId))
}

type Dispatch = (action: unknown) => unknown

/** Applies a change to every cached links list that holds this user's links. */
function updateLinks(
  dispatch: Dispatch,
  state: unknown,
  userId: number,
  change: (draft: GetAccessUserClientApiResponse, arg: GetAccessUserClientApiArg) => void,
): void {
  const cached = generatedApi.util.selectCachedArgsForQuery(state as never, 'getAccessUserClient')
  for (const arg of cached) {
    if (!covers(arg, userId)) continue
    dispatch(generatedApi.util.updateQueryData('getAccessUserClient', arg, (draft) => change(draft, arg)))
  }
}

/**
 * After a link is created or edited: the specification's console text when the server refused
 * it, else the saved link placed in every cached links list of its user.
 */
function linkSaved(log: string, place: (draft: GetAccessUserClientApiResponse, link: UserClientLink) => void) {
  return async (
    _arg: unknown,
    lifecycle: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: UserClientLink }> },
  ) => {
    let link: UserClientLink
    try {
      ;({ data: link } = await lifecycle.queryFulfilled)
    } catch (rejection) {
      const error = failureOf(rejection)
      if (error) userClientFailed([log], error)
      return
    }
    updateLinks(lifecycle.dispatch, lifecycle.getState(), link.user, (draft) => place(draft, link))
  }
}

/** Applies a change to every cached users list (the pages of accounts and the requests). */
function updateUsers(
  dispatch: Dispatch,
  state: unknown,
  change: (draft: GetComumUserApiResponse, pending: boolean) => void,
): void {
  for (const arg of generatedApi.util.selectCachedArgsForQuery(state as never, 'getComumUser')) {
    dispatch(generatedApi.util.updateQueryData('getComumUser', arg, (draft) => change(draft, arg.pendente === true)))
  }
}

/** A handled sign-up request leaves the requests at once, before the reload confirms it. */
async function dropRequestWhenDone(
  id: number,
  lifecycle: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await lifecycle.queryFulfilled
  } catch {
    return // the page shows the failure; the request stays
  }
  updateUsers(lifecycle.dispatch, lifecycle.getState(), (draft, pending) => {
    if (pending) removeWhere<SystemUser>(draft, (u) => u.id === id)
  })
}

export const usersApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      getComumUser: { extraOptions: LIST },
      patchComumUserId: {
        extraOptions: USER,
        invalidatesTags: reloadWhenSaved,
        onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
          let updated: SystemUser
          try {
            ;({ data: updated } = await queryFulfilled)
          } catch {
            return // the drawer or the toggle shows the failure; the row stays as it was
          }
          updateUsers(dispatch, getState(), (draft) => {
            const row = rowsIn<SystemUser>(draft).find((u) => u.id === id)
            if (row) Object.assign(row, updated)
          })
        },
      },
      postCobrancaCriarUsuario: { extraOptions: USER, invalidatesTags: reloadWhenSaved },
      postComumUserIdAprovar: {
        extraOptions: USER,
        invalidatesTags: (_result, error) => (!error || alreadyHandled(error) ? RELOAD : []),
        onQueryStarted: ({ id }, api) => dropRequestWhenDone(id, api),
      },
      // Refused, or already handled by someone else: either way both lists are read again.
      postComumUserIdRecusar: {
        invalidatesTags: RELOAD,
        onQueryStarted: ({ id }, api) => dropRequestWhenDone(id, api),
      },
      getAccessUserClient: {
        extraOptions: LIST,
        onQueryStarted: async (arg, { dispatch, getState, queryFulfilled }) => {
          let links: UserClientLink[]
          try {
            links = rowsOf((await queryFulfilled).data)
          } catch (rejection) {
            const error = failureOf(rejection)
            if (error) userClientFailed([USER_CLIENT_LOG.fetch(USER_CLIENT_URL), USER_CLIENT_LOG.load], error)
            return
          }
          // One user's links read afresh: the table's count of that user follows them.
          const userId = arg.user
          if (userId === undefined) return
          updateLinks(dispatch, getState(), userId, (draft, cached) => {
            if (cached.user === userId) return
            removeWhere<UserClientLink>(draft, (l) => l.user === userId)
            for (const link of links) append(draft, link)
          })
        },
      },
      postAccessUserClient: {
        extraOptions: LINK,
        invalidatesTags: reloadWhenSaved,
        onQueryStarted: linkSaved(USER_CLIENT_LOG.create, (draft, link) => {
          if (!rowsIn(draft).some((l) => l.id === link.id)) append(draft, link)
        }),
      },
      putAccessUserClientId: {
        extraOptions: LINK,
        invalidatesTags: reloadWhenSaved,
        onQueryStarted: linkSaved(USER_CLIENT_LOG.edit, (draft, link) => {
          const row = rowsIn(draft).find((l) => l.id === link.id)
          if (row) Object.assign(row, link)
        }),
      },
      deleteAccessUserClientId: {
        invalidatesTags: reloadWhenSaved,
        onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
          try {
            await queryFulfilled
          } catch (rejection) {
            const error = failureOf(rejection)
            if (error) userClientFailed([USER_CLIENT_LOG.remove], error)
            return
          }
          for (const arg of generatedApi.util.selectCachedArgsForQuery(getState() as never, 'getAccessUserClient')) {
            dispatch(
              generatedApi.util.updateQueryData('getAccessUserClient', arg, (draft) =>
                removeWhere<UserClientLink>(draft, (l) => l.id === id),
              ),
            )
          }
        },
      },
    },
  })

/**
 * The customers of the pickers and of the drawer's names, searched on the server: the generated
 * get_cobranca_clientes with its search, codes and page (the reference list asks it with none).
 */
export const customersApi = cobrancaApi.enhanceEndpoints({
  endpoints: {
    getCobrancaClientes: {
      extraOptions: LIST,
      onQueryStarted: async (arg, { queryFulfilled }) => {
        try {
          await queryFulfilled
        } catch (rejection) {
          // The drawer's links stand without names: say so rather than hide it. (A picker's
          // failed search shows inside the picker.)
          const error = failureOf(rejection)
          if (error && arg.codClienteIn) notifyRequestFailure(error)
        }
      },
    },
  },
})
export const useSearchCobrancaClientesQuery = customersApi.useGetCobrancaClientesQuery

export const {
  useGetComumUserQuery,
  usePatchComumUserIdMutation,
  usePostCobrancaCriarUsuarioMutation,
  usePostComumUserIdAprovarMutation,
  usePostComumUserIdRecusarMutation,
  useGetAccessUserClientQuery,
  usePostAccessUserClientMutation,
  usePutAccessUserClientIdMutation,
  useDeleteAccessUserClientIdMutation,
} = usersApi

/** The mutation cache key of a request's approval: the list shows it busy while the drawer saves. */
export const approvalKey = (id: number) => `usuarios:aprovar:${id}`

/** One page of accounts (never the sign-up requests), searched on the server. */
export const usersListArgs = (page: number, pageSize: number, search: string) => ({
  page,
  pageSize,
  search: search.trim() || undefined,
  pendente: false,
})

/** The sign-up requests waiting for approval: the first 50; `count` says how many there are. */
export const PENDING_ARGS = { page: 1, pageSize: PENDING_PAGE_SIZE, pendente: true }

function countOf(data: GetComumUserApiResponse | undefined): number {
  if (data === undefined) return 0
  return Array.isArray(data) ? data.length : data.count
}

export interface UsersPageData {
  users: SystemUser[]
  count: number
  status: RequestStatus
  /** a load in flight, the first or a reload after a save */
  fetching: boolean
  error: ApiError | null
  reload: () => void
  /** linked customers per client user of the page (absent while unknown) */
  linkCounts: Record<number, number>
  /**
   * The rows a page of the server holds when it is not the size asked: a stock DRF server pages
   * with its own PAGE_SIZE and ignores `page_size` (issue 23). The table pages by it, so every
   * account stays reachable; undefined while the server follows the size asked.
   */
  serverPageSize?: number
}

/** A full page (one with a next) shorter than asked: the server pages by its own size. */
function serverPageSizeOf(data: GetComumUserApiResponse | undefined, asked: number): number | undefined {
  if (!data || Array.isArray(data) || !data.next) return undefined
  const size = data.results.length
  return size > 0 && size < asked ? size : undefined
}

/**
 * A page of accounts and how many customers each client user on it has. A failed count leaves
 * the users listed ('Ver clientes'); the failure is logged and notified (user-client rule).
 */
export function useUsersPage(page: number, pageSize: number, search: string): UsersPageData {
  const list = useGetComumUserQuery(usersListArgs(page, pageSize, search))
  const users = useMemo(() => rowsOf(list.data), [list.data])
  const clientIds = useMemo(
    () =>
      users
        .filter((u) => u.is_client)
        .map((u) => u.id)
        .join(','),
    [users],
  )
  const links = useGetAccessUserClientQuery(clientIds ? { userIn: clientIds } : skipToken)
  const linkCounts = useMemo(() => {
    const counts: Record<number, number> = {}
    if (links.currentData) {
      for (const id of clientIds.split(',')) counts[Number(id)] = 0
      for (const link of rowsOf(links.currentData)) if (link.user in counts) counts[link.user] += 1
    } else {
      // the previous page's counts while this page's load
      for (const link of rowsOf(links.data)) counts[link.user] = (counts[link.user] ?? 0) + 1
    }
    return counts
  }, [links.currentData, links.data, clientIds])
  const { refetch } = list
  // remembered: the last page of a server-sized list is shorter and has no next to tell by
  const [serverPageSize, setServerPageSize] = useState<number | undefined>(undefined)
  const inferred = serverPageSizeOf(list.data, pageSize)
  if (inferred !== undefined && inferred !== serverPageSize) setServerPageSize(inferred)
  return {
    users,
    serverPageSize: inferred ?? serverPageSize,
    count: countOf(list.data),
    status: statusOf(list),
    fetching: list.isFetching,
    error: errorOf(list),
    reload: () => void refetch(),
    linkCounts,
  }
}

/** The sign-up requests waiting for approval. */
export function usePendingRequests() {
  const pending = useGetComumUserQuery(PENDING_ARGS)
  const requests = useMemo(() => rowsOf(pending.data), [pending.data])
  const { refetch } = pending
  return {
    requests,
    count: countOf(pending.data),
    status: statusOf(pending),
    error: errorOf(pending),
    reload: () => void refetch(),
  }
}

/**
 * A client user's links, and the names of their customers (asked once the links are known). The
 * last names stay while the names of a changed set load; `picked` are the customers just chosen
 * in the drawer, shown by name at once.
 */
export function useUserLinks(userId: number | null, picked: Record<number, CustomerOption>) {
  const links = useGetAccessUserClientQuery(userId === null ? skipToken : { user: userId })
  const rows = useMemo(() => rowsOf(links.currentData), [links.currentData])
  const codes = useMemo(() => [...new Set(rows.map((l) => l.cod_cliente))].join(','), [rows])
  const names = useSearchCobrancaClientesQuery(codes ? { codClienteIn: codes } : skipToken)
  const customers = useMemo(() => {
    const byCode: Record<number, CustomerOption> = { ...picked }
    for (const customer of rowsOf(names.data)) byCode[customer.cod_cliente] = customer
    return byCode
  }, [names.data, picked])
  const { refetch } = links
  return {
    links: rows,
    customers,
    status: statusOf(links),
    error: errorOf(links),
    reload: () => void refetch(),
  }
}

/**
 * Customers for a picker: the server searches code, name and CNPJ/CPF, accent-insensitive. A
 * document typed without its mask is also looked up masked (customerSearchTerms gives at most two
 * terms). `query` null: the picker has not been opened yet, nothing is asked. An answer is kept
 * while the picker lives: going back to a query does not ask again.
 */
export function useCustomerSearch(query: string | null): {
  rows: CustomerOption[]
  loading: boolean
  error: ApiError | null
} {
  const terms = query === null ? [] : customerSearchTerms(query)
  const argOf = (search: string | undefined) =>
    search === undefined ? skipToken : { search, page: 1, pageSize: CUSTOMER_SEARCH_LIMIT }
  const options = { refetchOnMountOrArgChange: false } as const
  const first = useSearchCobrancaClientesQuery(argOf(terms[0]), options)
  const second = useSearchCobrancaClientesQuery(argOf(terms[1]), options)
  const rows = useMemo(() => {
    const seen = new Map<number, CustomerOption>()
    for (const row of [...rowsOf(first.data), ...rowsOf(second.data)])
      if (!seen.has(row.cod_cliente)) seen.set(row.cod_cliente, row)
    return [...seen.values()].slice(0, CUSTOMER_SEARCH_LIMIT)
  }, [first.data, second.data])
  const error = errorOf(first) ?? errorOf(second)
  return {
    rows,
    loading: first.isFetching || second.isFetching,
    error: error && error.kind !== 'canceled' ? error : null,
  }
}
