import { Modal } from 'antd'
import { useCallback, type ReactElement } from 'react'
import type { ApiError } from '@/shared/api/errors'
import type { ReguaExtended, ReguaSegmento } from './types'

/**
 * Customers follow the rule of their segment: moving segments to a rule moves their customers.
 * A rule whose every segment moves away is left with no customers; the user is asked first.
 */
export interface LeftEmpty {
  regua: ReguaExtended
  /** the segments that leave it (all it had) */
  segmentos: ReguaSegmento[]
}

/** The rules (other than `target`) that lose their last segment when `moving` go to `target`. */
export function reguasLeftEmpty(
  reguas: readonly ReguaExtended[],
  segmentos: readonly ReguaSegmento[],
  moving: readonly number[],
  target: number | null,
): LeftEmpty[] {
  const leaving = new Set(moving)
  const out: LeftEmpty[] = []
  for (const regua of reguas) {
    if (regua.id === target) continue
    const own = segmentos.filter((s) => s.regua === regua.id)
    if (own.length > 0 && own.every((s) => leaving.has(s.id))) out.push({ regua, segmentos: own })
  }
  return out
}

/** A save the user called off: the form stays open with what was typed, and no message shows. */
export const SAVE_CALLED_OFF: ApiError = {
  kind: 'canceled',
  message: 'Salvamento cancelado.',
  fieldErrors: {},
  nonFieldErrors: [],
}

const names = (rows: readonly { descricao: string }[]) =>
  rows.map((s) => `"${s.descricao}"`).join(', ')

function clientes(regua: ReguaExtended): string {
  const n = regua.qtd_clientes
  if (n === undefined) return 'os clientes dela'
  return n === 1 ? 'o cliente dela' : `os ${n} clientes dela`
}

/** The question, naming each rule left with no customers and where its customers go. */
function question(left: LeftEmpty[], destino: string) {
  const one = left.length === 1
  const title = one
    ? `A régua "${left[0].regua.nome}" ficará sem clientes`
    : `${left.length} réguas ficarão sem clientes: ${left.map((l) => `"${l.regua.nome}"`).join(', ')}`
  const lines = left.map(
    (l) =>
      `${l.segmentos.length === 1 ? 'O segmento' : 'Os segmentos'} ${names(l.segmentos)} ${l.segmentos.length === 1 ? 'é o último' : 'são os últimos'} da régua "${l.regua.nome}": ${clientes(l.regua)} passam a seguir ${destino}.`,
  )
  return {
    title,
    content: `${lines.join(' ')} ${one ? 'Ela só volta a notificar' : 'Elas só voltam a notificar'} quando receber${one ? '' : 'em'} outro segmento.`,
  }
}

/**
 * Asks before a save that leaves rules with no customers: resolves when there is none or the
 * user confirms; rejects with SAVE_CALLED_OFF when the user goes back to the form.
 * Render `holder` in the tab.
 */
export function useConfirmLeftEmpty(): {
  confirmLeftEmpty: (left: LeftEmpty[], destino: string) => Promise<void>
  holder: ReactElement
} {
  const [modal, holder] = Modal.useModal()
  const confirmLeftEmpty = useCallback(
    (left: LeftEmpty[], destino: string) =>
      left.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            modal.confirm({
              ...question(left, destino),
              okText: 'Salvar mesmo assim',
              okButtonProps: { danger: true },
              cancelText: 'Voltar ao formulário',
              onOk: () => resolve(),
              onCancel: () => reject(SAVE_CALLED_OFF),
            })
          }),
    [modal],
  )
  return { confirmLeftEmpty, holder }
}
