/**
 * Issue 27, item 2: a text pasted over a field's limit is never cut. It stays whole in the field,
 * the field says the limit and the text's length, and nothing is saved until it is shortened;
 * near the limit the field shows its counter. Against the demo API, whose limits these are.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { cpfCheckDigits } from '@/shared/lib/documents'
import { TextFilterInput } from '@/shared/ui/report'
import { listRows } from '../demo-api/db'
import { renderApp, renderWithProviders, signInAs } from './render'
import { recordRequests, setupUser } from './requests'

const SLOW = { timeout: 45_000 }
const requests = recordRequests()
const posts = (path: string) => requests.matching('POST', path)
/** every write to a path, whatever its method */
const saves = async (path: string) => (await requests.writes()).filter((r) => r.path.includes(path))

/** A text of exactly `length` characters, ending in a marker: a cut would lose the marker. */
function longText(length: number, marker = '[FIM]'): string {
  const body = 'Cliente ligou e combinou o pagamento da NF em aberto na sexta-feira. '
  return body.repeat(Math.ceil(length / body.length)).slice(0, length - marker.length) + marker
}

/** The message a field announces (aria-describedby): the one under that field. */
function fieldHelp(field: HTMLElement): HTMLElement | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)).find(Boolean) ?? null
}

async function paste(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** Section of the customer panel, by its label (role queries over the whole page are slow in jsdom). */
function region(name: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)
  if (!el) throw new Error(`seção "${name}" não encontrada`)
  return el
}

