import { describe, expect, it } from 'vitest'
import type { UserProfile } from '@/features/session'
import { buildMenuRoutes, filterMenu } from './menu-model'
import {
  menuSlice,
  selectCollapsed,
  selectLeaf,
  setHovering,
  setMenuRoutes,
  setPinned,
  setSearchFocused,
  toggleExpanded,
  type MenuState,
} from './menu-slice'

const reducer = menuSlice.reducer

function profile(routes: UserProfile['routes'], extra: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    username: 'u',
    email: 'u@x.com',
    first_name: 'U',
    last_name: '',
    is_active: true,
    is_superuser: false,
    first_login: false,
    is_client: false,
    routes,
    ...extra,
  }
}

const analyst = profile([
  '/cobranca/nova-base-cobranca',
  '/cobranca/novo-painel-clientes',
  '/cobranca/atendimento',
  { path: '/ranking_analista' },
  '/automatizacao/itau',
])

function stateWith(p: UserProfile): MenuState {
  return reducer(undefined, setMenuRoutes(buildMenuRoutes(p)))
}

describe('menu state', () => {
  it('starts pinned, not hovered, search not focused', () => {
    const state = reducer(undefined, { type: 'init' })
    expect(state).toMatchObject({ pinned: true, hovering: false, searchFocused: false, routes: [] })
  })

  it('shows only the routes of the profile, grouped, and never the label-less atendimento route', () => {
    const state = stateWith(analyst)
    expect(state.routes.map((r) => r.label)).toEqual([
      'Página Inicial',
      'Cobrança',
      'Relatórios',
      'Automatização',
    ])
    const cobranca = state.routes.find((r) => r.label === 'Cobrança')
    expect(cobranca?.children?.map((c) => c.label)).toEqual(['Base Cobrança', 'Painel de Clientes'])
    const automacao = state.routes.find((r) => r.label === 'Automatização')
    expect(automacao?.children).toEqual([
      { key: '/automatizacao/itau', label: 'Integração Itaú', path: '/automatizacao/itau' },
    ])
  })

  it('does not show Página Inicial to a client user', () => {
    const client = profile(['/clientes/titulos', '/clientes/vendas', '/clientes/contato'], {
      is_client: true,
    })
    const state = stateWith(client)
    expect(state.routes.map((r) => r.label)).toEqual(['Clientes'])
    expect(state.routes[0].children?.map((c) => c.label)).toEqual([
      'Meus Títulos',
      'Histórico de Compras',
      'Fale com o Financeiro',
    ])
  })

  it('choosing an item that has children toggles its expanded flag', () => {
    let state = stateWith(analyst)
    state = reducer(state, toggleExpanded('grupo:cobranca'))
    expect(state.routes.find((r) => r.key === 'grupo:cobranca')?.expanded).toBe(true)
    state = reducer(state, toggleExpanded('grupo:cobranca'))
    expect(state.routes.find((r) => r.key === 'grupo:cobranca')?.expanded).toBe(false)
  })

  it('choosing a leaf expands its parents and sets the current route', () => {
    let state = stateWith(analyst)
    state = reducer(state, selectLeaf('/ranking_analista'))
    expect(state.currentRoute).toBe('/ranking_analista')
    expect(state.routes.find((r) => r.key === 'grupo:relatorios')?.expanded).toBe(true)
    expect(state.routes.find((r) => r.key === 'grupo:cobranca')?.expanded).toBe(false)
  })

  it('collapses only when unpinned and neither hovered nor searching', () => {
    let state = reducer(undefined, setPinned(false))
    expect(selectCollapsed({ menu: state })).toBe(true)
    state = reducer(state, setHovering(true))
    expect(selectCollapsed({ menu: state })).toBe(false)
    state = reducer(state, setHovering(false))
    state = reducer(state, setSearchFocused(true))
    expect(selectCollapsed({ menu: state })).toBe(false)
    state = reducer(reducer(state, setSearchFocused(false)), setPinned(true))
    expect(selectCollapsed({ menu: state })).toBe(false)
  })

  it('search filters items ignoring accents and case, and opens the matching groups', () => {
    const routes = stateWith(analyst).routes
    const found = filterMenu(routes, 'painel')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ label: 'Cobrança', expanded: true })
    expect(found[0].children?.map((c) => c.label)).toEqual(['Painel de Clientes'])
    expect(filterMenu(routes, 'RELATORIOS')[0].children?.map((c) => c.label)).toEqual([
      'Ranking Analista',
    ])
    expect(filterMenu(routes, 'inicial').map((r) => r.label)).toEqual(['Página Inicial'])
    expect(filterMenu(routes, 'zzz')).toEqual([])
    expect(filterMenu(routes, '  ')).toBe(routes)
  })
})
