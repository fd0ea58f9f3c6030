/**
 * The register kit's form in a modal (issue 24, item 7: the customer panel's record forms): it opens
 * as a dialog over the page, Enter submits, "Cancelar" asks only after a change, a server 400 lands
 * on its field with everything typed kept, one click sends one request, and what a `custom` field
 * holds reaches `onSubmit`.
 */
import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import { Form, Input } from 'antd'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  usePostFinanceiroMoedaMutation,
  type Moeda,
  type NovaMoeda,
} from '@/shared/api/generated/financiamento'
import { FeedbackBridge } from '@/shared/ui/feedback-bridge'
import { RegisterForm, type FieldDef } from '@/shared/ui/register'
import { holdMoedaRefusal } from './held-refusal'
import { server } from './msw-server'
import { renderWithProviders, signInAs } from './render'
import { setupUser } from './requests'

/** The currency's own fields (the kit's kinds) and a block of the page's (custom). */
const FIELDS: FieldDef<Moeda>[] = [
  { name: 'nome', label: 'Nome', kind: 'text', required: true },
  { name: 'sigla', label: 'Sigla', kind: 'text', required: true, maxLength: 3, half: true },
  { name: 'simbolo', label: 'Símbolo', kind: 'text', maxLength: 5, half: true },
  {
    name: 'apelidos',
    label: 'Apelidos',
    kind: 'custom',
    // a block the kit lacks, drawn by the page: its values come to onSubmit's third argument
    render: ({ busy }) => (
      <Form.Item name="apelido" label="Apelido">
        <Input disabled={busy} />
      </Form.Item>
    ),
  },
]

interface Submitted {
  payload: Partial<Moeda>
  values: Record<string, unknown>
}

