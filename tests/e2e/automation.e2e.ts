import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { decodeCnab, parseCnab } from '../../src/features/automation/cnab'
import { chooseOption, screenshot, sharedBrowser, signInAndWait, watchedPage } from './browser'

const SAMPLES = join(process.cwd(), 'demo-api/cnab-samples')
const ITAU_FILE = join(SAMPLES, 'itau-cnab240-retorno.ret')
const BROKEN_FILE = join(SAMPLES, 'itau-cnab240-com-erro.ret')
const FILE_INPUT = 'Arquivo retorno (CNAB 240 ou CNAB 400)'

const browser = sharedBrowser()

/** Base Cobrança (open titles only) filtered by one document: how many customers it lists. */
async function openCustomersWithDocument(page: Page, documento: string): Promise<number> {
  await page.goto('/cobranca/nova-base-cobranca')
  const filter = page.locator('#bf-documento')
  await filter.waitFor()
  await filter.fill(documento)
  await filter.press('Enter')
  // The screen is on the filter once "Limpar filtros" turns on (the same render as the table;
  // under load it can paint well after the address changed) and the count has stopped saying
  // "atualizando…" (the server's answer for this filter is in).
  // (the bar's button; an empty result offers a second one)
  await page.getByRole('button', { name: 'Limpar filtros' }).first().and(page.locator(':enabled')).waitFor()
  await page.getByRole('status').filter({ hasText: /^\d+ clientes? · \d+ títulos?$/ }).waitFor()
  const table = page.getByRole('table', { name: 'Base de cobrança' })
  const none = table.getByText('Nenhum cliente encontrado para os filtros aplicados.')
  if (await none.isVisible()) return 0
  return table.getByRole('link', { name: /^Painel do cliente / }).count()
}

