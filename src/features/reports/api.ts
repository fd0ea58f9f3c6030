/** Report endpoints (ours unless marked spec; docs/api-contract.md). */
import type { EfRow } from './lib/eficiencia'

export const REPORT_URLS = {
  acaoRealizada: '/api/cobranca/report-acao-cobranca-realizada/',
  acaoRealizadaLogs: '/api/cobranca/report-acao-cobranca-realizada/logs/',
  documentosPagos: '/api/cobranca/report-documentos-pagos/',
  rankingInadimplencia: '/api/cobranca/report-ranking-inadimplencia/',
  eficiencia: '/api/cobranca/report-eficiencia-cobranca',
  /** spec: POST (and GET) with ?data_inicio=&data_fim= */
  eficienciaExcel: '/api/cobranca/report-eficiencia-cobranca/excel',
  /** spec */
  rankingAnalista: '/api/cobranca/report-ranking-analista',
  atendimento: '/api/cobranca/report-atendimento/',
  efetivacao: '/api/cobranca/report-efetivacao-cobranca/',
  devolucao: '/api/cobranca/report-devolucao/',
  vendas: '/api/cobranca/report-vendas/',
  painel: '/api/cobranca/report-painel-inicial/',
} as const

export interface AcaoRealizadaRow {
  key: number
  cod_cliente: number
  nome_fantasia: string
  analista: string
  vendedor: string
  saldo_vencido: string
  saldo_total: string
  maior_atraso: number
  ultima_acao: string | null
  origem: string | null
  acao: string | null
  canal: string | null
  resultado: string | null
  responsavel: string | null
  dias_sem_acao: number | null
  sem_acao: boolean
}

export interface AcaoLogRow {
  key: number
  data: string
  origem: string
  acao: string
  canal: string
  resultado: string
  responsavel: string
  documento: string | null
}

export interface DocumentoPagoRow {
  key: number
  id: number
  documento: string
  cod_cliente: number
  nome_fantasia: string
  analista: string
  data_vencimento: string
  data_pagamento: string
  valor: string
  valor_pago: string
  parcial: boolean
  dias_atraso: number
  multa: string
  juros: string
  ultima_acao: string | null
  ultima_acao_descricao: string | null
}

export interface RankingInadimplenciaRow {
  key: string
  posicao: number
  tipo: 'cliente' | 'grupo'
  codigo: number
  nome: string
  qtd_clientes: number
  qtd_titulos_vencidos: number
  saldo_vencido: string
  saldo_total: string
  maior_atraso: number
  participacao: number
  a_vencer: string
  d1_30: string
  d31_60: string
  d61_90: string
  d91_180: string
  d180_mais: string
}

/** A row of the efficiency report as the API sends it: the engine's row, money as a DRF decimal. */
export type EficienciaRow = Omit<EfRow, 'valor_recuperado'> & { valor_recuperado: string }

export interface EficienciaAnswer {
  results: EficienciaRow[]
  baseline: { titulos: number; pagos_15d: number; taxa_15d: number | null }
  total_recuperado: string
}

export interface AtendimentoReportRow {
  key: number
  id: number
  data: string
  cod_cliente: number
  nome_fantasia: string
  vendedor: string
  analista: string
  resultado: string
  tipo_resultado: number
  observacao: string
  data_retorno: string | null
  concluido: boolean
  promessa: 'cumprida' | 'quebrada' | 'pendente' | null
}

export interface EfetivacaoRow {
  key: string
  mes: string
  inicio: string
  fim: string
  vencido: string
  recebido_no_prazo: string
  recebido_em_atraso: string
  em_aberto: string
  perc_no_prazo: number | null
  vendas: string
  ar_inicial: string
  ar_final: string
  ar_final_a_vencer: string
  cei: number | null
  dso: number | null
}

export interface EfetivacaoAnswer {
  results: EfetivacaoRow[]
  total: Omit<EfetivacaoRow, 'key' | 'mes'>
}

export interface DevolucaoRow {
  key: string
  dimensao: string
  codigo: number | null
  nome: string
  qtd_devolucoes: number
  quantidade: number
  valor_devolvido: string
  valor_vendido: string
  perc_vendas: number
  participacao: number
}

export interface DevolucaoAnswer {
  results: DevolucaoRow[]
  total: { valor_devolvido: string; valor_vendido: string; perc_vendas: number }
}

export interface VendasRow {
  key: number
  cod_cliente: number
  nome_fantasia: string
  valores: Record<string, string>
  total: string
  ticket_medio: string
  tendencia: number | null
}

export interface VendasAnswer {
  meses: string[]
  results: VendasRow[]
}
