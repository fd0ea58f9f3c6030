import { Form, Select, type FormItemProps } from 'antd'
import { formatDate } from '@/shared/lib/date'
import { useAtendimentos, usePanel, useResultTypes } from '../hooks'
import { byInstantDesc } from '../lib'

/** Chooses one of the customer's attendances ("#12 · 10/03/2025 · Promessa de pagamento"). */
export function AtendimentoSelect({
  cod,
  ...props
}: {
  cod: number
  value?: number
  onChange?: (v: number) => void
  id?: string
}) {
  const { rows: atendimentos } = useAtendimentos(cod)
  const tipos = new Map(useResultTypes().tipos.map((t) => [t.id, t.descricao]))
  const options = byInstantDesc(atendimentos).map((a) => ({
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

/** A record's 'Atendimento' field: one of the customer's attendances, required or not. */
export function AtendimentoField({
  cod,
  required = false,
  ...item
}: { cod: number; required?: boolean } & Pick<FormItemProps, 'className' | 'initialValue'>) {
  return (
    <Form.Item
      {...item}
      name="atendimento"
      label="Atendimento"
      rules={required ? [{ required: true }] : undefined}
    >
      <AtendimentoSelect cod={cod} />
    </Form.Item>
  )
}

/** The attendance new records default to: the one created last, else the most recent. */
export function useDefaultAtendimento(cod: number): number | undefined {
  const { idAdd } = usePanel('idAdd')
  const { rows: atendimentos } = useAtendimentos(cod)
  if (idAdd !== null && atendimentos.some((a) => a.id === idAdd)) return idAdd
  return byInstantDesc(atendimentos)[0]?.id
}
