import type { Plugin } from 'vite'
import { demoApiMiddleware, describeDemo, warmUp } from './middleware'

interface ServerLike {
  middlewares: { use: (fn: ReturnType<typeof demoApiMiddleware>) => unknown }
  httpServer: { once: (event: 'listening', fn: () => void) => unknown } | null
}

function install(server: ServerLike): void {
  server.middlewares.use(demoApiMiddleware())
  // Vitest also starts a Vite server from this config; it has no HTTP server and must stay quiet.
  if (!server.httpServer || process.env.VITEST) return
  const { ms } = warmUp()
  server.httpServer.once('listening', () => {
    setTimeout(() => console.log(describeDemo(ms)), 0)
  })
}

/** Serves /api from the demo database inside `vite` and `vite preview`, on the same origin as the app. */
export function demoApiPlugin(): Plugin {
  return {
    name: 'boa-safra-demo-api',
    configureServer(server) {
      install(server)
    },
    configurePreviewServer(server) {
      install(server)
    },
  }
}
