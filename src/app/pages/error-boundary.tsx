import { Button } from 'antd'
import { StatusPanel } from '@/shared/ui/status-panel'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ChunkTimeoutError, forgetFailedPages } from '../lazy-page'

interface Props {
  children: ReactNode
}

interface State {
  error: Error | null
}

function describe(error: Error): string {
  if (error instanceof ChunkTimeoutError) return error.message
  if (/dynamically imported module|Importing a module script failed|error loading/i.test(error.message)) {
    return 'Não foi possível carregar esta página. Verifique a conexão e tente novamente.'
  }
  return 'Ocorreu um erro ao exibir esta página. O restante do sistema continua disponível.'
}

/** One per route: a page that throws shows this panel while the menu keeps working. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erro ao exibir a página:', error, info.componentStack)
  }

  retry = () => {
    forgetFailedPages()
    this.setState({ error: null })
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <StatusPanel
        title="Algo deu errado"
        description={describe(error)}
        action={
          <Button type="primary" onClick={this.retry}>
            Tentar novamente
          </Button>
        }
      />
    )
  }
}
