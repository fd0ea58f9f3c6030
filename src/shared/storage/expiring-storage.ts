import { STORED_ITEM_LIFETIME_MS } from '../config/constants'

/** Every item of the session lives under this prefix in localStorage (shared by every tab). */
export const STORAGE_PREFIX = 'cobranca:'
const PREFIX = STORAGE_PREFIX

interface StoredItem<T> {
  value: T
  expiresAt: number
}

/** What a read found: the value, nothing, or an item past its lifetime (already removed). */
export type ReadResult<T> = { state: 'ok'; value: T } | { state: 'missing' } | { state: 'expired' }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The localStorage key of an item, as a `storage` event reports it. */
export function storageKey(key: string): string {
  return PREFIX + key
}

export function setItem<T>(key: string, value: T, lifetimeMs = STORED_ITEM_LIFETIME_MS): void {
  const item: StoredItem<T> = { value, expiresAt: Date.now() + lifetimeMs }
  storage()?.setItem(PREFIX + key, JSON.stringify(item))
}

/** Like getItem, but says whether an absent item was never there or has just expired. */
export function readItem<T>(key: string): ReadResult<T> {
  const store = storage()
  const raw = store?.getItem(PREFIX + key)
  if (!store || raw == null) return { state: 'missing' }
  try {
    const item = JSON.parse(raw) as StoredItem<T>
    if (typeof item?.expiresAt !== 'number' || item.expiresAt <= Date.now()) {
      store.removeItem(PREFIX + key)
      return { state: 'expired' }
    }
    return { state: 'ok', value: item.value }
  } catch {
    store.removeItem(PREFIX + key)
    return { state: 'expired' }
  }
}

/** Expired or unreadable items are removed on read, so they never outlive their lifetime. */
export function getItem<T>(key: string): T | null {
  const result = readItem<T>(key)
  return result.state === 'ok' ? result.value : null
}

export function removeItem(key: string): void {
  storage()?.removeItem(PREFIX + key)
}

/**
 * Expiry (here or in another tab): every item of the session in localStorage goes, the refresh
 * token included. This tab's sessionStorage (drafts of open forms) is kept for the same user.
 */
export function clearStoredSession(): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX)) store.removeItem(key)
  }
}

/** Logout leaves nothing of the session behind, this tab's drafts included. */
export function clearAll(): void {
  clearStoredSession()
  try {
    window.sessionStorage.clear()
  } catch {
    /* storage can be blocked by the browser; nothing to clear then */
  }
}
