import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@/app/store'
import { messageFinanceDeleted } from '@/shared/ui/error-catalogue'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { FINANCE_LISTS, FINANCE_URLS } from './api'
import {
  clearRegister,
  deleteRegister,
  financeSlice,
  initialFinanceState,
  loadMissing,
  loadRegister,
  saveRegister,
  selectFinance,
} from './finance-slice'

vi.mock('@/shared/ui/error-catalogue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/ui/error-catalogue')>()),
  messageFinanceDeleted: vi.fn(),
}))

const B = FINANCE_URLS.banco
let log: string[] = []
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  log.push(`${request.method} ${url.pathname}${url.search}`)
}

beforeEach(async () => {
  await signInAs('financeiro')
  log = []
  server.events.on('request:start', onRequest)
  vi.mocked(messageFinanceDeleted).mockClear()
})
afterEach(() => {
  server.events.removeListener('request:start', onRequest)
})

const finance = (store: ReturnType<typeof makeStore>) => selectFinance(store.getState())
const apiCalls = () => log.filter((l) => l.includes('/api/financeiro/'))

describe('finance slice: state', () => {
  it('holds the eleven lists of the specification, empty', () => {
    expect(FINANCE_LISTS).toEqual([
      'banco',
      'moeda',
      'contrato',
      'tipo_juros',
      'indice',
      'tipo_contrato',
      'forma_amortizacao',
      'relatorio_parcelas',
      'liberacao',
      'liberacao_parcela',
      'empresa',
    ])
    for (const f of FINANCE_LISTS) expect(initialFinanceState[f]).toEqual([])
  })

  it('clearing a register sets its list to empty', () => {
    const reducer = financeSlice.reducer
    let state = reducer(initialFinanceState, financeSlice.actions.listStored({ field: 'moeda', rows: [{ id: 1 }] }))
    expect(state.moeda).toHaveLength(1)
    state = reducer(state, clearRegister('moeda'))
    expect(state.moeda).toEqual([])
  })
})

describe('finance slice: loading', () => {
  it('stores the list under the named field, each row with key = its position and its id', async () => {
    const store = makeStore()
    const result = (await store.dispatch(loadRegister({ field: 'banco', url: B }))).payload as { id: number }[]
    const rows = finance(store).banco
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.map((r) => r.key)).toEqual(rows.map((_, i) => i))
    expect(rows.map((r) => r.id)).toEqual(result.map((r) => r.id))
    expect(finance(store).status.banco).toBe('succeeded')
  })

  it('fetches the reload URL instead of the URL when given', async () => {
    const store = makeStore()
    await store.dispatch(loadRegister({ field: 'banco', url: B, reloadUrl: `${B}?ativo=true` }))
    expect(apiCalls()).toEqual([`GET ${B}?ativo=true`])
    expect(finance(store).banco.every((b) => b.ativo === true)).toBe(true)
  })

  it.each([
    ['empty', []],
    ['one item', [{ id: 7, nome: 'Único' }]],
  ])('single object, %s: stored once, the answer returned, no lookups fetched', async (_, answer) => {
    server.use(http.get(`${FINANCE_URLS.empresa}`, () => HttpResponse.json(answer)))
    const store = makeStore()
    const stored: unknown[] = []
    store.subscribe(() => stored.push(finance(store).empresa))
    const action = await store.dispatch(
      loadRegister({ field: 'empresa', url: FINANCE_URLS.empresa, requestType: 'object', lookups: [{ field: 'banco', url: B }] }),
    )
    expect(action.payload).toEqual(answer)
    expect(finance(store).empresa).toEqual(answer.map((r, key) => ({ ...r, key })))
    // one store of the list (pending only flips the status)
    expect(new Set(stored.filter((s) => s !== initialFinanceState.empresa)).size).toBe(1)
    expect(apiCalls()).toEqual([`GET ${FINANCE_URLS.empresa}`])
    expect(finance(store).banco).toEqual([])
  })

  it('single object with two or more items: the list path, lookups fetched', async () => {
    const store = makeStore()
    await store.dispatch(
      loadRegister({ field: 'empresa', url: FINANCE_URLS.empresa, requestType: 'object', lookups: [{ field: 'banco', url: B }] }),
    )
    expect(finance(store).empresa.length).toBeGreaterThan(1)
    expect(apiCalls()).toEqual([`GET ${FINANCE_URLS.empresa}`, `GET ${B}`])
  })

  it('fetches each foreign-key lookup into its own field', async () => {
    const store = makeStore()
    await store.dispatch(
      loadRegister({
        field: 'contrato',
        url: FINANCE_URLS.contrato,
        lookups: [
          { field: 'banco', url: B },
          { field: 'empresa', url: FINANCE_URLS.empresa },
        ],
      }),
    )
    const state = finance(store)
    expect(state.contrato.length).toBeGreaterThan(0)
    expect(state.banco.length).toBeGreaterThan(0)
    expect(state.empresa.length).toBeGreaterThan(0)
    expect(state.empresa[0].key).toBe(0)
  })

  it('stops the lookup loop early at a list that already holds data', async () => {
    const store = makeStore()
    await store.dispatch(loadRegister({ field: 'moeda', url: FINANCE_URLS.moeda }))
    log = []
    await store.dispatch(
      loadRegister({
        field: 'contrato',
        url: FINANCE_URLS.contrato,
        lookups: [
          { field: 'banco', url: B },
          { field: 'moeda', url: FINANCE_URLS.moeda },
          { field: 'empresa', url: FINANCE_URLS.empresa },
        ],
      }),
    )
    expect(apiCalls()).toEqual([`GET ${FINANCE_URLS.contrato}`, `GET ${B}`])
    expect(finance(store).empresa).toEqual([])
    expect(finance(store).status.empresa).toBe('idle')
    // what the pages do next: load what the early stop left behind
    await store.dispatch(loadMissing(['banco', 'moeda', 'empresa']))
    expect(apiCalls().slice(2)).toEqual([`GET ${FINANCE_URLS.empresa}`])
  })

  it('a failed load keeps the rows and records the error', async () => {
    const store = makeStore()
    await store.dispatch(loadRegister({ field: 'banco', url: B }))
    server.use(http.get(B, () => HttpResponse.json({ detail: 'fora' }, { status: 500 })))
    const action = await store.dispatch(loadRegister({ field: 'banco', url: B }))
    expect(action.type).toBe('finance/load/rejected')
    expect(finance(store).status.banco).toBe('failed')
    expect(finance(store).error.banco?.kind).toBeTruthy()
    expect(finance(store).banco.length).toBeGreaterThan(0)
  })
})

