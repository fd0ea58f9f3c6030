import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { FeedbackBridge } from '@/shared/ui/feedback-bridge'
import { OfflineBanner } from '@/shared/ui/offline-banner'
import { PageLoading } from '@/shared/ui/page-loading'
import { NotFoundPage } from './pages/not-found-page'
import { RouteErrorPage } from './pages/route-error-page'
import { RequireSession } from './require-session'
import { lazyPage } from './lazy-page'
import { GuardedRoutePage, PublicRoutePage } from './route-page'
import type { PageLoader } from './route-types'
import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } from './routes'
import { SessionNavigator } from './session-navigator'

/** The base layout is its own chunk: the login page never downloads the menu. */
const BaseLayout = lazyPage(() => import('./layout/base-layout'), <PageLoading fullScreen />)

function Root() {
  return (
    <>
      <FeedbackBridge />
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

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects())
}
