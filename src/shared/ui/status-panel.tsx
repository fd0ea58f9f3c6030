import type { ReactNode } from 'react'

/**
 * A light stand-in for antd's Result where it sits on the first load (error boundary, profile
 * failure): Result brings its status illustrations along, which the login route must not pay for.
 */
export function StatusPanel({
  tone = 'error',
  title,
  description,
  action,
  code,
}: {
  tone?: 'error' | 'warning' | 'info'
  title: ReactNode
  description?: ReactNode
  action?: ReactNode
  /** shown large instead of the icon, e.g. 404 */
  code?: string
}) {
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={`status-panel status-panel-${tone}`}>
      {code ? (
        <div className="status-panel-code" aria-hidden>
          {code}
        </div>
      ) : (
        <div className="status-panel-icon" aria-hidden>
          {tone === 'info' ? 'i' : '!'}
        </div>
      )}
      <h2 className="status-panel-title">{title}</h2>
      {description && <p className="status-panel-text">{description}</p>}
      {action && <div className="status-panel-action">{action}</div>}
    </div>
  )
}
