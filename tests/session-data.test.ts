import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loadProfile, login } from '@/features/session'
import { releaseSession } from '@/shared/api/client'
import { getRefreshToken, getSessionToken, isLoggedIn } from '@/shared/storage/tokens'
import { DEMO_PASSWORD, signInAs } from './render'
import { server } from './msw-server'

/** The session's two server calls on the data layer (issue 22): sign-in and the profile. */
describe('session on the data layer', () => {
  let calls: string[]
  const count = (path: string) => calls.filter((c) => c === path).length
  const listener = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname)
  }
  beforeEach(() => {
    calls = []
    server.events.on('request:start', listener)
  })
  afterEach(() => {
    server.events.removeListener('request:start', listener)
    // each test is a fresh tab, as when the app unmounts (SessionNavigator)
    releaseSession()
  })

  it('signs in through the generated login and profile endpoints; no password or token stays in the store', async () => {
    const store = makeStore()
    const result = await store.dispatch(login({ username: 'analista', password: DEMO_PASSWORD }))
    expect('profile' in result && result.profile.username).toBe('analista')
    expect(store.getState().session?.profile?.username).toBe('analista')
    expect(store.getState().session?.loginStatus).toBe('succeeded')
    expect(count('/api/login/')).toBe(1)
    expect(count('/api/access/access/')).toBe(1)
    const state = JSON.stringify(store.getState())
    expect(state).not.toContain(DEMO_PASSWORD)
    for (const token of [getSessionToken(), getRefreshToken()]) {
      expect(token).toBeTruthy()
      expect(state).not.toContain(token)
    }
  })

  it('refused credentials are "invalid" with the server\'s words, and nothing is stored', async () => {
    const store = makeStore()
    const result = await store.dispatch(login({ username: 'analista', password: 'errada123' }))
    expect(result).toEqual({ failure: { reason: 'invalid', detail: 'Usuário e/ou senha inválidos.' } })
    expect(store.getState().session?.loginStatus).toBe('failed')
    expect(store.getState().session?.profile ?? null).toBeNull()
    expect(isLoggedIn()).toBe(false)
  })

  it('the short profile cache: a second read within the minute asks nothing', async () => {
    await signInAs('supervisor')
    calls = []
    const store = makeStore()
    await store.dispatch(loadProfile())
    expect(store.getState().session?.profileFailure ?? null, JSON.stringify(calls)).toBeNull()
    expect(store.getState().session?.profile?.username).toBe('supervisor')
    await store.dispatch(loadProfile())
    expect(store.getState().session?.profileStatus).toBe('succeeded')
    expect(count('/api/access/access/')).toBe(1)
  })

  it('without a stored session the profile is not asked for: the guard is told "no session"', async () => {
    const store = makeStore()
    await store.dispatch(loadProfile())
    expect(store.getState().session?.profileFailure).toEqual({ reason: 'no_session' })
    expect(count('/api/access/access/')).toBe(0)
  })
})
