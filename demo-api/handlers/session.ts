/** Login, token refresh/verify, profile, password change, sign-up and user-to-customer links. */
import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'msw'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, updateRow } from '../db'
import { MSG, fieldErrors, json, publicRoute, readJson, route, type Json } from '../http'
import { signPair, verifyToken } from '../jwt'
import { resource } from '../resource'
import { publicUser, toProfile } from '../serializers'
import type { SystemUser } from '../types'
import { CLIENT_ROUTES, ROLE_ROUTES, checkPassword, hashPassword } from '../users'
import { EMAIL_RE, V } from '../validation'

export const LOGIN_MESSAGES = {
  ok: 'Login realizado com sucesso.',
  invalid: 'Usuário e/ou senha inválidos.',
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
  if (!user || !user.is_active || !checkPassword(str(body.password), user.password)) {
    return json({ detail: LOGIN_MESSAGES.invalid }, 401)
  }
  updateRow('user', user.id, { last_login: nowSaoPaulo() })
  const pair = await signPair(user.id)
  return json({ ...pair, detail: LOGIN_MESSAGES.ok })
})

const refresh = publicRoute('post', '/api/refresh/', async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  if (!str(body.refresh)) return fieldErrors({ refresh: [MSG.required] })
  const claims = await verifyToken(body.refresh, 'refresh')
  const db = getDb()
  if (!claims || db.revokedRefresh.has(claims.jti)) return json(TOKEN_INVALID, 401)
  const user = getRow('user', claims.user_id)
  if (!user || !user.is_active) return json(TOKEN_INVALID, 401)
  // Rotation with blacklisting, as simplejwt's ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION.
  db.revokedRefresh.add(claims.jti)
  return json(await signPair(user.id))
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
  db.revokedRefresh.add(claims.jti)
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

function signupErrors(body: Json): Record<string, string[]> {
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
  const password = str(body.password)
  if (!password) add('password', MSG.required)
  else for (const p of passwordProblems(password, username)) add('password', p)
  if (body.is_client !== undefined && typeof body.is_client !== 'boolean') add('is_client', V.bool)
  if (body.clientes !== undefined && body.clientes !== null) {
    if (!Array.isArray(body.clientes)) add('clientes', 'Esperada uma lista de itens.')
    else {
      for (const c of body.clientes) {
        if (!getRow('cliente', c)) add('clientes', V.fk(c))
      }
    }
  }
  return errors
}

/**
 * Public (the sign-up page) and staff (user management) alike. An account an
 * authenticated staff member creates for someone else starts with first_login,
 * so its owner must choose a personal password.
 */
const createUser = publicRoute(
  'post',
  '/api/cobranca/criar-usuario/',
  async ({ request, user: creator }) => {
    const body = await readJson(request)
    if (body instanceof Response) return body
    const errors = signupErrors(body)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    const isClient = body.is_client === true
    const byStaff = creator !== null && !creator.is_client
    const created = insertRow('user', {
      username: str(body.username).trim(),
      email: str(body.email).trim(),
      first_name: str(body.first_name).trim(),
      last_name: str(body.last_name).trim(),
      is_active: true,
      is_superuser: false,
      is_staff: !isClient,
      is_client: isClient,
      first_login: byStaff,
      date_joined: nowSaoPaulo(),
      last_login: null,
      password: newPasswordHash(str(body.password)),
      routes: isClient ? [...CLIENT_ROUTES] : [...ROLE_ROUTES.novo],
      role: isClient ? 'cliente' : 'novo',
    }) as unknown as SystemUser
    const clientes = Array.isArray(body.clientes) ? [...new Set(body.clientes.map((c) => Number(c)))] : []
    for (const cod_cliente of clientes) insertRow('user-client', { user: created.id, cod_cliente })
    return json({ ...publicUser(created as unknown as Json), clientes }, 201)
  },
  { identify: true },
)

const userClient = resource({
  path: '/api/access/user-client/',
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
