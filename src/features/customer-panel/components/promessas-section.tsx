import { Alert, Tag } from 'antd'
import { toCentavos } from '@/shared/lib/money'
import { useAppDispatch } from '@/shared/store/hooks'
import { DateText, Money } from '@/shared/ui/formatted'
import { Section } from '@/shared/ui/section'
import { cancelPromessa } from '../customer-panel-data'
import { usePromessas, useUsuariosList } from '../hooks'
import { userName, withNames } from '../lib'
import type { PromessaPagamento, PromessaStatus } from '../types'
import { ConfirmDelete } from './confirm-delete'

export const STATUS_PROMESSA: Record<PromessaStatus, { label: string; color: string }> = {
  ativa: { label: 'Ativa', color: 'blue' },
  vence_hoje: { label: 'Vence hoje', color: 'gold' },
  quebrada: { label: 'Quebrada', color: 'red' },
  cumprida: { label: 'Cumprida', color: 'green' },
  cancelada: { label: 'Cancelada', color: 'default' },
}

/** What needs the analyst first: due today, then broken, then active; kept and cancelled last. */
const ORDER: Record<PromessaStatus, number> = {
  vence_hoje: 0,
  quebrada: 1,
  ativa: 2,
  cumprida: 3,
  cancelada: 4,
}

export function sortPromessas(list: readonly PromessaPagamento[]): PromessaPagamento[] {
  return [...list].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      (a.status === 'quebrada' || a.status === 'ativa'
        ? a.data_promessa.localeCompare(b.data_promessa)
        : b.data_promessa.localeCompare(a.data_promessa)) ||
      b.id - a.id,
  )
}

const cents = (v: string) => {
  try {
    return toCentavos(v)
  } catch {
    return 0
  }
}

function CancelPromessa({ promessa }: { cod: number; promessa: PromessaPagamento }) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title="Cancelar esta promessa de pagamento?"
      description="Ela continua no histórico como cancelada."
      okText="Cancelar promessa"
      cancelText="Voltar"
      ariaLabel={`Cancelar promessa de ${promessa.data_promessa.split('-').reverse().join('/')}`}
      successMessage="Promessa cancelada."
      onDelete={() => cancelPromessa(dispatch, promessa.id)}
    >
      Cancelar
    </ConfirmDelete>
  )
}

/**
 * The customer's promises to pay with their status (worked out by the server): the ones due
 * today and the broken ones first and highlighted; an open one can be cancelled after a
 * confirmation.
 */
export function PromessasSection({ cod, id }: { cod: number; id?: string }) {
  const { rows: promessas, status, error, retry } = usePromessas(cod)
  const { usuarios, status: names } = useUsuariosList()
  const list = sortPromessas(promessas)
  const dueToday = promessas.filter((p) => p.status === 'vence_hoje').length
  const broken = promessas.filter((p) => p.status === 'quebrada').length
  const attention = [
    dueToday > 0 && `${dueToday} ${dueToday === 1 ? 'promessa vence' : 'promessas vencem'} hoje`,
    broken > 0 && `${broken} ${broken === 1 ? 'promessa quebrada' : 'promessas quebradas'}`,
  ].filter(Boolean)
  return (
    <Section
      id={id}
      title="Promessas de pagamento"
      {...withNames({ status, empty: promessas.length === 0 }, names)}
      error={error}
      onRetry={retry}
      emptyText="Nenhuma promessa de pagamento deste cliente."
      extra={
        promessas.length > 0
          ? `${promessas.length} ${promessas.length === 1 ? 'promessa' : 'promessas'}`
          : undefined
      }
      header={
        attention.length > 0 ? (
          <Alert
            className="cp-section-error"
            type={broken > 0 ? 'error' : 'warning'}
            showIcon
            role="status"
            title={`${attention.join(' · ')}.`}
          />
        ) : null
      }
    >
      <ul className="cp-list" aria-label="Lista de promessas de pagamento">
        {list.map((p) => {
          const tag = STATUS_PROMESSA[p.status]
          const open = p.status === 'ativa' || p.status === 'vence_hoje' || p.status === 'quebrada'
          return (
            <li
              key={p.id}
              className={`cp-list-item cp-promessa-item is-${p.status.replace('_', '-')}`}
            >
              <div className="cp-list-main">
                <div>
                  <DateText value={p.data_promessa} />{' '}
                  <strong>
                    <Money centavos={cents(p.valor)} />
                  </strong>{' '}
                  <Tag color={tag.color}>{tag.label}</Tag>
                </div>
                <div className="cp-break">
                  {p.titulos.length === 1 ? 'Título ' : 'Títulos '}
                  {(p.documentos ?? p.titulos.map((t) => `#${t}`)).join(', ')}
                </div>
                {p.observacao ? <div className="cp-text">{p.observacao}</div> : null}
                <div className="cp-muted">{userName(usuarios, p.usuario)}</div>
              </div>
              {open && (
                <span className="cp-row-actions">
                  <CancelPromessa cod={cod} promessa={p} />
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
