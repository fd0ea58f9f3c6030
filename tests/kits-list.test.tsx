/** The register kit's nested lists (`kind: 'list'`): rows added and removed, checked, sent and refused. */
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiError } from '@/shared/api/errors'
import { RegisterForm, type FieldDef } from '@/shared/ui/register'
import { renderWithProviders } from './render'
import { setupUser } from './requests'

interface Cliente {
  id: number
  nome: string
  enderecos: Array<{ cep: string; cidade: string; tipo?: string }>
  emails: Array<{ email: string }>
  vinculos: Array<{ alvo: string; cliente?: number | null; grupo?: number | null }>
}

const fields: FieldDef<Cliente>[] = [
  { name: 'nome', label: 'Nome', kind: 'text', required: true },
  {
    name: 'enderecos',
    label: 'Endereços',
    kind: 'list',
    itemLabel: 'Endereço',
    firstNote: 'principal',
    required: true,
    requiredMessage: 'Informe ao menos um endereço.',
    newItem: { tipo: 'comercial' },
    item: [
      { name: 'tipo', label: 'Tipo', kind: 'text', half: true },
      { name: 'cep', label: 'CEP', kind: 'cep', required: true, half: true },
      { name: 'cidade', label: 'Cidade', kind: 'text', required: true, normalize: (v) => String(v).toUpperCase() },
    ],
  },
  {
    name: 'emails',
    label: 'E-mails',
    kind: 'list',
    layout: 'inline',
    itemLabel: 'E-mail',
    item: [{ name: 'email', label: 'E-mail', kind: 'email', required: true }],
  },
  {
    name: 'vinculos',
    label: 'Vínculos',
    kind: 'list',
    itemLabel: 'Vínculo',
    newItem: { alvo: 'cliente' },
    item: [
      { name: 'alvo', label: 'Com', kind: 'select', options: [{ value: 'cliente', label: 'Cliente' }, { value: 'grupo', label: 'Grupo' }] },
      { name: 'cliente', label: 'Cliente', kind: 'number', required: true, visible: (v) => v.alvo !== 'grupo' },
      { name: 'grupo', label: 'Grupo', kind: 'number', required: true, visible: (v) => v.alvo === 'grupo' },
    ],
  },
]

const STORED: Cliente = {
  id: 7,
  nome: 'Ana',
  enderecos: [{ cep: '01310-100', cidade: 'SÃO PAULO', tipo: 'comercial' }],
  emails: [{ email: 'ana@exemplo.com.br' }],
  vinculos: [{ alvo: 'grupo', grupo: 3, cliente: null }],
}

function Harness({ onSubmit, editing = null }: { onSubmit: (payload: Partial<Cliente>) => Promise<unknown>; editing?: Cliente | null }) {
  const [open, setOpen] = useState(true)
  return (
    <RegisterForm<Cliente>
      open={open}
      title="Cliente"
      fields={fields}
      editing={editing}
      onSubmit={(payload) => onSubmit(payload)}
      onClose={() => setOpen(false)}
    />
  )
}

async function openForm(onSubmit = vi.fn(async () => undefined), editing: Cliente | null = null) {
  renderWithProviders(<Harness onSubmit={onSubmit} editing={editing} />)
  return { form: await screen.findByRole('form', { name: 'Cliente' }), onSubmit }
}

const save = (user: ReturnType<typeof setupUser>) => user.click(screen.getByRole('button', { name: 'Salvar' }))

