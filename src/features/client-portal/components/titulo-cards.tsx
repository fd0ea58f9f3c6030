import { Button, Tag } from 'antd'
import type { ReactNode } from 'react'
import { formatDate } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import { amountLines, breakdownOf, centavosOrNull, isPayable, summarize, tagOf } from '../titles-model'
import type { PortalTitulo } from '../types'

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="titulo-card-line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A paid title: what it was, what was paid and when. */
function PaidLines({ t }: { t: PortalTitulo }) {
  const original = centavosOrNull(t.valor)
  const pago = centavosOrNull(t.valor_pago)
  return (
    <>
      {original !== null && <Line label="Valor original">{formatCentavos(original)}</Line>}
      {pago !== null && <Line label="Valor pago">{formatCentavos(pago)}</Line>}
      {t.data_pagamento && <Line label="Pago em">{formatDate(t.data_pagamento)}</Line>}
    </>
  )
}

/** An open title: original, (-) pago, (+) multa e juros, (=) saldo atualizado, as the server sent them. */
function OpenLines({ t }: { t: PortalTitulo }) {
  return (
    <>
      {amountLines(breakdownOf(t)).map((line) => (
        <Line key={line.key} label={line.label}>
          {line.key === 'atualizado' ? <strong>{formatCentavos(line.centavos)}</strong> : formatCentavos(line.centavos)}
        </Line>
      ))}
    </>
  )
}

/** The titles on a phone: one card each, the amount to pay first, then the totals. */
export function TituloCards({
  rows,
  today,
  loading,
  emptyText,
  onPay,
}: {
  rows: readonly PortalTitulo[]
  /** YYYY-MM-DD in São Paulo: what is due today */
  today: string
  loading: boolean
  emptyText: string
  onPay: (t: PortalTitulo) => void
}) {
  if (rows.length === 0) {
    return (
      <p className="titulo-cards-empty" role="status">
        {loading ? 'carregando' : emptyText}
      </p>
    )
  }
  const totals = summarize(rows, today)
  return (
    <div className="titulo-cards" aria-busy={loading}>
      <ul aria-label="Títulos">
        {rows.map((t) => {
          const tag = tagOf(t, today)
          return (
            <li key={t.id}>
              <article className="titulo-card" aria-label={`Título ${t.documento}`}>
                <header>
                  <strong>{t.documento}</strong>
                  <Tag color={tag.color}>{tag.label}</Tag>
                </header>
                {t.nome_fantasia && <div className="titulo-card-company">{t.nome_fantasia}</div>}
                <dl>
                  <Line label="Vencimento">{formatDate(t.data_vencimento)}</Line>
                  {t.status === 'pago' ? <PaidLines t={t} /> : <OpenLines t={t} />}
                </dl>
                {t.status !== 'pago' && (
                  <Button block type={isPayable(t) ? 'primary' : 'default'} onClick={() => onPay(t)} aria-label={`Pagar ${t.documento}`}>
                    {isPayable(t) ? 'Pagar' : 'Como pagar'}
                  </Button>
                )}
              </article>
            </li>
          )
        })}
      </ul>
      <div className="titulo-cards-total" role="group" aria-label="Totais">
        <span>
          Total · {rows.length} {rows.length === 1 ? 'título' : 'títulos'}
        </span>
        <span>
          A pagar hoje (vencidos e a vencer hoje) <strong>{formatCentavos(totals.aPagarHoje.centavos)}</strong>
        </span>
      </div>
    </div>
  )
}
