import { Button, Modal, Tooltip } from 'antd'
import { hasAttendanceDraft } from '../attendance-draft'
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
  filters: Record<string, unknown>
  onGo: (cod: number) => void
}) {
  const dispatch = useAppDispatch()
  const { fila, status, error } = useAppSelector(selectAttendance)
  const pos = queuePosition(fila, cod)
  const [modal, modalHolder] = Modal.useModal()
  /**
   * Notes typed and not saved stay as this customer's draft (they come back when the customer
   * is opened again); moving on says so first, instead of leaving them without a word.
   */
  const leave = (target: number, label: string) => {
    if (!hasAttendanceDraft(cod)) return onGo(target)
    modal.confirm({
      title: 'Atendimento não registrado',
      content:
        'As anotações deste cliente ainda não foram registradas. Elas ficam guardadas como rascunho e voltam quando você abrir este cliente de novo.',
      okText: label,
      cancelText: 'Continuar neste cliente',
      onOk: () => onGo(target),
    })
  }
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
      {modalHolder}
      <span className="cp-queue-where" aria-live="polite">
        {where}
      </span>
      <Button
        disabled={!pos.previous}
        onClick={() => pos.previous && leave(pos.previous.cod_cliente, 'Ir para o anterior')}
      >
        Anterior
      </Button>
      <Tooltip title={pos.next ? pos.next.nome_fantasia : loading ? undefined : 'Fim da fila'}>
        <Button
          type="primary"
          disabled={!pos.next}
          onClick={() => pos.next && leave(pos.next.cod_cliente, 'Ir para o próximo')}
        >
          Próximo cliente
        </Button>
      </Tooltip>
    </nav>
  )
}
