import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installGlobalErrorHandlers } from '@/app/global-errors'
import { api } from '@/shared/api/client'
import { MalformedResponseError, normalizeError } from '@/shared/api/errors'
import { normalizeList, normalizePage } from '@/shared/api/lists'
import { getSessionToken } from '@/shared/storage/tokens'
import { SafeLink } from '@/shared/ui/safe-link'
import { server } from './msw-server'
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
