/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv, type Connect, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { demoApiPlugin } from './demo-api/vite-plugin'
import { readEnv } from './src/shared/config/env'

const proxyTarget = process.env.API_PROXY_TARGET
const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
  ? { '/api': { target: proxyTarget, changeOrigin: true, secure: true } }
  : undefined

/**
 * Every visit without a session starts on the login page, a lazy chunk: the browser would only
 * ask for it after the entry has downloaded and run. A modulepreload of the login chunk and
 * the chunks only it needs lets it download alongside the entry (one round trip less before the
 * form paints on a phone); pages other than the login pay ~5 KiB that no request waits for.
 */
const LOGIN_PAGE = 'src/features/session/pages/login-page.tsx'
function preloadLoginChunk(): Plugin {
  return {
    name: 'boa-safra-preload-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // the bill page never shows the login form
        if (ctx.filename.endsWith('bill.html')) return html
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const login = chunks.find((c) => c.facadeModuleId?.endsWith(LOGIN_PAGE))
        if (!login) return html
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const closure = (start: string[], seen = new Set<string>()) => {
          for (const file of start) {
            if (seen.has(file)) continue
            seen.add(file)
            closure(byFile.get(file)?.imports ?? [], seen)
          }
          return seen
        }
        const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
        const initial = closure(entry)
        const files = [...closure([login.fileName])].filter((file) => !initial.has(file))
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        }
      },
    },
  }
}

/**
 * The public 2ª via is opened on phones from an e-mail or SMS: its own light entry (bill.html:
 * React and the bill page, not the app's router, store, layout or API client) is served for
 * every /2-via/ page request, by the dev and preview servers here and by nginx in production.
 */
function billCopyEntry(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && /^\/2-via\/[^?#]*/i.test(req.url) && (req.headers.accept ?? '').includes('text/html')) {
      req.url = '/bill.html'
    }
    next()
  }
  return {
    name: 'boa-safra-bill-copy-entry',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  }
}

export default defineConfig(({ mode }) => {
  // A wrong .env fails the build or the dev server with a clear message, not the browser.
  if (mode !== 'test') readEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [react(), preloadLoginChunk(), billCopyEntry(), ...(proxyTarget ? [] : [demoApiPlugin()])],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    envPrefix: 'VITE_',
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1500,
      // the app's entry keeps its name (index-<hash>.js): the stale-deploy check compares it
      rolldownOptions: { input: { index: 'index.html', bill: 'bill.html' } },
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'demo-api/**/*.test.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      // A cap for a hung test, not a speed goal: page tests wait for what a user waits for, and
      // on a loaded 2-core machine one jsdom + antd page test can take tens of seconds.
      testTimeout: 60_000,
      // No retry, on CI either: a test that fails once under load is a bug to fix.
      retry: 0,
      pool: 'forks',
      // Vitest's default leaves one of this 2-core machine's cores idle (cores − 1 workers): two
      // workers took npm test from 1,704 s to 1,065 s here (1,761 tests); the 60 s cap above absorbs the extra load.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
      css: false,
    },
  }
})
