/** Shapes of the credit endpoints (api.ts); every field the demo API serves, optional where the real backend may omit it. */
import type { RiskClass, ScoreFactor } from './score'

export type SituacaoParecer = 'em_analise' | 'aprovado' | 'reprovado'
export type StatusParecer = SituacaoParecer | 'vencido'

export interface Parecer {
  id: number
  cod_cliente: number
  data: string
  parecer: string
  limite_atual?: string | null
  limite_solicitado?: string | null
  limite_sugerido?: string | null
  validade?: string | null
  classe_risco?: RiskClass | null
  garantias?: string
  condicoes_pagamento?: string
  situacao?: SituacaoParecer | string
  /** situacao, or vencido when an approved opinion is past its validity */
  status?: StatusParecer | string
  score?: number | null
  usuario?: number | null
  versao?: number
  atualizado_em?: string | null
  atualizado_por?: number | null
  aprovado_por?: number | null
  aprovado_em?: string | null
  comentario_decisao?: string
  usuario_nome?: string
  aprovado_por_nome?: string
  /** the customer's name and group, served with the worklist */
  nome_fantasia?: string
  grupo_economico?: number | null
}

export type AcaoVersao = 'criacao' | 'edicao' | 'aprovacao' | 'reprovacao'

export interface ParecerVersao {
  id: number
  parecer_credito: number
  cod_cliente: number
  versao: number
  data_hora: string
  usuario: number | null
  acao: AcaoVersao | string
  motivo: string
  usuario_nome?: string
  parecer: string
  limite_atual: string | null
  limite_solicitado: string | null
  limite_sugerido: string | null
  validade: string | null
  classe_risco: RiskClass | null
  garantias: string
  condicoes_pagamento: string
  situacao: SituacaoParecer | string
  score: number | null
}

/** The body of a create or an edit; limits as DRF decimal strings. */
export interface ParecerPayload {
  cod_cliente: number
  parecer: string
  limite_solicitado: string | null
  limite_sugerido: string
  validade: string | null
  classe_risco: RiskClass | null
  garantias: string
  condicoes_pagamento: string
  /** why this version: required by the API on edits */
  motivo?: string
}

export interface ExposicaoTotais {
  aberto: string
  a_vencer: string
  vencido: string
  pago_12m: string
  qtd_vencidos: number
  maior_vencido: string
  maior_atraso: number
  limite: string
  limite_utilizado_pct: number | null
}

export interface Exposicao {
  cod_cliente: number
  nome_fantasia: string
  grupo_economico: { id: number; nome: string; clientes: number } | null
  data_referencia: string
  cliente: ExposicaoTotais & {
    aging: Record<string, string>
    atraso_medio_12m: number
    pagos_12m: number
    pagos_em_dia_12m: number
    compras_mes: { mes: string; valor: string }[]
    compra_media_mensal: string
    primeira_compra: string | null
    cliente_desde: string | null
    limite_disponivel: string
  }
  grupo: ExposicaoTotais | null
}

export interface ScoreResposta {
  cod_cliente: number
  score: number
  classe: RiskClass
  fatores: ScoreFactor[]
  limite_sugerido: string
  limite_explicacao: string[]
}
