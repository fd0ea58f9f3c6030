/**
 * The notification module's additions to the generated endpoints (issue 22): can-notify and
 * queue take the page's scope (the base's filters and the customers), a queue sent or refused
 * is remembered for the scope, and neither touches the rest of the cobranca cache.
 */
import { createSelector } from '@reduxjs/toolkit'
import { normalizeError } from '@/shared/api/errors'
import {
  generatedApi,
  type GetCobrancaNotificacaoCanNotifyApiArg,
  type PostCobrancaNotificacaoQueueApiArg,
} from '@/shared/api/generated/cobranca'
import type { RequestStatus } from '@/shared/store/request-status'
import {
  NO_CHECK,
  notificationState,
  queueRefused,
  queueSent,
  queuedFrom,
  scopeKey,
  selectNotificationClient,
  type CanNotifyCheck,
  type NotificationState,
} from './notification-slice'
import type { Channel, NotificationScope } from './types'

type CanNotifyArg = GetCobrancaNotificacaoCanNotifyApiArg

function text(value: string | number | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  const s = String(value).trim()
  return s === '' ? undefined : s
}

function integer(value: string | number | undefined): number | undefined {
  const s = text(value)
  if (s === undefined) return undefined
  const n = Number(s)
  return Number.isInteger(n) ? n : undefined
}

/**
 * can-notify's parameters for a scope: the base's filters by the names the contract gives them
 * (a filter the contract does not name is not sent: add it to api/openapi.yaml first) and the
 * customers, sorted, so that one scope is one cache entry whatever the order they were picked in.
 */
export function canNotifyArg(scope: NotificationScope): CanNotifyArg {
  const f = scope.filtros
  return {
    info: text(f.info),
    filial: integer(f.filial),
    vendedor: integer(f.vendedor),
    documento: text(f.documento),
    formaCobranca: integer(f.forma_cobranca),
    dataVencimentoInicio: text(f.data_vencimento_inicio),
    dataVencimentoFim: text(f.data_vencimento_fim),
    grupoEconomico: integer(f.grupo_economico),
    promessa: text(f.promessa) as CanNotifyArg['promessa'],
    proximoContato: text(f.proximo_contato) as CanNotifyArg['proximoContato'],
    clientes: scope.clientes.length
      ? [...scope.clientes].sort((a, b) => a - b).join(',')
      : undefined,
  }
}

/** The queue's body: the filters as the page has them, and null for "every customer filtered". */
export function queueArg(
  scope: NotificationScope,
  canal: Channel,
): PostCobrancaNotificacaoQueueApiArg {
  return {
    pedidoNotificacao: {
      canal,
      filtros: scope.filtros,
      clientes: scope.clientes.length ? scope.clientes : null,
    },
  }
}

function scopeOfQueue({
  pedidoNotificacao: body,
}: PostCobrancaNotificacaoQueueApiArg): NotificationScope {
  return { filtros: body.filtros ?? {}, clientes: body.clientes ?? [] }
}

export const notificationApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getCobrancaNotificacaoCanNotify: {
      extraOptions: { expect: 'object' },
      // Asked again at each opening of the dialog; no save elsewhere in cobranca reloads it.
      providesTags: [],
    },
    postCobrancaNotificacaoQueue: {
      // The queue only writes the dispatch log, which the page reads again itself (onQueued):
      // the collection base and its lookups are not reloaded.
      invalidatesTags: [],
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const scope = scopeOfQueue(arg)
        // What the dialog showed: the queue's counts fall back on it where the answer is silent.
        const shown = notificationState(
          selectNotificationClient(getState() as State),
          checkOf(canNotifyEndpoint.select(canNotifyArg(scope))(getState() as CacheState)),
        )
        try {
          const { data } = await queryFulfilled
          dispatch(
            queueSent({
              scope,
              queued: queuedFrom(arg.pedidoNotificacao.canal, data ?? {}, shown),
            }),
          )
        } catch (failure) {
          const error = normalizeError((failure as { error?: unknown }).error)
          if (error.status === 409) dispatch(queueRefused({ scope, motivo: error.message }))
        }
      },
    },
  },
})

// The generated endpoint (the same one, enhanced above): its types do not depend on this file.
const canNotifyEndpoint = generatedApi.endpoints.getCobrancaNotificacaoCanNotify
type CheckEntry = ReturnType<ReturnType<typeof canNotifyEndpoint.select>>
/** The app's root state (the api's part of it is injected lazily, hence typed loosely there). */
type State = Parameters<typeof selectNotificationClient>[0]
type CacheState = Parameters<ReturnType<typeof canNotifyEndpoint.select>>[0]

const STATUS: Record<string, RequestStatus> = {
  pending: 'loading',
  fulfilled: 'succeeded',
  rejected: 'failed',
}

function checkOf(entry: CheckEntry | undefined): CanNotifyCheck {
  if (!entry || entry.isUninitialized) return NO_CHECK
  return {
    data: entry.data,
    // A check asked again shows as loading until it answers, as before the data layer.
    status: STATUS[entry.status] ?? 'idle',
    error: entry.error ? normalizeError(entry.error) : null,
  }
}

/** The cache entry selector of the current scope, made again only when the scope changes. */
let current: {
  scope: NotificationScope
  key: string
  select: ReturnType<typeof canNotifyEndpoint.select>
} | null = null
function selectCheckEntry(state: State): CheckEntry | undefined {
  const { scope } = selectNotificationClient(state)
  // The api's state appears with the first action after it loads.
  if (!scope || !(state as { api?: unknown }).api) return undefined
  if (current?.scope !== scope) {
    const key = scopeKey(scope)
    const select =
      current?.key === key ? current.select : canNotifyEndpoint.select(canNotifyArg(scope))
    current = { scope, key, select }
  }
  return current.select(state as CacheState)
}

/** Spec section 3, "Notification state", for the scope the page works on. */
export const selectNotification: (state: State) => NotificationState = createSelector(
  [selectNotificationClient, createSelector([selectCheckEntry], checkOf)],
  notificationState,
)

export const selectCanNotify = (state: State): boolean => selectNotification(state).canNotify

export const {
  useLazyGetCobrancaNotificacaoCanNotifyQuery,
  usePostCobrancaNotificacaoQueueMutation,
} = notificationApi
