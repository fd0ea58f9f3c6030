import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

let requests: string[] = []
beforeEach(() => {
  requests = []
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
afterEach(() => server.events.removeAllListeners())

describe('change password', () => {
  it('changes the password and goes to / with "Senha atualizada!"', async () => {
    await signInAs('analista')
    const { router } = renderApp('/user/change-password')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Senha atual'), 'demo1234')
    await user.type(screen.getByLabelText('Nova senha'), 'cobranca2026')
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'cobranca2026')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))
    expect(await screen.findByText('Senha atualizada!')).toBeInTheDocument()
    expect(
      screen.getByText('A nova senha já pode ser usada no próximo acesso.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the server errors joined and keeps what was typed', async () => {
    await signInAs('analista')
    renderApp('/user/change-password')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Senha atual'), 'errada99')
    await user.type(screen.getByLabelText('Nova senha'), 'cobranca2026')
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'cobranca2026')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))
    expect(await screen.findByText('Falha ao atualizar a senha!')).toBeInTheDocument()
    expect(screen.getByText('A senha atual está incorreta.')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha atual')).toHaveValue('errada99')
    expect(screen.getByLabelText('Nova senha')).toHaveValue('cobranca2026')
  })

  it('blocks a weak password and a wrong confirmation inline, without a request', async () => {
    await signInAs('analista')
    renderApp('/user/change-password')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Senha atual'), 'demo1234')
    await user.type(screen.getByLabelText('Nova senha'), '12345678')
    await user.type(screen.getByLabelText('Confirme a nova senha'), '1234567')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))
    expect(await screen.findByText('A senha não atende às regras abaixo.')).toBeInTheDocument()
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument()
    expect(requests.filter((r) => r.includes('change-password'))).toEqual([])
  })

  it('first login: no current password, success lets the user in for good', async () => {
    await signInAs('primeiro-acesso')
    const { router } = renderApp('/cobranca/nova-base-cobranca')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/change-password'))
    expect(await screen.findByText('Primeiro acesso: defina sua senha')).toBeInTheDocument()
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Nova senha'), 'minhaSenha77')
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'minhaSenha77')
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await router.navigate('/cobranca/nova-base-cobranca')
    await waitFor(() => expect(document.title).toBe('Base Cobrança · Boa Safra Alimentos'))
    expect(router.state.location.pathname).toBe('/cobranca/nova-base-cobranca')
  })

  it('first login: a server refusal is shown and the user stays on the form', async () => {
    await signInAs('primeiro-acesso')
    // the checklist already refuses the demo server's common passwords: the real server's
    // longer list may still refuse one, and its words are shown at the field
    server.use(
      http.post('*/api/access/change-password/', () =>
        HttpResponse.json({ new_password: ['Esta senha é muito comum.'] }, { status: 400 }),
      ),
    )
    const { router } = renderApp('/user/change-password')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Nova senha'), 'Girassol#2026')
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Girassol#2026')
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }))
    expect(await screen.findByText('Esta senha é muito comum.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/change-password')
  })

  it('without a session goes to login', async () => {
    const { router } = renderApp('/user/change-password')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
  })
})

