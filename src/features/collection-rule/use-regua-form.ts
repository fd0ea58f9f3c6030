import { useMemo, type ReactElement } from 'react'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { showMessage } from '@/shared/ui/feedback'
import type { FieldDef, RegisterSource } from '@/shared/ui/register'
import { reguasLeftEmpty, useConfirmLeftEmpty } from './segment-moves'
import type { ReguaExtended, ReguaSegmento } from './types'

/** A rule as its form edits it: with the ids of the segments that follow it. */
export type ReguaForm = ReguaExtended & { segmentos_ids?: number[] }

const KEEP_SEGMENT = (nomes: string) =>
  `Um segmento sempre segue uma régua: para tirar ${nomes} desta régua, escolha-o no formulário de outra régua ou mude a régua dele na aba Segmentos.`

function refused(field: string, text: string): ApiError {
  return { kind: 'validation', message: text, fieldErrors: { [field]: [text] }, nonFieldErrors: [] }
}

/** The form's "Segmentos": every segment, with the rule it follows now. */
export function segmentosField(
  segmentos: readonly ReguaSegmento[],
  reguas: readonly ReguaExtended[],
): FieldDef<ReguaForm> {
  const nome = new Map(reguas.map((r) => [r.id, r.nome]))
  return {
    name: 'segmentos_ids',
    label: 'Segmentos',
    kind: 'multiselect',
    placeholder: 'Escolha os segmentos de clientes',
    options: segmentos.map((s) => ({
      value: s.id,
      label: nome.has(s.regua)
        ? `${s.descricao} (hoje na ${nome.get(s.regua) ?? ''})`
        : s.descricao,
    })),
    help: 'Os clientes dos segmentos escolhidos passam a seguir esta régua. Cada segmento segue uma régua só: escolhê-lo aqui o tira da régua em que está.',
  }
}

/**
 * The rules' register with their segments: the rows carry `segmentos_ids`; saving a rule saves
 * it, then moves the segments chosen for it (PATCH regua-segmento, which moves their customers),
 * after asking when that leaves another rule with no customers. A segment already in the rule
 * cannot be dropped here: it would follow no rule.
 */
export function useReguaForm(
  base: RegisterSource<ReguaExtended>,
  segmentos: RegisterSource<ReguaSegmento>,
): {
  source: RegisterSource<ReguaForm>
  holder: ReactElement
} {
  const { confirmLeftEmpty, holder } = useConfirmLeftEmpty()
  const segRows = segmentos.rows

  const source = useMemo<RegisterSource<ReguaForm>>(() => {
    const ofRegua = (id: number | undefined) => segRows.filter((s) => s.regua === id)
    return {
      ...base,
      rows: base.rows.map((r) => ({ ...r, segmentos_ids: ofRegua(r.id).map((s) => s.id) })),
      save: async (values, editing) => {
        const { segmentos_ids: ids = [], ...rule } = values
        const chosen = new Set(ids)
        const dropped = ofRegua(editing?.id).filter((s) => !chosen.has(s.id))
        if (dropped.length > 0)
          throw refused(
            'segmentos_ids',
            KEEP_SEGMENT(dropped.map((s) => `"${s.descricao}"`).join(', ')),
          )
        const moving = segRows.filter((s) => chosen.has(s.id) && s.regua !== editing?.id)
        const nome = rule.nome ?? editing?.nome ?? ''
        await confirmLeftEmpty(
          reguasLeftEmpty(
            base.rows,
            segRows,
            moving.map((s) => s.id),
            editing?.id ?? null,
          ),
          `a régua "${nome}"`,
        )
        const saved = await base.save(rule, editing)
        const id = editing?.id ?? (saved as { id: number }).id
        for (const segmento of moving) {
          try {
            await segmentos.save({ regua: id }, segmento)
          } catch (error) {
            showMessage(
              'error',
              `A régua "${nome}" foi salva, mas o segmento "${segmento.descricao}" não foi vinculado: ${normalizeError(error).message} Edite a régua para vinculá-lo.`,
              10,
            )
          }
        }
        return saved
      },
    }
  }, [base, segRows, segmentos, confirmLeftEmpty])

  return { source, holder }
}
