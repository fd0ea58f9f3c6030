/**
 * Where the login route's main-thread time goes, by source module: loads /user/login in
 * Chromium with the CPU slowed 4× (as Lighthouse's mobile preset), records a V8 CPU profile
 * from navigation until the page is idle, and attributes self time to the original source
 * files through the build's source maps.
 *
 *   npx vite build --mode dev --outDir dist-profile --emptyOutDir --sourcemap
 *   PROFILE_DIR=dist-profile node --import tsx bench/login-profile.ts
 *
 * PROFILE_PORT (4191), PROFILE_PATH (/user/login), PROFILE_RUNS (3: figures are medians),
 * PROFILE_CPU (4) slowdown.
 *
 * A signed-in page: PROFILE_USER signs in first (outside the profile), PROFILE_MARK is the
 * performance mark that ends the profile (e.g. Base Cobrança at DEMO_SCALE=5):
 *   DEMO_SCALE=5 PROFILE_USER=analista PROFILE_PATH=/cobranca/nova-base-cobranca \
 *   PROFILE_MARK=base-cobranca:linhas PROFILE_CPU=1 PROFILE_DIR=dist-profile node --import tsx bench/login-profile.ts
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { launch, PASSWORD } from '../tests/e2e/browser'
import { startPreview, stopServer, waitUp } from './preview-server'

const DIR = process.env.PROFILE_DIR ?? 'dist-profile'
const PORT = Number(process.env.PROFILE_PORT ?? 4191)
const PATH = process.env.PROFILE_PATH ?? '/user/login'
const RUNS = Number(process.env.PROFILE_RUNS ?? 3)
const CPU = Number(process.env.PROFILE_CPU ?? 4)
const BASE = `http://127.0.0.1:${PORT}`
const USER = process.env.PROFILE_USER
const MARK = process.env.PROFILE_MARK

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const consumers = new Map<string, SourceMapConsumer | null>()
function consumerFor(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!
  const path = url.replace(BASE, '')
  const file = join(DIR, `${path}.map`)
  const consumer = existsSync(file)
    ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
    : null
  consumers.set(url, consumer)
  return consumer
}

/** node_modules/antd/es/button/button.js → antd/button; src/x/y.tsx stays. */
function moduleOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm < 0) return source.replace(/^(\.\.\/)+/, '')
  const rest = source.slice(nm + 'node_modules/'.length).split('/')
  const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  const after = rest
    .slice(rest[0].startsWith('@') ? 2 : 1)
    .filter((p) => !['es', 'lib', 'dist', 'cjs'].includes(p))
  return after.length > 1 ? `${pkg}/${after[0]}` : pkg
}

function attribute(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  )
  const totals = new Map<string, number>()
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id)!
    let key = callFrame.url
      ? callFrame.url.replace(BASE, '')
      : `(${callFrame.functionName || 'program'})`
    const consumer = callFrame.url && callFrame.lineNumber >= 0 ? consumerFor(callFrame.url) : null
    if (consumer) {
      const pos = consumer.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      })
      if (pos.source) key = moduleOf(pos.source)
    }
    totals.set(key, (totals.get(key) ?? 0) + ms)
  }
  return totals
}

async function main() {
  if (!existsSync(join(DIR, 'index.html'))) throw new Error(`${DIR}/ sem build (veja o cabeçalho).`)
  const server = startPreview(process.cwd(), PORT, ['--outDir', DIR])
  process.on('exit', () => stopServer(server))
  await waitUp(server, PATH)
  const browser = await launch()
  const all: Array<Map<string, number>> = []
  const longTasks: number[][] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: USER ? { width: 1440, height: 900 } : { width: 412, height: 823 },
        locale: 'pt-BR',
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await page.addInitScript(() => {
        const w = window as unknown as { __long: number[] }
        w.__long = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__long.push(Math.round(e.duration))
        }).observe({ type: 'longtask', buffered: true })
      })
      if (USER) {
        await page.goto(`${BASE}/user/login`)
        await page.getByLabel('Usuário', { exact: true }).fill(USER)
        await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Entrar' }).click()
        await page.waitForURL((url) => !url.pathname.startsWith('/user/'))
      }
      await cdp.send('Profiler.start')
      await page.goto(`${BASE}${PATH}`)
      if (MARK) {
        await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARK, { timeout: 60_000, polling: 50 })
      } else {
        await page.getByRole('button', { name: 'Entrar' }).waitFor()
        await page.waitForTimeout(3000)
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      longTasks.push(await page.evaluate(() => (window as unknown as { __long: number[] }).__long))
      all.push(attribute(profile))
      await context.close()
    }
  } finally {
    await browser.close()
    stopServer(server)
  }
  const keys = [...new Set(all.flatMap((m) => [...m.keys()]))]
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]
  const rows = keys
    .map((k) => ({ k, ms: median(all.map((m) => m.get(k) ?? 0)) }))
    .filter((r) => r.ms >= 1 && r.k !== '(idle)')
    .sort((a, b) => b.ms - a.ms)
  const total = rows.reduce((s, r) => s + r.ms, 0)
  console.log(
    `${PATH}: tempo de CPU próprio por módulo (CPU ${CPU}× mais lenta, mediana de ${RUNS}), total ${total.toFixed(0)} ms`,
  )
  for (const r of rows.slice(0, 40)) console.log(`  ${r.ms.toFixed(0).padStart(6)} ms  ${r.k}`)
  console.log(
    `tarefas longas (ms) por execução: ${longTasks.map((t) => `[${t.join(', ')}]`).join(' ')}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
