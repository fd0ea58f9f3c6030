/** /api/comum/: system users and the region/state/city/project filter hierarchy. */
import type { RequestHandler } from 'msw'
import { resource } from '../resource'
import { publicUser } from '../serializers'

export const comumHandlers: RequestHandler[] = [
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