/** A page with a record saved from a modal, over the demo API (POST /api/financeiro/moeda/). */
function MoedaPage({ submitted }: { submitted: Submitted[] }) {
  const [open, setOpen] = useState(false)
  const [create] = usePostFinanceiroMoedaMutation()
  return (
    <>
      <FeedbackBridge />
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <RegisterForm<Moeda>
          container="modal"
          open
          name="moeda"
          title="Nova moeda"
          submitLabel="Salvar moeda"
          problemsTitle="Não foi possível salvar a moeda."
          fields={FIELDS}
          editing={null}
          initialValues={{ apelido: 'Verdinha' }}
          onSubmit={async (payload, _editing, values) => {
            submitted.push({ payload, values })
            await create({ novaMoeda: payload as NovaMoeda }).unwrap()
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

const dialog = () => screen.findByRole('dialog', { name: 'Nova moeda' })

async function openModal(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Abrir' }))
  return dialog()
}

describe('register kit: the modal form', { timeout: 90_000 }, () => {
  it('opens as a dialog, Enter submits once, and a custom field’s values reach onSubmit', async () => {
    await signInAs('admin')
    let posts = 0
    server.use(
      http.post('*/api/financeiro/moeda/', () => {
        posts += 1
        return undefined // on to the demo API
      }),
    )
    const submitted: Submitted[] = []
    const user = setupUser()
    renderWithProviders(<MoedaPage submitted={submitted} />)
    const modal = await openModal(user)
    expect(within(modal).getByLabelText('Sigla')).toHaveAttribute('id', 'moeda_sigla')
    expect(within(modal).getByLabelText(/^Apelido/)).toHaveValue('Verdinha')
    await user.type(within(modal).getByLabelText('Sigla'), 'ARS')
    await user.type(within(modal).getByLabelText(/^Apelido/), ' do sul')
    await user.type(within(modal).getByLabelText('Nome'), 'Peso argentino{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova moeda' })).toBeNull())
    expect(posts).toBe(1)
    expect(submitted).toHaveLength(1)
    expect(submitted[0].payload).toEqual({ nome: 'Peso argentino', sigla: 'ARS', simbolo: '' })
    // the payload leaves the custom field out; the raw values carry it
    expect(submitted[0].payload).not.toHaveProperty('apelido')
    expect(submitted[0].values).toMatchObject({ apelido: 'Verdinha do sul', sigla: 'ARS' })
  })

  it('"Cancelar" closes at once when nothing changed, and asks first after a change', async () => {
    await signInAs('admin')
    const user = setupUser()
    renderWithProviders(<MoedaPage submitted={[]} />)
    let modal = await openModal(user)
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova moeda' })).toBeNull())
    expect(screen.queryByText('Descartar alterações?')).toBeNull()

    modal = await openModal(user)
    await user.type(within(modal).getByLabelText('Nome'), 'Franco')
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }))
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }))
    expect(within(modal).getByLabelText('Nome')).toHaveValue('Franco')

    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }))
    // the question asked before may still be fading out: answer the one just asked
    await user.click((await screen.findAllByRole('button', { name: 'Descartar' })).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova moeda' })).toBeNull())
  })

  it('a server 400 lands on its field, keeps what was typed, and one click sends one request', async () => {
    await signInAs('admin')
    const held = holdMoedaRefusal()
    const user = setupUser()
    renderWithProviders(<MoedaPage submitted={[]} />)
    const modal = await openModal(user)
    await user.type(within(modal).getByLabelText('Sigla'), 'USD')
    await user.type(within(modal).getByLabelText('Nome'), 'Outro dólar')
    const save = within(modal).getByRole('button', { name: 'Salvar moeda' })
    await user.click(save)
    await waitFor(() => expect(held.posts()).toBe(1))
    await user.click(save)
    await user.keyboard('{Enter}')
    held.release()

    const error = await within(modal).findByText('Já existe uma moeda com esta sigla.')
    const sigla = within(modal).getByLabelText('Sigla')
    const help = document.getElementById(sigla.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    expect(help).toContainElement(error)
    expect(held.posts()).toBe(1)
    expect(sigla).toHaveValue('USD')
    expect(within(modal).getByLabelText('Nome')).toHaveValue('Outro dólar')
    expect(within(modal).getByLabelText(/^Apelido/)).toHaveValue('Verdinha')
    // the dialog stays open with what was typed
    expect(await dialog()).toBe(modal)
  })
})

/** A page that fills a field itself (a choice fills another) while a default arrives late. */
function LateDefaultPage() {
  const [form] = Form.useForm()
  // what the page computes from lists still on their way (the panel: the overdue amount)
  const [initialValues, setInitialValues] = useState<Record<string, unknown>>({ nome: '', sigla: '' })
  return (
    <>
      <button type="button" onClick={() => form.setFieldsValue({ nome: 'Dólar americano' })}>
        Preencher pela página
      </button>
      <button type="button" onClick={() => setInitialValues({ nome: '', sigla: 'USD' })}>
        Chega o padrão
      </button>
      <RegisterForm<Moeda>
        container="modal"
        open
        form={form}
        title="Nova moeda"
        fields={FIELDS.slice(0, 2)}
        editing={null}
        initialValues={initialValues}
        onSubmit={async () => {}}
        onClose={() => {}}
      />
    </>
  )
}

describe('the kit form refilled by a late list', () => {
  it('fills only what the late list changed: a value the page set meanwhile stays', async () => {
    const user = setupUser()
    renderWithProviders(<LateDefaultPage />)
    const modal = await screen.findByRole('dialog', { name: 'Nova moeda' })
    await user.click(screen.getByRole('button', { name: 'Preencher pela página', hidden: true }))
    await waitFor(() => expect(within(modal).getByLabelText('Nome')).toHaveValue('Dólar americano'))
    await user.click(screen.getByRole('button', { name: 'Chega o padrão', hidden: true }))
    await waitFor(() => expect(within(modal).getByLabelText('Sigla')).toHaveValue('USD'))
    expect(within(modal).getByLabelText('Nome')).toHaveValue('Dólar americano')
  })
})
