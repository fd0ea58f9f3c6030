import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { todayISO } from '@/shared/lib/date'
import { addMonthsISO } from '@/shared/lib/financing'
import { renderApp, signInAs } from './render'

const R = '/gestao-financiamento/gestao-financiamento'

describe('Parcelas a Vencer', () => {
  it('lists the open instalments of the next 90 days with totals per month', async () => {
    await signInAs('financeiro')
    renderApp(`${R}/parelas-vencer`)
    const table = await screen.findByRole(
      'table',
      { name: 'Parcelas a Vencer' },
      { timeout: 60_000 },
    )
    await waitFor(() =>
      expect(within(table).getAllByText(/^(CG|FINAME|CCB|4131|VEI)-/).length).toBeGreaterThan(3),
    )
    const months = screen.getByRole('table', { name: 'Totais por mês' })
    const today = todayISO()
    expect(
      within(months).getByText(`${today.slice(5, 7)}/${today.slice(0, 4)}`),
    ).toBeInTheDocument()
    expect(screen.getByText('A pagar no período')).toBeInTheDocument()
    // the USD line is converted to reais
    expect(within(table).getAllByText('USD').length).toBeGreaterThan(0)
  }, 150_000)

  it('keeps the period in the address', async () => {
    await signInAs('financeiro')
    const today = todayISO()
    const from = addMonthsISO(today, 24)
    renderApp(`${R}/parelas-vencer?data_inicio=${from}&data_fim=${addMonthsISO(from, 1)}&empresa=3`)
    const table = await screen.findByRole(
      'table',
      { name: 'Parcelas a Vencer' },
      { timeout: 60_000 },
    )
    await waitFor(() =>
      expect(within(table).getByText('Nenhuma parcela a vencer no período.')).toBeInTheDocument(),
    )
  }, 150_000)
})

describe('Relatório Endividamento', () => {
  it('shows balances by bank split short/long term, the maturity profile and debt against receivables', async () => {
    await signInAs('financeiro')
    renderApp(`${R}/relatorio-endividamento`)
    const table = await screen.findByRole(
      'table',
      { name: 'Relatório Endividamento' },
      { timeout: 60_000 },
    )
    expect(await within(table).findByText('341 · Itaú Unibanco')).toBeInTheDocument()
    expect(screen.getByText('Custo médio ponderado')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Curto prazo/ })).toBeInTheDocument()
    const coverage = screen.getByRole('table', { name: 'Dívida × recebíveis por mês' })
    await waitFor(() =>
      expect(within(coverage).getAllByText(/^(Coberto|Descoberto)$/)).toHaveLength(12),
    )
    expect(screen.getByText(/ponderado pela taxa de recebimento/)).toBeInTheDocument()
    expect(
      screen.getByRole('table', { name: 'Taxa de recebimento por faixa de atraso' }),
    ).toBeInTheDocument()
  }, 150_000)

  it('groups by contract from the address', async () => {
    await signInAs('financeiro')
    renderApp(`${R}/relatorio-endividamento?agrupar=contrato`)
    const table = await screen.findByRole(
      'table',
      { name: 'Relatório Endividamento' },
      { timeout: 60_000 },
    )
    expect(await within(table).findByText(/^FINAME-/)).toBeInTheDocument()
    expect(within(table).getByText(/^CCB-/)).toBeInTheDocument()
    // the paid-off contract has no balance
    expect(within(table).queryByText(/^CG-.*19002$/)).not.toBeInTheDocument()
  }, 150_000)
})
