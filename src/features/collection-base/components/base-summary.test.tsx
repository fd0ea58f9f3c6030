import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BaseSummaryPanel } from './base-summary'

const zero = {
  saldo: 0,
  vencido: 0,
  a_vencer: 0,
  aging: [0, 0, 0, 0, 0, 0],
} as unknown as Parameters<typeof BaseSummaryPanel>[0]['totals']
const summary = {
  titulos: 0,
  clientes: 0,
  clientesVencidos: 0,
  participacaoVencida: null,
} as unknown as Parameters<typeof BaseSummaryPanel>[0]['summary']

describe('Base Cobrança summary while loading', () => {
  it('shows dashes, never "R$ 0,00 · 0,0%" in the aging panel', () => {
    render(<BaseSummaryPanel totals={zero} summary={summary} loading empty />)
    const chart = screen.getByText('Saldo em aberto por faixa de atraso').closest('figure')!
    expect(chart).not.toHaveTextContent('R$')
    expect(chart).not.toHaveTextContent('%')
    expect(chart.textContent).toContain('—')
  })

  it('shows the figures once loaded', () => {
    render(<BaseSummaryPanel totals={zero} summary={summary} loading={false} />)
    expect(
      screen.getByText('Saldo em aberto por faixa de atraso').closest('figure')!,
    ).toHaveTextContent('0,0%')
  })
})
