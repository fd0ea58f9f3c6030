/**
 * Browser benchmark of Base Cobrança at 100,000 receivables (DEMO_SCALE=5), in Chromium:
 * first rows after the data arrives, the `info` filter while typing, rows in the DOM, scrolling
 * and the JS heap. Serves dist/ with `vite preview` and the demo API, as tests/e2e/run.mjs does.
 *
 *   npm run build && node --import tsx bench/base-cobranca-browser.ts
 *
 * Two builds, interleaved in one browser (full load and menu click only):
 *   BENCH_COMPARE_DIR=dist-antes [BENCH_COMPARE_RUNS=9] node --import tsx bench/base-cobranca-browser.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { launch, menuLeaf, PASSWORD } from '../tests/e2e/browser'

const PORT = Number(process.env.BENCH_PORT ?? 4183)
/** The build to serve: BENCH_DIR, else E2E_OUT_DIR, else dist/. */
const DIR = process.env.BENCH_DIR || process.env.E2E_OUT_DIR || 'dist'
const URL_BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5)
const PATH = '/cobranca/nova-base-cobranca'
const GOALS = { navigationToRowsMs: 600, firstRowsMs: 500, filterMs: 150, heapMb: 400 }

export interface BrowserBenchResult {
  /** navigation start → first rows painted (the page's own mark), median */
  navigationToRowsMs: number
  navigationToRowsRuns: number[]
  /** a click on "Base Cobrança" in the menu (the app already open on the home page) → first rows */
  menuToRowsMs: number
  menuToRowsRuns: number[]
  /** the list request: start → last byte, and bytes on the wire, median */
  responseMs: number
  responseWireKib: number
  responseBodyKib: number
  /** every API request of one visit (median), KiB on the wire and of JSON */
  apiRequests: number
  apiWireKib: number
  apiBodyKib: number
  /** layout shift of a visit (sum, as Lighthouse's CLS at this size), median */
  cls: number
  firstRowsMs: number
  firstRowsRuns: number[]
  responseToMarkMs: number
  filterMedianMs: number
  filterMaxMs: number
  domRows: number
  domRowsMax: number
  longestFrameMs: number
  p95FrameMs: number
  slowFrameShare: number
  idleSlowFrameShare: number
  p95FrameDefaultMs: number
  slowFrameShareDefault: number
  heapMb: number
  heapAfterTypingMb: number
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

function startServer(dir = DIR, port = PORT): ChildProcess {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dir,
    ],
    {
      env: { ...process.env, DEMO_SCALE: '5', VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.resume()
  child.stderr?.resume()
  return child
}

function stopServer(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}

async function waitUp(base = URL_BASE): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/verify/`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      })
      if (res.status < 500) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`vite preview não respondeu em ${base}`)
}

/** The seed of 100,000 receivables is built on the first request: do it before measuring. */
async function warmDemoApi(base = URL_BASE): Promise<void> {
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'analista', password: PASSWORD }),
  })
  const { access } = (await login.json()) as { access: string }
  await fetch(`${base}/api/cobranca/contas-receber-agrupado/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
    body: '{}',
  })
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/user/login')
  await page.getByLabel('Usuário', { exact: true }).fill('analista')
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** From the end of the base's response to the first rows painted, read from the page's own marks. */
interface FirstRows {
  fromResponse: number
  fromData: number
  fromNavigation: number
  response: number
  wire: number
  body: number
  /** every /api/ request of the visit, until the network is idle: count, KiB on the wire, KiB of JSON */
  apiRequests: number
  apiWireKib: number
  apiBodyKib: number
  cls: number
}

