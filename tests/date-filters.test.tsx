import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FeedbackBridge } from '@/shared/ui/feedback-bridge'
import { BaseFiltersBar } from '@/features/collection-base/components/base-filters'
import { EMPTY_FILTERS } from '@/features/collection-base/filters'
import { FilterBar, dateRangeFilter, periodFilter, useUrlFilters } from '@/shared/ui/report'
import { renderWithProviders } from './render'

// Issue 15, "Dates": an impossible date typed in a report filter is never dropped silently, and
// a filter value in the address that does not parse is removed from it and the user is told.

const schema = {
  vencimento: dateRangeFilter('data_vencimento_inicio', 'data_vencimento_fim', 'Vencimento'),
  periodo: periodFilter({ fallback: () => ({ from: '2026-01-01', to: '2026-01-31' }) }),
}

function Filtros() {
  const filters = useUrlFilters(schema)
  return (
    <FilterBar
      fields={[
        { name: 'vencimento', kind: 'date-range', label: 'Vencimento' },
        { name: 'periodo', kind: 'period' },
      ]}
      values={filters.values}
      onChange={(patch) => filters.set(patch)}
      onClear={filters.reset}
      active={filters.active}
    />
  )
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <FeedbackBridge />
            <Filtros />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

function typeAndLeave(input: HTMLElement, text: string) {
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
}

describe('report filters: impossible dates (issue 15)', { timeout: 60_000 }, () => {
  it('a 31/02 typed in a date-range filter is said next to the field, and the address keeps its filter', async () => {
    const router = open('/r?data_vencimento_inicio=2026-01-10')
    const start = await screen.findByLabelText('Vencimento')
    typeAndLeave(start, '31/02/2027')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data 31/02/2027 não existe e não foi aplicada. Use dd/mm/aaaa.',
    )
    expect(router.state.location.search).toBe('?data_vencimento_inicio=2026-01-10')

    // fixing what was typed takes the message away
    typeAndLeave(start, '10/01/2026')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('the period\'s dates say so too, and "Limpar filtros" takes the message away', async () => {
    open('/r?data_inicio=2026-01-05&data_fim=2026-01-20')
    // the period's preset select is labelled "Período"; its two dates are `<id>-inicio` and `<id>-fim`
    const preset = await screen.findByLabelText('Período')
    const end = document.getElementById(`${preset.id}-fim`) as HTMLElement
    typeAndLeave(end, '30/02/2026')
    expect(await screen.findByRole('alert')).toHaveTextContent('A data 30/02/2026 não existe e não foi aplicada.')
    fireEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('an impossible date in the address is removed from it and the user is told', async () => {
    const router = open('/r?data_vencimento_inicio=2026-02-31&data_vencimento_fim=2026-03-10&data_inicio=2026-13-01')
    expect(
      await screen.findByText('Os filtros "Vencimento", "Período" do endereço não eram válidos e foram removidos.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?data_vencimento_fim=2026-03-10'))
  })
})

describe('Base Cobrança filters: impossible dates (issue 15)', { timeout: 60_000 }, () => {
  it('a 31/02 typed in Vencimento is said next to the field and never applied', async () => {
    const patches: unknown[] = []
    renderWithProviders(
      <BaseFiltersBar
        filters={{ ...EMPTY_FILTERS, data_vencimento_inicio: '2026-01-10' }}
        info=""
        options={{ vendedores: [], filiais: [], formas: [], grupos: [], loading: false }}
        onChange={(patch) => patches.push(patch)}
        onInfo={() => undefined}
        onClear={() => undefined}
        hasFilters
      />,
    )
    typeAndLeave(screen.getByLabelText('Vencimento'), '31/02/2027')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data 31/02/2027 não existe e não foi aplicada. Use dd/mm/aaaa.',
    )
    expect(patches).toEqual([])
  })
})

