import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { invalidateCache } from '@/shared/api/cache'
import { resetDb } from '../demo-api/db'
import { server } from './msw-server'

// Pages are lazy chunks transformed on first use: allow them time on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10000 })

// The seed is smaller in unit tests: the same generator, fewer receivables.
process.env.DEMO_SCALE ??= '0.1'

// antd reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
}
const originalGetComputedStyle = window.getComputedStyle
window.getComputedStyle = (elt: Element, pseudo?: string | null) =>
  originalGetComputedStyle(elt, pseudo ? undefined : pseudo)
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  invalidateCache()
  resetDb()
})
afterAll(() => server.close())
