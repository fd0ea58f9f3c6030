import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/shared/config/constants'
import type { PageLoader, PageModule } from './route-types'

export class ChunkTimeoutError extends Error {
  constructor() {
    super('A página demorou demais para carregar.')
    this.name = 'ChunkTimeoutError'
  }
}

interface Entry {
  component: LazyExoticComponent<ComponentType>
  failed: boolean
}

const entries = new Map<PageLoader, Entry>()
const wrappers = new Map<PageLoader, ComponentType>()

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

function entryFor(loader: PageLoader): Entry {
  let entry = entries.get(loader)
  if (!entry) {
    const created: Entry = {
      failed: false,
      component: lazy(() =>
        withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS).then(
          // A stale chunk that Vite already answered with a reload resolves to nothing.
          (mod) => (mod?.default ? mod : new Promise<PageModule>(() => {})),
          (error: unknown) => {
            created.failed = true
            throw error
          },
        ),
      ),
    }
    entries.set(loader, created)
    entry = created
  }
  return entry
}

/**
 * A failed React.lazy stays failed; 'Tentar novamente' calls this so that the next render
 * builds a fresh lazy component and really downloads the chunk again.
 */
export function forgetFailedPages(): void {
  for (const [loader, entry] of entries) {
    if (entry.failed) entries.delete(loader)
  }
}

/** React.lazy with a load timeout and a retry after failure. */
export function lazyPage(loader: PageLoader): ComponentType {
  let wrapper = wrappers.get(loader)
  if (!wrapper) {
    const LazyPage = () => createElement(entryFor(loader).component)
    wrapper = LazyPage
    wrappers.set(loader, wrapper)
  }
  return wrapper
}
