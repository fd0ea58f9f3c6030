import type { ModuleTables } from './module-tables'
/**
 * Row shapes of the demo database. Field names mirror the JSON of the real DRF
 * backend (snake_case, pt-BR), so these types double as the API contract.
 * Money is a DRF decimal string ("1234.56"), dates are "YYYY-MM-DD", instants are
 * ISO 8601 with the São Paulo offset ("2025-03-10T14:30:00-03:00").
 */

export type Decimal = string
export type IsoDate = string
export type IsoDateTime = string
export type Channel = 'sms' | 'email' | 'whatsapp'

export interface SystemUser {
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  is_active: boolean
  is_superuser: boolean
  is_staff: boolean
  is_client: boolean
  first_login: boolean
  date_joined: IsoDateTime
  last_login: IsoDateTime | null
  /** Never serialised. "sha256$salt$hex". */
  password: string
  routes: string[]
  /** Demo role key (admin, analista, ...); not part of the real profile. */
  role: string
  /** A sign-up request waiting for an administrator (inactive, no profile, no links). */
  pendente: boolean
  /** What the person wrote when asking for access. */
  solicitacao: string
}

export interface UserClient {
  id: number
  user: number
  cod_cliente: number
}

export interface Filial {
  cod_filial: number
  filial: string
  uf: string
  cnpj: string
}

export interface Supervisor {
  id: number
  nome: string
  email: string
  user: number | null
}

export interface Vendedor {
  codigo: number
  nome: string
  cod_filial: number
  supervisor: number
  email: string
  telefone: string
  ativo: boolean
}

export interface AnalistaCobranca {
  id: number
  nome: string
  email: string
  user: number
  ativo: boolean
}

export interface VendedorAnalista {
  id: number
  cod_vendedor: number
  analista: number
  telefone: string
  email: string
}

export interface GrupoEconomico {
  id: number
  nome: string
}

export interface FormaCobranca {
  id: number
  descricao: string
  ativo: boolean
}

export interface Regua {
  id: number
  nome: string
  descricao: string
  ativo: boolean
}

export interface ReguaAcao {
  id: number
  regua: number
  /** Days relative to the due date: negative before, 0 on the day, positive after. */
  dias: number
  canal: Channel
  template: number
  descricao: string
  ativo: boolean
}

/** A customer segment; each segment follows one rule. */
export interface ReguaSegmento {
  id: number
  regua: number
  descricao: string
}

export interface ReguaStatus {
  id: number
  regua: number
  descricao: string
  /** Range of days past due (inclusive) that puts a customer in this status. */
  dias_de: number
  dias_ate: number | null
  cor: string
}

export interface ReguaExtended extends Regua {
  acoes: ReguaAcao[]
  segmentos: ReguaSegmento[]
  status: ReguaStatus[]
}

export interface Cliente {
  cod_cliente: number
  nome_fantasia: string
  razao_social: string
  /** Formatted: "11.222.333/0001-81" or "111.444.777-35". */
  cnpj_cpf: string
  tipo_pessoa: 'J' | 'F'
  cod_vendedor: number
  cod_filial: number
  grupo_economico: number | null
  segmento: number
  regua: number
  forma_cobranca: number
  analista: number
  supervisor: number
  cidade: string
  uf: string
  limite_credito: Decimal
  ativo: boolean
  data_cadastro: IsoDate
}

/** The slim projection served by /api/cobranca/clientes/. */
export type ClienteResumo = Pick<
  Cliente,
  'cod_cliente' | 'nome_fantasia' | 'cod_vendedor' | 'cod_filial' | 'cnpj_cpf'
>

/**
 * aberto: open and not yet due (or due today); vencido: open and past due;
 * pago: fully paid. A partial payment keeps aberto/vencido with saldo > 0.
 */
export type ContaReceberStatus = 'aberto' | 'vencido' | 'pago'

