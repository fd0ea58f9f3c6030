import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { env } from '../config/env'
import { REQUEST_TIMEOUT_MS } from '../config/constants'
import { clearTokens, getRefreshToken, getSessionToken, storeTokens } from '../storage/tokens'
import { PermissionDeniedError, SessionExpiredError } from './errors'
import {
  currentSessionGeneration,
  nextSessionGeneration,
  SESSION_ENDPOINTS,
  sessionCallbacks,
} from './session-hooks'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false for the calls made before a session exists (login, sign-up). Default true. */
    authorized?: boolean
    /** set on the one repetition the 403 flow allows */
    _retried?: boolean
    /** the bearer this request went out with, to tell whether a refresh already happened */
    _sentToken?: string
  }
}

/**
 * fetch rather than XHR: timeouts and aborts arrive as proper errors in every runtime (the
 * test interceptors emulate XHR timeouts poorly), and downloads stream with progress.
 * An absolute base keeps fetch happy outside the browser too.
 */
function baseURL(): string {
  return env.apiUrl || (typeof window !== 'undefined' ? window.location.origin : '')
}

export const axiosApi = axios.create({
  baseURL: baseURL(),
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
})

/** verify and refresh go out without interceptors, so they can never start the flow again. */
const sessionClient = axios.create({
  baseURL: baseURL(),
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
})

/** Spec: an authorized request with no stored session silently returns nothing. */
const emptyAdapter: AxiosAdapter = async (config) =>
  ({
    data: undefined,
    status: 204,
    statusText: 'Sem sessão',
    headers: {},
    config,
  }) as AxiosResponse

axiosApi.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  if (config.authorized === false) return config
  const token = getSessionToken()
  if (!token) {
    config.adapter = emptyAdapter
    return config
  }
  config.headers.set('Authorization', `Bearer ${token}`)
  config._sentToken = token
  return config
})

type RecoveryOutcome =
  | { kind: 'refreshed' }
  | { kind: 'denied' }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown }

let recovery: Promise<RecoveryOutcome> | null = null

function isAuthRejection(error: unknown): boolean {
  const status = (error as AxiosError)?.response?.status
  return status === 400 || status === 401 || status === 403
}

async function tokenVerifies(token: string): Promise<boolean> {
  try {
    await sessionClient.post(SESSION_ENDPOINTS.verify, { token })
    return true
  } catch (error) {
    if (isAuthRejection(error)) return false
    throw error
  }
}

function expire(generation: number): RecoveryOutcome {
  if (generation !== currentSessionGeneration()) return { kind: 'expired' }
  nextSessionGeneration()
  clearTokens()
  sessionCallbacks().onSessionExpired()
  return { kind: 'expired' }
}

async function recover(): Promise<RecoveryOutcome> {
  const generation = currentSessionGeneration()
  const access = getSessionToken()
  const refresh = getRefreshToken()
  try {
    if (access && (await tokenVerifies(access))) return { kind: 'denied' }
    if (!refresh || !(await tokenVerifies(refresh))) return expire(generation)
    const { data } = await sessionClient.post<{ access?: string; refresh?: string }>(
      SESSION_ENDPOINTS.refresh,
      { refresh },
    )
    if (generation !== currentSessionGeneration()) return { kind: 'expired' }
    if (!data || typeof data.access !== 'string' || !data.access) return expire(generation)
    storeTokens(data.access, typeof data.refresh === 'string' ? data.refresh : undefined)
    return { kind: 'refreshed' }
  } catch (error) {
    if (isAuthRejection(error)) return expire(generation)
    return { kind: 'failed', error }
  }
}

/** Concurrent 403s share one verify/verify/refresh cycle. */
function recoverOnce(): Promise<RecoveryOutcome> {
  if (!recovery) recovery = recover().finally(() => (recovery = null))
  return recovery
}

axiosApi.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config
  const status = error.response?.status
  if (!config || config.authorized === false || (status !== 401 && status !== 403)) {
    throw error
  }
  if (config._retried) throw new PermissionDeniedError(error)
  const current = getSessionToken()
  if (!current) throw new SessionExpiredError()
  if (current !== config._sentToken) {
    return axiosApi.request({ ...config, _retried: true })
  }
  const outcome = await recoverOnce()
  switch (outcome.kind) {
    case 'refreshed':
      return axiosApi.request({ ...config, _retried: true })
    case 'denied':
      throw new PermissionDeniedError(error)
    case 'expired':
      throw new SessionExpiredError()
    case 'failed':
      throw outcome.error
  }
})
