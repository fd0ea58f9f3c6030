import { describe, expect, it, vi } from 'vitest'
import { rememberGrants } from '@/features/session/profile-hint'
import type { UserProfile } from '@/features/session'
import { clearAll } from '@/shared/storage/expiring-storage'
import { storeTokens } from '@/shared/storage/tokens'
import { fakeStore } from '../../tests/fake-prefetch-store'
import { whenAllowed } from './router'

const analyst = { username: 'ana', is_client: false, routes: [{ path: '/cobranca/nova-base-cobranca' }] }

describe('whenAllowed: the opened page asks for its data only once the profile grants it', () => {
  it('waits for the profile, then sends once, and stops listening before sending (sending dispatches)', () => {
    storeTokens('a.b.c', 'd.e.f')
    const store = fakeStore()
    const send = vi.fn(() => store.set({ profile: analyst, profileStatus: 'succeeded' }))
    whenAllowed(store, '/cobranca/nova-base-cobranca', send)
    expect(send).not.toHaveBeenCalled()
    store.set({ profile: analyst, profileStatus: 'succeeded' })
    expect(send).toHaveBeenCalledTimes(1)
    expect(store.listeners.size).toBe(0)
  })

  it('never sends for a page the profile does not grant (the client opening Base Cobrança), nor when the profile fails', () => {
    storeTokens('a.b.c', 'd.e.f')
    const client = fakeStore()
    const send = vi.fn()
    whenAllowed(client, '/cobranca/nova-base-cobranca', send)
    client.set({ profile: { username: 'c', is_client: true, routes: [{ path: '/clientes/titulos' }] }, profileStatus: 'succeeded' })
    const failing = fakeStore()
    whenAllowed(failing, '/cobranca/nova-base-cobranca', send)
    failing.set({ profile: null, profileStatus: 'failed' })
    expect(send).not.toHaveBeenCalled()
    expect(client.listeners.size + failing.listeners.size).toBe(0)
  })

  it("sends at once, beside the profile's read, when the last profile of this same user granted the page; else it waits", () => {
    const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    rememberGrants(analyst as unknown as UserProfile)
    const store = fakeStore()
    const send = vi.fn()
    whenAllowed(store, '/cobranca/nova-base-cobranca', send)
    expect(send).toHaveBeenCalledTimes(1)
    expect(store.listeners.size).toBe(0)
    // a page the hint does not grant still waits for the profile, which refuses it
    const other = fakeStore()
    const notSent = vi.fn()
    whenAllowed(other, '/financeiro/contratos', notSent)
    expect(other.listeners.size).toBe(1)
    other.set({ profile: analyst, profileStatus: 'succeeded' })
    expect(notSent).not.toHaveBeenCalled()
    clearAll()
  })
})
