import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getDb } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

vi.setConfig({ testTimeout: 180_000 })

function setup() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

describe('Relatório de Envios', () => {
  it('lists the period, filters by status in the URL, shows totals and opens the rendered message', async () => {
    const user = setup()
    await signInAs('analista')
    const today = getDb().today
    const { router } = renderApp(
      `/relatorios/relatorio-envios?data_inicio=${today}&data_fim=${today}&status=enviado`,
    )
    const table = await screen.findByRole('table', { name: 'Envios' }, { timeout: 45_000 })
    const expected = getDb().tables['disparo-log'].filter(
      (r) => r.data.startsWith(today) && r.status === 'enviado',
    ).length
    expect(expected).toBeGreaterThan(0)
    await waitFor(() =>
      expect(
        within(table).getByText(
          new RegExp(`\\b${expected} ${expected === 1 ? 'envio' : 'envios'}$`),
        ),
      ).toBeInTheDocument(),
    )
    const summary = screen.getByRole('group', { name: 'Totais por canal e status' })
    expect(within(summary).getByText('Enviadas').nextSibling?.textContent).toBe(String(expected))
    expect(router.state.location.search).toContain('status=enviado')
    const first = within(table).getAllByText('Enviado')[0].closest('tr')!
    await user.click(first)
    const drawer = await screen.findByRole('dialog', { name: /Mensagem de/ })
    await waitFor(() => expect(within(drawer).queryByText(/Carregando a mensagem/)).toBeNull())
    const frame = within(drawer).queryByTitle('Mensagem renderizada') as HTMLIFrameElement | null
    if (frame) {
      expect(frame.getAttribute('sandbox')).toBe('')
      expect(frame.getAttribute('srcdoc')).toMatch(/Boa Safra|Olá|Prezado/)
    } else {
      expect(
        within(drawer).getByRole('figure', { name: 'Mensagem renderizada' }).textContent,
      ).toMatch(/Boa Safra|Olá/)
    }
  })

  it('shows the failure with a retry, then the rows', async () => {
    let fail = true
    server.use(
      http.get('*/api/cobranca/disparo-automatico', () =>
        fail ? HttpResponse.json({ detail: 'erro' }, { status: 500 }) : undefined,
      ),
    )
    const user = setup()
    await signInAs('supervisor')
    renderApp('/relatorios/relatorio-envios')
    const retry = await screen.findByRole(
      'button',
      { name: /Tentar novamente/ },
      { timeout: 45_000 },
    )
    fail = false
    await user.click(retry)
    const table = await screen.findByRole('table', { name: 'Envios' })
    await waitFor(() =>
      expect(within(table).getAllByText(/\d+ envios?$/).length).toBeGreaterThan(0),
    )
  })
})
