import { configureStore } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invalidateCache } from '@/shared/api/cache'
import { storeTokens } from '@/shared/storage/tokens'
import { rootReducer } from '@/shared/store/root-reducer'
import { server } from '../../../tests/msw-server'
import { FILTER_CACHE_MS, FILTRO_EMPREENDIMENTO_URL, fetchFilterHierarchy } from './api'
import { compositeKey, periodDates } from './hierarchy'
import {
  datesChosen,
  filtersCleared,
  levelChanged,
  loadFilterHierarchy,
  periodChosen,
  selectFilters,
} from './filters-slice'

async function signIn() {
  const response = await fetch(new URL('/api/login/', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'analista', password: 'demo1234' }),
  })
  const body = (await response.json()) as { access: string; refresh: string }
  storeTokens(body.access, body.refresh)
}

const makeStore = () => configureStore({ reducer: rootReducer })

function countRequests() {
  let n = 0
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === FILTRO_EMPREENDIMENTO_URL) n += 1
  }
  server.events.on('request:start', listener)
  return { get: () => n, stop: () => server.events.removeListener('request:start', listener) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('filters slice', () => {
  it('starts on the custom period (one year to today) with its composite key', () => {
    const store = makeStore()
    const state = selectFilters(store.getState())
    expect(state.period.period).toBe('custom')
    expect(state.key).toBe(compositeKey(periodDates('custom'), state))
  })

  it('recomputes the key on every change and clears lower levels', () => {
    const store = makeStore()
    store.dispatch(levelChanged({ level: 'regiao', value: 'Sul' }))
    store.dispatch(levelChanged({ level: 'uf', value: 'PR' }))
    store.dispatch(levelChanged({ level: 'cidade', value: 'Curitiba' }))
    let s = selectFilters(store.getState())
    expect(s.key).toContain('|Sul|PR|Curitiba||')
    store.dispatch(levelChanged({ level: 'regiao', value: 'Sudeste' }))
    s = selectFilters(store.getState())
    expect([s.regiao, s.uf, s.cidade]).toEqual(['Sudeste', null, null])
    const before = s.key
    store.dispatch(periodChosen('trimestre'))
    s = selectFilters(store.getState())
    expect(s.period).toEqual(periodDates('trimestre'))
    expect(s.key).not.toBe(before)
    store.dispatch(datesChosen({ startDate: '2026-01-01', endDate: '2026-01-31' }))
    expect(selectFilters(store.getState()).key.startsWith('2026-01-01|2026-01-31|Sudeste')).toBe(true)
    store.dispatch(filtersCleared())
    expect(selectFilters(store.getState()).regiao).toBeNull()
  })

  it('loads the hierarchy once and never reloads it', async () => {
    await signIn()
    const requests = countRequests()
    const store = makeStore()
    await store.dispatch(loadFilterHierarchy())
    await store.dispatch(loadFilterHierarchy())
    const other = makeStore()
    await other.dispatch(loadFilterHierarchy())
    requests.stop()
    expect(selectFilters(store.getState()).status).toBe('succeeded')
    expect(selectFilters(store.getState()).empreendimentos.length).toBeGreaterThan(0)
    // The second store is served from the 12-hour cache: one GET in all.
    expect(requests.get()).toBe(1)
  })

  it('caches the GET for 12 hours, then asks again', async () => {
    await signIn()
    invalidateCache()
    const requests = countRequests()
    const start = Date.now()
    const now = vi.spyOn(Date, 'now').mockReturnValue(start)
    await fetchFilterHierarchy()
    now.mockReturnValue(start + FILTER_CACHE_MS - 1)
    await fetchFilterHierarchy()
    expect(requests.get()).toBe(1)
    now.mockReturnValue(start + FILTER_CACHE_MS + 1)
    await fetchFilterHierarchy()
    expect(requests.get()).toBe(2)
    expect(FILTER_CACHE_MS).toBe(12 * 3600 * 1000)
    now.mockRestore()
    requests.stop()
  })

  it('a failed load may be tried again', async () => {
    await signIn()
    server.use(http.get(FILTRO_EMPREENDIMENTO_URL, () => HttpResponse.json({ detail: 'falhou' }, { status: 500 })))
    const store = makeStore()
    await store.dispatch(loadFilterHierarchy())
    expect(selectFilters(store.getState()).status).toBe('failed')
    server.resetHandlers()
    await store.dispatch(loadFilterHierarchy())
    expect(selectFilters(store.getState()).status).toBe('succeeded')
  })
})