describe('sign-up', () => {
  /** The body of each criar-usuario request, as sent. */
  let bodies: Promise<unknown>[] = []
  beforeEach(() => {
    bodies = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/criar-usuario/'))
        bodies.push(request.clone().json())
    })
  })

  async function fill(values: Record<string, string>) {
    const user = userEvent.setup({ delay: null })
    for (const [label, value] of Object.entries(values)) {
      await user.type(await screen.findByLabelText(label), value)
    }
    await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }))
  }

  const MARINA = {
    Nome: 'Marina',
    Sobrenome: 'Alves',
    'E-mail': 'marina.alves@exemplo.com.br',
    Usuário: 'marina.alves',
    'Sua função ou empresa (opcional)': 'Analista de cobrança, filial Rio Verde',
    Senha: 'boaSafra2026',
    'Confirme a senha': 'boaSafra2026',
  }

  it('sends a request for access, says what happens next and goes on to the login page', async () => {
    const { router } = renderApp('/user/cadastro')
    await fill(MARINA)
    expect(await screen.findByText('Solicitação enviada!')).toBeInTheDocument()
    expect(
      screen.getByText(/um administrador vai analisar a sua solicitação e liberar o acesso/),
    ).toBeInTheDocument()
    expect(screen.getByText(/com o perfil da sua função/)).toBeInTheDocument()
    expect(screen.getByText('marina.alves@exemplo.com.br')).toBeInTheDocument()
    expect(screen.getByText(/quando o acesso for liberado/)).toBeInTheDocument()
    expect(screen.getByText(/o seu cadastro aguarda a liberação/)).toBeInTheDocument()
    // only the person's own data: no profile, no customers, no client flag
    expect(await Promise.all(bodies)).toEqual([
      {
        first_name: 'Marina',
        last_name: 'Alves',
        email: 'marina.alves@exemplo.com.br',
        username: 'marina.alves',
        password: 'boaSafra2026',
        solicitacao: 'Analista de cobrança, filial Rio Verde',
      },
    ])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
  })

  it("never sends this browser's staff session: an administrator signed in elsewhere still only asks for access", async () => {
    const authorizations: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/criar-usuario/'))
        authorizations.push(request.headers.get('Authorization'))
    })
    await signInAs('admin')
    renderApp('/user/cadastro')
    await fill({ ...MARINA, Usuário: 'marina.alves2', 'E-mail': 'marina2@exemplo.com.br' })
    expect(await screen.findByText('Solicitação enviada!')).toBeInTheDocument()
    // the same path with an administrator's bearer creates an active account: never from here
    expect(authorizations).toEqual([null])
  })

  it('the new account waits for approval: signing in says so', async () => {
    const { router } = renderApp('/user/cadastro')
    const { 'Sua função ou empresa (opcional)': _optional, ...withoutNote } = MARINA
    void _optional
    await fill(withoutNote)
    expect(await screen.findByText('Solicitação enviada!')).toBeInTheDocument()
    const [body] = await Promise.all(bodies)
    expect(body).not.toHaveProperty('solicitacao')
    expect(body).not.toHaveProperty('is_client')
    expect(body).not.toHaveProperty('clientes')
    expect(body).not.toHaveProperty('perfil')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }))
    await user.type(await screen.findByLabelText('Usuário'), 'marina.alves')
    await user.type(screen.getByLabelText('Senha'), 'boaSafra2026')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(
      await screen.findByText(
        'Seu cadastro aguarda a liberação de um administrador. Você receberá um e-mail em marina.alves@exemplo.com.br quando o acesso for liberado.',
      ),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/login')
  })

  it('keeps a note pasted over 500 characters whole, says so, and shows the count near the limit', async () => {
    renderApp('/user/cadastro')
    const note = await screen.findByLabelText('Sua função ou empresa (opcional)')
    expect(note).not.toHaveAttribute('maxlength')
    const user = userEvent.setup({ delay: null })
    await user.click(note)
    await user.paste('Compras, '.repeat(46))
    expect(await screen.findByText('414 / 500')).toBeInTheDocument()
    await user.paste('Mercado São Jorge, CNPJ 12.345.678/0001-90; '.repeat(3))
    const length = (note as HTMLTextAreaElement).value.length
    expect(length).toBeGreaterThan(500)
    expect(
      await screen.findByText(
        `Máximo de 500 caracteres: o texto tem ${length}. Encurte antes de salvar.`,
      ),
    ).toBeInTheDocument()
  })

  it('never promises a password the server refuses as too common (Senha1234)', async () => {
    renderApp('/user/cadastro')
    await fill({
      Nome: 'Marina',
      Sobrenome: 'Alves',
      'E-mail': 'marina.alves@exemplo.com.br',
      Usuário: 'marina.alves',
      Senha: 'Senha1234',
      'Confirme a senha': 'Senha1234',
    })
    expect(await screen.findByText('A senha não atende às regras abaixo.')).toBeInTheDocument()
    const rules = screen.getByRole('list', { name: 'Regras da senha' })
    expect(rules).toHaveTextContent(/Não é uma senha comum.*\(pendente\)/)
    expect(requests).not.toContain('POST /api/cobranca/criar-usuario/')
  })

  it('puts the server errors on their fields and keeps everything typed', async () => {
    const { router } = renderApp('/user/cadastro')
    await fill({
      Nome: 'Outra',
      Sobrenome: 'Pessoa',
      'E-mail': 'outra@exemplo.com.br',
      Usuário: 'analista',
      'Sua função ou empresa (opcional)': 'Supervisora',
      Senha: 'boaSafra2026',
      'Confirme a senha': 'boaSafra2026',
    })
    expect(
      await screen.findByText('Um usuário com este nome de usuário já existe.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/cadastro')
    expect(screen.getByLabelText('Nome')).toHaveValue('Outra')
    expect(screen.getByLabelText('E-mail')).toHaveValue('outra@exemplo.com.br')
    expect(screen.getByLabelText('Senha')).toHaveValue('boaSafra2026')
    expect(screen.getByLabelText('Sua função ou empresa (opcional)')).toHaveValue('Supervisora')
  })

  it('rejects a bad e-mail inline without calling the server', async () => {
    renderApp('/user/cadastro')
    await fill({
      Nome: 'A',
      Sobrenome: 'B',
      'E-mail': 'nao-e-email',
      Usuário: 'ab.user',
      Senha: 'boaSafra2026',
      'Confirme a senha': 'boaSafra2026',
    })
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument()
    expect(requests.filter((r) => r.includes('criar-usuario'))).toEqual([])
  })
})

describe('sign-in toast (issue 15)', () => {
  async function signInWrong(password: string) {
    renderApp('/user/login')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Usuário'), 'analista')
    await user.type(screen.getByLabelText('Senha'), password)
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
  }

  it('a wrong password reads its message once: the body says what to do, not the title again', async () => {
    await signInWrong('errada99')
    expect(await screen.findByText('Usuário e/ou senha inválidos!')).toBeInTheDocument()
    expect(screen.getByText('Por favor, verifique os dados informados.')).toBeInTheDocument()
    expect(screen.queryAllByText(/usuário e\/ou senha inválidos/i)).toHaveLength(1)
  })

  it('the show-password button is reached by Tab from the password and works with Enter', async () => {
    renderApp('/user/login')
    const user = userEvent.setup({ delay: null })
    const password = await screen.findByLabelText('Senha')
    await user.click(password)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveFocus()
  })

  it('a server detail that says something else is still shown', async () => {
    server.use(http.post('/api/login/', () => HttpResponse.json({ detail: 'Conta bloqueada.' })))
    await signInWrong('errada99')
    expect(await screen.findByText('Usuário e/ou senha inválidos!')).toBeInTheDocument()
    expect(screen.getByText('Conta bloqueada.')).toBeInTheDocument()
  })
})
