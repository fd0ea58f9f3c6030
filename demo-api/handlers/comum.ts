/** /api/comum/: system users and the region/state/city/project filter hierarchy. */
import type { RequestHandler } from 'msw'
import { getRow, listRows, updateRow, type Row } from '../db'
import { MSG, fieldErrors, forbidden, json, notFound, readJson, route } from '../http'
import { resource } from '../resource'
import { publicUser } from '../serializers'
import { CLIENT_ROUTES, ROLE_ROUTES } from '../users'
import { hasErrors, validate, type Schema } from '../validation'
import { SIGNUP_MESSAGES } from './session'

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