/** 4xx answers the scenario provokes on purpose are not page problems. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 40[03] /.test(p))

describe('bank automation and contact in Chromium', () => {
  it('a finance user imports the sample CNAB 240 and the settled titles leave Base Cobrança', async () => {
    const parsed = parseCnab(decodeCnab(readFileSync(ITAU_FILE)))
    assert.ok(parsed.ok)
    const settled = parsed.file.itens.filter((i) => i.liquidacao && !i.nosso_numero.startsWith('9'))
    assert.equal(settled.length, 4)
    const checked = settled.slice(0, 2).map((i) => i.documento)

    const staff = await watchedPage(browser())
    await signInAndWait(staff.page, 'analista')
    for (const doc of checked) assert.equal(await openCustomersWithDocument(staff.page, doc), 1, `${doc} em aberto antes`)

    const fin = await watchedPage(browser())
    const page = fin.page
    await signInAndWait(page, 'financeiro')
    await page.goto('/automatizacao/itau')
    await page.getByRole('heading', { name: 'Automação bancária · Itaú' }).waitFor()
    await page.getByText('Nenhum arquivo retorno importado nesta integração.').waitFor()
    await screenshot(page, 'automation-itau-1440')

    // a malformed file is refused, with where
    await page.getByLabel(FILE_INPUT).setInputFiles(BROKEN_FILE)
    await page.getByText('Arquivo recusado: linha 7, posição 85').waitFor()
    await screenshot(page, 'automation-broken-1440')

    let imports = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/importacoes/')) imports += 1
    })
    await page.getByLabel(FILE_INPUT).setInputFiles(ITAU_FILE)
    const check = page.getByRole('region', { name: 'Conferência do arquivo' })
    await check.waitFor()
    const summary = check.getByRole('list', { name: 'Resumo da conferência' })
    assert.match(await summary.innerText(), /4 títulos a liquidar/)
    assert.match(await summary.innerText(), /1 não reconhecido/)
    await check.getByText('Não reconhecido', { exact: true }).waitFor()
    await screenshot(page, 'automation-preview-1440')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'automation-preview-1280')
    assert.equal(imports, 0)

    await check.getByRole('group', { name: 'Ações da conferência' }).getByRole('button', { name: 'Aplicar' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Aplicar' }).click()
    const history = page.getByRole('region', { name: 'Histórico de importações' })
    await history.getByText('itau-cnab240-retorno.ret').waitFor()
    await history.getByText('Aplicada', { exact: true }).waitFor()
    assert.equal(imports, 1)
    await screenshot(page, 'automation-applied-1280')

    for (const doc of checked) assert.equal(await openCustomersWithDocument(staff.page, doc), 0, `${doc} liquidado`)
    await screenshot(staff.page, 'automation-base-after-1440')

    assert.deepEqual(unexpected(fin.problems), [])
    assert.deepEqual(unexpected(staff.problems), [])
    await fin.context.close()
    await staff.context.close()
  })

  it('a client writes to the finance department and staff answer', async () => {
    const subject = `Dúvida sobre juros ${Date.now().toString(36)}`
    const client = await watchedPage(browser())
    await signInAndWait(client.page, 'cliente')
    await client.page.goto('/clientes/contato')
    const form = client.page.getByRole('region', { name: 'Nova mensagem' })
    await form.waitFor()
    // the client's first customer, whatever its name
    await chooseOption(form.getByLabel('Cliente'), { typing: '', name: /./ })
    await form.getByLabel('Assunto').fill(subject)
    await form.getByLabel('Mensagem').fill('O boleto venceu no feriado e paguei no dia seguinte; cobraram juros.')
    await form.getByLabel('Responder para (e-mail ou telefone)').fill('(11) 98765-4321')
    await screenshot(client.page, 'contact-client-form-1440')
    await form.getByRole('button', { name: /Enviar mensagem/ }).dblclick()
    await form.getByText('Mensagem enviada ao Financeiro.').first().waitFor()
    const mine = client.page.getByRole('article', { name: subject })
    await mine.getByText('Aguardando resposta').waitFor()

    const staff = await watchedPage(browser())
    await signInAndWait(staff.page, 'analista')
    await staff.page.goto('/contato/contato')
    const inbox = staff.page.getByRole('region', { name: 'Mensagens recebidas' })
    const row = inbox.locator('tr', { hasText: subject })
    await row.waitFor()
    await staff.page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(staff.page, 'contact-staff-inbox-1280')
    await row.getByRole('button', { name: /Responder/ }).click()
    const drawer = staff.page.getByRole('dialog')
    await drawer.getByLabel('Resposta').fill('Pagamento no dia útil seguinte ao feriado não tem juros: estornamos a diferença.')
    await drawer.getByRole('button', { name: 'Enviar resposta' }).click()
    // The answer as sent, not the text still in the form for the moment before it is cleared.
    await drawer.getByLabel(/^Resposta de /).getByText(/estornamos a diferença/).waitFor()
    await screenshot(staff.page, 'contact-staff-answer-1280')

    await client.page.reload()
    const answered = client.page.getByRole('article', { name: subject })
    await answered.getByText(/estornamos a diferença/).waitFor()
    await answered.getByText('Respondida').waitFor()
    await screenshot(client.page, 'contact-client-answered-1440')

    // the same answer on a phone, from a fresh sign-in
    const phone = await watchedPage(browser())
    await phone.page.setViewportSize({ width: 390, height: 844 })
    await signInAndWait(phone.page, 'cliente')
    await phone.page.goto('/clientes/contato')
    await phone.page.getByRole('article', { name: subject }).getByText(/estornamos a diferença/).waitFor()
    await phone.page.getByRole('region', { name: 'Nova mensagem' }).waitFor()
    await screenshot(phone.page, 'contact-client-phone-390')
    await phone.page.getByRole('article', { name: subject }).scrollIntoViewIfNeeded()
    await screenshot(phone.page, 'contact-client-phone-390-answer')
    assert.deepEqual(unexpected(phone.problems), [])
    await phone.context.close()

    assert.deepEqual(unexpected(client.problems), [])
    assert.deepEqual(unexpected(staff.problems), [])
    await client.context.close()
    await staff.context.close()
  })
})
