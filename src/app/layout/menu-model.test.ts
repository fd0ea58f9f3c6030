import { describe, expect, it } from 'vitest'
import type { AppRouteDef, MenuGroupDef } from '../route-types'
import { AUTHENTICATED_ROUTES } from '../routes'
import { findMenuRoute, leafPaths, pageLoaderFor, pageTrail } from './menu-model'

const groups: MenuGroupDef[] = [
  { key: 'cobranca', label: 'Cobrança', icon: 'dollar' },
  { key: 'automatizacao', label: 'Automatização', icon: 'api' },
]
const routes: AppRouteDef[] = [
  { path: '/', title: 'Página Inicial', access: 'authenticated', label: 'Página Inicial' },
  {
    path: '/cobranca/nova-base-cobranca',
    title: 'Base Cobrança',
    access: 'authenticated',
    group: 'cobranca',
    label: 'Base Cobrança',
  },
  {
    path: '/cobranca/atendimento',
    title: 'Atendimento',
    access: 'authenticated',
    group: 'cobranca',
  },
  {
    path: '/automatizacao/:banco',
    title: 'Automação bancária',
    access: 'authenticated',
    group: 'automatizacao',
    label: 'Integração',
  },
]

describe('pageTrail: the header reads the page group and title', () => {
  it.each([
    ['/cobranca/nova-base-cobranca', { group: 'Cobrança', title: 'Base Cobrança' }],
    ['/cobranca/atendimento', { group: 'Cobrança', title: 'Atendimento' }],
    ['/automatizacao/itau', { group: 'Automatização', title: 'Integração' }],
    ['/', { group: null, title: 'Página Inicial' }],
    ['/nao-existe', { group: null, title: 'Início' }],
  ])('%s', (path, trail) => {
    expect(pageTrail(path, routes, groups)).toEqual(trail)
  })

  it('uses the real route table by default (no fixed "Financeiro · Cobrança")', () => {
    expect(pageTrail('/cobranca/novo-painel-clientes')).toEqual({
      group: 'Cobrança',
      title: 'Painel de Clientes',
    })
  })
})

describe('what the menu preloads on intent', () => {
  it('finds the page of a plain and of a parameterised path, and none for an unknown one', () => {
    const people = AUTHENTICATED_ROUTES.find((r) => r.path === '/premissas/cadastro-pessoas')!
    expect(pageLoaderFor('/premissas/cadastro-pessoas')).toBe(people.page)
    const integration = AUTHENTICATED_ROUTES.find((r) => r.path.includes(':') && r.page)!
    expect(pageLoaderFor(integration.path.replace(/:[^/]+/, 'itau'))).toBe(integration.page)
    expect(pageLoaderFor('/nao-existe')).toBeUndefined()
  })

  it("lists a group's pages at any depth, and finds an entry by its key", () => {
    const menu = [
      {
        key: 'g',
        label: 'G',
        children: [
          { key: '/a', label: 'A', path: '/a' },
          { key: 'h', label: 'H', children: [{ key: '/b', label: 'B', path: '/b' }] },
        ],
      },
    ]
    expect(leafPaths(menu[0])).toEqual(['/a', '/b'])
    expect(findMenuRoute(menu, 'h')?.label).toBe('H')
    expect(findMenuRoute(menu, '/b')?.path).toBe('/b')
    expect(findMenuRoute(menu, 'x')).toBeUndefined()
  })
})
