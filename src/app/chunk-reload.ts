const RELOAD_KEY = 'cobranca:chunk-reload-at'
const GUARD_MS = 30_000

/**
 * After a redeploy the old hashed chunks are gone: reload once to get the new index.html,
 * on the same URL. A second failure within the guard window goes to the error panel instead
 * of reloading forever.
 */
export function installChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    let last = 0
    try {
      last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0)
    } catch {
      return
    }
    if (Date.now() - last < GUARD_MS) return
    win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
    event.preventDefault()
    win.location.reload()
  })
}
