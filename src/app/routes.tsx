import { APP_PATHS } from '@/shared/config/paths'
import type { AppRouteDef, MenuGroupDef } from './route-types'

const P = APP_PATHS

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
  { path: P.segundaVia, title: '2ª via do boleto', access: 'public', page: () => import('@/features/bill-copy/pages/segunda-via-page') },
  {
    path: P.login,
    title: 'Entrar',
    access: 'public',
    page: () => import('@/features/session/pages/login-page'),
  },
  {
    path: P.cadastro,
    title: 'Cadastro',
    access: 'public',
    page: () => import('@/features/session/pages/sign-up-page'),
  },
  {
    path: P.changePassword,
    title: 'Alterar senha',
    access: 'public',
    page: () => import('@/features/session/pages/change-password-page'),
  },
]

export const AUTHENTICATED_ROUTES: AppRouteDef[] = [
  {
    path: P.home,
    title: 'Página Inicial',
    access: 'authenticated',
    audience: 'staff',
    label: 'Página Inicial',
    icon: 'home',
    page: () => import('./pages/home-page'),
  },
  { path: P.baseCobranca, title: 'Base Cobrança', access: 'authenticated', group: 'cobranca', label: 'Base Cobrança', page: () => import('@/features/collection-base/pages/base-cobranca-page'), prefetch: () => import('@/features/collection-base/open-prefetch') },
  { path: P.painelClientes, title: 'Painel de Clientes', access: 'authenticated', group: 'cobranca', label: 'Painel de Clientes', page: () => import('@/features/customer-panel/pages/customer-panel-page'), prefetch: () => import('@/features/customer-panel/customer-panel-data'), prefetchOnIntent: true },
  { path: P.titulosCliente, title: 'Títulos por Cliente', access: 'authenticated', group: 'cobranca', label: 'Títulos por Cliente', page: () => import('@/features/collection-base/pages/customer-titles-page') },
  { path: P.atendimentoCobranca, title: 'Atendimento', access: 'authenticated', group: 'cobranca', page: () => import('@/features/customer-panel/pages/attendance-page'), prefetch: () => import('@/features/customer-panel/customer-panel-data'), prefetchOnIntent: true },
  { path: P.parecerCredito, title: 'Parecer de crédito', access: 'authenticated', group: 'credito', label: 'Parecer de crédito', page: () => import('@/features/credit/pages/parecer-credito-page') },
  { path: P.relatorioEnvios, title: 'Relatório de Envios', access: 'authenticated', group: 'relatorios', label: 'Relatório de Envios', page: () => import('@/features/collection-rule/pages/relatorio-envios-page') },
  { path: P.acaoCobrancaRealizada, title: 'Última Ação Realizada', access: 'authenticated', group: 'relatorios', label: 'Última Ação Realizada', page: () => import('@/features/reports/pages/acao-cobranca-realizada-page') },
  { path: P.documentosPagos, title: 'Documentos Pagos', access: 'authenticated', group: 'relatorios', label: 'Documentos Pagos', page: () => import('@/features/reports/pages/documentos-pagos-page') },
  { path: P.rankingInadimplencia, title: 'Ranking Inadimplência', access: 'authenticated', group: 'relatorios', label: 'Ranking Inadimplência', page: () => import('@/features/reports/pages/ranking-inadimplencia-page') },
  { path: P.eficienciaAcoes, title: 'Eficiência Ações de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Eficiência Ações de Cobrança', page: () => import('@/features/reports/pages/eficiencia-acoes-page') },
  { path: P.rankingAnalista, title: 'Ranking Analista', access: 'authenticated', group: 'relatorios', label: 'Ranking Analista', page: () => import('@/features/reports/pages/ranking-analista-page') },
  { path: P.acompanhamento, title: 'Acompanhamento de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Acompanhamento de Cobrança', page: () => import('@/features/reports/pages/acompanhamento-cobranca-page') },
  { path: P.devolucao, title: 'Devolução', access: 'authenticated', group: 'relatorios', label: 'Devolução', page: () => import('@/features/reports/pages/devolucao-page') },
  { path: P.vendas, title: 'Histórico de Compras', access: 'authenticated', group: 'relatorios', label: 'Histórico de Compras', page: () => import('@/features/reports/pages/vendas-page') },
  { path: P.efetivacao, title: 'Efetivação de Cobrança', access: 'authenticated', group: 'relatorios', label: 'Efetivação de Cobrança', page: () => import('@/features/reports/pages/efetivacao-cobranca-page') },
  { path: P.contrato, title: 'Contrato', access: 'authenticated', group: 'gestao-financiamento', label: 'Contrato', page: () => import('@/features/finance/pages/contrato-page') },
  { path: P.cadastroBanco, title: 'Cadastro Banco', access: 'authenticated', group: 'gestao-financiamento', label: 'Cadastro Banco', page: () => import('@/features/finance/pages/cadastro-banco-page') },
  { path: P.cadastroItem, title: 'Cadastro Premissas', access: 'authenticated', group: 'gestao-financiamento', label: 'Cadastro Premissas', page: () => import('@/features/finance/pages/cadastro-item-page') },
  { path: P.parcelasVencer, title: 'Parcelas a Vencer', access: 'authenticated', group: 'gestao-financiamento', label: 'Parcelas a Vencer', page: () => import('@/features/finance/pages/parcelas-vencer-page') },
  { path: P.parcelasVencerCorrigido, title: 'Parcelas a Vencer', access: 'authenticated', redirect: P.parcelasVencer },
  { path: P.endividamento, title: 'Relatório Endividamento', access: 'authenticated', group: 'gestao-financiamento', label: 'Relatório Endividamento', page: () => import('@/features/finance/pages/relatorio-endividamento-page') },
  { path: P.cadastroPessoas, title: 'Cadastro Pessoas', access: 'authenticated', group: 'premissas', label: 'Cadastro Pessoas', page: () => import('@/features/people/pages/cadastro-pessoas-page') },
  { path: P.reguaCobranca, title: 'Régua de cobrança', access: 'authenticated', group: 'premissas', label: 'Régua de cobrança', page: () => import('@/features/collection-rule/pages/regua-cobranca-page') },
  { path: P.contato, title: 'Fale com o Financeiro', access: 'authenticated', group: 'contato', label: 'Fale com o Financeiro', page: () => import('@/features/contact/pages/contato-page') },
  { path: P.usuarios, title: 'Usuários', access: 'authenticated', group: 'gestao-usuarios', label: 'Usuários', page: () => import('@/features/users/pages/users-admin-page') },
  { path: P.automatizacao, title: 'Automação bancária', access: 'authenticated', group: 'automatizacao', label: 'Integração', page: () => import('@/features/automation/pages/automacao-page') },
  { path: P.clienteTitulos, title: 'Meus Títulos', access: 'authenticated', group: 'clientes', label: 'Meus Títulos', page: () => import('@/features/client-portal/pages/meus-titulos-page') },
  { path: P.clienteVendas, title: 'Histórico de Compras', access: 'authenticated', group: 'clientes', label: 'Histórico de Compras', page: () => import('@/features/reports/pages/vendas-cliente-page') },
  { path: P.clienteContato, title: 'Fale com o Financeiro', access: 'authenticated', group: 'clientes', label: 'Fale com o Financeiro', page: () => import('@/features/contact/pages/contato-page') },
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
