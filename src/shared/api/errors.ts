import type { AxiosError } from 'axios'

export type ApiErrorKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'canceled'
  | 'server'
  | 'validation'
  | 'permission'
  | 'not_found'
  | 'session_expired'
  | 'malformed'
  /** the server has no such operation (404 page, 405, 501): missing-operation.ts */
  | 'unsupported'
  | 'unknown'

/** Every failure a page can see, in one serialisable shape (it goes into slices). */
export interface ApiError {
  kind: ApiErrorKind
  status?: number
  message: string
  fieldErrors: Record<string, string[]>
  nonFieldErrors: string[]
  /** a 400's body as DRF sent it: a nested list's errors per row (`[{}, {"cep": […]}]`) */
  body?: unknown
}

export const PERMISSION_DENIED_TEXT = 'Sem permissão'
export const CONNECTION_FAILED_TEXT = 'Não foi possível estabelecer conexão com o servidor.'
export const OFFLINE_TEXT = 'Sem conexão. Verifique a rede e tente novamente.'
export const TIMEOUT_TEXT = 'O servidor demorou demais para responder. Tente novamente.'
export const SERVER_ERROR_TEXT = 'Erro interno do servidor. Tente novamente em instantes.'
export const MALFORMED_TEXT = 'O servidor enviou uma resposta inesperada. Tente novamente.'
export const NOT_FOUND_TEXT = 'Registro não encontrado.'
export const UNKNOWN_ERROR_TEXT = 'Erro desconhecido'

/** Raised by the client when the 403 flow ends the session; pages stay silent about it. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Tokens expirados!')
    this.name = 'SessionExpiredError'
  }
}

/** A 403 whose session token still verifies: the user lacks permission (DECISIONS 3). */
export class PermissionDeniedError extends Error {
  readonly status = 403
  constructor(readonly original?: unknown) {
    super(PERMISSION_DENIED_TEXT)
    this.name = 'PermissionDeniedError'
  }
}

/** A 200 whose body is not what the endpoint promises (HTML, broken JSON, null list). */
export class MalformedResponseError extends Error {
  constructor(readonly detail?: string) {
    super(MALFORMED_TEXT)
    this.name = 'MalformedResponseError'
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

function looksLikeHtml(value: unknown): boolean {
  return typeof value === 'string' && /^\s*</.test(value)
}

function asStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asStringList)
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(asStringList)
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  return []
}

/** DRF answers `{detail}`, `{field: [msg]}`, `{non_field_errors: [...]}` or a bare list. */
export function parseDrfBody(body: unknown): {
  detail?: string
  fieldErrors: Record<string, string[]>
  nonFieldErrors: string[]
} {
  const fieldErrors: Record<string, string[]> = {}
  const nonFieldErrors: string[] = []
  let detail: string | undefined
  if (Array.isArray(body)) {
    nonFieldErrors.push(...asStringList(body))
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail' && typeof value === 'string') detail = value
      else if (key === 'non_field_errors' || key === 'errors')
        nonFieldErrors.push(...asStringList(value))
      else if (key === 'code' || key === 'success') continue
      else {
        const messages = asStringList(value)
        if (messages.length) fieldErrors[key] = messages
      }
    }
  }
  return { detail, fieldErrors, nonFieldErrors }
}

/**
 * axios's own tests, by shape: errors.ts is on the login route, and importing axios here would
 * bring it along before the first request (see client.ts).
 */
export function isAxiosError(value: unknown): value is AxiosError {
  return !!value && typeof value === 'object' && (value as AxiosError).isAxiosError === true
}

function isCancel(value: unknown): boolean {
  return (
    !!value && typeof value === 'object' && (value as { __CANCEL__?: unknown }).__CANCEL__ === true
  )
}

function fromAxios(error: AxiosError): ApiError {
  const base = { fieldErrors: {}, nonFieldErrors: [] }
  if (isCancel(error) || error.code === 'ERR_CANCELED') {
    return { ...base, kind: 'canceled', message: 'Requisição cancelada.' }
  }
  if (!error.response) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return { ...base, kind: 'timeout', message: TIMEOUT_TEXT }
    }
    if (isOffline()) return { ...base, kind: 'offline', message: OFFLINE_TEXT }
    return { ...base, kind: 'network', message: CONNECTION_FAILED_TEXT }
  }
  const { status, data } = error.response
  if (status >= 500 || looksLikeHtml(data)) {
    return { ...base, kind: 'server', status, message: SERVER_ERROR_TEXT }
  }
  const parsed = parseDrfBody(data)
  if (status === 403 || status === 401) {
    return { ...base, kind: 'permission', status, message: parsed.detail ?? PERMISSION_DENIED_TEXT }
  }
  if (status === 404) {
    return { ...base, kind: 'not_found', status, message: parsed.detail ?? NOT_FOUND_TEXT }
  }
  const fieldMessages = Object.entries(parsed.fieldErrors).map(([, msgs]) => msgs.join(' '))
  const message =
    parsed.detail ??
    (parsed.nonFieldErrors.length ? parsed.nonFieldErrors.join(' ') : undefined) ??
    (fieldMessages.length ? 'Verifique os campos destacados.' : undefined) ??
    `Erro ${status} na requisição.`
  return {
    kind: 'validation',
    status,
    message,
    fieldErrors: parsed.fieldErrors,
    nonFieldErrors: parsed.nonFieldErrors,
    body: data,
  }
}

export function normalizeError(error: unknown): ApiError {
  const base = { fieldErrors: {}, nonFieldErrors: [] }
  if (error instanceof SessionExpiredError) {
    return { ...base, kind: 'session_expired', message: error.message }
  }
  if (error instanceof PermissionDeniedError) {
    return { ...base, kind: 'permission', status: 403, message: PERMISSION_DENIED_TEXT }
  }
  if (error instanceof MalformedResponseError) {
    return { ...base, kind: 'malformed', message: MALFORMED_TEXT }
  }
  if (isAxiosError(error)) return fromAxios(error)
  if (isApiError(error)) return error
  if (error instanceof Error && error.name === 'AbortError') {
    return { ...base, kind: 'canceled', message: 'Requisição cancelada.' }
  }
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_TEXT
  return { ...base, kind: 'unknown', message }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    'kind' in value &&
    'message' in value &&
    'fieldErrors' in value
  )
}

/** Failures that must not produce a second message: the session flow already spoke. */
export function isSilentError(error: ApiError): boolean {
  return error.kind === 'session_expired' || error.kind === 'canceled'
}
