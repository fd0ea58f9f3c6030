import { Alert, Button, Empty, Skeleton } from 'antd'
import { useMemo, type ComponentProps } from 'react'
import { LoadFailedAlert } from '@/shared/ui/retry'

/** What the table shows without rows: the space of the rows to come, an empty base, or no match. */
export function useBaseEmptyText(waiting: boolean, baseIsEmpty: boolean, onClear: () => void) {
  return useMemo(
    () =>
      waiting ? (
        // The space of the rows to come, so nothing below jumps when they arrive (CLS).
        <div className="base-table-skeleton">
          <span className="muted">Buscando a base…</span>
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
      ) : baseIsEmpty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nenhum título em aberto na base de cobrança."
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nenhum cliente encontrado para os filtros aplicados."
        >
          <Button onClick={onClear}>Limpar filtros</Button>
        </Empty>
      ),
    [waiting, baseIsEmpty, onClear],
  )
}

interface Failure {
  error: ComponentProps<typeof LoadFailedAlert>['error']
  retry: () => void
}

/** The notices above the summary: a failed refresh, missing side information, the work queue, a notification sent. */
export function BaseNotices({
  refresh,
  extras,
  queue,
  sent,
}: {
  /** the base failed with these filters (the rows below are the previous answer's) */
  refresh: Failure | null
  /** the last actions, reminders or filter options did not load */
  extras: Failure | null
  /** the promises or next-contact list did not load */
  queue: Failure | null
  /** notifications queued for this scope: the server's reason */
  sent: { motivo: string | null } | null
}) {
  const failures: Array<[Failure | null, string, 'warning' | undefined]> = [
    [refresh, 'Não foi possível atualizar a base com estes filtros. Os dados abaixo são da consulta anterior.', undefined],
    [extras, 'Algumas informações complementares não carregaram (última ação, lembretes ou opções de filtro).', 'warning'],
    [queue, 'Não foi possível aplicar o filtro de promessas ou de próximo contato.', undefined],
  ]
  return (
    <>
      {failures.map(([failure, title, tone]) =>
        failure ? (
          <LoadFailedAlert
            key={title}
            className="base-alert"
            tone={tone}
            title={title}
            error={failure.error}
            onRetry={failure.retry}
          />
        ) : null,
      )}
      {sent && (
        <Alert
          className="base-alert"
          type="success"
          showIcon
          title="Notificações enfileiradas."
          description={sent.motivo}
        />
      )}
    </>
  )
}
