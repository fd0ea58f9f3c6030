import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/msw-server'
import { getRefreshToken, getSessionToken, storeTokens } from '../storage/tokens'
import { api, configureApiClient, endClientSession, loadApiClient } from './client'
import { normalizeError, PermissionDeniedError, SessionExpiredError } from './errors'

interface Counters {
  verify: string[]
  refresh: number
  probe: string[]
}

let counters: Counters
const onSessionExpired = vi.fn()

/** A protected endpoint that accepts only the bearer given, plus verify/refresh we can count. */
function mockBackend(opts: {
  acceptedBearer?: string
  validTokens: string[]
  refreshAnswer?: () => Promise<Response> | Response
  verifyAnswer?: (token: string) => Response | undefined
}) {
  server.use(
    http.get('/api/probe/', ({ request }) => {
      const auth = request.headers.get('Authorization') ?? ''
      counters.probe.push(auth)
      if (opts.acceptedBearer && auth === `Bearer ${opts.acceptedBearer}`) {
        return HttpResponse.json({ ok: true })
      }
      return HttpResponse.json({ detail: 'Token inválido ou expirado' }, { status: 403 })
    }),
    http.post('/api/verify/', async ({ request }) => {
      const { token } = (await request.json()) as { token: string }
      counters.verify.push(token)
      const custom = opts.verifyAnswer?.(token)
      if (custom) return custom
      return opts.validTokens.includes(token)
        ? HttpResponse.json({})
        : HttpResponse.json(
            { detail: 'Token inválido ou expirado', code: 'token_not_valid' },
            { status: 401 },
          )
    }),
    http.post('/api/refresh/', async () => {
      counters.refresh += 1
      if (opts.refreshAnswer) return opts.refreshAnswer()
      return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' })
    }),
  )
}

