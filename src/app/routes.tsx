import type { AppRouteDef, MenuGroupDef, PageLoader } from './route-types'

const FIN = '/gestao-financiamento/gestao-financiamento'

/** A page that a later issue builds: clearly marked until then. */
const placeholder: PageLoader = () => import('./pages/placeholder-page')

/** Spec section 2, in its order. THE route table: everything else derives from it. */
export const MENU_GROUPS: MenuGroupDef[] = [
  { key: 'cobranca', label: 'Cobrança', icon: 'dollar' },
  { key: 'credito', label: 'Crédito', icon: 'audit' },
  { key: 'relatorios', label: 'Relatórios', icon: 'bar-chart' },
  { key: 'gestao-financiamento', label: 'Gestão Financiamento', icon: 'bank' },
  { key: 'premissas', label: 'Premissas', icon: 'setting' },
  { key: 'contato', label: 'Contato', icon: 'message' },
  { key: 'gestao-usuarios', label: 'Gestão de Usuários', icon: 'team' },
  { key: 'automatizacao', label: 'Automatização', icon: 'api' },
  { key: 'clientes', label: 'Clientes', icon: 'user' },
]

export const PUBLIC_ROUTES: AppRouteDef[] = [
  { path: '/2-via/:hash', title: '2ª via do boleto', access: 'public', page: placeholder },
  {
    path: '/user/login',
    title: 'Entrar',
    access: 'public',
    page: () => import('@/features/session/pages/login-page'),
  },
  {
    path: '/user/cadastro',
    title: 'Cadastro',
    access: 'public',
    page: () => import('@/features/session/pages/sign-up-page'),
  },
  {
    path: '/user/change-password',
    title: 'Alterar senha',
    access: 'public',
    page: () => import('@/features/session/pages/change-password-page'),
  },
]

