import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { chooseOption, screenshot, sharedBrowser, signInAndWait, watchedPage } from './browser'

const browser = sharedBrowser()

const COD = 10001
// 12ABC34501DE + check digits (IN RFB 2.229/2024): typed in lower case, stored in upper case.
const CNPJ_BASE = '12ABC34501DE'

function cnpjCheckDigits(base12: string): string {
  const values = [...base12].map((c) => c.charCodeAt(0) - 48)
  const digit = (vs: number[], ws: number[]) => {
    const r = vs.reduce((s, v, i) => s + v * ws[i], 0) % 11
    return r < 2 ? 0 : 11 - r
  }
  const d1 = digit(values, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = digit([...values, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${d1}${d2}`
}

describe('credit and people in Chromium', () => {
  it('registers a guarantor company with an alphanumeric CNPJ, writes, approves and changes an opinion, and the panel shows it', async () => {
    const { page, problems, context } = await watchedPage(browser())
    await signInAndWait(page, 'credito')

    // Cadastro Pessoas: a company guaranteeing customer 10001.
    await page.goto('/premissas/cadastro-pessoas')
    await page.getByRole('table', { name: 'Cadastro Pessoas' }).getByText('Física').first().waitFor()
    await screenshot(page, 'cadastro-pessoas-1440')
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'cadastro-pessoas-1280')
    await page.getByRole('button', { name: /Nova pessoa/ }).click()
    const form = page.getByRole('form', { name: 'Nova pessoa' })
    const cnpj = `${CNPJ_BASE}${cnpjCheckDigits(CNPJ_BASE)}`
    await form.getByLabel('CPF ou CNPJ').fill(cnpj.toLowerCase())
    assert.equal(await form.getByLabel('CPF ou CNPJ').inputValue(), cnpj)
    await form.getByLabel('Razão social').fill('Fênix Garantias S.A.')
    const address = form.getByRole('group', { name: 'Endereço 1' })
    await address.getByLabel('CEP').fill('01310100')
    await address.getByLabel('Logradouro').fill('Avenida Paulista')
    await address.getByLabel('Número').fill('1000')
    await address.getByLabel('Cidade').fill('São Paulo')
    await address.getByLabel('UF').fill('sp')
    await form.getByRole('button', { name: /Adicionar vínculo/ }).click()
    const link = form.getByRole('group', { name: 'Vínculo 1' })
    // by keyboard: an option clicked while its list still slides in (the loaded CI machine) left
    // the field empty and the save refused
    await chooseOption(link.getByLabel('Cliente'), { typing: String(COD), name: new RegExp(`^${COD} · `) })
    await link.getByText(new RegExp(`^${COD} · `)).filter({ visible: true }).waitFor()
    await link.getByLabel('Papel').click()
    await page.locator('.ant-select-dropdown:visible').getByTitle('Avalista', { exact: true }).click()
    // the chosen role shows in the field (the two choice lists may still be fading out together)
    await link.getByText('Avalista', { exact: true }).filter({ visible: true }).waitFor()
    assert.match(await link.innerText(), /Avalista/)
    await screenshot(page, 'cadastro-pessoas-form')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await form.waitFor({ state: 'detached' })
    await page.getByRole('searchbox', { name: 'Buscar pessoas' }).fill(cnpj)
    const row = page.getByRole('table', { name: 'Cadastro Pessoas' }).getByRole('row', { name: /Fênix Garantias/ })
    await row.waitFor()
    assert.match(await row.innerText(), /12\.ABC\.345\/01DE-/)
    assert.match(await row.innerText(), /Avalista/)

    // Parecer de crédito: the worklist, then customer 10001's workspace.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/credito/credito/parecer-credito')
    await page.getByRole('table', { name: 'Parecer de crédito' }).getByRole('link').first().waitFor()
    await screenshot(page, 'parecer-credito-lista-1440')
    await page.goto(`/credito/credito/parecer-credito?cod_cliente=${COD}&parecer=novo`)
    await page.getByRole('table', { name: 'Fatores do score' }).waitFor()
    await page.getByRole('table', { name: 'Exposição do cliente e do grupo' }).waitFor()
    const newForm = page.getByRole('form', { name: 'Novo parecer' })
    await newForm.getByLabel('Limite sugerido').fill('80.000,00')
    await newForm
      .getByLabel('Parecer (fundamentação)')
      .fill('Cliente regularizou os atrasos de setembro; compras estáveis. Proponho R$ 80.000,00 por seis meses.')
    await newForm.getByLabel('Garantias').fill('Aval da Fênix Garantias S.A.')
    await screenshot(page, 'parecer-credito-novo-1440')
    await newForm.getByRole('button', { name: 'Salvar parecer' }).click()
    const opinion = page.getByRole('region', { name: 'Parecer', exact: true })
    await opinion.getByText(/Parecer nº \d+/).waitFor()
    await opinion.getByRole('button', { name: 'Aprovar' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Aprovar' }).click()
    await opinion.getByRole('status').getByText('Aprovado', { exact: true }).waitFor()
    await opinion.getByText('Cláudia Rezende', { exact: true }).waitFor()

    // Change the limit: a new version with its reason, back to analysis.
    await opinion.getByRole('button', { name: /Alterar este parecer/ }).click()
    const editForm = page.getByRole('form', { name: 'Alterar parecer' })
    await editForm.getByLabel('Limite sugerido').fill('60.000,00')
    await editForm.getByLabel('Motivo da alteração').fill('Novo atraso de 20 dias em novembro.')
    await editForm.getByRole('button', { name: 'Salvar nova versão' }).click()
    const history = page.getByRole('region', { name: 'Histórico', exact: true })
    const edited = history.getByRole('article').filter({ hasText: 'Novo atraso de 20 dias em novembro.' })
    await edited.waitFor()
    assert.match(await edited.innerText(), /Limite reduzido de R\$\s80\.000,00 para R\$\s60\.000,00/)
    await history.getByRole('article').filter({ hasText: /Aprovado/ }).first().waitFor()
    await screenshot(page, 'parecer-credito-historico-1440')
    await edited.getByRole('button', { name: /Comparar com a versão 2/ }).click()
    const diff = page.getByRole('table', { name: 'Diferenças entre as versões' })
    await diff.waitFor()
    assert.match(await diff.innerText(), /Limite sugerido/)
    await screenshot(page, 'parecer-credito-comparar')
    await page.getByRole('button', { name: 'Fechar' }).last().click()
    await page.setViewportSize({ width: 1280, height: 720 })
    await screenshot(page, 'parecer-credito-1280')

    // The customer panel lists the opinions newest first: the changed one is on top.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/cobranca/novo-painel-clientes?cliente=${COD}`)
    // the section reads its data when the analyst scrolls to it
    await page.getByRole('region', { name: 'Pareceres de crédito' }).scrollIntoViewIfNeeded()
    const list = page.getByRole('list', { name: 'Lista de pareceres' })
    await list.waitFor()
    const first = await list.getByRole('listitem').first().innerText()
    assert.match(first, /Em análise/)
    assert.match(first, /R\$\s60\.000,00/)

    assert.deepEqual(problems, [])
    await context.close()
  })
})
