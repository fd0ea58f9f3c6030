import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { rowsOf } from '@/shared/api/data-api'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { customersApi, PENDING_ARGS, USER_CLIENT_LOG, usersApi, usersListArgs } from './users-data'

const e = usersApi.endpoints
const cobrancaEndpoints = customersApi.endpoints

/** The store's state as the api's selectors take it (the api's slice is injected lazily). */
type ApiState = Parameters<ReturnType<typeof e.getComumUser.select>>[0]
const apiState = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as ApiState

let paths: string[] = []
const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  paths.push(`${request.method} ${url.pathname}${url.search}`)
}
beforeEach(() => {
  paths = []
  server.events.on('request:start', listener)
})
afterEach(() => {
  server.events.removeListener('request:start', listener)
  vi.restoreAllMocks()
})

const ask = (username: string) =>
  fetch(new URL('/api/cobranca/criar-usuario/', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      first_name: 'Nova',
      last_name: 'Pessoa',
      email: `${username}@exemplo.com.br`,
      password: 'boaSafra2026',
    }),
  })

/** An administrator's store with the first page of accounts read; `read` keeps it subscribed. */
async function readFirstPageAsAdmin() {
  await signInAs('admin')
  const store = makeStore()
  const args = usersListArgs(1, 10, '')
  const read = store.dispatch(e.getComumUser.initiate(args))
  await read
  return { store, args, read }
}

