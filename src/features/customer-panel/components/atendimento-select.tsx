import { Select } from 'antd'
import { formatDate } from '@/shared/lib/date'
import { usePanel } from '../hooks'
import { byInstantDesc } from '../lib'

/** Chooses one of the customer's attendances ("#12 · 10/03/2025 · Promessa de pagamento"). */
export function AtendimentoSelect(props: {
  value?: number
  onChange?: (v: number) => void
  id?: string
}) {
  const panel = usePanel('tiposResultado', 'atendimentos')
  const tipos = new Map(panel.tiposResultado.map((t) => [t.id, t.descricao]))
  const options = byInstantDesc(panel.atendimentos).map((a) => ({
    value: a.id,
    label: `#${a.id} · ${formatDate(a.data)} · ${tipos.get(a.tipo_resultado) ?? 'Resultado inativo'}`,
  }))
  return (
    <Select
      {...props}
      options={options}
      placeholder="Escolha o atendimento"
      showSearch={{ optionFilterProp: 'label' }}
    />
  )
}

/** The attendance new records default to: the one created last, else the most recent. */
export function useDefaultAtendimento(): number | undefined {
  const panel = usePanel('idAdd', 'atendimentos')
  if (panel.idAdd !== null && panel.atendimentos.some((a) => a.id === panel.idAdd))
    return panel.idAdd
  return byInstantDesc(panel.atendimentos)[0]?.id
}
