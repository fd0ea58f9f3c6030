import { useMemo } from 'react'
import { RegisterPage, type FieldDef, type RegisterColumn, type RegisterSource } from '@/shared/ui/register'
import { reguasLeftEmpty, useConfirmLeftEmpty } from '../segment-moves'
import type { ReguaExtended, ReguaSegmento, ReguaStatus } from '../types'
import { useReguaSources } from '../use-collection-rule'

function reguaOptions(reguas: readonly ReguaExtended[]) {
  return reguas.map((r) => ({ value: r.id, label: r.nome }))
}

/**
 * Customer segments; each follows one rule, and moving it moves its customers. Moving the last
 * segment of a rule away asks first: that rule is left with no customers.
 */
export function SegmentosTab() {
  const { segmentos, reguas } = useReguaSources()
  const options = useMemo(() => reguaOptions(reguas.rows), [reguas.rows])
  const { confirmLeftEmpty, holder } = useConfirmLeftEmpty()
  const source = useMemo<RegisterSource<ReguaSegmento>>(
    () => ({
      ...segmentos,
      save: async (values, editing) => {
        const target = values.regua
        if (editing && target !== undefined && target !== editing.regua) {
          const destino = reguas.rows.find((r) => r.id === target)?.nome ?? ''
          await confirmLeftEmpty(reguasLeftEmpty(reguas.rows, segmentos.rows, [editing.id], target), `a régua "${destino}"`)
        }
        return segmentos.save(values, editing)
      },
    }),
    [segmentos, reguas.rows, confirmLeftEmpty],
  )
  const columns: RegisterColumn<ReguaSegmento>[] = [
    { key: 'descricao', title: 'Segmento' },
    { key: 'regua', title: 'Régua', options },
  ]
  const fields: FieldDef<ReguaSegmento>[] = [
    { name: 'descricao', label: 'Segmento', kind: 'text', required: true, maxLength: 120 },
    {
      name: 'regua',
      label: 'Régua',
      kind: 'select',
      options,
      // not `required`: the kit's required rule (whitespace) refuses numeric values
      rules: [{ required: true, message: 'Escolha a régua.' }],
      help: 'Os clientes do segmento passam a seguir a régua escolhida.',
    },
  ]
  return (
    <>
      {holder}
      <RegisterPage<ReguaSegmento>
        embedded
        title="Segmentos"
        noun={{ singular: 'segmento', plural: 'segmentos' }}
        source={source}
        rowKey={(s) => s.id}
        columns={columns}
        fields={fields}
        describe={(s) => `o segmento "${s.descricao}"`}
      />
    </>
  )
}

const HEX = /^#[0-9a-f]{6}$/i

/** Statuses of one rule: ranges of days late with a colour; ranges never overlap (checked by the server). */
export function StatusTab({ reguaId }: { reguaId: number | null }) {
  const { status, reguas } = useReguaSources()
  const options = useMemo(() => reguaOptions(reguas.rows), [reguas.rows])
  const source = useMemo(
    () => ({
      ...status,
      rows: status.rows
        .filter((s) => reguaId === null || s.regua === reguaId)
        .sort((a, b) => a.regua - b.regua || a.dias_de - b.dias_de),
    }),
    [status, reguaId],
  )
  const columns: RegisterColumn<ReguaStatus>[] = [
    { key: 'regua', title: 'Régua', options },
    {
      key: 'descricao',
      title: 'Status',
      render: (s) => (
        <span>
          <span className="cr-color" style={{ background: HEX.test(s.cor) ? s.cor : '#fff' }} aria-hidden />
          {s.descricao}
        </span>
      ),
    },
    {
      key: 'faixa',
      title: 'Dias de atraso',
      value: (s) => (s.dias_ate === null ? `${s.dias_de} ou mais` : `${s.dias_de} a ${s.dias_ate}`),
    },
    { key: 'cor', title: 'Cor' },
  ]
  const fields: FieldDef<ReguaStatus>[] = [
    {
      name: 'regua',
      label: 'Régua',
      kind: 'select',
      options,
      rules: [{ required: true, message: 'Escolha a régua.' }],
    },
    { name: 'descricao', label: 'Status', kind: 'text', required: true, maxLength: 60 },
    {
      name: 'dias_de',
      label: 'De (dias de atraso)',
      kind: 'number',
      half: true,
      precision: 0,
      rules: [{ required: true, message: 'Informe o início da faixa.' }],
    },
    {
      name: 'dias_ate',
      label: 'Até (dias de atraso)',
      kind: 'number',
      half: true,
      help: 'Vazio: sem fim.',
    },
    {
      name: 'cor',
      label: 'Cor',
      kind: 'text',
      required: true,
      initial: '#faad14',
      placeholder: '#RRGGBB',
      rules: [{ pattern: HEX, message: 'Informe uma cor no formato #RRGGBB.' }],
    },
  ]
  return (
    <RegisterPage<ReguaStatus>
      embedded
      title="Status da régua"
      noun={{ singular: 'status', plural: 'status' }}
      source={source}
      rowKey={(s) => s.id}
      columns={columns}
      fields={fields}
      newRow={() => (reguaId === null ? {} : { regua: reguaId })}
      describe={(s) => `o status "${s.descricao}"`}
    />
  )
}
