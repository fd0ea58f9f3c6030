/**
 * Request plumbing shared by every handler: routing by the contract's exact paths (and Django's
 * APPEND_SLASH answers for the other form), JSON bodies, DRF-shaped errors and the bearer-token
 * check.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { appendFileSync } from 'node:fs'
import {
  exactPathPattern,
  isContractPath,
  mayCall,
  operationFor,
  type OperationAccess,
} from './contract'
import { getRow } from './db'
import { verifyToken } from './jwt'
import type { SystemUser } from './types'

export const MSG = {
  notFound: 'Não encontrado.',
  required: 'Este campo é obrigatório.',
  blank: 'Este campo não pode ser em branco.',
  notNull: 'Este campo não pode ser nulo.',
  noCredentials: 'As credenciais de autenticação não foram fornecidas.',
  tokenInvalid: 'Token inválido ou expirado',
  userNotFound: 'Usuário não encontrado.',
  userInactive: 'Usuário inativo.',
  forbidden: 'Você não tem permissão para executar essa ação.',
  badJson: 'JSON malformado.',
  jsonObject: 'Dados inválidos. Era esperado um dicionário.',
  invalidPage: 'Página inválida.',
  internal: 'Erro interno no servidor de demonstração.',
  methodNotAllowed: (method: string) => `Método "${method}" não é permitido.`,
} as const

export type Json = Record<string, unknown>

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Json, { status })
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 })
}

export const notFound = () => json({ detail: MSG.notFound }, 404)
export const forbidden = () => json({ detail: MSG.forbidden }, 403)

/** A DRF field-error body: {field: [message]}. */
export function fieldErrors(errors: Record<string, string[]>): Response {
  return json(errors, 400)
}

/** Parses a JSON object body; an empty body counts as {}. */
export async function readJson(request: Request): Promise<Json | Response> {
  const text = await request.text()
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return json({ detail: MSG.badJson }, 400)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return json({ non_field_errors: [MSG.jsonObject] }, 400)
  }
  return parsed as Json
}

const tokenError = (detail: string, code: string) => json({ detail, code }, 403)

/**
 * The real backend (DRF + simplejwt) answers 403 — not 401 — for a missing,
 * expired or forged access token; the app's refresh flow depends on that.
 */
export async function authenticate(request: Request): Promise<SystemUser | Response> {
  const header = request.headers.get('authorization') ?? ''
  const [scheme, token, ...rest] = header.trim().split(/\s+/)
  if (!header.trim() || scheme.toLowerCase() !== 'bearer')
    return json({ detail: MSG.noCredentials }, 403)
  if (!token || rest.length > 0) return tokenError(MSG.tokenInvalid, 'token_not_valid')
  const claims = await verifyToken(token, 'access')
  if (!claims) return tokenError(MSG.tokenInvalid, 'token_not_valid')
  const user = getRow('user', claims.user_id)
  if (!user) return tokenError(MSG.userNotFound, 'user_not_found')
  if (!user.is_active) return tokenError(MSG.userInactive, 'user_inactive')
  return user
}

/** The current user when a valid bearer is present, else null; for endpoints that also serve anonymous callers. */
export async function optionalUser(request: Request): Promise<SystemUser | null> {
  if (!request.headers.get('authorization')) return null
  const result = await authenticate(request)
  return result instanceof Response ? null : result
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface Context {
  request: Request
  url: URL
  params: Record<string, string>
  /** Null only on public routes. */
  user: SystemUser
}

export interface PublicContext extends Omit<Context, 'user'> {
  user: SystemUser | null
}

/**
 * DEMO_API_LOG_DENIED=<file>: every call refused by the contract's x-rotas is appended there
 * (user, method, path), to find a page that needs an operation its profile does not grant.
 */
function logDenied(user: SystemUser, op: OperationAccess): void {
  const file = typeof process === 'undefined' ? undefined : process.env.DEMO_API_LOG_DENIED
  if (file) appendFileSync(file, `${user.username}\t${op.method} ${op.path}\n`)
}

/**
 * msw matches `/x/` against the pattern `/x` (and `/x//` against `/x/`); a handler answers only
 * the exact form it was registered with, and lets any other form fall through to
 * `appendSlashHandler`, the last of the list.
 */
export function onlyExactPath(path: string): (request: Request) => boolean {
  const pattern = exactPathPattern(path)
  return (request) => pattern.test(new URL(request.url).pathname)
}

function paramsOf(
  raw: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v
  return out
}

async function guarded(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    // msw would otherwise answer with the stack trace; the real backend never does.
    console.error('[demo-api]', error)
    return json({ detail: MSG.internal }, 500)
  }
}

