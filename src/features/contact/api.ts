import { api } from '@/shared/api/client'
import { expectObject } from '@/shared/api/lists'
import { getList, getObject } from '@/shared/api/resource'
import type { ContactMessage, CustomerOption, NewMessage, TitleOption } from './types'

/** Ours (docs/api-contract.md): messages to the finance department. */
export const CONTACT_URL = '/api/contato/mensagens/'
/** Spec: list reads /api/cobranca/clientes/ (scoped to the client's customers by the backend). */
export const CUSTOMERS_URL = '/api/cobranca/clientes/'
/** Ours: receivables, scoped to the client's customers. */
export const RECEIVABLES_URL = '/api/cobranca/contas-receber/'

export function fetchMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return getList<ContactMessage>(CONTACT_URL, {}, signal)
}

export function fetchMessage(id: number, signal?: AbortSignal): Promise<ContactMessage> {
  return getObject<ContactMessage>(`${CONTACT_URL}${id}/`, {}, signal)
}

export async function sendMessage(message: NewMessage): Promise<ContactMessage> {
  const { data } = await api.post<unknown>(CONTACT_URL, message)
  return expectObject<ContactMessage>(data)
}

export async function answerMessage(id: number, texto: string): Promise<ContactMessage> {
  const { data } = await api.post<unknown>(`${CONTACT_URL}${id}/responder/`, { texto })
  return expectObject<ContactMessage>(data)
}

export function fetchCustomers(signal?: AbortSignal): Promise<CustomerOption[]> {
  return getList<CustomerOption>(CUSTOMERS_URL, {}, signal)
}

export function fetchTitles(signal?: AbortSignal): Promise<TitleOption[]> {
  return getList<TitleOption>(RECEIVABLES_URL, { ordering: '-data_vencimento' }, signal)
}
