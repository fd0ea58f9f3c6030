import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORED_ITEM_LIFETIME_MS } from '../config/constants'
import { discardDraftsExcept, readDraft, removeDraft, saveDraft } from './drafts'
import { clearAll, clearStoredSession, getItem, readItem, setItem } from './expiring-storage'
import {
  clearTokens,
  getRefreshToken,
  getSessionToken,
  isLoggedIn,
  purgeExpiredSession,
  sessionIdentity,
  storeTokens,
  tokenSubject,
} from './tokens'

afterEach(() => vi.useRealTimers())

describe('expiring storage', () => {
  it('keeps an item for 7 × one day by default and removes it once expired', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'))
    setItem('x', { a: 1 })
    expect(STORED_ITEM_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000)
    vi.setSystemTime(new Date('2026-01-08T11:59:59Z'))
    expect(getItem('x')).toEqual({ a: 1 })
    vi.setSystemTime(new Date('2026-01-08T12:00:01Z'))
    expect(getItem('x')).toBeNull()
    expect(localStorage.getItem('cobranca:x')).toBeNull()
  })

  it('treats unreadable items as absent and drops them', () => {
    localStorage.setItem('cobranca:bad', '{not json')
    expect(getItem('bad')).toBeNull()
    expect(localStorage.getItem('cobranca:bad')).toBeNull()
  })

  it('clearAll removes every item of the app and nothing else', () => {
    setItem('a', 1)
    setItem('b', 2)
    localStorage.setItem('other-app', 'kept')
    clearAll()
    expect(getItem('a')).toBeNull()
    expect(getItem('b')).toBeNull()
    expect(localStorage.getItem('other-app')).toBe('kept')
  })
})

describe('tokens', () => {
  it('a session counts as logged in only while its token exists and is unexpired', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    expect(isLoggedIn()).toBe(false)
    storeTokens('acc', 'ref')
    expect(isLoggedIn()).toBe(true)
    expect(getSessionToken()).toBe('acc')
    expect(getRefreshToken()).toBe('ref')
    vi.setSystemTime(new Date('2026-01-09T00:00:00Z'))
    expect(isLoggedIn()).toBe(false)
  })

  it('clearTokens removes both tokens', () => {
    storeTokens('acc', 'ref')
    clearTokens()
    expect(getSessionToken()).toBeNull()
    expect(getRefreshToken()).toBeNull()
  })
})

describe('expiry clears everything (RELIABILITY 34)', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('a session item found expired takes the refresh token and every other session item with it', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'))
    storeTokens('acc', 'ref')
    setItem('preferencia', { x: 1 })
    // the access item was renewed later than the refresh item: they expire apart
    vi.setSystemTime(new Date('2026-03-05T08:00:00Z'))
    storeTokens('acc-2')
    vi.setSystemTime(new Date('2026-03-08T08:00:01Z'))
    // the refresh item is past its lifetime, the session item is not: still, nothing stays
    expect(getRefreshToken()).toBeNull()
    expect(localStorage.getItem('cobranca:session')).toBeNull()
    expect(localStorage.getItem('cobranca:preferencia')).toBeNull()
    expect(isLoggedIn()).toBe(false)
  })

  it('the browser was closed while the session expired: start-up leaves no refresh token behind', () => {
    const expired = JSON.stringify({ value: { token: 'acc' }, expiresAt: Date.now() - 1 })
    const alive = JSON.stringify({ value: { token: 'ref' }, expiresAt: Date.now() + 3 * DAY })
    localStorage.setItem('cobranca:session', expired)
    localStorage.setItem('cobranca:refresh', alive)
    localStorage.setItem('outro-app', 'fica')
    purgeExpiredSession()
    expect(Object.keys(localStorage).filter((k) => k.startsWith('cobranca:'))).toEqual([])
    expect(localStorage.getItem('outro-app')).toBe('fica')
  })

  it('a corrupted session item (readable, but without a token) leaves nothing of the session behind (issue 27)', () => {
    const later = Date.now() + DAY
    for (const value of [null, 'abc', { token: 42 }, { token: '' }, { outra: 'coisa' }]) {
      localStorage.setItem('cobranca:session', JSON.stringify({ value, expiresAt: later }))
      localStorage.setItem('cobranca:refresh', JSON.stringify({ value: { token: 'ref' }, expiresAt: later }))
      localStorage.setItem('outro-app', 'fica')
      expect(getSessionToken()).toBeNull()
      expect(Object.keys(localStorage).filter((k) => k.startsWith('cobranca:'))).toEqual([])
      expect(localStorage.getItem('outro-app')).toBe('fica')
    }
  })

  it('readItem tells an expired item from a missing one; clearStoredSession keeps the tab\'s drafts', () => {
    localStorage.setItem('cobranca:velho', JSON.stringify({ value: 1, expiresAt: Date.now() - 1 }))
    expect(readItem('velho')).toEqual({ state: 'expired' })
    expect(readItem('nunca')).toEqual({ state: 'missing' })
    setItem('x', 2)
    expect(readItem('x')).toEqual({ state: 'ok', value: 2 })
    saveDraft('30', 'atendimento-10001', { observacao: 'ligar amanhã' })
    clearStoredSession()
    expect(getItem('x')).toBeNull()
    expect(readDraft('30', 'atendimento-10001')).toEqual({ observacao: 'ligar amanhã' })
    clearAll()
    expect(readDraft('30', 'atendimento-10001')).toBeNull()
  })
})

describe('session identity', () => {
  const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`

  it.each([
    ['simplejwt user_id', jwt({ user_id: 30, token_type: 'access' }), '30'],
    ['sub claim', jwt({ sub: 'ana' }), 'ana'],
    ['no subject', jwt({ exp: 1 }), null],
    ['opaque token', 'abc123', null],
    ['broken payload', 'a.%%%.c', null],
    ['nothing', null, null],
  ])('%s', (_case, token, expected) => {
    expect(tokenSubject(token)).toBe(expected)
  })

  it('is the stored session\'s user, null without a session', () => {
    expect(sessionIdentity()).toBeNull()
    storeTokens(jwt({ user_id: 7 }), jwt({ user_id: 7, token_type: 'refresh' }))
    expect(sessionIdentity()).toBe('7')
  })
})

describe('drafts', () => {
  it('are kept per user and form, and another user\'s sign-in discards the rest', () => {
    saveDraft('30', 'a', { n: 1 })
    saveDraft('30', 'b', { n: 2 })
    saveDraft('1', 'a', { n: 3 })
    expect(readDraft('30', 'a')).toEqual({ n: 1 })
    discardDraftsExcept('1')
    expect(readDraft('30', 'a')).toBeNull()
    expect(readDraft('30', 'b')).toBeNull()
    expect(readDraft('1', 'a')).toEqual({ n: 3 })
    removeDraft('1', 'a')
    expect(readDraft('1', 'a')).toBeNull()
    sessionStorage.setItem('cobranca-draft:1:x', '{quebrado')
    expect(readDraft('1', 'x')).toBeNull()
  })
})
