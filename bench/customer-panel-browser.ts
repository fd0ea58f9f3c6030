/**
 * The Painel de Clientes on opening, in Chromium at DEMO_SCALE=5 (issue 15): API requests and
 * bytes until the network is idle, and the time from navigation to the customer's header and to
 * its open titles. Serves a build with `vite preview` and the demo API.
 *
 *   npm run build && node --import tsx bench/customer-panel-browser.ts
 *   BENCH_DIR=<build> BENCH_PORT=4185 BENCH_PANEL_RUNS=3 BENCH_CLIENTE=10001
 */
import { launch } from '../tests/e2e/browser'
import { analystPage } from './analyst-screen'
import { startBuild, stopServer, waitUp } from './preview-server'

const PORT = Number(process.env.BENCH_PORT ?? 4185)
const DIR = process.env.BENCH_DIR || 'dist'
const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 3)
const COD = Number(process.env.BENCH_CLIENTE ?? 10001)

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

async function main() {
  const server = await startBuild(process.cwd(), PORT, DIR, { DEMO_SCALE: '5' })
  process.on('exit', () => stopServer(server))
  await waitUp(server, '/user/login')
  const browser = await launch()
  const runs: Array<{ requests: number; wireKib: number; jsonKib: number; headerMs: number; titlesMs: number }> = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await analystPage(browser, server.url)
      const context = page.context()
      // the lookups of the session are loaded once: warm them as an analyst's day would
      await page.goto(`${server.url}/cobranca/novo-painel-clientes?cliente=${COD === 10001 ? 10002 : 10001}`)
      await page.getByRole('region', { name: 'Dados do cliente' }).getByRole('heading').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => performance.clearResourceTimings())
      const started = Date.now()
      await page.evaluate((cod) => {
        history.pushState(null, '', `/cobranca/novo-painel-clientes?cliente=${cod}`)
        dispatchEvent(new PopStateEvent('popstate'))
      }, COD)
      await page.getByRole('region', { name: 'Dados do cliente' }).getByRole('heading').first().waitFor()
      const headerMs = Date.now() - started
      await page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('row').nth(1).waitFor()
      const titlesMs = Date.now() - started
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const api = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => ({ wire: e.transferSize, body: e.decodedBodySize })),
      )
      runs.push({
        requests: api.length,
        wireKib: api.reduce((n, e) => n + e.wire, 0) / 1024,
        jsonKib: api.reduce((n, e) => n + e.body, 0) / 1024,
        headerMs,
        titlesMs,
      })
      await context.close()
    }
  } finally {
    await browser.close()
    stopServer(server)
  }
  const m = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]))
  console.log(
    `Painel de Clientes (Chromium, DEMO_SCALE=5, cliente ${COD}, ${RUNS} aberturas de ${DIR}/, lookups já carregados):\n` +
      `  requisições à API ao abrir: ${m('requests')} (${m('wireKib').toFixed(1)} KiB na rede, ${m('jsonKib').toFixed(1)} KiB de JSON)\n` +
      `  navegação → cabeçalho do cliente: ${m('headerMs')} ms; → títulos em aberto: ${m('titlesMs')} ms ` +
      `(execuções: ${runs.map((r) => r.titlesMs).join(', ')})`,
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
