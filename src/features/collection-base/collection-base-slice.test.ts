import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { storeTokens } from '@/shared/storage/tokens'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  collectionBaseSlice,
  filtersReplaced,
  initialState,
  loadBase,
  loadBaseLists,
  reloadLogs,
  selectBaseState,
  selectFilters,
  selectPreparedBase,
} from './collection-base-slice'
import { call, login } from '../../../demo-api/test-client'
import { EMPTY_FILTERS } from './filters'
import type { ContasReceberAgrupado } from './types'

const reducer = collectionBaseSlice.reducer

describe('collection base slice: filters', () => {
  it('starts with the specification lists empty and no filter', () => {
    expect(initialState).toMatchObject({
      ...EMPTY_FILTERS,
      base_cobranca: [],
      logs: [],
      cliente_grupo_economico: [],
      lembretes: [],
      atendimentos: [],
      clientes: [],
      atakcobranca_atendimento: [],
      agrupamento: 'cliente',
    })
  })

  it("mirrors the URL's filters under the specification names, the whole set at once", () => {
    let state = reducer(
      initialState,
      filtersReplaced({
        filters: {
          ...EMPTY_FILTERS,
          vendedor: 107,
          info: 'são',
          data_vencimento_inicio: '2025-01-01',
        },
      }),
    )
    expect(state).toMatchObject({
      vendedor: 107,
      info: 'são',
      data_vencimento_inicio: '2025-01-01',
      agrupamento: 'cliente',
    })
    state = reducer(
      state,
      filtersReplaced({ filters: { ...EMPTY_FILTERS, filial: 2 }, agrupamento: 'grupo_economico' }),
    )
    expect(state).toMatchObject({ ...EMPTY_FILTERS, filial: 2, agrupamento: 'grupo_economico' })
  })

  it('gives one filters object until a filter changes', () => {
    const store = makeStore()
    const a = selectFilters(store.getState())
    store.dispatch(filtersReplaced({ filters: EMPTY_FILTERS, agrupamento: 'grupo_economico' }))
    expect(selectFilters(store.getState())).toBe(a)
    store.dispatch(filtersReplaced({ filters: { ...EMPTY_FILTERS, documento: 'NF' } }))
    expect(selectFilters(store.getState())).toEqual({ ...EMPTY_FILTERS, documento: 'NF' })
  })
})

