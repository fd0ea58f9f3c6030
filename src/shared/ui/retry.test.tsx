import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoadFailedAlert, LoadFailedPanel } from './retry'

describe('load failures with a retry', () => {
  it('the panel says what failed and why, and retries on click', async () => {
    const onRetry = vi.fn()
    render(
      <LoadFailedPanel
        title="Não foi possível carregar os títulos."
        error={{ message: 'Sem conexão com o servidor.' }}
        onRetry={onRetry}
      />,
    )
    const panel = screen.getByRole('alert')
    expect(panel).toHaveTextContent('Não foi possível carregar os títulos.')
    expect(panel).toHaveTextContent('Sem conexão com o servidor.')
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('the alert retries on click, and has no button when there is nothing to retry', async () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <LoadFailedAlert
        title="A fila não carregou."
        error={{ message: 'Erro 500' }}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Erro 500')
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledTimes(1)

    rerender(<LoadFailedAlert title="A fila não carregou." error={null} tone="warning" />)
    expect(screen.getByRole('alert')).toHaveTextContent('A fila não carregou.')
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument()
  })
})
