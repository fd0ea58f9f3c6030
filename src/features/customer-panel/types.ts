/**
 * Rows the customer panel reads, as the backend serialises them (docs/api-contract.md).
 * Money is a DRF decimal string ("1234.56"); dates `YYYY-MM-DD`; instants ISO 8601.
 * Optional fields are the ones the real backend may leave out: the UI copes without them.
 */

export interface ClienteResumo {
  cod_cliente: number
  nome_fantasia: string
  cod_vendedor?: number | null
  cod_filial?: number | null
  cnpj_cpf?: string | null
}

export interface Cliente extends ClienteResumo {
  razao_social?: string | null
  tipo_pessoa?: 'J' | 'F' | null
  grupo_economico?: number | null
  segmento?: number | null
  regua?: number | null
  forma_cobranca?: number | null
  analista?: number | null
  supervisor?: number | null
  cidade?: string | null
  uf?: string | null
  limite_credito?: string | null
  ativo?: boolean
}

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

export interface Vendedor {
  codigo: number
  nome: string
  supervisor?: number | null
  email?: string
  telefone?: string
}

export interface Supervisor {
  id: number
  nome: string
  email?: string
}

export interface AnalistaCobranca {
  id: number
  nome: string
  email?: string
  user?: number | null
  ativo?: boolean
}

export interface Usuario {
  id: number
  username: string
  first_name?: string
  last_name?: string
}

export interface Segmento {
  id: number
  descricao: string
  regua?: number
}

export interface GrupoEconomico {
  id: number
  nome: string
}

export interface FormaCobranca {
  id: number
  descricao: string
  ativo?: boolean
}

export interface Regua {
  id: number
  nome: string
  descricao?: string
}

export interface TipoResultado {
  id: number
  descricao: string
  inativo?: boolean
}

export interface Atendimento {
  id: number
  cod_cliente: number
  cod_vendedor?: number | null
  data: string
  usuario?: number | null
  tipo_resultado: number
  forma_cobranca?: number | null
  observacao?: string
  data_retorno?: string | null
  is_deleted?: boolean
  concluido?: boolean
}

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

export type StatusNegociacao = 'proposta' | 'aceita' | 'cancelada'

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

export interface Lembrete {
  id: number
  cod_cliente: number
  atendimento?: number | null
  usuario?: number | null
  data: string
  descricao: string
  concluido: boolean
}

export interface ClienteEmail {
  id: number
  cod_cliente: number
  email: string
  contato?: string
  principal?: boolean
  recebe_cobranca?: boolean
}

export interface ClienteTelefone {
  id: number
  cod_cliente: number
  telefone: string
  tipo?: 'celular' | 'fixo' | null
  whatsapp?: boolean
  contato?: string
  principal?: boolean
}

export interface Observacao {
  id: number
  cod_cliente: number
  data: string
  usuario?: number | null
  texto: string
}

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

export interface ContaReceber {
  id: number
  cod_cliente: number
  documento: string
  parcela: number
  data_emissao?: string
  data_vencimento: string
  data_pagamento?: string | null
  valor: string
  valor_pago?: string
  saldo: string
  forma_cobranca?: number | null
  status: 'aberto' | 'vencido' | 'pago' | string
  dias_atraso?: number
  linha_digitavel?: string | null
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
  qtd_vencidos?: number
  maior_atraso?: number
}
