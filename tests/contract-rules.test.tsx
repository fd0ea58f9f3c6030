/**
 * Issue 27, item 3: the contract form refuses what the server refuses (demo-api CONTRATO_LIMITS),
 * next to the field and before any request: a 100.000 % monthly rate, a value with extra zeros.
 * Issue 24, item 5: a pre-fixed contract takes no post-fixed index (and a post-fixed one needs one).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './render'
import { holdGet, recordRequests, setupUser } from './requests'

type User = ReturnType<typeof setupUser>

/** Picks an option of the drawer's select (antd lists it, by its title, in the open dropdown). */
async function choose(user: User, drawer: HTMLElement, label: string, option: string) {
  await user.click(within(drawer).getByRole('combobox', { name: label }))
  const items = await screen.findAllByTitle(option)
  await user.click(items.at(-1)!)
}

const SLOW = { timeout: 45_000 }
const requests = recordRequests()

/** Contrato as the finance user, with "Novo contrato" open. */
async function openNewContract() {
  await signInAs('financeiro')
  renderApp('/gestao-financiamento/gestao-financiamento/contrato')
  const user = setupUser()
  await screen.findByRole('table', { name: 'Contratos' }, SLOW)
  await user.click(screen.getByRole('button', { name: /Novo contrato/ }))
  return { user, drawer: await screen.findByRole('dialog', { name: 'Novo contrato' }) }
}

describe('Novo contrato: sane ranges', { timeout: 90_000 }, () => {
  it('a 100.000 % monthly rate and a R$ 120 bi value are refused next to their fields, nothing sent', async () => {
    const { user, drawer } = await openNewContract()

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

  it('a pre-fixed contract is offered no post-fixed index, and refuses one chosen before, next to Índice', async () => {
    const { user, drawer } = await openNewContract()

    // an index first (every index is offered while no tipo de juros is chosen), then Pré-fixado
    await choose(user, drawer, 'Índice', 'CDI (pós-fixado)')
    await choose(user, drawer, 'Tipo de juros', 'Pré-fixado')
    const message = 'Contrato pré-fixado não usa índice pós-fixado.'
    expect(await within(drawer).findByText(message)).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText(message)).toBeInTheDocument()
    expect(await requests.matching('POST', '/api/financeiro/contrato/')).toEqual([])

    // the list offers the chosen index (to show it) and the pre-fixed ones, no other post-fixed one
    await user.click(within(drawer).getByRole('combobox', { name: 'Índice' }))
    await waitFor(() => expect(screen.queryByTitle('SELIC (pós-fixado)')).not.toBeInTheDocument())
    expect(screen.getAllByTitle('CDI (pós-fixado)').length).toBeGreaterThan(0)
    expect(screen.getAllByTitle('Pré').length).toBeGreaterThan(0)
    await user.click(screen.getAllByTitle('Pré').at(-1)!)
    await waitFor(() => expect(within(drawer).queryByText(message)).not.toBeInTheDocument())

    // Pós-fixado the other way round: the pre-fixed index is refused, the post-fixed ones offered
    await choose(user, drawer, 'Tipo de juros', 'Pós-fixado')
    expect(
      await within(drawer).findByText('Contrato pós-fixado precisa de um índice pós-fixado (CDI, SELIC, IPCA…).'),
    ).toBeInTheDocument()
    await choose(user, drawer, 'Índice', 'SELIC (pós-fixado)')
    await waitFor(() => expect(within(drawer).queryByText(/Contrato pós-fixado precisa/)).not.toBeInTheDocument())
  })

  it('"Cancelar" after a refused empty "Salvar" closes at once, even when a default arrived late (issue 24)', async () => {
    // the currencies arrive after the form opened: their default (BRL) is the form's, not a change
    const release = holdGet('*/api/financeiro/moeda/')
    const { user, drawer } = await openNewContract()
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    expect(await within(drawer).findByText('Preencha o campo "Número do contrato".')).toBeInTheDocument()
    release()
    expect(await within(drawer).findByText('BRL · Real')).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo contrato' })).not.toBeInTheDocument())
    expect(screen.queryByText('Descartar alterações?')).toBeNull()

    // something typed still asks
    await user.click(screen.getByRole('button', { name: /Novo contrato/ }))
    const again = await screen.findByRole('dialog', { name: 'Novo contrato' })
    await user.type(within(again).getByLabelText('Número do contrato'), 'C-1')
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }))
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0)
  })
})
