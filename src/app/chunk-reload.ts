const RELOAD_KEY = 'cobranca:chunk-reload-at'
const GUARD_MS = 30_000

/** The entry script this page runs, as index.html names it (`/assets/index-<hash>.js`). */
function runningEntry(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null
}

/**
 * A real stale deploy: the index.html the server gives now no longer names the entry this page
 * runs. A chunk that failed for any other reason (network, a flaky proxy) is not a deploy.
 */
export async function deployChanged(win: Window = window): Promise<boolean> {
  const running = runningEntry(win.document)
  if (!running) return false
  try {
    const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/'
    const response = await win.fetch(new URL(base, win.location.origin), {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    })
    if (!response.ok) return false
    const html = await response.text()
    return /<script[^>]+type="module"/i.test(html) && !html.includes(`"${running}"`)
  } catch {
    return false
  }
}

/**
 * After a redeploy the old hashed chunks are gone: reload once to get the new index.html, on
 * the same URL (drafts of open forms live in sessionStorage and survive it). Never offline: the
 * error goes on to the page's error panel, which offers a retry for when the network is back;
 * a reload then would leave the browser's offline page and lose the app. A second stale chunk
 * within the guard window goes to the error panel instead of reloading forever.
 */
export function installChunkReload(win: Window = window, isStale: (win: Window) => Promise<boolean> = deployChanged): void {
  win.addEventListener('vite:preloadError', () => {
    if (win.navigator.onLine === false) return
    let last = 0
    try {
      last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0)
    } catch {
      return
    }
    if (Date.now() - last < GUARD_MS) return
    void isStale(win).then((stale) => {
      if (!stale || win.navigator.onLine === false) return
      win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
      win.location.reload()
    })
  })
}
