// One session across every tab, no lost work offline, real requests through the production
// server (issue 9; RELIABILITY 32 to 36). Two pages in one Chromium context share localStorage
// and Web Locks as two tabs of one browser do.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { signToken } from '../../demo-api/jwt'
import { launch, screenshot, signIn, signOut, watchedPage } from './browser'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const nginx = Boolean(process.env.E2E_NGINX)
const PANEL = '/cobranca/novo-painel-clientes?cliente=10001'
const isLogin = (url: URL) => url.pathname === '/user/login'

/** The same problem recording as watchedPage, for the second tab of a context. */
function watch(page: Page, problems: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    await dialog.dismiss()
  })
}

/** Two tabs of one browser, signed in as `username` (the second one through the shared storage). */
async function twoTabs(username: string, secondPath = '/') {
  // watchedPage's context reports CSP violations in every page it opens
  const { context, page: a, problems } = await watchedPage(browser)
  await context.addInitScript(stampSessionEvents)
  await signIn(a, username)
  await menu(a).waitFor()
  const b = await context.newPage()
  watch(b, problems)
  await b.goto(secondPath)
  await menu(b).waitFor()
  return { context, a, b, problems }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' })

/** 403s of expired tokens are logged by Chromium as failed resources: expected, not problems. */
const real = (problems: string[]) => problems.filter((p) => !/status of 40[13] /.test(p))

async function fillLogin(page: Page, username: string) {
  await page.getByLabel('Usuário').fill(username)
  await page.getByLabel('Senha', { exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Entrar' }).click()
}

async function openPanelWithNote(page: Page, note: string) {
  await page.goto(PANEL)
  const notes = page.getByRole('region', { name: 'Novo atendimento' }).getByLabel('Anotações')
  await notes.fill(note)
  return notes
}

async function storedUser(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('cobranca:session') ?? '{}') as { value?: { token?: string } }
    const payload = (raw.value?.token ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    return (JSON.parse(atob(payload)) as { user_id: number }).user_id
  })
}

/**
 * In every page: when this page writes or removes the stored session, and when it lands on the
 * login page, in the machine's clock, so a tab's reaction time is measured where it happens
 * (not through the test driver's polling on a loaded machine).
 */
function stampSessionEvents(): void {
  const w = window as unknown as { __sessionWrittenAt?: number; __loginShownAt?: number }
  const setItem = Storage.prototype.setItem
  const removeItem = Storage.prototype.removeItem
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === 'cobranca:session') w.__sessionWrittenAt = Date.now()
    return setItem.call(this, key, value)
  }
  Storage.prototype.removeItem = function (key: string) {
    if (key === 'cobranca:session') w.__sessionWrittenAt = Date.now()
    return removeItem.call(this, key)
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method]
    history[method] = function (...args: Parameters<History['pushState']>) {
      const before = location.pathname
      const result = original.apply(this, args)
      if (location.pathname === '/user/login' && before !== '/user/login') w.__loginShownAt = Date.now()
      return result
    }
  }
}

/** Milliseconds between `writer` changing the stored session and `follower` showing the login page. */
async function reaction(writer: Page, follower: Page): Promise<number> {
  await follower.waitForURL(isLogin, { timeout: 10_000 })
  const written = await writer.evaluate(() => (window as unknown as { __sessionWrittenAt: number }).__sessionWrittenAt)
  const shown = await follower.evaluate(() => (window as unknown as { __loginShownAt: number }).__loginShownAt)
  return shown - written
}

