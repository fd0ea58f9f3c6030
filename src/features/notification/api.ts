import { api } from '@/shared/api/client'
import { expectObject } from '@/shared/api/lists'
import type { CanNotifyAnswer, Channel, NotificationScope, QueueAnswer } from './types'

/** Spec section 7, "Notifications"; the parameters and payload field names are ours (docs/api-contract.md). */
export const CAN_NOTIFY_URL = '/api/cobranca/notificacao/can-notify/'
export const QUEUE_URL = '/api/cobranca/notificacao/queue/'

export async function fetchCanNotify(
  scope: NotificationScope,
  signal?: AbortSignal,
): Promise<CanNotifyAnswer> {
  const params: Record<string, string | number> = { ...scope.filtros }
  if (scope.clientes.length) params.clientes = scope.clientes.join(',')
  const { data } = await api.get(CAN_NOTIFY_URL, { params, signal })
  return expectObject<CanNotifyAnswer>(data)
}

export async function postQueue(scope: NotificationScope, canal: Channel): Promise<QueueAnswer> {
  const { data } = await api.post(QUEUE_URL, {
    canal,
    filtros: scope.filtros,
    clientes: scope.clientes.length ? scope.clientes : null,
  })
  return data && typeof data === 'object' ? (data as QueueAnswer) : {}
}

/** The same scope, whatever the order the customers were picked in. */
export function scopeKey(scope: NotificationScope): string {
  const filtros = Object.entries(scope.filtros)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
  return `${filtros.join('&')}|${[...scope.clientes].sort((a, b) => a - b).join(',')}`
}
