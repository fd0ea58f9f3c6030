import { configureStore } from '@reduxjs/toolkit'
import { delay, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rootReducer } from '@/shared/store/root-reducer'
import { listRows } from '../../../demo-api/db'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  atendimentoEditCancelled,
  atendimentoEditStarted,
  customerPanelSlice,
  customerSelected,
  initialState,
  selectCustomerPanel,
  type CustomerPanelState,
} from './customer-panel-slice'
import {
  RELOAD_AFTER_ATTENDANCE,
  createAtendimento,
  editAtendimento,
  loadGroup,
  loadLookups,
} from './customer-panel-thunks'
import type { Atendimento, Lembrete, ParecerCredito } from './types'

const makeStore = () => configureStore({ reducer: rootReducer })
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

const SPEC_FIELDS = [
  'cliente',
  'atendimentos',
  'tiposResultado',
  'idAdd',
  'atendimento_parcela',
  'negociacoes',
  'analista_usuario',
  'analistasCobranca',
  'usuarios',
  'listaClientes',
  'parecer_credito',
  'vendedores',
  'supervisores',
  'segmentos',
  'gruposEconomicos',
  'observacoes',
  'formasCobranca',
  'reguas',
  'atendimento_entrada',
  'atendimento_entrada_parcela',
  'atendimento_form_type',
  'atendimento_form_edit_object',
  'emails',
  'telefones',
  'lembretes',
  'lembrete_pendente',
  'retorno_atendimento',
  'contas_pagas',
  'acao_cobranca_realizada',
  // ours (issue 15): promises to pay
  'promessas',
]

describe('customer panel state', () => {
  it('holds exactly the specification fields plus the request bookkeeping; the form starts in add', () => {
    expect(Object.keys(initialState).sort()).toEqual(
      [...SPEC_FIELDS, 'status', 'error', 'requestId'].sort(),
    )
    expect(initialState.atendimento_form_type).toBe('add')
    expect(initialState.atendimento_form_edit_object).toBeNull()
    expect(Object.values(initialState.status).every((s) => s === 'idle')).toBe(true)
  })

  it('switches the attendance form between add and edit', () => {
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
    state = customerPanelSlice.reducer(state, editAtendimento.fulfilled(a, 'r1', a))
    expect(state.atendimento_form_type).toBe('add')
    state = customerPanelSlice.reducer(state, atendimentoEditStarted(a))
    state = customerPanelSlice.reducer(state, customerSelected(2))
    expect(state.atendimento_form_type).toBe('add')
  })

  it('sorts credit opinions newest first and derives the pending reminder and the returns', () => {
    const p = (id: number, data: string) =>
      ({ id, data, cod_cliente: 1, parecer: 'x' }) as ParecerCredito
    const arg = { group: 'parecer_credito' as const, cod: 1 }
    let state = customerPanelSlice.reducer(initialState, loadGroup.pending('r1', arg))
    state = customerPanelSlice.reducer(
      state,
      loadGroup.fulfilled([p(1, '2023-05-01'), p(2, '2025-01-02'), p(3, '2024-07-07')], 'r1', arg),
    )
    expect(state.parecer_credito.map((x) => x.id)).toEqual([2, 3, 1])

    const l = (id: number, data: string, concluido = false) =>
      ({ id, data, concluido, cod_cliente: 1, descricao: `L${id}` }) as Lembrete
    const la = { group: 'lembretes' as const, cod: 1 }
    state = customerPanelSlice.reducer(state, loadGroup.pending('r2', la))
    state = customerPanelSlice.reducer(
      state,
      loadGroup.fulfilled(
        [
          l(1, '2025-03-01T10:00:00-03:00'),
          l(2, '2025-01-01T10:00:00-03:00', true),
          l(3, '2025-02-01T10:00:00-03:00'),
        ],
        'r2',
        la,
      ),
    )
    expect(state.lembretes.map((x) => x.id)).toEqual([2, 3, 1])
    expect(state.lembrete_pendente?.id).toBe(3)

    const a = (id: number, data_retorno: string | null, concluido = false) =>
      ({
        id,
        data_retorno,
        concluido,
        cod_cliente: 1,
        data: '2025-01-01T10:00:00-03:00',
        tipo_resultado: 1,
      }) as Atendimento
    const aa = { group: 'atendimentos' as const, cod: 1 }
    state = customerPanelSlice.reducer(state, loadGroup.pending('r3', aa))
    state = customerPanelSlice.reducer(
      state,
      loadGroup.fulfilled(
        [a(1, '2025-02-10'), a(2, '2025-02-01', true), a(3, '2025-01-20'), a(4, null)],
        'r3',
        aa,
      ),
    )
    expect(state.retorno_atendimento.map((x) => x.id)).toEqual([3, 1])
  })

  it('drops the late answer of an older request of the same group', () => {
    const arg1 = { group: 'emails' as const, cod: 1 }
    const arg2 = { group: 'emails' as const, cod: 2 }
    let state = customerPanelSlice.reducer(initialState, loadGroup.pending('old', arg1))
    state = customerPanelSlice.reducer(state, loadGroup.pending('new', arg2))
    state = customerPanelSlice.reducer(
      state,
      loadGroup.fulfilled([{ id: 2, cod_cliente: 2, email: 'b@x.com' }], 'new', arg2),
    )
    state = customerPanelSlice.reducer(
      state,
      loadGroup.fulfilled([{ id: 1, cod_cliente: 1, email: 'a@x.com' }], 'old', arg1),
    )
    expect(state.emails.map((e) => e.cod_cliente)).toEqual([2])
    expect(state.status.emails).toBe('succeeded')
  })

  it('a new customer clears the customer data and keeps the registers', () => {
    let state: CustomerPanelState = {
      ...initialState,
      vendedores: [{ codigo: 1, nome: 'V' }],
      emails: [{ id: 1, cod_cliente: 1, email: 'a@x.com' }],
      idAdd: 9,
    }
    state = customerPanelSlice.reducer(state, customerSelected(2))
    expect(state.vendedores).toHaveLength(1)
    expect(state.emails).toEqual([])
    expect(state.idAdd).toBeNull()
  })
})

