import { Tag } from 'antd'
import { Link } from 'react-router-dom'
import { DateText, Money } from '@/shared/ui/formatted'
import { errorOf, rowsOf } from '@/shared/api/data-api'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { customerPareceresArgs, useGetCobrancaParecerCreditoQuery } from '../credit-data'
import { parecerCreditoLink } from '../links'
import type { Parecer } from '../types'
import { STATUS_COLOR, sortPareceres, statusLabel } from '../versions'
import '../credit.css'

/** The latest decided opinion, or the latest one when none was decided yet. */
export function latestDecision(list: readonly Parecer[]): { decided: Parecer | null; pending: Parecer | null } {
  const sorted = sortPareceres(list)
  return {
    decided: sorted.find((p) => p.situacao === 'aprovado' || p.situacao === 'reprovado') ?? null,
    pending: sorted.find((p) => p.situacao === 'em_analise') ?? null,
  }
}

/**
 * The customer panel's credit line: the latest decision (limit, who decided, when, validity), an
 * opinion waiting for a decision, and a link to the customer's credit page. Loads its own data.
 */
export function LatestCreditDecision({ codCliente }: { codCliente: number }) {
  // the same cache entry as the customer's credit workspace
  const pareceres = useGetCobrancaParecerCreditoQuery(customerPareceresArgs(codCliente))
  const data = pareceres.currentData

  const link = <Link to={parecerCreditoLink(codCliente)}>Abrir parecer de crédito</Link>
  if (pareceres.isError) {
    return (
      <LoadFailedAlert
        title="Não foi possível carregar a decisão de crédito."
        error={errorOf(pareceres)}
        onRetry={() => void pareceres.refetch()}
      />
    )
  }
  if (data === undefined) {
    return <div role="status" aria-label="Carregando decisão de crédito" className="credit-muted">Carregando decisão de crédito…</div>
  }
  const { decided, pending } = latestDecision(rowsOf(data))
  return (
    <div className="credit-latest" role="group" aria-label="Última decisão de crédito">
      {decided ? (
        <>
          <Tag color={STATUS_COLOR[(decided.status ?? decided.situacao) as keyof typeof STATUS_COLOR] ?? 'default'}>
            {statusLabel(decided.status ?? decided.situacao)}
          </Tag>
          <span>
            Limite <strong><Money value={decided.limite_sugerido ?? null} /></strong>
          </span>
          <span className="credit-muted">
            {decided.aprovado_por_nome ? `por ${decided.aprovado_por_nome} ` : ''}em{' '}
            <DateText value={decided.aprovado_em ?? decided.data} />
            {decided.validade ? (
              <>
                {' '}· válido até <DateText value={decided.validade} />
              </>
            ) : null}
          </span>
        </>
      ) : (
        <span className="credit-muted">Nenhuma decisão de crédito.</span>
      )}
      {pending && (
        <span>
          <Tag color="gold">Em análise</Tag> pedido de <Money value={pending.limite_sugerido ?? null} />
        </span>
      )}
      {link}
    </div>
  )
}
