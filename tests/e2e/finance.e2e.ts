/**
 * Gestão Financiamento in Chromium, as `financeiro`: register a bank, create a Price contract
 * with the schedule preview, add a release, generate its instalments, find them in Parcelas a
 * Vencer and in the debt report, delete a register row and see 'Deletado com Sucesso...'.
 * Screenshots at 1280×720 and 1440×900 in test-results/.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { screenshot, sharedBrowser, signInAndWait, watchedPage, chooseOption } from './browser'

const R = '/gestao-financiamento/gestao-financiamento'
const browser = sharedBrowser()

function brDate(offsetMonths = 0): string {
  const [d, m, y] = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }).split('/').map(Number)
  const total = y * 12 + (m - 1) + offsetMonths
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(Math.min(d, last, 28)).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
}

/** An antd Select with search: type to filter, then click the option (Enter would submit the form). */
async function choose(scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await chooseOption(scope.getByLabel(label, { exact: typeof label === 'string' }), option)
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 })
  await screenshot(page, `finance-${name}-1280`)
  await page.setViewportSize({ width: 1440, height: 900 })
  await screenshot(page, `finance-${name}-1440`)
}

describe('Gestão Financiamento in Chromium', () => {
  it('bank → Price contract → release → instalments → reports → delete', async () => {
    const { page, problems, context } = await watchedPage(browser())
    page.setDefaultTimeout(60_000)
    try {
      await run(page)
    } catch (error) {
      await screenshot(page, 'finance-failure')
      throw error
    }
    assert.deepEqual(problems, [])
    await context.close()
  })
})

async function run(page: Page): Promise<void> {
  {
    await signInAndWait(page, 'financeiro')

    // 1. a bank
    await page.goto(`${R}/cadastro-banco`)
    const banks = page.getByRole('table', { name: 'Cadastro Banco' })
    await banks.getByText('Itaú Unibanco').waitFor()
    await page.getByRole('button', { name: /Novo banco/ }).click()
    const bankForm = page.getByRole('dialog', { name: 'Novo banco' })
    await bankForm.getByLabel('Código COMPE').fill('077')
    await bankForm.getByLabel(/^ISPB/).fill('00416968')
    await bankForm.getByLabel('Nome', { exact: true }).fill('Banco Inter')
    await bankForm.getByRole('button', { name: 'Salvar' }).click()
    await banks.getByText('Banco Inter').waitFor()
    await shots(page, 'cadastro-banco')

    // 2. a Price contract, with the preview before saving
    await page.goto(`${R}/contrato`)
    await page.getByRole('table', { name: 'Contratos' }).getByText(/^FINAME-/).waitFor()
    await page.getByRole('button', { name: /Novo contrato/ }).click()
    const form = page.getByRole('dialog', { name: 'Novo contrato' })
    await form.getByLabel('Número do contrato').fill('E2E-PRICE-01')
    await choose(form, 'Tipo de contrato', 'Capital de giro')
    await choose(form, 'Empresa', 'Boa Safra Alimentos')
    await choose(form, 'Banco', '077 · Banco Inter')
    await form.getByLabel('Valor contratado').fill('120.000,00')
    await choose(form, 'Tipo de juros', 'Pré-fixado')
    await choose(form, 'Índice', 'Pré')
    await form.getByLabel('Taxa (%)').fill('1,25')
    await choose(form, 'Amortização', 'Tabela Price — parcelas iguais')
    await form.getByLabel('Parcelas de amortização').fill('18')
    await form.getByLabel('Data de contratação').fill(brDate(0))
    await page.keyboard.press('Tab')
    await form.getByLabel('Primeiro vencimento').fill(brDate(1))
    await page.keyboard.press('Tab')
    const preview = form.getByRole('region', { name: 'Simulação do cronograma' })
    await preview.getByText('R$\u00a07.486,17').first().waitFor()
    await preview.getByText('R$\u00a08.166,67').first().waitFor()
    await preview.scrollIntoViewIfNeeded()
    await shots(page, 'contrato-simulacao')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('table', { name: 'Contratos' }).getByText('E2E-PRICE-01').waitFor()

    // 3. a release and its instalments
    await page.getByRole('button', { name: 'Abrir o contrato E2E-PRICE-01' }).click()
    const detail = page.getByRole('region', { name: 'Contrato E2E-PRICE-01' })
    await detail.getByRole('button', { name: /Nova liberação/ }).click()
    const release = page.getByRole('dialog', { name: 'Nova liberação' })
    await release.getByLabel('Valor (BRL)').fill('120.000,00')
    await release.getByRole('button', { name: 'Salvar' }).click()
    const releases = detail.getByRole('table', { name: 'Liberações' })
    await releases.getByText('R$\u00a0120.000,00').waitFor()
    // saving the release saves its instalments too: no separate "Gerar parcelas" step
    await page.getByText('Liberação salva com 18 parcelas.').waitFor()
    await detail.getByRole('table', { name: 'Parcelas simuladas (PRICE)' }).waitFor()
    const stored = detail.getByRole('table', { name: 'Parcelas da liberação' })
    await stored.getByText('Em aberto').first().waitFor()
    await page.getByRole('heading', { name: /^Cronograma da liberação/ }).scrollIntoViewIfNeeded()
    await shots(page, 'contrato-parcelas')

    // 4. Parcelas a Vencer (next 90 days)
    await page.goto(`${R}/parelas-vencer`)
    const due = page.getByRole('table', { name: 'Parcelas a Vencer' })
    await due.getByText('E2E-PRICE-01').first().waitFor()
    assert.ok((await due.getByText('E2E-PRICE-01').count()) >= 2)
    await page.getByRole('table', { name: 'Totais por mês' }).waitFor()
    await shots(page, 'parcelas-vencer')

    // 5. Relatório Endividamento: the new bank and the contract
    await page.goto(`${R}/relatorio-endividamento`)
    const debt = page.getByRole('table', { name: 'Relatório Endividamento' })
    await debt.getByText('077 · Banco Inter').waitFor()
    await page.getByRole('table', { name: 'Dívida × recebíveis por mês' }).getByText(/^(Coberto|Descoberto)$/).first().waitFor()
    await page.locator('canvas').first().waitFor()
    await shots(page, 'endividamento')
    await page.getByRole('table', { name: 'Dívida × recebíveis por mês' }).scrollIntoViewIfNeeded()
    await shots(page, 'endividamento-recebiveis')
    await page.goto(`${R}/relatorio-endividamento?agrupar=contrato`)
    await page.getByRole('table', { name: 'Relatório Endividamento' }).getByText('E2E-PRICE-01').waitFor()

    // 6. delete a register row
    await page.goto(`${R}/cadastro-item?aba=moedas`)
    const currencies = page.getByRole('table', { name: 'Moedas' })
    await currencies.getByText('Dólar americano').waitFor()
    await page.getByRole('button', { name: /Nova moeda/ }).click()
    const currency = page.getByRole('dialog', { name: 'Nova moeda' })
    await currency.getByLabel('Sigla (ISO 4217)').fill('CHF')
    await currency.getByLabel('Nome', { exact: true }).fill('Franco suíço')
    await currency.getByRole('button', { name: 'Salvar' }).click()
    await currencies.getByText('Franco suíço').waitFor()
    await shots(page, 'cadastro-premissas')
    await page.getByRole('button', { name: 'Excluir a moeda CHF' }).click()
    await page.getByRole('button', { name: 'Excluir', exact: true }).click()
    await page.getByText('Deletado com Sucesso...').waitFor()
    await currencies.getByText('Franco suíço').waitFor({ state: 'detached' })
  }
}
