/** Login, token refresh/verify, profile, password change, sign-up and user-to-customer links. */
import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'msw'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, updateRow } from '../db'
import { MSG, fieldErrors, forbidden, json, publicRoute, readJson, route, type Json } from '../http'
import { signPair, verifyToken } from '../jwt'
import { resource } from '../resource'
import { publicUser, toProfile } from '../serializers'
import type { SystemUser } from '../types'
import {
  checkPassword,
  hashPassword,
  isPerfil,
  mayManageUsers,
  rightsOf,
  type Perfil,
} from '../users'
import { EMAIL_RE, V } from '../validation'

export const LOGIN_MESSAGES = {
  ok: 'Login realizado com sucesso.',
  invalid: 'Usuário e/ou senha inválidos.',
  pending: (email: string) =>
    `Seu cadastro aguarda a liberação de um administrador. Você receberá um e-mail em ${email} quando o acesso for liberado.`,
} as const

/** The change-password payload; the specification does not name these, so they live in one place. */
export const PASSWORD_FIELDS = {
  current: 'old_password',
  next: 'new_password',
  confirm: 'new_password_confirm',
} as const

export const PASSWORD_MESSAGES = {
  ok: 'Senha alterada com sucesso.',
  tooShort: 'Esta senha é muito curta. Ela precisa conter pelo menos 8 caracteres.',
  numeric: 'Esta senha é inteiramente numérica.',
  similar: 'A senha é muito parecida com o nome de usuário.',
  common: 'Esta senha é muito comum.',
  mismatch: 'A confirmação não corresponde à nova senha.',
  wrongCurrent: 'A senha atual está incorreta.',
  currentRequired: 'Informe a senha atual.',
  newRequired: 'Informe a nova senha.',
  sameAsCurrent: 'A nova senha deve ser diferente da senha atual.',
} as const

export const SIGNUP_MESSAGES = {
  received:
    'Solicitação recebida. Um administrador vai liberar o acesso; você receberá um e-mail quando isso acontecer.',
  perfilRequired: 'Escolha o perfil.',
  perfilInvalid: (value: unknown) => `"${String(value)}" não é um perfil válido.`,
  clientesRequired: 'Selecione ao menos um cliente.',
  adminOnlyBySuperuser:
    'Só um superusuário concede o perfil de administrador ou altera o perfil ou a situação de um superusuário.',
  usernameTaken: 'Um usuário com este nome de usuário já existe.',
  usernameInvalid:
    'Informe um nome de usuário válido. Use apenas letras, números e os caracteres @/./+/-/_.',
  emailTaken: 'Já existe um usuário com este e-mail.',
} as const

export const USER_CLIENT_MESSAGES = {
  unique: 'Os campos user, cod_cliente devem criar um set único.',
} as const

export const PASSWORD_MIN_LENGTH = 8

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  'password',
  'senha123',
  'senha1234',
  'qwerty123',
  'abcd1234',
  'mudar123',
])

const TOKEN_INVALID = { detail: MSG.tokenInvalid, code: 'token_not_valid' } as const

/** Django's default validators, in pt-BR: length, numeric, similarity and common passwords. */
export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort)
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric)
  const p = password.toLowerCase()
  const u = username.toLowerCase()
  if (u && (p === u || (u.length >= 4 && (p.includes(u) || u.includes(p)))))
    problems.push(PASSWORD_MESSAGES.similar)
  if (COMMON_PASSWORDS.has(p)) problems.push(PASSWORD_MESSAGES.common)
  return problems
}

function newPasswordHash(password: string): string {
  return hashPassword(password, randomBytes(8).toString('hex'))
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')

const login = publicRoute('post', '/api/login/', async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  const errors: Record<string, string[]> = {}
  if (!str(body.username)) errors.username = [MSG.required]
  if (!str(body.password)) errors.password = [MSG.required]
  if (Object.keys(errors).length > 0) return fieldErrors(errors)
  const user = listRows('user').find((u) => u.username === body.username)
  // Only the owner of a pending request (right password) learns that it is pending.
  if (user?.pendente && checkPassword(str(body.password), user.password)) {
    return json({ detail: LOGIN_MESSAGES.pending(user.email) }, 401)
  }
  if (!user || !user.is_active || !checkPassword(str(body.password), user.password)) {
    return json({ detail: LOGIN_MESSAGES.invalid }, 401)
  }
  updateRow('user', user.id, { last_login: nowSaoPaulo() })
  const pair = await signPair(user.id)
  return json({ ...pair, detail: LOGIN_MESSAGES.ok })
})

/**
 * Rotation with blacklisting, as simplejwt's ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION,
 * but the old token is retired when its replacement is first used, not when it is issued: a tab
 * closed (or a network lost) between the server's answer and the browser storing the new pair
 * would otherwise leave every tab with a revoked token. Using the old token again before that
 * retires the unused replacement and issues a new one, so only one replacement is ever alive.
 */
