/**
 * The public 2ª via and Meus Títulos in Chromium against the production build and the demo API:
 * an anonymous phone opens a bill link, copies the linha digitável and downloads the PDF, whose
 * text holds the same linha digitável and amount; a client signs in and sees only its titles.
 */
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { extractPdfText } from '../../demo-api/bill-pdf'
import { formatLinhaDigitavel, isValidLinhaDigitavel } from '../../src/shared/lib/boleto'
import { BASE_URL, PASSWORD, screenshot, sharedBrowser, signIn } from './browser'

const port = new URL(BASE_URL).port
// 6000 is on Chromium's list of unsafe ports (X11); the run's own ports are allowed.
const browser = sharedBrowser([`--explicitly-allowed-ports=${port},${Number(port) + 1}`])

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

interface Watched {
  context: BrowserContext
  page: Page
  problems: string[]
  /** every /api/ request: path and its Authorization header */
  api: Array<{ path: string; authorization: string | undefined }>
}

/** A page that records console errors, page errors, dialogs, CSP violations and API calls. */
async function watched(options: Parameters<Browser['newContext']>[0] = {}): Promise<Watched> {
  const context = await browser().newContext({
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const page = await context.newPage()
  const problems: string[] = []
  const api: Watched['api'] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    await dialog.dismiss()
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) api.push({ path: url.pathname, authorization: request.headers()['authorization'] })
  })
  return { context, page, problems, api }
}

async function apiLogin(username: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  const body = (await response.json()) as { access: string }
  return body.access
}

interface Titulo {
  id: number
  cod_cliente: number
  documento: string
  nome_fantasia: string
  hash_2via: string | null
  linha_digitavel: string | null
  status: string
  valor_atualizado: string
}

async function clientTitles(query = ''): Promise<Titulo[]> {
  const token = await apiLogin('cliente')
  const response = await fetch(`${BASE_URL}/api/portal/titulos/${query}`, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()) as Titulo[]
}

const digits = (s: string) => s.replace(/\D+/g, '')

