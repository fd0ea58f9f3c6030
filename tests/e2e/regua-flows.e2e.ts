/**
 * Issue 24, item 5 (régua) in Chromium: a rule created with its segment from its own form, the
 * dry run's reason for a rule without customers, the question before a rule is left without
 * customers, and the default "Quem seria notificado". Screenshots at 1280×720 and 1440×900 in
 * test-results/ (and in E2E_SHOTS_DIR when set).
 */
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { chooseOption, launch, screenshot, signIn, watchedPage } from './browser'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const SIZES = [
  [1280, 720],
  [1440, 900],
] as const

/** The screen at both sizes. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await screenshot(page, `${name}-${width}`)
    if (dir) {
      mkdirSync(dir, { recursive: true })
      await page.screenshot({ path: `${dir}/${name}-${width}.png` })
    }
  }
}

describe('Régua de cobrança: os fluxos de um usuário novo', () => {
  it('creates a rule with its segment, explains an empty dry run, asks before leaving a rule empty', async () => {
    const { page, problems } = await watchedPage(browser)
    const stamp = Date.now().toString(36)
    const comSegmento = `Régua Bares ${stamp}`
    const semClientes = `Régua Nova ${stamp}`
    await signIn(page, 'supervisor')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/premissas/regua-cobranca')
    const reguas = page.getByRole('table', { name: 'Réguas de cobrança' })
    await reguas.getByText('Régua Key Accounts').waitFor()

    // 1. A rule with a segment, from its own form.
    await page.getByRole('button', { name: /Nova régua/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Nova régua' })
    await drawer.getByLabel('Nome').fill(comSegmento)
    await chooseOption(
      drawer.getByLabel(/^Segmentos/),
      { typing: 'Bares', name: /^Bares \(hoje na/ },
      { multiple: true },
    )
    await shots(page, 'regua-form')
    await drawer.getByRole('button', { name: 'Salvar' }).click()
    await reguas.locator('tr', { hasText: comSegmento }).getByText('Bares', { exact: true }).waitFor()

    // 2. A rule without customers: the dry run says so, and how to fix it.
    await page.getByRole('button', { name: /Nova régua/ }).click()
    await drawer.getByLabel('Nome').fill(semClientes)
    await drawer.getByRole('button', { name: 'Salvar' }).click()
    await reguas.getByText(semClientes).waitFor()
    await page.setViewportSize({ width: 1440, height: 900 })
    await shots(page, 'regua-reguas')
    await page.getByRole('tab', { name: 'Quem seria notificado' }).click()
    await chooseOption(page.locator('#cr-sim-regua'), semClientes)
    await page.getByRole('button', { name: /Simular$/ }).click()
    await page
      .getByText('Esta régua não tem clientes: vincule um segmento na aba Réguas.')
      .waitFor()
    await shots(page, 'regua-simulacao-sem-clientes')

    // 3. The default: every active rule, today; who would be notified first, else why nobody.
    await chooseOption(page.locator('#cr-sim-regua'), 'Todas as réguas ativas')
    await page.getByRole('button', { name: /Simular$/ }).click()
    const table = page.getByRole('table', { name: /^Simulação de / })
    await table
      .getByText(/^Ninguém seria notificado em|^Nenhuma etapa cai em|^Será notificado$/)
      .first()
      .waitFor()
    assert.equal(await table.getByText('Fora do envio', { exact: true }).count(), 0)
    await shots(page, 'regua-simulacao-padrao')

    // 4. Moving the last segment of a rule away asks first, naming it.
    await page.getByRole('tab', { name: 'Segmentos' }).click()
    const segmentos = page.getByRole('table', { name: 'Segmentos' })
    await segmentos.getByRole('button', { name: /Editar o segmento "Pequeno varejo/ }).click()
    const form = page.getByRole('dialog', { name: 'Editar segmento' })
    await chooseOption(form.getByLabel('Régua'), 'Régua Key Accounts')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('button', { name: 'Salvar mesmo assim' }).waitFor()
    await shots(page, 'regua-confirmar-segmento')
    await page.getByRole('button', { name: 'Voltar ao formulário' }).click()
    await form.getByRole('button', { name: 'Cancelar' }).click()

    assert.deepEqual(problems, [])
  })
})
