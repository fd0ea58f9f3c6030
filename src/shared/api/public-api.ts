/**
 * The data layer of what the public opens without a session (the 2ª via from an SMS): the same
 * contract and generator as `dataApi` (api/codegen.config.cjs points the segunda-via tag here),
 * on a store and a React context of its own, so it shares nothing with a staff session signed in
 * in the same browser.
 *
 * Its base query is a plain `fetch`: no Authorization header, no cookies, no referrer (the link's
 * hash never leaks), no HTTP cache, nothing read from or written to the session storage, and none
 * of the app's client, refresh flow or store in the page a phone downloads.
 */
import { configureStore } from '@reduxjs/toolkit'
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { createContext } from 'react'
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux'
import { env } from '../config/env'

/** What a generated endpoint's `query` returns. */
export interface PublicRequest {
  url: string
}

/**
 * A public read that failed: `offline` when the browser says so, `network` when the server was
 * not reached, `status` for an HTTP refusal (with the server's `detail` when it gave one),
 * `malformed` when the answer is not what the endpoint promises.
 */
export type PublicError =
  | { kind: 'offline' | 'network' | 'malformed' }
  | { kind: 'status'; status: number; detail: string | null }

/**
 * Per endpoint (`enhanceEndpoints`): `file` reads the answer as a file of that type (anything
 * else is a refusal, read for its `detail`); `accept` checks a JSON answer's shape.
 */
export interface PublicOptions {
  file?: string
  accept?: (data: unknown) => boolean
}

const REQUEST: RequestInit = {
  method: 'GET',
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
  cache: 'no-store',
}

async function detailOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: unknown }
    return typeof body?.detail === 'string' ? body.detail : null
  } catch {
    return null
  }
}

const contentType = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()

export const publicBaseQuery: BaseQueryFn<PublicRequest, unknown, PublicError, PublicOptions> = async (
  { url },
  { signal },
  options,
) => {
  let response: Response
  try {
    response = await fetch(`${env.apiUrl}${url}`, {
      ...REQUEST,
      signal,
      headers: { Accept: options?.file ?? 'application/json' },
    })
  } catch {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    return { error: { kind: offline ? 'offline' : 'network' } }
  }
  if (!response.ok) return { error: { kind: 'status', status: response.status, detail: await detailOf(response) } }
  if (options?.file) {
    if (contentType(response) !== options.file) {
      return { error: { kind: 'status', status: response.status, detail: await detailOf(response) } }
    }
    return { data: await response.blob() }
  }
  let data: unknown
  try {
    data = await response.json()
  } catch {
    data = undefined
  }
  if (data === undefined || (options?.accept && !options.accept(data))) return { error: { kind: 'malformed' } }
  return { data: Object.freeze(data) }
}

/** The public side's React context: its hooks never read the app's store, nor the app's theirs. */
export const PublicContext = createContext<ReactReduxContextValue | null>(null)

const createPublicApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(PublicContext),
      useSelector: createSelectorHook(PublicContext),
      useStore: createStoreHook(PublicContext),
    },
  }),
)

/** Empty: `npm run gen:api` injects the public operations (src/shared/api/generated/segunda-via.ts). */
export const publicApi = createPublicApi({
  reducerPath: 'publicApi',
  baseQuery: publicBaseQuery,
  endpoints: () => ({}),
})

/** The public store: the cache of public answers and nothing else. */
export function createPublicStore() {
  return configureStore({
    reducer: { [publicApi.reducerPath]: publicApi.reducer },
    // Files (the PDF) pass through the cache for a moment; the checks are for the app's store.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(publicApi.middleware),
  })
}

export type PublicStore = ReturnType<typeof createPublicStore>
