import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORED_ITEM_LIFETIME_MS } from '../config/constants'
import { clearAll, getItem, setItem } from './expiring-storage'
import { clearTokens, getRefreshToken, getSessionToken, isLoggedIn, storeTokens } from './tokens'

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