describe('customer panel requests (demo API)', () => {
  it('keeps only the active result types and looks the analyst up by the signed-in user (DECISIONS 2)', async () => {
    await signInAs('renato.alves')
    const store = makeStore()
    await store.dispatch(loadLookups({ userId: 33 }))
    const state = panel(store)
    const all = listRows('atendimento-tipo-resultado')
    expect(all.some((t) => t.inativo)).toBe(true)
    expect(state.tiposResultado.map((t) => t.id)).toEqual(
      all.filter((t) => !t.inativo).map((t) => t.id),
    )
    expect(state.analista_usuario).toMatchObject({ user: 33, nome: 'Renato Alves' })
    expect(requests).toContain('GET /api/cobranca/analista-cobranca/?user=33')
    expect(requests.some((r) => r.includes('user=30'))).toBe(false)
    expect(state.status.lookups).toBe('succeeded')
    // A second start while loaded sends nothing.
    const before = requests.length
    await store.dispatch(loadLookups({ userId: 33 }))
    expect(requests.length).toBe(before)
  })

  it('after creating an attendance reloads exactly what the specification lists, in its order', async () => {
    await signInAs('analista')
    const store = makeStore()
    const cliente = listRows('cliente').find((c) => c.cod_cliente === 10001)!
    requests = []
    const created = await store
      .dispatch(
        createAtendimento({
          cod_cliente: 10001,
          tipo_resultado: 1,
          observacao: 'Prometeu pagar sexta.',
          data_retorno: '2030-01-10',
        }),
      )
      .unwrap()
    expect(created.cod_vendedor).toBe(cliente.cod_vendedor)
    expect(requests[0]).toBe('POST /api/cobranca/atendimento/')
    const reloads = requests.slice(1)
    expect(reloads).toHaveLength(RELOAD_AFTER_ATTENDANCE.length)
    expect(reloads.map((r) => r.split('?')[0])).toEqual([
      'GET /api/cobranca/atendimento-atak-cobranca/',
      'GET /api/cobranca/atendimento/',
      'GET /api/cobranca/atendimento-negociacao/',
      'GET /api/cobranca/atendimento-entrada/',
      'GET /api/cobranca/atendimento-entrada-parcela/',
      'GET /api/cobranca/lembrete/',
    ])
    const attendances = new URLSearchParams(reloads[1].split('?')[1])
    expect(Object.fromEntries(attendances)).toMatchObject({
      is_deleted: 'false',
      cod_cliente: '10001',
      cod_vendedor: String(cliente.cod_vendedor),
    })
    for (const r of reloads) expect(r).toMatch(/cod_cliente=10001/)
    const state = panel(store)
    expect(state.idAdd).toBe(created.id)
    expect(state.atendimentos.find((a) => a.id === created.id)).toMatchObject({
      observacao: 'Prometeu pagar sexta.',
    })
    expect(state.atendimentos.every((a) => a.is_deleted === false && a.cod_cliente === 10001)).toBe(
      true,
    )
    expect(state.retorno_atendimento.some((a) => a.id === created.id)).toBe(true)
    for (const g of RELOAD_AFTER_ATTENDANCE) expect(state.status[g]).toBe('succeeded')
  })

  it('a failed create reloads nothing and reports the field errors', async () => {
    await signInAs('analista')
    const store = makeStore()
    requests = []
    const result = await store.dispatch(
      createAtendimento({ cod_cliente: 10001, tipo_resultado: 999 }),
    )
    expect(createAtendimento.rejected.match(result)).toBe(true)
    expect(result.payload).toMatchObject({
      kind: 'validation',
      fieldErrors: { tipo_resultado: ['Pk inválido "999" - objeto não existe.'] },
    })
    expect(requests).toEqual(['POST /api/cobranca/atendimento/'])
  })

  it('the first attendance load filters by is_deleted and cliente', async () => {
    await signInAs('analista')
    const store = makeStore()
    await store.dispatch(loadGroup({ group: 'atendimentos', cod: 10001 }))
    expect(requests).toContain(
      'GET /api/cobranca/atendimento/?is_deleted=false&cliente=10001&ordering=-data',
    )
    const expected = listRows('atendimento').filter((a) => a.cod_cliente === 10001 && !a.is_deleted)
    expect(panel(store).atendimentos).toHaveLength(expected.length)
  })

  it('an aborted load leaves the group idle, not failed', async () => {
    await signInAs('analista')
    server.use(http.get('*/api/cobranca/cliente-email/', async () => delay('infinite')))
    const store = makeStore()
    const pending = store.dispatch(loadGroup({ group: 'emails', cod: 10001 }))
    pending.abort()
    await pending
    expect(panel(store).status.emails).toBe('idle')
    expect(panel(store).error.emails).toBeNull()
  })
})
