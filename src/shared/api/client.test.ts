import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/msw-server'
import { getRefreshToken, getSessionToken, storeTokens } from '../storage/tokens'
import {
  api,
  bindSession,
  configureApiClient,
  endClientSession,
  isSessionLost,
  loadApiClient,
  releaseSession,
  watchStoredSession,
} from './client'
import { normalizeError, PermissionDeniedError, SessionExpiredError } from './errors'

interface Counters {
  verify: string[]
  refresh: number
  probe: string[]
}

let counters: Counters
const onSessionExpired = vi.fn()
const onSessionLost = vi.fn()

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
  onSessionLost.mockReset()
  releaseSession()
  configureApiClient({ onSessionExpired, onSessionLost })
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
  it('an authorized request with no stored session is never answered locally: it fails, nothing is sent', async () => {
    mockBackend({ validTokens: [] })
    const error = await api.post('/api/probe/', { x: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(normalizeError(error).kind).toBe('session_expired')
    expect(counters.probe).toHaveLength(0)
    // this tab had no session of its own: nobody is sent anywhere
    expect(onSessionLost).not.toHaveBeenCalled()
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

/** A JWT-shaped token of a user (signature irrelevant: the client only reads the claim). */
function jwtOf(userId: number, salt = 'a'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256' })}.${part({ user_id: userId, jti: salt })}.assinatura`
}

describe('one session per browser (RELIABILITY 32)', () => {
  it('a logout in another tab ends this tab\'s session at the storage event, once', () => {
    storeTokens(jwtOf(30), jwtOf(30, 'r'))
    bindSession()
    const stop = watchStoredSession()
    // another tab signs out: its storage change arrives here as an event
    localStorage.removeItem('cobranca:session')
    localStorage.removeItem('cobranca:refresh')
    window.dispatchEvent(new StorageEvent('storage', { key: 'cobranca:session' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cobranca:refresh' }))
    stop()
    expect(onSessionLost).toHaveBeenCalledTimes(1)
    expect(onSessionLost).toHaveBeenCalledWith('logged_out')
    expect(isSessionLost()).toBe(true)
  })

  it('another user signing in elsewhere ends this tab\'s session; a refresh of the same user does not', () => {
    storeTokens(jwtOf(30), jwtOf(30, 'r'))
    bindSession()
    const stop = watchStoredSession()
    storeTokens(jwtOf(30, 'b'), jwtOf(30, 'r2'))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cobranca:session' }))
    expect(onSessionLost).not.toHaveBeenCalled()
    storeTokens(jwtOf(1), jwtOf(1, 'r'))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cobranca:session' }))
    stop()
    expect(onSessionLost).toHaveBeenCalledTimes(1)
    expect(onSessionLost).toHaveBeenCalledWith('switched_user')
    // what is stored is the other user's session: this tab leaves it alone
    expect(getSessionToken()).toBe(jwtOf(1))
  })

  it("the check before a write: under another user's session nothing is sent and the write fails", async () => {
    storeTokens(jwtOf(30), jwtOf(30, 'r'))
    bindSession()
    mockBackend({ acceptedBearer: jwtOf(1), validTokens: [] })
    // no storage event (a throttled background tab): the request itself notices
    storeTokens(jwtOf(1), jwtOf(1, 'r'))
    const error = await api.delete('/api/probe/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(counters.probe).toHaveLength(0)
    expect(onSessionLost).toHaveBeenCalledWith('switched_user')
    // and it stays so for the next ones, until this tab signs in again
    expect(await api.get('/api/probe/').catch((e: unknown) => e)).toBeInstanceOf(SessionExpiredError)
    expect(onSessionLost).toHaveBeenCalledTimes(1)
    bindSession()
    mockBackend({ acceptedBearer: jwtOf(1), validTokens: [] })
    expect((await api.get('/api/probe/')).data).toEqual({ ok: true })
  })

  it('a bound tab whose session vanished fails its write visibly (session lost), never a local success', async () => {
    storeTokens(jwtOf(30), jwtOf(30, 'r'))
    bindSession()
    mockBackend({ validTokens: [] })
    localStorage.clear()
    const error = await api.put('/api/probe/', { a: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(counters.probe).toHaveLength(0)
    expect(onSessionLost).toHaveBeenCalledWith('logged_out')
  })
})

describe('refresh across tabs (RELIABILITY 33)', () => {
  it('the refresh token fails to verify because another tab rotated it: the stored tokens are used', async () => {
    storeTokens('old-access', 'old-refresh')
    mockBackend({
      acceptedBearer: 'tab-a-access',
      validTokens: [],
      verifyAnswer: (token) => {
        // the other tab finished its refresh a moment ago and stored the rotated pair
        if (token === 'old-refresh') storeTokens('tab-a-access', 'tab-a-refresh')
        return undefined
      },
    })
    const { data } = await api.get('/api/probe/')
    expect(data).toEqual({ ok: true })
    expect(counters.refresh).toBe(0)
    expect(counters.probe).toEqual(['Bearer old-access', 'Bearer tab-a-access'])
    expect(getRefreshToken()).toBe('tab-a-refresh')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('the refresh itself is refused (rotated meanwhile) but newer tokens are stored: no logout', async () => {
    storeTokens('old-access', 'good-refresh')
    mockBackend({
      acceptedBearer: 'tab-a-access',
      validTokens: ['good-refresh'],
      refreshAnswer: () => {
        storeTokens('tab-a-access', 'tab-a-refresh')
        return HttpResponse.json({ detail: 'Token inválido ou expirado' }, { status: 401 })
      },
    })
    expect((await api.get('/api/probe/')).data).toEqual({ ok: true })
    expect(getSessionToken()).toBe('tab-a-access')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('two tabs whose tokens expired together refresh once through the Web Lock, and nobody is logged out', async () => {
    // A Web Locks stand-in: one holder per name at a time, in request order, and `ifAvailable`
    // answering null while the lock is held or awaited (what Chromium does).
    const tails = new Map<string, Promise<unknown>>()
    const busy = new Map<string, number>()
    const locks = {
      request: (name: string, options: { ifAvailable?: boolean }, task: (lock: unknown) => Promise<unknown>) => {
        if (options.ifAvailable && (busy.get(name) ?? 0) > 0) return Promise.resolve().then(() => task(null))
        busy.set(name, (busy.get(name) ?? 0) + 1)
        const before = tails.get(name) ?? Promise.resolve()
        const run = before.then(() => task({ name })).finally(() => busy.set(name, (busy.get(name) ?? 1) - 1))
        tails.set(name, run.catch(() => {}))
        return run
      },
    }
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks })
    try {
      // the server rotates: the first refresh revokes the refresh token it was given
      const revoked = new Set<string>()
      let issued = 0
      server.use(
        http.get('/api/probe/', ({ request }) => {
          const auth = request.headers.get('Authorization') ?? ''
          counters.probe.push(auth)
          return auth.startsWith('Bearer fresh-')
            ? HttpResponse.json({ ok: true })
            : HttpResponse.json({ detail: 'expirado' }, { status: 403 })
        }),
        http.post('/api/verify/', async ({ request }) => {
          const { token } = (await request.json()) as { token: string }
          counters.verify.push(token)
          return token === 'shared-refresh' && !revoked.has(token)
            ? HttpResponse.json({})
            : HttpResponse.json({ detail: 'Token inválido ou expirado' }, { status: 401 })
        }),
        http.post('/api/refresh/', async ({ request }) => {
          const { refresh } = (await request.json()) as { refresh: string }
          counters.refresh += 1
          await delay(20)
          if (revoked.has(refresh)) return HttpResponse.json({ detail: 'Token inválido ou expirado' }, { status: 401 })
          revoked.add(refresh)
          issued += 1
          return HttpResponse.json({ access: `fresh-${issued}`, refresh: `rotated-${issued}` })
        }),
      )
      storeTokens('expired-access', 'shared-refresh')
      // a second tab: the same modules loaded again, with their own state, sharing localStorage
      const tabAClient = await loadApiClient()
      vi.resetModules()
      const tabB = await import('./client')
      const lostB = vi.fn()
      const expiredB = vi.fn()
      tabB.configureApiClient({ onSessionExpired: expiredB, onSessionLost: lostB })
      // both tabs are up and running before their tokens expire together
      expect(await tabB.loadApiClient()).not.toBe(tabAClient)
      const results = await Promise.all([
        api.get('/api/probe/'),
        tabB.api.get('/api/probe/'),
        api.get('/api/probe/'),
        tabB.api.get('/api/probe/'),
      ])
      expect(results.map((r) => r.data)).toEqual(Array(4).fill({ ok: true }))
      expect(counters.probe.filter((auth) => auth === 'Bearer expired-access')).toHaveLength(4)
      expect(counters.refresh).toBe(1)
      expect(getSessionToken()).toBe('fresh-1')
      expect(getRefreshToken()).toBe('rotated-1')
      for (const spy of [onSessionExpired, onSessionLost, expiredB, lostB]) expect(spy).not.toHaveBeenCalled()
    } finally {
      delete (navigator as unknown as { locks?: unknown }).locks
    }
  })
})
