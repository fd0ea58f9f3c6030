import { Button, Tag } from 'antd'
import type { ReactNode } from 'react'
import { formatDate } from '@/shared/lib/date'
import { formatBRL, formatCentavos } from '@/shared/lib/money'
import { encargosCentavos, isPayable, STATUS_COLOR, STATUS_LABEL, summarize } from '../titles-model'
import type { PortalTitulo } from '../types'

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="titulo-card-line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The titles on a phone: one card each, the amount to pay first, then the totals. */
export function TituloCards({
  rows,
  loading,
  emptyText,
  onPay,
}: {
  rows: readonly PortalTitulo[]
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
  const totals = summarize(rows)
  return (
    <div className="titulo-cards" aria-busy={loading}>
      <ul aria-label="Títulos">
        {rows.map((t) => (
          <li key={t.id}>
            <article className="titulo-card" aria-label={`Título ${t.documento}`}>
              <header>
                <strong>{t.documento}</strong>
                <Tag color={STATUS_COLOR[t.status]}>{STATUS_LABEL[t.status]}</Tag>
              </header>
              <div className="titulo-card-company">{t.nome_fantasia}</div>
              <dl>
                <Line label="Vencimento">{formatDate(t.data_vencimento)}</Line>
                <Line label="Valor original">{formatBRL(t.valor)}</Line>
                {t.status === 'pago' ? (
                  <Line label="Pago em">{formatDate(t.data_pagamento)}</Line>
                ) : (
                  <>
                    {encargosCentavos(t) > 0 && <Line label="Multa e juros">{formatCentavos(encargosCentavos(t))}</Line>}
                    <Line label="Atualizado hoje">
                      <strong>{formatBRL(t.valor_atualizado)}</strong>
                    </Line>
                  </>
                )}
              </dl>
              {t.status !== 'pago' && (
                <Button block type={isPayable(t) ? 'primary' : 'default'} onClick={() => onPay(t)} aria-label={`Pagar ${t.documento}`}>
                  {isPayable(t) ? 'Pagar' : 'Como pagar'}
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
      <div className="titulo-cards-total" role="group" aria-label="Totais">
        <span>
          Total · {rows.length} {rows.length === 1 ? 'título' : 'títulos'}
        </span>
        <strong>A pagar hoje {formatCentavos(totals.aPagar.centavos)}</strong>
      </div>
    </div>
  )
}
