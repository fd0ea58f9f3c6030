/**
 * npm run bench:lighthouse: Lighthouse 12 (performance only) against the production build,
 * served as in production (static files and /api compressed), median of LIGHTHOUSE_RUNS (3):
 *
 *   /user/login                    mobile preset (simulated slow 4G, 4× CPU) and desktop preset
 *   /cobranca/nova-base-cobranca   desktop preset, signed in as `analista` (tokens in
 *                                  localStorage exactly as src/shared/storage/tokens.ts keeps them)
 *   /2-via/<hash>                  mobile preset, the public bill of an open title of the demo's
 *                                  `cliente` (the page opened from an SMS; issue 25)
 *
 * Prints score, FCP, LCP, TBT, CLS, the JS the page loaded, the main-thread breakdown
 * (mainthread-work-breakdown) and the costliest scripts (bootup-time). Never fails on a score:
 * the figures are noisy on shared machines, they are for the closing note and the README.
 *
 * Builds nothing: serves LIGHTHOUSE_DIR, else E2E_OUT_DIR, else dist/ (`npm run build` first).
 *
 *   LIGHTHOUSE_PORT=4290         vite preview + demo API port (the baseline uses +1, a comparison +2);
 *                                not 4190: it is on the fetch standard's list of blocked ports, so
 *                                Node's fetch and Chromium refuse it ("bad port")
 *   LIGHTHOUSE_RUNS=3            runs per page and preset
 *   LIGHTHOUSE_ONLY=login-mobile,login-desktop,base-desktop,bill-mobile,baseline-mobile
 *   LIGHTHOUSE_BASELINE=1        (or --baseline) also measure ../shared/perf-baseline, copied
 *                                to PERF_BASELINE_DIR (/tmp/perf-baseline), installed, built and
 *                                served the same way, login mobile: the stack's own cost
 *   DEMO_SCALE=5                 demo data size for the served API (5 = 100,000 titles)
 *   DEMO_API_COMPRESS=0          serve /api uncompressed (to measure what compression buys)
 *   LIGHTHOUSE_JSON=path         where the medians and every run go (test-results/lighthouse.json)
 *   LIGHTHOUSE_COMPARE_DIR=dir   another build (say, before a change) served on LIGHTHOUSE_PORT+2
 *                                and measured in the same run, runs interleaved; its /api is
 *                                served uncompressed unless LIGHTHOUSE_COMPARE_COMPRESS=1
 *   CHROME_PATH=/usr/bin/chromium
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { CHROME_FLAGS } from '../tests/e2e/browser'
import { startPreview, stopServer as stop, waitUp, type Server } from './preview-server'

const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const DIR = process.env.LIGHTHOUSE_DIR || process.env.E2E_OUT_DIR || 'dist'
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4290)
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const DEMO_SCALE = process.env.DEMO_SCALE ?? '5'
const BASELINE =
  process.argv.includes('--baseline') ||
  ['1', 'true'].includes(process.env.LIGHTHOUSE_BASELINE ?? '')
const BASELINE_SRC = resolve(process.env.PERF_BASELINE_SRC ?? '../shared/perf-baseline')
const BASELINE_DIR = resolve(process.env.PERF_BASELINE_DIR ?? '/tmp/perf-baseline')
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').map((s) => s.trim())
const JSON_OUT = process.env.LIGHTHOUSE_JSON ?? 'test-results/lighthouse.json'
const COMPARE_DIR = process.env.LIGHTHOUSE_COMPARE_DIR
const COMPARE_COMPRESS = process.env.LIGHTHOUSE_COMPARE_COMPRESS ?? '0'
const USER = 'analista'
const PASSWORD = 'demo1234'

type Preset = 'mobile' | 'desktop'

interface Scenario {
  id: string
  label: string
  path: string
  preset: Preset
  signedIn: boolean
}

export interface RunFigures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  jsKib: number
  jsRequests: number
  totalKib: number
  mainThread: Record<string, number>
  /** long tasks as Lighthouse simulates them (start, duration in ms, script) */
  longTasks: Array<{ start: number; duration: number; url: string }>
  lcpElement: string
  /** the elements that moved (layout-shifts audit), when CLS > 0 */
  shifts: string[]
  bootup: Array<{ url: string; total: number; scripting: number; parse: number }>
  finalUrl: string
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

