/**
 * Benchmarks of the Relatórios (issue 11), printed by `npm run bench` once registered:
 *   import { runReportsBench } from './reports'
 *   await runReportsBench()
 *
 * Node, DEMO_SCALE=5 (100,000 receivables): the analyst-ranking aggregation of 100,000 action
 * rows (median, goal < 30 ms) and each report endpoint's computation in the demo API.
 * Chromium (when a build and Chromium exist): for every report, the time from the end of its
 * data response to its first table rows in the DOM (median, goal < 500 ms) with the main thread's
 * CPU time over the same span (from a trace: what the page did, without the machine's run queue),
 * and the gzip size of each report route chunk and of the chart library's chunk (goal 60 KiB).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { aggregateRankingAnalista, type RankingAnalistaSourceRow } from '../src/features/reports/lib/ranking-analista'
import { launch, PASSWORD } from '../tests/e2e/browser'

export interface ReportsBenchResult {
  aggregationMedianMs: number
  aggregationCpuMedianMs: number
  endpoints: { path: string; ms: number; rows: number }[]
  /** wall clock, and the page's main-thread CPU time over the same span (null when not traced) */
  browser: { path: string; dataToRowsMs: number; dataToRowsCpuMs: number | null }[] | null
  chunks: { file: string; gzipKib: number }[]
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

const REPORT_PAGES: [string, RegExp][] = [
  ['/acaocobrancarealizada', /report-acao-cobranca-realizada\//],
  ['/documentos_pagos?periodo=trimestre', /report-documentos-pagos/],
  ['/ranking_inadimplencia', /report-ranking-inadimplencia/],
  ['/eficiencia_acoes_cobranca?periodo=trimestre', /report-eficiencia-cobranca/],
  ['/ranking_analista?periodo=trimestre', /report-ranking-analista/],
  ['/atendimento?periodo=trimestre', /report-atendimento/],
  ['/efetivacao-cobranca', /report-efetivacao-cobranca/],
  ['/devolucao', /report-devolucao/],
  ['/vendas', /report-vendas/],
]

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel']

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; requestId?: string; message?: string } }
}

/**
 * The main thread's CPU time (thread clock) from the end of the report's response to its first
 * row, from a Chromium trace: on a loaded machine the wall clock mostly measures the run queue,
 * this is the work the page itself did.
 */
function mainThreadCpu(trace: Buffer, api: RegExp): number | null {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
  const send = events.find((e) => e.name === 'ResourceSendRequest' && api.test(e.args?.data?.url ?? ''))
  const requestId = send?.args?.data?.requestId
  const finish = events.filter((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === requestId).at(-1)
  const first = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'FIRST_ROW')
  if (!requestId || !finish || !first) return null
  let cpu = 0
  for (const e of events) {
    if (e.pid !== first.pid || e.tid !== first.tid || e.ph !== 'X' || e.name !== 'RunTask' || !e.dur || e.tdur === undefined) continue
    const overlap = Math.min(e.ts + e.dur, first.ts) - Math.max(e.ts, finish.ts)
    if (overlap > 0) cpu += e.tdur * (overlap / e.dur)
  }
  return cpu / 1000
}

function aggregationBench(): { wall: number; cpu: number } {
  const rows: RankingAnalistaSourceRow[] = []
  for (let i = 0; i < 100_000; i++)
    rows.push({
      analistacobranca: `Analista ${i % 6}`,
      // ~5 actions per document, as in the seed (a title is worked several times)
      documento: `NF ${100_000 + (i % 20_000)}-${(i % 3) + 1}`,
      pago: i % 3 === 0,
      valor_presente: ((i % 5000) + 0.37).toFixed(2),
    })
  for (let k = 0; k < 5; k++) aggregateRankingAnalista(rows) // warm-up
  const times: number[] = []
  const cpu: number[] = []
  for (let k = 0; k < 21; k++) {
    const c = process.cpuUsage()
    const t = performance.now()
    aggregateRankingAnalista(rows)
    times.push(performance.now() - t)
    const d = process.cpuUsage(c)
    cpu.push((d.user + d.system) / 1000)
  }
  // CPU time too: on a shared, loaded machine the wall clock mostly measures the queue.
  return { wall: median(times), cpu: median(cpu) }
}

async function endpointBench(): Promise<ReportsBenchResult['endpoints']> {
  process.env.DEMO_SCALE = '5'
  const { getDb } = await import('../demo-api/db')
  const { call, login } = await import('../demo-api/test-client')
  getDb()
  const token = await login('supervisor')
  const today = getDb().today
  const from = new Date(Date.parse(today) - 91 * 864e5).toISOString().slice(0, 10)
  const q = `data_inicio=${from}&data_fim=${today}`
  const paths = [
    '/api/cobranca/report-acao-cobranca-realizada/',
    `/api/cobranca/report-documentos-pagos/?${q}`,
    '/api/cobranca/report-ranking-inadimplencia/',
    `/api/cobranca/report-eficiencia-cobranca?${q}`,
    `/api/cobranca/report-ranking-analista?${q}`,
    `/api/cobranca/report-atendimento/?${q}`,
    '/api/cobranca/report-efetivacao-cobranca/',
    '/api/cobranca/report-devolucao/',
    '/api/cobranca/report-vendas/',
    '/api/cobranca/report-painel-inicial/',
  ]
  const out: ReportsBenchResult['endpoints'] = []
  for (const path of paths) {
    const times: number[] = []
    let rows = 0
    for (let k = 0; k < 3; k++) {
      const t = performance.now()
      const r = await call('GET', path, { token })
      times.push(performance.now() - t)
      const b = r.body as unknown
      rows = Array.isArray(b) ? b.length : ((b as { results?: unknown[] })?.results?.length ?? 1)
    }
    out.push({ path, ms: median(times), rows })
  }
  return out
}