describe('user administration data (demo API)', () => {
  it('reads a page of accounts, never the requests, with the query the contract declares', async () => {
    await signInAs('admin')
    const store = makeStore()
    const read = store.dispatch(e.getComumUser.initiate(usersListArgs(1, 10, '  ')))
    const { data } = await read
    expect(data && !Array.isArray(data) ? data.count : null).toBe(12)
    expect(rowsOf(data).every((u) => !u.pendente)).toBe(true)
    expect(paths).toContain('GET /api/comum/user/?page=1&page_size=10&pendente=false')
    read.unsubscribe()
  })

  it('a handled request leaves the requests at once; both lists are read again', async () => {
    await ask('pessoa.um')
    await ask('pessoa.dois')
    await signInAs('admin')
    const store = makeStore()
    const pendingRead = store.dispatch(e.getComumUser.initiate(PENDING_ARGS))
    await pendingRead
    const pending = () => rowsOf(e.getComumUser.select(PENDING_ARGS)(apiState(store)).data)
    expect(pending().map((u) => u.username).sort()).toEqual(['pessoa.dois', 'pessoa.um'])
    expect(paths).toContain('GET /api/comum/user/?page=1&page_size=50&pendente=true')
    const idOf = (username: string) => pending().find((u) => u.username === username)!.id
    const um = idOf('pessoa.um')
    const dois = idOf('pessoa.dois')

    const approved = await store
      .dispatch(e.postComumUserIdAprovar.initiate({ id: um, aprovacaoUsuario: { perfil: 'credito' } }))
      .unwrap()
    expect(approved).toMatchObject({ perfil: 'credito', pendente: false, is_active: true })
    expect(pending().map((u) => u.id)).toEqual([dois])
    await store.dispatch(e.postComumUserIdRecusar.initiate({ id: dois })).unwrap()
    expect(pending()).toEqual([])
    expect(paths).toEqual(
      expect.arrayContaining([
        `POST /api/comum/user/${um}/aprovar/`,
        `POST /api/comum/user/${dois}/recusar/`,
      ]),
    )
    // the invalidation reads the requests again
    await waitFor(() =>
      expect(paths.filter((p) => p.endsWith('pendente=true')).length).toBeGreaterThanOrEqual(2),
    )

    // already handled: refused without field errors
    await expect(
      store
        .dispatch(e.postComumUserIdAprovar.initiate({ id: um, aprovacaoUsuario: { perfil: 'analista' } }))
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'validation', status: 400 })
    pendingRead.unsubscribe()
  })

  it('a changed account shows in the cached list at once', async () => {
    const { store, args, read } = await readFirstPageAsAdmin()
    const analista = () => rowsOf(e.getComumUser.select(args)(apiState(store)).data).find((u) => u.id === 30)
    expect(analista()?.is_active).toBe(true)
    await store
      .dispatch(e.patchComumUserId.initiate({ id: 30, alteracaoUsuario: { is_active: false } }))
      .unwrap()
    expect(analista()?.is_active).toBe(false)
    read.unsubscribe()
  })

  it('a refused create carries the field errors', async () => {
    await signInAs('admin')
    const store = makeStore()
    await expect(
      store
        .dispatch(
          e.postCobrancaCriarUsuario.initiate({
            novoUsuario: {
              first_name: 'X',
              last_name: 'Y',
              email: 'x@y.com.br',
              username: 'admin',
              password: 'boaSafra2026',
              perfil: 'analista',
            },
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ kind: 'validation', fieldErrors: { username: [expect.any(String)] } })
  })

  it('links: a save shows in the drawer’s links and in the counts at once', async () => {
    await signInAs('admin')
    const store = makeStore()
    const counts = store.dispatch(e.getAccessUserClient.initiate({ userIn: '5' }))
    const drawer = store.dispatch(e.getAccessUserClient.initiate({ user: 5 }))
    await Promise.all([counts, drawer])
    const linksOf = (arg: { user?: number; userIn?: string }) =>
      rowsOf(e.getAccessUserClient.select(arg)(apiState(store)).data)
    expect(linksOf({ user: 5 }).map((l) => l.cod_cliente)).toEqual([10001, 10002])
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/access/user-client?user__in=5',
        'GET /api/access/user-client?user=5',
      ]),
    )

    const added = await store
      .dispatch(e.postAccessUserClient.initiate({ novoVinculoUsuarioCliente: { user: 5, cod_cliente: 10003 } }))
      .unwrap()
    expect(linksOf({ user: 5 }).map((l) => l.cod_cliente)).toEqual([10001, 10002, 10003])
    expect(linksOf({ userIn: '5' })).toHaveLength(3)
    await store.dispatch(e.deleteAccessUserClientId.initiate({ id: added.id })).unwrap()
    expect(linksOf({ user: 5 }).map((l) => l.cod_cliente)).toEqual([10001, 10002])
    expect(linksOf({ userIn: '5' })).toHaveLength(2)
    counts.unsubscribe()
    drawer.unsubscribe()
  })

  it('a failed links read logs the specification texts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('*/api/access/user-client', () => HttpResponse.json({}, { status: 500 })))
    await signInAs('admin')
    const store = makeStore()
    const read = store.dispatch(e.getAccessUserClient.initiate({ userIn: '5' }))
    const result = await read
    expect(result.isError).toBe(true)
    expect(errors).toHaveBeenCalledWith(
      USER_CLIENT_LOG.fetch('/api/access/user-client'),
      expect.objectContaining({ kind: 'server', status: 500 }),
    )
    expect(errors).toHaveBeenCalledWith('Erro ao carregar dados', expect.objectContaining({ kind: 'server' }))
    read.unsubscribe()
  })

  it('the drawer’s customer names come by code', async () => {
    await signInAs('admin')
    const store = makeStore()
    const read = store.dispatch(cobrancaEndpoints.getCobrancaClientes.initiate({ codClienteIn: '10001,10002' }))
    const { data } = await read
    expect(rowsOf(data).map((c) => c.nome_fantasia).sort()).toEqual(['Mercado São Jorge', 'Padaria Pão Quente'])
    expect(paths).toContain('GET /api/cobranca/clientes/?cod_cliente__in=10001,10002')
    read.unsubscribe()
  })

  it('sign out empties the cache', async () => {
    const { store, args, read } = await readFirstPageAsAdmin()
    expect(e.getComumUser.select(args)(apiState(store)).data).toBeDefined()
    store.dispatch(loggedOut())
    expect(e.getComumUser.select(args)(apiState(store)).data).toBeUndefined()
    read.unsubscribe()
  })
})
