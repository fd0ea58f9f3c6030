import { afterEach, describe, expect, it } from 'vitest'
import { clearAll, clearStoredSession } from '@/shared/storage/expiring-storage'
import { storeTokens } from '@/shared/storage/tokens'
import { grantedByLastProfile, rememberGrants } from './profile-hint'
import type { UserProfile } from './types'

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`
const analyst = {
  username: 'ana',
  is_client: false,
  is_active: true,
  routes: [{ path: '/cobranca/novo-painel-clientes' }, '/cobranca/nova-base-cobranca/'],
} as unknown as UserProfile

describe('the last profile of the session, as a hint for a page opened by its address', () => {
  afterEach(() => clearAll())

  it('grants what the last profile of the same user granted, and nothing else', () => {
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    expect(grantedByLastProfile('/cobranca/novo-painel-clientes')).toBe(false)
    rememberGrants(analyst)
    expect(grantedByLastProfile('/cobranca/novo-painel-clientes')).toBe(true)
    expect(grantedByLastProfile('/cobranca/nova-base-cobranca')).toBe(true)
    expect(grantedByLastProfile('/financeiro/contratos')).toBe(false)
  })

  it("is another user's no more: a new sign-in in the browser (another subject) ignores it", () => {
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    rememberGrants(analyst)
    storeTokens(jwt({ user_id: 8 }), jwt({ user_id: 8, token_type: 'refresh' }))
    expect(grantedByLastProfile('/cobranca/novo-painel-clientes')).toBe(false)
  })

  it('goes with the session (expiry, logout) and is never kept for a token without a subject', () => {
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    rememberGrants(analyst)
    clearStoredSession()
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    expect(grantedByLastProfile('/cobranca/novo-painel-clientes')).toBe(false)
    storeTokens('a.b.c', 'd.e.f')
    rememberGrants(analyst)
    expect(grantedByLastProfile('/cobranca/novo-painel-clientes')).toBe(false)
  })
})
