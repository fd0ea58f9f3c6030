import { STORED_ITEM_LIFETIME_MS } from '../config/constants'

const PREFIX = 'cobranca:'

interface StoredItem<T> {
  value: T
  expiresAt: number
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function setItem<T>(key: string, value: T, lifetimeMs = STORED_ITEM_LIFETIME_MS): void {
  const item: StoredItem<T> = { value, expiresAt: Date.now() + lifetimeMs }
  storage()?.setItem(PREFIX + key, JSON.stringify(item))
}

/** Expired or unreadable items are removed on read, so they never outlive their lifetime. */
export function getItem<T>(key: string): T | null {
  const store = storage()
  const raw = store?.getItem(PREFIX + key)
  if (!store || raw == null) return null
  try {
    const item = JSON.parse(raw) as StoredItem<T>
    if (typeof item?.expiresAt !== 'number' || item.expiresAt <= Date.now()) {
      store.removeItem(PREFIX + key)
      return null
    }
    return item.value
  } catch {
    store.removeItem(PREFIX + key)
    return null
  }
}

export function removeItem(key: string): void {
  storage()?.removeItem(PREFIX + key)
}

/** Logout and expiry leave nothing of the session behind. */
export function clearAll(): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX)) store.removeItem(key)
  }
  try {
    window.sessionStorage.clear()
  } catch {
    /* storage can be blocked by the browser; nothing to clear then */
  }
}
