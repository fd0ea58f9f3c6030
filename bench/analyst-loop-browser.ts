/**
 * The analyst's loop in Chromium at DEMO_SCALE=5 (issue 25: measure first), on a production
 * build served by `vite preview` with the demo API, signed in as `analista`, 1440×900:
 *
 * 1. Painel de Clientes opened by its address (a full load with a session) → the customer's
 *    header and first open title, and the API requests made until then;
 * 2. Atendimento, "Próximo cliente" → the next customer's header and first open title;
 * 3. "Registrar atendimento" → "Atendimento registrado." and the note in the timeline, from the
 *    click and from the server's answer.
 *
 * Times are read in the page (performance.now at the pointerdown and when the DOM shows it),
 * polled every animation frame, so Playwright's round trips do not count.
 *
 *   npm run build && node --import tsx bench/analyst-loop-browser.ts
 *   BENCH_DIR=<build> BENCH_PORT=4187 BENCH_LOOP_RUNS=5 BENCH_CLIENTE=10001 BENCH_THINK_MS=1500
 *   BENCH_SERVER=nginx: the build as deployed (deploy/'s nginx: hashed assets cached as immutable;
 *   the API in a process of its own), not vite preview, which revalidates every chunk (no-cache)
 *   with the same single process that answers the API
 *   BENCH_SETTLE=0: the measured load starts while the panel before it still reads its sections
 */
import { chooseOption, launch } from '../tests/e2e/browser'
import { analystPage, armClock, clicked, customerShown } from './analyst-screen'
import { startBuild, stopServer, waitUp } from './preview-server'

const PORT = Number(process.env.BENCH_PORT ?? 4187)
const DIR = process.env.BENCH_DIR || 'dist'
const RUNS = Number(process.env.BENCH_LOOP_RUNS ?? 5)
const COD = Number(process.env.BENCH_CLIENTE ?? 10001)

/** How long the analyst looks at a customer before 'Próximo cliente' (ms). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1500)

/** Whether the panel opened before the measured one settles first (see below). */
const SETTLE = process.env.BENCH_SETTLE !== '0'

const SERVED =
  process.env.BENCH_SERVER === 'nginx'
    ? 'nginx de deploy/ e a API de demonstração em outro processo, como em produção'
    : 'vite preview com a API de demonstração no mesmo processo'

/** Goals of issue 25 (ms), beside each figure. */
const GOAL = { panel: 500, requests: 8, next: 150, save: 300 }

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2)
}


async function main() {
  const server = await startBuild(process.cwd(), PORT, DIR, { DEMO_SCALE: '5' })
  process.on('exit', () => stopServer(server))
  await waitUp(server, '/user/login')
  const browser = await launch()
  const panel: number[] = []
  const requests: number[] = []
  const next: number[] = []
  const saveFromClick: number[] = []
  const saveFromAnswer: number[] = []
  const saveServer: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await analystPage(browser, server.url)
      const context = page.context()
      // the session's lookups are warm, as in an analyst's day: another customer first
      await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD + 1}`)
      await customerShown(page, null)
      // and that panel has settled (its sections below the fold read, nothing in flight): an
      // analyst's F5, link or new tab does not start while the previous page is still loading,
      // whose leftover work would otherwise count in this load (BENCH_SETTLE=0: not waited for)
      if (SETTLE) await page.waitForLoadState('networkidle')

      // 1. the panel by its address: polled from the navigation's commit, not from its load
      // event (which can come after the first screenful and would count later requests too)
      await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`, { waitUntil: 'commit' })
      const shown = await customerShown(page, null)
      panel.push(Math.round(shown.at))
      requests.push(
        await page.evaluate(
          (at) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
              (e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime <= at,
            ).length,
          shown.at,
        ),
      )

      // 2. Atendimento: the next customer of the base's queue
      await page.goto(`/cobranca/atendimento?cliente=${COD}`)
      const first = await customerShown(page, null)
      const queue = page.getByRole('navigation', { name: 'Fila de atendimento' })
      await queue.getByText(/Cliente \d+ de \d+|Fora da fila/).waitFor()
      // the analyst reads this customer before moving on (a second and a half here, hundreds
      // of times a day): what the screen reads meanwhile (the rest of the screen, the next
      // customer ahead) is read before the click, on both builds alike
      await page.waitForTimeout(THINK_MS)
      await armClock(page)
      await queue.getByRole('button', { name: 'Próximo cliente' }).click()
      const second = await customerShown(page, first.name)
      next.push(Math.round(second.at - (await clicked(page))))

      // 3. an attendance recorded for that customer
      const form = page.getByRole('region', { name: 'Novo atendimento' })
      await chooseOption(form.getByLabel('Resultado'), 'Retornar contato')
      const note = `bench ${Date.now()}`
      await form.getByLabel('Anotações').fill(note)
      await page.evaluate(() => performance.clearResourceTimings())
      await armClock(page)
      await form.getByRole('button', { name: 'Registrar atendimento' }).click()
      const done = await page.waitForFunction(
        (text) => {
          const toast = [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent?.includes('Atendimento registrado.'))
          const item = [...document.querySelectorAll('.cp-timeline-item')].some((n) => n.textContent?.includes(text))
          return toast && item ? performance.now() : null
        },
        note,
        { polling: 'raf', timeout: 60_000 },
      )
      const doneAt = (await done.jsonValue()) as number
      const post = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
      )
      const answer = post.find((e) => /\/api\/cobranca\/atendimento\/?$/.test(e.path)) ?? post[0]
      const from = await clicked(page)
      saveFromClick.push(Math.round(doneAt - from))
      saveFromAnswer.push(Math.round(doneAt - answer.end))
      saveServer.push(Math.round(answer.end - answer.start))
      await context.close()
    }
  } finally {
    await browser.close()
    stopServer(server)
  }
  const line = (label: string, values: number[], goal: number, unit = 'ms') =>
    `  ${label.padEnd(58)} mediana ${median(values)} ${unit} (meta ≤ ${goal})${median(values) > goal ? ': ACIMA DA META' : ': ok'}  [${values.join(', ')}]`
  console.log(
    [
      `Ciclo do analista (Chromium, DEMO_SCALE=5, cliente ${COD}, ${RUNS} vezes, ${DIR}/, ${SERVED}${SETTLE ? '' : ', sem esperar o painel anterior assentar'}):`,
      line('Painel por endereço (carga completa) → cabeçalho e 1º título', panel, GOAL.panel),
      line('  requisições à API até lá', requests, GOAL.requests, 'pedidos'),
      line('Atendimento, Próximo cliente → cabeçalho e 1º título', next, GOAL.next),
      line('Registrar atendimento, resposta → confirmação e linha do tempo', saveFromAnswer, GOAL.save),
      `  (do clique: mediana ${median(saveFromClick)} ms [${saveFromClick.join(', ')}]; servidor: mediana ${median(saveServer)} ms)`,
    ].join('\n'),
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
