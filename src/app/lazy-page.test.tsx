import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/shared/config/constants'
import { lazyPage, preloadPage } from './lazy-page'
import { RouteErrorBoundary } from './pages/error-boundary'

afterEach(() => {
  vi.useRealTimers()
})

describe('lazyPage', () => {
  it('shows its loading state, then the page; a preloaded chunk is downloaded once', async () => {
    const loader = vi.fn().mockResolvedValue({ default: () => <p>página pronta</p> })
    void preloadPage(loader)
    const Page = lazyPage(loader, <span>carregando página</span>)
    render(<Page />)
    expect(screen.getByText('carregando página')).toBeInTheDocument()
    expect(await screen.findByText('página pronta')).toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('renders a chunk already in at once, with no loading state in between', async () => {
    const loader = vi.fn().mockResolvedValue({ default: () => <p>já carregada</p> })
    const Page = lazyPage(loader, <span>carregando página</span>)
    const first = render(<Page />)
    await screen.findByText('já carregada')
    first.unmount()
    render(<Page />)
    // synchronously, on the first render: no fallback frame (and so no layout shift)
    expect(screen.getByText('já carregada')).toBeInTheDocument()
    expect(screen.queryByText('carregando página')).not.toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('a chunk that never arrives ends in the error boundary with the timeout message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers()
    const Page = lazyPage(() => new Promise(() => {}), <span>carregando página</span>)
    render(
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('carregando página')).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 10)
    })
    expect(screen.getByText('A página demorou demais para carregar.')).toBeInTheDocument()
  })
})

describe('lazyPage outside act (as in the browser)', () => {
  it('a chunk that arrives between the first paint and the effects still shows the page', async () => {
    const { createRoot } = await import('react-dom/client')
    const host = document.createElement('div')
    document.body.append(host)
    const loader = vi.fn(() => Promise.resolve({ default: () => <p>chegou cedo</p> }))
    const Page = lazyPage(loader, <span>carregando página</span>)
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const previous = env.IS_REACT_ACT_ENVIRONMENT
    env.IS_REACT_ACT_ENVIRONMENT = false
    const root = createRoot(host)
    try {
      root.render(<Page />)
      // the module settles in microtasks, before React runs the passive effects of the commit
      await vi.waitFor(() => expect(host.textContent).toBe('chegou cedo'), { timeout: 2000 })
    } finally {
      root.unmount()
      host.remove()
      env.IS_REACT_ACT_ENVIRONMENT = previous
    }
  })
})