/** The API requests of the visit once the network is quiet (issue 15: measure requests and bytes). */
async function apiTraffic(
  page: Page,
): Promise<{ cls: number; count: number; wire: number; body: number; detail: string[] }> {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(300)
  return page.evaluate(async () => {
    // Cumulative layout shift of the visit (every shift not caused by input), as Lighthouse sums it.
    const cls = await new Promise<number>((resolve) => {
      let sum = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) sum += e.value
      }).observe({ type: 'layout-shift', buffered: true })
      setTimeout(() => resolve(sum), 50)
    })
    const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => new URL(e.name).pathname.startsWith('/api/'),
    )
    return {
      cls,
      count: api.length,
      wire: api.reduce((n, e) => n + e.transferSize, 0) / 1024,
      body: api.reduce((n, e) => n + e.decodedBodySize, 0) / 1024,
      detail: api.map(
        (e) =>
          `${new URL(e.name).pathname} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ms ${(e.transferSize / 1024).toFixed(1)}/${(e.decodedBodySize / 1024).toFixed(1)} KiB`,
      ),
    }
  })
}

async function measureFirstRows(page: Page): Promise<FirstRows> {
  await page.goto(PATH)
  const handle = await page.waitForFunction(
    () => {
      const rows = performance.getEntriesByName('base-cobranca:linhas')
      const data = performance.getEntriesByName('base-cobranca:dados')
      const response = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/cobranca/contas-receber-agrupado/')) as
        PerformanceResourceTiming | undefined
      if (!rows.length || !data.length || !response) return null
      return {
        rows: rows[0].startTime,
        data: data[0].startTime,
        responseEnd: response.responseEnd,
        requestStart: response.startTime,
        wire: response.transferSize,
        body: response.decodedBodySize,
      }
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  )
  const t = (await handle.jsonValue()) as {
    rows: number
    data: number
    responseEnd: number
    requestStart: number
    wire: number
    body: number
  }
  const traffic = await apiTraffic(page)
  // BENCH_API_DETAIL=1: each API request of the visit (path, start → end, wire/JSON KiB).
  if (process.env.BENCH_API_DETAIL) console.log(`    ${traffic.detail.join('\n    ')}`)
  return {
    cls: traffic.cls,
    apiRequests: traffic.count,
    apiWireKib: traffic.wire,
    apiBodyKib: traffic.body,
    fromResponse: t.rows - t.responseEnd,
    fromData: t.rows - t.data,
    fromNavigation: t.rows,
    response: t.responseEnd - t.requestStart,
    wire: t.wire / 1024,
    body: t.body / 1024,
  }
}

/**
 * How an analyst usually gets there: the app is open on the home page (a fresh load each run, so
 * the page's code is not yet in memory) and they click "Base Cobrança" in the menu. From the
 * click (its pointerdown) to the first rows painted.
 */
async function measureMenuToRows(page: Page): Promise<number> {
  await page.goto('/')
  // The home page's own requests settle first: the click lands on an idle app.
  await page.waitForLoadState('networkidle').catch(() => {})
  const leaf = await menuLeaf(page, 'Cobrança', 'Base Cobrança')
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number }
    window.addEventListener('pointerdown', (e) => (w.__clickAt = e.timeStamp), {
      capture: true,
      once: true,
    })
  })
  await leaf.click()
  const handle = await page.waitForFunction(
    () => {
      const rows = performance.getEntriesByName('base-cobranca:linhas')
      const w = window as unknown as { __clickAt?: number }
      return rows.length && w.__clickAt !== undefined ? rows[0].startTime - w.__clickAt : null
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  )
  return (await handle.jsonValue()) as number
}

