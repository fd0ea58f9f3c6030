import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { call, login } from '../demo-api/test-client'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

const T = { timeout: 45_000 }

describe('Página Inicial', () => {
  it('an analyst sees the day: reminders, returns, promises, customers without action and their ranking', async () => {
    await signInAs('analista')
    renderApp('/')
    const day = await screen.findByRole('region', { name: 'Seu dia' }, T)
    for (const title of [
      'Lembretes para hoje',
      'Retornos de hoje',
      'Promessas de pagamento',
      'Maiores saldos vencidos sem ação há 7 dias',
      'Seu ranking (últimos 30 dias)',
    ])
      expect(within(day).getByText(title)).toBeInTheDocument()
    // What the API says the analyst has, the page shows; each customer links to the attendance screen.
    const painel = await call('GET', '/api/cobranca/report-painel-inicial/', {
      token: await login('analista'),
    })
    const semAcao = painel.body.analista.sem_acao as {
      cod_cliente: number
      nome_fantasia: string
    }[]
    if (semAcao.length > 0) {
      const link = within(day).getByRole('link', {
        name: `${semAcao[0].cod_cliente} · ${semAcao[0].nome_fantasia}`,
      })
      expect(link).toHaveAttribute(
        'href',
        `/cobranca/atendimento?cliente=${semAcao[0].cod_cliente}`,
      )
    }
    const lembretes = within(day).queryByRole('list', { name: 'Lembretes para hoje' })
    expect(lembretes ? within(lembretes).getAllByRole('listitem').length : 0).toBe(
      Math.min(8, painel.body.analista.lembretes.length),
    )
    expect(screen.queryByRole('region', { name: 'Carteira e equipe' })).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Atalhos' })).toBeInTheDocument()
  }, 90_000)

  it('a supervisor sees the portfolio, aging, CEI and DSO with their reports, and the team ranking', async () => {
    await signInAs('supervisor')
    renderApp('/')
    const section = await screen.findByRole('region', { name: 'Carteira e equipe' }, T)
    const figures = within(section).getByRole('group', { name: 'Carteira' })
    for (const label of ['Saldo em aberto', 'Saldo vencido', 'CEI (12 meses)', 'DSO (12 meses)'])
      expect(within(figures).getByText(label)).toBeInTheDocument()
    const links = within(figures).getAllByRole('link', { name: 'Ver relatório' })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/ranking_inadimplencia',
        expect.stringMatching(/^\/efetivacao-cobranca\?data_inicio=/),
      ]),
    )
    expect(figures.querySelector('[aria-description^="CEI = "]')).not.toBeNull()
    const ranking = within(section).getByRole('table', { name: 'Ranking da equipe' })
    expect(within(ranking).getAllByRole('row').length).toBeGreaterThan(1)
    expect(
      within(section).getByRole('table', { name: 'Saldo em aberto por faixa de atraso' }),
    ).toBeInTheDocument()
  }, 90_000)

  it('a finance user sees what finance needs first', async () => {
    await signInAs('financeiro')
    renderApp('/')
    const fin = await screen.findByRole('region', { name: 'Financeiro' }, T)
    expect(within(fin).getByText(/Parcelas a vencer em 30 dias/)).toBeInTheDocument()
    expect(within(fin).getAllByRole('link', { name: 'Ver relatório' }).length).toBeGreaterThan(0)
  }, 90_000)

  it('a failed load offers "Tentar novamente" and the shortcuts stay', async () => {
    let fail = true
    server.use(
      http.get('/api/cobranca/report-painel-inicial/', () =>
        fail ? HttpResponse.json({ detail: 'Indisponível.' }, { status: 503 }) : undefined,
      ),
    )
    await signInAs('supervisor')
    renderApp('/')
    const retry = await screen.findByRole('button', { name: /Tentar novamente/ }, T)
    expect(screen.getByRole('navigation', { name: 'Atalhos' })).toBeInTheDocument()
    fail = false
    await userEvent.setup({ delay: null }).click(retry)
    expect(await screen.findByRole('region', { name: 'Carteira e equipe' }, T)).toBeInTheDocument()
  }, 90_000)

  it('an analyst’s queue lists the promises due today and the broken ones, each linking to the customer’s panel', async () => {
    await signInAs('analista')
    renderApp('/')
    const day = await screen.findByRole('region', { name: 'Seu dia' }, T)
    const token = await login('analista')
    const queue = await call(
      'GET',
      '/api/cobranca/promessa-pagamento/?status=vence_hoje,quebrada&minhas=true',
      { token },
    )
    const rows = queue.body as {
      id: number
      cod_cliente: number
      nome_fantasia: string
      status: string
    }[]
    expect(rows.length).toBeGreaterThan(0)
    const list = await within(day).findByRole('list', { name: 'Promessas de pagamento' }, T)
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(Math.min(8, rows.length))
    const today = rows.filter((r) => r.status === 'vence_hoje')
    const broken = rows.filter((r) => r.status === 'quebrada')
    // due today first, each with its tag; every customer links to its panel
    if (today.length > 0) {
      expect(items[0]).toHaveTextContent('Vence hoje')
      expect(within(items[0]).getByRole('link', { name: today[0].nome_fantasia })).toHaveAttribute(
        'href',
        `/cobranca/novo-painel-clientes?cliente=${today[0].cod_cliente}`,
      )
    }
    if (broken.length > 0)
      expect(within(list).getAllByText(/^Quebrada em \d{2}\/\d{2}\/\d{4}$/).length).toBe(
        Math.min(broken.length, 8 - Math.min(today.length, 8)),
      )
    for (const item of items)
      expect(within(item).getByRole('link').getAttribute('href')).toMatch(
        /^\/cobranca\/novo-painel-clientes\?cliente=\d+$/,
      )
  }, 90_000)
})
