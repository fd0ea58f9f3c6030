import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { listRows } from '../../../demo-api/db'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  RELOAD_AFTER_ATTENDANCE,
  atendimentoApi,
  createAtendimento,
  editAtendimento,
  saveRecord,
} from './customer-panel-data'
import {
  atendimentoEditCancelled,
  atendimentoEditStarted,
  customerPanelSlice,
  customerSelected,
  initialState,
  selectCustomerPanel,
} from './customer-panel-slice'
import type { Atendimento } from './types'

type Store = ReturnType<typeof makeStore>
const panel = (store: Store) => selectCustomerPanel(store.getState())

let requests: string[] = []
beforeEach(() => {
  requests = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
  })
})
afterEach(() => server.events.removeAllListeners())

type Subscription = { unwrap: () => Promise<unknown>; unsubscribe: () => void }
const E = atendimentoApi.endpoints

/** Subscribes to one query like a mounted section would, and waits for its answer. */
async function watch(
  store: Store,
  query: ThunkAction<Subscription, ReturnType<Store['getState']>, unknown, UnknownAction>,
) {
  const sub = store.dispatch(query)
  await sub.unwrap()
  // wrapped: the subscription itself is a thenable
  return { unsubscribe: () => sub.unsubscribe() }
}

describe('customer panel client state', () => {
  it('holds only client state: the customer, the form mode and slot, the attendance created last', () => {
    expect(Object.keys(initialState).sort()).toEqual(
      ['atendimento_form_edit_object', 'atendimento_form_type', 'cod', 'idAdd'].sort(),
    )
    expect(initialState.atendimento_form_type).toBe('add')
    expect(initialState.atendimento_form_edit_object).toBeNull()
  })

  it('switches the attendance form between add and edit; another customer starts over', () => {
    const a = {
      id: 7,
      cod_cliente: 1,
      data: '2025-01-01T10:00:00-03:00',
      tipo_resultado: 1,
    } as Atendimento
    let state = customerPanelSlice.reducer(initialState, atendimentoEditStarted(a))
    expect(state.atendimento_form_type).toBe('edit')
    expect(state.atendimento_form_edit_object).toEqual(a)
    state = customerPanelSlice.reducer(state, atendimentoEditCancelled())
    expect(state.atendimento_form_type).toBe('add')
    expect(state.atendimento_form_edit_object).toBeNull()
    state = customerPanelSlice.reducer(state, atendimentoEditStarted(a))
    state = customerPanelSlice.reducer(state, customerSelected(2))
    expect(state.atendimento_form_type).toBe('add')
    expect(state.cod).toBe(2)
  })
})

describe('customer panel data layer', () => {
  const COD = 10001

  it('after creating an attendance reloads exactly what the specification lists, in its order, for that customer only', async () => {
    await signInAs('analista')
    const store = makeStore()
    const other = listRows('cliente').find((c) => c.cod_cliente !== COD)!.cod_cliente
    const byCustomer = (cod: number) => ({ codCliente: cod, ordering: '-data' })
    const subs = await Promise.all([
      watch(store, E.getCobrancaAtendimentoAtakCobranca.initiate(byCustomer(COD))),
      watch(
        store,
        E.getCobrancaAtendimento.initiate({ isDeleted: false, cliente: COD, ordering: '-data' }),
      ),
      watch(store, E.getCobrancaAtendimentoNegociacao.initiate({ codCliente: COD })),
      watch(store, E.getCobrancaAtendimentoEntrada.initiate({ codCliente: COD })),
      watch(store, E.getCobrancaAtendimentoEntradaParcela.initiate({ codCliente: COD })),
      watch(store, E.getCobrancaLembrete.initiate({ codCliente: COD })),
      // another customer's reminders and this customer's e-mails are not reloaded
      watch(store, E.getCobrancaLembrete.initiate({ codCliente: other })),
      watch(store, E.getCobrancaClienteEmail.initiate({ codCliente: COD })),
    ])
    requests = []
    const created = await createAtendimento(store.dispatch, {
      cod_cliente: COD,
      tipo_resultado: 1,
      observacao: 'Prometeu pagar sexta.',
      data_retorno: '2030-01-10',
    })
    expect(requests[0]).toBe('POST /api/cobranca/atendimento/')
    await expect
      .poll(() => requests.length, { timeout: 10_000 })
      .toBe(1 + RELOAD_AFTER_ATTENDANCE.length)
    expect(requests.slice(1).map((r) => r.split('?')[0])).toEqual([
      'GET /api/cobranca/atendimento-atak-cobranca/',
      'GET /api/cobranca/atendimento/',
      'GET /api/cobranca/atendimento-negociacao/',
      'GET /api/cobranca/atendimento-entrada/',
      'GET /api/cobranca/atendimento-entrada-parcela/',
      'GET /api/cobranca/lembrete/',
    ])
    for (const r of requests.slice(1)) expect(r).toMatch(new RegExp(`cliente=${COD}`))
    expect(panel(store).idAdd).toBe(created.id)
    await expect
      .poll(() => {
        const data = E.getCobrancaAtendimento.select({
          isDeleted: false,
          cliente: COD,
          ordering: '-data',
        })(store.getState() as never).data as Atendimento[] | undefined
        return data?.some((a) => a.id === created.id)
      })
      .toBe(true)
    subs.forEach((s) => s.unsubscribe())
  })

  it('a failed create reloads nothing and reports the field errors', async () => {
    await signInAs('analista')
    const store = makeStore()
    requests = []
    await expect(
      createAtendimento(store.dispatch, { cod_cliente: COD, tipo_resultado: 999 }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { tipo_resultado: ['Pk inválido "999" - objeto não existe.'] },
    })
    expect(requests).toEqual(['POST /api/cobranca/atendimento/'])
    expect(panel(store).idAdd).toBeNull()
  })

  it('saving the attendance being edited puts the form back in add', async () => {
    await signInAs('analista')
    const store = makeStore()
    const a = listRows('atendimento').find((x) => x.cod_cliente === COD && !x.is_deleted)!
    store.dispatch(atendimentoEditStarted(a as unknown as Atendimento))
    await editAtendimento(store.dispatch, {
      ...(a as unknown as Atendimento),
      observacao: 'Editado.',
    })
    expect(panel(store).atendimento_form_type).toBe('add')
    expect(panel(store).atendimento_form_edit_object).toBeNull()
  })

  it('a reminder saved reloads that customer’s reminders', async () => {
    await signInAs('analista')
    const store = makeStore()
    const sub = await watch(
      store,
      E.getCobrancaLembrete.initiate({ codCliente: COD, ordering: 'data' }),
    )
    requests = []
    await saveRecord(store.dispatch, 'lembrete', {
      cod_cliente: COD,
      data: '2031-01-10T09:00:00-03:00',
      descricao: 'Ligar de novo',
      atendimento: null,
      concluido: false,
    })
    await expect
      .poll(() => requests)
      .toEqual([
        'POST /api/cobranca/lembrete/',
        `GET /api/cobranca/lembrete/?cod_cliente=${COD}&ordering=data`,
      ])
    sub.unsubscribe()
  })
})
