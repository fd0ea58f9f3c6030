/**
 * The Painel de Clientes on opening, in Chromium at DEMO_SCALE=5 (issue 15): API requests and
 * bytes until the network is idle, and the time from navigation to the customer's header and to
 * its open titles. Serves a build with `vite preview` and the demo API.
 *
 *   npm run build && node --import tsx bench/customer-panel-browser.ts
 *   BENCH_DIR=<build> BENCH_PORT=4185 BENCH_PANEL_RUNS=3 BENCH_CLIENTE=10001
 */
import { launch } from '../tests/e2e/browser'
import { analystPage, armClock, clicked, customerShown } from './analyst-screen'
import { startBuild, stopServer, waitUp } from './preview-server'

const PORT = Number(process.env.BENCH_PORT ?? 4185)
const DIR = process.env.BENCH_DIR || 'dist'
const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 3)
const COD = Number(process.env.BENCH_CLIENTE ?? 10001)
/**
 * How long the pointer rests on Base Cobrança's link before the click (ms): people stop on a
 * link before pressing it, and the app reads the customer from then on (src/app/link-intent.ts).
 * 0: clicked as soon as the pointer arrives (only the press counts as intent).
 */
const HOVER_MS = (process.env.BENCH_HOVER_MS ?? '150,0').split(',').map(Number)

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
  const runs: Array<{
    requests: number
    wireKib: number
    jsonKib: number
    headerMs: number
    titlesMs: number
    inPageMs: number
    linkMs: number[]
  }> = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await analystPage(browser, server.url)
      const context = page.context()
      // the lookups of the session are loaded once: warm them as an analyst's day would
      await page.goto(`${server.url}/cobranca/novo-painel-clientes?cliente=${COD === 10001 ? 10002 : 10001}`)
      await page.getByRole('region', { name: 'Dados do cliente' }).getByRole('heading').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => performance.clearResourceTimings())
      const previous = await page.evaluate(() => document.querySelector('.cp-header-name')?.textContent ?? null)
      const started = Date.now()
      // the router's navigation, as a link or the picker does; its moment read in the page
      const navigatedAt = await page.evaluate((cod) => {
        const at = performance.now()
        history.pushState(null, '', `/cobranca/novo-painel-clientes?cliente=${cod}`)
        dispatchEvent(new PopStateEvent('popstate'))
        return at
      }, COD)
      // polled every frame in the page (no Playwright round trips), as bench/analyst-loop-browser.ts
      const shown = customerShown(page, previous)
      await page.getByRole('region', { name: 'Dados do cliente' }).getByRole('heading').first().waitFor()
      const headerMs = Date.now() - started
      await page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('row').nth(1).waitFor()
      const titlesMs = Date.now() - started
      const inPageMs = Math.round((await shown).at - navigatedAt)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const api0 = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => ({ wire: e.transferSize, body: e.decodedBodySize })),
      )
      const api = api0
      // Base Cobrança → a customer's "Painel do cliente" link, the pointer resting on it first
      const linkMs: number[] = []
      for (const [i, hover] of HOVER_MS.entries()) {
        await page.goto(`${server.url}/cobranca/nova-base-cobranca`)
        // a customer not opened before in this run
        const link = page.getByRole('link', { name: /^Painel do cliente / }).nth(2 + run * HOVER_MS.length + i)
        await link.waitFor()
        await page.waitForLoadState('networkidle')
        await link.hover()
        if (hover > 0) await page.waitForTimeout(hover)
        await armClock(page)
        await link.click()
        const opened = await customerShown(page, null)
        linkMs.push(Math.round(opened.at - (await clicked(page))))
      }
      runs.push({
        requests: api.length,
        wireKib: api.reduce((n, e) => n + e.wire, 0) / 1024,
        jsonKib: api.reduce((n, e) => n + e.body, 0) / 1024,
        headerMs,
        titlesMs,
        inPageMs,
        linkMs,
      })
      await context.close()
    }
  } finally {
    await browser.close()
    stopServer(server)
  }
  const m = (k: Exclude<keyof (typeof runs)[number], 'linkMs'>) => median(runs.map((r) => r[k]))
  const links = HOVER_MS.map((hover, i) => {
    const v = runs.map((r) => r.linkMs[i])
    return `  Base Cobrança, clique no link do cliente (${hover > 0 ? `o ponteiro parado ${hover} ms antes` : 'clicado assim que o ponteiro chega'}) → cabeçalho e 1º título: mediana ${median(v)} ms (meta ≤ 250) [${v.join(', ')}]`
  })
  console.log(
    `Painel de Clientes (Chromium, DEMO_SCALE=5, cliente ${COD}, ${RUNS} aberturas de ${DIR}/, lookups já carregados):\n` +
      `  requisições à API ao abrir: ${m('requests')} (${m('wireKib').toFixed(1)} KiB na rede, ${m('jsonKib').toFixed(1)} KiB de JSON)\n` +
      `  navegação → cabeçalho do cliente: ${m('headerMs')} ms; → títulos em aberto: ${m('titlesMs')} ms ` +
      `(execuções: ${runs.map((r) => r.titlesMs).join(', ')}; pelo Playwright)\n` +
      `  navegação → cabeçalho e 1º título, medido na página: mediana ${m('inPageMs')} ms (meta ≤ 250) ` +
      `[${runs.map((r) => r.inPageMs).join(', ')}]\n` +
      links.join('\n'),
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
