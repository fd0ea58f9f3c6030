import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import type { ApiError } from '@/shared/api/errors'
import { signInAs } from '../../../tests/render'
import { canNotifyArg, notificationApi, queueArg, selectNotification } from './notification-data'
import {
  initialClientState,
  notificationSlice,
  notificationState,
  NO_CHECK,
  queueRefused,
  queueSent,
  scopeChanged,
  scopeKey,
  type QueuedNotification,
} from './notification-slice'

const reducer = notificationSlice.reducer
const scopeA = { filtros: { vendedor: 107 }, clientes: [] }
const scopeB = { filtros: { vendedor: 108 }, clientes: [] }
const queued: QueuedNotification = { canal: 'email', clientes: 3, mensagens: 4, semContato: 1 }

/** An analyst's store whose can-notify check for seller 107 has answered. */
async function checkedStore() {
  await signInAs('analista')
  const store = makeStore()
  const scope = scopeA
  store.dispatch(scopeChanged(scope))
  await store.dispatch(
    notificationApi.endpoints.getCobrancaNotificacaoCanNotify.initiate(canNotifyArg(scope)),
  )
  return { store, scope }
}

describe('notification state', () => {
  it('starts exactly as the specification says', () => {
    expect(selectNotification(makeStore().getState())).toMatchObject({
      canNotify: true,
      smsCount: 0,
      emailCount: 0,
      whatsappCount: 0,
      whatsappList: [],
      emailList: [],
      smsList: [],
    })
  })

  it('can-notify fills the counts and lists; a queue turns canNotify false and says why', async () => {
    const { store, scope } = await checkedStore()
    let state = selectNotification(store.getState())
    expect(state.checkStatus).toBe('succeeded')
    expect(state.canNotify).toBe(true)
    expect(state.emailCount).toBe(state.emailList.length)
    expect(state.emailCount + state.semContato.email.length).toBe(state.clientes)
    expect(state.smsList.every((r) => r.destinos.length > 0)).toBe(true)

    await store.dispatch(
      notificationApi.endpoints.postCobrancaNotificacaoQueue.initiate(queueArg(scope, 'email')),
    )
    state = selectNotification(store.getState())
    expect(state.canNotify).toBe(false)
    expect(state.lastQueue?.canal).toBe('email')
    expect(state.motivo).toMatch(/já enviada hoje/)

    // The server now refuses the same filters, and the page stays refused.
    await store.dispatch(
      notificationApi.endpoints.getCobrancaNotificacaoCanNotify.initiate(canNotifyArg(scope), {
        forceRefetch: true,
      }),
    )
    expect(selectNotification(store.getState()).canNotify).toBe(false)
    const again = await store.dispatch(
      notificationApi.endpoints.postCobrancaNotificacaoQueue.initiate(queueArg(scope, 'sms')),
    )
    expect('error' in again && (again.error as ApiError).status).toBe(409)
    expect(selectNotification(store.getState()).canNotify).toBe(false)
  })

  it('can-notify fills the WhatsApp, e-mail and SMS counts and lists, each with the customers left without contact', async () => {
    const { store } = await checkedStore()
    const state = selectNotification(store.getState())
    for (const canal of ['whatsapp', 'email', 'sms'] as const) {
      expect(state[`${canal}Count`]).toBe(state[`${canal}List`].length)
      expect(state[`${canal}Count`] + state.semContato[canal].length).toBe(state.clientes)
    }
    expect(state.whatsappCount).toBeGreaterThan(0)
    expect(state.whatsappList.every((r) => r.destinos.length > 0)).toBe(true)
  })

  it('a queue refused as already sent today keeps canNotify false with the server reason', () => {
    const refused = reducer(
      reducer(initialClientState, scopeChanged(scopeA)),
      queueRefused({
        scope: scopeA,
        motivo: 'Já foi enviada hoje uma notificação para estes filtros.',
      }),
    )
    const state = notificationState(refused, NO_CHECK)
    expect(state.canNotify).toBe(false)
    expect(state.motivo).toBe('Já foi enviada hoje uma notificação para estes filtros.')
    // A queue sent from this page says what it sent.
    const sent = notificationState(reducer(refused, queueSent({ scope: scopeA, queued })), NO_CHECK)
    expect(sent.motivo).toBe(
      'Notificação por E-mail já enviada hoje para estes filtros (4 e-mails). Mude os filtros ou a seleção para enviar outra.',
    )
  })

  it('another scope starts over', () => {
    const sent = reducer(
      reducer(initialClientState, scopeChanged(scopeA)),
      queueSent({ scope: scopeA, queued }),
    )
    expect(reducer(sent, scopeChanged({ filtros: { vendedor: 107 }, clientes: [] }))).toBe(sent)
    expect(reducer(sent, scopeChanged(scopeB))).toEqual({
      ...initialClientState,
      scope: scopeB,
      scopeKey: scopeKey(scopeB),
    })
    expect(notificationState(reducer(sent, scopeChanged(scopeB)), NO_CHECK).canNotify).toBe(true)
  })

  it('scopes are equal whatever the order of the customers, and so are their checks', () => {
    const a = { filtros: { b: 1, a: 'x' }, clientes: [3, 1] }
    const b = { filtros: { a: 'x', b: 1 }, clientes: [1, 3] }
    expect(scopeKey(a)).toBe(scopeKey(b))
    expect(canNotifyArg(a)).toEqual(canNotifyArg(b))
  })

  it("sends the base's filters by the contract's names and the customers as a list", () => {
    const scope = {
      filtros: {
        vendedor: '107',
        forma_cobranca: '2',
        data_vencimento_inicio: '2026-01-01',
        info: 'Atacado',
      },
      clientes: [10002, 10001],
    }
    expect(canNotifyArg(scope)).toMatchObject({
      vendedor: 107,
      formaCobranca: 2,
      dataVencimentoInicio: '2026-01-01',
      info: 'Atacado',
      clientes: '10001,10002',
    })
    expect(queueArg(scope, 'sms')).toEqual({
      pedidoNotificacao: { canal: 'sms', filtros: scope.filtros, clientes: [10002, 10001] },
    })
    expect(queueArg({ filtros: {}, clientes: [] }, 'email').pedidoNotificacao.clientes).toBeNull()
  })
})
