/**
 * Rows the collection base reads, field by field as the API sends them (docs/api-contract.md).
 * Money is a DRF decimal string; dates `YYYY-MM-DD`; instants ISO 8601 with offset.
 */
import type { Atendimento as AtendimentoRow, Lembrete as LembreteRow } from '@/shared/api/generated/atendimento'
import type { ContasReceberAgrupado as ContasReceberAgrupadoRow } from '@/shared/api/generated/cobranca'

export type TitleStatus = 'aberto' | 'vencido' | 'pago'

export interface ContaReceber {
  id: number
  cod_filial: number
  cod_cliente: number
  cod_vendedor: number
  documento: string
  parcela: number
  data_emissao: string
  data_vencimento: string
  data_pagamento: string | null
  valor: string
  valor_pago: string
  saldo: string
  forma_cobranca: number | null
  status: TitleStatus
  dias_atraso: number
  linha_digitavel: string | null
  hash_2via: string | null
  nosso_numero: string | null
  /** to today, by the server (GET contas-receber/ sends them; the grouped list's titles may not) */
  multa?: string
  juros?: string
  valor_atualizado?: string
}

export interface AgingTotals {
  a_vencer: string
  d1_30: string
  d31_60: string
  d61_90: string
  d91_180: string
  d180_mais: string
}

/**
 * One row of POST /api/cobranca/contas-receber-agrupado/: a customer and its titles, as the
 * contract gives it, with the aging and the titles in this module's stricter shapes.
 */
export type ContasReceberAgrupado = Omit<ContasReceberAgrupadoRow, 'aging' | 'titulos'> & {
  aging?: AgingTotals
  titulos?: ContaReceber[]
}

/** Reference rows (customers, sellers, branches, …) are declared once, in features/reference. */
export type {
  ClienteResumo,
  Filial,
  FormaCobranca,
  GrupoEconomico,
  Vendedor,
} from '@/features/reference'

/** One attendance (spec: atendimento); shared with the customer panel through index.ts. */
export type Atendimento = AtendimentoRow

/** A reminder as the contract gives it; the server always says whether it is done. */
export type Lembrete = LembreteRow & { concluido: boolean }

export interface AtakCobrancaAtendimento {
  id: number
  atendimento: number
  cod_cliente: number
  documento?: string
  data: string
  acao: string
}

export type Channel = 'sms' | 'email' | 'whatsapp'

/** A row of the automatic dispatch log (GET /api/cobranca/disparo-automatico). */
export interface DisparoLog {
  id: number
  data: string
  cod_cliente: number
  documento?: string | null
  canal: Channel
  destinatario?: string
  status: string
}