describe('finance slice: saving', () => {
  it('POSTs without an id, then reloads the list', async () => {
    const store = makeStore()
    const saved = await store
      .dispatch(saveRegister({ field: 'banco', url: B, payload: { codigo: '077', nome: 'Banco Inter', ispb: '00416968' } }))
      .unwrap()
    expect(apiCalls()).toEqual([`POST ${B}`, `GET ${B}`])
    expect(saved).toMatchObject({ codigo: '077' })
    expect(finance(store).banco.some((b) => b.codigo === '077')).toBe(true)
  })

  it('PATCHes to {id}/ when the payload has an id, with the payload as body', async () => {
    let body: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json()
    })
    const store = makeStore()
    await store.dispatch(saveRegister({ field: 'banco', url: B, payload: { id: 1, nome: 'BB' } })).unwrap()
    expect(apiCalls()).toEqual([`PATCH ${B}1/`, `GET ${B}`])
    expect(body).toEqual({ id: 1, nome: 'BB' })
    expect(finance(store).banco.find((b) => b.id === 1)?.nome).toBe('BB')
  })

  it('rejects with the field errors and does not reload', async () => {
    const store = makeStore()
    const action = await store.dispatch(saveRegister({ field: 'banco', url: B, payload: { codigo: '1', nome: 'X' } }))
    expect(action.type).toBe('finance/save/rejected')
    expect(action.payload).toMatchObject({
      kind: 'validation',
      fieldErrors: { codigo: ['Informe o código do banco com 3 dígitos (ex.: 341).'] },
    })
    expect(apiCalls()).toEqual([`POST ${B}`])
  })
})

describe('finance slice: deleting', () => {
  it('DELETEs, removes the row locally, reloads, then shows the message', async () => {
    const store = makeStore()
    await store.dispatch(saveRegister({ field: 'banco', url: B, payload: { codigo: '077', nome: 'Inter' } }))
    const row = finance(store).banco.find((b) => b.codigo === '077')!
    log = []
    const events: string[] = []
    store.subscribe(() => {
      const has = finance(store).banco.some((b) => b.id === row.id)
      if (!has && !events.some((e) => e.startsWith('removed'))) events.push(`removed after ${apiCalls().join(' ')}`)
    })
    vi.mocked(messageFinanceDeleted).mockImplementation(() => void events.push(`message after ${apiCalls().join(' ')}`))
    await store.dispatch(deleteRegister({ field: 'banco', url: `${B}${row.id}/`, id: row.id!, reloadUrl: B })).unwrap()
    expect(events).toEqual([`removed after DELETE ${B}${row.id}/`, `message after DELETE ${B}${row.id}/ GET ${B}`])
    expect(messageFinanceDeleted).toHaveBeenCalledTimes(1)
    const rows = finance(store).banco
    expect(rows.map((r) => r.key)).toEqual(rows.map((_, i) => i))
  })

  it('a refused delete keeps the row, reloads nothing and shows no message', async () => {
    const store = makeStore()
    await store.dispatch(loadRegister({ field: 'banco', url: B }))
    const used = finance(store).banco[0]
    log = []
    const action = await store.dispatch(deleteRegister({ field: 'banco', url: `${B}${used.id}/`, id: used.id!, reloadUrl: B }))
    expect(action.type).toBe('finance/delete/rejected')
    expect(action.payload?.message).toMatch(/Não é possível excluir/)
    expect(apiCalls()).toEqual([`DELETE ${B}${used.id}/`])
    expect(finance(store).banco.some((b) => b.id === used.id)).toBe(true)
    expect(messageFinanceDeleted).not.toHaveBeenCalled()
  })
})
