import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../lazy-page'
import { RouteErrorBoundary } from './error-boundary'

/** A lazily loaded page under the route's error boundary, as the router mounts it. */
function renderLazy(loader: Parameters<typeof lazyPage>[0]) {
  const Page = lazyPage(loader)
  render(
    <RouteErrorBoundary>
      <Suspense fallback={<span>carregando</span>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  )
}

describe('route error boundary', () => {
  it('shows "Tentar novamente" for a render error and recovers when retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    function Flaky() {
      if (broken) throw new Error('boom')
      return <p>conteúdo</p>
    }
    render(
      <RouteErrorBoundary>
        <Flaky />
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Algo deu errado')).toBeInTheDocument()
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(screen.getByText('conteúdo')).toBeInTheDocument()
  })

  it('a page chunk that failed to load is loaded again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValue({ default: () => <p>página carregada</p> })
    renderLazy(loader)
    expect(await screen.findByText(/Não foi possível carregar esta página/)).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('página carregada')).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('a page whose code fails to load offline shows an offline state; the retry works once online', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    consoleError.mockClear()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/y.js'))
      .mockResolvedValue({ default: () => <p>página de usuários</p> })
    renderLazy(loader)
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument()
    expect(screen.getByText(/precisa da rede para carregar/)).toBeInTheDocument()
    // offline is a state, not a defect: nothing logged as an error
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('Erro ao exibir a página'))).toBe(false)
    onLine.mockReturnValue(true)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('página de usuários')).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
    onLine.mockRestore()
  })
})
