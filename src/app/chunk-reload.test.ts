import { afterEach, describe, expect, it, vi } from 'vitest'
import { deployChanged, installChunkReload } from './chunk-reload'

/** A window stand-in: its own events, navigator.onLine, sessionStorage and a reload spy. */
function fakeWindow({ online = true, html = '' }: { online?: boolean; html?: string } = {}) {
  const target = new EventTarget()
  const reload = vi.fn()
  const store = new Map<string, string>()
  const doc = document.implementation.createHTMLDocument('app')
  doc.head.innerHTML = '<script type="module" crossorigin src="/assets/index-AAA.js"></script>'
  const win = {
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    navigator: { onLine: online },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    location: { reload, origin: 'http://app.local' },
    document: doc,
    fetch: vi.fn(async () => new Response(html, { status: 200 })),
  }
  return { win: win as unknown as Window, reload, fetch: win.fetch, nav: win.navigator }
}

function preloadError(win: Window) {
  const event = new Event('vite:preloadError', { cancelable: true })
  win.dispatchEvent(event)
  return event
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.useRealTimers())

describe('stale-deploy reload (RELIABILITY 28 and 35)', () => {
  it('offline: never reloads and lets the error reach the page (its offline state and retry)', async () => {
    const { win, reload, fetch } = fakeWindow({ online: false })
    const isStale = vi.fn(async () => true)
    installChunkReload(win, isStale)
    const event = preloadError(win)
    await flush()
    expect(event.defaultPrevented).toBe(false)
    expect(isStale).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('online and a real new deploy: reloads once, and not again within the guard window', async () => {
    const { win, reload } = fakeWindow()
    installChunkReload(win, async () => true)
    preloadError(win)
    await flush()
    expect(reload).toHaveBeenCalledTimes(1)
    preloadError(win)
    await flush()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('online but the same deploy (a flaky network): no reload, the page shows its retry', async () => {
    const { win, reload } = fakeWindow()
    installChunkReload(win, async () => false)
    preloadError(win)
    await flush()
    expect(reload).not.toHaveBeenCalled()
  })

  it('the network dropped while the deploy was being checked: no reload', async () => {
    const { win, reload, nav } = fakeWindow()
    installChunkReload(win, async () => {
      nav.onLine = false
      return true
    })
    preloadError(win)
    await flush()
    expect(reload).not.toHaveBeenCalled()
  })

  it.each([
    ['a new entry script', '<script type="module" crossorigin src="/assets/index-BBB.js"></script>', true],
    ['the same entry script', '<script type="module" crossorigin src="/assets/index-AAA.js"></script>', false],
    ['a page that is not the app (proxy error)', '<html><body>Bad gateway</body></html>', false],
  ])('deployChanged: %s', async (_case, html, expected) => {
    const { win, fetch } = fakeWindow({ html })
    expect(await deployChanged(win)).toBe(expected)
    expect(fetch).toHaveBeenCalledWith(expect.any(URL), expect.objectContaining({ cache: 'no-store' }))
  })

  it('deployChanged: the server unreachable is not a deploy', async () => {
    const { win, fetch } = fakeWindow()
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await deployChanged(win)).toBe(false)
  })
})
