/** Row shapes of the demo API's contact endpoints (docs/api-contract.md). */

export type MessageStatus = 'novo' | 'respondido'

export interface ContactReply {
  id: number
  texto: string
  autor: number
  autor_nome: string
  criado_em: string
}

export interface ContactMessage {
  id: number
  cod_cliente: number
  nome_fantasia: string
  usuario: number | null
  usuario_nome: string
  assunto: string
  mensagem: string
  titulo: number | null
  titulo_documento: string | null
  responder_para: string
  status: MessageStatus
  criado_em: string
  respondido_em: string | null
  respostas: ContactReply[]
}

export interface NewMessage {
  cod_cliente: number | null
  assunto: string
  mensagem: string
  titulo: number | null
  responder_para: string
}

export interface CustomerOption {
  cod_cliente: number
  nome_fantasia: string
}

/** A title the client may refer to. */
export interface TitleOption {
  id: number
  cod_cliente: number
  documento: string
  data_vencimento: string
  valor: string
  saldo: string
  status: 'aberto' | 'vencido' | 'pago'
}

export const STATUS_LABEL: Record<MessageStatus, string> = { novo: 'Nova', respondido: 'Respondida' }
