import { describe, expect, it } from 'vitest'
import { ALL_ROUTES, AUTHENTICATED_ROUTES, MENU_GROUPS, PUBLIC_ROUTES } from './routes'

const FIN = '/gestao-financiamento/gestao-financiamento'

/** Spec section 2, transcribed: [group, path, menu label or null]. */
const SPEC_AUTHENTICATED: Array<[string | null, string, string | null]> = [
  [null, '/', 'Página Inicial'],
  ['Cobrança', '/cobranca/nova-base-cobranca', 'Base Cobrança'],
  ['Cobrança', '/cobranca/novo-painel-clientes', 'Painel de Clientes'],
  ['Cobrança', '/cobranca/titulos-cliente', 'Títulos por Cliente'],
  ['Cobrança', '/cobranca/atendimento', null],
  ['Crédito', '/credito/credito/parecer-credito', 'Parecer de crédito'],
  ['Relatórios', '/relatorios/relatorio-envios', 'Relatório de Envios'],
  ['Relatórios', '/acaocobrancarealizada', 'Última Ação Realizada'],
  ['Relatórios', '/documentos_pagos', 'Documentos Pagos'],
  ['Relatórios', '/ranking_inadimplencia', 'Ranking Inadimplência'],
  ['Relatórios', '/eficiencia_acoes_cobranca', 'Eficiência Ações de Cobrança'],
  ['Relatórios', '/ranking_analista', 'Ranking Analista'],
  ['Relatórios', '/atendimento', 'Acompanhamento de Cobrança'],
  ['Relatórios', '/devolucao', 'Devolução'],
  ['Relatórios', '/vendas', 'Histórico de Compras'],
  ['Relatórios', '/efetivacao-cobranca', 'Efetivação de Cobrança'],
  ['Gestão Financiamento', `${FIN}/contrato`, 'Contrato'],
  ['Gestão Financiamento', `${FIN}/cadastro-banco`, 'Cadastro Banco'],
  ['Gestão Financiamento', `${FIN}/cadastro-item`, 'Cadastro Premissas'],
  ['Gestão Financiamento', `${FIN}/parelas-vencer`, 'Parcelas a Vencer'],
  ['Gestão Financiamento', `${FIN}/relatorio-endividamento`, 'Relatório Endividamento'],
  ['Premissas', '/premissas/cadastro-pessoas', 'Cadastro Pessoas'],
  ['Premissas', '/premissas/regua-cobranca', 'Régua de cobrança'],
  ['Contato', '/contato/contato', 'Fale com o Financeiro'],
  ['Gestão de Usuários', '/gestao-usuarios/add-usuario', 'Usuários'],
  ['Automatização', '/automatizacao/:integracao', 'Integração'],
  ['Clientes', '/clientes/titulos', 'Meus Títulos'],
  ['Clientes', '/clientes/vendas', 'Histórico de Compras'],
  ['Clientes', '/clientes/contato', 'Fale com o Financeiro'],
]

describe('the route table', () => {
  it('holds every authenticated route of the specification, in order, with group and label', () => {
    const withoutRedirects = AUTHENTICATED_ROUTES.filter((r) => !r.redirect)
    const groupLabel = (key?: string) => MENU_GROUPS.find((g) => g.key === key)?.label ?? null
    expect(withoutRedirects.map((r) => [groupLabel(r.group), r.path, r.label ?? null])).toEqual(
      SPEC_AUTHENTICATED,
    )
  })

  it('holds the public routes', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual([
      '/2-via/:hash',
      '/user/login',
      '/user/cadastro',
      '/user/change-password',
    ])
    expect(PUBLIC_ROUTES.every((r) => r.access === 'public')).toBe(true)
  })

  it('lists the menu groups in the order of the specification', () => {
    expect(MENU_GROUPS.map((g) => g.label)).toEqual([
      'Cobrança',
      'Crédito',
      'Relatórios',
      'Gestão Financiamento',
      'Premissas',
      'Contato',
      'Gestão de Usuários',
      'Automatização',
      'Clientes',
    ])
  })

  it('gives every route a title and a lazy page, or a redirect', () => {
    for (const route of ALL_ROUTES) {
      expect(route.title, route.path).toBeTruthy()
      expect(Boolean(route.page) !== Boolean(route.redirect), route.path).toBe(true)
    }
  })

  it('redirects the corrected spelling parcelas-vencer to the specified path (DECISIONS 8)', () => {
    const redirect = AUTHENTICATED_ROUTES.find((r) => r.path === `${FIN}/parcelas-vencer`)
    expect(redirect?.redirect).toBe(`${FIN}/parelas-vencer`)
  })

  it('has no duplicate paths', () => {
    const paths = ALL_ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
