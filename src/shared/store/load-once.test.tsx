import { configureStore, createAsyncThunk, createSlice, type Middleware } from '@reduxjs/toolkit'
import { render, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/msw-server'
import { api } from '../api/client'
import { storeTokens } from '../storage/tokens'
import { useAppDispatch } from './hooks'
import { isAbortedAction, useLoadOnce } from './load-once'

const load = createAsyncThunk('probe/load', async (_: void, { signal }) => {
  const { data } = await api.get('/api/slow/', { signal })
  return data as { ok: boolean }
})

const slice = createSlice({
  name: 'probe',
  initialState: { data: null as null | { ok: boolean }, error: null as string | null, updates: 0 },
  reducers: {},
  extraReducers: (b) => {
    b.addCase(load.fulfilled, (s, a) => {
      s.data = a.payload
      s.updates += 1
    })
    b.addCase(load.rejected, (s, a) => {
      if (isAbortedAction(a)) return
      s.error = a.error.message ?? 'erro'
      s.updates += 1
    })
  },
})

function Page() {
  const dispatch = useAppDispatch()
  useLoadOnce('probe', () => dispatch(load()))
  return <p>página</p>
}

function setup(ms: number) {
  const seen: Request[] = []
  server.use(
    http.get('/api/slow/', async ({ request }) => {
      seen.push(request)
      await delay(ms)
      return HttpResponse.json({ ok: true })
    }),
  )
  storeTokens('t', 'r')
  const actions: Array<{ type: string; meta?: { aborted?: boolean } }> = []
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as (typeof actions)[number])
    return next(action)
  }
  const store = configureStore({
    reducer: { probe: slice.reducer },
    middleware: (getDefault) => getDefault().concat(recorder),
  })
  return { seen, store, actions }
}

describe('useLoadOnce (RELIABILITY 26, 30)', () => {
  it('sends one request under StrictMode double effects', async () => {
    const { seen, store } = setup(10)
    render(
      <StrictMode>
        <Provider store={store}>
          <Page />
        </Provider>
      </StrictMode>,
    )
    await waitFor(() => expect(store.getState().probe.data).toEqual({ ok: true }))
    expect(seen).toHaveLength(1)
  })

  it('leaving the page aborts its request and nothing is written afterwards', async () => {
    const { seen, store, actions } = setup(300)
    const view = render(
      <Provider store={store}>
        <Page />
      </Provider>,
    )
    await waitFor(() => expect(seen).toHaveLength(1))
    view.unmount()
    await waitFor(() =>
      expect(actions.find((a) => a.type === 'probe/load/rejected')?.meta?.aborted).toBe(true),
    )
    await new Promise((r) => setTimeout(r, 400))
    expect(store.getState().probe).toEqual({ data: null, error: null, updates: 0 })
  })

  it('a new visit loads again', async () => {
    const { seen, store } = setup(5)
    const first = render(
      <Provider store={store}>
        <Page />
      </Provider>,
    )
    await waitFor(() => expect(store.getState().probe.updates).toBe(1))
    first.unmount()
    render(
      <Provider store={store}>
        <Page />
      </Provider>,
    )
    await waitFor(() => expect(store.getState().probe.updates).toBe(2))
    expect(seen).toHaveLength(2)
  })
})