beforeEach(() => {
  counters = { verify: [], refresh: 0, probe: [] }
  onSessionExpired.mockReset()
  configureApiClient({ onSessionExpired })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the 403 flow (RELIABILITY 1-8)', () => {
  it('1. refreshes an expired access token and repeats the request once', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({ acceptedBearer: 'new-access', validTokens: ['good-refresh'] })
    const { data } = await api.get('/api/probe/')
    expect(data).toEqual({ ok: true })
    expect(counters.verify).toEqual(['old-access', 'good-refresh'])
    expect(counters.refresh).toBe(1)
    expect(counters.probe).toEqual(['Bearer old-access', 'Bearer new-access'])
    expect(getSessionToken()).toBe('new-access')
    expect(getRefreshToken()).toBe('new-refresh')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('keeps the old refresh token when the refresh answer has none (DECISIONS 7)', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({
      acceptedBearer: 'new-access',
      validTokens: ['good-refresh'],
      refreshAnswer: () => HttpResponse.json({ access: 'new-access' }),
    })
    await api.get('/api/probe/')
    expect(getRefreshToken()).toBe('good-refresh')
  })

  it('2. five parallel 403s share exactly one verify/verify/refresh cycle', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({
      acceptedBearer: 'new-access',
      validTokens: ['good-refresh'],
      refreshAnswer: async () => {
        await delay(30)
        return HttpResponse.json({ access: 'new-access' })
      },
    })
    const results = await Promise.all(Array.from({ length: 5 }, () => api.get('/api/probe/')))
    expect(results.map((r) => r.data)).toEqual(Array(5).fill({ ok: true }))
    expect(counters.verify).toEqual(['old-access', 'good-refresh'])
    expect(counters.refresh).toBe(1)
    expect(counters.probe.filter((a) => a === 'Bearer old-access')).toHaveLength(5)
    expect(counters.probe.filter((a) => a === 'Bearer new-access')).toHaveLength(5)
  })

  it('3. a 403 while the session token still verifies is a permission denial', async () => {
    storeTokens('valid-access', 'good-refresh')
    mockBackend({ validTokens: ['valid-access', 'good-refresh'] })
    const error = await api.get('/api/probe/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermissionDeniedError)
    expect(normalizeError(error).message).toBe('Sem permissão')
    expect(counters.refresh).toBe(0)
    expect(getSessionToken()).toBe('valid-access')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('4. a repeated request that answers 403 again fails cleanly, without a second cycle', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({ validTokens: ['good-refresh'] })
    const error = await api.get('/api/probe/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermissionDeniedError)
    expect(counters.refresh).toBe(1)
    expect(counters.probe).toHaveLength(2)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('5. verify of the refresh token failing clears both tokens and ends the session once', async () => {
    storeTokens('old-access', 'old-refresh')
    mockBackend({ validTokens: [] })
    const errors = await Promise.all(
      Array.from({ length: 3 }, () => api.get('/api/probe/').catch((e: unknown) => e)),
    )
    for (const error of errors) expect(error).toBeInstanceOf(SessionExpiredError)
    expect(counters.refresh).toBe(0)
    expect(counters.verify).toHaveLength(2)
    expect(getSessionToken()).toBeNull()
    expect(getRefreshToken()).toBeNull()
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('5. refresh answering 401 or 403 does not loop: tokens cleared, one expiry', async () => {
    for (const status of [401, 403]) {
      counters = { verify: [], refresh: 0, probe: [] }
      onSessionExpired.mockReset()
      storeTokens('old-access', 'good-refresh')
      mockBackend({
        validTokens: ['good-refresh'],
        refreshAnswer: () => HttpResponse.json({ detail: 'no' }, { status }),
      })
      const error = await api.get('/api/probe/').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SessionExpiredError)
      expect(counters.refresh).toBe(1)
      expect(getSessionToken()).toBeNull()
      expect(onSessionExpired).toHaveBeenCalledTimes(1)
    }
  })

  it('6. when the refresh fails, every waiting request fails promptly with one expiry', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({
      validTokens: ['good-refresh'],
      refreshAnswer: async () => {
        await delay(20)
        return HttpResponse.json({ detail: 'expired' }, { status: 401 })
      },
    })
    const started = Date.now()
    const errors = await Promise.all(
      Array.from({ length: 4 }, () => api.get('/api/probe/').catch((e: unknown) => e)),
    )
    expect(Date.now() - started).toBeLessThan(2000)
    for (const error of errors) expect(error).toBeInstanceOf(SessionExpiredError)
    expect(counters.refresh).toBe(1)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('7. verify answering 500 keeps the tokens and reports a request failure', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({
      validTokens: ['good-refresh'],
      verifyAnswer: () => new HttpResponse('<html>Server Error</html>', { status: 500 }),
    })
    const error = await api.get('/api/probe/').catch((e: unknown) => e)
    const apiError = normalizeError(error)
    expect(apiError.kind).toBe('server')
    expect(apiError.message).not.toMatch(/<html>/)
    expect(getSessionToken()).toBe('old-access')
    expect(getRefreshToken()).toBe('good-refresh')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('7. the network down during refresh keeps the tokens, no expiry', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({ validTokens: ['good-refresh'], refreshAnswer: () => HttpResponse.error() })
    const error = await api.get('/api/probe/').catch((e: unknown) => e)
    expect(['network', 'offline']).toContain(normalizeError(error).kind)
    expect(getSessionToken()).toBe('old-access')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('8. a logout during the refresh wins: the late answer never writes tokens back', async () => {
    storeTokens('old-access', 'good-refresh')
    let releaseRefresh: () => void = () => {}
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve))
    mockBackend({
      acceptedBearer: 'new-access',
      validTokens: ['good-refresh'],
      refreshAnswer: async () => {
        await refreshGate
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' })
      },
    })
    const pending = api.get('/api/probe/').catch((e: unknown) => e)
    await vi.waitFor(() => expect(counters.refresh).toBe(1))
    endClientSession()
    releaseRefresh()
    const error = await pending
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(getSessionToken()).toBeNull()
    expect(getRefreshToken()).toBeNull()
    expect(onSessionExpired).not.toHaveBeenCalled()
  })
})

describe('requests without a session', () => {
  it('an authorized request with no stored session silently returns nothing', async () => {
    mockBackend({ validTokens: [] })
    const response = await api.get('/api/probe/')
    expect(response.data).toBeUndefined()
    expect(counters.probe).toHaveLength(0)
  })

  it('sends the stored bearer token on every call', async () => {
    storeTokens('new-access', 'r')
    mockBackend({ acceptedBearer: 'new-access', validTokens: [] })
    await api.get('/api/probe/')
    expect(counters.probe).toEqual(['Bearer new-access'])
  })

  it('a request marked unauthorized carries no bearer and never enters the flow', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({ validTokens: ['good-refresh'] })
    const error = await api.get('/api/probe/', { authorized: false }).catch((e: unknown) => e)
    expect(normalizeError(error).status).toBe(403)
    expect(counters.probe).toEqual([''])
    expect(counters.verify).toHaveLength(0)
  })

  it('axios loads once, with the first request, and every call shares that one client', async () => {
    const first = loadApiClient()
    expect(loadApiClient()).toBe(first)
    const client = await first
    expect(client.interceptors.response).toBeDefined()
    expect(await loadApiClient()).toBe(client)
  })
})
