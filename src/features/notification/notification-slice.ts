import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import { fetchCanNotify, postQueue, scopeKey } from './api'
import {
  CHANNEL_LABEL,
  type CanNotifyAnswer,
  type Channel,
  type CustomerRef,
  type NotificationScope,
  type QueueAnswer,
  type Recipient,
} from './types'

import type { RequestStatus } from '@/shared/store/request-status'
export type { RequestStatus }

export interface QueuedNotification {
  canal: Channel
  clientes: number
  mensagens: number
  semContato: number
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
  queueStatus: RequestStatus
  queueError: ApiError | null
  lastQueue: QueuedNotification | null
}

export const initialState: NotificationState = {
  canNotify: true,
  smsCount: 0,
  emailCount: 0,
  whatsappCount: 0,
  whatsappList: [],
  emailList: [],
  smsList: [],
  semContato: { sms: [], email: [], whatsapp: [] },
  clientes: 0,
  motivo: null,
  scopeKey: null,
  checkStatus: 'idle',
  checkError: null,
  queueStatus: 'idle',
  queueError: null,
  lastQueue: null,
}

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
const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

export const checkCanNotify = createAsyncThunk<
  CanNotifyAnswer,
  NotificationScope,
  { rejectValue: ApiError }
>('notification/checkCanNotify', async (scope, { signal, rejectWithValue }) => {
  try {
    return await fetchCanNotify(scope, signal)
  } catch (error) {
    return rejectWithValue(normalizeError(error))
  }
})

export const queueNotification = createAsyncThunk<
  QueueAnswer,
  { scope: NotificationScope; canal: Channel },
  { rejectValue: ApiError }
>('notification/queue', async ({ scope, canal }, { rejectWithValue }) => {
  try {
    return await postQueue(scope, canal)
  } catch (error) {
    return rejectWithValue(normalizeError(error))
  }
})

export const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {
    /** New filters or another selection: what was checked or sent applies no more. */
    scopeChanged(state, action: PayloadAction<string>) {
      if (state.scopeKey === action.payload) return
      return { ...initialState, scopeKey: action.payload }
    },
    notificationReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkCanNotify.pending, (state, action) => {
        state.scopeKey = scopeKey(action.meta.arg)
        state.checkStatus = 'loading'
        state.checkError = null
      })
      .addCase(checkCanNotify.fulfilled, (state, action) => {
        if (state.scopeKey !== scopeKey(action.meta.arg)) return
        const answer = action.payload
        const sent = state.lastQueue
        state.checkStatus = 'succeeded'
        state.smsList = list(answer.smsList)
        state.emailList = list(answer.emailList)
        state.whatsappList = list(answer.whatsappList)
        state.smsCount = count(answer.smsCount, state.smsList.length)
        state.emailCount = count(answer.emailCount, state.emailList.length)
        state.whatsappCount = count(answer.whatsappCount, state.whatsappList.length)
        state.semContato = {
          sms: list(answer.semContato?.sms),
          email: list(answer.semContato?.email),
          whatsapp: list(answer.semContato?.whatsapp),
        }
        state.clientes = count(answer.clientes, 0)
        // A queue sent from this page stays sent, whatever a later check says.
        state.canNotify = answer.canNotify !== false && !sent
        state.motivo = state.canNotify
          ? null
          : sent
            ? sentReason(sent)
            : (answer.motivo ?? 'O servidor não permite notificar agora.')
      })
      .addCase(checkCanNotify.rejected, (state, action) => {
        if (state.scopeKey !== scopeKey(action.meta.arg) || isAbortedAction(action)) return
        state.checkStatus = 'failed'
        state.checkError = action.payload ?? normalizeError(action.error)
      })
      .addCase(queueNotification.pending, (state) => {
        state.queueStatus = 'loading'
        state.queueError = null
      })
      .addCase(queueNotification.fulfilled, (state, action) => {
        const { canal } = action.meta.arg
        const answer = action.payload
        const recipients = state[`${canal}List`]
        const queued: QueuedNotification = {
          canal,
          clientes: count(answer.clientes, recipients.length),
          mensagens: count(
            answer.mensagens,
            recipients.reduce((n, r) => n + r.destinos.length, 0),
          ),
          semContato: count(answer.sem_contato, state.semContato[canal].length),
        }
        state.queueStatus = 'succeeded'
        state.scopeKey = scopeKey(action.meta.arg.scope)
        state.lastQueue = queued
        // Spec section 4: canNotify becomes false after a queue request is sent.
        state.canNotify = false
        state.motivo = sentReason(queued)
      })
      .addCase(queueNotification.rejected, (state, action) => {
        const error = action.payload ?? normalizeError(action.error)
        state.queueStatus = 'failed'
        state.queueError = error
        // 409: the server already has a queue for these filters today.
        if (error.status === 409) {
          state.canNotify = false
          state.motivo = error.message
        }
      })
  },
  selectors: {
    selectNotification: (state) => state,
    selectCanNotify: (state) => state.canNotify,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationSlice> {}
}

const injected = notificationSlice.injectInto(rootReducer)

export const { scopeChanged, notificationReset } = notificationSlice.actions
export const { selectNotification, selectCanNotify } = injected.selectors
