/**
 * Every list of the financing, users, régua, reports, contact, credit and automation pages at
 * 1280×720 (issue 24 item 3): the table's scroll container does not scroll sideways with the
 * default columns, and the row actions lie inside the viewport. Base Cobrança shows at least five
 * customer rows above the fold. Screenshots at 1280×720 and 1440×900 in test-results/ (h2-*.png).
 */
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { screenshot, sharedBrowser, signInAndWait, watchedPage } from './browser'

const browser = sharedBrowser()
const FIN = '/gestao-financiamento/gestao-financiamento'

interface Layout {
  /** the table's scroll container: its content width and its visible width */
  scrollWidth: number
  clientWidth: number
  /** the right edge of the rightmost button or link in the first body row */
  actionsRight: number | null
  /** the page's own horizontal overflow (the document scrolls sideways) */
  pageOverflow: number
  /** each column header and its width, for the log */
  columns: string
}

/**
 * The table's layout, read from the table element up: the nearest ancestor that scrolls
 * sideways (the table's own scroll box), its widths, and the first data row's controls.
 */
async function layoutOf(table: Locator): Promise<Layout> {
  return table.evaluate((el) => {
    let box: HTMLElement | null = el as HTMLElement
    while (box && box !== document.body) {
      const style = getComputedStyle(box)
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') break
      box = box.parentElement
    }
    const container = box && box !== document.body ? box : (el as HTMLElement)
    const rows = Array.from(el.querySelectorAll('tbody tr')).filter((r) => r.querySelector('td') && r.getAttribute('aria-hidden') !== 'true')
    const first = rows.find((r) => r.querySelectorAll('td').length > 1)
    let actionsRight: number | null = null
    if (first) {
      for (const control of Array.from(first.querySelectorAll('button, a'))) {
        const rect = control.getBoundingClientRect()
        if (rect.width > 0) actionsRight = Math.max(actionsRight ?? 0, rect.right)
      }
    }
    const doc = document.scrollingElement ?? document.documentElement
    return {
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
      actionsRight,
      pageOverflow: doc.scrollWidth - doc.clientWidth,
      columns: Array.from(el.querySelectorAll('thead th'))
        .map((th) => `${(th.textContent ?? '').trim()}=${Math.round(th.getBoundingClientRect().width)}`)
        .join(' '),
    }
  })
}

interface ListCase {
  name: string
  user: string
  path: string
  /** what to do before measuring (open a tab) */
  prepare?: (page: Page) => Promise<void>
  /** the list's table, by its accessible name */
  table: string | RegExp
}

const LISTS: ListCase[] = [
  { name: 'contrato', user: 'financeiro', path: `${FIN}/contrato`, table: 'Contratos' },
  { name: 'cadastro-banco', user: 'financeiro', path: `${FIN}/cadastro-banco`, table: 'Cadastro Banco' },
  { name: 'cadastro-item', user: 'financeiro', path: `${FIN}/cadastro-item`, table: 'Moedas' },
  { name: 'parcelas-vencer', user: 'financeiro', path: `${FIN}/parelas-vencer`, table: 'Parcelas a Vencer' },
  { name: 'endividamento', user: 'financeiro', path: `${FIN}/relatorio-endividamento`, table: 'Relatório Endividamento' },
  { name: 'usuarios', user: 'admin', path: '/gestao-usuarios/add-usuario', table: 'Usuários do sistema' },
  { name: 'regua', user: 'admin', path: '/premissas/regua-cobranca', table: 'Réguas de cobrança' },
  {
    name: 'regua-simulacao',
    user: 'admin',
    path: '/premissas/regua-cobranca',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Quem seria notificado' }).click()
      await page.getByRole('region', { name: 'Quem seria notificado' }).getByRole('button', { name: /Simular/ }).click()
    },
    table: /^Simulação de /,
  },
  { name: 'relatorio-envios', user: 'admin', path: '/relatorios/relatorio-envios', table: 'Envios' },
  { name: 'acao-realizada', user: 'admin', path: '/acaocobrancarealizada', table: 'Última Ação Realizada' },
  { name: 'documentos-pagos', user: 'admin', path: '/documentos_pagos', table: 'Documentos Pagos' },
  { name: 'ranking-inadimplencia', user: 'admin', path: '/ranking_inadimplencia', table: 'Ranking Inadimplência' },
  { name: 'eficiencia', user: 'admin', path: '/eficiencia_acoes_cobranca', table: 'Eficiência Ações de Cobrança' },
  { name: 'ranking-analista', user: 'admin', path: '/ranking_analista', table: 'Ranking Analista' },
  { name: 'acompanhamento', user: 'admin', path: '/atendimento', table: 'Acompanhamento de Cobrança' },
  { name: 'devolucao', user: 'admin', path: '/devolucao', table: 'Devolução' },
  { name: 'vendas', user: 'admin', path: '/vendas', table: 'Histórico de Compras' },
  { name: 'efetivacao', user: 'admin', path: '/efetivacao-cobranca', table: 'Efetivação de Cobrança' },
  { name: 'contato', user: 'admin', path: '/contato/contato', table: 'Mensagens' },
  { name: 'credito', user: 'admin', path: '/credito/credito/parecer-credito', table: 'Parecer de crédito' },
  {
    // the CNAB preview: a file is read and checked, nothing is applied
    name: 'cnab-preview',
    user: 'financeiro',
    path: '/automatizacao/itau',
    prepare: async (page) => {
      await page.getByLabel('Arquivo retorno (CNAB 240 ou CNAB 400)').setInputFiles(join(process.cwd(), 'demo-api/cnab-samples/itau-cnab240-retorno.ret'))
    },
    table: 'Linhas do arquivo',
  },
]

