import { Card, Skeleton } from 'antd'
import type { ApiError } from '@/shared/api/errors'
import type { RequestStatus } from '@/shared/store/request-status'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { StatusPanel } from '@/shared/ui/status-panel'
import { useClientePainel } from '../hooks'
import type { ClientePainel } from '../types'
import { CustomerHeader } from './customer-header'

/**
 * Only a customer that does not exist closes the panel and the attendance screen: when its
 * header cannot load (a server without the customer's detail, a fault), every other section
 * still has what it needs (issue 23).
 */
export function customerMissing({ status, error }: { status: RequestStatus; error: ApiError | null }): boolean {
  return status === 'failed' && error?.kind === 'not_found'
}

/** The header while the customer loads, a clear message when it does not exist or failed. */
export function CustomerHeaderOrStatus({
  cod,
  compact,
  render,
}: {
  cod: number
  compact?: boolean
  render?: (c: ClientePainel) => React.ReactNode
}) {
  const { cliente, status, error, retry } = useClientePainel(cod)
  if (status === 'failed') {
    if (error?.kind === 'not_found') {
      return (
        <StatusPanel
          tone="warning"
          title="Cliente não encontrado"
          description={`Não há cliente com o código ${cod}. Escolha outro cliente.`}
        />
      )
    }
    return (
      <LoadFailedPanel title="Não foi possível carregar o cliente" error={error} onRetry={retry} />
    )
  }
  if (!cliente || cliente.cod_cliente !== cod) {
    return (
      <Card size="small" className="cp-header">
        <div role="status" aria-label="Carregando cliente">
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      </Card>
    )
  }
  return <>{render ? render(cliente) : <CustomerHeader cliente={cliente} compact={compact} />}</>
}