describe('text over its limit is kept, flagged and not saved', { timeout: 180_000 }, () => {
  it('attendance note: counter near 5.000, a 10.000-character paste stays whole and is refused until shortened', async () => {
    const cod = listRows('cliente')[0].cod_cliente as number
    await signInAs('analista')
    renderApp(`/cobranca/atendimento?cliente=${cod}`)
    const user = setupUser()
    const form = await waitFor(() => region('Novo atendimento'), SLOW)
    await user.click(within(form).getByLabelText('Resultado'))
    const options = await screen.findAllByTitle('Retornar contato')
    await user.click(options[options.length - 1])

    const notes = within(form).getByLabelText('Anotações')
    // far from the limit: no counter
    await paste(user, notes, 'Pediu o boleto. ')
    await waitFor(() => expect(notes).toHaveValue('Pediu o boleto. '))
    expect(within(form).queryByText(/\/ 5\.000$/)).toBeNull()
    // near it: the counter
    await user.clear(notes)
    const near = longText(4812)
    await paste(user, notes, near)
    expect(await within(form).findByText('4.812 / 5.000')).toBeInTheDocument()
    expect(within(form).queryByText(/^Máximo de/)).toBeNull()

    // over it: the whole paste stays, the message says by how much, next to the field
    const rest = longText(10000 - 4812, '[FIM DA COLAGEM]')
    await user.paste(rest)
    await waitFor(() => expect(notes).toHaveValue(near + rest))
    const message = await within(form).findByText(
      'Máximo de 5.000 caracteres: o texto tem 10.000. Encurte antes de salvar.',
    )
    expect(fieldHelp(notes)).toContainElement(message)
    expect(within(form).getByText('10.000 / 5.000')).toBeInTheDocument()

    // saving is refused on the spot
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(
      await within(form).findByText('Máximo de 5.000 caracteres: o texto tem 10.000. Encurte antes de salvar.'),
    ).toBeInTheDocument()
    expect(notes).toHaveValue(near + rest)

    // shortened, it saves: the one request carries the short text (the refused click sent nothing)
    await user.clear(notes)
    await paste(user, notes, 'Pediu retorno amanhã às 9h.')
    await user.click(within(form).getByRole('button', { name: 'Registrar atendimento' }))
    expect(await screen.findByText('Atendimento registrado.', {}, SLOW)).toBeInTheDocument()
    const sent = await posts('/api/cobranca/atendimento/')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toMatchObject({ cod_cliente: cod, observacao: 'Pediu retorno amanhã às 9h.' })
  })

  it("person's name: a 250-character paste stays whole, the limit of 200 shows next to it, nothing is sent until it fits", async () => {
    await signInAs('credito')
    renderApp('/premissas/cadastro-pessoas')
    const user = setupUser()
    await screen.findByRole('table', { name: 'Cadastro Pessoas' }, SLOW)
    await user.click(screen.getByRole('button', { name: /Nova pessoa/ }))
    const form = await screen.findByRole('form', { name: 'Nova pessoa' })
    const used = new Set(listRows('pessoa').map((p) => String(p.cpf_cnpj).replace(/\D/g, '')))
    const base = ['529982247', '123456780', '987654320'].find((b) => !used.has(b + cpfCheckDigits(b)))!
    await paste(user, within(form).getByLabelText('CPF ou CNPJ'), base + cpfCheckDigits(base))
    await user.click(within(form).getByRole('button', { name: /Remover endereço 1/ }))

    const nome = await within(form).findByLabelText('Nome')
    await paste(user, nome, longText(170))
    expect(await within(form).findByText('170 / 200')).toBeInTheDocument()
    await user.clear(nome)
    const pasted = longText(250)
    await paste(user, nome, pasted)
    await waitFor(() => expect(nome).toHaveValue(pasted))
    const message = await within(form).findByText(
      'Máximo de 200 caracteres: o texto tem 250. Encurte antes de salvar.',
    )
    expect(fieldHelp(nome)).toContainElement(message)

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await within(form).findByText('Máximo de 200 caracteres: o texto tem 250. Encurte antes de salvar.'),
    ).toBeInTheDocument()
    expect(nome).toHaveValue(pasted)

    await user.clear(nome)
    await paste(user, nome, 'Maria Aparecida dos Santos')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Pessoa cadastrada.', {}, SLOW)).toBeInTheDocument()
    const sent = await posts('/api/cobranca/pessoa/')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toMatchObject({ nome: 'Maria Aparecida dos Santos' })
  })

  it('template subject: counter near 255, a 300-character paste stays whole and the template is not saved', async () => {
    await signInAs('supervisor')
    renderApp('/premissas/regua-cobranca?aba=modelos')
    const user = setupUser()
    await screen.findByRole('heading', { name: 'Régua de cobrança' }, SLOW)
    await user.click(
      await screen.findByRole('button', { name: 'Editar modelo Lembrete de vencimento (e-mail)' }, SLOW),
    )
    const editor = await screen.findByRole('region', { name: 'Editar modelo: Lembrete de vencimento (e-mail)' })
    const assunto = within(editor).getByLabelText('Assunto')

    await user.clear(assunto)
    await paste(user, assunto, longText(230))
    expect(await within(editor).findByText('230 / 255')).toBeInTheDocument()
    await user.clear(assunto)
    const pasted = longText(300)
    await paste(user, assunto, pasted)
    await waitFor(() => expect(assunto).toHaveValue(pasted))
    const message = await within(editor).findByText(
      'Máximo de 255 caracteres: o texto tem 300. Encurte antes de salvar.',
    )
    expect(fieldHelp(assunto)).toContainElement(message)

    await user.click(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    expect(
      await within(editor).findByText('Máximo de 255 caracteres: o texto tem 300. Encurte antes de salvar.'),
    ).toBeInTheDocument()
    expect(assunto).toHaveValue(pasted)

    await user.clear(assunto)
    await paste(user, assunto, 'Boa Safra: {{documento}} vence em {{vencimento}}')
    await user.click(within(editor).getByRole('button', { name: 'Salvar modelo' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /Editar modelo/ })).toBeNull(), SLOW)
    const sent = await saves('/api/cobranca/notificacao/template/')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toMatchObject({ assunto: 'Boa Safra: {{documento}} vence em {{vencimento}}' })
  })

  it('contract number: counter near 60, an 80-character paste stays whole and the contract is not sent', async () => {
    await signInAs('financeiro')
    renderApp('/gestao-financiamento/gestao-financiamento/contrato')
    const user = setupUser()
    await screen.findByRole('table', { name: 'Contratos' }, SLOW)
    // opened at once, while the form's lists may still arrive: they must not wipe what is pasted
    await user.click(screen.getByRole('button', { name: /Novo contrato/ }))
    const drawer = await screen.findByRole('dialog', { name: 'Novo contrato' })
    const numero = within(drawer).getByLabelText('Número do contrato')

    await paste(user, numero, 'CCB-2026-000123-BANCO-DO-BRASIL-AGENCIA-0001-OPERACAO-77')
    expect(await within(drawer).findByText('56 / 60')).toBeInTheDocument()
    await user.clear(numero)
    const pasted = longText(80, '-OPERACAO-FINAL')
    await paste(user, numero, pasted)
    await waitFor(() => expect(numero).toHaveValue(pasted))
    const message = await within(drawer).findByText(
      'Máximo de 60 caracteres: o texto tem 80. Encurte antes de salvar.',
    )
    expect(fieldHelp(numero)).toContainElement(message)

    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }))
    // the form's other required fields answer too: the submit was validated, and refused
    expect(await within(drawer).findByText('Preencha o campo "Tipo de contrato".')).toBeInTheDocument()
    expect(
      within(drawer).getByText('Máximo de 60 caracteres: o texto tem 80. Encurte antes de salvar.'),
    ).toBeInTheDocument()
    expect(numero).toHaveValue(pasted)
    expect(await posts('/api/financeiro/contrato/')).toEqual([])
  })

  it('a text filter over its limit keeps the text, says so and is not applied until shortened', async () => {
    const applied: string[] = []
    function Filter() {
      const [value, setValue] = useState('')
      return (
        <>
          <label htmlFor="f-doc">Documento</label>
          <TextFilterInput
            id="f-doc"
            delay={0}
            maxLength={60}
            value={value}
            onCommit={(v) => {
              applied.push(v)
              setValue(v)
            }}
          />
        </>
      )
    }
    renderWithProviders(<Filter />)
    const user = setupUser()
    const input = screen.getByLabelText('Documento')
    const pasted = longText(80)
    await paste(user, input, pasted)
    const message = await screen.findByText('Máximo de 60 caracteres: o texto tem 80. Encurte antes de filtrar.')
    expect(fieldHelp(input)).toContainElement(message)
    expect(input).toHaveValue(pasted)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(applied).toEqual([])
    await user.clear(input)
    await paste(user, input, 'NF 101081')
    await waitFor(() => expect(applied.at(-1)).toBe('NF 101081'))
    expect(screen.queryByText(/^Máximo de/)).toBeNull()
    expect(applied.every((v) => v.length <= 60)).toBe(true)
  })
})
