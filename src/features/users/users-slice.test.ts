import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import type { SystemUser } from './types'
import {
  addLink,
  approveRequest,
  createSystemUser,
  initialState,
  linksClosed,
  loadLinks,
  loadPendingUsers,
  loadUsers,
  pageChanged,
  refuseRequest,
  removeLink,
  searchChanged,
  selectPending,
  selectPendingCount,
  selectUserClients,
  updateSystemUser,
  usersSlice,
  type UsersPage,
  type UsersState,
} from './users-slice'

const reducer = usersSlice.reducer

const user = (id: number, extra: Partial<SystemUser> = {}): SystemUser => ({
  id,
  username: `u${id}`,
  email: `u${id}@x.com.br`,
  first_name: 'U',
  last_name: String(id),
  is_active: true,
  is_superuser: false,
  is_client: false,
  perfil: 'analista',
  pendente: false,
  solicitacao: '',
  ...extra,
})

const page = (results: SystemUser[], count = results.length): UsersPage => ({
  page: { count, next: null, previous: null, results },
  counts: {},
  countsError: null,
})

let paths: string[] = []
beforeEach(() => {
  paths = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    paths.push(`${request.method} ${url.pathname}${url.search}`)
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

describe('users slice reducers', () => {
  it('a new search goes back to page 1; the same search changes nothing', () => {
    const onPage3 = { ...initialState, page: 3 }
    expect(reducer(onPage3, searchChanged('ana'))).toMatchObject({ search: 'ana', page: 1 })
    const same = { ...onPage3, search: 'ana' }
    expect(reducer(same, searchChanged('ana'))).toBe(same)
  })

  it('pages, and a new page size starts over at page 1', () => {
    expect(reducer(initialState, pageChanged({ page: 2, pageSize: 10 }))).toMatchObject({
      page: 2,
      pageSize: 10,
    })
    expect(
      reducer({ ...initialState, page: 4 }, pageChanged({ page: 4, pageSize: 50 })),
    ).toMatchObject({
      page: 1,
      pageSize: 50,
    })
  })

  it('only the latest list request lands; an aborted one is not an error', () => {
    let state: UsersState = reducer(initialState, loadUsers.pending('old'))
    state = reducer(state, loadUsers.pending('new'))
    state = reducer(state, loadUsers.fulfilled(page([user(1)]), 'old'))
    expect(state).toMatchObject({ listStatus: 'loading', users: [] })
    state = reducer(
      state,
      loadUsers.fulfilled({ ...page([user(2, { is_client: true })], 7), counts: { 2: 3 } }, 'new'),
    )
    expect(state).toMatchObject({
      listStatus: 'succeeded',
      count: 7,
      linkCounts: { 2: 3 },
      listRequestId: null,
    })
    expect(state.users.map((u) => u.id)).toEqual([2])

    const aborted = reducer(
      reducer(state, loadUsers.pending('gone')),
      loadUsers.rejected(Object.assign(new Error('x'), { name: 'AbortError' }), 'gone', undefined),
    )
    expect(aborted).toMatchObject({ listStatus: 'idle', listError: null })
  })

  it('keeps the failure as a serialisable ApiError', () => {
    const error = {
      kind: 'server' as const,
      status: 500,
      message: 'Erro',
      fieldErrors: {},
      nonFieldErrors: [],
    }
    let state = reducer(initialState, loadUsers.pending('r'))
    state = reducer(state, loadUsers.rejected(null, 'r', undefined, error))
    expect(state.listStatus).toBe('failed')
    expect(state.listError).toEqual(error)
    expect(JSON.parse(JSON.stringify(state.listError))).toEqual(error)
  })

  it('a PATCH replaces the row and tracks its own status', () => {
    let state: UsersState = { ...initialState, users: [user(1), user(2)] }
    state = reducer(state, updateSystemUser.pending('r', { id: 2, patch: { is_client: true } }))
    expect(state.updating[2]).toBe('loading')
    state = reducer(
      state,
      updateSystemUser.fulfilled(user(2, { is_client: true }), 'r', {
        id: 2,
        patch: { is_client: true },
      }),
    )
    expect(state.users[1].is_client).toBe(true)
    expect(state.updating[2]).toBe('succeeded')
    expect(state.linkCounts[2]).toBe(0)
  })

  it('links: add and remove keep the list and the counts in step; closing forgets them', () => {
    let state: UsersState = reducer(
      { ...initialState, linkCounts: { 5: 1 } },
      loadLinks.pending('r', 5),
    )
    state = reducer(
      state,
      loadLinks.fulfilled(
        {
          links: [{ id: 1, user: 5, cod_cliente: 10001 }],
          customers: [{ cod_cliente: 10001, nome_fantasia: 'A' }],
        },
        'r',
        5,
      ),
    )
    expect(state.userClients).toMatchObject({
      userId: 5,
      status: 'succeeded',
      customers: { 10001: { nome_fantasia: 'A' } },
    })
    const arg = {
      user: 5,
      cod_cliente: 10002,
      customer: { cod_cliente: 10002, nome_fantasia: 'B' },
    }
    state = reducer(state, addLink.pending('a', arg))
    expect(state.userClients.saveStatus).toBe('loading')
    state = reducer(state, addLink.fulfilled({ id: 9, user: 5, cod_cliente: 10002 }, 'a', arg))
    expect(state.userClients.links).toHaveLength(2)
    expect(state.userClients.customers[10002].nome_fantasia).toBe('B')
    expect(state.linkCounts[5]).toBe(2)
    const link = { id: 1, user: 5, cod_cliente: 10001 }
    state = reducer(state, removeLink.fulfilled(link, 'd', link))
    expect(state.userClients.links.map((l) => l.id)).toEqual([9])
    expect(state.linkCounts[5]).toBe(1)
    expect(reducer(state, linksClosed()).userClients).toEqual(initialState.userClients)
  })
})

describe('sign-up requests in the slice', () => {
  it('only the latest pending load lands; a decision takes the request out at once', () => {
    const pendingUser = (id: number) => user(id, { perfil: null, pendente: true, is_active: false })
    let state: UsersState = reducer(initialState, loadPendingUsers.pending('old'))
    state = reducer(state, loadPendingUsers.pending('new'))
    state = reducer(
      state,
      loadPendingUsers.fulfilled({ count: 9, next: null, previous: null, results: [] }, 'old'),
    )
    expect(state.pendingStatus).toBe('loading')
    state = reducer(
      state,
      loadPendingUsers.fulfilled(
        {
          count: 3,
          next: null,
          previous: null,
          results: [pendingUser(40), pendingUser(41), pendingUser(42)],
        },
        'new',
      ),
    )
    expect(state).toMatchObject({ pendingStatus: 'succeeded', pendingCount: 3 })

    const approval = { id: 40, perfil: 'analista' as const }
    state = reducer(state, approveRequest.pending('a', approval))
    expect(state.deciding[40]).toBe('loading')
    state = reducer(state, approveRequest.fulfilled(user(40), 'a', approval))
    expect(state.pending.map((u) => u.id)).toEqual([41, 42])
    expect(state).toMatchObject({ pendingCount: 2, deciding: { 40: 'succeeded' } })

    state = reducer(state, refuseRequest.pending('r', { id: 41 }))
    state = reducer(state, refuseRequest.rejected(null, 'r', { id: 41 }))
    expect(state.pending).toHaveLength(2)
    expect(state.deciding[41]).toBe('failed')
    state = reducer(state, refuseRequest.fulfilled(undefined, 'r2', { id: 41 }))
    expect(state.pending.map((u) => u.id)).toEqual([42])
    expect(state.pendingCount).toBe(1)
  })

  it('loads the pending requests, approves one and refuses another (demo API)', async () => {
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
    await ask('pessoa.um')
    await ask('pessoa.dois')
    await signInAs('admin')
    const store = makeStore()
    await store.dispatch(loadPendingUsers())
    const pending = () => selectPending(store.getState())
    expect(
      pending()
        .map((u) => u.username)
        .sort(),
    ).toEqual(['pessoa.dois', 'pessoa.um'])
    expect(paths).toContain('GET /api/comum/user/?pendente=true&page=1&page_size=50')
    const idOf = (username: string): number => {
      const found = pending().find((u) => u.username === username)
      if (!found) throw new Error(`${username} não está entre as solicitações`)
      return found.id
    }
    const um = { id: idOf('pessoa.um') }
    const dois = { id: idOf('pessoa.dois') }

    const approved = await store.dispatch(approveRequest({ id: um.id, perfil: 'credito' })).unwrap()
    expect(approved).toMatchObject({ perfil: 'credito', pendente: false, is_active: true })
    await store.dispatch(refuseRequest({ id: dois.id })).unwrap()
    expect(paths).toEqual(
      expect.arrayContaining([
        `POST /api/comum/user/${um.id}/aprovar/`,
        `POST /api/comum/user/${dois.id}/recusar/`,
      ]),
    )
    await store.dispatch(loadPendingUsers())
    expect(pending()).toEqual([])
    expect(selectPendingCount(store.getState())).toBe(0)

    const again = await store.dispatch(approveRequest({ id: um.id, perfil: 'analista' }))
    expect(again.payload).toMatchObject({ kind: 'validation', status: 400 })
  })
})

describe('users slice thunks (demo API)', () => {
  it('loads a page and the link counts of its client users', async () => {
    await signInAs('admin')
    const store = makeStore()
    await store.dispatch(loadUsers())
    const state = store.getState().users
    expect(state).toMatchObject({ listStatus: 'succeeded', count: 12, linkCounts: { 5: 2 } })
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/comum/user/?page=1&page_size=10&pendente=false',
        'GET /api/access/user-client/?user__in=5',
      ]),
    )
  })

  it('a failed count keeps the users, logs and is recorded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('*/api/access/user-client/', () => HttpResponse.json({}, { status: 500 })))
    await signInAs('admin')
    const store = makeStore()
    await store.dispatch(loadUsers())
    expect(store.getState().users).toMatchObject({
      listStatus: 'succeeded',
      linkCountsStatus: 'failed',
      linkCounts: {},
    })
    expect(errors).toHaveBeenCalledWith('Erro ao carregar dados', expect.anything())
  })

  it('a second create while the first is in flight sends nothing', async () => {
    await signInAs('admin')
    const store = makeStore()
    const body = {
      first_name: 'Nova',
      last_name: 'Pessoa',
      email: 'nova@boasafra.com.br',
      username: 'nova.pessoa',
      password: 'boaSafra2026',
      perfil: 'analista' as const,
    }
    const [first, second] = await Promise.all([
      store.dispatch(createSystemUser(body)),
      store.dispatch(createSystemUser(body)),
    ])
    expect(first.meta.requestStatus).toBe('fulfilled')
    expect(second.meta.requestStatus).toBe('rejected')
    expect((second.meta as { condition?: boolean }).condition).toBe(true)
    expect(paths.filter((p) => p.includes('criar-usuario'))).toHaveLength(1)
  })

  it('a refused create carries the field errors', async () => {
    await signInAs('admin')
    const store = makeStore()
    const result = await store.dispatch(
      createSystemUser({
        first_name: 'X',
        last_name: 'Y',
        email: 'x@y.com.br',
        username: 'admin',
        password: 'boaSafra2026',
        perfil: 'analista',
      }),
    )
    expect(result.payload).toMatchObject({
      kind: 'validation',
      fieldErrors: { username: [expect.any(String)] },
    })
    expect(store.getState().users?.createStatus).toBe('failed')
  })

  it('loads a user’s links with the customer names', async () => {
    await signInAs('admin')
    const store = makeStore()
    await store.dispatch(loadLinks(5))
    const links = selectUserClients(store.getState())
    expect(links.links.map((l) => l.cod_cliente)).toEqual([10001, 10002])
    expect(links.customers[10001].nome_fantasia).toBe('Mercado São Jorge')
  })

  it('sign out resets the slice', async () => {
    await signInAs('admin')
    const store = makeStore()
    await store.dispatch(loadUsers())
    store.dispatch(searchChanged('ana'))
    store.dispatch(loggedOut())
    expect(store.getState().users).toEqual(initialState)
  })
})