/** Time from each keystroke's input event to the next frame after the table changed. */
async function measureTyping(page: Page, queries: string[]): Promise<number[]> {
  const input = page.getByRole('textbox', { name: 'Cliente' })
  await input.click()
  await page.evaluate(() => {
    const w = window as unknown as {
      __typing: { start: number; done: Promise<number> | null; arm: () => void }
    }
    const target = document.getElementById('bf-info') as HTMLInputElement
    const state = {
      start: 0,
      done: null as Promise<number> | null,
      arm() {
        state.done = new Promise<number>((resolve) => {
          const table = document.querySelector('.base-table') as HTMLElement
          const observer = new MutationObserver(() => {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - state.start))
          })
          observer.observe(table, { childList: true, subtree: true, characterData: true })
          setTimeout(() => {
            observer.disconnect()
            resolve(-1)
          }, 3000)
        })
      },
    }
    target.addEventListener('input', (event) => (state.start = event.timeStamp), { capture: true })
    w.__typing = state
  })
  const times: number[] = []
  for (const query of queries) {
    for (const key of [...query.split(''), 'Backspace', 'Backspace']) {
      await page.evaluate(() =>
        (window as unknown as { __typing: { arm: () => void } }).__typing.arm(),
      )
      await page.keyboard.press(key)
      const ms = await page.evaluate(
        () => (window as unknown as { __typing: { done: Promise<number> } }).__typing.done,
      )
      if (ms >= 0) times.push(ms)
    }
    await input.fill('')
    await page.waitForTimeout(200)
  }
  return times
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
  return used / 1024 / 1024
}

async function domRows(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('tr').length)
}

interface Frames {
  longest: number
  p95: number
  slowShare: number
}

