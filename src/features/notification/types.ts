export type Channel = 'sms' | 'email' | 'whatsapp'

export const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp']

export const CHANNEL_LABEL: Record<Channel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}

/** A customer who would receive the message, with every destination of the channel. */
export interface Recipient {
  cod_cliente: number
  nome_fantasia: string
  destinos: string[]
}

export interface CustomerRef {
  cod_cliente: number
  nome_fantasia: string
}

/** GET /api/cobranca/notificacao/can-notify/ (spec: canNotify and the counts; the rest is ours). */
export interface CanNotifyAnswer {
  canNotify: boolean
  motivo?: string | null
  clientes?: number
  smsCount: number
  emailCount: number
  whatsappCount: number
  smsList: Recipient[]
  emailList: Recipient[]
  whatsappList: Recipient[]
  semContato?: Partial<Record<Channel, CustomerRef[]>>
}

/** What a notification covers: the base filters (query names) and, when chosen, the customers. */
export interface NotificationScope {
  filtros: Record<string, string | number>
  clientes: number[]
}

export interface QueueAnswer {
  detail?: string
  canal?: Channel
  clientes?: number
  mensagens?: number
  sem_contato?: number
}
