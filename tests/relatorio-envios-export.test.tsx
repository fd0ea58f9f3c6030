import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '../demo-api/db'
import { recordRequests, setupUser } from './requests'
import { renderApp, signInAs } from './render'
import { catchSavedFiles, sheetValues } from './saved-files'

const { matching: requests } = recordRequests()
afterEach(() => vi.restoreAllMocks())

describe('Relatório de Envios: Exportar Excel', () => {
  it("is the server's dispatch spreadsheet of the rows on screen, saved under this report's own name", async () => {
    const saved = catchSavedFiles()
    await signInAs('analista')
    const today = getDb().today
    renderApp(`/relatorios/relatorio-envios?data_inicio=${today}&data_fim=${today}&status=enviado`)
    const table = await screen.findByRole('table', { name: 'Envios' }, { timeout: 45_000 })
    const count = Number(
      (
        await within(table).findByText(/\b\d+ envios?$/, {}, { timeout: 45_000 })
      ).textContent!.match(/(\d+) envios?$/)![1],
    )
    await setupUser().click(screen.getByRole('button', { name: /Exportar Excel/ }))
    await waitFor(() => expect(saved.names).toHaveLength(1))
    expect(saved.names[0]).toMatch(/^Relatório de Envios \d{2}-\d{2}-\d{4}\.xlsx$/)

    // the server's spreadsheet: its endpoint gets the period and the rows as the screen shows them
    const [post] = await requests('POST', '/disparo-automatico/excel')
    expect(post.params.get('data_inicio')).toBe(today)
    const body = post.body as { title: string; data: Array<Record<string, unknown>> }
    expect(body.title).toBe('Relatório de Disparo Automático')
    expect(body.data).toHaveLength(count + 1)
    expect(Object.keys(body.data[0])).toEqual([
      'Data',
      'Cliente',
      'Canal',
      'Régua',
      'Destinatário',
      'Status',
      'Motivo',
      'Documento',
    ])
    expect(body.data[0].Data).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(body.data[0].Status).toBe('Enviado')

    // and the file saved is that spreadsheet
    const values = sheetValues(await saved.sheet())
    expect(values[0]).toContain('Cliente')
  })
})
