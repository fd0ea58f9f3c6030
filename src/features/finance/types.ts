/** Row shapes of the finance API (docs/api-contract.md). Money and rates are DRF decimal strings. */

type Decimal = string
type IsoDate = string

export interface Banco {
  id: number
  codigo: string
  nome: string
  ispb: string
  ativo: boolean
}

export interface Moeda {
  id: number
  sigla: string
  nome: string
  simbolo: string
  /** reais per unit, 4 places */
  cotacao: Decimal
  data_cotacao: IsoDate | null
}

export interface TipoJuros {
  id: number
  descricao: string
}

export interface Indice {
  id: number
  nome: string
  descricao: string
  pos_fixado: boolean
  base: 'du252' | 'mensal' | 'anual'
}

export interface IndiceTaxa {
  id: number
  indice: number
  data: IsoDate
  taxa_anual: Decimal
  demo: boolean
}

export interface TipoContrato {
  id: number
  descricao: string
}

export type CodigoAmortizacao = 'SAC' | 'PRICE' | 'BULLET'

export interface FormaAmortizacao {
  id: number
  codigo: CodigoAmortizacao
  descricao: string
}

export interface Empresa {
  id: number
  razao_social: string
  nome_fantasia: string
  cnpj: string
}

export interface Contrato {
  id: number
  numero: string
  empresa: number
  banco: number
  moeda: number
  tipo_contrato: number
  tipo_juros: number
  indice: number | null
  forma_amortizacao: number
  data_contratacao: IsoDate
  valor_contratado: Decimal
  /** monthly effective equivalent of `taxa`, derived by the server */
  taxa_mensal: Decimal
  qtd_parcelas: number
  carencia_meses: number
  observacao: string
  /** the rate as stated (% per base); the spread over the index when post-fixed */
  taxa: Decimal
  base_taxa: 'mensal' | 'anual'
  tipo_taxa: 'efetiva' | 'nominal'
  percentual_indice: Decimal | null
  data_primeiro_vencimento: IsoDate | null
  juros_carencia: 'pago' | 'capitalizado'
  valor_tarifas: Decimal
}

export interface Liberacao {
  id: number
  contrato: number
  data: IsoDate
  valor: Decimal
}

export interface LiberacaoParcela {
  id: number
  liberacao: number
  contrato: number
  parcela: number
  data_vencimento: IsoDate
  valor_amortizacao: Decimal
  valor_juros: Decimal
  valor_parcela: Decimal
  saldo_devedor: Decimal
  pago: boolean
  data_pagamento: IsoDate | null
}

/** A row of Parcelas a Vencer: an instalment with its contract's names. */
export interface RelatorioParcela extends LiberacaoParcela {
  contrato_numero: string
  banco: number
  banco_nome: string
  empresa: number
  empresa_nome: string
  moeda_sigla: string
  indice_nome: string
}

export interface RecebiveisFaixa {
  faixa: string
  label: string
  taxa_recebimento: Decimal
  valor_historico: Decimal
  valor_recebido: Decimal
  valor_aberto: Decimal
  valor_previsto: Decimal
}

export interface RecebiveisPrevistos {
  data_base: IsoDate
  metodo: string
  faixas: RecebiveisFaixa[]
  meses: { mes: string; titulos: number; valor_aberto: Decimal; valor_previsto: Decimal }[]
  valor_previsto_alem: Decimal
}
