/**
 * The app in front of a backend that has only the specification's endpoints (issue 23): every
 * operation the contract proposes answers Django's HTML 404. Each section that needs one says
 * which operation the server lacks, without a retry; the rest of the page works.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './render'
import { onlySpecEndpoints } from './requests'

const needs = (method: string, path: string) =>
  `Esta função precisa de ${method} ${path} no servidor, que ainda não a oferece.`

describe('a backend with only the specification’s endpoints', () => {
  it('home: the panel names the operation it needs, and the shortcuts still work', async () => {
    onlySpecEndpoints()
    await signInAs('admin')
    renderApp('/')
    const alert = (await screen.findByText(needs('GET', '/api/cobranca/report-painel-inicial/'), {}, { timeout: 60_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement
    expect(alert).not.toBeNull()
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Erro interno/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Base Cobrança' })).toBeInTheDocument()
  }, 90_000)

  it("customer panel: without the customer's detail, the sections that have their endpoints still open", async () => {
    onlySpecEndpoints()
    await signInAs('admin')
    renderApp('/cobranca/novo-painel-clientes?cliente=10001')
    expect(await screen.findByText(needs('GET', '/api/cobranca/cliente/{id}/'), {}, { timeout: 60_000 })).toBeInTheDocument()
    // the attendance form and the history read spec endpoints only
    expect(await screen.findByRole('region', { name: 'Novo atendimento' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Atender' })).toBeInTheDocument()
    // the sections of a proposed list (open and paid titles) each say what they need, in their place
    const titles = await screen.findAllByText(needs('GET', '/api/cobranca/contas-receber/'), {}, { timeout: 30_000 })
    expect(titles[0].closest('section')).toHaveAccessibleName('Títulos em aberto')
    expect(screen.queryByText(/Erro interno/)).not.toBeInTheDocument()
    expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument()
  }, 90_000)
})