describe('one session across every tab (RELIABILITY 32 to 34)', () => {
  it('a logout in one tab is seen by the other within a second; the draft comes back after signing in', async () => {
    const { context, a, b, problems } = await twoTabs('analista')
    const note = `Cliente pediu segunda via ${Date.now()}`
    await openPanelWithNote(b, note)
    await signOut(a)
    const elapsed = await reaction(a, b)
    assert.ok(elapsed >= 0 && elapsed < 1000, `a outra aba levou ${elapsed} ms`)
    await b.getByText('Sessão expirada!').waitFor()
    assert.equal(await menu(b).count(), 0)
    assert.equal(await b.getByText('Ana').count(), 0)
    await screenshot(b, 'sessao-encerrada-em-outra-aba')
    // nothing of the session is stored, in either tab
    assert.deepEqual(
      await b.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cobranca:'))),
      [],
    )
    await fillLogin(b, 'analista')
    await b.waitForURL((url) => url.pathname === '/cobranca/novo-painel-clientes')
    const notes = b.getByRole('region', { name: 'Novo atendimento' }).getByLabel('Anotações')
    await b.waitForFunction(
      (expected) => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === expected,
      note,
    )
    assert.equal(await notes.inputValue(), note)
    assert.deepEqual(real(problems), [])
    await context.close()
  })

  it('another user signing in in one tab ends the session of the other; a write there sends nothing', async () => {
    const { context, a, b, problems } = await twoTabs('analista', PANEL)
    const header = b.locator('.app-header')
    await header.waitFor()
    const before = await header.innerText()
    // tab A: the login page, another user
    await a.goto('/user/login')
    const writes: string[] = []
    b.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/cobranca/')) writes.push(`${r.method()} ${r.url()}`)
    })
    await fillLogin(a, 'supervisor')
    const elapsed = await reaction(a, b)
    assert.ok(elapsed >= 0 && elapsed < 1000, `a outra aba levou ${elapsed} ms`)
    await b.getByText('Sessão expirada!').waitFor()
    assert.equal(await b.locator('.app-header').count(), 0, `cabeçalho antigo: ${before}`)
    assert.deepEqual(writes, [])
    await menu(a).waitFor()
    // the other way round: signing in again as Ana in B ends the supervisor's session in A
    await fillLogin(b, 'analista')
    const back = await reaction(b, a)
    assert.ok(back >= 0 && back < 1000, `a aba A levou ${back} ms`)
    await menu(b).waitFor()
    await a.getByText('Sessão expirada!').waitFor()
    assert.deepEqual(real(problems), [])
    await context.close()
  })

  it('tokens that expire together in two tabs: one refresh serves both, 20 times, nobody logged out', async () => {
    const { context, a, b, problems } = await twoTabs('financeiro', '/')
    const userId = await storedUser(a)
    let refreshes = 0
    let toLogin = 0
    context.on('request', (r) => {
      if (r.url().endsWith('/api/refresh/')) refreshes += 1
    })
    for (const page of [a, b]) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && isLogin(new URL(frame.url()))) toLogin += 1
      })
    }
    for (let round = 1; round <= 20; round += 1) {
      // a token the server signed an hour ago: expired for real, in both tabs at once
      const expired = await signToken(userId, 'access', Math.floor(Date.now() / 1000) - 3600)
      await a.evaluate((token) => {
        const raw = JSON.parse(localStorage.getItem('cobranca:session') as string) as { value: { token: string } }
        raw.value.token = token
        localStorage.setItem('cobranca:session', JSON.stringify(raw))
      }, expired)
      const before = refreshes
      // the browser restores both tabs after a break: they reload together
      await Promise.all([a.reload(), b.reload()])
      await Promise.all([menu(a).waitFor(), menu(b).waitFor()])
      const stored = await a.evaluate(() => localStorage.getItem('cobranca:session'))
      assert.ok(stored && !stored.includes(expired), `rodada ${round}: token não renovado`)
      assert.equal(refreshes - before, 1, `rodada ${round}: ${refreshes - before} refreshes`)
      assert.equal(toLogin, 0, `rodada ${round}: uma aba foi para o login`)
    }
    assert.equal(await a.getByText('Tokens expirados!').count(), 0)
    assert.equal(await b.getByText('Tokens expirados!').count(), 0)
    assert.deepEqual(real(problems), [])
    await context.close()
  })
})

