import { Button } from 'antd'
import { StatusPanel } from '@/shared/ui/status-panel'
import { useOnline } from '@/shared/ui/use-online'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ChunkTimeoutError, forgetFailedPages } from '../lazy-page'

interface Props {
  children: ReactNode
}

interface State {
  error: Error | null
  /** the page's code failed to load while the browser was offline */
  offline: boolean
}

// A page's code is its JS chunk and, for pages with their own stylesheet, a CSS file: Vite's
// preload helper reports a CSS that did not arrive as 'Unable to preload CSS for …'.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading|Failed to fetch|Unable to preload CSS/i

export function isChunkLoadError(error: Error): boolean {
  return error instanceof ChunkTimeoutError || CHUNK_FAILURE.test(error.message)
}

function describe(error: Error): string {
  if (error instanceof ChunkTimeoutError) return error.message
  if (isChunkLoadError(error)) {
    return 'Não foi possível carregar esta página. Verifique a conexão e tente novamente.'
  }
  return 'Ocorreu um erro ao exibir esta página. O restante do sistema continua disponível.'
}

/**
 * The page's code is not here and the network is gone: an offline state, not an error. Its one
 * retry is here, in the page area (the page failed as a whole, not a section of it).
 */
function OfflinePagePanel({ onRetry }: { onRetry: () => void }) {
  const online = useOnline()
  return (
    <StatusPanel
      tone="warning"
      title={online ? 'Conexão restabelecida' : 'Sem conexão'}
      description={
        online
          ? 'A página pode ser carregada agora. O que você digitou nas outras páginas continua guardado.'
          : 'Esta página ainda não tinha sido aberta e precisa da rede para carregar. O que você digitou nas outras páginas continua guardado; quando a conexão voltar, tente novamente.'
      }
      action={
        <Button type="primary" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  )
}

/** One per route: a page that throws shows this panel while the menu keeps working. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, offline: false }

  static getDerivedStateFromError(error: Error): State {
    const offline = isChunkLoadError(error) && typeof navigator !== 'undefined' && navigator.onLine === false
    return { error, offline }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Offline is a state the user can see and fix, not a defect to log.
    if (this.state.offline || (isChunkLoadError(error) && navigator.onLine === false)) return
    console.error('Erro ao exibir a página:', error, info.componentStack)
  }

  retry = () => {
    forgetFailedPages()
    this.setState({ error: null, offline: false })
  }

  render() {
    const { error, offline } = this.state
    if (!error) return this.props.children
    if (offline) return <OfflinePagePanel onRetry={this.retry} />
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
