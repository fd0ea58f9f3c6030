import { Button, Tooltip } from 'antd'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { loadFila, selectAttendance } from '../attendance-slice'
import { queuePosition } from '../lib'

/** Where the customer is in the base's queue, and the way to the next one. */
export function QueueNav({
  cod,
  filterKey,
  filters,
  onGo,
}: {
  cod: number | null
  filterKey: string
  filters: Record<string, string | string[]>
  onGo: (cod: number) => void
}) {
  const dispatch = useAppDispatch()
  const { fila, status, error } = useAppSelector(selectAttendance)
  const pos = queuePosition(fila, cod)
  if (status.fila === 'failed') {
    return (
      <LoadFailedAlert
        title="Não foi possível carregar a fila."
        error={error.fila}
        onRetry={() => dispatch(loadFila({ key: filterKey, filters }))}
      />
    )
  }
  const loading = status.fila === 'loading' || status.fila === 'idle'
  const where = loading
    ? 'carregando a fila'
    : pos.total === 0
      ? 'Fila vazia'
      : pos.index >= 0
        ? `Cliente ${pos.index + 1} de ${pos.total}`
        : `Fora da fila · ${pos.total} ${pos.total === 1 ? 'cliente' : 'clientes'}`
  return (
    <nav aria-label="Fila de atendimento" className="cp-queue">
      <span className="cp-queue-where" aria-live="polite">
        {where}
      </span>
      <Button
        disabled={!pos.previous}
        onClick={() => pos.previous && onGo(pos.previous.cod_cliente)}
      >
        Anterior
      </Button>
      <Tooltip title={pos.next ? pos.next.nome_fantasia : loading ? undefined : 'Fim da fila'}>
        <Button
          type="primary"
          disabled={!pos.next}
          onClick={() => pos.next && onGo(pos.next.cod_cliente)}
        >
          Próximo cliente
        </Button>
      </Tooltip>
    </nav>
  )
}
