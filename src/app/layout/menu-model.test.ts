import { describe, expect, it } from 'vitest'
import type { AppRouteDef, MenuGroupDef } from '../route-types'
import { pageTrail } from './menu-model'

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
