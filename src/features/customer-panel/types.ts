/**
 * Rows the customer panel reads, as the backend serialises them (docs/api-contract.md).
 * Money is a DRF decimal string ("1234.56"); dates `YYYY-MM-DD`; instants ISO 8601.
 * Optional fields are the ones the real backend may leave out: the UI copes without them.
 */

import type {
  ClienteEmail as ClienteEmailSchema,
  ClienteObservacao,
  ClienteTelefone as ClienteTelefoneSchema,
  Negociacao as NegociacaoSchema,
  PromessaPagamentoRead,
  TipoResultado as TipoResultadoSchema,
} from '@/shared/api/generated/atendimento'
import type { Cliente as ClienteSchema } from '@/shared/api/generated/cobranca'

/** Declared once: reference rows in features/reference, base rows in features/collection-base. */
export type {
  AnalistaCobranca,
  ClienteResumo,
  FormaCobranca,
  GrupoEconomico,
  Segmento,
  Supervisor,
  Vendedor,
} from '@/features/reference'
export type { Atendimento, ContaReceber, Lembrete } from '@/features/collection-base'

export type Cliente = ClienteSchema

/** The customer's totals in centavos, from the grouped receivables. */
export interface TotaisCliente {
  aberto: number
  vencido: number
  aVencer: number
  pago: number
  qtdVencidos: number
  maiorAtraso: number
}

/** `cliente` of the panel state: the customer row plus its totals. */
export interface ClientePainel extends Cliente {
  totais: TotaisCliente
}

export interface Usuario {
  id: number
  username: string
  first_name?: string
  last_name?: string
}

export interface Regua {
  id: number
  nome: string
  descricao?: string
}

export type TipoResultado = TipoResultadoSchema

/** An attendance's action on one receivable instalment (atendimento-atak-cobranca). */
export interface AtendimentoParcela {
  id: number
  atendimento: number
  cod_cliente: number
  conta_receber?: number
  documento: string
  parcela: number
  data: string
  acao: string
  usuario?: number | null
}

export type StatusNegociacao = NegociacaoSchema['status']

export interface Negociacao {
  id: number
  atendimento: number
  cod_cliente: number
  data: string
  valor_original: string
  desconto: string
  valor_negociado: string
  qtd_parcelas: number
  status: StatusNegociacao
  observacao?: string
  usuario?: number | null
}

export interface Entrada {
  id: number
  atendimento: number
  negociacao?: number | null
  cod_cliente: number
  data: string
  valor_total: string
  valor_entrada: string
  qtd_parcelas: number
  forma_cobranca?: number | null
  usuario?: number | null
}

export interface EntradaParcela {
  id: number
  entrada: number
  atendimento?: number
  cod_cliente?: number
  parcela: number
  data_vencimento: string
  valor: string
  pago: boolean
}

export type ClienteEmail = ClienteEmailSchema
export type ClienteTelefone = ClienteTelefoneSchema
export type Observacao = ClienteObservacao

export interface ParecerCredito {
  id: number
  cod_cliente: number
  data: string
  parecer: string
  limite_atual?: string | null
  limite_sugerido?: string | null
  situacao?: 'aprovado' | 'reprovado' | 'em_analise' | string
  usuario?: number | null
}

export interface AcaoCobrancaRealizada {
  id: string | number
  cod_cliente: number
  data: string
  origem?: 'regua' | 'atendimento' | string
  acao: string
  canal?: 'sms' | 'email' | 'whatsapp' | null
  documento?: string | null
  destinatario?: string | null
  status?: string
  usuario?: number | null
}

/** One row of the grouped collection base, as the attendance queue uses it. */
export interface ClienteFila {
  cod_cliente: number
  nome_fantasia: string
  saldo_vencido?: string
  saldo_total?: string
  saldo_a_vencer?: string
  qtd_titulos?: number
  qtd_vencidos?: number
  maior_atraso?: number
  /** open balance per aging bucket (a_vencer, d1_30…) */
  aging?: Partial<Record<string, string>>
}

/** How a promise to pay stands today, worked out by the server on read. */
export type PromessaStatus = PromessaPagamentoRead['status']

/** A promise to pay (nosso: /api/cobranca/promessa-pagamento/): titles, amount and date. */
export interface PromessaPagamento {
  id: number
  cod_cliente: number
  atendimento?: number | null
  /** ids of the promised contas-receber rows */
  titulos: number[]
  /** the documents of those titles, when the server names them */
  documentos?: string[]
  nome_fantasia?: string
  valor: string
  data_promessa: string
  criado_em?: string
  usuario?: number | null
  observacao?: string
  cancelada: boolean
  status: PromessaStatus
}
