import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/shared/config/constants'
import { PageLoading } from '@/shared/ui/page-loading'
import type { PageLoader, PageModule } from './route-types'

export class ChunkTimeoutError extends Error {
  constructor() {
    super('A página demorou demais para carregar.')
    this.name = 'ChunkTimeoutError'
  }
}

/** One download of a chunk: its module, or its error, once it has settled. */
interface Entry {
  module?: PageModule
  error?: Error
  settled: Promise<void>
}

const entries = new Map<PageLoader, Entry>()
const wrappers = new Map<PageLoader, ComponentType>()

function entryFor(loader: PageLoader): Entry {
  let entry = entries.get(loader)
  if (!entry) {
    const created: Entry = {
      settled: new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_LOAD_TIMEOUT_MS)
        loader()
          .then(resolve, (error: unknown) =>
            reject(error instanceof Error ? error : new Error(String(error))),
          )
          .finally(() => clearTimeout(timer))
      }).then(
        // A stale chunk that Vite already answered with a reload resolves to nothing: it stays
        // in the loading state until the page reloads.
        (mod) => {
          if (mod?.default) created.module = mod
        },
        (error: Error) => {
          created.error = error
        },
      ),
    }
    entries.set(loader, created)
    entry = created
  }
  return entry
}

/**
 * Starts downloading a page's chunk before anything renders it (the render then finds it);
 * resolves to the module once it is here (nothing when it failed: the render shows that).
 */
export function preloadPage(loader: PageLoader): Promise<PageModule | undefined> {
  const entry = entryFor(loader)
  return entry.settled.then(() => entry.module)
}

/**
 * A failed load stays failed; 'Tentar novamente' calls this so that the next render starts a
 * fresh load and really downloads the chunk again.
 */
export function forgetFailedPages(): void {
  for (const [loader, entry] of entries) {
    if (entry.error) entries.delete(loader)
  }
}

/**
 * A page (or the layout) whose code is its own chunk, with a load timeout and a retry after
 * failure. Deliberately not React.lazy + Suspense: React 19 holds back content revealed by a
 * Suspense retry until 300 ms after the last fallback appeared, and on this app's first load and
 * menu clicks that wait was the largest single delay before the rows (builds interleaved:
 * full load → rows 673 → 615 ms, menu click → rows 427 → 290 ms). Here the module's arrival is an ordinary state
 * update, painted as soon as it renders. A failure is thrown to the route's error boundary.
 */
export function lazyPage(loader: PageLoader, fallback: ReactNode = <PageLoading />): ComponentType {
  let wrapper = wrappers.get(loader)
  if (!wrapper) {
    const LazyPage = () => {
      const entry = entryFor(loader)
      const [, rerender] = useReducer((n: number) => n + 1, 0)
      // What this render showed, not what the entry holds when the effect runs: a chunk that
      // arrives between the paint of the loading state and the effect must still re-render.
      const shown = entry.module !== undefined
      useEffect(() => {
        if (shown) return
        let live = true
        void entry.settled.then(() => {
          if (live) rerender()
        })
        return () => {
          live = false
        }
      }, [entry, shown])
      if (entry.error) throw entry.error
      return entry.module ? createElement(entry.module.default) : fallback
    }
    wrapper = LazyPage
    wrappers.set(loader, wrapper)
  }
  return wrapper
}