describe('register kit: nested lists', { timeout: 60_000 }, () => {
  it('adds and removes rows, numbers them and marks the first', async () => {
    const user = setupUser()
    const { form } = await openForm()
    expect(within(form).queryByRole('group', { name: 'Endereço 1' })).toBeNull()
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    expect(within(form).getByText('Endereço 1 (principal)')).toBeInTheDocument()
    const second = within(form).getByRole('group', { name: 'Endereço 2' })
    expect(within(second).getByLabelText(/^Tipo/)).toHaveValue('comercial')
    await user.click(within(form).getByRole('button', { name: /Adicionar e-mail/ }))
    await user.click(within(form).getByRole('button', { name: /Adicionar e-mail/ }))
    expect(within(form).getByLabelText('E-mail 1')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Remover e-mail 2' }))
    expect(within(form).queryByLabelText('E-mail 2')).toBeNull()
    await user.click(within(second).getByRole('button', { name: /Remover endereço 2/ }))
    expect(within(form).queryByRole('group', { name: 'Endereço 2' })).toBeNull()
  })

  it('checks each row next to its field, the list as a whole under it, and sends nothing', async () => {
    const user = setupUser()
    const { form, onSubmit } = await openForm()
    await user.type(within(form).getByLabelText('Nome'), 'Ana')
    await save(user)
    expect(await within(form).findByText('Informe ao menos um endereço.')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    const address = within(form).getByRole('group', { name: 'Endereço 1' })
    await user.type(within(address).getByLabelText('CEP'), '0131')
    await save(user)
    expect(await within(address).findByText('CEP inválido. Use 8 dígitos, ex.: 01310-100.')).toBeInTheDocument()
    expect(within(address).getByText('Preencha o campo "Cidade".')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows per row what the row needs (visible) and sends each row by its item kinds', async () => {
    const user = setupUser()
    const { form, onSubmit } = await openForm()
    await user.type(within(form).getByLabelText('Nome'), ' Ana ')
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    const address = within(form).getByRole('group', { name: 'Endereço 1' })
    await user.type(within(address).getByLabelText('CEP'), '01310100')
    expect(within(address).getByLabelText('CEP')).toHaveValue('01310-100')
    await user.type(within(address).getByLabelText('Cidade'), 'são paulo')
    expect(within(address).getByLabelText('Cidade')).toHaveValue('SÃO PAULO')
    await user.click(within(form).getByRole('button', { name: /Adicionar vínculo/ }))
    const link = within(form).getByRole('group', { name: 'Vínculo 1' })
    expect(within(link).queryByLabelText('Grupo')).toBeNull()
    await user.type(within(link).getByLabelText('Cliente'), '10001')
    await save(user)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({
      nome: 'Ana',
      enderecos: [{ tipo: 'comercial', cep: '01310-100', cidade: 'SÃO PAULO' }],
      emails: [],
      vinculos: [{ alvo: 'cliente', cliente: 10001 }],
    })
  })

  it('fills the rows of a stored record and a row hides what its values do not need', async () => {
    const { form } = await openForm(undefined, STORED)
    const link = within(form).getByRole('group', { name: 'Vínculo 1' })
    expect(within(link).getByLabelText('Grupo')).toHaveValue('3')
    expect(within(link).queryByLabelText('Cliente')).toBeNull()
    expect(within(form).getByLabelText('E-mail 1')).toHaveValue('ana@exemplo.com.br')
  })

  it("puts a server error about a row's field on that field and keeps every row typed", async () => {
    const user = setupUser()
    const refusal: ApiError & { body: unknown } = {
      kind: 'validation',
      status: 400,
      message: 'Verifique os campos destacados.',
      fieldErrors: { enderecos: ['CEP não encontrado.'] },
      nonFieldErrors: [],
      body: { enderecos: [{}, { cep: ['CEP não encontrado.'] }] },
    }
    const { form } = await openForm(vi.fn(async () => Promise.reject(refusal)), STORED)
    await user.click(within(form).getByRole('button', { name: /Adicionar endereço/ }))
    const second = within(form).getByRole('group', { name: 'Endereço 2' })
    await user.type(within(second).getByLabelText('CEP'), '99999999')
    await user.type(within(second).getByLabelText('Cidade'), 'Nenhures')
    await save(user)
    expect(await within(second).findByText('CEP não encontrado.')).toBeInTheDocument()
    const first = within(form).getByRole('group', { name: 'Endereço 1' })
    expect(within(first).queryByText('CEP não encontrado.')).toBeNull()
    expect(within(second).getByLabelText('CEP')).toHaveValue('99999-999')
    expect(within(first).getByLabelText('CEP')).toHaveValue('01310-100')
  })

  it('asks before discarding a row added or removed', async () => {
    const user = setupUser()
    const { form } = await openForm(undefined, STORED)
    await user.click(within(form).getByRole('button', { name: 'Remover e-mail 1' }))
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }))
    expect(within(form).queryByLabelText('E-mail 1')).toBeNull()
    expect(within(form).getByRole('group', { name: 'Endereço 1' })).toBeInTheDocument()
  })
})
