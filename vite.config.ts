/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { demoApiPlugin } from './demo-api/vite-plugin'
import { readEnv } from './src/shared/config/env'

const proxyTarget = process.env.API_PROXY_TARGET
const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
  ? { '/api': { target: proxyTarget, changeOrigin: true, secure: true } }
  : undefined

export default defineConfig(({ mode }) => {
  // A wrong .env fails the build or the dev server with a clear message, not the browser.
  if (mode !== 'test') readEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [react(), ...(proxyTarget ? [] : [demoApiPlugin()])],
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
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'demo-api/**/*.test.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      testTimeout: 20000,
      // On CI a test that fails is run once more, and the report says so ("retry x1"): a
      // timing flake on a loaded machine must not hide the run's real result. Locally, never.
      retry: process.env.CI ? 1 : 0,
      pool: 'forks',
      css: false,
    },
  }
})