async function signIn(base: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  })
  if (!res.ok) throw new Error(`login ${USER} falhou: HTTP ${res.status}`)
  return (await res.json()) as { access: string; refresh: string }
}

/** How the server answers a script and the Base Cobrança list (content-encoding, bytes on the wire). */
async function describeServing(base: string): Promise<string[]> {
  const lines: string[] = []
  const html = await (await fetch(`${base}/user/login`)).text()
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1]
  if (script) {
    const res = await fetch(`${base}${script}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    await res.arrayBuffer()
    lines.push(`JS de entrada: ${res.headers.get('content-encoding') ?? 'sem compressão'}`)
  }
  const { access } = await signIn(base)
  const started = performance.now()
  const res = await fetch(`${base}/api/cobranca/contas-receber-agrupado/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${access}`,
      'Accept-Encoding': 'gzip, deflate, br',
    },
    body: '{}',
  })
  const body = await res.arrayBuffer()
  const ms = performance.now() - started
  const wire = Number(res.headers.get('content-length') ?? 0)
  const encoding = res.headers.get('content-encoding')
  lines.push(
    `API contas-receber-agrupado (DEMO_SCALE=${DEMO_SCALE}): ${(body.byteLength / 1024 / 1024).toFixed(1)} MB de JSON, ` +
      (encoding ? `${encoding} ${(wire / 1024).toFixed(0)} KiB na rede` : 'sem compressão') +
      `, ${ms.toFixed(0)} ms até o fim (loopback)`,
  )
  return lines
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

function figures(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id]
  const num = (id: string) => audit(id)?.numericValue ?? NaN
  const items = (id: string) =>
    (audit(id)?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []
  const mainThread: Record<string, number> = {}
  for (const item of items('mainthread-work-breakdown')) {
    mainThread[String(item.group)] = Number(item.duration)
  }
  const requests = items('network-requests')
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const bootup = items('bootup-time').map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    total: Number(item.total),
    scripting: Number(item.scripting),
    parse: Number(item.scriptParseCompile),
  }))
  const longTasks = items('long-tasks').map((t) => ({
    start: Math.round(Number(t.startTime)),
    duration: Math.round(Number(t.duration)),
    url: String(t.url).replace(/^https?:\/\/[^/]+/, ''),
  }))
  const lcpTable = items('largest-contentful-paint-element')[0] as
    { items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> } | undefined
  const lcpNode =
    lcpTable?.items?.[0]?.node ??
    (
      items('largest-contentful-paint-element')[0] as
        { node?: { nodeLabel?: string; selector?: string } } | undefined
    )?.node
  const shifts = items('layout-shifts').map((item) => {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined
    return `${Number(item.score).toFixed(3)} ${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 30)}"`
  })
  return {
    shifts,
    longTasks,
    lcpElement: lcpNode
      ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"`
      : '',
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    jsKib: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024,
    jsRequests: scripts.length,
    totalKib: num('total-byte-weight') / 1024,
    mainThread,
    bootup,
    finalUrl: lhr.finalDisplayedUrl,
  }
}

