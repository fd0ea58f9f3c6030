interface Entry {
  expiresAt: number
  promise: Promise<unknown>
}

const entries = new Map<string, Entry>()

/**
 * Short-lived caches the specification asks for (profile, filter hierarchy), keyed by URL.
 * The in-flight promise is cached too, so StrictMode's double effects share one GET.
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expiresAt > now) return hit.promise as Promise<T>
  const promise = load()
  entries.set(key, { expiresAt: now + ttlMs, promise })
  promise.catch(() => {
    if (entries.get(key)?.promise === promise) entries.delete(key)
  })
  return promise
}

export function invalidateCache(key?: string): void {
  if (key === undefined) entries.clear()
  else entries.delete(key)
}
