/**
 * Every path of the app, and the links into its pages, in one place: the route table, the
 * menu, every feature's links and the demo API's profiles read these, so a path is spelled once.
 */
const FIN = '/gestao-financiamento/gestao-financiamento'

export const APP_PATHS = {
  segundaVia: '/2-via/:hash',
  login: '/user/login',
  cadastro: '/user/cadastro',
  changePassword: '/user/change-password',
  home: '/',
  baseCobranca: '/cobranca/nova-base-cobranca',
  painelClientes: '/cobranca/novo-painel-clientes',
  titulosCliente: '/cobranca/titulos-cliente',
  atendimentoCobranca: '/cobranca/atendimento',
  parecerCredito: '/credito/credito/parecer-credito',
  relatorioEnvios: '/relatorios/relatorio-envios',
  acaoCobrancaRealizada: '/acaocobrancarealizada',
  documentosPagos: '/documentos_pagos',
  rankingInadimplencia: '/ranking_inadimplencia',
  eficienciaAcoes: '/eficiencia_acoes_cobranca',
  rankingAnalista: '/ranking_analista',
  acompanhamento: '/atendimento',
  devolucao: '/devolucao',
  vendas: '/vendas',
  efetivacao: '/efetivacao-cobranca',
  contrato: `${FIN}/contrato`,
  cadastroBanco: `${FIN}/cadastro-banco`,
  cadastroItem: `${FIN}/cadastro-item`,
  // DECISIONS 8: the specified misspelling stays; the correct spelling redirects to it.
  parcelasVencer: `${FIN}/parelas-vencer`,
  parcelasVencerCorrigido: `${FIN}/parcelas-vencer`,
  endividamento: `${FIN}/relatorio-endividamento`,
  cadastroPessoas: '/premissas/cadastro-pessoas',
  reguaCobranca: '/premissas/regua-cobranca',
  contato: '/contato/contato',
  usuarios: '/gestao-usuarios/add-usuario',
  automatizacao: '/automatizacao/:integracao',
  clienteTitulos: '/clientes/titulos',
  clienteVendas: '/clientes/vendas',
  clienteContato: '/clientes/contato',
} as const

export type AppPathName = keyof typeof APP_PATHS

type Query = URLSearchParams | string | undefined

function withQuery(path: string, params: URLSearchParams, extra?: Query): string {
  const more = extra === undefined ? '' : typeof extra === 'string' ? extra.replace(/^\?/, '') : extra.toString()
  const query = [params.toString(), more].filter(Boolean).join('&')
  return query ? `${path}?${query}` : path
}

const one = (name: string, value: string | number) => new URLSearchParams([[name, String(value)]])

/** The customer panel of one customer (`?cliente=`). */
export function painelUrl(codCliente: number): string {
  return withQuery(APP_PATHS.painelClientes, one('cliente', codCliente))
}

/** Every title of one customer. */
export function titulosClienteUrl(codCliente: number): string {
  return withQuery(APP_PATHS.titulosCliente, one('cliente', codCliente))
}

/** The attendance screen for a customer, carrying the base's filters (a query or params). */
export function atendimentoUrl(codCliente: number, baseFilters?: Query): string {
  return withQuery(APP_PATHS.atendimentoCobranca, one('cliente', codCliente), baseFilters)
}

/** Credit opinions, of one customer when given. */
export function parecerCreditoUrl(codCliente?: number): string {
  return codCliente === undefined
    ? APP_PATHS.parecerCredito
    : withQuery(APP_PATHS.parecerCredito, one('cliente', codCliente))
}

/** The public second copy of a bill. */
export function segundaViaUrl(hash: string): string {
  return APP_PATHS.segundaVia.replace(':hash', encodeURIComponent(hash))
}

/** One bank-automation page. */
export function automacaoUrl(integracao: string): string {
  return APP_PATHS.automatizacao.replace(':integracao', encodeURIComponent(integracao))
}

/** A page with a query (a report's filters). */
export function pathWithQuery(name: AppPathName, params: Record<string, string | number>): string {
  return withQuery(APP_PATHS[name], new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])))
}

/** The customer code of a `?cliente=` value, or null when it is not one. */
export function parseCodCliente(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null
  return Number(value.trim())
}
