import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getSessionToken, storeTokens } from '@/shared/storage/tokens'
import { server } from './msw-server'
import { renderApp, signInAs } from './render'

let requests: string[] = []

beforeEach(() => {
  requests = []
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})

afterEach(() => {
  server.events.removeAllListeners()
})

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup({ delay: null })
  await user.type(await screen.findByLabelText('Usuário'), username)
  await user.type(screen.getByLabelText('Senha'), password)
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  return user
}

describe('sign-in', () => {
  it('sends a visitor without a session to the login page with the location in redirect', async () => {
    const { router } = renderApp('/ranking_analista?x=1')
    await screen.findByRole('button', { name: 'Entrar' })
    expect(router.state.location.pathname).toBe('/user/login')
    expect(router.state.location.search).toBe('?redirect=%2Franking_analista%3Fx%3D1')
  })

  it('lands staff on / with their name, their menu, title and footer', async () => {
    const { router } = renderApp('/user/login')
    await fillLogin('analista', 'demo1234')
    await screen.findByRole('heading', {
      level: 2,
      name: /analista|Ana|Bom dia|Boa tarde|Boa noite/i,
    })
    expect(router.state.location.pathname).toBe('/')
    expect(getSessionToken()).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    expect(within(nav).getByText('Cobrança')).toBeInTheDocument()
    expect(within(nav).queryByText('Gestão Financiamento')).not.toBeInTheDocument()
    expect(within(nav).queryByText('Clientes')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Página Inicial · Boa Safra Alimentos'))
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(
      `Versão 1.0.0 · Ponto Digital Consultoria em TI © ${new Date().getFullYear()}`,
    )
  })

  it('follows a safe redirect and ignores an off-origin one', async () => {
    const first = renderApp('/user/login?redirect=%2Franking_analista%3Fx%3D1')
    await fillLogin('analista', 'demo1234')
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ranking_analista'))
    expect(first.router.state.location.search).toBe('?x=1')
    first.unmount()
    localStorage.clear()

    const second = renderApp('/user/login?redirect=%2F%2Fevil.example.com%2Fx')
    await fillLogin('analista', 'demo1234')
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'))
  })

  it('bad credentials say so once, tell what to do, and never enter the refresh flow (RELIABILITY 9)', async () => {
    renderApp('/user/login')
    await fillLogin('analista', 'errada')
    expect(await screen.findByText('Usuário e/ou senha inválidos!')).toBeInTheDocument()
    // the server's detail only repeats the title: the body says what to do instead
    expect(screen.queryByText('Usuário e/ou senha inválidos.')).toBeNull()
    expect(screen.getByText('Por favor, verifique os dados informados.')).toBeInTheDocument()
    expect(requests.filter((r) => /verify|refresh/.test(r))).toEqual([])
    expect(getSessionToken()).toBeNull()
  })

  it('an answer without access and without detail asks to check the data', async () => {
    server.use(http.post('/api/login/', () => HttpResponse.json({})))
    renderApp('/user/login')
    await fillLogin('analista', 'x')
    expect(await screen.findByText('Por favor, verifique os dados informados.')).toBeInTheDocument()
  })

  it('no response from the server shows the connection failure', async () => {
    server.use(http.post('/api/login/', () => HttpResponse.error()))
    renderApp('/user/login')
    await fillLogin('analista', 'demo1234')
    expect(await screen.findByText('Falha na requisição!')).toBeInTheDocument()
    expect(
      screen.getByText('Não foi possível estabelecer conexão com o servidor.'),
    ).toBeInTheDocument()
  })

  it('five quick Enter presses send one login request', async () => {
    renderApp('/user/login')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Usuário'), 'analista')
    await user.type(screen.getByLabelText('Senha'), 'demo1234{Enter}{Enter}{Enter}{Enter}{Enter}')
    await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(requests.filter((r) => r === 'POST /api/login/')).toHaveLength(1)
  })

  it('lands a client user on /clientes/titulos with only the Clientes group', async () => {
    const { router } = renderApp('/user/login')
    await fillLogin('cliente', 'demo1234')
    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes/titulos'))
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(within(nav).getByText('Clientes')).toBeInTheDocument()
    expect(within(nav).queryByText('Cobrança')).not.toBeInTheDocument()
    expect(within(nav).queryByText('Página Inicial')).not.toBeInTheDocument()
  })

  it('sends a first_login user to the first-password page, even by typed URL', async () => {
    const { router } = renderApp('/user/login')
    await fillLogin('primeiro-acesso', 'demo1234')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/change-password'))
    await router.navigate('/cobranca/nova-base-cobranca')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/change-password'))
  })
})

describe('guards and pages', () => {
  it('shows 403 for a route outside the profile, and a client cannot open staff pages', async () => {
    await signInAs('cliente')
    renderApp('/cobranca/nova-base-cobranca')
    expect(await screen.findByText('Sem permissão')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Sem permissão · Boa Safra Alimentos'))
  })

  it('redirects a client user away from /', async () => {
    await signInAs('cliente')
    const { router } = renderApp('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes/titulos'))
  })

  it('shows the not-found page for unknown paths, under / and under /user', async () => {
    await signInAs('analista')
    const inside = renderApp('/nao-existe/mesmo')
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
    inside.unmount()
    localStorage.clear()
    renderApp('/user/qualquer-coisa')
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument()
  })

  it('shows "carregando" while a page chunk loads, then the page with its title', async () => {
    await signInAs('admin')
    renderApp('/ranking_analista')
    // found at least once: the lazy page's fallback was on screen before the page
    expect(await screen.findByText('carregando')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Ranking Analista · Boa Safra Alimentos'))
  })

  it('redirects parcelas-vencer to the specified parelas-vencer', async () => {
    await signInAs('admin')
    const { router } = renderApp('/gestao-financiamento/gestao-financiamento/parcelas-vencer')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/gestao-financiamento/gestao-financiamento/parelas-vencer',
      ),
    )
  })

  it('a leaf chosen in the menu navigates and expands its group', async () => {
    await signInAs('admin')
    const { router } = renderApp('/')
    const user = userEvent.setup({ delay: null })
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' })
    await user.click(within(nav).getByText('Relatórios'))
    await user.click(await within(nav).findByText('Ranking Analista'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ranking_analista'))
    await user.type(within(nav).getByLabelText('Buscar no menu'), 'contrato')
    expect(within(nav).getByText('Contrato')).toBeInTheDocument()
    expect(within(nav).queryByText('Ranking Analista')).not.toBeInTheDocument()
  })

  it('an inactive profile clears the session with "Sessão expirada!"', async () => {
    await signInAs('analista')
    server.use(
      http.get('/api/access/access/', () =>
        HttpResponse.json({ id: 9, username: 'x', is_active: false, routes: [], is_client: false }),
      ),
    )
    const { router } = renderApp('/ranking_analista')
    expect(await screen.findByText('Sessão expirada!')).toBeInTheDocument()
    expect(screen.getByText('Por favor, autentique novamente.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(getSessionToken()).toBeNull()
  })

  it('expired tokens end in "Tokens expirados!" and the login page with redirect', async () => {
    storeTokens('token-invalido', 'refresh-invalido')
    const { router } = renderApp('/ranking_analista')
    expect(await screen.findByText('Tokens expirados!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(router.state.location.search).toBe('?redirect=%2Franking_analista')
    expect(localStorage.length).toBe(0)
  })

  it('sign out clears every stored item and returns to login', async () => {
    await signInAs('analista')
    const { router } = renderApp('/')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }))
    await user.click(await screen.findByText('Sair'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(localStorage.length).toBe(0)
    await router.navigate('/ranking_analista')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
  })

  it('sign out revokes the refresh token on the server without waiting for it (simplejwt blacklist)', async () => {
    const { refresh } = await signInAs('analista')
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const revoked: unknown[] = []
    server.use(
      http.post('/api/token/blacklist/', async ({ request }) => {
        revoked.push(await request.json())
        await answered
        return HttpResponse.json({})
      }),
    )
    const { router } = renderApp('/')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }))
    await user.click(await screen.findByText('Sair'))
    // the login page is there while the server has not answered yet
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(revoked).toEqual([{ refresh }])
    expect(localStorage.length).toBe(0)
    release()
  })

  it('the revoked refresh token is refused by the demo API', async () => {
    const { refresh } = await signInAs('analista')
    renderApp('/')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }))
    await user.click(await screen.findByText('Sair'))
    await screen.findByRole('button', { name: 'Entrar' })
    await waitFor(async () => {
      const again = await fetch(new URL('/api/refresh/', window.location.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
      })
      expect(again.status).toBe(401)
    })
  })

  it('loads the profile once per visit, StrictMode-style double effects included', async () => {
    await signInAs('analista')
    requests = []
    renderApp('/ranking_analista')
    await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(requests.filter((r) => r === 'GET /api/access/access/')).toHaveLength(1)
  })
})
