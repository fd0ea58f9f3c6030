/**
 * Relatórios and the Página Inicial in Chromium: a supervisor opens every report for the last
 * quarter, exports two and the files are real .xlsx with the rows on screen (the period and
 * filters on the first line, then the header); the home page as
 * analyst and as supervisor. Screenshots at 1280×720 and 1440×900 in test-results/.
 */
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { screenshot, sharedBrowser, signInAndWait, watchedPage } from './browser'

const browser = sharedBrowser()

const REPORTS: [string, string][] = [
  ['/acaocobrancarealizada', 'Última Ação Realizada'],
  ['/documentos_pagos?periodo=trimestre', 'Documentos Pagos'],
  ['/ranking_inadimplencia', 'Ranking Inadimplência'],
  ['/eficiencia_acoes_cobranca?periodo=trimestre', 'Eficiência Ações de Cobrança'],
  ['/ranking_analista?periodo=trimestre', 'Ranking Analista'],
  ['/atendimento?periodo=trimestre', 'Acompanhamento de Cobrança'],
  ['/efetivacao-cobranca?periodo=trimestre', 'Efetivação de Cobrança'],
  ['/devolucao?periodo=trimestre', 'Devolução'],
  ['/vendas?periodo=trimestre', 'Histórico de Compras'],
]

/** Waits for the report's totals row ("Total · …"): the rows have arrived and are drawn. */
async function waitForReport(page: Page, title: string): Promise<string> {
  const table = page.getByRole('table', { name: title, exact: true })
  const total = table.getByText(/^Total · \d+/).first()
  await total.waitFor({ timeout: 60_000 })
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined)
  return (await total.textContent()) ?? ''
}

async function sheetRows(path: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer)
  const ws = wb.worksheets[0]
  const rows: unknown[][] = []
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

describe('Relatórios in Chromium', () => {
  it('a supervisor opens every report for the last quarter; each shows rows, totals and a chart where it has one', async () => {
    const { page, problems } = await watchedPage(browser())
    await signInAndWait(page, 'supervisor')
    for (const [path, title] of REPORTS) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const total = await waitForReport(page, title)
      assert.match(total, /^Total · [1-9]/, `${title}: ${total}`)
      if (await page.locator('.lazy-chart').count()) await page.locator('.lazy-chart canvas').first().waitFor({ timeout: 30_000 })
      await screenshot(page, `reports-${title}-1440`)
      await page.setViewportSize({ width: 1280, height: 720 })
      await screenshot(page, `reports-${title}-1280`)
    }
    // The chart library arrived as its own chunk and drew a canvas.
    await page.goto('/efetivacao-cobranca?periodo=trimestre')
    await waitForReport(page, 'Efetivação de Cobrança')
    await page.locator('.lazy-chart canvas').first().waitFor({ timeout: 30_000 })
    assert.deepEqual(problems, [])
  })

  it('exports Ranking Inadimplência and Documentos Pagos: real .xlsx files with the rows on screen', async () => {
    const { page, problems } = await watchedPage(browser())
    await signInAndWait(page, 'supervisor')
    for (const [path, title, countPattern] of [
      ['/ranking_inadimplencia?regiao=Sul', 'Ranking Inadimplência', /Total · (\d+) clientes/],
      ['/documentos_pagos?periodo=trimestre', 'Documentos Pagos', /Total · (\d+) documentos/],
    ] as const) {
      await page.goto(path)
      const total = await waitForReport(page, title)
      const count = Number(total.match(countPattern)![1])
      const firstCell = (await page.getByRole('table', { name: title, exact: true }).locator('tbody tr.ant-table-row').first().locator('td').nth(title === 'Ranking Inadimplência' ? 2 : 1).textContent())!.trim()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Exportar Excel/ }).click(),
      ])
      // named for the report and the day
      assert.match(download.suggestedFilename(), new RegExp(`^${title} \\d{2}-\\d{2}-\\d{4}\\.xlsx$`))
      const file = (await download.path())!
      const bytes = await readFile(file)
      assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK')
      const rows = await sheetRows(file)
      // the line saying the report, its period and filters and when; the header; the rows on screen; the totals row
      assert.equal(rows.length, count + 3, `${title}: ${rows.length} linhas na planilha, ${count} na tela`)
      assert.match(String(rows[0][0]), new RegExp(`^${title} · .+ · Exportado em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))
      if (title === 'Documentos Pagos') assert.match(String(rows[0][0]), /Período de pagamento \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/)
      // the screen's column titles, never a field's key
      assert.ok(!rows[1].some((h) => /_/.test(String(h))), `${title}: ${rows[1].join(', ')}`)
      assert.ok(
        rows.some((r) => r.some((c) => String(c).trim() === firstCell)),
        `${title}: "${firstCell}" não está na planilha`,
      )
    }
    assert.deepEqual(problems, [])
  })

  it('the home page as analyst and as supervisor', async () => {
    for (const [user, region] of [
      ['analista', 'Seu dia'],
      ['supervisor', 'Carteira e equipe'],
    ] as const) {
      const { page, problems, context } = await watchedPage(browser())
      await signInAndWait(page, user)
      await page.getByRole('region', { name: region }).waitFor({ timeout: 60_000 })
      if (user === 'supervisor') await page.locator('.lazy-chart canvas').first().waitFor({ timeout: 30_000 })
      await page.setViewportSize({ width: 1440, height: 900 })
      await screenshot(page, `home-${user}-1440`)
      await page.setViewportSize({ width: 1280, height: 720 })
      await screenshot(page, `home-${user}-1280`)
      if (user === 'supervisor') {
        await page.getByRole('group', { name: 'Carteira' }).getByRole('link', { name: 'Ver relatório' }).first().click()
        await page.waitForURL((url) => url.pathname === '/ranking_inadimplencia')
        await waitForReport(page, 'Ranking Inadimplência')
      }
      assert.deepEqual(problems, [])
      await context.close()
    }
  })
})
