import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetDb } from '../demo-api/db'
import { recordExchange, takeViolations } from '../demo-api/contract-check'
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

// Every exchange between the app and the demo API is checked against api/openapi.yaml.
const requestBodies = new Map<string, Promise<unknown>>()
const checks: Promise<void>[] = []
async function jsonOf(message: Request | Response): Promise<unknown> {
  if (!/\bjson\b/i.test(message.headers.get('content-type') ?? '')) return undefined
  try {
    return JSON.parse(await message.clone().text())
  } catch {
    return undefined
  }
}
function rememberBody({ request, requestId }: { request: Request; requestId: string }) {
  if (new URL(request.url).pathname.startsWith('/api/')) requestBodies.set(requestId, jsonOf(request))
}
function checkAnswer({ request, requestId, response }: { request: Request; requestId: string; response: Response }) {
  const body = requestBodies.get(requestId)
  requestBodies.delete(requestId)
  if (!body) return
  checks.push(
    Promise.all([body, jsonOf(response)]).then(([requestBody, responseBody]) =>
      recordExchange({
        method: request.method,
        url: request.url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        requestBody,
        responseBody,
      }),
    ),
  )
}
// Listening again before every test: several test files remove every msw listener after theirs.
beforeEach(() => {
  server.events.removeListener('request:start', rememberBody)
  server.events.removeListener('response:mocked', checkAnswer)
  server.events.on('request:start', rememberBody)
  server.events.on('response:mocked', checkAnswer)
})
afterEach(async () => {
  await Promise.all(checks.splice(0))
  const violations = takeViolations()
  if (violations.length) throw new Error(`O demo API e o app fugiram do contrato:\n${violations.join('\n')}`)
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  resetDb()
})
afterAll(() => server.close())