function chunkSizes(dir: string): ReportsBenchResult['chunks'] {
  const manifestPath = join(dir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return []
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string }>
  const out: ReportsBenchResult['chunks'] = []
  for (const [key, entry] of Object.entries(manifest)) {
    if (!/features\/reports\/pages\/|shared\/ui\/charts\/uplot-chart|app\/pages\/home-page/.test(key)) continue
    const bytes = readFileSync(join(dir, entry.file))
    out.push({ file: key, gzipKib: Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10 })
  }
  return out.sort((a, b) => a.file.localeCompare(b.file))
}

async function browserBench(dir: string, port: number): Promise<ReportsBenchResult['browser']> {
  if (!existsSync(join(dir, '.vite', 'manifest.json')) || !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return null
  const base = `http://127.0.0.1:${port}`
  const server: ChildProcess = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir], {
    env: { ...process.env, DEMO_SCALE: '5', VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  })
  const browser = await launch()
  try {
    const deadline = Date.now() + 120_000
    for (;;) {
      try {
        const res = await fetch(`${base}/api/verify/`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })
        if (res.status < 500) break
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error('vite preview não respondeu')
      await new Promise((r) => setTimeout(r, 300))
    }
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })
    // The time of the first table row in the DOM, recorded by the page itself.
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRow?: number }
      new MutationObserver(() => {
        if (w.__firstRow === undefined && document.querySelector('tr.ant-table-row')) {
          w.__firstRow = performance.now()
          console.timeStamp('FIRST_ROW')
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    await page.goto('/user/login')
    await page.getByLabel('Usuário', { exact: true }).fill('supervisor')
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const out: NonNullable<ReportsBenchResult['browser']> = []
    for (const [path, api] of REPORT_PAGES) {
      const runs: number[] = []
      const cpuRuns: number[] = []
      for (let k = 0; k < 3; k++) {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES })
        await page.goto(path)
        const ms = await page.waitForFunction(
          (source) => {
            const w = window as unknown as { __firstRow?: number }
            const re = new RegExp(source)
            const res = performance.getEntriesByType('resource').find((e) => re.test(e.name)) as PerformanceResourceTiming | undefined
            if (!res || w.__firstRow === undefined) return null
            return w.__firstRow - res.responseEnd
          },
          api.source,
          { timeout: 120_000 },
        )
        runs.push(Math.max(0, (await ms.jsonValue()) as number))
        const cpu = mainThreadCpu(await browser.stopTracing(), api)
        if (cpu !== null) cpuRuns.push(cpu)
      }
      out.push({
        path,
        dataToRowsMs: Math.round(median(runs)),
        dataToRowsCpuMs: cpuRuns.length ? Math.round(median(cpuRuns)) : null,
      })
    }
    await context.close()
    return out
  } finally {
    await browser.close()
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      /* gone */
    }
  }
}

/** Runs the reports benchmarks and prints them; `browser: false` skips Chromium. */
export async function runReportsBench(
  options: { browser?: boolean; dir?: string; port?: number } = {},
): Promise<ReportsBenchResult> {
  const dir = options.dir ?? process.env.BENCH_DIR ?? process.env.E2E_OUT_DIR ?? 'dist'
  const agg = aggregationBench()
  const aggregationMedianMs = agg.wall
  console.log(
    `Relatórios · agregação do Ranking Analista, 100.000 ações: mediana ${agg.wall.toFixed(1)} ms (CPU ${agg.cpu.toFixed(1)} ms; meta < 30 ms)`,
  )
  const endpoints = await endpointBench()
  console.log('Relatórios · demo API com DEMO_SCALE=5 (mediana de 3):')
  for (const e of endpoints) console.log(`  ${e.path.padEnd(64)} ${e.ms.toFixed(0).padStart(5)} ms  ${e.rows} linhas`)
  const chunks = chunkSizes(dir)
  if (chunks.length) {
    console.log('Relatórios · chunks (gzip, meta 60 KiB):')
    for (const c of chunks) console.log(`  ${c.file.padEnd(64)} ${c.gzipKib.toFixed(1)} KiB`)
  }
  const browser = options.browser === false || process.env.BENCH_SKIP_BROWSER ? null : await browserBench(dir, options.port ?? Number(process.env.BENCH_REPORTS_PORT ?? 4193))
  if (browser) {
    console.log('Relatórios · Chromium, fim da resposta → primeiras linhas (mediana de 3, meta < 500 ms; CPU da thread principal no mesmo intervalo):')
    for (const b of browser)
      console.log(`  ${b.path.padEnd(48)} ${String(b.dataToRowsMs).padStart(5)} ms  (CPU ${b.dataToRowsCpuMs ?? '—'} ms)`)
  }
  return { aggregationMedianMs, aggregationCpuMedianMs: agg.cpu, endpoints, browser, chunks }
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportsBench()
