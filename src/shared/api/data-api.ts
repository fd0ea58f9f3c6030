/**
 * The one data layer (issue 22): an RTK Query api whose endpoints are generated from
 * api/openapi.yaml (`npm run gen:api` writes src/shared/api/generated/<tag>.ts) and injected
 * into this empty api when a module's code loads.
 *
 * The base query runs on the existing axios client (client.ts), so the 403 verify → refresh →
 * retry flow, the cross-tab session and every error text stay exactly as they are; failures
 * arrive as the serialisable ApiError every page already knows how to show.
 *
 * Like the slices, the api injects its reducer and middleware when this file loads (a page's
 * chunk), never in the login route's bundle.
 */
import type { Middleware } from '@reduxjs/toolkit'
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { useCallback, useMemo } from 'react'
import { dynamicMiddleware } from '../store/dynamic-middleware'
import { rootReducer } from '../store/root-reducer'
import { api } from './client'
import { MalformedResponseError, normalizeError, type ApiError } from './errors'
import { expectObject, normalizeList, type RequiredShape } from './lists'
import { shapeError } from './contract-shapes'
import { missingOperation, operationOf } from './missing-operation'
import { apiPath, EndlessListError, isDrfPage, readRemainingPages } from './pages'
import { cleanParams, type QueryParams } from './params'
import type { RequestStatus } from '../store/request-status'

/** What a generated endpoint's `query` returns (@rtk-query/codegen-openapi's shape). */
export interface ApiRequest {
  url: string
  method?: string
  params?: QueryParams
  body?: unknown
  headers?: Record<string, string>
}

/** A JSON endpoint answering text (an HTML error page in a 200, a proxy's login page) is malformed. */
function jsonOrMalformed(data: unknown): unknown {
  if (data === '' || data === undefined) return null
  if (typeof data === 'string') throw new MalformedResponseError('JSON esperado')
  return data
}

/**
 * What an endpoint promises, set per endpoint with `enhanceEndpoints({ endpoints: { x: {
 * extraOptions: { expect: 'object', required: ['cod_cliente'] } } } })`: an answer that is not
 * that (HTML, `{}`, a null list) is a malformed answer with a retry (RELIABILITY 36), checked
 * here once instead of in every page.
 */
export interface ExpectedShape {
  expect?: 'list' | 'object'
  required?: RequiredShape
  /**
   * The sign-in: sent without a bearer, outside the refresh flow, and any answer below 500 is
   * read (the backend refuses credentials with an answer that has no `access`, only `detail`).
   */
  anonymous?: boolean
  /**
   * Sent without a bearer and outside the refresh flow, read like any other answer (a 400's field
   * errors are errors): the public sign-up, whose path an administrator also uses with a bearer.
   */
  withoutSession?: boolean
}

function checked(data: unknown, shape: ExpectedShape | undefined): unknown {
  if (shape?.expect === 'list') normalizeList(data)
  if (shape?.expect === 'object') expectObject(data, shape.required)
  return data
}

/**
 * An answer as the cache keeps it: frozen before it enters the store. Immer (which RTK Query's
 * reducers run on) walks every object of a value put into the state unless the value is already
 * frozen: for Base Cobrança's 100,000 titles that walk was a ~100 ms task on every answer, the
 * data layer's regression against the thunks (issue 22). Frozen at the top, the answer is adopted
 * as it is. In development and tests it is frozen all the way down, so code that would change a
 * cached row in place fails there, as it did under Immer's own freezing.
 */
export function settled<T>(data: T): T {
  if (data && typeof data === 'object') {
    if (import.meta.env.DEV) deepFreeze(data)
    else Object.freeze(data)
  }
  return data
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return
  Object.freeze(value)
  for (const inner of Object.values(value)) {
    if (inner && typeof inner === 'object') deepFreeze(inner as object)
  }
}

export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, ExpectedShape> = async (
  request,
  { signal },
  extraOptions,
) => {
  try {
    const params = cleanParams(request.params)
    const method = request.method ?? 'GET'
    const response = await api.request({
      url: request.url,
      method,
      params,
      data: request.body,
      headers: request.headers,
      signal,
      ...(extraOptions?.anonymous ? { authorized: false, validateStatus: (status: number) => status < 500 } : {}),
      ...(extraOptions?.withoutSession ? { authorized: false } : {}),
    })
    // Without a session the client sends nothing and resolves undefined (client.ts).
    if (!response) return { error: normalizeError(new Error('Sem sessão.')) }
    let data = jsonOrMalformed(response.data)
    // A list read whole (neither `page` nor `page_size` asked) that the server pages anyway: the
    // rest of its pages, a reading POST's with the same body. A request with either wants one
    // page (a server-paged table, the last N).
    if (isDrfPage(data) && data.next && readsWhole(method, request, params)) {
      data = await readRemainingPages(data, (url) => readPage(url, method, request.body, signal))
    }
    const wrongShape = shapeError(method, request.url, data)
    if (wrongShape) return { error: wrongShape }
    return { data: settled(checked(data, extraOptions)) }
  } catch (error) {
    if (error instanceof EndlessListError) return { error: endlessList(request, error) }
    return { error: missingOperation(error) ?? normalizeError(error) }
  }
}

