/** /api/comum/: system users and the region/state/city/project filter hierarchy. */
import type { RequestHandler } from 'msw'
import { getRow, listRows, updateRow, type Row } from '../db'
import { MSG, fieldErrors, forbidden, json, notFound, readJson, route } from '../http'
import { resource } from '../resource'
import { publicUser } from '../serializers'
import { CLIENT_ROUTES, ROLE_ROUTES } from '../users'
import { hasErrors, validate, type Schema } from '../validation'
import { SIGNUP_MESSAGES } from './session'
import { attachmentHeader, buildWorkbook, XLSX_MIME, type ColumnFormat } from '../excel'

const COLUMN_FORMATS: readonly ColumnFormat[] = [
  'money',
  'date',
  'integer',
  'number',
  'percent',
  'text',
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
} as const

/** What user administration may change; the password never goes through here. */
const USER_PATCH_SCHEMA: Schema = {
  first_name: { kind: 'string', maxLength: 150 },
  last_name: { kind: 'string', maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  is_active: { kind: 'bool' },
  is_client: { kind: 'bool' },
}

/**
 * PATCH /api/comum/user/{id}/ (path spec, payload nosso): staff only. Switching
 * is_client swaps the routes, as a new account of that kind would get them.
 */
const patchUser = route('patch', '/api/comum/user/:id/', async ({ request, params, user }) => {
  if (user.is_client) return forbidden()
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
  if (hasErrors(errors)) return fieldErrors(errors)
  if (data.is_active === false && existing.id === user.id) {
    return json({ detail: USER_ADMIN_MESSAGES.selfDeactivate }, 400)
  }
  const patch: Row = { ...data }
  if (typeof data.is_client === 'boolean' && data.is_client !== existing.is_client) {
    patch.is_staff = !data.is_client
    patch.role = data.is_client ? 'cliente' : 'novo'
    patch.routes = data.is_client ? [...CLIENT_ROUTES] : [...ROLE_ROUTES.novo]
  }
  return json(publicUser(updateRow('user', existing.id, patch) as Row))
})

export const comumHandlers: RequestHandler[] = [
  ...excelExport,
  // Before the read-only resource, whose PATCH answers 405.
  ...patchUser,
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
