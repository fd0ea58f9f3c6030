import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { signInAs } from '../../../tests/render'
import { scopeKey } from './api'
import {
  checkCanNotify,
  initialState,
  notificationSlice,
  queueNotification,
  scopeChanged,
  selectNotification,
} from './notification-slice'

const reducer = notificationSlice.reducer

describe('notification slice', () => {
  it('starts exactly as the specification says', () => {
    expect(initialState).toMatchObject({
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
    await signInAs('analista')
    const store = makeStore()
    const scope = { filtros: { vendedor: 107 }, clientes: [] }
    await store.dispatch(checkCanNotify(scope))
    let state = selectNotification(store.getState())
    expect(state.checkStatus).toBe('succeeded')
    expect(state.canNotify).toBe(true)
    expect(state.emailCount).toBe(state.emailList.length)
    expect(state.emailCount + state.semContato.email.length).toBe(state.clientes)
    expect(state.smsList.every((r) => r.destinos.length > 0)).toBe(true)

    await store.dispatch(queueNotification({ scope, canal: 'email' }))
    state = selectNotification(store.getState())
    expect(state.canNotify).toBe(false)
    expect(state.lastQueue?.canal).toBe('email')
    expect(state.motivo).toMatch(/já enviada hoje/)

    // The server now refuses the same filters, and the page stays refused.
    await store.dispatch(checkCanNotify(scope))
    expect(selectNotification(store.getState()).canNotify).toBe(false)
    const again = await store.dispatch(queueNotification({ scope, canal: 'sms' }))
    expect(queueNotification.rejected.match(again) && again.payload?.status).toBe(409)
    expect(selectNotification(store.getState()).canNotify).toBe(false)
  })

  it('can-notify fills the WhatsApp, e-mail and SMS counts and lists, each with the customers left without contact', async () => {
    await signInAs('analista')
    const store = makeStore()
    await store.dispatch(checkCanNotify({ filtros: { vendedor: 107 }, clientes: [] }))
    const state = selectNotification(store.getState())
    for (const canal of ['whatsapp', 'email', 'sms'] as const) {
      expect(state[`${canal}Count`]).toBe(state[`${canal}List`].length)
      expect(state[`${canal}Count`] + state.semContato[canal].length).toBe(state.clientes)
    }
    expect(state.whatsappCount).toBeGreaterThan(0)
    expect(state.whatsappList.every((r) => r.destinos.length > 0)).toBe(true)
  })

  it('another scope starts over', () => {
    const sent = { ...initialState, canNotify: false, scopeKey: 'a', motivo: 'x', emailCount: 3 }
    expect(reducer(sent, scopeChanged('a'))).toBe(sent)
    expect(reducer(sent, scopeChanged('b'))).toEqual({ ...initialState, scopeKey: 'b' })
  })

  it('scopes are equal whatever the order of the customers', () => {
    expect(scopeKey({ filtros: { b: 1, a: 'x' }, clientes: [3, 1] })).toBe(
      scopeKey({ filtros: { a: 'x', b: 1 }, clientes: [1, 3] }),
    )
  })
})