describe('a tab closed in the middle of a refresh (issue 27)', () => {
  /** Where the dying tab stops: the refresh request is never sent, or the server rotated and the answer is lost. */
  const STEPS = ['verify', 'refresh não enviado', 'refresh respondido pelo servidor'] as const

  it('logs nobody out, whichever step it was closed at', async () => {
    const { context, a, b, problems } = await twoTabs('financeiro', '/')
    const userId = await storedUser(a)
    let toLogin = 0
    for (const page of [a, b]) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && isLogin(new URL(frame.url()))) toLogin += 1
      })
    }
    for (const step of STEPS) {
      // The open tabs' own reads (a reload's sections, read after the first paint) must be over:
      // one of them meeting the expired token would refresh for every tab, and the dying tab,
      // finding the new token, would never reach the step it is closed at (seen in CI, loaded).
      await Promise.all([a, b].map((page) => page.waitForLoadState('networkidle')))
      const expired = await signToken(userId, 'access', Math.floor(Date.now() / 1000) - 3600)
      await a.evaluate((token) => {
        const raw = JSON.parse(localStorage.getItem('cobranca:session') as string) as { value: { token: string } }
        raw.value.token = token
        localStorage.setItem('cobranca:session', JSON.stringify(raw))
      }, expired)
      const storedBefore = await a.evaluate(() => localStorage.getItem('cobranca:refresh'))
      // A third tab opens with the expired token and is closed at `step` of its refresh.
      const dying = await context.newPage()
      watch(dying, problems)
      const closed = dying.waitForEvent('close')
      const die = () => void dying.close({ runBeforeUnload: false })
      if (step === 'verify') {
        await dying.route('**/api/verify/', () => die())
      } else if (step === 'refresh não enviado') {
        await dying.route('**/api/refresh/', () => die())
      } else {
        await dying.route('**/api/refresh/', async (route) => {
          // the server receives it and rotates; the tab is gone before it stores the new pair
          const answer = await route.fetch()
          assert.equal(answer.status(), 200)
          die()
        })
      }
      void dying.goto('/').catch(() => undefined)
      await closed
      // the stored tokens are still the old ones: nothing reached this browser's storage
      assert.equal(await a.evaluate(() => localStorage.getItem('cobranca:refresh')), storedBefore, step)
      // the tabs left open go on: one reloads and refreshes with the token it has
      await b.reload()
      await menu(b).waitFor()
      const stored = await b.evaluate(() => localStorage.getItem('cobranca:session'))
      assert.ok(stored && !stored.includes(expired), `${step}: token não renovado`)
      await a.reload()
      await menu(a).waitFor()
      assert.equal(toLogin, 0, `${step}: uma aba foi para o login`)
    }
    assert.equal(await a.getByText('Tokens expirados!').count(), 0)
    assert.equal(await b.getByText('Tokens expirados!').count(), 0)
    const unexpected = real(problems).filter((p) => !/Target page, context or browser has been closed|net::ERR_FAILED/.test(p))
    assert.deepEqual(unexpected, [])
    await context.close()
  })
})

describe('offline and unexpected answers (RELIABILITY 35 and 36)', () => {
  it('offline, a page whose code was not loaded shows an offline state; back online it loads, the draft intact', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, 'admin')
    await menu(page).waitFor()
    const note = `Rascunho offline ${Date.now()}`
    await openPanelWithNote(page, note)
    await page.getByRole('button', { name: 'Registrar atendimento' }).waitFor()
    let loads = 0
    page.on('load', () => (loads += 1))
    await context.setOffline(true)
    // the banner's own words: a section of the panel that reads later (below the fold, or once the
    // first screenful is painted) may also fail now and say "Sem conexão. Verifique a rede…"
    await page.getByText('Sem conexão.', { exact: true }).waitFor()
    const nav = menu(page)
    await nav.getByText('Gestão de Usuários').click()
    await nav.getByText('Usuários', { exact: true }).click()
    await page.getByText('Sem conexão', { exact: true }).waitFor()
    await page.getByText(/precisa da rede para carregar/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/gestao-usuarios/add-usuario')
    await screenshot(page, 'pagina-offline')
    // the page was never reloaded into the browser's offline error page
    assert.equal(loads, 0)
    await context.setOffline(false)
    await page.getByText('Conexão restabelecida').waitFor()
    // one retry on screen, in the page area
    assert.equal(await page.getByRole('button', { name: 'Tentar novamente' }).count(), 1)
    await screenshot(page, 'pagina-reconectada')
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByRole('button', { name: /Novo usuário/ }).waitFor()
    assert.equal(loads, 0)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/cobranca/novo-painel-clientes')
    const notes = page.getByRole('region', { name: 'Novo atendimento' }).getByLabel('Anotações')
    await notes.waitFor()
    await page.waitForFunction(
      (expected) => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === expected,
      note,
    )
    // offline failures are expected: the browser logs them, and React reports the caught chunk error
    const unexpected = real(problems).filter(
      (p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|users-admin-page|The above error occurred|Sem conexão/i.test(p),
    )
    assert.deepEqual(unexpected, [])
    await context.close()
  })

  it('sections that failed for lack of connection come back with one banner and one retry', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, 'analista')
    await menu(page).waitFor()
    // the customer loads; its sections lose the connection (the server unreachable)
    const sections = /\/api\/cobranca\/(lembrete|cliente-telefone|cliente-email|cliente-observacao|parecer-credito)\//
    await page.route(sections, (route) => route.abort('internetdisconnected'))
    await page.goto(PANEL)
    // sections below the fold ask for their data when the analyst scrolls to them
    for (const name of ['Contatos', 'Observações', 'Pareceres de crédito']) {
      await page.getByRole('region', { name }).scrollIntoViewIfNeeded()
    }
    const banner = page.getByRole('alert').filter({ hasText: 'Falha de conexão' })
    await banner.getByText(/partes da página não carregaram/).waitFor()
    // one retry for all of them: the sections have none of their own
    assert.equal(await page.getByRole('button', { name: 'Tentar novamente' }).count(), 1)
    await screenshot(page, 'reconectado-um-aviso')
    await page.unroute(sections)
    await banner.getByRole('button', { name: 'Tentar novamente' }).click()
    await banner.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Lembretes' }).getByRole('button', { name: 'Adicionar lembrete' }).waitFor()
    await page.getByRole('region', { name: 'Contatos' }).getByRole('button', { name: 'Adicionar telefone' }).waitFor()
    assert.equal(await page.getByText('Não foi possível estabelecer conexão com o servidor.').count(), 0)
    assert.deepEqual(real(problems).filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), [])
    await context.close()
  })

  it('a customer answered as {} is an error with a retry, and the retry shows the customer', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, 'analista')
    await menu(page).waitFor()
    const customer = /\/api\/cobranca\/cliente\/10001\/(\?.*)?$/
    await page.route(customer, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))
    await page.goto(PANEL)
    await page.getByText('Não foi possível carregar o cliente').waitFor()
    // the contract's check names the endpoint and the field the answer lacks (issue 23)
    await page
      .getByText('A resposta de GET /api/cobranca/cliente/{id}/ não segue o contrato: falta o campo "cod_cliente".')
      .waitFor()
    await screenshot(page, 'painel-resposta-inesperada')
    await page.unroute(customer)
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByRole('button', { name: 'Registrar atendimento' }).waitFor()
    assert.equal(await page.getByText('Não foi possível carregar o cliente').count(), 0)
    assert.deepEqual(real(problems), [])
    await context.close()
  })
})