export const AUTHENTICATED_ROUTES: AppRouteDef[] = [
  {
    path: '/',
    title: 'Página Inicial',
    access: 'authenticated',
    audience: 'staff',
    label: 'Página Inicial',
    icon: 'home',
    page: () => import('./pages/home-page'),
  },
  { path: '/cobranca/nova-base-cobranca', title: 'Base Cobrança', access: 'authenticated', group: 'cobranca', label: 'Base Cobrança', page: () => import('@/features/collection-base/pages/base-cobranca-page') },
  { path: '/cobranca/novo-painel-clientes', title: 'Painel de Clientes', access: 'authenticated', group: 'cobranca', label: 'Painel de Clientes', page: () => import('@/features/customer-panel/pages/customer-panel-page') },
  { path: '/cobranca/titulos-cliente', title: 'Títulos por Cliente', access: 'authenticated', group: 'cobranca', label: 'Títulos por Cliente', page: () => import('@/features/collection-base/pages/customer-titles-page') },
  { path: '/cobranca/atendimento', title: 'Atendimento', access: 'authenticated', group: 'cobranca', page: () => import('@/features/customer-panel/pages/attendance-page') },
  { path: '/credito/credito/parecer-credito', title: 'Parecer de crédito', access: 'authenticated', group: 'credito', label: 'Parecer de crédito', page: placeholder },
  { path: '/relatorios/relatorio-envios', title: 'Relatório de Envios', access: 'authenticated', group: 'relatorios', label: 'Relatório de Envios', page: placeholder },
  { path: '/acaocobrancarealizada', title: 'Última Ação Realizada', access: 'authenticated', group: 'relatorios', label: 'Última Ação Realizada', page: placeholder },
  { path: '/documentos_pagos', title: 'Documentos Pagos', access: 'authenticated', group: 'relatorios', label: 'Documentos Pagos', page: placeholder },
  { path: '/ranking_inadimplencia', title: 'Ranking Inadimplência', access: 'authenticated', group: 'relatorios', label: 'Ranking Inadimplência', page: placeholder },
  { path: '/eficiencia_acoes_cobranca', title: 'Eficiência Ações de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Eficiência Ações de Cobrança', page: placeholder },
  { path: '/ranking_analista', title: 'Ranking Analista', access: 'authenticated', group: 'relatorios', label: 'Ranking Analista', page: placeholder },
  { path: '/atendimento', title: 'Acompanhamento de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Acompanhamento de Cobrança', page: placeholder },
  { path: '/devolucao', title: 'Devolução', access: 'authenticated', group: 'relatorios', label: 'Devolução', page: placeholder },
  { path: '/vendas', title: 'Histórico de Compras', access: 'authenticated', group: 'relatorios', label: 'Histórico de Compras', page: placeholder },
  { path: '/efetivacao-cobranca', title: 'Efetivação de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Efetivação de Cobrança', page: placeholder },
  { path: `${FIN}/contrato`, title: 'Contrato', access: 'authenticated', group: 'gestao-financiamento', label: 'Contrato', page: placeholder },
  { path: `${FIN}/cadastro-banco`, title: 'Cadastro Banco', access: 'authenticated', group: 'gestao-financiamento', label: 'Cadastro Banco', page: placeholder },
  { path: `${FIN}/cadastro-item`, title: 'Cadastro Premissas', access: 'authenticated', group: 'gestao-financiamento', label: 'Cadastro Premissas', page: placeholder },
  { path: `${FIN}/parelas-vencer`, title: 'Parcelas a Vencer', access: 'authenticated', group: 'gestao-financiamento', label: 'Parcelas a Vencer', page: placeholder },
  // DECISIONS 8: the specified misspelling stays; the correct spelling leads to it.
  { path: `${FIN}/parcelas-vencer`, title: 'Parcelas a Vencer', access: 'authenticated', redirect: `${FIN}/parelas-vencer` },
  { path: `${FIN}/relatorio-endividamento`, title: 'Relatório Endividamento', access: 'authenticated', group: 'gestao-financiamento', label: 'Relatório Endividamento', page: placeholder },
  { path: '/premissas/cadastro-pessoas', title: 'Cadastro Pessoas', access: 'authenticated', group: 'premissas', label: 'Cadastro Pessoas', page: placeholder },
  { path: '/premissas/regua-cobranca', title: 'Régua de cobrança', access: 'authenticated', group: 'premissas', label: 'Régua de cobrança', page: placeholder },
  { path: '/contato/contato', title: 'Fale com o Financeiro', access: 'authenticated', group: 'contato', label: 'Fale com o Financeiro', page: placeholder },
  { path: '/gestao-usuarios/add-usuario', title: 'Usuários', access: 'authenticated', group: 'gestao-usuarios', label: 'Usuários', page: () => import('@/features/users/pages/users-admin-page') },
  { path: '/automatizacao/:integracao', title: 'Automação bancária', access: 'authenticated', group: 'automatizacao', label: 'Integração', page: placeholder },
  { path: '/clientes/titulos', title: 'Meus Títulos', access: 'authenticated', group: 'clientes', label: 'Meus Títulos', page: placeholder },
  { path: '/clientes/vendas', title: 'Histórico de Compras', access: 'authenticated', group: 'clientes', label: 'Histórico de Compras', page: placeholder },
  { path: '/clientes/contato', title: 'Fale com o Financeiro', access: 'authenticated', group: 'clientes', label: 'Fale com o Financeiro', page: placeholder },
]

export const ALL_ROUTES: AppRouteDef[] = [...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES]

/** Integration pages are one route; the profile names the integrations a user has. */
export const INTEGRATION_LABELS: Record<string, string> = {
  itau: 'Itaú',
  bradesco: 'Bradesco',
  'banco-do-brasil': 'Banco do Brasil',
  santander: 'Santander',
  caixa: 'Caixa',
  sicredi: 'Sicredi',
}

export function integrationLabel(slug: string): string {
  return INTEGRATION_LABELS[slug] ?? slug.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}
