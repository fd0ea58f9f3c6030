/**
 * The finance-register semantics of the specification (section 4) over the data layer: rows
 * keyed by position, lookups and their early stop, the single-object load, clear, save then
 * reload, and delete → local removal → reload → 'Deletado com Sucesso...'.
 */
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore, type AppStore } from '@/app/store'
import { messageFinanceDeleted } from '@/shared/ui/error-catalogue'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  FINANCE_LISTS,
  clearRegister,
  deleteRegister,
  financeApi,
  saveRegister,
  useFinanceList,
  useFinanceSource,
  type FinanceList,
  type FinanceSourceOptions,
} from './finance-data'
import type { Banco } from './types'

vi.mock('@/shared/ui/error-catalogue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/ui/error-catalogue')>()),
  messageFinanceDeleted: vi.fn(),
}))

const F = '/api/financeiro'
const B = `${F}/banco/`

/** Requests as they start, and as their answers arrive (`done …`). */
let log: string[] = []
const line = (request: Request) => {
  const url = new URL(request.url)
  return `${request.method} ${url.pathname}${url.search}`
}
const onStart = ({ request }: { request: Request }) => void log.push(line(request))
const onDone = ({ request }: { request: Request }) => void log.push(`done ${line(request)}`)
/** the finance requests started, in order */
const started = () => log.filter((l) => l.startsWith(`GET ${F}`) || /^(POST|PATCH|DELETE) /.test(l))

beforeEach(async () => {
  await signInAs('financeiro')
  log = []
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onDone)
  vi.mocked(messageFinanceDeleted).mockClear()
})
afterEach(() => {
  server.events.removeListener('request:start', onStart)
  server.events.removeListener('response:mocked', onDone)
})

const wrapperFor = (store: AppStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>
  }

function mountList<K extends FinanceList>(store: AppStore, list: K, lookup = false) {
  return renderHook(() => useFinanceList(list, { lookup }), { wrapper: wrapperFor(store) })
}

function mountSource(store: AppStore, list: FinanceList, options: FinanceSourceOptions = {}) {
  return renderHook(() => useFinanceSource<Banco>(list, options), { wrapper: wrapperFor(store) })
}

type ApiState = Parameters<ReturnType<typeof financeApi.endpoints.getFinanceiroBanco.select>>[0]
const bancos = (store: AppStore) =>
  financeApi.endpoints.getFinanceiroBanco.select()(store.getState() as ApiState).data ?? []

describe('finance state', () => {
  it('holds the eleven lists of the specification', () => {
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
  })
})

describe('finance registers: loading', () => {
  it('reads the list from its URL, each row with key = its position and its id', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    const rows = result.current.rows
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.map((r) => r.key)).toEqual(rows.map((_, i) => i))
    expect(rows.map((r) => r.id)).toEqual(bancos(store).map((b) => b.id))
    expect(started()).toEqual([`GET ${B}`])
  })

  it('sends the list filters as a query string', async () => {
    const store = makeStore()
    const { result } = renderHook(() => useFinanceList('liberacao', { args: { contrato: 1 } }), {
      wrapper: wrapperFor(store),
    })
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    expect(started()).toEqual([`GET ${F}/liberacao/?contrato=1`])
    expect(result.current.rows.length).toBeGreaterThan(0)
    expect(result.current.rows.every((l) => l.contrato === 1)).toBe(true)
  })

  it('fetches each foreign-key lookup into its own list', async () => {
    const store = makeStore()
    const source = mountSource(store, 'contrato', { lookups: ['banco', 'empresa'] })
    await waitFor(() => expect(source.result.current.status).toBe('succeeded'))
    const banco = mountList(store, 'banco', true)
    const empresa = mountList(store, 'empresa', true)
    await waitFor(() => expect(empresa.result.current.rows.length).toBeGreaterThan(0))
    expect(banco.result.current.rows.length).toBeGreaterThan(0)
    expect(empresa.result.current.rows[0].key).toBe(0)
    expect(started().sort()).toEqual([`GET ${F}/contrato/`, `GET ${B}`, `GET ${F}/empresa/`].sort())
  })

  it('does not fetch again a lookup whose list already holds data; the list itself reloads on every visit', async () => {
    const store = makeStore()
    const moedas = mountList(store, 'moeda')
    const contratos = mountList(store, 'contrato')
    await waitFor(() => expect(moedas.result.current.status).toBe('succeeded'))
    await waitFor(() => expect(contratos.result.current.status).toBe('succeeded'))
    log = []
    const source = mountSource(store, 'contrato', { lookups: ['banco', 'moeda', 'empresa'] })
    const empresa = mountList(store, 'empresa', true)
    await waitFor(() => expect(source.result.current.status).toBe('succeeded'))
    await waitFor(() => expect(empresa.result.current.status).toBe('succeeded'))
    await waitFor(() => expect(log.filter((l) => l.startsWith('done '))).toHaveLength(3))
    expect(started().sort()).toEqual([`GET ${F}/contrato/`, `GET ${B}`, `GET ${F}/empresa/`].sort())
  })

  it.each([
    ['empty', []],
    ['one item', [{ id: 7, razao_social: 'Única', nome_fantasia: '', cnpj: '11.222.333/0001-81' }]],
  ])('single object, %s: stored once, no lookups fetched', async (_, answer) => {
    server.use(http.get(`*${F}/empresa/`, () => HttpResponse.json(answer)))
    const store = makeStore()
    const { result } = mountSource(store, 'empresa', { requestType: 'object', lookups: ['banco'] })
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    expect(result.current.rows).toEqual(answer.map((r, key) => ({ ...r, key })))
    await waitFor(() => expect(log).toContain(`done GET ${F}/empresa/`))
    expect(started()).toEqual([`GET ${F}/empresa/`])
  })

  it('single object with two or more items: the list path, lookups fetched', async () => {
    const store = makeStore()
    const { result } = mountSource(store, 'empresa', { requestType: 'object', lookups: ['banco'] })
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    expect(result.current.rows.length).toBeGreaterThan(1)
    await waitFor(() => expect(started()).toEqual([`GET ${F}/empresa/`, `GET ${B}`]))
  })

  it('a failed reload keeps the rows and records the error', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    const count = result.current.rows.length
    server.use(http.get(`*${B}`, () => HttpResponse.json({ detail: 'fora' }, { status: 500 })))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.error?.kind).toBeTruthy()
    expect(result.current.rows).toHaveLength(count)
  })

  it('a 200 that is not a list is an error with a retry, not an empty register', async () => {
    // JSON the client parses, sent as text so the contract check of the demo API leaves it be
    server.use(http.get(`*${B}`, () => HttpResponse.text('{"results": null}')))
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.error?.kind).toBe('malformed')
  })
})

