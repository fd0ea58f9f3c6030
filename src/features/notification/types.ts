/**
 * Shapes of the manual notification endpoints, as api/openapi.yaml (tag cobranca) defines them:
 * the generated types, under the names the module's components use.
 */
import type {
  ClienteResumo,
  DestinatarioNotificacao,
  NotificacaoEnfileirada,
  PedidoNotificacao,
  PodeNotificar,
} from '@/shared/api/generated/cobranca'

export type Channel = PedidoNotificacao['canal']

export const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp']

export const CHANNEL_LABEL: Record<Channel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}

/** A customer who would receive the message, with every destination of the channel. */
export type Recipient = DestinatarioNotificacao

export type CustomerRef = Pick<ClienteResumo, 'cod_cliente' | 'nome_fantasia'>

/** GET /api/cobranca/notificacao/can-notify/ (spec: canNotify and the counts; the rest is ours). */
export type CanNotifyAnswer = PodeNotificar

/** What a notification covers: the base filters (query names) and, when chosen, the customers. */
export interface NotificationScope {
  filtros: Record<string, string | number>
  clientes: number[]
}

/** POST /api/cobranca/notificacao/queue/'s answer. */
export type QueueAnswer = NotificacaoEnfileirada
