import { formatBRL, formatCentavos } from '../lib/money'
import { formatDate, formatDateTime } from '../lib/date'

/** Money cells align right with tabular digits so columns of values line up. */
export function Money({ value, centavos }: { value?: number | string | null; centavos?: number | null }) {
  const text = centavos !== undefined && centavos !== null ? formatCentavos(centavos) : formatBRL(value)
  const negative = (centavos ?? Number(value)) < 0
  return <span className={negative ? 'money money-negative' : 'money'}>{text}</span>
}

export function DateText({ value, withTime = false }: { value?: string | null; withTime?: boolean }) {
  return <span className="date-text">{withTime ? formatDateTime(value) : formatDate(value)}</span>
}
