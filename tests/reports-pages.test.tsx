import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from './msw-server'
import { recordRequests } from './requests'
import { renderApp, signInAs } from './render'
import { catchSavedFiles, sheetValues } from './saved-files'
import { call, login } from '../demo-api/test-client'

const { matching: requests } = recordRequests()
afterEach(() => vi.restoreAllMocks())

const setup = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })

async function open(path: string, user = 'supervisor') {
  await signInAs(user)
  return renderApp(path)
}

/** The report's table (antd renders the header and body as one table with our aria-label). */
const table = (name: string) => screen.findByRole('table', { name }, { timeout: 45_000 })

async function chooseOption(label: string, option: string) {
  const user = setup()
  const combo = screen.getByRole('combobox', { name: label })
  await user.click(combo)
  // the option of the open dropdown (antd marks it with role="option" only in its hidden a11y list)
  const items = await screen.findAllByTitle(option)
  await user.click(items.find((el) => el.classList.contains('ant-select-item-option')) ?? items[0])
}

describe('Ranking Inadimplência', () => {
  it('lists customers by overdue balance with totals, and filters change the request', async () => {
    await open('/ranking_inadimplencia')
    const t = await table('Ranking Inadimplência')
    await within(t).findAllByText(/^1$/)
    expect(within(t).getByText(/Total · [1-9]\d* clientes/)).toBeInTheDocument()
    // a position of today: the filter bar says so where a period would be
    expect(within(screen.getByRole('search', { name: 'Filtros' })).getByText('Posição de hoje (sem filtro de período)')).toBeInTheDocument()
    const first = await requests('GET', '/report-ranking-inadimplencia/')
    expect(first.length).toBeGreaterThanOrEqual(1)
    expect(first.at(-1)!.params.get('agrupar')).toBe('cliente')

    await chooseOption('Agrupar por', 'Grupo econômico')
    await waitFor(async () => {
      const all = await requests('GET', '/report-ranking-inadimplencia/')
      expect(all.at(-1)!.params.get('agrupar')).toBe('grupo_economico')
    })
    await chooseOption('Região', 'Sul')
    await waitFor(async () => {
      const all = await requests('GET', '/report-ranking-inadimplencia/')
      expect(all.at(-1)!.params.get('regiao')).toBe('Sul')
    })
    // the hierarchy came once, from its cached endpoint
    expect(await requests('GET', '/vw-filtro-empreendimento/')).toHaveLength(1)
  }, 90_000)

  it('exports exactly the rows on screen with the totals row, the filters on the first line', async () => {
    const saved = catchSavedFiles()
    await open('/ranking_inadimplencia?regiao=Sul')
    const t = await table('Ranking Inadimplência')
    await within(t).findByText(/Total · [1-9]\d* clientes/)
    const count = Number(
      within(t)
        .getByText(/Total · [1-9]\d* clientes/)
        .textContent!.match(/\d+/)![0],
    )
    await setup().click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(1))
    // the spec's export: the rows, the title, and (ours) the first line, the name and the formats
    const [post] = await requests('POST', '/api/comum/excel/')
    const body = post.body as { title: string; colunas: Record<string, string> }
    expect(body.title).toBe('Ranking Inadimplência')
    expect(body.colunas).toMatchObject({ 'Saldo vencido': 'money', Participação: 'percent' })
    expect(saved.names[0]).toMatch(/^Ranking Inadimplência \d{2}-\d{2}-\d{4}\.xlsx$/)
    const sheet = await saved.sheet()
    const values = sheetValues(sheet)
    expect(values[0][0]).toMatch(
      /^Ranking Inadimplência · Posição de hoje \(sem filtro de período\) · Agrupar por: Cliente · Região: Sul · Exportado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    )
    // the screen's column titles, never the fields' keys
    expect(values[1]).toEqual(
      expect.arrayContaining(['Posição', 'Cliente / grupo', 'Saldo vencido', 'Participação', 'Maior atraso (dias)']),
    )
    expect(values[1]).not.toContain('maior_atraso')
    // first line + header + the rows on screen + the totals row
    expect(values).toHaveLength(count + 3)
    expect(values.at(-1)![0]).toBe('Total')
    const header = values[1]
    const money = sheet.getRow(3).getCell(header.indexOf('Saldo vencido') + 1)
    expect(money.type).toBe(ExcelJS.ValueType.Number)
    expect(money.numFmt).toMatch(/^"R\$" #,##0\.00/)
    const share = sheet.getRow(3).getCell(header.indexOf('Participação') + 1)
    expect(share.numFmt).toBe('0.00%')
    expect(share.value as number).toBeLessThanOrEqual(1)
  }, 90_000)

  it('exports the rows in the order the table is sorted', async () => {
    const saved = catchSavedFiles()
    await open('/ranking_inadimplencia')
    const t = await table('Ranking Inadimplência')
    await within(t).findByText(/Total · [1-9]\d* clientes/)
    const header = () => within(t).getByRole('columnheader', { name: /Cliente \/ grupo/ })
    const shownNames = () => {
      const column = within(t).getAllByRole('columnheader').indexOf(header())
      return within(t)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-row-key'))
        .map((row) => within(row).getAllByRole('cell')[column].textContent!.trim())
    }
    const before = shownNames()
    const user = setup()
    await user.click(header())
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'))
    const sorted = shownNames()
    expect(sorted).not.toEqual(before)
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(1))
    const values = sheetValues(await saved.sheet())
    const column = values[1].indexOf('Cliente / grupo')
    // the rows in the sheet start as the table shows them (its first page)
    const exported = values.slice(2, -1).map((r) => String(r[column]))
    expect(exported.slice(0, sorted.length)).toEqual(sorted)
  }, 90_000)

  it('shows the error with "Tentar novamente" and recovers', async () => {
    let fail = true
    server.use(
      http.get('/api/cobranca/report-ranking-inadimplencia/', () =>
        fail ? HttpResponse.json({ detail: 'Falhou.' }, { status: 500 }) : undefined,
      ),
    )
    await open('/ranking_inadimplencia')
    const retry = await screen.findByRole(
      'button',
      { name: /Tentar novamente/ },
      { timeout: 45_000 },
    )
    expect(screen.getByText('Não foi possível carregar Ranking Inadimplência.')).toBeInTheDocument()
    fail = false
    await setup().click(retry)
    await within(await table('Ranking Inadimplência')).findByText(/Total · [1-9]\d* clientes/)
  }, 90_000)

  it('says so when nothing matches', async () => {
    server.use(http.get('/api/cobranca/report-ranking-inadimplencia/', () => HttpResponse.json([])))
    await open('/ranking_inadimplencia')
    expect(
      await screen.findByText('Nenhum dado para os filtros escolhidos.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeDisabled()
  }, 90_000)
})

describe('Ranking Analista', () => {
  it('aggregates the rows of the period per analyst', async () => {
    await open('/ranking_analista?periodo=trimestre')
    const t = await table('Ranking Analista')
    await within(t).findByText(/Total · [1-9]\d* analistas/)
    const [req] = await requests('GET', '/report-ranking-analista')
    expect(req.params.get('data_inicio')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(req.params.get('data_fim')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const n = Number(
      within(t)
        .getByText(/Total · [1-9]\d* analistas/)
        .textContent!.match(/\d+/)![0],
    )
    expect(n).toBeGreaterThan(0)
    expect(within(t).getByRole('columnheader', { name: 'Documentos pagos' })).toBeInTheDocument()
  }, 90_000)
  it('the totals row counts each document once, however many analysts worked it', async () => {
    await open('/ranking_analista?periodo=trimestre')
    const t = await table('Ranking Analista')
    await within(t).findByText(/Total · [1-9]\d* analistas/)
    const [req] = await requests('GET', '/report-ranking-analista')
    // the distinct documents of the period, from the raw rows
    const token = await login('supervisor')
    const raw = await call('GET', `/api/cobranca/report-ranking-analista?${req.params}`, { token })
    const distinct = new Set((raw.body as { documento: string }[]).map((r) => r.documento)).size
    const headers = within(t).getAllByRole('columnheader').map((h) => h.textContent)
    const col = headers.indexOf('Documentos')
    const bodyRows = within(t).getAllByRole('row').filter((r) => !r.textContent!.startsWith('Total'))
    const perAnalyst = bodyRows
      .map((r) => within(r).queryAllByRole('cell')[col]?.textContent ?? '')
      .filter((x) => /^\d/.test(x))
      .reduce((sum, x) => sum + Number(x.replace(/\./g, '')), 0)
    const totalRow = within(t).getByText(/Total · [1-9]\d* analistas/).closest('tr')!
    const total = Number(within(totalRow).getAllByRole('cell')[col].textContent!.replace(/\./g, ''))
    expect(total).toBe(distinct)
    expect(perAnalyst).toBeGreaterThanOrEqual(total)
    const figures = screen.getByRole('group', { name: 'Resumo' })
    expect(within(figures).getByText('Documentos').nextSibling!.textContent).toBe(distinct.toLocaleString('pt-BR'))
  }, 90_000)
})

describe('Eficiência Ações de Cobrança', () => {
  it('shows the actions with sequential numbers and sends the screen to the report Excel', async () => {
    const saved = catchSavedFiles()
    await open('/eficiencia_acoes_cobranca?periodo=trimestre')
    const t = await table('Eficiência Ações de Cobrança')
    await within(t).findByText(/Total · [1-9]\d* linhas/)
    await setup().click(screen.getByRole('button', { name: /Planilha do relatório/ }))
    await waitFor(async () =>
      expect(await requests('POST', '/report-eficiencia-cobranca/excel')).toHaveLength(1),
    )
    const [post] = await requests('POST', '/report-eficiencia-cobranca/excel')
    expect(post.params.get('data_inicio')).toMatch(/^\d{4}-/)
    const data = (post.body as { data: Record<string, unknown>[] }).data
    expect(data[0]['Nº']).toBe(1)
    // the two spreadsheet buttons save two files, never one over the other
    await waitFor(() => expect(saved.names).toHaveLength(1))
    await setup().click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(2))
    expect(saved.names[0]).toMatch(/^Eficiência Ações de Cobrança - Planilha do relatório \d{2}-\d{2}-\d{4}\.xlsx$/)
    expect(saved.names[1]).toMatch(/^Eficiência Ações de Cobrança \d{2}-\d{2}-\d{4}\.xlsx$/)
  }, 90_000)
  it('shows the formula of the ganho and the comparison figures', async () => {
    await open('/eficiencia_acoes_cobranca?periodo=trimestre')
    const t = await table('Eficiência Ações de Cobrança')
    await within(t).findByText(/Total · [1-9]\d* linhas/)
    expect(screen.getByText(/Ganho = % dos títulos vencidos acionados pagos em até 15 dias da ação − % dos títulos comparáveis/)).toBeInTheDocument()
    const figures = screen.getByRole('group', { name: 'Resumo' })
    for (const label of ['Vencidos acionados pagos em 15 dias', 'Comparáveis sem ação pagos em 15 dias', 'Ganho das ações'])
      expect(within(figures).getByText(label)).toBeInTheDocument()
    expect(figures.querySelector('[aria-description^="Para cada título vencido acionado"]')).not.toBeNull()
    expect(within(figures).getByText(/p\.p\.$/)).toBeInTheDocument()
  }, 90_000)

})

describe('the other reports', () => {
  it.each([
    [
      '/documentos_pagos?periodo=trimestre',
      'Documentos Pagos',
      /Total · [1-9]\d* documentos/,
      'financeiro',
    ],
    [
      '/atendimento?periodo=trimestre',
      'Acompanhamento de Cobrança',
      /Total · [1-9]\d* atendimentos/,
      'supervisor',
    ],
    ['/acaocobrancarealizada', 'Última Ação Realizada', /Total · [1-9]\d* clientes/, 'analista'],
    [
      '/efetivacao-cobranca?periodo=semestre',
      'Efetivação de Cobrança',
      /Total · [1-9]\d* meses/,
      'supervisor',
    ],
    ['/devolucao?agrupar=motivo', 'Devolução', /Total · [1-9]\d* linhas/, 'supervisor'],
    [
      '/vendas?periodo=trimestre',
      'Histórico de Compras',
      /Total · [1-9]\d* clientes/,
      'supervisor',
    ],
  ])(
    '%s shows its rows and totals',
    async (path, title, total, user) => {
      await open(path, user)
      const t = await table(title)
      expect(await within(t).findByText(total, {}, { timeout: 45_000 })).toBeInTheDocument()
    },
    90_000,
  )

  it('Efetivação shows CEI and DSO with their formulas', async () => {
    await open('/efetivacao-cobranca')
    const figures = await screen.findByRole(
      'group',
      { name: 'Indicadores do período' },
      { timeout: 45_000 },
    )
    expect(within(figures).getByText('CEI do período')).toBeInTheDocument()
    expect(figures.querySelector('[aria-description^="CEI = "]')).not.toBeNull()
    expect(figures.querySelector('[aria-description^="DSO = "]')).not.toBeNull()
  }, 90_000)

  it('the chart numbers are readable as a table for screen readers', async () => {
    await open('/efetivacao-cobranca?periodo=trimestre')
    const chartTable = await screen.findByRole(
      'table',
      { name: /Vencimentos do mês/ },
      { timeout: 45_000 },
    )
    expect(within(chartTable).getAllByRole('row').length).toBeGreaterThan(2)
    // pt-BR money with the non-breaking space after R$ (the text matcher would fold it away)
    expect(chartTable.textContent).toMatch(/R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}/)
  }, 90_000)

  it('the client portal shows only the purchases of the linked customers', async () => {
    await open('/clientes/vendas', 'cliente')
    const t = await table('Histórico de Compras')
    await within(t).findByText(/Total · [1-9]\d* clientes?$/, {}, { timeout: 45_000 })
    const names = within(t).getAllByText(/^1000[12] · /)
    expect(names.length).toBeGreaterThan(0)
    expect(within(t).queryByText(/^1000[3-9] · /)).toBeNull()
  }, 90_000)
})

describe('Histórico de Compras', () => {
  it('marks the partial months and leaves them out of the monthly average', async () => {
    await open('/vendas?periodo=trimestre')
    const t = await table('Histórico de Compras')
    await within(t).findByText(/Total · [1-9]\d* clientes/, {}, { timeout: 45_000 })
    // "Últimos 3 meses" starts on today's day three months ago: that month is partial
    expect(screen.getByText(/Meses parciais \(.+\) ficam fora da média mensal e da tendência\./)).toBeInTheDocument()
    expect(within(t).getByRole('columnheader', { name: 'Tendência (3 meses inteiros)' })).toBeInTheDocument()
    const figures = screen.getByRole('group', { name: 'Resumo' })
    expect(within(figures).getByText('Média mensal (meses inteiros)')).toBeInTheDocument()
  }, 90_000)
})
