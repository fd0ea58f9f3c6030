import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore, type AppStore } from '@/app/store'
import { logout } from '@/features/session'
import { storageKey } from '@/shared/storage/expiring-storage'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import {
  FILTER_CACHE_MS,
  FILTRO_EMPREENDIMENTO_URL,
  HIERARCHY_STORAGE_KEY,
  filtersApi,
  readStoredHierarchy,
  storeHierarchy,
  useFilterHierarchy,
} from './filters-data'
import type { VwFiltroEmpreendimento } from './hierarchy'

/** Rows the demo API does not have: seeing them proves they came from storage. */
const STORED: VwFiltroEmpreendimento[] = [
  { regiao: 'Norte', uf: 'AM', cidade: 'Manaus', empreendimento: 'Armazém Guardado', modulo: 7 },
]
const HOUR = 3600 * 1000

function countRequests() {
  let n = 0
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === FILTRO_EMPREENDIMENTO_URL) n += 1
  }
  server.events.on('request:start', listener)
  return { get: () => n, stop: () => server.events.removeListener('request:start', listener) }
}

/** The hook in a store of its own; a new store is what a page reload starts with. */
function mountHierarchy(store: AppStore = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return { store, ...renderHook(() => useFilterHierarchy(), { wrapper }) }
}

/** Stores rows as if fetched `age` ms ago. */
function storeAged(rows: VwFiltroEmpreendimento[], age: number) {
  const now = Date.now()
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now - age)
  storeHierarchy(rows)
  clock.mockRestore()
}

/** The cache entry: a request would have made it 'pending' as the hook mounted. */
const selectEntry = filtersApi.endpoints.getComumVwFiltroEmpreendimento.select()
type ApiState = Parameters<typeof selectEntry>[0]
const entry = (store: AppStore) => selectEntry(store.getState() as ApiState)

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('filter hierarchy (spec: loads once, cached 12 hours; issue 24: across reloads)', () => {
  it('loads once for every filter bar of the page and stores the answer with its fetch time', async () => {
    await signInAs('analista')
    const requests = countRequests()
    const store = makeStore()
    const first = mountHierarchy(store)
    const second = mountHierarchy(store)
    await waitFor(() => expect(first.result.current.status).toBe('succeeded'))
    await waitFor(() => expect(second.result.current.status).toBe('succeeded'))
    expect(first.result.current.rows.length).toBeGreaterThan(0)
    // Another report opened later in the same visit reads the cache.
    first.unmount()
    second.unmount()
    const later = mountHierarchy(store)
    expect(entry(store).status).toBe('fulfilled')
    expect(later.result.current.status).toBe('succeeded')
    expect(later.result.current.rows).toEqual(first.result.current.rows)
    requests.stop()
    expect(requests.get()).toBe(1)
    const stored = readStoredHierarchy()
    expect(stored?.rows).toEqual(first.result.current.rows)
    expect(Date.now() - stored!.fetchedAt).toBeLessThan(HOUR)
  })

  it('after a reload, uses a stored hierarchy younger than 12 hours without asking the server', async () => {
    await signInAs('analista')
    storeAged(STORED, 11 * HOUR)
    const requests = countRequests()
    const { store, result } = mountHierarchy()
    expect(result.current).toEqual({ rows: STORED, status: 'succeeded', error: null })
    expect(entry(store).isUninitialized).toBe(true)
    // Another report of the reloaded page: still from storage.
    const other = mountHierarchy(store)
    expect(other.result.current.rows).toEqual(STORED)
    expect(entry(store).isUninitialized).toBe(true)
    requests.stop()
    expect(requests.get()).toBe(0)
  })

  it('after a reload, asks again when the stored hierarchy is older than 12 hours', async () => {
    await signInAs('analista')
    storeAged(STORED, FILTER_CACHE_MS + 60_000)
    const requests = countRequests()
    const { result } = mountHierarchy()
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    requests.stop()
    expect(requests.get()).toBe(1)
    expect(result.current.rows.some((r) => r.empreendimento === 'Armazém Guardado')).toBe(false)
    // The fresh answer replaces the old copy.
    expect(readStoredHierarchy()?.rows).toEqual(result.current.rows)
  })

  it('keeps the cached answer 12 hours: a page opened after that asks again', async () => {
    await signInAs('analista')
    const requests = countRequests()
    const store = makeStore()
    const first = mountHierarchy(store)
    await waitFor(() => expect(first.result.current.status).toBe('succeeded'))
    first.unmount()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start + FILTER_CACHE_MS - 60_000)
    const fresh = mountHierarchy(store)
    expect(entry(store).status).toBe('fulfilled')
    expect(fresh.result.current.status).toBe('succeeded')
    fresh.unmount()

    vi.setSystemTime(start + FILTER_CACHE_MS + 60_000)
    await signInAs('analista') // the morning after: a new sign-in, the same user
    const late = mountHierarchy(store)
    expect(entry(store).status).toBe('pending')
    // The filter bar keeps the options it has while the new answer comes, and stores it.
    expect(late.result.current.rows.length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(readStoredHierarchy()?.fetchedAt).toBeGreaterThan(start + FILTER_CACHE_MS),
    )
    expect(entry(store).status).toBe('fulfilled')
    requests.stop()
    expect(requests.get()).toBe(2)
  })

  it('is not reloaded by a save elsewhere under /api/comum/', async () => {
    await signInAs('analista')
    const store = makeStore()
    const { result } = mountHierarchy(store)
    await waitFor(() => expect(result.current.status).toBe('succeeded'))
    // The generated writes of the tag (an Excel export, a user saved) invalidate 'comum'.
    expect(filtersApi.util.selectInvalidatedBy(store.getState() as ApiState, ['comum'])).toEqual([])
  })

  it('a failed load is not stored, and the next page asks again', async () => {
    await signInAs('analista')
    server.use(
      http.get(FILTRO_EMPREENDIMENTO_URL, () =>
        HttpResponse.json({ detail: 'falhou' }, { status: 500 }),
      ),
    )
    const store = makeStore()
    const failed = mountHierarchy(store)
    await waitFor(() => expect(failed.result.current.status).toBe('failed'))
    expect(failed.result.current.error?.kind).toBe('server')
    expect(readStoredHierarchy()).toBeNull()
    failed.unmount()
    server.resetHandlers()
    const retried = mountHierarchy(store)
    await waitFor(() => expect(retried.result.current.status).toBe('succeeded'))
    expect(retried.result.current.rows.length).toBeGreaterThan(0)
  })

  it("an answer that is not the list (a proxy's HTML page) is a failure to retry, not an empty hierarchy", async () => {
    await signInAs('analista')
    server.use(
      http.get(FILTRO_EMPREENDIMENTO_URL, () =>
        HttpResponse.html('<html><body>Entrar</body></html>'),
      ),
    )
    const { result } = mountHierarchy()
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.error?.kind).toBe('malformed')
    expect(readStoredHierarchy()).toBeNull()
  })

  it('belongs to the session: sign-out removes it, and another user does not get it', async () => {
    await signInAs('analista')
    storeAged(STORED, HOUR)
    expect(readStoredHierarchy()?.rows).toEqual(STORED)
    await signInAs('supervisor')
    expect(readStoredHierarchy()).toBeNull()

    await signInAs('analista')
    storeAged(STORED, HOUR)
    const store = makeStore()
    await store.dispatch(logout())
    expect(localStorage.getItem(storageKey(HIERARCHY_STORAGE_KEY))).toBeNull()
  })
})
