import { useEffect, useState, type ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { isSessionLost, loadApiClient } from '@/shared/api/client'
import {
  grantedByLastProfile,
  isPathAllowed,
  loadProfile,
  preloadSessionData,
  selectProfile,
  selectProfileStatus,
} from '@/features/session'
import { runOpenPrefetch, type PrefetchDispatch } from '@/shared/api/prefetch'
import { isLoggedIn } from '@/shared/storage/tokens'
import { OfflineBanner } from '@/shared/ui/offline-banner'
import { PageLoading } from '@/shared/ui/page-loading'
import { NotFoundPage } from './pages/not-found-page'
import { RouteErrorPage } from './pages/route-error-page'
import { RequireSession } from './require-session'
import { lazyPage, preloadPage } from './lazy-page'
import { GuardedRoutePage, PublicRoutePage } from './route-page'
import type { AppRouteDef, PageLoader } from './route-types'
import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } from './routes'
import { SessionNavigator } from './session-navigator'

/** The base layout is its own chunk: the login page never downloads the menu. */
const loadBaseLayout: PageLoader = () => import('./layout/base-layout')
const BaseLayout = lazyPage(loadBaseLayout, <PageLoading fullScreen />)

/**
 * antd's notification and message (FeedbackBridge) come in their own chunk, asked for on the
 * first render: they are not in the login route's first bundle (≤ 200 KiB), and what is said
 * before they arrive waits for them (feedback.ts). A failed load (offline at start-up) is tried
 * again when the app is mounted anew (a reload); until then what is said stays queued.
 */
const loadFeedbackBridge = () => import('@/shared/ui/feedback-bridge')

function LazyFeedbackBridge() {
  const [Bridge, setBridge] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    loadFeedbackBridge().then(
      (module) => live && setBridge(() => module.FeedbackBridge),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return Bridge ? <Bridge /> : null
}

function Root() {
  return (
    <>
      <LazyFeedbackBridge />
      <SessionNavigator />
      <OfflineBanner />
      <Outlet />
    </>
  )
}

export function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorPage />,
      children: [
        ...PUBLIC_ROUTES.map((route) => ({
          path: route.path,
          element: <PublicRoutePage route={route} Page={lazyPage(route.page as PageLoader)} />,
        })),
        { path: '/user/*', element: <NotFoundPage homePath="/user/login" /> },
        {
          element: (
            <RequireSession>
              <BaseLayout />
            </RequireSession>
          ),
          children: [
            ...AUTHENTICATED_ROUTES.map((route) =>
              route.redirect
                ? { path: route.path, element: <Navigate to={route.redirect} replace /> }
                : {
                    path: route.path,
                    element: <GuardedRoutePage route={route} Page={lazyPage(route.page as PageLoader)} />,
                  },
            ),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]
}

/** What the opened page's first request needs of the store: to send it, and the profile. */
export interface PrefetchStore {
  dispatch: PrefetchDispatch
  getState: () => unknown
  subscribe: (listener: () => void) => () => void
}

export function createAppRouter(store?: PrefetchStore) {
  const router = createBrowserRouter(buildRouteObjects())
  preloadOpenedPage(router.state.matches, router.state.location, store)
  return router
}

/**
 * Runs `send` once the profile is here and grants `pathname` (the page would show "Sem permissão"
 * otherwise, and its request would only be refused); never when the profile fails. When the
 * last profile of this same session granted it (grantedByLastProfile), at once, beside the
 * profile's own read: ~100 ms sooner on the Painel de Clientes opened by its address.
 */
export function whenAllowed(store: PrefetchStore, pathname: string, send: () => void): void {
  const usable = () => isLoggedIn() && !isSessionLost()
  if (!selectProfile(store.getState() as Parameters<typeof selectProfile>[0]) && usable() && grantedByLastProfile(pathname)) {
    send()
    return
  }
  let done = false
  let unsubscribe: (() => void) | null = null
  const check = (): void => {
    if (done) return
    const state = store.getState() as Parameters<typeof selectProfile>[0]
    const profile = selectProfile(state)
    if (!profile && selectProfileStatus(state) !== 'failed') return
    // settled: stop listening before sending (sending dispatches, which would call us again)
    done = true
    unsubscribe?.()
    if (profile && isPathAllowed(profile, pathname) && usable()) send()
  }
  check()
  if (!done) unsubscribe = store.subscribe(check)
}

/**
 * Opened by its address with a session (F5, a link, a new tab): the API client's, the layout's
 * and the page's chunks download side by side now, instead of the page's waiting for the layout
 * to render (Base Cobrança's own request leaves ~150 ms earlier).
 */
function preloadOpenedPage(
  matches: ReadonlyArray<{ route: { path?: string } }>,
  location: { pathname: string; search: string },
  store: PrefetchStore | undefined,
): void {
  if (!isLoggedIn()) return
  const path = matches.at(-1)?.route.path
  const route = AUTHENTICATED_ROUTES.find((r) => r.path === path && !r.redirect)
  if (!route?.page) return
  // The API client first: the profile and the page's first request both wait for it.
  void loadApiClient().catch(() => {})
  // and the session's endpoints on the data layer, which the profile is read through
  void preloadSessionData().catch(() => {})
  // The profile's read leaves now, not after React's first render mounts the guard (which then
  // finds it on its way: status 'loading')
  if (store && !isSessionLost() && selectProfileStatus(store.getState() as Parameters<typeof selectProfileStatus>[0]) === 'idle') {
    void store.dispatch(loadProfile())
  }
  void preloadPage(loadBaseLayout)
  void preloadPage(route.page)
  // and the page's first request, from its small data module (AppRouteDef.prefetch), as soon as
  // the profile is here and grants the page: before the page's chunk, the layout and the page
  if (store) prefetchRouteData(store, route, location)
}

/**
 * The page's first reads, from its small data module (AppRouteDef.prefetch), once the profile
 * is here and grants the page (whenAllowed): for a page opened by its address (above) and for a
 * link about to be followed (link-intent.ts).
 */
export function prefetchRouteData(
  store: PrefetchStore,
  route: AppRouteDef,
  location: { pathname: string; search: string },
): void {
  void route.prefetch?.().then(
    ({ prefetchOnOpen }) =>
      whenAllowed(store, location.pathname, () => runOpenPrefetch(prefetchOnOpen, location.search, store.dispatch)),
    // a chunk that failed: the page's own query asks when it renders
    () => {},
  )
}