/**
 * The list at 1280×720 and 1440×900: the page scrolled so that the table's header sits under the
 * app's bar when the table starts low on the screen.
 */
async function shots(page: Page, name: string, table?: Locator): Promise<void> {
  for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
    await page.setViewportSize({ width, height })
    await table?.evaluate((el) => {
      window.scrollTo(0, 0)
      const top = el.getBoundingClientRect().top
      if (top > window.innerHeight / 2) window.scrollBy(0, top - 80)
    })
    await screenshot(page, `h2-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

describe('lists at 1280×720', () => {
  it('every list fits its default columns and shows its row actions', async () => {
    const failures: string[] = []
    const sessions = new Map<string, Awaited<ReturnType<typeof watchedPage>>>()
    for (const list of LISTS) {
      let session = sessions.get(list.user)
      if (!session) {
        session = await watchedPage(browser())
        session.page.setDefaultTimeout(60_000)
        await session.page.setViewportSize({ width: 1280, height: 720 })
        await signInAndWait(session.page, list.user)
        sessions.set(list.user, session)
      }
      const { page } = session
      await page.goto(list.path)
      await list.prepare?.(page)
      const main = page.getByRole('main')
      // the data is in once the list has a row with cells and nothing on the page is loading
      const listTable = main.getByRole('table', { name: list.table, exact: typeof list.table === 'string' })
      await listTable.getByRole('row').filter({ has: page.getByRole('cell') }).first().waitFor()
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'))
      const tables = await main.getByRole('table').all()
      for (const [index, table] of tables.entries()) {
        if (!(await table.isVisible())) continue
        const name = `${list.name}[${(await table.getAttribute('aria-label')) ?? index}]`
        const layout = await layoutOf(table)
        console.log(`${name}: scrollWidth ${layout.scrollWidth} clientWidth ${layout.clientWidth} actions ${layout.actionsRight} page ${layout.pageOverflow}\n    ${layout.columns}`)
        if (layout.scrollWidth > layout.clientWidth + 1) failures.push(`${name}: rola de lado (${layout.scrollWidth} > ${layout.clientWidth})`)
        if (layout.pageOverflow > 1) failures.push(`${name}: a página rola de lado (${layout.pageOverflow} px)`)
        if (layout.actionsRight !== null && layout.actionsRight > 1280) failures.push(`${name}: ações fora da tela (${layout.actionsRight})`)
      }
      await shots(page, list.name, listTable.first())
    }
    for (const { context } of sessions.values()) await context.close()
    assert.deepEqual(failures, [])
  })

  it('Base Cobrança shows at least five customers above the fold', async () => {
    const { page, context } = await watchedPage(browser())
    page.setDefaultTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 720 })
    await signInAndWait(page, 'analista')
    await page.goto('/cobranca/nova-base-cobranca')
    // the sticky header is a table of its own: the one with the rows
    const customerLink = page.getByRole('link', { name: /^Painel do cliente / })
    const table = page.getByRole('table', { name: 'Base de cobrança' }).filter({ has: customerLink })
    const customers = table.getByRole('link', { name: /^Painel do cliente / })
    await customers.nth(4).waitFor()
    // the last action of each customer arrives after the rows: the screenshot waits for it
    await page.getByRole('status').filter({ hasText: /^[\d.]+ clientes? · [\d.]+ títulos?$/ }).waitFor()
    await table.getByLabel('Carregando', { exact: true }).first().waitFor({ state: 'detached' })
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'))
    const bottoms = await customers.evaluateAll((links) =>
      links.map((link) => Math.round((link.closest('tr') ?? link).getBoundingClientRect().bottom)),
    )
    const above = bottoms.filter((bottom) => bottom <= 720).length
    const layout = await layoutOf(table)
    console.log(`base-cobranca: ${above} clientes acima da dobra (linhas até ${bottoms.slice(0, 6).join(', ')} px); scrollWidth ${layout.scrollWidth} clientWidth ${layout.clientWidth} actions ${layout.actionsRight}\n    ${layout.columns}`)
    await shots(page, 'base-cobranca')
    await context.close()
    assert.ok(above >= 5, `só ${above} clientes acima de 720 px`)
    assert.ok(layout.scrollWidth <= layout.clientWidth + 1, `a tabela rola de lado (${layout.scrollWidth} > ${layout.clientWidth})`)
    assert.ok(layout.actionsRight !== null && layout.actionsRight <= 1280, `ações fora da tela (${layout.actionsRight})`)
  })
})
