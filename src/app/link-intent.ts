import { matchPath } from 'react-router-dom'
import { preloadPage } from './lazy-page'
import { prefetchRouteData, type PrefetchStore } from './router'
import type { AppRouteDef } from './route-types'
import { AUTHENTICATED_ROUTES } from './routes'

/**
 * How long the pointer rests on a link before it counts as intent (ms). Sweeping the mouse down
 * Base Cobrança's rows crosses each link in less; a click comes ~100 ms after the pointer stops.
 */
export const INTENT_DELAY_MS = 80

/**
 * A link to a page that reads one customer (the panel, Atendimento: AppRouteDef.prefetchOnIntent)
 * starts that page's first reads and its code when the user shows the intent to open it: the
 * pointer resting on it, a keyboard focus, or the press itself (before the click, ~100 ms later).
 * The page's queries then find the answers cached or in flight (issue 25: a link inside the app
 * → the customer's first screenful). The reads are the ones the page would send; a read still
 * fresh is not sent again; the profile must grant the page (whenAllowed), as for an address.
 * Returns the uninstall.
 */
export function installLinkIntent(
  store: PrefetchStore,
  routes: readonly AppRouteDef[] = AUTHENTICATED_ROUTES,
  root: Document = document,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The link under the pointer or the focus: moving inside it is not a new intent. */
  let current: HTMLAnchorElement | null = null

  const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null

  const prefetch = (link: HTMLAnchorElement) => {
    const url = new URL(link.href, root.location?.href)
    if (url.origin !== root.location?.origin) return
    const route = routes.find((r) => r.prefetchOnIntent && r.path && matchPath(r.path, url.pathname))
    if (!route?.page) return
    void preloadPage(route.page).catch(() => {})
    prefetchRouteData(store, route, url)
  }
  const leave = () => {
    clearTimeout(timer)
    current = null
  }
  const enter = (link: HTMLAnchorElement | null) => {
    if (link === current) return
    leave()
    if (!link) return
    current = link
    timer = setTimeout(() => prefetch(link), INTENT_DELAY_MS)
  }
  const onOver = (event: Event) => enter(linkOf(event.target))
  const onOut = (event: Event) => {
    if (linkOf((event as MouseEvent).relatedTarget) !== current) leave()
  }
  const onDown = (event: Event) => {
    const link = linkOf(event.target)
    if (!link) return
    clearTimeout(timer)
    prefetch(link)
  }
  const listeners: [string, (event: Event) => void][] = [
    ['pointerover', onOver],
    ['focusin', onOver],
    ['pointerout', onOut],
    ['focusout', leave],
    ['pointerdown', onDown],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { capture: true, passive: true })
  return () => {
    leave()
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true })
  }
}
