import type { ReactNode } from 'react'

/**
 * The bill page's button: a plain <button> drawn by bill-copy.css. The public 2ª via is opened on
 * phones from an SMS; without antd (its CSS-in-JS runtime, Button and ConfigProvider) its entry
 * is about half the JavaScript, which a phone parses and runs before the bill is usable (issue 25:
 * Lighthouse mobile ≥ 95). Large, full width, the app's red for the main action.
 */
export function BillButton({
  primary = false,
  icon,
  loading = false,
  onClick,
  children,
}: {
  primary?: boolean
  icon?: ReactNode
  loading?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={primary ? 'bill-btn bill-btn-primary' : 'bill-btn'}
      onClick={onClick}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="bill-btn-spinner" aria-hidden /> : icon}
      <span>{children}</span>
    </button>
  )
}