/** A list that does not end fails in its own section, naming the operation (never shown cut). */
function endlessList(request: ApiRequest, error: EndlessListError): ApiError {
  const method = (request.method ?? 'GET').toUpperCase()
  const operation = operationOf(method, request.url)
  const name = operation ? `${operation.method} ${operation.template}` : `${method} ${request.url}`
  return {
    kind: 'malformed',
    message: `A lista de ${name} não foi lida inteira: ${error.problem}.`,
    fieldErrors: {},
    nonFieldErrors: [],
  }
}

function readsWhole(method: string, request: ApiRequest, params: Record<string, unknown>): boolean {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
  const asksPage = ['page', 'page_size'].some((key) => key in params || key in body)
  return !asksPage && !!operationOf(method, request.url)?.reading
}

async function readPage(next: string, method: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const response = await api.request({ url: apiPath(next), method, data: body, signal })
  if (!response) throw new Error('Sem sessão.')
  return jsonOrMalformed(response.data)
}

export const dataApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
  // As before the data layer: every visit to a page reads the server again (staff work in several
  // tabs all day); components mounted together share one request and one cache entry.
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 60,
})

/** What a query or mutation result says, in the RequestStatus every page already renders. */
export function statusOf(result: {
  isUninitialized?: boolean
  isLoading?: boolean
  isFetching?: boolean
  isError?: boolean
  isSuccess?: boolean
}): RequestStatus {
  if (result.isError) return 'failed'
  if (result.isLoading || (result.isFetching && !result.isSuccess)) return 'loading'
  if (result.isSuccess) return 'succeeded'
  return 'idle'
}

/** The failure of a query or mutation as the ApiError the base query produced. */
export function errorOf(result: { error?: unknown }): ApiError | null {
  return result.error ? normalizeError(result.error) : null
}

/** A list answered as a plain array or as a DRF page: the rows (pages read only arrays). */
export function rowsOf<T>(data: T[] | { results: T[] } | undefined): T[] {
  return data === undefined ? [] : normalizeList<T>(data)
}

/** What a page needs of a generated list query's result (`useGetXQuery(args)`). */
export interface ListQueryResult<T> {
  data?: T[] | { results: T[] }
  error?: unknown
  isUninitialized?: boolean
  isLoading?: boolean
  isFetching?: boolean
  isError?: boolean
  isSuccess?: boolean
  refetch: () => unknown
}

/** A list as the kits show it: its rows, status, error and a retry. */
export interface ListSource<T> {
  rows: T[]
  status: RequestStatus
  error: ApiError | null
  reload: () => void
}

/**
 * A list query's result as the kits read it: the rows of an array or a DRF page (the same array
 * while the data is the same), the status, the error and a retry that reads the server again.
 */
export function useListSource<T>(query: ListQueryResult<T>): ListSource<T> {
  const { data, error: failure, refetch, isUninitialized } = query
  const rows = useMemo(() => rowsOf(data), [data])
  const status = statusOf(query)
  const error = useMemo(() => errorOf({ error: failure }), [failure])
  const reload = useCallback(() => {
    if (!isUninitialized) void refetch()
  }, [isUninitialized, refetch])
  return useMemo(() => ({ rows, status, error, reload }), [rows, status, error, reload])
}

declare module '../store/root-reducer' {
  export interface LazyLoadedSlices {
    [dataApi.reducerPath]: ReturnType<typeof dataApi.reducer>
  }
}

/** Sign out and expiry empty the cache with every slice (app/store.ts resets the state too). */
const resetOnSessionEnd: Middleware = (store) => (next) => (action) => {
  const type = (action as { type?: unknown }).type
  const result = next(action)
  if (type === 'session/loggedOut' || type === 'session/sessionExpired') store.dispatch(dataApi.util.resetApiState())
  return result
}

rootReducer.inject(dataApi)
dynamicMiddleware.addMiddleware(dataApi.middleware, resetOnSessionEnd)
