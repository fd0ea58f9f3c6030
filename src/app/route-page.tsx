import { Suspense, type ComponentType } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { CLIENT_LANDING, isPathAllowed, selectProfile } from '@/features/session'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAppSelector } from './hooks'
import { useDocumentTitle } from './document-title'
import { FORBIDDEN_TITLE, ForbiddenPage } from './pages/forbidden-page'
import { RouteErrorBoundary } from './pages/error-boundary'
import { RouteContext } from './route-context'
import type { AppRouteDef } from './route-types'

export interface RoutePageProps {
  route: AppRouteDef
  /** built once from route.page by the router, never during render */
  Page: ComponentType
}

function PageBody({ route, Page }: RoutePageProps) {
  const { pathname } = useLocation()
  return (
    <RouteContext.Provider value={route}>
      <RouteErrorBoundary key={pathname}>
        {/* The page's own chunk shows its loading state in lazyPage; this boundary is the net
            for anything inside a page that suspends (two clean CI runs without it froze the
            contract drawer after "Salvar"). */}
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </RouteContext.Provider>
  )
}

export function PublicRoutePage({ route, Page }: RoutePageProps) {
  useDocumentTitle(route.title)
  return <PageBody route={route} Page={Page} />
}

/** Authenticated pages: the profile decides, in the client too (DECISIONS 4). */
export function GuardedRoutePage({ route, Page }: RoutePageProps) {
  const profile = useAppSelector(selectProfile)
  const { pathname } = useLocation()
  const allowed = !!profile && isPathAllowed(profile, pathname)
  // The parent's title effect runs after its children's, so it decides for both.
  useDocumentTitle(profile && !allowed && !(route.path === '/' && profile.is_client) ? FORBIDDEN_TITLE : route.title)
  if (!profile) return null
  if (route.path === '/' && profile.is_client) return <Navigate to={CLIENT_LANDING} replace />
  if (!allowed) return <ForbiddenPage homePath={profile.is_client ? CLIENT_LANDING : '/'} />
  return <PageBody route={route} Page={Page} />
}
