/**
 * Row shapes of the report endpoints, as api/openapi.yaml (tag relatorios; atendimento for the
 * result types and the promises) defines them: the generated types, under the module's names.
 */
import type { PromessaPagamentoRead, TipoResultado } from '@/shared/api/generated/atendimento'
import type {
  AcaoCobrancaLog,
  AcaoRealizada,
  AtendimentoRelatorio,
  DevolucaoLinha,
  DocumentoPago,
  EfetivacaoMes,
  EficienciaBase,
  EficienciaLinha,
  PainelInicial,
  RankingAnalistaLinha,
  RankingInadimplencia,
  RelatorioDevolucao,
  RelatorioEfetivacao,
  RelatorioVendas,
  VendasLinha,
} from '@/shared/api/generated/relatorios'
import type { AnalistaItem, RankingAnalistaRow, SharedDocument } from './lib/ranking-analista'

export type AcaoRealizadaRow = AcaoRealizada
export type AcaoLogRow = AcaoCobrancaLog
export type DocumentoPagoRow = DocumentoPago
export type RankingInadimplenciaRow = RankingInadimplencia
export type AtendimentoReportRow = AtendimentoRelatorio
export type EfetivacaoRow = EfetivacaoMes
export type EfetivacaoAnswer = RelatorioEfetivacao
export type DevolucaoRow = DevolucaoLinha
export type DevolucaoAnswer = RelatorioDevolucao
export type VendasRow = VendasLinha
export type VendasAnswer = RelatorioVendas
export type Painel = PainelInicial
export type RankedAnalista = RankingAnalistaLinha
export type ResultType = TipoResultado
export type Promessa = PromessaPagamentoRead

/** A row of the efficiency report: the server's row with the sequential key (spec). */
export type EficienciaRow = EficienciaLinha & { key: number }

/** Documentos Pagos as the page holds it: the rows and the period's totals (centavos). */
export interface DocumentosPagosData {
  documentos_pagos: DocumentoPagoRow[]
  dados: { quantidade: number; valor_pago: number; multa: number; juros: number }
}

/** Ranking Analista as the page holds it: the sorted ranking and the analysts for the filter. */
export interface RankingAnalistaData {
  ranking_analista: RankingAnalistaRow[]
  analistas: AnalistaItem[]
  /** documents worked by more than one analyst: the totals count each once */
  compartilhados: SharedDocument[]
}

/** Eficiência as the page holds it: rows keyed 1, 2, … and the comparison base. */
export interface EficienciaData {
  rows: EficienciaRow[]
  baseline: EficienciaBase | null
  total_recuperado: string | null
}
