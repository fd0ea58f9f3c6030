import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReportTable, type ReportColumn } from '@/shared/ui/report'

interface Row {
  id: number
  nome: string
  valor: string
}

const columns: ReportColumn<Row>[] = [
  { key: 'nome', title: 'Cliente' },
  { key: 'valor', title: 'Valor', kind: 'money', total: 'sum' },
]
const rows: Row[] = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, nome: `Cliente ${String(i + 1).padStart(3, '0')}`, valor: '0.10' }))
const table = (data: Row[]) => <ReportTable<Row> caption="Teste" columns={columns} rows={data} rowKey={(r) => r.id} />

describe('ReportTable with many rows', () => {
  it('paints the first answer and then its whole page, with the totals of every row', async () => {
    const view = render(table([]))
    view.rerender(table(rows))
    const t = screen.getByRole('table', { name: 'Teste' })
    // the totals row counts every row from the first paint on (0,10 × 120 = R$ 12,00)
    expect(within(t).getByText('Total · 120 linhas')).toBeInTheDocument()
    expect(within(t).getByText(/R\$\s12,00/)).toBeInTheDocument()
    await waitFor(() => expect(within(t).getAllByText(/^Cliente \d{3}$/)).toHaveLength(50))
    expect(screen.getByText('120 linhas')).toBeInTheDocument()
  })

  it('while the first rows load, nothing reads as data: no "Nenhum dado", no "Total · 0"', () => {
    const loadingTable = (data: Row[], loading: boolean) => (
      <ReportTable<Row> caption="Teste" columns={columns} rows={data} rowKey={(r) => r.id} loading={loading} />
    )
    const view = render(loadingTable([], true))
    const t = screen.getByRole('table', { name: 'Teste' })
    expect(within(t).queryByText(/Nenhum dado/)).toBeNull()
    expect(within(t).queryByText(/Total ·/)).toBeNull()
    expect(within(t).getByText('Carregando…')).toBeInTheDocument()
    // the answer: an empty result says so, with its total
    view.rerender(loadingTable([], false))
    expect(within(t).getByText('Nenhum dado para os filtros escolhidos.')).toBeInTheDocument()
    expect(within(t).getByText('Total · 0 linhas')).toBeInTheDocument()
  })
})
