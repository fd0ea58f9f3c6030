import { Card, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export interface Figure {
  label: string
  value: ReactNode
  /** how the figure is computed (a formula), on hover and for screen readers */
  hint?: string
  /** where the figure is explained (a report's path) */
  href?: string
}

/** The headline figures of a report, above its table. */
export function Figures({ items, label = 'Resumo' }: { items: Figure[]; label?: string }) {
  return (
    <div className="report-summary" role="group" aria-label={label}>
      {items.map((item) => {
        const value = <strong className="report-figure-value">{item.value}</strong>
        return (
          <Card key={item.label} size="small">
            <div className="report-figure-label">{item.label}</div>
            {item.hint ? (
              <Tooltip title={item.hint}>
                <span tabIndex={0} aria-description={item.hint}>
                  {value}
                </span>
              </Tooltip>
            ) : (
              value
            )}
            {item.href && (
              <div>
                <Link to={item.href}>Ver relatório</Link>
              </div>
            )}
          </Card>
        )
      })}
    </div>
  )
}
