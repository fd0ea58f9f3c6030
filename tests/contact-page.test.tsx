import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listRows } from '../demo-api/db'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'
import { holdGet } from './requests'

// antd forms and tables in jsdom on a shared 2-core machine: give each case room.
vi.setConfig({ testTimeout: 60_000 })

function setup() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

let posts: { path: string; body: unknown }[] = []
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'POST') return
  const text = await request.clone().text()
  posts.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined })
})
afterEach(() => {
  posts = []
})

const sentMessages = () => posts.filter((p) => p.path === '/api/contato/mensagens/')

async function openClient() {
  await signInAs('cliente')
  renderApp('/clientes/contato')
  await screen.findByRole('heading', { name: 'Fale com o Financeiro' }, { timeout: 15_000 })
  return screen.getByRole('region', { name: 'Nova mensagem' })
}

async function chooseOption(
  user: ReturnType<typeof setup>,
  field: HTMLElement,
  text: string | RegExp,
) {
  await user.click(field)
  // antd's visible option carries its label as title (the role=option list is for screen readers)
  const options = await screen.findAllByTitle(text)
  await user.click(options[options.length - 1])
}

describe('Fale com o Financeiro: client side', () => {
  it('lists the client’s messages with the answers', async () => {
    await openClient()
    const list = await screen.findByRole('region', { name: 'Minhas mensagens' })
    const answered = await within(list).findByRole('article', {
      name: 'Boleto com valor diferente do pedido',
    })
    expect(within(answered).getByText('Respondida')).toBeInTheDocument()
    expect(within(answered).getByText(/o valor inclui o frete/)).toBeInTheDocument()
    const waiting = within(list).getByRole('article', { name: 'Prorrogação de vencimento' })
    expect(within(waiting).getByText('Aguardando resposta')).toBeInTheDocument()
    // another customer's messages never show
    expect(within(list).queryByText('Nota fiscal não recebida')).toBeNull()
  })

  it('validates before sending, and sends once with the title reference', async () => {
    const form = await openClient()
    const user = setup()
    const submit = within(form).getByRole('button', { name: /Enviar mensagem/ })
    await user.clear(within(form).getByLabelText('Responder para (e-mail ou telefone)'))
    await user.type(
      within(form).getByLabelText('Responder para (e-mail ou telefone)'),
      'telefone 123',
    )
    await user.type(within(form).getByLabelText('Mensagem'), 'curta')
    await user.click(submit)
    expect(await within(form).findByText('Escolha o cliente.')).toBeInTheDocument()
    expect(within(form).getByText('Informe o assunto.')).toBeInTheDocument()
    expect(within(form).getByText('Escreva pelo menos 10 caracteres.')).toBeInTheDocument()
    expect(within(form).getByText(/Informe um e-mail ou um telefone com DDD/)).toBeInTheDocument()
    expect(sentMessages()).toHaveLength(0)

    const customer = listRows('cliente').find((c) => c.cod_cliente === 10002)!
    await chooseOption(
      user,
      await within(form).findByLabelText('Cliente'),
      `10002 · ${customer.nome_fantasia}`,
    )
    const title = listRows('contas-receber').find((t) => t.cod_cliente === 10002)!
    await chooseOption(
      user,
      within(form).getByLabelText('Título (opcional)'),
      new RegExp(`^${title.documento} · `),
    )
    await user.type(within(form).getByLabelText('Assunto'), 'Juros cobrados a mais')
    await user.type(
      within(form).getByLabelText('Mensagem'),
      ' demais: paguei no dia seguinte ao feriado.',
    )
    const contact = within(form).getByLabelText('Responder para (e-mail ou telefone)')
    await user.clear(contact)
    await user.type(contact, '(11) 98765-4321')
    await user.dblClick(submit)

    expect(await within(form).findByText('Mensagem enviada ao Financeiro.')).toBeInTheDocument()
    expect(sentMessages()).toHaveLength(1)
    expect(sentMessages()[0].body).toEqual({
      cod_cliente: 10002,
      assunto: 'Juros cobrados a mais',
      mensagem: 'curta demais: paguei no dia seguinte ao feriado.',
      titulo: title.id,
      responder_para: '(11) 98765-4321',
    })
    const list = screen.getByRole('region', { name: 'Minhas mensagens' })
    expect(within(list).getByRole('article', { name: 'Juros cobrados a mais' })).toBeInTheDocument()
    expect(within(form).getByLabelText('Assunto')).toHaveValue('')
  })

  it('keeps everything typed when the server refuses, with its message on the field', async () => {
    server.use(
      http.post('*/api/contato/mensagens/', () =>
        HttpResponse.json({ mensagem: ['Mensagem parece spam.'] }, { status: 400 }),
      ),
    )
    const form = await openClient()
    const user = setup()
    const customer = listRows('cliente').find((c) => c.cod_cliente === 10001)!
    await chooseOption(
      user,
      await within(form).findByLabelText('Cliente'),
      `10001 · ${customer.nome_fantasia}`,
    )
    await user.type(within(form).getByLabelText('Assunto'), 'Nota fiscal')
    await user.type(within(form).getByLabelText('Mensagem'), 'Preciso do XML da nota de ontem.')
    await user.click(within(form).getByRole('button', { name: /Enviar mensagem/ }))
    expect(await within(form).findByText('Mensagem parece spam.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Assunto')).toHaveValue('Nota fiscal')
    expect(within(form).getByLabelText('Mensagem')).toHaveValue('Preciso do XML da nota de ontem.')
  })
})

