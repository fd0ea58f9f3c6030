import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { installChunkReload } from './app/chunk-reload'
import { installGlobalErrorHandlers } from './app/global-errors'
import { AppProviders } from './app/providers'
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
  const router = createAppRouter()
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  preloadApiClient()
}