export interface ContaReceber {
  id: number
  cod_filial: number
  cod_cliente: number
  cod_vendedor: number
  documento: string
  parcela: number
  data_emissao: IsoDate
  data_vencimento: IsoDate
  data_pagamento: IsoDate | null
  valor: Decimal
  valor_pago: Decimal
  saldo: Decimal
  forma_cobranca: number
  status: ContaReceberStatus
  /** Days past due on the seed's reference day; 0 when paid or not yet due. */
  dias_atraso: number
  linha_digitavel: string | null
  hash_2via: string | null
  nosso_numero: string | null
}

/** Open balance per aging bucket; keys match src/shared/lib/aging.ts. */
export interface AgingTotals {
  a_vencer: Decimal
  d1_30: Decimal
  d31_60: Decimal
  d61_90: Decimal
  d91_180: Decimal
  d180_mais: Decimal
}

export interface ContasReceberAgrupado {
  cod_cliente: number
  nome_fantasia: string
  razao_social: string
  cnpj_cpf: string
  cod_vendedor: number
  cod_filial: number
  grupo_economico: number | null
  analista: number
  qtd_titulos: number
  qtd_vencidos: number
  valor_total: Decimal
  valor_pago: Decimal
  saldo_total: Decimal
  saldo_vencido: Decimal
  saldo_a_vencer: Decimal
  maior_atraso: number
  aging: AgingTotals
  titulos: ContaReceber[]
}

export interface AtendimentoTipoResultado {
  id: number
  descricao: string
  inativo: boolean
}

export interface Atendimento {
  id: number
  cod_cliente: number
  cod_vendedor: number
  data: IsoDateTime
  usuario: number
  tipo_resultado: number
  forma_cobranca: number | null
  observacao: string
  data_retorno: IsoDate | null
  is_deleted: boolean
  concluido: boolean
}

export interface AtendimentoNegociacao {
  id: number
  atendimento: number
  cod_cliente: number
  data: IsoDate
  valor_original: Decimal
  desconto: Decimal
  valor_negociado: Decimal
  qtd_parcelas: number
  status: 'proposta' | 'aceita' | 'cancelada'
  observacao: string
  usuario: number
}

export interface AtendimentoEntrada {
  id: number
  atendimento: number
  negociacao: number | null
  cod_cliente: number
  data: IsoDate
  /** valor_total = valor_entrada + the sum of its instalments, to the centavo. */
  valor_total: Decimal
  valor_entrada: Decimal
  qtd_parcelas: number
  forma_cobranca: number
  usuario: number
}

export interface AtendimentoEntradaParcela {
  id: number
  entrada: number
  atendimento: number
  cod_cliente: number
  parcela: number
  data_vencimento: IsoDate
  valor: Decimal
  pago: boolean
}

export interface AtendimentoAtakCobranca {
  id: number
  atendimento: number
  cod_cliente: number
  conta_receber: number
  documento: string
  parcela: number
  data: IsoDateTime
  acao: string
  usuario: number
}

export interface Lembrete {
  id: number
  cod_cliente: number
  atendimento: number | null
  usuario: number
  data: IsoDateTime
  descricao: string
  concluido: boolean
}

export interface ClienteTelefone {
  id: number
  cod_cliente: number
  /** "(11) 98765-4321" or "(11) 3456-7890". */
  telefone: string
  tipo: 'celular' | 'fixo'
  whatsapp: boolean
  contato: string
  principal: boolean
}

export interface ClienteEmail {
  id: number
  cod_cliente: number
  email: string
  contato: string
  principal: boolean
  recebe_cobranca: boolean
}

export interface ParecerCredito {
  id: number
  cod_cliente: number
  data: IsoDate
  parecer: string
  limite_atual: Decimal
  limite_sugerido: Decimal
  situacao: 'aprovado' | 'reprovado' | 'em_analise'
  usuario: number
}

