/**
 * Which API requests go out before the Painel de Clientes (opened by its address) shows the
 * header and the first open title, with their start and end (ms since navigation), and which
 * go out after (issue 25: at most 8 before the first screenful). Also the Atendimento screen's
 * "Próximo cliente": the requests after the click until the next customer is shown.
 *
 *   npm run build && node --import tsx bench/analyst-requests.ts
 *   BENCH_DIR=<build> BENCH_PORT=4188 BENCH_CLIENTE=10001
 */
import type { Page } from 'playwright-core'
import { launch } from '../tests/e2e/browser'
import { analystPage, customerShown as shown } from './analyst-screen'

const customerShown = async (page: Page, previous: string | null) => (await shown(page, previous)).at
import { startBuild, stopServer, waitUp } from './preview-server'

const PORT = Number(process.env.BENCH_PORT ?? 4188)
const DIR = process.env.BENCH_DIR || 'dist'
const COD = Number(process.env.BENCH_CLIENTE ?? 10001)

interface Req {
  path: string
  start: number
  end: number
}

const apiRequests = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => {
        const u = new URL(e.name)
        return { path: u.pathname + u.search, start: e.startTime, end: e.responseEnd }
      }),
  ) as Promise<Req[]>

function print(title: string, reqs: Req[], at: number, from = 0) {
  const before = reqs.filter((r) => r.start <= at)
  const after = reqs.filter((r) => r.start > at)
  console.log(
    `\n${title}: mostrado em ${Math.round(at - from)} ms, ${before.length} requisições antes`,
  )
  for (const r of before)
    console.log(
      `  ${String(Math.round(r.start - from)).padStart(6)} → ${String(Math.round(r.end - from)).padStart(6)}  ${r.path}`,
    )
  console.log(`  depois (${after.length}):`)
  for (const r of after)
    console.log(
      `  ${String(Math.round(r.start - from)).padStart(6)} → ${String(Math.round(r.end - from)).padStart(6)}  ${r.path}`,
    )
}

async function main() {
  const server = await startBuild(process.cwd(), PORT, DIR, { DEMO_SCALE: '5' })
  process.on('exit', () => stopServer(server))
  await waitUp(server, '/user/login')
  const browser = await launch()
  try {
    const page = await analystPage(browser, server.url)
    await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD + 1}`)
    await customerShown(page, null)

    await page.addInitScript(() => {
      const w = window as unknown as { __long: { start: number; duration: number }[] }
      w.__long = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.__long.push({ start: e.startTime, duration: e.duration })
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`, { waitUntil: 'commit' })
    const at = await customerShown(page, null)
    await page.waitForTimeout(1500)
    print(`Painel por endereço (cliente ${COD})`, await apiRequests(page), at)
    // everything else until then: scripts and styles, and the long tasks (where the main thread went)
    const other = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => !new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({
          path: new URL(e.name).pathname,
          start: e.startTime,
          end: e.responseEnd,
          size: e.encodedBodySize,
        })),
    )
    console.log('  outros recursos:')
    for (const r of other.filter((o) => o.start <= at))
      console.log(
        `  ${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)}  ${(r.size / 1024).toFixed(1).padStart(7)} KiB  ${r.path}`,
      )
    const long = await page.evaluate(
      () => (window as unknown as { __long: { start: number; duration: number }[] }).__long,
    )
    console.log(
      '  tarefas longas: ' +
        long
          .filter((l) => l.start <= at)
          .map((l) => `${Math.round(l.start)}+${Math.round(l.duration)}`)
          .join(', '),
    )
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return { response: n.responseEnd, dcl: n.domContentLoadedEventEnd }
    })
    console.log(
      `  navegação: documento ${Math.round(nav.response)} ms, DOMContentLoaded ${Math.round(nav.dcl)} ms`,
    )

    await page.goto(`/cobranca/atendimento?cliente=${COD}`)
    const firstAt = await customerShown(page, null)
    const name = await page.locator('.cp-header-name').first().textContent()
    const queue = page.getByRole('navigation', { name: 'Fila de atendimento' })
    await queue.getByText(/Cliente \d+ de \d+|Fora da fila/).waitFor()
    await page.waitForTimeout(1500)
    print(`Atendimento por endereço (cliente ${COD})`, await apiRequests(page), firstAt)
    await page.evaluate(() => performance.clearResourceTimings())
    const t0 = await page.evaluate(() => performance.now())
    await queue.getByRole('button', { name: 'Próximo cliente' }).click()
    const nextAt = await customerShown(page, name)
    await page.waitForTimeout(1000)
    print(
      'Atendimento, Próximo cliente (desde antes do clique)',
      await apiRequests(page),
      nextAt,
      t0,
    )
    await page.context().close()
  } finally {
    await browser.close()
    stopServer(server)
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
