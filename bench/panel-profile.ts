/**
 * Where the main thread's time goes while the Painel de Clientes opens by its address (issue 25):
 * a CPU profile of the full load, from navigation to just after the header and first open title, summed by
 * script (self time), plus when the customer's reads were answered.
 *
 *   npm run build && node --import tsx bench/panel-profile.ts
 *   BENCH_DIR=<build> BENCH_PORT=4189 BENCH_CLIENTE=10001 BENCH_PROFILE_RUNS=3
 *   BENCH_PROFILE_BY=function (self time by function and line, not by script)
 */
import { launch } from '../tests/e2e/browser'
import { analystPage, customerShown } from './analyst-screen'
import { startBuild, stopServer, waitUp } from './preview-server'

const PORT = Number(process.env.BENCH_PORT ?? 4189)
const DIR = process.env.BENCH_DIR || 'dist'
const COD = Number(process.env.BENCH_CLIENTE ?? 10001)
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3)
const BY_FUNCTION = process.env.BENCH_PROFILE_BY === 'function'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const short = (url: string) => (url ? new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js') : '')

async function main() {
  const server = await startBuild(process.cwd(), PORT, DIR, { DEMO_SCALE: '5' })
  process.on('exit', () => stopServer(server))
  await waitUp(server, '/user/login')
  const browser = await launch()
  const totals = new Map<string, number[]>()
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await analystPage(browser, server.url)
      // as the analyst-loop bench: another customer's panel first, settled (code and lookups warm)
      await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD + 1}`)
      await customerShown(page, null)
      await page.waitForLoadState('networkidle')
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`, { waitUntil: 'commit' })
      const { at } = await customerShown(page, null)
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      // The profile runs from just before the navigation to just after the screen showed.
      const byId = new Map(profile.nodes.map((n) => [n.id, n]))
      const self = new Map<string, number>()
      for (let i = 0; i < profile.samples.length; i++) {
        const node = byId.get(profile.samples[i])!
        const file = node.callFrame.url
          ? short(node.callFrame.url)
          : `(${node.callFrame.functionName || 'program'})`
        if (file === '(idle)') continue
        // BENCH_PROFILE_BY=function: by function and line inside each script
        const name =
          BY_FUNCTION && node.callFrame.url
            ? `${file}:${node.callFrame.lineNumber + 1} ${node.callFrame.functionName || '(anônima)'}`
            : file
        self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
      }
      const answered = await page.evaluate(
        (cod) =>
          Math.max(
            ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => e.name.includes(`cliente=${cod}`) || e.name.includes(`/cliente/${cod}/`))
              .map((e) => e.responseEnd),
          ),
        COD,
      )
      console.log(`execução ${run + 1}: mostrado em ${Math.round(at)} ms; leituras do cliente respondidas em ${Math.round(answered)} ms`)
      for (const [name, ms] of self) totals.set(name, [...(totals.get(name) ?? []), ms])
      await page.context().close()
    }
  } finally {
    await browser.close()
    stopServer(server)
  }
  const rows = [...totals].map(([name, v]) => [name, v.reduce((a, b) => a + b, 0) / RUNS] as const)
  rows.sort((a, b) => b[1] - a[1])
  console.log('\ntempo próprio na thread principal, da navegação até logo depois de mostrar (média por carga, ms):')
  for (const [name, ms] of rows.slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