/** Scrolls the page top to bottom, sideways and back (or just waits: the machine's baseline). */
async function framesWhileScrolling(page: Page, scroll = true): Promise<Frames> {
  await page.waitForTimeout(800)
  // A string, not a function: tsx's name helpers do not exist inside the page.
  await page.evaluate(`(() => {
    window.__frames = []
    window.__run = true
    let last = performance.now()
    const tick = (now) => {
      window.__frames.push(now - last)
      last = now
      if (window.__run) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  if (!scroll) await page.waitForTimeout(2000)
  for (let i = 0; scroll && i < 20; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(30)
  }
  const table = page.locator('.base-table .ant-table-content, .base-table .ant-table-body').first()
  await table.hover().catch(() => {})
  for (let i = 0; scroll && i < 10; i++) {
    await page.mouse.wheel(300, 0)
    await page.waitForTimeout(30)
  }
  for (let i = 0; scroll && i < 20; i++) {
    await page.mouse.wheel(0, -400)
    await page.waitForTimeout(30)
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __run: boolean }
    w.__run = false
    return w.__frames.slice(1)
  })
  const sorted = [...frames].sort((a, b) => a - b)
  return {
    longest: sorted.at(-1) ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    slowShare: frames.filter((f) => f > 50).length / Math.max(1, frames.length),
  }
}

export async function runBrowserBench(
  log: (line: string) => void = console.log,
): Promise<BrowserBenchResult> {
  if (!existsSync(`${DIR}/.vite/manifest.json`))
    throw new Error(`${DIR}/ não existe: rode "npm run build" antes.`)
  const server = startServer()
  const stop = () => stopServer(server)
  process.on('exit', stop)
  try {
    await waitUp()
    await warmDemoApi()
    const browser = await launch()
    try {
      const context = await browser.newContext({
        baseURL: URL_BASE,
        viewport: { width: 1440, height: 900 },
        locale: 'pt-BR',
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await signIn(page)

      const runs: FirstRows[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measureFirstRows(page))
      const menuRuns: number[] = []
      for (let i = 0; i < RUNS; i++) menuRuns.push(await measureMenuToRows(page))
      await page.locator('.base-table .ant-table-row').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('.base-table .ant-spin-spinning'))
      const rowsAfterLoad = await domRows(page)
      const heapAfterLoad = await heapMb(page)

      const typing = await measureTyping(page, ['merc', 'padaria', 'sao', '10', 'super'])
      const heapAfterTyping = await heapMb(page)

      const idle = await framesWhileScrolling(page, false)
      const framesDefault = await framesWhileScrolling(page)

      // The biggest customer expanded, and the largest page size: still a few hundred rows at most.
      await page.getByRole('button', { name: 'Expandir linha' }).first().click()
      await page.locator('.titles-table').first().waitFor()
      await page
        .locator('.base-table .ant-table-pagination')
        .last()
        .locator('.ant-pagination-options .ant-select')
        .click()
      await page.locator('.ant-select-item-option', { hasText: '100 / página' }).first().click()
      await page
        .locator('.base-table .ant-table-tbody > tr.ant-table-row-level-0')
        .nth(99)
        .waitFor()
      const rowsMax = await domRows(page)
      const frames = await framesWhileScrolling(page)
      if (errors.length) log(`  erros na página: ${errors.join('; ')}`)

      const result: BrowserBenchResult = {
        navigationToRowsMs: median(runs.map((r) => r.fromNavigation)),
        navigationToRowsRuns: runs.map((r) => Math.round(r.fromNavigation)),
        menuToRowsMs: median(menuRuns),
        menuToRowsRuns: menuRuns.map(Math.round),
        responseMs: median(runs.map((r) => r.response)),
        responseWireKib: median(runs.map((r) => r.wire)),
        responseBodyKib: median(runs.map((r) => r.body)),
        apiRequests: median(runs.map((r) => r.apiRequests)),
        apiWireKib: median(runs.map((r) => r.apiWireKib)),
        apiBodyKib: median(runs.map((r) => r.apiBodyKib)),
        cls: median(runs.map((r) => r.cls)),
        firstRowsMs: median(runs.map((r) => r.fromResponse)),
        firstRowsRuns: runs.map((r) => Math.round(r.fromResponse)),
        responseToMarkMs: median(runs.map((r) => r.fromData)),
        filterMedianMs: median(typing),
        filterMaxMs: Math.max(...typing),
        domRows: rowsAfterLoad,
        domRowsMax: rowsMax,
        longestFrameMs: frames.longest,
        p95FrameMs: frames.p95,
        slowFrameShare: frames.slowShare,
        idleSlowFrameShare: idle.slowShare,
        p95FrameDefaultMs: framesDefault.p95,
        slowFrameShareDefault: framesDefault.slowShare,
        heapMb: heapAfterLoad,
        heapAfterTypingMb: heapAfterTyping,
      }
      const ok = (value: number, goal: number) => (value <= goal ? 'ok' : 'ACIMA DA META')
      log(
        `Base Cobrança (Chromium, DEMO_SCALE=5: 100.000 títulos), ${RUNS} carregamentos de ${DIR}/`,
      )
      log(
        `  carga completa (F5, link, nova aba) → primeiras linhas  mediana ${result.navigationToRowsMs.toFixed(0)} ms (meta ≤ ${GOALS.navigationToRowsMs}): ${ok(result.navigationToRowsMs, GOALS.navigationToRowsMs)}  [${result.navigationToRowsRuns.join(', ')}]`,
      )
      log(
        `  clique no menu → primeiras linhas                     mediana ${result.menuToRowsMs.toFixed(0)} ms (meta ≤ ${GOALS.navigationToRowsMs}): ${ok(result.menuToRowsMs, GOALS.navigationToRowsMs)}  [${result.menuToRowsRuns.join(', ')}]`,
      )
      log(
        `  requisição da base (início → fim)     mediana ${result.responseMs.toFixed(0)} ms, ${result.responseWireKib.toFixed(0)} KiB na rede para ${(result.responseBodyKib / 1024).toFixed(1)} MB de JSON`,
      )
      log(
        `  API na visita (até a rede parar)      mediana ${result.apiRequests} requisições, ${result.apiWireKib.toFixed(0)} KiB na rede, ${result.apiBodyKib.toFixed(0)} KiB de JSON`,
      )
      log(
        `  deslocamento de layout (CLS)          mediana ${result.cls.toFixed(3)} [${runs.map((r) => r.cls.toFixed(3)).join(', ')}]`,
      )
      log(
        `  resposta → primeiras linhas na tela   mediana ${result.firstRowsMs.toFixed(0)} ms (meta ≤ ${GOALS.firstRowsMs}): ${ok(result.firstRowsMs, GOALS.firstRowsMs)}  [${result.firstRowsRuns.join(', ')}]`,
      )
      log(
        `    (JSON já lido → primeiras linhas     mediana ${result.responseToMarkMs.toFixed(0)} ms)`,
      )
      log(
        `  filtro info, tecla → tabela pintada   mediana ${result.filterMedianMs.toFixed(0)} ms, máx. ${result.filterMaxMs.toFixed(0)} ms em ${typing.length} teclas (meta ≤ ${GOALS.filterMs}): ${ok(result.filterMedianMs, GOALS.filterMs)}`,
      )
      log(
        `  linhas <tr> no DOM                    ${result.domRows} após carregar; ${result.domRowsMax} com 100 por página e um cliente expandido`,
      )
      log(
        `  rolagem, 20 por página (padrão)       p95 ${result.p95FrameDefaultMs.toFixed(0)} ms por quadro, ${(result.slowFrameShareDefault * 100).toFixed(1)}% acima de 50 ms (parado: ${(result.idleSlowFrameShare * 100).toFixed(1)}%)`,
      )
      log(
        `  rolagem, 100 por página + expandido   p95 ${result.p95FrameMs.toFixed(0)} ms por quadro, maior ${result.longestFrameMs.toFixed(0)} ms, ${(result.slowFrameShare * 100).toFixed(1)}% acima de 50 ms`,
      )
      log(
        `  heap JS (após GC)                     ${result.heapMb.toFixed(0)} MB após carregar, ${result.heapAfterTypingMb.toFixed(0)} MB após filtrar (meta ≤ ${GOALS.heapMb}): ${ok(Math.max(result.heapMb, result.heapAfterTypingMb), GOALS.heapMb)}`,
      )
      await context.close()
      return result
    } finally {
      await browser.close()
    }
  } finally {
    stop()
    process.off('exit', stop)
  }
}

/**
 * Two builds side by side (BENCH_COMPARE_DIR=<other build>): two servers, one browser, one full
 * load of each in turn and then one menu click of each in turn, so that the machine's load
 * weighs on both alike. Measured one after the other, medians of the same build moved ±80 ms.
 */
export async function runCompareBench(
  other: string,
  runs = Number(process.env.BENCH_COMPARE_RUNS ?? 9),
  log: (line: string) => void = console.log,
): Promise<void> {
  const builds = [DIR, other]
  for (const dir of builds)
    if (!existsSync(`${dir}/.vite/manifest.json`)) throw new Error(`${dir}/ não existe.`)
  const bases = builds.map((_, i) => `http://127.0.0.1:${PORT + 10 * i}`)
  const servers = builds.map((dir, i) => startServer(dir, PORT + 10 * i))
  const stop = () => servers.forEach(stopServer)
  process.on('exit', stop)
  const browser = await launch()
  try {
    await Promise.all(bases.map((base) => waitUp(base).then(() => warmDemoApi(base))))
    const pages: Page[] = []
    for (const base of bases) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1440, height: 900 },
        locale: 'pt-BR',
      })
      const page = await context.newPage()
      await signIn(page)
      await measureFirstRows(page) // code and data in the browser's caches, as in the bench
      pages.push(page)
    }
    const full = builds.map(() => [] as number[])
    const menu = builds.map(() => [] as number[])
    for (let n = 0; n < runs; n++)
      for (const [i, page] of pages.entries())
        full[i].push(Math.round((await measureFirstRows(page)).fromNavigation))
    for (let n = 0; n < runs; n++)
      for (const [i, page] of pages.entries())
        menu[i].push(Math.round(await measureMenuToRows(page)))
    log(`Base Cobrança, builds intercalados (DEMO_SCALE=5, ${runs} vezes cada)`)
    for (const [i, dir] of builds.entries())
      log(
        `  ${dir.padEnd(16)} carga completa → linhas mediana ${median(full[i]).toFixed(0)} ms [${full[i].join(', ')}]; clique no menu → linhas mediana ${median(menu[i]).toFixed(0)} ms [${menu[i].join(', ')}]`,
      )
  } finally {
    await browser.close()
    stop()
    process.off('exit', stop)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const compare = process.env.BENCH_COMPARE_DIR
  ;(compare ? runCompareBench(compare) : runBrowserBench().then(() => {})).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
