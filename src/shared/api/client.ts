import type { AxiosInstance } from 'axios'

export {
  adoptStoredSession,
  bindSession,
  configureApiClient,
  endClientSession,
  isSessionLost,
  releaseSession,
  revokeRefreshToken,
  SESSION_ENDPOINTS,
  syncStoredSession,
  watchStoredSession,
  type ApiClientCallbacks,
  type SessionLossReason,
} from './session-hooks'

let loading: Promise<AxiosInstance> | null = null

/**
 * axios and the 403 token flow (axios-client.ts) arrive with the first request, or when the
 * browser is idle after the first paint (preloadApiClient): the login route paints without
 * their ~20 KiB. A failed load is not remembered, so the next request tries again.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('./axios-client').then(
    (module) => module.axiosApi,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Fetch the client ahead of the first request, without competing with the first paint. */
export function preloadApiClient(): void {
  const start = () => void loadApiClient().catch(() => {})
  if (typeof window === 'undefined') return
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch' | 'request'

function deferred<M extends Method>(method: M): AxiosInstance[M] {
  return ((...args: unknown[]) =>
    loadApiClient().then((client) =>
      (client[method] as (...params: unknown[]) => unknown).apply(client, args),
    )) as AxiosInstance[M]
}

/**
 * The one API client: bearer on every authorized request, the verify → verify → refresh →
 * repeat-once flow on 401/403, fetch adapter, absolute base URL (see axios-client.ts).
 */
export const api = {
  get: deferred('get'),
  delete: deferred('delete'),
  post: deferred('post'),
  put: deferred('put'),
  patch: deferred('patch'),
  request: deferred('request'),
}