describe('finance registers: clearing', () => {
  it('clearing a register sets its list to empty', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'moeda')
    await waitFor(() => expect(result.current.rows.length).toBeGreaterThan(0))
    act(() => store.dispatch(clearRegister('moeda')))
    await waitFor(() => expect(result.current.rows).toEqual([]))
    expect(started()).toEqual([`GET ${F}/moeda/`])
  })
})

describe('finance registers: saving', () => {
  it('POSTs without an id, then reloads the list', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    log = []
    const saved = await saveRegister(store.dispatch, 'banco', { codigo: '077', nome: 'Banco Inter', ispb: '00416968' })
    expect(saved).toMatchObject({ codigo: '077' })
    expect(started()).toEqual([`POST ${B}`, `GET ${B}`])
    // the save resolves once the list has reloaded
    expect(bancos(store).some((b) => b.codigo === '077')).toBe(true)
    await waitFor(() => expect(result.current.rows.some((b) => b.codigo === '077')).toBe(true))
  })

  it('PATCHes to {id}/ when the payload has an id, with the payload as body', async () => {
    let body: unknown
    const onPatch = async ({ request }: { request: Request }) => {
      if (request.method === 'PATCH') body = await request.clone().json()
    }
    server.events.on('request:start', onPatch)
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    log = []
    await saveRegister(store.dispatch, 'banco', { id: 1, nome: 'BB' })
    server.events.removeListener('request:start', onPatch)
    expect(started()).toEqual([`PATCH ${B}1/`, `GET ${B}`])
    expect(body).toEqual({ id: 1, nome: 'BB' })
    expect(bancos(store).find((b) => b.id === 1)?.nome).toBe('BB')
  })

  it('rejects with the field errors and does not reload', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    log = []
    await expect(saveRegister(store.dispatch, 'banco', { codigo: '1', nome: 'X' })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { codigo: ['Informe o código do banco com 3 dígitos (ex.: 341).'] },
    })
    await waitFor(() => expect(log).toContain(`done POST ${B}`))
    expect(started()).toEqual([`POST ${B}`])
  })

  it('reloads only the list it saved', async () => {
    const store = makeStore()
    const banco = mountList(store, 'banco')
    const moeda = mountList(store, 'moeda')
    await waitFor(() => expect(banco.result.current.status).toBe('succeeded'))
    await waitFor(() => expect(moeda.result.current.status).toBe('succeeded'))
    log = []
    await saveRegister(store.dispatch, 'banco', { codigo: '077', nome: 'Inter' })
    expect(started()).toEqual([`POST ${B}`, `GET ${B}`])
  })
})

describe('finance registers: deleting', () => {
  it('DELETEs, removes the row locally, reloads, then shows the message', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    await saveRegister(store.dispatch, 'banco', { codigo: '077', nome: 'Inter' })
    const row = bancos(store).find((b) => b.codigo === '077')!
    log = []
    const events: string[] = []
    const unsubscribe = store.subscribe(() => {
      const has = bancos(store).some((b) => b.id === row.id)
      if (!has && !events.some((e) => e.startsWith('removed'))) events.push(`removed after ${log.join(' | ')}`)
    })
    vi.mocked(messageFinanceDeleted).mockImplementation(() => void events.push(`message after ${log.join(' | ')}`))
    await deleteRegister(store.dispatch, 'banco', row.id)
    unsubscribe()
    // removed locally once the DELETE answered, before the reload answered; the message after it
    expect(events[0]).toMatch(new RegExp(`^removed after DELETE ${B}${row.id}/ \\| done DELETE ${B}${row.id}/`))
    expect(events[0]).not.toContain(`done GET ${B}`)
    expect(events[1]).toMatch(new RegExp(`^message after .*done GET ${B}$`))
    expect(started()).toEqual([`DELETE ${B}${row.id}/`, `GET ${B}`])
    expect(messageFinanceDeleted).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current.rows.some((b) => b.id === row.id)).toBe(false))
    expect(result.current.rows.map((r) => r.key)).toEqual(result.current.rows.map((_, i) => i))
  })

  it('a refused delete keeps the row, reloads nothing and shows no message', async () => {
    const store = makeStore()
    const { result } = mountList(store, 'banco')
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    const used = result.current.rows[0]
    log = []
    await expect(deleteRegister(store.dispatch, 'banco', used.id)).rejects.toMatchObject({
      message: expect.stringMatching(/Não é possível excluir/),
    })
    await waitFor(() => expect(log).toContain(`done DELETE ${B}${used.id}/`))
    expect(started()).toEqual([`DELETE ${B}${used.id}/`])
    expect(result.current.rows.some((b) => b.id === used.id)).toBe(true)
    expect(messageFinanceDeleted).not.toHaveBeenCalled()
  })
})
