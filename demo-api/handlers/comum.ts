/** /api/comum/: system users and the region/state/city/project filter hierarchy. */
import type { RequestHandler } from 'msw'
import { deleteWhere, getRow, listRows, updateRow, type Row } from '../db'
import { MSG, fieldErrors, forbidden, json, noContent, notFound, readJson, route } from '../http'
import { resource } from '../resource'
import { publicUser } from '../serializers'
import { isPerfil, mayManageUsers, perfilOf, rightsOf, type Perfil } from '../users'
import { hasErrors, validate, type Schema } from '../validation'
import { SIGNUP_MESSAGES, linkCustomers, perfilErrors } from './session'
import { attachmentHeader, buildWorkbook, XLSX_MIME, type ColumnFormat } from '../excel'

const COLUMN_FORMATS: readonly ColumnFormat[] = [
  'money',
  'date',
  'integer',
  'number',
  'percent',
  'text',
  'datetime',
]

/**
 * POST /api/comum/excel/ (spec section 7: `data` and `title`), with optional fields of ours:
 * `info` (the first line: filters applied, generation time), `colunas` ({header: format}) and
 * `arquivo` (the file name, e.g. "Base Cobrança 23-11-2026"). Registered ahead of the plain one.
 */
const excelExport = route('post', '/api/comum/excel/', async ({ request }) => {
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { data, title, info, colunas, arquivo } = body as Record<string, unknown>
  if (
    !Array.isArray(data) ||
    data.some((row) => !row || typeof row !== 'object' || Array.isArray(row))
  ) {
    return json({ data: ['Envie uma lista de linhas (objetos).'] }, 400)
  }
  const name = typeof title === 'string' && title.trim() ? title.trim() : 'Planilha'
  const columns: Record<string, ColumnFormat> = {}
  if (colunas && typeof colunas === 'object' && !Array.isArray(colunas)) {
    for (const [header, format] of Object.entries(colunas as Record<string, unknown>))
      if (COLUMN_FORMATS.includes(format as ColumnFormat)) columns[header] = format as ColumnFormat
  }
  const bytes = await buildWorkbook(data as Array<Record<string, unknown>>, name, {
    info: typeof info === 'string' && info.trim() ? info.trim().slice(0, 500) : undefined,
    columns,
  })
  const fileName =
    typeof arquivo === 'string' && arquivo.trim() ? arquivo.trim().slice(0, 120) : name
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': attachmentHeader(fileName, 'xlsx'),
    },
  })
})

export const USER_ADMIN_MESSAGES = {
  selfDeactivate: 'Você não pode desativar o seu próprio usuário.',
  selfPerfil: 'Você não pode mudar o seu próprio perfil.',
  lastSuperuser:
    'O último superusuário não pode ser desativado nem perder o perfil de administrador.',
  notPending: 'Esta solicitação de acesso já foi analisada.',
  pendingUseApprove: 'Use “Aprovar” para liberar uma solicitação de acesso.',
} as const

