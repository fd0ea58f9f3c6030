import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import type { RequestStatus } from '@/shared/store/request-status'
import {
  CHANNEL_LABEL,
  type CanNotifyAnswer,
  type Channel,
  type CustomerRef,
  type NotificationScope,
  type Recipient,
} from './types'

export type { RequestStatus }

export interface QueuedNotification {
  canal: Channel
  clientes: number
  mensagens: number
  semContato: number
}

/** The same scope, whatever the order the customers were picked in. */
export function scopeKey(scope: NotificationScope): string {
  const filtros = Object.entries(scope.filtros)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
  return `${filtros.join('&')}|${[...scope.clientes].sort((a, b) => a - b).join(',')}`
}

/**
 * Client state only (issue 22): the scope the page works on and what it did with it. The
 * server's answer (counts and lists) lives in the data layer's cache; notificationState()
 * puts the two together into the specification's notification state.
 */
export interface NotificationClientState {
  /** the filters and customers the check and the queue are for */
  scope: NotificationScope | null
  scopeKey: string | null
  /** the queue this page sent for the scope: canNotify stays false (spec section 4) */
  lastQueue: QueuedNotification | null
  /** why the server refused a queue for the scope (409: already sent today) */
  refusal: string | null
}

export const initialClientState: NotificationClientState = {
  scope: null,
  scopeKey: null,
  lastQueue: null,
  refusal: null,
}

/** Spec section 3, "Notification state", plus what the dialog needs to explain itself. */
export interface NotificationState {
  canNotify: boolean
  smsCount: number
  emailCount: number
  whatsappCount: number
  whatsappList: Recipient[]
  emailList: Recipient[]
  smsList: Recipient[]
  /** customers of the scope without a contact for each channel */
  semContato: Record<Channel, CustomerRef[]>
  /** customers the scope covers */
  clientes: number
  /** why canNotify is false */
  motivo: string | null
  /** the filters and customers these figures belong to */
  scopeKey: string | null
  checkStatus: RequestStatus
  checkError: ApiError | null
  lastQueue: QueuedNotification | null
}

/** The can-notify request of the scope, as the cache holds it. */
export interface CanNotifyCheck {
  data?: CanNotifyAnswer
  status: RequestStatus
  error: ApiError | null
}

export const NO_CHECK: CanNotifyCheck = { status: 'idle', error: null }

const CHANNEL_NOUN: Record<Channel, [string, string]> = {
  sms: ['SMS', 'SMS'],
  email: ['e-mail', 'e-mails'],
  whatsapp: ['mensagem de WhatsApp', 'mensagens de WhatsApp'],
}

export function messagesText(canal: Channel, n: number): string {
  return `${n} ${CHANNEL_NOUN[canal][n === 1 ? 0 : 1]}`
}

export function sentReason(queued: QueuedNotification): string {
  return (
    `Notificação por ${CHANNEL_LABEL[queued.canal]} já enviada hoje para estes filtros ` +
    `(${messagesText(queued.canal, queued.mensagens)}). Mude os filtros ou a seleção para enviar outra.`
  )
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
export const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/**
 * The specification's notification state: canNotify true and every count zero until the server
 * answers; a queue sent from this page (or refused as already sent) keeps canNotify false,
 * whatever a later check says.
 */
export function notificationState(
  client: NotificationClientState,
  check: CanNotifyCheck,
): NotificationState {
  const answer = check.data
  const smsList = list<Recipient>(answer?.smsList)
  const emailList = list<Recipient>(answer?.emailList)
  const whatsappList = list<Recipient>(answer?.whatsappList)
  const sent = client.lastQueue
  const canNotify = answer?.canNotify !== false && !sent && client.refusal === null
  return {
    canNotify,
    smsCount: count(answer?.smsCount, smsList.length),
    emailCount: count(answer?.emailCount, emailList.length),
    whatsappCount: count(answer?.whatsappCount, whatsappList.length),
    whatsappList,
    emailList,
    smsList,
    semContato: {
      sms: list(answer?.semContato?.sms),
      email: list(answer?.semContato?.email),
      whatsapp: list(answer?.semContato?.whatsapp),
    },
    clientes: count(answer?.clientes, 0),
    motivo: canNotify
      ? null
      : sent
        ? sentReason(sent)
        : (client.refusal ?? answer?.motivo ?? 'O servidor não permite notificar agora.'),
    scopeKey: client.scopeKey,
    checkStatus: check.status,
    checkError: check.error,
    lastQueue: sent,
  }
}

/** The counts of a queue, from its answer or, where it says nothing, from the check shown. */
export function queuedFrom(
  canal: Channel,
  answer: { clientes?: number; mensagens?: number; sem_contato?: number },
  shown: NotificationState,
): QueuedNotification {
  const recipients = shown[`${canal}List`]
  return {
    canal,
    clientes: count(answer.clientes, recipients.length),
    mensagens: count(
      answer.mensagens,
      recipients.reduce((n, r) => n + r.destinos.length, 0),
    ),
    semContato: count(answer.sem_contato, shown.semContato[canal].length),
  }
}

export const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialClientState,
  reducers: {
    /** New filters or another selection: what was checked or sent applies no more. */
    scopeChanged(state, action: PayloadAction<NotificationScope>) {
      const key = scopeKey(action.payload)
      if (state.scopeKey === key) return
      return { ...initialClientState, scope: action.payload, scopeKey: key }
    },
    /** Spec section 4: canNotify becomes false after a queue request is sent. */
    queueSent(
      state,
      action: PayloadAction<{ scope: NotificationScope; queued: QueuedNotification }>,
    ) {
      state.scope = action.payload.scope
      state.scopeKey = scopeKey(action.payload.scope)
      state.lastQueue = action.payload.queued
      state.refusal = null
    },
    /** 409: the server already has a queue for these filters today. */
    queueRefused(state, action: PayloadAction<{ scope: NotificationScope; motivo: string }>) {
      const key = scopeKey(action.payload.scope)
      if (state.scopeKey !== key) {
        state.scope = action.payload.scope
        state.scopeKey = key
        state.lastQueue = null
      }
      state.refusal = action.payload.motivo
    },
    notificationReset: () => initialClientState,
  },
  selectors: {
    selectNotificationClient: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationSlice> {}
}

const injected = notificationSlice.injectInto(rootReducer)

export const { scopeChanged, queueSent, queueRefused, notificationReset } =
  notificationSlice.actions
export const { selectNotificationClient } = injected.selectors