/** An authenticated route, served only at the path exactly as the contract writes it. */
export function route(
  method: Method,
  path: string,
  resolve: (ctx: Context) => Promise<Response> | Response,
): RequestHandler[] {
  const operation = operationFor(method, path)
  if (operation.acesso === 'publico')
    throw new Error(`${method.toUpperCase()} ${path}: o contrato diz público; use publicRoute`)
  const exact = onlyExactPath(path)
  return [
    http[method](path, ({ request, params }) => {
      if (!exact(request)) return undefined
      return guarded(async () => {
        const user = await authenticate(request)
        if (user instanceof Response) return user
        // The contract's x-rotas, before anything else (DRF checks permissions in initial()).
        if (!mayCall(user, operation)) {
          logDenied(user, operation)
          return forbidden()
        }
        return resolve({ request, url: new URL(request.url), params: paramsOf(params), user })
      })
    }),
  ]
}

/** A route that answers anonymous callers too; `user` is set when a valid bearer came along. */
export function publicRoute(
  method: Method,
  path: string,
  resolve: (ctx: PublicContext) => Promise<Response> | Response,
  options: { identify?: boolean } = {},
): RequestHandler[] {
  if (operationFor(method, path).acesso !== 'publico')
    throw new Error(`${method.toUpperCase()} ${path}: o contrato não diz público`)
  const exact = onlyExactPath(path)
  return [
    http[method](path, ({ request, params }) => {
      if (!exact(request)) return undefined
      return guarded(async () => {
        const user = options.identify ? await optionalUser(request) : null
        return resolve({ request, url: new URL(request.url), params: paramsOf(params), user })
      })
    }),
  ]
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Django's own 404 page (django.views.defaults.page_not_found), not DRF's JSON. */
export const DJANGO_NOT_FOUND_HTML =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n' +
  '  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n'

/**
 * DEMO_API_LOG_SLASH=<file>: every call answered by the slash rule below is appended there
 * (method, path), to find an app call that writes a path in a form the contract does not.
 */
function logWrongSlash(method: string, pathname: string): void {
  const file = typeof process === 'undefined' ? undefined : process.env.DEMO_API_LOG_SLASH
  if (file) appendFileSync(file, `${method}\t${pathname}\n`)
}

/** The methods whose body a redirect would lose: Django (DEBUG) raises instead of redirecting. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The real backend runs Django's CommonMiddleware with APPEND_SLASH=True, so a path is served
 * only in the form its URL pattern has, as the contract writes it. For a path no operation has:
 * - with `/` appended it is a contract path: GET, HEAD (and OPTIONS) get a 301 to it, query
 *   string kept; POST, PUT, PATCH and DELETE get Django's DEBUG RuntimeError, a 500 in HTML;
 * - it ends in `/` and without it it is a contract path: Django's HTML 404 (it never removes
 *   a slash);
 * - anything else falls through, unhandled, as before (the middleware answers DRF's JSON 404).
 * URL resolution in Django ignores the method, and so does this rule.
 */
export const appendSlashHandler: RequestHandler = http.all('/api/*', ({ request }) => {
  const url = new URL(request.url)
  const { pathname } = url
  if (isContractPath(pathname)) return undefined
  if (!pathname.endsWith('/') && isContractPath(`${pathname}/`)) {
    logWrongSlash(request.method, pathname)
    const target = `${pathname}/${url.search}`
    if (!BODY_METHODS.has(request.method)) {
      return new HttpResponse(null, { status: 301, headers: { ...HTML, Location: target } })
    }
    const method = escapeHtml(request.method)
    const message =
      `You called this URL via ${method}, but the URL doesn't end in a slash and you have ` +
      `APPEND_SLASH set. Django can't redirect to the slash URL while maintaining ${method} data. ` +
      `Change your form to point to ${escapeHtml(url.host + target)} (note the trailing slash), ` +
      'or set APPEND_SLASH=False in your Django settings.'
    return new HttpResponse(
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n' +
        `  <title>RuntimeError at ${escapeHtml(pathname)}</title>\n</head>\n<body>\n` +
        `  <h1>RuntimeError at ${escapeHtml(pathname)}</h1>\n  <pre class="exception_value">${message}</pre>\n` +
        '</body>\n</html>\n',
      { status: 500, headers: HTML },
    )
  }
  if (pathname.endsWith('/') && isContractPath(pathname.slice(0, -1))) {
    logWrongSlash(request.method, pathname)
    return new HttpResponse(DJANGO_NOT_FOUND_HTML, { status: 404, headers: HTML })
  }
  return undefined
})