/** What user administration may change; the password never goes through here. */
const USER_PATCH_SCHEMA: Schema = {
  first_name: { kind: 'string', maxLength: 150 },
  last_name: { kind: 'string', maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  is_active: { kind: 'bool' },
  is_client: { kind: 'bool' },
}

/** Active superusers other than `except`: the last one may be neither deactivated nor demoted. */
function otherActiveSuperusers(except: number): number {
  return listRows('user').filter((u) => u.id !== except && u.is_superuser && u.is_active).length
}

/**
 * PATCH /api/comum/user/{id}/ (path spec, payload nosso): for those who administer users.
 * `perfil` (or the older is_client) sets the routes, staff/client and superuser flags; nobody
 * changes their own profile or deactivates themselves, the last active superuser stays, and
 * only a superuser grants or removes 'admin'.
 */
const patchUser = route('patch', '/api/comum/user/:id/', async ({ request, params, user }) => {
  if (!mayManageUsers(user)) return forbidden()
  const existing = getRow('user', params.id)
  if (!existing) return notFound()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { data, errors } = validate(USER_PATCH_SCHEMA, body, true)
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (typeof data.first_name === 'string') {
    data.first_name = data.first_name.trim()
    if (!data.first_name) add('first_name', MSG.blank)
  }
  if (typeof data.last_name === 'string') data.last_name = data.last_name.trim()
  if (typeof data.email === 'string') {
    const email = data.email.toLowerCase()
    if (listRows('user').some((u) => u.id !== existing.id && u.email.toLowerCase() === email))
      add('email', SIGNUP_MESSAGES.emailTaken)
  }
  const current = perfilOf(existing.role)
  let perfil: Perfil | null | undefined
  if ('perfil' in body) {
    if (body.perfil === null) perfil = null
    else if (isPerfil(body.perfil)) perfil = body.perfil
    else add('perfil', SIGNUP_MESSAGES.perfilInvalid(body.perfil))
  } else if (typeof data.is_client === 'boolean' && data.is_client !== existing.is_client) {
    perfil = data.is_client ? 'cliente' : null
  }
  if (hasErrors(errors)) return fieldErrors(errors)
  if (existing.pendente && (data.is_active === true || perfil !== undefined)) {
    return json({ detail: USER_ADMIN_MESSAGES.pendingUseApprove }, 400)
  }
  if (data.is_active === false && existing.id === user.id) {
    return json({ detail: USER_ADMIN_MESSAGES.selfDeactivate }, 400)
  }
  const changesPerfil = perfil !== undefined && perfil !== current
  if (changesPerfil && existing.id === user.id) {
    return json({ detail: USER_ADMIN_MESSAGES.selfPerfil }, 400)
  }
  // Only a superuser grants 'admin', or demotes or deactivates a superuser.
  const touchesSuperuser =
    (changesPerfil && (perfil === 'admin' || existing.is_superuser)) ||
    (existing.is_superuser && data.is_active !== undefined)
  if (touchesSuperuser && !user.is_superuser) {
    return json({ detail: SIGNUP_MESSAGES.adminOnlyBySuperuser }, 403)
  }
  const demotes = changesPerfil && existing.is_superuser && perfil !== 'admin'
  if (
    existing.is_superuser &&
    existing.is_active &&
    (data.is_active === false || demotes) &&
    otherActiveSuperusers(existing.id) === 0
  ) {
    return json({ detail: USER_ADMIN_MESSAGES.lastSuperuser }, 400)
  }
  const { is_client: _isClient, ...rest } = data
  void _isClient
  const patch: Row = { ...rest, ...(changesPerfil ? rightsOf(perfil ?? null) : {}) }
  // A profile that is no longer a client's keeps no customer links.
  if (changesPerfil && perfil !== 'cliente') deleteWhere('user-client', (l) => l.user === existing.id)
  if (changesPerfil && perfil === 'cliente' && Array.isArray(body.clientes)) {
    linkCustomers(existing.id, body.clientes)
  }
  return json(publicUser(updateRow('user', existing.id, patch) as Row))
})

/**
 * POST /api/comum/user/{id}/aprovar/ (nosso): releases a sign-up request with a profile and,
 * for a client, its customers. The account keeps the password its owner chose.
 */
const approveUser = route('post', '/api/comum/user/:id/aprovar/', async ({ request, params, user }) => {
  if (!mayManageUsers(user)) return forbidden()
  const existing = getRow('user', params.id)
  if (!existing) return notFound()
  const body = await readJson(request)
  if (body instanceof Response) return body
  if (!existing.pendente) return json({ detail: USER_ADMIN_MESSAGES.notPending }, 400)
  const errors = perfilErrors(body, body.perfil)
  if (hasErrors(errors)) return fieldErrors(errors)
  const perfil = body.perfil as Perfil
  if (perfil === 'admin' && !user.is_superuser) {
    return json({ detail: SIGNUP_MESSAGES.adminOnlyBySuperuser }, 403)
  }
  const clientes = perfil === 'cliente' ? linkCustomers(existing.id, body.clientes) : []
  const updated = updateRow('user', existing.id, {
    ...rightsOf(perfil),
    is_active: true,
    pendente: false,
  }) as Row
  // The demo has no mail server: the e-mail the person was promised is written to the log.
  console.info(`[demo-api] e-mail para ${existing.email}: acesso liberado (${perfil}).`)
  return json({ ...publicUser(updated), clientes })
})

/** POST /api/comum/user/{id}/recusar/ (nosso): removes a sign-up request; the person may ask again. */
const refuseUser = route('post', '/api/comum/user/:id/recusar/', ({ params, user }) => {
  if (!mayManageUsers(user)) return forbidden()
  const existing = getRow('user', params.id)
  if (!existing) return notFound()
  if (!existing.pendente) return json({ detail: USER_ADMIN_MESSAGES.notPending }, 400)
  deleteWhere('user', (u) => u.id === existing.id)
  return noContent()
})

export const comumHandlers: RequestHandler[] = [
  ...excelExport,
  // Before the read-only resource, whose PATCH answers 405.
  ...patchUser,
  ...approveUser,
  ...refuseUser,
  ...resource({
    path: '/api/comum/user/',
    table: 'user',
    project: publicUser,
    searchFields: ['username', 'first_name', 'last_name', 'email'],
  }),
  ...resource({
    path: '/api/comum/vw-filtro-empreendimento/',
    table: 'vw-filtro-empreendimento',
    envelope: 'results',
    // The client portal filters its pages by region too.
    clientAccess: 'read',
  }),
]
