/** A "days late" cell: the number when the title is overdue, a muted dash otherwise. */
export function DaysLate({ days }: { days: number }) {
  return days > 0 ? <span className="days-late">{days}</span> : <span className="muted">—</span>
}