describe('collection base slice: loading', () => {
  it('stores the answer as base_cobranca with the filters it was loaded with', async () => {
    await signInAs('analista')
    const store = makeStore()
    const filters = { ...EMPTY_FILTERS, vendedor: 107, info: 'ignorado pelo servidor' }
    await store.dispatch(loadBase(filters))
    const state = selectBaseState(store.getState())
    expect(state.baseStatus).toBe('succeeded')
    expect(state.base_cobranca.length).toBeGreaterThan(0)
    expect(state.loadedFilters).toEqual({ ...filters, info: '' })
    // The first screen gets totals only: no titles travel, the server's figures are used as sent.
    expect(state.base_cobranca.every((row) => !row.titulos?.length)).toBe(true)
    const prepared = selectPreparedBase(store.getState())
    expect(prepared.titles).toHaveLength(0)
    // …and they are the totals of exactly the titles the full answer carries for these filters.
    const token = await login('analista')
    const { body: full } = await call('POST', '/api/cobranca/contas-receber-agrupado/', {
      token,
      body: { vendedor: 107 },
    })
    const rows = full as ContasReceberAgrupado[]
    expect(rows.every((row) => row.titulos!.every((t) => t.cod_vendedor === 107))).toBe(true)
    expect(prepared.customers.map((c) => c.cod_cliente)).toEqual(rows.map((r) => r.cod_cliente))
    rows.forEach((row, i) => {
      const agg = prepared.totals[i]!
      expect(agg.qtd_titulos).toBe(row.titulos!.length)
      expect(agg.saldo).toBe(row.titulos!.reduce((n, t) => n + Math.round(Number(t.saldo) * 100), 0))
    })
    // the specification's `clientes` list comes from the same answer, without a request
    expect(state.clientes.map((c) => c.cod_cliente)).toEqual(rows.map((r) => r.cod_cliente))
  })

  it('an older answer never overwrites a newer request', () => {
    let state = reducer(initialState, {
      type: loadBase.pending.type,
      meta: { requestId: 'a', arg: EMPTY_FILTERS },
    })
    state = reducer(state, {
      type: loadBase.pending.type,
      meta: { requestId: 'b', arg: EMPTY_FILTERS },
    })
    state = reducer(state, {
      type: loadBase.fulfilled.type,
      payload: [{ cod_cliente: 1 }],
      meta: { requestId: 'a', arg: EMPTY_FILTERS },
    })
    expect(state.base_cobranca).toEqual([])
    expect(state.baseStatus).toBe('loading')
  })

  it('loads every list; one failing list leaves the others and is named', async () => {
    await signInAs('analista')
    const store = makeStore()
    await store.dispatch(loadBaseLists())
    const state = selectBaseState(store.getState())
    expect(state.listsStatus).toBe('succeeded')
    for (const name of [
      'logs',
      'cliente_grupo_economico',
      'lembretes',
      'atendimentos',
      'atakcobranca_atendimento',
      'vendedores',
      'filiais',
      'formas_cobranca',
    ] as const) {
      expect(state[name].length, name).toBeGreaterThan(0)
    }
    expect(state.lembretes.every((l) => !l.concluido)).toBe(true)
    expect(state.atendimentos.every((a) => !a.is_deleted)).toBe(true)
    // one request for the four activity lists: at most one row per customer in each
    for (const name of ['logs', 'lembretes', 'atendimentos', 'atakcobranca_atendimento'] as const) {
      const codes = state[name].map((r) => r.cod_cliente)
      expect(new Set(codes).size, name).toBe(codes.length)
    }

    server.use(
      http.get('*/api/cobranca/base-cobranca-resumo/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    )
    const second = makeStore()
    await second.dispatch(loadBaseLists())
    const failed = selectBaseState(second.getState())
    expect(failed.listsStatus).toBe('failed')
    expect(failed.listsFailed).toEqual(['resumo'])
    expect(failed.listsError?.kind).toBe('server')
    expect(failed.vendedores.length).toBeGreaterThan(0)
  })

  it('keeps for each customer the latest attendance, action and message and the next reminder', async () => {
    await signInAs('analista')
    const store = makeStore()
    await store.dispatch(loadBaseLists())
    const state = selectBaseState(store.getState())
    const token = await login('analista')
    const all = (await call('GET', '/api/cobranca/atendimento/?is_deleted=false', { token }))
      .body as Array<{ cod_cliente: number; data: string }>
    const cod = state.atendimentos[0].cod_cliente
    const latest = Math.max(...all.filter((a) => a.cod_cliente === cod).map((a) => Date.parse(a.data)))
    expect(Date.parse(state.atendimentos[0].data)).toBe(latest)
    const reminders = (await call('GET', '/api/cobranca/lembrete/?concluido=false', { token }))
      .body as Array<{ cod_cliente: number; data: string }>
    const r = state.lembretes[0]
    const earliest = Math.min(
      ...reminders.filter((x) => x.cod_cliente === r.cod_cliente).map((x) => Date.parse(x.data)),
    )
    expect(Date.parse(r.data)).toBe(earliest)
  })

  it('reloadLogs replaces only the sent log; a failed reload keeps the previous one', async () => {
    await signInAs('analista')
    const store = makeStore()
    await store.dispatch(loadBaseLists())
    const before = selectBaseState(store.getState())
    server.use(
      http.get('*/api/cobranca/base-cobranca-resumo/', () =>
        HttpResponse.json({
          atendimentos: [],
          atakcobranca_atendimento: [],
          lembretes: [],
          logs: [{ ...before.logs[0], id: 999_999 }],
        }),
      ),
    )
    await store.dispatch(reloadLogs())
    const after = selectBaseState(store.getState())
    expect(after.logs.map((l) => l.id)).toEqual([999_999])
    expect(after.atendimentos).toBe(before.atendimentos)
    expect(after.listsStatus).toBe('succeeded')

    server.use(
      http.get('*/api/cobranca/base-cobranca-resumo/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    )
    await store.dispatch(reloadLogs())
    expect(selectBaseState(store.getState()).logs.map((l) => l.id)).toEqual([999_999])
  })

  it('signing out clears the base', async () => {
    storeTokens('x', 'y')
    const store = makeStore()
    store.dispatch(filtersReplaced({ filters: { ...EMPTY_FILTERS, vendedor: 1 } }))
    store.dispatch(loggedOut())
    expect(selectBaseState(store.getState())).toEqual(initialState)
  })
})
