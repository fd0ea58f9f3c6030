import { Card, Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import type { ApiError } from '../api/errors'
import { LoadFailedAlert } from './retry'
import type { RequestStatus } from '../store/request-status'

export interface SectionProps {
  title: string
  status: RequestStatus
  error?: ApiError | null
  onRetry?: () => void
  /** true when there is nothing to list */
  empty: boolean
  emptyText: string
  extra?: ReactNode
  /** shown above the list in every state but the first load (forms, highlights) */
  header?: ReactNode
  children?: ReactNode
  id?: string
}

/**
 * One panel section with its four states: first load (skeleton), error (message and
 * 'Tentar novamente'), empty, and the data. A reload keeps the data on screen.
 */
export function Section({
  title,
  status,
  error,
  onRetry,
  empty,
  emptyText,
  extra,
  header,
  children,
  id,
}: SectionProps) {
  const firstLoad = (status === 'idle' || status === 'loading') && empty
  let body: ReactNode
  if (firstLoad) {
    body = (
      <div role="status" aria-label={`Carregando ${title.toLowerCase()}`}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    )
  } else if (status === 'failed' && empty) {
    body = null
  } else if (empty) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  } else {
    body = children
  }
  return (
    <section aria-label={title} id={id} className="cp-section">
      <Card title={title} extra={extra} size="small">
        {status === 'failed' && (
          <LoadFailedAlert
            className="cp-section-error"
            title={`Não foi possível carregar: ${title.toLowerCase()}.`}
            error={error}
            onRetry={onRetry}
          />
        )}
        {header}
        {body}
      </Card>
    </section>
  )
}
