import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { isBusinessDay, previousBusinessDay } from '../../src/shared/lib/business-days'
import { chooseOption, launch, PASSWORD, screenshot, watchedPage } from './browser'

let browser: Browser

before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/user/login')
  await page.getByLabel('Usuário', { exact: true }).fill(username)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** São Paulo's calendar day, as the demo API sees it. */
function todaySaoPaulo(): string {
  return new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)
}
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

describe('Régua de cobrança in Chromium', () => {
  it('a supervisor sets up a rule, previews, dry-runs, runs it and reads what was sent', async () => {
    const { page, problems } = await watchedPage(browser)
    const nome = `Régua E2E ${Date.now().toString(36)}`
    const today = todaySaoPaulo()
    // Steps never go out on weekends or holidays: on such a day the rule runs for the last business day.
    const day = isBusinessDay(today) ? today : previousBusinessDay(today)

    await signIn(page, 'supervisor')
    await page.goto('/premissas/regua-cobranca')
    const reguas = page.getByRole('table', { name: 'Réguas de cobrança' })
    await reguas.getByText('Régua Key Accounts').waitFor()
    assert.equal(await page.title(), 'Régua de cobrança · Boa Safra Alimentos')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'regua-reguas-1280')
    await page.setViewportSize({ width: 1440, height: 900 })

    // 1. The rule.
    await page.getByRole('button', { name: /Nova régua/ }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Nome').fill(nome)
    await drawer.getByLabel('Descrição').fill('Supermercados: teste de ponta a ponta.')
    await drawer.getByRole('button', { name: 'Salvar' }).click()
    await reguas.getByText(nome).waitFor()

    // 2. An e-mail template with tags, previewed in the sandboxed iframe.
    await page.getByRole('tab', { name: 'Modelos' }).click()
    await page.getByRole('button', { name: /Novo modelo de E-mail/ }).click()
    const editor = page.getByRole('region', { name: /Novo modelo de E-mail/ })
    await editor.getByLabel('Nome do modelo').fill(`Lembrete ${nome}`)
    await editor.getByLabel('Assunto').fill('Boa Safra: vencimento em ')
    await editor.getByRole('button', { name: /Inserir \{\{vencimento\}\}/ }).click()
    await editor.getByLabel('Corpo (HTML)').fill('<p>Olá, </p><p>Valor: <strong>{{valor}}</strong></p><script>alert(1)</script>')
    await editor.getByLabel('Corpo (HTML)').press('Control+Home')
    for (let i = 0; i < 8; i++) await editor.getByLabel('Corpo (HTML)').press('ArrowRight')
    await editor.getByRole('button', { name: /Inserir \{\{cliente\}\}/ }).click()
    assert.match(await editor.getByLabel('Assunto').inputValue(), /vencimento em \{\{vencimento\}\}$/)
    assert.match(await editor.getByLabel('Corpo (HTML)').inputValue(), /^<p>Olá, \{\{cliente\}\}<\/p>/)
    const frame = page.frameLocator('iframe[title="Pré-visualização do e-mail"]')
    await frame.getByText('Olá, Padaria Pão Quente').waitFor()
    assert.equal(await frame.locator('script').count(), 0)
    assert.equal(await page.locator('iframe[title="Pré-visualização do e-mail"]').getAttribute('sandbox'), '')
    await screenshot(page, 'regua-modelo-email')
    await editor.getByRole('button', { name: 'Salvar modelo' }).click()
    await page.getByRole('table', { name: 'Modelos de E-mail' }).getByText(`Lembrete ${nome}`).waitFor()

    // 3. The supermarkets follow the new rule.
    await page.getByRole('tab', { name: 'Segmentos' }).click()
    const segmentos = page.getByRole('table', { name: 'Segmentos' })
    await segmentos.getByRole('button', { name: /Editar o segmento "Supermercados e mercados"/ }).click()
    await chooseOption(page.getByRole('dialog').getByLabel('Régua'), nome)
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click()
    await segmentos.locator('tr', { hasText: 'Supermercados e mercados' }).getByText(nome).waitFor()

    // 4. Three steps on the timeline: D−3 e-mail, D+1 SMS, D+7 WhatsApp.
    await page.getByRole('tab', { name: 'Etapas' }).click()
    await chooseOption(page.locator('#cr-regua'), nome)
    const steps: Array<[string, string, string]> = [
      ['-3', 'E-mail', `Lembrete ${nome}`],
      ['1', 'SMS', 'Vencimento hoje (SMS)'],
      ['7', 'WhatsApp', 'Título em atraso (WhatsApp)'],
    ]
    for (const [dias, canal, modelo] of steps) {
      await page.getByRole('button', { name: /Nova etapa/ }).click()
      const modal = page.getByRole('dialog', { name: 'Nova etapa' })
      await modal.getByLabel('Dia (em relação ao vencimento)').fill(dias)
      await chooseOption(modal.getByLabel('Canal'), canal)
      await chooseOption(modal.getByLabel('Modelo'), modelo)
      await modal.getByRole('button', { name: 'Salvar' }).click()
      await modal.waitFor({ state: 'hidden' })
    }
    const timeline = page.getByRole('group', { name: /Linha do tempo/ })
    await timeline.getByRole('button', { name: /D−3 E-mail/ }).waitFor()
    await timeline.getByRole('button', { name: /D\+1 SMS/ }).waitFor()
    await timeline.getByRole('button', { name: /D\+7 WhatsApp/ }).waitFor()
    await screenshot(page, 'regua-etapas')

    // 5. Dry run: who would be notified, before anything is sent.
    await page.getByRole('tab', { name: 'Quem seria notificado' }).click()
    await chooseOption(page.locator('#cr-sim-regua'), nome)
    if (day !== today) {
      await page.locator('#cr-sim-data').fill(br(day))
      await page.locator('#cr-sim-data').press('Enter')
    }
    await page.getByRole('button', { name: /Simular/ }).click()
    const simulacao = page.getByRole('table', { name: `Simulação de ${br(day)}` })
    await simulacao.getByText('Será notificado').first().waitFor()
    const planned = await simulacao.getByText('Será notificado').count()
    assert.ok(planned > 0, 'a simulação tem clientes a notificar')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'regua-simulacao-1280')
    await page.setViewportSize({ width: 1440, height: 900 })
    await screenshot(page, 'regua-simulacao-1440')

    // 6. Run it.
    await page.getByRole('button', { name: /Executar agora/ }).click()
    await page.getByRole('button', { name: 'Executar', exact: true }).click()
    await page.getByText(/Régua executada: \d+ mensage/).waitFor()
    // after the run, the dry run says every step was processed
    await simulacao.getByText('Esta etapa já foi processada nesta data.').first().waitFor()

    // 7. Relatório de Envios: the sends of the rule, a message opened, the Excel.
    await page.goto(`/relatorios/relatorio-envios?data_inicio=${day}&data_fim=${today}`)
    await page.getByRole('heading', { name: 'Relatório de Envios' }).waitFor()
    await screenshot(page, 'relatorio-envios-inicio')
    await chooseOption(page.getByRole('search', { name: 'Filtros' }).getByLabel('Régua', { exact: true }), nome, {
      multiple: true,
    })
    const envios = page.getByRole('table', { name: 'Envios' })
    await envios.locator('tbody tr', { hasText: 'Enviado' }).first().waitFor()
    const sentRows = envios.locator('tbody tr.ant-table-row', { hasText: 'Enviado' })
    assert.ok((await sentRows.count()) > 0)
    const firstSent = sentRows.first()
    const cliente = (await firstSent.locator('td').nth(1).innerText()).split(' · ')[0].trim()
    await screenshot(page, 'relatorio-envios-1440')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'relatorio-envios-1280')
    await page.setViewportSize({ width: 1440, height: 900 })
    await firstSent.locator('td').nth(2).click()
    const message = page.getByRole('dialog', { name: /Mensagem de/ })
    await message.getByText('Destinatário').waitFor()
    await message.locator('.cr-rendered').waitFor()
    await page.keyboard.press('Escape')

    const shown = await envios.locator('tbody tr.ant-table-row').count()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: /Exportar Excel/ }).click()
    const download = await downloading
    // the server's spreadsheet, named for this report (the server names it for the dispatch report)
    assert.match(download.suggestedFilename(), /^Relatório de Envios \d{2}-\d{2}-\d{4}\.xlsx$/)
    const file = await download.path()
    const bytes = await readFile(file)
    assert.deepEqual([...bytes.subarray(0, 2)], [0x50, 0x4b], 'um .xlsx de verdade (zip)')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    // header + rows on screen (+ totals row)
    assert.ok(sheet.rowCount >= shown + 1, `planilha com ${sheet.rowCount} linhas para ${shown} na tela`)
    const clientes = sheet.getColumn(2).values.map(String)
    assert.ok(clientes.some((v) => v.startsWith(cliente)), 'a planilha traz os clientes da tela')

    // 8. Base Cobrança: the send is the customer's last action.
    await page.goto('/cobranca/nova-base-cobranca')
    await page.locator('#bf-info').fill(cliente)
    const row = page.locator('.base-table .ant-table-tbody > tr.ant-table-row-level-0', { hasText: cliente })
    await row.first().waitFor()
    await row.first().getByText(/Envio de (E-mail|SMS|WhatsApp)/).waitFor()
    await screenshot(page, 'regua-base-ultima-acao')

    assert.deepEqual(problems, [])
  })
})