describe(`exports through ${nginx ? 'nginx' : 'vite preview'} (RELIABILITY 31)`, () => {
  it('a 5 MB export body answers a spreadsheet', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, 'financeiro')
    await menu(page).waitFor()
    const result = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('cobranca:session') as string) as { value: { token: string } }).value.token
      const data = Array.from({ length: 18000 }, (_, i) => ({
        Documento: `NF ${100000 + i}-1`,
        Parcela: `${(i % 12) + 1}/12`,
        Emissão: '15/08/2026',
        Vencimento: '15/11/2026',
        Situação: 'Vencido',
        'Dias de atraso': i % 400,
        'Valor (R$)': 1234.56 + i,
        'Saldo (R$)': 1000.5 + i,
        'Forma de cobrança': 'Boleto bancário',
        'Linha digitável': '34191.79001 01043.510047 91020.150008 1 96610000012345',
      }))
      const body = JSON.stringify({ title: 'Exportação grande', data })
      const response = await fetch('/api/comum/excel/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      })
      const blob = await response.blob()
      return { sent: body.length, status: response.status, type: response.headers.get('content-type'), size: blob.size }
    })
    assert.ok(result.sent >= 5 * 1024 * 1024, `corpo de ${result.sent} bytes`)
    assert.equal(result.status, 200)
    assert.match(result.type ?? '', /spreadsheetml/)
    assert.ok(result.size > 50_000, `planilha de ${result.size} bytes`)
    assert.deepEqual(real(problems), [])
    await context.close()
  })

  it('Exportar Excel of a customer\'s titles downloads the spreadsheet', async () => {
    const { page, context, problems } = await watchedPage(browser)
    await signIn(page, 'analista')
    await menu(page).waitFor()
    await page.goto('/cobranca/titulos-cliente?cliente=10001')
    const button = page.getByRole('button', { name: /Exportar Excel/ })
    await button.waitFor()
    await page.waitForFunction(() => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.includes('Exportar Excel'))
      return !!b && !b.disabled
    })
    let sent = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/comum/excel/')) sent = r.postDataBuffer()?.length ?? 0
    })
    const download = page.waitForEvent('download')
    await button.click()
    const file = await download
    assert.match(file.suggestedFilename(), /^Títulos por Cliente \d{2}-\d{2}-\d{4}\.xlsx$/)
    // above the ~15 KB that used to answer 500 behind nginx
    assert.ok(sent > 15_000, `corpo de ${sent} bytes`)
    // a real spreadsheet: what it is, then the header and the titles, the due dates as Excel dates
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]
    assert.match(String(sheet.getCell('A1').value), /^Títulos por Cliente · Cliente: 10001 · .+ · Situação: Todos · Exportado em /)
    assert.equal(sheet.getCell('A2').value, 'Documento')
    assert.ok(sheet.rowCount > 3, `planilha com ${sheet.rowCount} linhas`)
    assert.ok(sheet.getCell('D3').value instanceof Date, 'o vencimento é uma data do Excel')
    assert.deepEqual(real(problems), [])
    await context.close()
  })
})
