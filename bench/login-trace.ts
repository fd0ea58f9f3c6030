/**
 * The long tasks of a page load and what fills them (Chromium trace, CPU slowed PROFILE_CPU×):
 * each task over 50 ms with its biggest child events (script evaluation, compile, layout, …).
 *
 *   PROFILE_DIR=dist node --import tsx bench/login-trace.ts
 */
import { launch } from '../tests/e2e/browser'
import { startPreview, stopServer, waitUp } from './preview-server'

const DIR = process.env.PROFILE_DIR ?? 'dist'
const PORT = Number(process.env.PROFILE_PORT ?? 4191)
const PATH = process.env.PROFILE_PATH ?? '/user/login'
const CPU = Number(process.env.PROFILE_CPU ?? 4)
const BASE = `http://127.0.0.1:${PORT}`

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  pid: number
  args?: { data?: { url?: string; functionName?: string } }
}

async function main() {
  const server = startPreview(process.cwd(), PORT, ['--outDir', DIR])
  process.on('exit', () => stopServer(server))
  await waitUp(server, PATH)
  const browser = await launch()
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
      ],
    })
    await page.goto(`${BASE}${PATH}`)
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    await page.waitForTimeout(3000)
    const buffer = await browser.stopTracing()
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents
    const main = events.find(
      (e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
    )
    const onMain = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X')
    const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0].ts
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      const children = onMain
        .filter(
          (e) =>
            e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 3_000,
        )
        .filter((e) => e.name !== 'RunTask')
      console.log(
        `tarefa em ${((task.ts - nav) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
      )
      for (const c of children.slice(0, 12)) {
        const what = c.args?.data?.url?.replace(BASE, '') || c.args?.data?.functionName || ''
        console.log(`   ${((c.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  ${c.name} ${what}`)
      }
    }
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