describe('2ª via and Meus Títulos in Chromium', () => {
  it('an anonymous phone opens the bill, copies the linha digitável and downloads a PDF with the same linha and amount', async () => {
    const open = (await clientTitles('?status=vencido,aberto')).find((t) => t.linha_digitavel && t.hash_2via)
    assert.ok(open, 'o cliente de demonstração tem um boleto em aberto')
    const { context, page, problems, api } = await watched(PHONE)
    await page.goto(`/2-via/${open.hash_2via}`)
    await page.getByRole('heading', { name: new RegExp(open.documento) }).waitFor()

    // no layout, no menu, no session: only the public endpoint, without Authorization
    assert.equal(await page.getByRole('navigation').count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Menu do usuário' }).count(), 0)
    assert.ok(api.length >= 1)
    for (const call of api) {
      assert.ok(call.path.startsWith('/api/public/2-via/'), call.path)
      assert.equal(call.authorization, undefined)
    }
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), [])
    // fits the phone: nothing wider than the screen
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390)

    const amount = (await page.getByTestId('valor-a-pagar').textContent()) ?? ''
    await page.getByRole('button', { name: 'Copiar linha digitável' }).click()
    await page.getByText('Copiado! Cole no aplicativo do seu banco.').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.equal(copied.length, 47)
    assert.ok(isValidLinhaDigitavel(copied), copied)
    assert.equal(digits((await page.getByRole('status', { name: 'Linha digitável' }).textContent()) ?? ''), copied)
    await screenshot(page, 'portal-2-via-phone-390')

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF do boleto' }).click()])
    assert.match(download.suggestedFilename(), /^boleto-NF-\d+-\d+\.pdf$/)
    const bytes = new Uint8Array(await readFile((await download.path())!))
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-')
    const text = (await extractPdfText(bytes)).join('\n')
    assert.ok(text.includes(formatLinhaDigitavel(copied)), `o PDF não traz a linha ${formatLinhaDigitavel(copied)}`)
    assert.ok(text.includes(amount), `o PDF não traz o valor ${amount}`)

    for (const [width, height] of [
      [1280, 720],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height })
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `portal-2-via-${width}x${height}`)
    }
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('a malformed link shows the not-found text without asking the server; a staff session in the same browser is left alone', async () => {
    const { context, page, problems, api } = await watched(PHONE)
    await page.goto('/2-via/abc123')
    await page.getByRole('heading', { name: 'Boleto não encontrado' }).waitFor()
    assert.equal(api.length, 0, JSON.stringify(api))
    await screenshot(page, 'portal-2-via-not-found-phone')

    await signIn(page, 'analista')
    await page.waitForURL((url) => url.pathname === '/')
    const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))
    const paid = (await clientTitles('?status=pago')).find((t) => t.hash_2via)!
    api.length = 0
    await page.goto(`/2-via/${paid.hash_2via}`)
    await page.getByText(/^Este boleto já foi pago em \d{2}\/\d{2}\/\d{4}\. Não há nada a pagar\.$/).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Copiar linha digitável' }).count(), 0)
    for (const call of api) {
      assert.ok(call.path.startsWith('/api/public/'), call.path)
      assert.equal(call.authorization, undefined)
    }
    assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), before)
    await page.goto('/cobranca/nova-base-cobranca')
    await page.waitForURL((url) => url.pathname === '/cobranca/nova-base-cobranca')
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('a client signs in and sees only its own titles, pays one and downloads its PDF', async () => {
    const own = await clientTitles()
    const { context, page, problems } = await watched()
    await signIn(page, 'cliente')
    await page.waitForURL((url) => url.pathname === '/clientes/titulos')
    await page.getByText(`Total · ${own.length} títulos`).waitFor()
    // the first cell: the document, its company under it
    const shown = await page.getByRole('table', { name: 'Meus Títulos' }).locator('tbody tr[data-row-key] td:nth-child(1)').allTextContents()
    assert.ok(shown.length > 0)
    const ownCells = new Set(own.map((t) => `${t.documento}${t.nome_fantasia}`))
    for (const cell of shown) assert.ok(ownCells.has(cell), `título ou empresa de outro cliente na tela: ${cell}`)
    await screenshot(page, 'portal-meus-titulos-1440x900')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'portal-meus-titulos-1280x720')

    const payable = own.find((t) => t.status !== 'pago' && t.linha_digitavel)!
    await page.getByRole('button', { name: `Pagar ${payable.documento}` }).click()
    const drawer = page.getByRole('dialog', { name: `Pagar ${payable.documento}` })
    await drawer.getByRole('button', { name: 'Copiar linha digitável' }).waitFor()
    // the drawer has finished sliding in: its right edge is the window's
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect()
      return !!box && Math.abs(box.right - window.innerWidth) < 1
    })
    await screenshot(page, 'portal-meus-titulos-pagar-1280x720')
    const linha = digits((await drawer.getByRole('status', { name: 'Linha digitável' }).textContent()) ?? '')
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Baixar PDF do boleto' }).click()])
    const text = (await extractPdfText(new Uint8Array(await readFile((await download.path())!)))).join('\n')
    assert.ok(text.includes(formatLinhaDigitavel(linha)))
    await drawer.getByRole('button', { name: 'Fechar' }).click()

    // another customer's title by URL: the API refuses it and the page says so
    const token = await apiLogin('analista')
    const others = (await (await fetch(`${BASE_URL}/api/cobranca/contas-receber/?status=vencido&page_size=5`, { headers: { Authorization: `Bearer ${token}` } })).json()) as
      | { results: Titulo[] }
      | Titulo[]
    const other = (Array.isArray(others) ? others : others.results).find((t) => t.cod_cliente !== 10001 && t.cod_cliente !== 10002)!
    await page.goto(`/clientes/titulos?titulo=${other.id}`)
    await page.getByText('Título não encontrado entre os seus títulos.').waitFor()
    assert.equal(await page.getByText(other.documento, { exact: true }).count(), 0)

    // the same page on a phone: cards
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/clientes/titulos?situacao=em_aberto')
    const cards = page.getByRole('list', { name: 'Títulos' })
    await cards.waitFor()
    // On a phone the shell folds the menu behind a button: the cards get the whole width.
    await page.waitForFunction(() => (document.querySelector('[aria-label="Títulos"]')?.clientWidth ?? 0) > 200)
    await screenshot(page, 'portal-meus-titulos-phone-390')
    // the cards fit their column: nothing inside them scrolls sideways
    const widths = await cards.evaluate((el) => [el.scrollWidth, el.clientWidth])
    assert.ok(widths[0] <= widths[1] + 1, `cartões mais largos que a coluna: ${widths.join(' > ')}`)
    assert.deepEqual(problems.filter((p) => !p.includes('404')), [])
    await context.close()
  })
})