describe('Fale com o Financeiro: staff side', () => {
  it('filters by status and answers a new message', async () => {
    await signInAs('analista')
    renderApp('/contato/contato')
    const inbox = await screen.findByRole(
      'region',
      { name: 'Mensagens recebidas' },
      { timeout: 15_000 },
    )
    const user = setup()
    await within(inbox).findByText('Nota fiscal não recebida')
    await user.click(within(inbox).getByText(/^Respondidas \(\d+\)$/))
    await waitFor(() => expect(within(inbox).queryByText('Nota fiscal não recebida')).toBeNull())
    expect(within(inbox).getByText('Comprovante de pagamento')).toBeInTheDocument()
    await user.click(within(inbox).getByText(/^Novas \(\d+\)$/))
    const row = (await within(inbox).findByText('Nota fiscal não recebida')).closest(
      'tr',
    ) as HTMLElement
    await user.click(within(row).getByRole('button', { name: /Responder/ }))

    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByText(/Recebemos o boleto mas não a nota fiscal/)).toBeInTheDocument()
    await user.click(within(drawer).getByRole('button', { name: 'Enviar resposta' }))
    expect(await within(drawer).findByText('Escreva a resposta.')).toBeInTheDocument()
    await user.type(within(drawer).getByLabelText('Resposta'), 'Reenviamos o XML e o DANFE agora.')
    await user.click(within(drawer).getByRole('button', { name: 'Enviar resposta' }))
    // the answer shows in the open drawer, under the message, with the new status
    await waitFor(() => {
      const open = screen.getByRole('dialog')
      expect(within(open).getByLabelText(/^Resposta de /)).toHaveTextContent(
        'Reenviamos o XML e o DANFE agora.',
      )
      expect(within(open).getByText('Respondida')).toBeInTheDocument()
    })
    const saved = listRows('contato-mensagem').find(
      (m) => m.assunto === 'Nota fiscal não recebida',
    )!
    expect(saved.status).toBe('respondido')
    expect(saved.respostas.at(-1)?.texto).toBe('Reenviamos o XML e o DANFE agora.')
  })

  it('counts the messages only once they have arrived, never "Todas (0)" while they load', async () => {
    const release = holdGet('*/api/contato/mensagens/')
    await signInAs('analista')
    renderApp('/contato/contato')
    const inbox = await screen.findByRole('region', { name: 'Mensagens recebidas' }, { timeout: 15_000 })
    expect(within(inbox).getByText('Todas')).toBeInTheDocument()
    expect(within(inbox).queryByText(/\(0\)/)).toBeNull()
    release()
    expect(await within(inbox).findByText(/^Todas \([1-9]\d*\)$/)).toBeInTheDocument()
    expect(within(inbox).getByText(/^Novas \(\d+\)$/)).toBeInTheDocument()
  })

  it('shows a retry when the messages do not load', async () => {
    let fail = true
    server.use(
      http.get('*/api/contato/mensagens/', () => {
        if (!fail) return undefined
        fail = false
        return new HttpResponse('<html>erro</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        })
      }),
    )
    await signInAs('analista')
    renderApp('/contato/contato')
    const user = setup()
    await user.click(
      await screen.findByRole('button', { name: /Tentar novamente/ }, { timeout: 15_000 }),
    )
    expect(await screen.findByText('Nota fiscal não recebida')).toBeInTheDocument()
  })
})
