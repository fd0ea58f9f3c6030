import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RegisterForm } from './register-form'
import type { FieldDef } from './types'

interface Indice {
  id: number
  data: string | null
  valor: number | null
  indice: number | null
}

const IMPOSSIBLE = 'A data 31/02/2027 não existe. Use dd/mm/aaaa.'

function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
}

function renderForm(fields: FieldDef<Indice>[]) {
  const onSubmit = vi.fn((payload: Partial<Indice>) => Promise.resolve(payload))
  render(<RegisterForm<Indice> open title="Novo índice" fields={fields} editing={null} onSubmit={onSubmit} onClose={() => {}} />)
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { onSubmit, user }
}

describe('register kit: date fields (issue 15)', { timeout: 60_000 }, () => {
  it('an impossible date typed (31/02/2027) is refused next to the field and never saved as another day', async () => {
    const { onSubmit, user } = renderForm([{ name: 'data', label: 'Mês de referência', kind: 'date', required: true }])
    typeDate('Mês de referência', '31/02/2027')
    expect(await screen.findByText(IMPOSSIBLE)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(IMPOSSIBLE)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    typeDate('Mês de referência', '28/02/2027')
    await waitFor(() => expect(screen.queryByText(IMPOSSIBLE)).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({ data: '2027-02-28' })
  })

  it('a required date, number or numeric select that is filled in is not reported as missing', async () => {
    const { onSubmit, user } = renderForm([
      { name: 'data', label: 'Mês de referência', kind: 'date', required: true },
      { name: 'valor', label: 'Valor do índice', kind: 'number', required: true },
      { name: 'indice', label: 'Índice', kind: 'select', required: true, options: [{ value: 7, label: 'IPCA' }] },
    ])
    typeDate('Mês de referência', '01/03/2027')
    await user.type(screen.getByLabelText('Valor do índice'), '4')
    await user.click(screen.getByLabelText('Índice'))
    // antd's visible option carries its label as title (the role=option list is for screen readers)
    const options = await screen.findAllByTitle('IPCA')
    await user.click(options[options.length - 1])
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(/^Informe /)).not.toBeInTheDocument()
    expect(onSubmit.mock.calls[0][0]).toEqual({ data: '2027-03-01', valor: 4, indice: 7 })
  })
})
