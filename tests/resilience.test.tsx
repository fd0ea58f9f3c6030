import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installGlobalErrorHandlers } from '@/app/global-errors'
import { api } from '@/shared/api/client'
import { MalformedResponseError, normalizeError } from '@/shared/api/errors'
import { expectObject, normalizeList, normalizePage } from '@/shared/api/lists'
import { getRefreshToken, getSessionToken } from '@/shared/storage/tokens'
import { CONNECTION_FAILED_TEXT, type ApiError } from '@/shared/api/errors'
import { OfflineBanner } from '@/shared/ui/offline-banner'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { SafeLink } from '@/shared/ui/safe-link'
import { useState } from 'react'
import { server } from './msw-server'
import { takeViolations } from '../demo-api/contract-check'
import { renderApp, signInAs } from './render'

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('bad answers from the server', () => {
  it('23. a 500 with an HTML body shows a generic message, never the HTML, and retry works', async () => {
    await signInAs('analista')
    let calls = 0
    server.use(
      http.get('/api/access/access/', () => {
        calls += 1
        if (calls === 1) {
          return new HttpResponse(
            '<!DOCTYPE html><html><body><h1>Traceback</h1>DEBUG=True</body></html>',
            {
              status: 500,
              headers: { 'Content-Type': 'text/html' },
            },
          )
        }
        return undefined
      }),
    )
    renderApp('/ranking_analista')
    expect(await screen.findByText('Não foi possível carregar seu perfil')).toBeInTheDocument()
    expect(
      screen.getByText('Erro interno do servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument()
    expect(document.body.innerHTML).not.toMatch(/Traceback|DEBUG=True/)
    expect(getSessionToken()).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
  })

  it('24. a 200 whose body is HTML or broken JSON is an error with a retry, not a white screen', async () => {
    await signInAs('analista')
    server.use(
      http.get(
        '/api/access/access/',
        () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    renderApp('/')
    expect(await screen.findByText('Não foi possível carregar seu perfil')).toBeInTheDocument()
    expect(
      screen.getByText('O servidor enviou uma resposta inesperada. Tente novamente.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })

  it('24. lists accept arrays and DRF pages, and refuse anything else', () => {
    expect(normalizeList([1, 2])).toEqual([1, 2])
    expect(normalizeList({ count: 1, next: null, previous: null, results: [3] })).toEqual([3])
    expect(normalizeList(undefined)).toEqual([])
    for (const bad of [{ results: null }, '<html></html>', '{', 42, null]) {
      expect(() => normalizeList(bad)).toThrow(MalformedResponseError)
    }
    expect(normalizePage([1])).toEqual({ count: 1, next: null, previous: null, results: [1] })
    expect(() => normalizePage({ results: 'x' })).toThrow(MalformedResponseError)
  })
})

describe('connection problems', () => {
  it('25. offline: "Sem conexão" on screen, the session kept, no logout', async () => {
    await signInAs('analista')
    const { router } = renderApp('/')
    await screen.findByRole('navigation', { name: 'Menu principal' })
    act(() => setOnline(false))
    expect(await screen.findByText('Sem conexão.')).toBeInTheDocument()
    server.use(http.get('/api/cobranca/vendedor/', () => HttpResponse.error()))
    const error = await api.get('/api/cobranca/vendedor/').catch((e: unknown) => e)
    expect(normalizeError(error)).toMatchObject({
      kind: 'offline',
      message: 'Sem conexão. Verifique a rede e tente novamente.',
    })
    expect(getSessionToken()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    act(() => setOnline(true))
    await waitFor(() => expect(screen.queryByText('Sem conexão.')).not.toBeInTheDocument())
  })

  it('26. a slow request times out with a message', async () => {
    await signInAs('analista')
    server.use(
      http.get('/api/cobranca/vendedor/', async () => {
        await delay(500)
        return HttpResponse.json([])
      }),
    )
    const error = await api.get('/api/cobranca/vendedor/', { timeout: 50 }).catch((e: unknown) => e)
    expect(normalizeError(error)).toMatchObject({
      kind: 'timeout',
      message: 'O servidor demorou demais para responder. Tente novamente.',
    })
  })
})

describe('text from the server (issue 27)', () => {
  it('a name with a right-to-left override arrives without it, so it reads as typed', async () => {
    await signInAs('analista')
    server.use(
      http.get('*/api/cobranca/cliente/10001/', () =>
        HttpResponse.text('{"cod_cliente":10001,"nome_fantasia":"Mercado \u202Eexe.pda"}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    const { data } = await api.get<{ nome_fantasia: string }>('/api/cobranca/cliente/10001/')
    expect(data.nome_fantasia).toBe('Mercado exe.pda')
  })
})

describe('links and global errors', () => {
  it('14. URLs from API data become links only when https on the allowlist', () => {
    render(
      <ul>
        <li>
          <SafeLink href="javascript:alert(1)">js</SafeLink>
        </li>
        <li>
          <SafeLink href="https://evil.example.com/boleto">fora</SafeLink>
        </li>
        <li>
          <SafeLink href="http://www.itau.com.br/boleto">http</SafeLink>
        </li>
        <li>
          <SafeLink href="https://www.itau.com.br/boleto">itau</SafeLink>
        </li>
      </ul>,
    )
    expect(screen.queryByRole('link', { name: 'js' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'fora' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'http' })).not.toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'itau' })
    expect(link).toHaveAttribute('href', 'https://www.itau.com.br/boleto')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('27. an unhandled promise rejection reaches the global handler and the user is told', async () => {
    const target = new EventTarget() as unknown as Window
    installGlobalErrorHandlers(target)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/user/login')
    await screen.findByRole('button', { name: 'Entrar' })
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent
    Object.defineProperty(event, 'reason', { value: new Error('Falhou em segundo plano') })
    act(() => void target.dispatchEvent(event))
    expect(await screen.findByText('Erro inesperado')).toBeInTheDocument()
    expect(screen.getByText('Falhou em segundo plano')).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalled()
  })
})

describe('unexpected bodies are errors (RELIABILITY 36)', () => {
  it('the one shape guard: required keys and the value asked for', () => {
    expect(expectObject({ cod_cliente: 10001, nome: 'X' }, { cod_cliente: 10001 })).toMatchObject({
      nome: 'X',
    })
    expect(expectObject({ cod_cliente: '10001' }, { cod_cliente: 10001 })).toBeTruthy()
    expect(expectObject({ id: 1, nome: 'x' }, ['id', 'nome'])).toBeTruthy()
    for (const bad of [
      {},
      { results: null },
      { detail: 'Não encontrado.' },
      { cod_cliente: null },
      { cod_cliente: 10002 },
    ]) {
      expect(() => expectObject(bad, { cod_cliente: 10001 })).toThrow(MalformedResponseError)
    }
    expect(() => expectObject({ id: 1 }, ['id', 'nome'])).toThrow(MalformedResponseError)
    expect(() => expectObject([], [])).toThrow(MalformedResponseError)
  })

  it(
    'the customer panel answered {"results": null} shows an error with a retry, not a skeleton forever',
    { timeout: 60_000 },
    async () => {
      await signInAs('analista')
      server.use(
        http.get('/api/cobranca/cliente/10001/', () => HttpResponse.json({ results: null }), {
          once: true,
        }),
      )
      renderApp('/cobranca/novo-painel-clientes?cliente=10001')
      expect(await screen.findByText('Não foi possível carregar o cliente')).toBeInTheDocument()
      // the contract's check names the endpoint and the field (issue 23)
      expect(
        screen.getByText(
          'A resposta de GET /api/cobranca/cliente/{id}/ não segue o contrato: falta o campo "cod_cliente".',
        ),
      ).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }))
      await waitFor(() =>
        expect(screen.queryByText('Não foi possível carregar o cliente')).not.toBeInTheDocument(),
      )
      expect(
        await screen.findByRole('button', { name: 'Registrar atendimento' }),
      ).toBeInTheDocument()
      // The malformed answer breaks the contract on purpose: exactly that one exchange does.
      const seen: string[] = []
      await waitFor(() => {
        seen.push(...takeViolations())
        expect(seen).toEqual([expect.stringContaining('GET /api/cobranca/cliente/{id}/ → 200')])
      })
    },
  )
})

describe('after reconnecting, one banner and one retry (RELIABILITY 35)', () => {
  function Section({ name, calls }: { name: string; calls: string[] }) {
    const [failed, setFailed] = useState(true)
    const error: ApiError = {
      kind: 'network',
      message: CONNECTION_FAILED_TEXT,
      fieldErrors: {},
      nonFieldErrors: [],
    }
    if (!failed) return <p>{name} carregado</p>
    return (
      <LoadFailedAlert
        title={`Não foi possível carregar ${name}`}
        error={error}
        onRetry={() => {
          calls.push(name)
          setFailed(false)
        }}
      />
    )
  }

  it("three sections that failed for lack of connection come back with the banner's one retry", async () => {
    const calls: string[] = []
    render(
      <>
        <OfflineBanner />
        <Section name="lembretes" calls={calls} />
        <Section name="contatos" calls={calls} />
        <Section name="pareceres" calls={calls} />
      </>,
    )
    act(() => setOnline(false))
    expect(await screen.findByText('Sem conexão.')).toBeInTheDocument()
    // offline: nothing to retry yet, and no retry per section
    expect(screen.queryAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(0)
    act(() => setOnline(true))
    const banner = await screen.findByText(/3 partes da página não carregaram/)
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1)
    await userEvent.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Tentar novamente',
      }),
    )
    expect(await screen.findByText('lembretes carregado')).toBeInTheDocument()
    expect(screen.getByText('contatos carregado')).toBeInTheDocument()
    expect(screen.getByText('pareceres carregado')).toBeInTheDocument()
    expect(calls.sort()).toEqual(['contatos', 'lembretes', 'pareceres'])
    await waitFor(() => expect(screen.queryByText(/não carregaram/)).not.toBeInTheDocument())
  })

  it("the customer's own retry brings back the sections that failed with it, in one click (issue 27)", async () => {
    const calls: string[] = []
    function Customer() {
      const [failed, setFailed] = useState(true)
      if (!failed) return <p>cliente carregado</p>
      return (
        <LoadFailedPanel
          title="Não foi possível carregar o cliente"
          error={{ kind: 'network', message: CONNECTION_FAILED_TEXT }}
          onRetry={() => {
            calls.push('cliente')
            setFailed(false)
          }}
        />
      )
    }
    render(
      <>
        <OfflineBanner />
        <Customer />
        {['lembretes', 'contatos', 'observações', 'pareceres', 'negociações'].map((name) => (
          <Section key={name} name={name} calls={calls} />
        ))}
      </>,
    )
    // the banner counts the five sections; the customer's panel has its own button
    const banner = (await screen.findByText(/5 partes da página não carregaram/)).closest('[role="alert"]')!
    const own = screen
      .getAllByRole('button', { name: 'Tentar novamente' })
      .find((button) => !banner.contains(button))!
    await userEvent.click(own)
    expect(await screen.findByText('cliente carregado')).toBeInTheDocument()
    for (const name of ['lembretes', 'contatos', 'observações', 'pareceres', 'negociações'])
      expect(screen.getByText(`${name} carregado`)).toBeInTheDocument()
    expect(calls.sort()).toEqual(['cliente', 'contatos', 'lembretes', 'negociações', 'observações', 'pareceres'])
    await waitFor(() => expect(screen.queryByText(/não carregaram/)).not.toBeInTheDocument())
    expect(screen.queryAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(0)
  })

  it("the banner's retry brings back a failed area too", async () => {
    const calls: string[] = []
    function Area() {
      const [failed, setFailed] = useState(true)
      if (!failed) return <p>títulos carregados</p>
      return (
        <LoadFailedPanel
          title="Não foi possível carregar os títulos"
          error={{ kind: 'offline', message: CONNECTION_FAILED_TEXT }}
          onRetry={() => {
            calls.push('títulos')
            setFailed(false)
          }}
        />
      )
    }
    render(
      <>
        <OfflineBanner />
        <Area />
        <Section name="lembretes" calls={calls} />
      </>,
    )
    const banner = await screen.findByText(/Uma parte da página não carregou/)
    await userEvent.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }),
    )
    expect(await screen.findByText('títulos carregados')).toBeInTheDocument()
    expect(screen.getByText('lembretes carregado')).toBeInTheDocument()
    expect(calls.sort()).toEqual(['lembretes', 'títulos'])
  })

  it('a failure that is not about the connection keeps its own retry', () => {
    render(
      <LoadFailedAlert
        title="Falhou"
        error={{
          kind: 'server',
          message: 'Erro interno do servidor. Tente novamente em instantes.',
        }}
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})

describe('one session per browser in the app (RELIABILITY 32)', () => {
  const PANEL = '/cobranca/novo-painel-clientes?cliente=10001'

  function otherTabChanged() {
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cobranca:session' }))
    })
  }

  async function typeNote(text: string) {
    const user = userEvent.setup({ delay: null })
    const notes = await screen.findByLabelText('Anotações', {}, { timeout: 15000 })
    await user.type(notes, text)
    return user
  }

  async function signInAgain(username: string) {
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText('Usuário'), username)
    await user.type(screen.getByLabelText('Senha'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
  }

  it(
    'a logout in another tab: login with "Sessão expirada!", the draft restored for the same user',
    { timeout: 90_000 },
    async () => {
      await signInAs('analista')
      const { router, store } = renderApp(PANEL)
      await typeNote('Cliente pediu boleto novo')
      // another tab signs out: its storage changes arrive here
      localStorage.removeItem('cobranca:session')
      localStorage.removeItem('cobranca:refresh')
      otherTabChanged()
      expect(await screen.findByText('Sessão expirada!')).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(PANEL)
      expect(store.getState().session?.profile ?? null).toBeNull()
      await signInAgain('analista')
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/cobranca/novo-painel-clientes'),
      )
      await waitFor(
        () => expect(screen.getByLabelText('Anotações')).toHaveValue('Cliente pediu boleto novo'),
        { timeout: 15000 },
      )
    },
  )

  it(
    'another user signs in in another tab: this tab leaves, and that user never sees the draft',
    { timeout: 90_000 },
    async () => {
      await signInAs('analista')
      const { router } = renderApp(PANEL)
      await typeNote('Rascunho da Ana')
      const other = await signInAs('supervisor')
      otherTabChanged()
      expect(await screen.findByText('Sessão expirada!')).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'))
      // the other user's session is stored, untouched by this tab
      expect(getSessionToken()).toBe(other.access)
      expect(getRefreshToken()).toBe(other.refresh)
      await signInAgain('supervisor')
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/cobranca/novo-painel-clientes'),
      )
      const notes = await screen.findByLabelText('Anotações', {}, { timeout: 15000 })
      expect(notes).toHaveValue('')
      expect(Object.keys(sessionStorage).filter((k) => k.startsWith('cobranca-draft:'))).toEqual([])
    },
  )
})
