import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { fullPaymentFile } from '../../demo-api/cnab-samples/samples'
import { BASE_URL, chooseOption, launch, PASSWORD, screenshot, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface Title {
  id: number
  cod_cliente: number
  documento: string
  saldo: string
  nosso_numero: string | null
  data_vencimento: string
}

/** Today in São Paulo, as the demo API and the app count days. */
function todayISO(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
}
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')

/** The demo API straight from Node (the preview server serves it), as another user would. */
async function apiToken(username: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  assert.equal(response.status, 200)
  return ((await response.json()) as { access: string }).access
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  assert.equal(response.status, 200, path)
  const body = (await response.json()) as T | { results: T }
  return body && typeof body === 'object' && 'results' in body ? body.results : (body as T)
}

async function signIn(page: Page, username: string) {
  await page.goto('/user/login')
  await page.getByLabel('Usuário', { exact: true }).fill(username)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

describe('promises to pay in Chromium', () => {
  it('a promise recorded for today is due on the home queue and kept once its title is paid', async () => {
    const analyst = await apiToken('analista')
    const today = todayISO()
    // A customer of the analyst with an overdue title and no promise yet.
    const promised = new Set(
      (await apiGet<{ cod_cliente: number }[]>(analyst, '/api/cobranca/promessa-pagamento/')).map(
        (p) => p.cod_cliente,
      ),
    )
    const overdue = await apiGet<Title[]>(
      analyst,
      '/api/cobranca/contas-receber/?status=vencido&ordering=cod_cliente&page_size=200',
    )
    const candidate = overdue.find((t) => !promised.has(t.cod_cliente) && t.cod_cliente !== 10001)
    assert.ok(candidate, 'um cliente com título vencido e sem promessa')
    const cod = candidate.cod_cliente
    const [title] = await apiGet<Title[]>(
      analyst,
      `/api/cobranca/contas-receber/?cliente=${cod}&status__in=aberto,vencido&ordering=data_vencimento,documento`,
    )
    const { nome_fantasia: name } = await apiGet<{ nome_fantasia: string }>(
      analyst,
      `/api/cobranca/cliente/${cod}/`,
    )

    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'analista')
    await page.waitForURL((url) => url.pathname === '/')

    // 1. the promise, recorded in the attendance form for today
    await page.goto(`/cobranca/atendimento?cliente=${cod}`)
    await page
      .getByRole('region', { name: 'Dados do cliente' })
      .getByRole('heading', { name })
      .waitFor()
    const form = page.getByRole('region', { name: 'Novo atendimento' })
    await chooseOption(form.getByLabel('Resultado'), 'Promessa de pagamento')
    const promise = form.getByRole('group', { name: 'Promessa de pagamento' })
    // the customer's open titles are listed
    const promisedTitle = promise.getByText(new RegExp(`^${title.documento} ·`))
    await promisedTitle.waitFor()
    await promisedTitle.click()
    await promise.getByRole('checkbox', { name: new RegExp(`^${title.documento} `), checked: true }).waitFor()
    const amount = await promise.getByLabel('Valor prometido').inputValue()
    assert.equal(amount, Number(title.saldo).toLocaleString('pt-BR', { minimumFractionDigits: 2 }))
    const date = promise.getByLabel('Data da promessa')
    // a past date is refused next to the field
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    await date.fill(ddmmyyyy(yesterday))
    await date.press('Tab')
    await promise.getByText('A data da promessa não pode ser anterior a hoje.').waitFor()
    await date.fill(ddmmyyyy(today))
    await date.press('Tab')
    await promise
      .getByText('A data da promessa não pode ser anterior a hoje.')
      .waitFor({ state: 'detached' })
    const note = `Promessa do e2e ${Date.now()}`
    await form.getByLabel('Anotações').fill(note)
    await screenshot(page, 'promessas-formulario')
    await form.getByRole('button', { name: 'Registrar atendimento' }).click()
    await page.getByText('Atendimento e promessa de pagamento registrados.').first().waitFor()
    const section = page.getByRole('region', { name: 'Promessas de pagamento' })
    const item = section.getByRole('listitem').filter({ hasText: note })
    await item.getByText('Vence hoje', { exact: true }).waitFor()
    await section.scrollIntoViewIfNeeded()
    await screenshot(page, 'promessas-atendimento')

    // 2. due today on the home queue, linking to the customer's panel
    await page.goto('/')
    const queue = page
      .getByRole('region', { name: 'Seu dia' })
      .getByRole('list', { name: 'Promessas de pagamento' })
    const entry = queue.getByRole('listitem').filter({ hasText: name })
    await entry.getByText('Vence hoje', { exact: true }).waitFor()
    await screenshot(page, 'promessas-inicio')
    await entry.getByRole('link', { name }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/cobranca/novo-painel-clientes' &&
        url.searchParams.get('cliente') === String(cod),
    )
    const panelSection = page.getByRole('region', { name: 'Promessas de pagamento' })
    await panelSection
      .getByRole('listitem')
      .filter({ hasText: note })
      .getByText('Vence hoje', { exact: true })
      .waitFor()
    // the anchor brings the section into view
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Promessas' })
      .click()
    // the anchor scrolls smoothly: wait until the section stands still near the top
    await page.waitForFunction(() => {
      const w = window as unknown as { lastTop?: number }
      const top = document.getElementById('secao-promessas')?.getBoundingClientRect().top ?? -1
      const still = w.lastTop === top
      w.lastTop = top
      return still && top >= 0 && top < 300
    })
    await screenshot(page, 'promessas-painel')

    // 3. the title is paid (a bank return file imported by an administrator)
    const admin = await apiToken('admin')
    // the file as the bank writes it: one liquidation of the whole balance, found by the title's
    // nosso número or, without one, by its document (the server reads the file and decides)
    const conteudo = fullPaymentFile(title, today, Date.now() % 1_000_000)
    const paid = await fetch(`${BASE_URL}/api/automacao/integracoes/itau/importacoes/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ arquivo: `retorno-e2e-promessa-${Date.now()}.ret`, conteudo }),
    })
    assert.equal(paid.status, 201, await paid.clone().text())

    // 4. the promise is kept by itself
    await page.reload()
    const kept = page
      .getByRole('region', { name: 'Promessas de pagamento' })
      .getByRole('listitem')
      .filter({ hasText: note })
    await kept.getByText('Cumprida', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Promessas de pagamento' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'promessas-painel-cumprida')
    const still = await apiGet<unknown[]>(
      analyst,
      '/api/cobranca/promessa-pagamento/?status=vence_hoje,quebrada&minhas=true',
    )
    await page.goto('/')
    const day = page.getByRole('region', { name: 'Seu dia' })
    if (still.length > 0)
      await day
        .getByRole('list', { name: 'Promessas de pagamento' })
        .getByRole('listitem')
        .first()
        .waitFor()
    else await day.getByText('Nenhuma promessa vence hoje ou foi quebrada.').waitFor()
    assert.equal(
      await page
        .getByRole('region', { name: 'Seu dia' })
        .getByRole('list', { name: 'Promessas de pagamento' })
        .getByRole('listitem')
        .filter({ hasText: name })
        .count(),
      0,
    )

    assert.deepEqual(problems, [])
    await context.close()
  })
})
