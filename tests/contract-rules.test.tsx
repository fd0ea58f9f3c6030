/**
 * Issue 27, item 3: the contract form refuses what the server refuses (demo-api CONTRATO_LIMITS),
 * next to the field and before any request: a 100.000 % monthly rate, a value with extra zeros.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './render'
import { recordRequests, setupUser } from './requests'

const SLOW = { timeout: 45_000 }
const requests = recordRequests()

describe('Novo contrato: sane ranges', { timeout: 90_000 }, () => {
  it('a 100.000 % monthly rate and a R$ 120 bi value are refused next to their fields, nothing sent', async () => {
    await signInAs('financeiro')
    renderApp('/gestao-financiamento/gestao-financiamento/contrato')
    const user = setupUser()
    await screen.findByRole('table', { name: 'Contratos' }, SLOW)
    await user.click(screen.getByRole('button', { name: /Novo contrato/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo contrato' })

    await user.type(within(drawer).getByLabelText('Taxa (%)'), '100000')
    await user.type(within(drawer).getByLabelText('Valor contratado'), '120000000000')
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(
      await within(drawer).findByText(
        'Taxa acima de 20% ao mês (ou o equivalente ao ano): confira o valor digitado.',
      ),
    ).toBeInTheDocument()
    // each field shows its own message when its check ends: the other one may come a moment later
    expect(
      await within(drawer).findByText('Valor acima de R$ 10.000.000.000,00: confira o valor digitado.'),
    ).toBeInTheDocument()
    expect(await requests.matching('POST', '/api/financeiro/contrato/')).toEqual([])

    // 1,5 % a.m. is a rate like any other: its message goes away
    const taxa = within(drawer).getByLabelText('Taxa (%)')
    await user.clear(taxa)
    await user.type(taxa, '1,5')
    await user.tab()
    await waitFor(() =>
      expect(
        within(drawer).queryByText('Taxa acima de 20% ao mês (ou o equivalente ao ano): confira o valor digitado.'),
      ).not.toBeInTheDocument(),
    )
    expect(taxa).toHaveValue('1,5000')
    expect(
      within(drawer).getByText('Valor acima de R$ 10.000.000.000,00: confira o valor digitado.'),
    ).toBeInTheDocument()
    // and a value as people type it ('120.000,00') is a value like any other
    const valor = within(drawer).getByLabelText('Valor contratado')
    await user.clear(valor)
    await user.type(valor, '120.000,00')
    await user.tab()
    await waitFor(() =>
      expect(
        within(drawer).queryByText('Valor acima de R$ 10.000.000.000,00: confira o valor digitado.'),
      ).not.toBeInTheDocument(),
    )
    expect(within(drawer).queryByText(/Valor inválido|Informe um valor válido/)).not.toBeInTheDocument()
  })
})
