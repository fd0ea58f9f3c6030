import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { invalidateCache } from '@/shared/api/cache'
import { resetDb } from '../demo-api/db'
import { server } from './msw-server'

// TEST_CLOCK=2026-11-30T00:30:00-03:00: each test file runs as if it started at that instant
// (npm run test:clocks runs the suite at the hours that once broke it). Date only: timers and
// performance.now() keep the real pace.
if (process.env.TEST_CLOCK) {
  const offset = Date.parse(process.env.TEST_CLOCK) - Date.now()
  if (Number.isNaN(offset)) throw new Error(`TEST_CLOCK inválido: ${process.env.TEST_CLOCK}`)
  const RealDate = Date
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset)
      else super(...(args as [string | number | Date]))
    }
    static now(): number {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor
}

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