const refresh = publicRoute('post', '/api/refresh/', async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  if (!str(body.refresh)) return fieldErrors({ refresh: [MSG.required] })
  const claims = await verifyToken(body.refresh, 'refresh')
  const db = getDb()
  if (!claims || db.revokedRefresh.has(claims.jti)) return json(TOKEN_INVALID, 401)
  const user = getRow('user', claims.user_id)
  if (!user || !user.is_active) return json(TOKEN_INVALID, 401)
  // The first use of a replacement retires the token it replaced.
  const parent = db.replacedBy.get(claims.jti)
  if (parent !== undefined) {
    db.revokedRefresh.add(parent)
    db.rotatedTo.delete(parent)
    db.replacedBy.delete(claims.jti)
  }
  // A replacement issued earlier and never used (its answer was lost) is retired now.
  const unused = db.rotatedTo.get(claims.jti)
  if (unused !== undefined) {
    db.revokedRefresh.add(unused)
    db.replacedBy.delete(unused)
  }
  const pair = await signPair(user.id)
  const next = await verifyToken(pair.refresh, 'refresh')
  if (next) {
    db.rotatedTo.set(claims.jti, next.jti)
    db.replacedBy.set(next.jti, claims.jti)
  }
  return json(pair)
})

const verify = publicRoute('post', '/api/verify/', async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  if (!str(body.token)) return fieldErrors({ token: [MSG.required] })
  const claims = await verifyToken(body.token)
  if (!claims || getDb().revokedRefresh.has(claims.jti)) return json(TOKEN_INVALID, 401)
  return json({})
})

/** Logout revokes the refresh token: simplejwt's TokenBlacklistView path, as our API mounts it (nosso). */
export const TOKEN_BLACKLIST_PATH = '/api/token/blacklist/'

/** simplejwt's TokenBlacklistView: AllowAny, {refresh} → 200 {}; the token never refreshes again. */
const blacklist = publicRoute('post', TOKEN_BLACKLIST_PATH, async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  if (!str(body.refresh)) return fieldErrors({ refresh: [MSG.required] })
  const claims = await verifyToken(body.refresh, 'refresh')
  const db = getDb()
  if (!claims || db.revokedRefresh.has(claims.jti)) return json(TOKEN_INVALID, 401)
  // Logging out ends the whole chain: the token, the one it replaced and its replacement.
  for (const jti of [claims.jti, db.replacedBy.get(claims.jti), db.rotatedTo.get(claims.jti)])
    if (jti !== undefined) db.revokedRefresh.add(jti)
  return json({})
})

const access = route('get', '/api/access/access/', ({ user }) => json(toProfile(user)))

const changePassword = route('post', '/api/access/change-password/', async ({ request, user }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  const current = str(body[PASSWORD_FIELDS.current])
  const next = str(body[PASSWORD_FIELDS.next])
  const confirm = str(body[PASSWORD_FIELDS.confirm])
  const errors: string[] = []
  // A first-login user received the password from someone else and only has to choose a new one.
  if (!user.first_login) {
    if (!current) errors.push(PASSWORD_MESSAGES.currentRequired)
    else if (!checkPassword(current, user.password)) errors.push(PASSWORD_MESSAGES.wrongCurrent)
  }
  if (!next) errors.push(PASSWORD_MESSAGES.newRequired)
  else {
    errors.push(...passwordProblems(next, user.username))
    if (next !== confirm) errors.push(PASSWORD_MESSAGES.mismatch)
    if (checkPassword(next, user.password)) errors.push(PASSWORD_MESSAGES.sameAsCurrent)
  }
  if (errors.length > 0) return json({ success: false, errors }, 400)
  updateRow('user', user.id, { password: newPasswordHash(next), first_login: false })
  return json({ success: true, detail: PASSWORD_MESSAGES.ok })
})

function signupErrors(body: Json, byAdmin: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  const username = str(body.username).trim()
  if (!username) add('username', MSG.required)
  else if (!/^[\w.@+-]{1,150}$/.test(username)) add('username', SIGNUP_MESSAGES.usernameInvalid)
  else if (listRows('user').some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    add('username', SIGNUP_MESSAGES.usernameTaken)
  }
  const email = str(body.email).trim()
  if (!email) add('email', MSG.required)
  else if (!EMAIL_RE.test(email)) add('email', V.email)
  else if (listRows('user').some((u) => u.email.toLowerCase() === email.toLowerCase()))
    add('email', SIGNUP_MESSAGES.emailTaken)
  if (!str(body.first_name).trim()) add('first_name', MSG.required)
  // The model's limits (AbstractUser): a 10,000-character name is refused, not stored.
  for (const [field, max] of [['first_name', 150], ['last_name', 150]] as const)
    if (str(body[field]).trim().length > max) add(field, V.maxLength(max))
  if (email.length > 254) add('email', V.maxLength(254))
  const password = str(body.password)
  if (!password) add('password', MSG.required)
  else for (const p of passwordProblems(password, username)) add('password', p)
  if (body.solicitacao !== undefined && body.solicitacao !== null) {
    if (typeof body.solicitacao !== 'string') add('solicitacao', V.string)
    else if (body.solicitacao.length > SOLICITACAO_MAX) add('solicitacao', V.maxLength(SOLICITACAO_MAX))
  }
  // What an anonymous caller sends beyond its own data is ignored, never checked or applied.
  if (!byAdmin) return errors
  if (body.is_client !== undefined && typeof body.is_client !== 'boolean') add('is_client', V.bool)
  Object.assign(errors, perfilErrors(body, requestedPerfil(body)))
  return errors
}