export interface Template {
  id: number
  nome: string
  canal: Channel
  /** Only e-mail templates have a subject; '' otherwise. */
  assunto: string
  corpo: string
  ativo: boolean
}

export interface SmtpSetting {
  id: number
  nome: string
  host: string
  port: number
  username: string
  from_email: string
  use_tls: boolean
  use_ssl: boolean
  ativo: boolean
}

export interface Tag {
  tag: string
  descricao: string
}

export interface DisparoLog {
  id: number
  data: IsoDateTime
  cod_cliente: number
  conta_receber: number | null
  documento: string | null
  regua: number
  regua_acao: number
  template: number
  canal: Channel
  destinatario: string
  status: 'enviado' | 'entregue' | 'lido' | 'falha'
  erro: string | null
}

export interface Pessoa {
  id: number
  nome: string
  tipo_pessoa: 'F' | 'J'
  cpf_cnpj: string
  email: string
  telefone: string
  cidade: string
  uf: string
  observacao: string
  ativo: boolean
}

export interface VwFiltroEmpreendimento {
  id: number
  regiao: string
  uf: string
  cidade: string
  empreendimento: string
  modulo: number
}

export interface Banco {
  id: number
  codigo: string
  nome: string
  ativo: boolean
}

export interface Moeda {
  id: number
  sigla: string
  nome: string
  simbolo: string
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
}

export interface TipoContrato {
  id: number
  descricao: string
}

export interface FormaAmortizacao {
  id: number
  codigo: 'SAC' | 'PRICE' | 'BULLET'
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
  /** Monthly rate in percent ("1.2500"); for post-fixed contracts the spread over the index. */
  taxa_mensal: Decimal
  qtd_parcelas: number
  carencia_meses: number
  observacao: string
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

/** Every table of the demo database, keyed by its resource name. */
export interface Tables extends ModuleTables {
  user: SystemUser[]
  'user-client': UserClient[]
  filial: Filial[]
  supervisor: Supervisor[]
  vendedor: Vendedor[]
  'analista-cobranca': AnalistaCobranca[]
  'vendedor-analista': VendedorAnalista[]
  'grupo-economico': GrupoEconomico[]
  'forma-cobranca': FormaCobranca[]
  regua: Regua[]
  'regua-acao': ReguaAcao[]
  'regua-segmento': ReguaSegmento[]
  'regua-status': ReguaStatus[]
  cliente: Cliente[]
  'contas-receber': ContaReceber[]
  'atendimento-tipo-resultado': AtendimentoTipoResultado[]
  atendimento: Atendimento[]
  'atendimento-negociacao': AtendimentoNegociacao[]
  'atendimento-entrada': AtendimentoEntrada[]
  'atendimento-entrada-parcela': AtendimentoEntradaParcela[]
  'atendimento-atak-cobranca': AtendimentoAtakCobranca[]
  lembrete: Lembrete[]
  'cliente-telefone': ClienteTelefone[]
  'cliente-email': ClienteEmail[]
  'parecer-credito': ParecerCredito[]
  template: Template[]
  smtp: SmtpSetting[]
  tag: Tag[]
  'disparo-log': DisparoLog[]
  pessoa: Pessoa[]
  'vw-filtro-empreendimento': VwFiltroEmpreendimento[]
  banco: Banco[]
  moeda: Moeda[]
  'tipo-juros': TipoJuros[]
  indice: Indice[]
  'tipo-contrato': TipoContrato[]
  'forma-amortizacao': FormaAmortizacao[]
  empresa: Empresa[]
  contrato: Contrato[]
  liberacao: Liberacao[]
  'liberacao-parcela': LiberacaoParcela[]
}

export type TableName = keyof Tables
export type RowOf<T extends TableName> = Tables[T][number]

export interface Seed {
  /** Reference day the relative dates were resolved against ("YYYY-MM-DD"). */
  today: IsoDate
  scale: number
  tables: Tables
}
