import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import type { ApiError } from '@/shared/api/errors'
import { StatusPanel } from './status-panel'
import { isConnectionFailure, retryFailedSections, useConnectionRetry } from './use-online'

type ShownError = Pick<ApiError, 'message'> & Partial<Pick<ApiError, 'kind'>>

/** The one label and look of every retry in the app. */
export function RetryButton({
  onRetry,
  size,
  primary = false,
}: {
  onRetry: () => void
  size?: 'small'
  primary?: boolean
}) {
  return (
    <Button
      size={size}
      type={primary ? 'primary' : 'default'}
      icon={primary ? <ReloadOutlined aria-hidden /> : undefined}
      onClick={onRetry}
    >
      Tentar novamente
    </Button>
  )
}

/**
 * A whole area that could not load: the panel takes its place, with what failed and a retry
 * (e.g. the base on its first load, a customer's titles). The area failed as a whole, so its
 * retry stays here, whatever the cause; sections (LoadFailedAlert) share the banner's one. When
 * the cause is the connection, this retry also brings back every section that failed for it,
 * and the banner's retry brings back this area: one click, whichever (issue 27).
 */
export function LoadFailedPanel({
  title,
  error,
  onRetry,
}: {
  title: ReactNode
  error?: ShownError | null
  onRetry: () => void
}) {
  const connection = isConnectionFailure(error)
  useConnectionRetry(connection, onRetry, { area: true })
  // Registered by the effect above, this area is among the ones retryFailedSections retries.
  // A server without the operation will not gain it by retrying: no retry.
  return (
    <StatusPanel
      title={title}
      description={error?.message}
      action={
        error?.kind === 'unsupported' ? undefined : (
          <RetryButton primary onRetry={connection ? retryFailedSections : onRetry} />
        )
      }
    />
  )
}

/**
 * A part that could not load while the rest of the page works: an alert in its place, with the
 * reason and a small retry (a list of options, a panel section, a refresh that kept old data).
 * A failure for lack of connection has no retry of its own: the banner at the top offers one
 * retry for every section that failed so (RELIABILITY 35).
 */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
  tone = 'error',
  className,
  style,
}: {
  title: ReactNode
  error?: ShownError | null
  onRetry?: () => void
  tone?: 'error' | 'warning'
  className?: string
  style?: CSSProperties
}) {
  const connection = isConnectionFailure(error)
  useConnectionRetry(connection, onRetry)
  // A server without the operation is a fact about the server, not a fault: no retry.
  const unsupported = error?.kind === 'unsupported'
  return (
    <Alert
      type={unsupported ? 'info' : tone}
      showIcon
      className={className}
      style={style}
      title={title}
      description={error?.message}
      action={onRetry && !connection && !unsupported ? <RetryButton size="small" onRetry={onRetry} /> : undefined}
    />
  )
}