export const SOLICITACAO_MAX = 500

/** The profile a staff creation asks for: `perfil`, or the older `is_client` flag. */
function requestedPerfil(body: Json): unknown {
  if (body.perfil !== undefined && body.perfil !== null) return body.perfil
  return body.is_client === true ? 'cliente' : undefined
}

/** Field errors of a profile grant: a known profile, and customers (that exist) for a client. */
export function perfilErrors(body: Json, perfil: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (perfil === undefined || perfil === null || perfil === '') add('perfil', SIGNUP_MESSAGES.perfilRequired)
  else if (!isPerfil(perfil)) add('perfil', SIGNUP_MESSAGES.perfilInvalid(perfil))
  if (body.clientes !== undefined && body.clientes !== null && !Array.isArray(body.clientes)) {
    add('clientes', 'Esperada uma lista de itens.')
  } else if (Array.isArray(body.clientes)) {
    for (const c of body.clientes) if (!getRow('cliente', c)) add('clientes', V.fk(c))
  }
  if (perfil === 'cliente' && (!Array.isArray(body.clientes) || body.clientes.length === 0))
    add('clientes', SIGNUP_MESSAGES.clientesRequired)
  return errors
}

/** Replaces a user's customer links by `clientes` (client profiles only). */
export function linkCustomers(userId: number, clientes: unknown): number[] {
  const codes = Array.isArray(clientes) ? [...new Set(clientes.map((c) => Number(c)))] : []
  for (const cod_cliente of codes) {
    const taken = listRows('user-client').some(
      (l) => l.user === userId && l.cod_cliente === cod_cliente,
    )
    if (!taken) insertRow('user-client', { user: userId, cod_cliente })
  }
  return codes
}

/**
 * POST /api/cobranca/criar-usuario/ (path spec, rules ours). Anonymous (the sign-up page): a
 * request for access, never an account with rights: inactive, pending, no profile, no routes,
 * no customer links, whatever the body says. With the bearer of someone who administers users:
 * an active account with the chosen profile, which sets its own password at the first access.
 * Any other bearer is refused.
 */
const createUser = publicRoute(
  'post',
  '/api/cobranca/criar-usuario/',
  async ({ request, user: creator }) => {
    if (request.headers.get('authorization') && !creator) {
      return json({ detail: MSG.tokenInvalid, code: 'token_not_valid' }, 403)
    }
    if (creator && !mayManageUsers(creator)) return forbidden()
    const byAdmin = creator !== null
    const body = await readJson(request)
    if (body instanceof Response) return body
    const errors = signupErrors(body, byAdmin)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    const perfil = byAdmin ? (requestedPerfil(body) as Perfil) : null
    if (perfil === 'admin' && !creator?.is_superuser) {
      return json({ detail: SIGNUP_MESSAGES.adminOnlyBySuperuser }, 403)
    }
    const created = insertRow('user', {
      username: str(body.username).trim(),
      email: str(body.email).trim(),
      first_name: str(body.first_name).trim(),
      last_name: str(body.last_name).trim(),
      is_active: byAdmin,
      first_login: byAdmin,
      date_joined: nowSaoPaulo(),
      last_login: null,
      password: newPasswordHash(str(body.password)),
      pendente: !byAdmin,
      solicitacao: str(body.solicitacao).trim(),
      ...rightsOf(perfil),
    }) as unknown as SystemUser
    const clientes = perfil === 'cliente' ? linkCustomers(created.id, body.clientes) : []
    return json(
      {
        ...publicUser(created as unknown as Json),
        clientes,
        ...(byAdmin ? {} : { detail: SIGNUP_MESSAGES.received }),
      },
      201,
    )
  },
  { identify: true },
)

const userClient = resource({
  path: '/api/access/user-client',
  table: 'user-client',
  schema: {
    user: { kind: 'int', required: true, fk: 'user' },
    cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  },
  // The client portal reads its own links to know which customers it may show.
  clientAccess: 'scoped',
  // DRF's UniqueTogetherValidator on (user, cod_cliente).
  prepare: (row) => {
    const taken = listRows('user-client').some(
      (l) => l.id !== row.id && l.user === row.user && l.cod_cliente === row.cod_cliente,
    )
    if (taken) return { non_field_errors: [USER_CLIENT_MESSAGES.unique] }
  },
})

export const sessionHandlers: RequestHandler[] = [
  ...login,
  ...refresh,
  ...verify,
  ...blacklist,
  ...access,
  ...changePassword,
  ...createUser,
  ...userClient,
]
