import type {
  Channel,
  ChannelTotals,
  DispatchPlan,
  ExclusionCode,
  PlannedMessage,
} from './engine/dispatch-engine'

export type { Channel, ChannelTotals, DispatchPlan, ExclusionCode, PlannedMessage }

export interface Regua {
  id: number
  nome: string
  descricao: string
  ativo: boolean
  /** at most N messages per customer in 7 days, across channels; 0 = no cap */
  max_mensagens_semana: number
}

export interface ReguaAcao {
  id: number
  regua: number
  /** days from the due date: negative before, 0 on the day, positive after */
  dias: number
  canal: Channel
  template: number
  descricao: string
  ativo: boolean
  ordem: number
}

export interface ReguaSegmento {
  id: number
  regua: number
  descricao: string
}

export interface ReguaStatus {
  id: number
  regua: number
  descricao: string
  dias_de: number
  dias_ate: number | null
  cor: string
}

/** GET /api/cobranca/regua-extended/ */
export interface ReguaExtended extends Regua {
  qtd_clientes: number
  acoes: ReguaAcao[]
  segmentos: ReguaSegmento[]
  status: ReguaStatus[]
}

export interface ReguaCliente {
  cod_cliente: number
  nome_fantasia: string
  cnpj_cpf: string
  segmento: number
  segmento_descricao: string
  cidade: string
  uf: string
  ativo: boolean
}

export interface SmtpSetting {
  id?: number
  /** spec: SMTP items get key = id */
  key?: number
  nome: string
  host: string
  port: number
  username: string
  /** write-only: never read back; sent only when the user typed a new one */
  password?: string
  from_email: string
  use_tls: boolean
  use_ssl: boolean
  ativo: boolean
}

export interface Template {
  id?: number
  /** spec: templates get key = id */
  key?: number
  nome: string
  canal: Channel
  assunto: string
  corpo: string
  ativo: boolean
}

export interface Tag {
  tag: string
  descricao: string
  /** spec: tags get key = index */
  key?: number
}

export interface RunSummary {
  execucao: number
  data: string
  enviados: number
  ignorados: number
  falhas: number
  registros: number
  totais: Record<Channel, ChannelTotals>
}

export type DisparoStatus = 'enviado' | 'entregue' | 'lido' | 'falha' | 'ignorado'

/** A row of GET /api/cobranca/disparo-automatico (the message text comes with the detail). */
export interface DisparoLog {
  id: number
  data: string
  data_referencia?: string
  cod_cliente: number
  conta_receber: number | null
  documento: string | null
  regua: number | null
  regua_acao: number | null
  template: number | null
  canal: Channel
  destinatario: string
  status: DisparoStatus
  erro: string | null
  origem?: 'regua' | 'manual'
  assunto?: string
  mensagem?: string
}
