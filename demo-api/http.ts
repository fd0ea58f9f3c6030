/**
 * Request plumbing shared by every handler: routing with trailing-slash
 * tolerance, JSON bodies, DRF-shaped errors and the bearer-token check.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { appendFileSync } from 'node:fs'
import { mayCall, operationFor, type OperationAccess } from './contract'
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

function variants(path: string): string[] {
  if (!path.endsWith('/')) return [path, `${path}/`]
  return [path, path.slice(0, -1)]
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

/** An authenticated route, matched with and without the trailing slash. */
export function route(
  method: Method,
  path: string,
  resolve: (ctx: Context) => Promise<Response> | Response,
): RequestHandler[] {
  const operation = operationFor(method, path)
  if (operation.acesso === 'publico')
    throw new Error(`${method.toUpperCase()} ${path}: o contrato diz público; use publicRoute`)
  return variants(path).map((p) =>
    http[method](p, ({ request, params }) =>
      guarded(async () => {
        const user = await authenticate(request)
        if (user instanceof Response) return user
        // The contract's x-rotas, before anything else (DRF checks permissions in initial()).
        if (!mayCall(user, operation)) {
          logDenied(user, operation)
          return forbidden()
        }
        return resolve({ request, url: new URL(request.url), params: paramsOf(params), user })
      }),
    ),
  )
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
  return variants(path).map((p) =>
    http[method](p, ({ request, params }) =>
      guarded(async () => {
        const user = options.identify ? await optionalUser(request) : null
        return resolve({ request, url: new URL(request.url), params: paramsOf(params), user })
      }),
    ),
  )
}
