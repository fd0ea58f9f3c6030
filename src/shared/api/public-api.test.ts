import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPublicStore, publicApi, publicBaseQuery, type PublicError } from './public-api'

const call = (options?: Parameters<typeof publicBaseQuery>[2]) =>
  publicBaseQuery({ url: '/api/public/2-via/abc/' }, { signal: new AbortController().signal } as never, options ?? {})

function answer(response: Response) {
  const spy = vi.fn<typeof fetch>(async () => response)
  vi.stubGlobal('fetch', spy)
  return spy
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the public base query', () => {
  it('sends no credentials, no referrer and no Authorization, never reads the HTTP cache', async () => {
    sessionStorage.setItem('token', 'staff-session')
    const spy = answer(Response.json({ documento: 'NF 1' }))
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    expect(await call()).toEqual({ data: { documento: 'NF 1' } })
    const [url, init] = spy.mock.calls[0]
    expect(url).toBe('/api/public/2-via/abc/')
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' })
    expect(init?.headers).toEqual({ Accept: 'application/json' })
    expect(getItem).not.toHaveBeenCalled()
    getItem.mockRestore()
  })

  it('keeps the server’s detail of a refusal, and tells offline from an unreachable server', async () => {
    answer(Response.json({ detail: 'Não encontrado.' }, { status: 404 }))
    expect(await call()).toEqual({ error: { kind: 'status', status: 404, detail: 'Não encontrado.' } })
    answer(new Response('<html>502</html>', { status: 502 }))
    expect(await call()).toEqual({ error: { kind: 'status', status: 502, detail: null } })

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await call()).toEqual({ error: { kind: 'network' } })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await call()).toEqual({ error: { kind: 'offline' } })
    onLine.mockRestore()
  })

  it('calls an answer that is not what the endpoint promises malformed', async () => {
    answer(new Response('<html>login</html>', { status: 200 }))
    expect(await call()).toEqual({ error: { kind: 'malformed' } })
    answer(Response.json({ outra: 'coisa' }))
    expect(await call({ accept: (data) => !!(data as { documento?: string }).documento })).toEqual({
      error: { kind: 'malformed' },
    })
  })

  it('reads a file only when the server sends that type, else its refusal', async () => {
    answer(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }))
    const pdf = await call({ file: 'application/pdf' })
    expect(await (pdf.data as Blob).text()).toBe('%PDF-1.4')

    const spy = answer(Response.json({ detail: 'Boleto indisponível.' }))
    expect(await call({ file: 'application/pdf' })).toEqual({
      error: { kind: 'status', status: 200, detail: 'Boleto indisponível.' },
    } satisfies { error: PublicError })
    expect(spy.mock.calls[0][1]?.headers).toEqual({ Accept: 'application/pdf' })
  })
})

describe('the public store', () => {
  it('holds the public cache and nothing of the app', () => {
    const store = createPublicStore()
    expect(Object.keys(store.getState())).toEqual([publicApi.reducerPath])
  })
})