/** Lighthouse's own run: a fresh Chromium (empty cache and profile) per run. */
async function runOnce(base: string, scenario: Scenario): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    if (scenario.signedIn) {
      // The session the app keeps after its own login (src/shared/storage/tokens.ts), set on
      // the origin before Lighthouse navigates; Lighthouse must then not reset storage.
      const { access, refresh } = await signIn(base)
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      const page = await browser.newPage()
      await page.goto(`${base}/logo.svg`)
      await page.evaluate(
        (tokens: { access: string; refresh: string }) => {
          const expiresAt = Date.now() + 7 * 24 * 3600 * 1000
          localStorage.setItem(
            'cobranca:session',
            JSON.stringify({ value: { token: tokens.access }, expiresAt }),
          )
          localStorage.setItem(
            'cobranca:refresh',
            JSON.stringify({ value: { token: tokens.refresh }, expiresAt }),
          )
        },
        { access, refresh },
      )
      await page.close()
      await browser.disconnect()
    }
    const config: Config | undefined = scenario.preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(
      `${base}${scenario.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Its gatherer reads every uncompressed text body over the protocol: a 5 MB JSON then
        // times out. Whether /api is compressed is printed at the start instead.
        skipAudits: ['uses-text-compression'],
        disableStorageReset: scenario.signedIn,
      },
      config,
    )
    if (!result) throw new Error('Lighthouse não devolveu resultado')
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    return figures(result.lhr)
  } finally {
    chrome.kill()
  }
}

interface Summary {
  scenario: Scenario
  runs: RunFigures[]
  median: Omit<RunFigures, 'bootup' | 'finalUrl' | 'longTasks' | 'lcpElement' | 'shifts'>
  bootup: RunFigures['bootup']
  longTasks: RunFigures['longTasks']
  lcpElement: string
  shifts: string[]
}

const ms = (v: number) => `${Math.round(v)} ms`.padStart(8)
const s1 = (v: number) => `${(v / 1000).toFixed(1)} s`.padStart(6)

const GROUP_LABELS: Record<string, string> = {
  scriptEvaluation: 'execução de JS',
  scriptParseCompile: 'parse/compilação de JS',
  styleLayout: 'estilo e layout',
  paintCompositeRender: 'pintura',
  parseHTML: 'HTML e CSS',
  garbageCollection: 'coleta de lixo',
  other: 'outros',
}

function summarize(scenario: Scenario, runs: RunFigures[]): Summary {
  const groups = [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))]
  const mainThread = Object.fromEntries(
    groups.map((g) => [g, median(runs.map((r) => r.mainThread[g] ?? 0))]),
  )
  const pick = (
    key: keyof Omit<
      RunFigures,
      'mainThread' | 'bootup' | 'finalUrl' | 'longTasks' | 'lcpElement' | 'shifts'
    >,
  ) => median(runs.map((r) => r[key]))
  // Bootup of the run whose TBT is the median one.
  const byTbt = [...runs].sort((a, b) => a.tbt - b.tbt)
  return {
    scenario,
    runs,
    median: {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      jsKib: pick('jsKib'),
      jsRequests: pick('jsRequests'),
      totalKib: pick('totalKib'),
      mainThread,
    },
    bootup: byTbt[byTbt.length >> 1].bootup,
    longTasks: byTbt[byTbt.length >> 1].longTasks,
    lcpElement: byTbt[byTbt.length >> 1].lcpElement,
    shifts: byTbt[byTbt.length >> 1].shifts,
  }
}

function print(summary: Summary, log: (line: string) => void): void {
  const { scenario, runs, median: m } = summary
  log(`\n${scenario.label} (${scenario.preset}, mediana de ${runs.length})`)
  log(`  execução   nota    FCP     LCP       TBT      CLS     JS`)
  runs.forEach((r, i) =>
    log(
      `  ${String(i + 1).padEnd(9)} ${String(r.score).padStart(4)}  ${s1(r.fcp)}  ${s1(r.lcp)}  ${ms(r.tbt)}  ${r.cls.toFixed(3)}  ${r.jsKib.toFixed(0)} KiB/${r.jsRequests}`,
    ),
  )
  log(
    `  mediana   ${String(m.score).padStart(4)}  ${s1(m.fcp)}  ${s1(m.lcp)}  ${ms(m.tbt)}  ${m.cls.toFixed(3)}  ${m.jsKib.toFixed(0)} KiB/${m.jsRequests}`,
  )
  const wrong = runs.find((r) => !r.finalUrl.includes(scenario.path))
  if (wrong) log(`  ATENÇÃO: a página terminou em ${wrong.finalUrl}, não em ${scenario.path}`)
  const total = Object.values(m.mainThread).reduce((a, b) => a + b, 0)
  log(`  thread principal: ${Math.round(total)} ms`)
  for (const [group, value] of Object.entries(m.mainThread).sort((a, b) => b[1] - a[1])) {
    log(`    ${(GROUP_LABELS[group] ?? group).padEnd(24)} ${ms(value)}`)
  }
  log(`  elemento do LCP: ${summary.lcpElement}`)
  if (summary.shifts.length) log(`  deslocamentos (CLS): ${summary.shifts.slice(0, 4).join('; ')}`)
  log(
    `  tarefas longas (execução mediana por TBT, simuladas): ${
      summary.longTasks
        .slice(0, 8)
        .map(
          (t) =>
            `${t.duration} ms em ${t.start} ms${t.url ? ` (${t.url.replace('/assets/', '')})` : ''}`,
        )
        .join(', ') || 'nenhuma'
    }`,
  )
  log(`  scripts mais caros (bootup-time, execução mediana por TBT):`)
  for (const b of summary.bootup.slice(0, 6)) {
    log(`    ${ms(b.total)} total, ${ms(b.scripting)} execução, ${ms(b.parse)} parse  ${b.url}`)
  }
}

// ---------------------------------------------------------------------------------------------
// The perf-baseline app (../shared/perf-baseline): copied, installed once, built, served

function prepareBaseline(log: (line: string) => void): boolean {
  if (!existsSync(BASELINE_SRC)) {
    log(`perf-baseline não encontrado em ${BASELINE_SRC}: pulado.`)
    return false
  }
  mkdirSync(BASELINE_DIR, { recursive: true })
  cpSync(BASELINE_SRC, BASELINE_DIR, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)([/\\]|$)/.test(src.slice(BASELINE_SRC.length)),
  })
  const run = (cmd: string, args: string[]) =>
    spawnSync(cmd, args, { cwd: BASELINE_DIR, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0
  if (!existsSync(resolve(BASELINE_DIR, 'node_modules/vite'))) {
    log(`perf-baseline: npm install em ${BASELINE_DIR}…`)
    if (!run('npm', ['install', '--no-audit', '--no-fund'])) {
      log('perf-baseline: npm install falhou: pulado.')
      return false
    }
  }
  if (!run('npx', ['vite', 'build', '--logLevel', 'error'])) {
    log('perf-baseline: build falhou: pulado.')
    return false
  }
  return true
}

// ---------------------------------------------------------------------------------------------

const BILL_PATH = '/2-via/:hash'

/** The 2ª via hash of an open title of the demo's client user (as tests/e2e/portal.e2e.ts finds it). */
async function openBillHash(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'cliente', password: PASSWORD }),
  })
  const { access } = (await login.json()) as { access?: string }
  if (!access) throw new Error('login do cliente de demonstração falhou')
  const titles = await fetch(`${base}/api/portal/titulos/?status=vencido,aberto`, {
    headers: { Authorization: `Bearer ${access}` },
  })
  const rows = (await titles.json()) as Array<{ hash_2via?: string | null; linha_digitavel?: string | null }>
  const open = rows.find((t) => t.hash_2via && t.linha_digitavel)
  if (!open?.hash_2via) throw new Error('o cliente de demonstração não tem boleto em aberto')
  return open.hash_2via
}

interface Target {
  name: string
  server: Server
  scenarios: Scenario[]
}

export async function runLighthouseBench(
  log: (line: string) => void = console.log,
): Promise<Summary[]> {
  const appScenarios = (
    [
      {
        id: 'login-mobile',
        label: 'Login /user/login',
        path: '/user/login',
        preset: 'mobile',
        signedIn: false,
      },
      {
        id: 'login-desktop',
        label: 'Login /user/login',
        path: '/user/login',
        preset: 'desktop',
        signedIn: false,
      },
      {
        id: 'bill-mobile',
        label: '2ª via /2-via/<hash> (boleto em aberto do cliente de demonstração)',
        path: BILL_PATH,
        preset: 'mobile',
        signedIn: false,
      },
      {
        id: 'base-desktop',
        label: `Base Cobrança /cobranca/nova-base-cobranca (${USER}, DEMO_SCALE=${DEMO_SCALE})`,
        path: '/cobranca/nova-base-cobranca',
        preset: 'desktop',
        signedIn: true,
      },
    ] as Scenario[]
  ).filter((s) => !ONLY || ONLY.includes(s.id))
  const baselineScenario: Scenario = {
    id: 'baseline-mobile',
    label: 'perf-baseline /user/login',
    path: '/user/login',
    preset: 'mobile',
    signedIn: false,
  }
  const wantBaseline = BASELINE && (!ONLY || ONLY.includes('baseline-mobile'))
  const targets: Target[] = []
  const stopAll = () => targets.forEach((t) => stop(t.server))
  process.on('exit', stopAll)
  const summaries: Summary[] = []
  try {
    const apiProbe: RequestInit = {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    }
    const builds = [{ name: DIR, dir: DIR, env: {} as NodeJS.ProcessEnv }]
    // LIGHTHOUSE_COMPARE_DIR: another build (the one before a change) measured in the same run,
    // runs interleaved with this one so that the machine's load weighs on both alike; its API is
    // served as LIGHTHOUSE_COMPARE_COMPRESS says (0: uncompressed, as before compression).
    if (COMPARE_DIR)
      builds.push({
        name: `${COMPARE_DIR} (comparação)`,
        dir: COMPARE_DIR,
        env: { DEMO_API_COMPRESS: COMPARE_COMPRESS },
      })
    if (appScenarios.length) {
      for (const [index, build] of builds.entries()) {
        if (!existsSync(resolve(build.dir, 'index.html')))
          throw new Error(
            `${build.dir}/ não tem um build: rode "npm run build" (ou BUILD_OUT_DIR=${build.dir} npm run build).`,
          )
        const server = startPreview(process.cwd(), PORT + 2 * index, ['--outDir', build.dir], {
          DEMO_SCALE,
          ...build.env,
        })
        targets.push({ name: build.name, server, scenarios: appScenarios })
      }
    }
    if (wantBaseline && prepareBaseline(log)) {
      targets.push({
        name: 'perf-baseline',
        server: startPreview(BASELINE_DIR, PORT + 1, [], {}),
        scenarios: [baselineScenario],
      })
    }
    for (const target of targets) {
      const isApp = target.name !== 'perf-baseline'
      await waitUp(
        target.server,
        isApp ? '/api/verify/' : '/user/login',
        isApp ? apiProbe : undefined,
      )
      log(`${target.name} em ${target.server.url}`)
      if (isApp) for (const line of await describeServing(target.server.url)) log(`  ${line}`)
    }
    // The bill's address: the hash of an open title, read from the first app server (same seed
    // on every server, so the same address everywhere).
    const app = targets.find((t) => t.name !== 'perf-baseline')
    for (const scenario of appScenarios.filter((s) => s.path === BILL_PATH)) {
      if (app) scenario.path = `/2-via/${await openBillHash(app.server.url)}`
    }
    const lhVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version
    log(
      `Lighthouse ${lhVersion}, Chromium ${CHROME_PATH}, ${RUNS} execuções por página, intercaladas entre os servidores`,
    )

    // The same page on every server, one run each, then again: load spikes hit all alike.
    const pages = [
      ...new Set(targets.flatMap((t) => t.scenarios.map((s) => s.preset + ' ' + s.path))),
    ]
    for (const page of pages) {
      const runs = new Map<Target, { scenario: Scenario; runs: RunFigures[] }>()
      for (let i = 0; i < RUNS; i++) {
        for (const target of targets) {
          const scenario = target.scenarios.find((s) => s.preset + ' ' + s.path === page)
          if (!scenario) continue
          const entry = runs.get(target) ?? { scenario, runs: [] }
          runs.set(target, entry)
          // A run that fails (a protocol timeout on a loaded machine) is tried once more, then left out.
          for (let attempt = 1; attempt <= 2; attempt++) {
            try {
              entry.runs.push(await runOnce(target.server.url, scenario))
              break
            } catch (error) {
              log(
                `  ${target.name} ${scenario.id}: execução falhou (${attempt}/2): ${(error as Error).message}`,
              )
            }
          }
        }
      }
      for (const [target, { scenario, runs: figures }] of runs) {
        if (figures.length === 0) continue
        const summary = summarize(
          { ...scenario, label: `${scenario.label} — ${target.name}` },
          figures,
        )
        print(summary, log)
        summaries.push(summary)
      }
    }
  } finally {
    stopAll()
    process.off('exit', stopAll)
  }

  mkdirSync(dirname(JSON_OUT), { recursive: true })
  writeFileSync(
    JSON_OUT,
    JSON.stringify({ date: new Date().toISOString(), dir: DIR, summaries }, null, 2),
  )
  log(
    `\nFiguras em ${JSON_OUT}. (A nota nunca reprova a execução: medições ruidosas nesta máquina.)`,
  )
  return summaries
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(CHROME_PATH)) {
    console.log(
      `Chromium não encontrado em ${CHROME_PATH}: Lighthouse pulado (apt-get install -y chromium).`,
    )
  } else {
    runLighthouseBench().catch((error) => {
      console.error(error)
      process.exit(1)
    })
  }
}
