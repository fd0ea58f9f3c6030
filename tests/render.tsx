import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { buildRouteObjects } from '@/app/router'
import { makeStore, type AppStore, type RootState } from '@/app/store'
import { storeTokens } from '@/shared/storage/tokens'

export interface AppRender extends RenderResult {
  store: AppStore
  router: ReturnType<typeof createMemoryRouter>
}

/** The whole app (route table, guards, layout) at a path, against the demo API handlers. */
export function renderApp(path: string, options: { preloadedState?: Partial<RootState> } = {}): AppRender {
  const store = makeStore(options.preloadedState)
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] })
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, store, router }
}

/** A component inside the app's providers, for pages and components tested alone. */
export function renderWithProviders(ui: ReactNode, options: { preloadedState?: Partial<RootState> } = {}) {
  const store = makeStore(options.preloadedState)
  return { ...render(<AppProviders store={store}>{ui}</AppProviders>), store }
}

export const DEMO_PASSWORD = 'demo1234'

/** Signs in through the demo API's real login endpoint and stores the tokens as the app does. */
export async function signInAs(username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(new URL('/api/login/', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  const data = (await response.json()) as { access: string; refresh: string }
  if (!data.access) throw new Error(`login de ${username} falhou no demo API`)
  storeTokens(data.access, data.refresh)
  return data
}
