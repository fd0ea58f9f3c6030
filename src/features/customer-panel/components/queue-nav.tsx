import { Button, Modal, Tooltip } from 'antd'
import { hasAttendanceDraft } from '../attendance-draft'
import { useEffect, useMemo } from 'react'
import { useAppDispatch } from '@/shared/store/hooks'
import { errorOf, rowsOf } from '@/shared/api/data-api'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { holdFirstScreens, usePostCobrancaContasReceberAgrupadoQuery } from '../customer-panel-data'
import { useLater } from '../hooks'
import { queuePosition, sortQueue } from '../lib'
import type { ClienteFila } from '../types'

/**
 * The ordered customers of the base filter, without their titles (light): the grouped base read
 * with the filters in the body, one cached query per filter, in the base's sort (`ordering`,
 * sorted here too: a server may leave the grouped answer in its worklist order).
 */
function useFila(filters: Record<string, unknown> & { ordering?: string }) {
  const result = usePostCobrancaContasReceberAgrupadoQuery({
    body: { ...filters, incluir_titulos: false },
  })
  const ordering = filters.ordering
  const fila = useMemo<ClienteFila[]>(
    () =>
      sortQueue(
        rowsOf(result.data as ClienteFila[] | undefined).map((r) => ({
          cod_cliente: r.cod_cliente,
          nome_fantasia: r.nome_fantasia,
          saldo_vencido: r.saldo_vencido,
          saldo_total: r.saldo_total,
          saldo_a_vencer: r.saldo_a_vencer,
          qtd_titulos: r.qtd_titulos,
          qtd_vencidos: r.qtd_vencidos,
          maior_atraso: r.maior_atraso,
          aging: r.aging,
        })),
        ordering,
      ),
    [result.data, ordering],
  )
  const { refetch } = result
  return {
    fila,
    failed: result.isError,
    loading: !result.isSuccess && !result.isError,
    error: errorOf(result),
    retry: () => void refetch(),
  }
}

/** Where the customer is in the base's queue, and the way to the next one. */
export function QueueNav({
  cod,
  filters,
  onGo,
}: {
  cod: number | null
  filterKey: string
  filters: Record<string, unknown>
  onGo: (cod: number) => void
}) {
  const { fila, failed, loading, error, retry } = useFila(filters)
  const pos = queuePosition(fila, cod)
  // While the analyst works on this customer (its first screenful painted), the next and the
  // previous one are read ahead: a click shows them from the cache (issue 25).
  const dispatch = useAppDispatch()
  const later = useLater()
  const ahead = later
    ? [pos.next?.cod_cliente, pos.previous?.cod_cliente].filter((c) => c !== undefined).join(',')
    : ''
  useEffect(() => {
    if (!ahead) return
    return holdFirstScreens(dispatch, ahead.split(',').map(Number))
  }, [dispatch, ahead])
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
  if (failed) {
    return (
      <LoadFailedAlert title="Não foi possível carregar a fila." error={error} onRetry={retry} />
    )
  }
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
