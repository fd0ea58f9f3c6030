import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { installChunkReload } from './app/chunk-reload'
import { installGlobalErrorHandlers } from './app/global-errors'
import { AppProviders } from './app/providers'
import { installLinkIntent } from './app/link-intent'
import { createAppRouter } from './app/router'
import { makeStore } from './app/store'
import './app/styles.css'
import { preloadApiClient } from './shared/api/client'
import { envError } from './shared/config/env'

installChunkReload()
installGlobalErrorHandlers()

const root = createRoot(document.getElementById('root') as HTMLElement)

if (envError) {
  root.render(
    <main role="alert" style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Configuração inválida</h1>
      <p>{envError}</p>
    </main>,
  )
} else {
  const store = makeStore()
  const router = createAppRouter(store)
  installLinkIntent(store)
  // A transition renders in slices that yield to the browser every few milliseconds, instead
  // of one long task that a phone would spend ~200 ms in before it answers a tap or a key.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} router={router}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  })
  preloadApiClientOnIntent()
}

/**
 * The API client (axios and the token flow) is fetched once the user starts doing something
 * (a key, a tap, a click), in the next idle moment: its parsing and running never compete with
 * the first screen, and it is there long before the login form is sent. A page that calls the
 * API on its own loads it with its first request anyway.
 */
function preloadApiClientOnIntent(): void {
  const events = ['keydown', 'pointerdown', 'touchstart'] as const
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true)
    preloadApiClient()
  }
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true })
}
