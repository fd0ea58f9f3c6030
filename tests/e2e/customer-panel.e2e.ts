import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import { animationsSettled, chooseOption, launch, PASSWORD, screenshot, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** A seeded customer with overdue titles, attendances, phones and e-mails. */
const COD = 10001
const NAME = 'Mercado São Jorge'

/** Signs in as the analyst; exact labels, so a "Mostrar senha" toggle next to the field does not match. */
async function signIn(page: Page, username: string) {
  await page.goto('/user/login')
  await page.getByLabel('Usuário', { exact: true }).fill(username)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

function ddmmyyyy(d: Date): string {
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`
}
function inDays(n: number): Date {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return d
}

async function typeDate(field: Locator, text: string) {
  await field.click()
  await field.fill(text)
  await field.press('Enter')
}

describe('customer panel in Chromium', () => {
  it('an analyst records an attendance, a down payment, a reminder and a phone, concludes, and sees it all after a reload', async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'analista')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`)
    const header = page.getByRole('region', { name: 'Dados do cliente' })
    await header.getByRole('heading', { name: NAME }).waitFor()
    await page
      .getByRole('region', { name: 'Atendimentos' })
      .locator('.cp-timeline-item')
      .first()
      .waitFor()
    await screenshot(page, 'painel-cliente')

    // 1. an attendance with a next-contact date
    const nextContact = ddmmyyyy(inDays(7))
    const note = `Retorno registrado no e2e ${Date.now()}`
    const form = page.getByRole('region', { name: 'Novo atendimento' })
    await chooseOption(form.getByLabel('Resultado'), 'Retornar contato')
    await typeDate(form.getByLabel('Próximo contato'), nextContact)
    await form.getByLabel('Anotações').fill(note)
    await form.getByRole('button', { name: 'Registrar atendimento' }).click()
    const timeline = page.getByRole('region', { name: 'Atendimentos' })
    const item = timeline.locator('.cp-timeline-item', { hasText: note })
    await item.waitFor()
    assert.match(await item.innerText(), new RegExp(`Próximo contato: ${nextContact}`))
    await page
      .getByRole('region', { name: 'Retornos agendados' })
      .getByText(nextContact)
      .first()
      .waitFor()

    // 2. a down payment with three instalments (defaults to the attendance just created)
    await page.getByRole('button', { name: 'Nova entrada' }).click()
    const modal = page.getByRole('dialog', { name: 'Nova entrada' })
    await modal.getByLabel('Valor total').fill('1.000,00')
    await modal.getByLabel('Valor de entrada').fill('100,00')
    await modal.getByLabel('Nº de parcelas').fill('3')
    await modal.getByLabel('Valor da parcela 3').waitFor()
    assert.equal(await modal.getByLabel('Valor da parcela 1').inputValue(), '300,00')
    await screenshot(page, 'painel-nova-entrada')
    await modal.getByRole('button', { name: 'Salvar entrada' }).click()
    await modal.waitFor({ state: 'detached' })
    const entradas = page.getByRole('region', { name: 'Entradas e parcelas' })
    const entrada = entradas.locator('article').first()
    await entrada.getByText('R$ 1.000,00').waitFor()
    assert.equal(await entrada.locator('tbody tr.ant-table-row').count(), 3)

    // 3. a reminder
    const reminder = `Ligar para confirmar o boleto ${Date.now()}`
    const lembretes = page.getByRole('region', { name: 'Lembretes' })
    await typeDate(lembretes.getByLabel('Data do lembrete'), ddmmyyyy(inDays(2)))
    await lembretes.getByLabel('Hora', { exact: true }).fill('10:00')
    await lembretes.getByLabel('Lembrete', { exact: true }).fill(reminder)
    await lembretes.getByRole('button', { name: 'Adicionar lembrete' }).click()
    await lembretes.getByRole('list', { name: 'Lista de lembretes' }).getByText(reminder).waitFor()

    // 4. a phone, allowed for WhatsApp
    const contatos = page.getByRole('region', { name: 'Contatos' })
    await contatos.getByRole('button', { name: 'Adicionar telefone' }).click()
    const phoneModal = page.getByRole('dialog', { name: 'Novo telefone' })
    // exact: the form itself is named after the modal ("Novo telefone"); an optional field's label
    // ends in "(opcional)" (the register kit's form)
    await phoneModal.getByLabel('Telefone', { exact: true }).fill('(11) 91234-5678')
    await phoneModal.getByLabel(/^Contato\W*opcional/).fill('Joana (Financeiro)')
    await phoneModal.getByLabel('Usar WhatsApp para notificações').check()
    await phoneModal.getByRole('button', { name: 'Salvar telefone' }).click()
    await phoneModal.waitFor({ state: 'detached' })
    await contatos.getByText('(11) 91234-5678').waitFor()
    await screenshot(page, 'painel-depois-de-registrar')

    // 5. conclude the customer's attendances
    await page.getByRole('button', { name: /Concluir atendimentos/ }).click()
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Concluir' }).click()
    // the toast, not the closing popover's "… serão concluídos."
    await page.getByText(/^\d+ atendimentos? concluídos?\.$/).waitFor()
    await item.getByText('Concluído').waitFor()
    assert.equal(
      await timeline.locator('.cp-timeline-item .ant-tag', { hasText: 'Em aberto' }).count(),
      0,
    )

    // 6. after a reload everything is still there
    await page.reload()
    await header.getByRole('heading', { name: NAME }).waitFor()
    const reloaded = page
      .getByRole('region', { name: 'Atendimentos' })
      .locator('.cp-timeline-item', { hasText: note })
    await reloaded.waitFor()
    assert.match(await reloaded.innerText(), /Concluído/)
    assert.match(await reloaded.innerText(), /Retornar contato/)
    assert.match(await reloaded.innerText(), new RegExp(`Próximo contato: ${nextContact}`))
    // sections below the fold load when they come into view, as the analyst scrolls
    const entradasRegion = page.getByRole('region', { name: 'Entradas e parcelas' })
    await entradasRegion.scrollIntoViewIfNeeded()
    const entradaReloaded = entradasRegion.locator('article').first()
    await entradaReloaded.getByText('R$ 1.000,00').waitFor()
    // the instalments' rows follow the down payment's heading: wait for the third, then count
    await entradaReloaded.locator('tbody tr.ant-table-row').nth(2).waitFor()
    assert.equal(await entradaReloaded.locator('tbody tr.ant-table-row').count(), 3)
    await page.getByRole('region', { name: 'Lembretes' }).getByText(reminder).first().waitFor()
    await page.getByRole('region', { name: 'Contatos' }).scrollIntoViewIfNeeded()
    await page.getByRole('region', { name: 'Contatos' }).getByText('(11) 91234-5678').waitFor()
    await screenshot(page, 'painel-depois-do-reload')
    await page.getByRole('region', { name: 'Contas pagas' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'painel-rolado')

    assert.deepEqual(problems, [])
    await context.close()
  })

  it("opened by its address: the customer's header and open titles are asked for once each (the page joins the reads sent beside the profile)", async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'analista')
    await page.waitForURL((url) => url.pathname === '/')
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.method() === 'GET' && url.pathname.startsWith('/api/cobranca/')) reads.push(`${url.pathname}${url.search}`)
    })
    await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`)
    await page.getByRole('region', { name: 'Dados do cliente' }).getByRole('heading', { name: NAME }).waitFor()
    await page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('row').nth(1).waitFor()
    await page.waitForLoadState('networkidle')
    const count = (path: string) => reads.filter((r) => r.startsWith(path)).length
    assert.equal(count(`/api/cobranca/cliente/${COD}/`), 1, reads.join('\n'))
    assert.equal(count('/api/cobranca/contas-receber/?'), 1, reads.join('\n'))
    assert.equal(reads.filter((r) => r.startsWith('/api/cobranca/contas-receber-agrupado/') && r.includes(`cliente=${COD}`)).length, 1)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('the attendance screen shows updated titles and walks the base queue with Próximo cliente', async () => {
    const { page, problems, context } = await watchedPage(browser)
    await signIn(page, 'analista')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(`/cobranca/atendimento?cliente=${COD}&filial=1`)
    await page
      .getByRole('region', { name: 'Dados do cliente' })
      .getByRole('heading', { name: NAME })
      .waitFor()
    const titulos = page.getByRole('region', { name: 'Títulos em aberto' })
    await titulos.locator('tbody tr.ant-table-row').first().waitFor()
    const queue = page.getByRole('navigation', { name: 'Fila de atendimento' })
    await queue.getByText(/Cliente \d+ de \d+|Fora da fila/).waitFor()
    assert.ok(await queue.getByRole('button', { name: 'Próximo cliente' }).isEnabled())
    await animationsSettled(page) // the buttons' colour transition, for the screenshot
    await screenshot(page, 'atendimento')

    await queue.getByRole('button', { name: 'Próximo cliente' }).click()
    await page.waitForURL((url) => url.searchParams.get('cliente') !== String(COD))
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('filial'), '1')
    // The next customer's header replaces the first one's.
    await page.waitForFunction((name) => {
      const h = document.querySelector('.cp-header-name')
      return !!h && h.textContent !== name
    }, NAME)
    await screenshot(page, 'atendimento-proximo')
    assert.deepEqual(problems, [])
    await context.close()
  })
})
