import { memo } from 'react'
import { AGING_BUCKETS } from '@/shared/lib/aging'
import { formatCentavos } from '@/shared/lib/money'
import type { Aggregate, BaseSummary as Summary } from '../base-model'

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const integer = new Intl.NumberFormat('pt-BR')

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string
  value: string
  hint?: string
  tone?: 'danger'
}) {
  return (
    <div className={`summary-figure${tone ? ` summary-figure-${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span className="summary-value">{value}</span>
        {/* the hint's line is kept while loading, so the figures never grow when it arrives */}
        <span className="summary-hint" aria-hidden={hint ? undefined : true}>
          {hint ?? '\u00a0'}
        </span>
      </dd>
    </div>
  )
}

/** Open and overdue totals of what the filters select, and the open balance by age. */
export const BaseSummaryPanel = memo(function BaseSummaryPanel({
  totals,
  summary,
  loading,
  empty = false,
}: {
  totals: Aggregate
  summary: Summary
  loading: boolean
  /** nothing loaded yet: dashes, not zeros that look like figures */
  empty?: boolean
}) {
  const money = (centavos: number) => (empty ? '—' : formatCentavos(centavos))
  const max = Math.max(1, ...totals.aging)
  return (
    <section className="base-summary" aria-label="Resumo da base" aria-busy={loading}>
      <dl className="summary-figures">
        <Figure
          label="Em aberto"
          value={money(totals.saldo)}
          hint={empty ? undefined : `${integer.format(summary.titulos)} títulos`}
        />
        <Figure
          label="Vencido"
          tone="danger"
          value={money(totals.vencido)}
          hint={
            empty
              ? undefined
              : summary.participacaoVencida === null
                ? '—'
                : `${percent.format(summary.participacaoVencida)} do aberto`
          }
        />
        <Figure
          label="Clientes em atraso"
          value={empty ? '—' : integer.format(summary.clientesVencidos)}
          hint={
            empty
              ? undefined
              : `de ${integer.format(summary.clientes)} ${summary.clientes === 1 ? 'cliente' : 'clientes'}`
          }
        />
        <Figure label="A vencer" value={money(totals.a_vencer)} />
      </dl>
      <figure className="aging-chart">
        <figcaption>Saldo em aberto por faixa de atraso</figcaption>
        <ul>
          {AGING_BUCKETS.map((bucket, i) => {
            const value = totals.aging[i]
            const share = totals.saldo > 0 ? value / totals.saldo : 0
            return (
              <li key={bucket.key} className={`aging-bar aging-bar-${i}`}>
                <span className="aging-label">
                  {bucket.key === 'a_vencer' ? bucket.label : `${bucket.label} dias`}
                </span>
                <span className="aging-track" aria-hidden>
                  <span className="aging-fill" style={{ width: `${(value / max) * 100}%` }} />
                </span>
                <span className="aging-value">
                  {empty ? (
                    '—'
                  ) : (
                    <>
                      {formatCentavos(value)}{' '}
                      <span className="aging-share">{percent.format(share)}</span>
                    </>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      </figure>
    </section>
  )
})
