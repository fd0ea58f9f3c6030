import { vi } from 'vitest'
import type { PrefetchStore } from '@/app/router'

/** A store for the opening and intent prefetches whose session state the test moves by hand. */
export function fakeStore(session: unknown = { profile: null, profileStatus: 'loading' }) {
  let state: unknown = { session }
  const listeners = new Set<() => void>()
  const store: PrefetchStore & { set: (session: unknown) => void; listeners: Set<() => void> } = {
    dispatch: vi.fn() as unknown as PrefetchStore['dispatch'],
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (next) => {
      state = { session: next }
      for (const listener of [...listeners]) listener()
    },
    listeners,
  }
  return store
}
