import { Form, Select, type FormItemProps } from 'antd'
import { useMemo } from 'react'
import { formatDate } from '@/shared/lib/date'
import type { FieldDef, Option } from '@/shared/ui/register'
import { useAtendimentos, usePanel, useResultTypes } from '../hooks'
import { byInstantDesc } from '../lib'

const PLACEHOLDER = 'Escolha o atendimento'

/** The customer's attendances, newest first ("#12 · 10/03/2025 · Promessa de pagamento"). */
function useAtendimentoOptions(cod: number): Option[] {
  const { rows: atendimentos } = useAtendimentos(cod)
  const { tipos } = useResultTypes()
  return useMemo(() => {
    const names = new Map(tipos.map((t) => [t.id, t.descricao]))
    return byInstantDesc(atendimentos).map((a) => ({
      value: a.id,
      label: `#${a.id} · ${formatDate(a.data)} · ${names.get(a.tipo_resultado) ?? 'Resultado inativo'}`,
    }))
  }, [atendimentos, tipos])
}

/** Chooses one of the customer's attendances. */
export function AtendimentoSelect({
  cod,
  ...props
}: {
  cod: number
  value?: number
  onChange?: (v: number) => void
  id?: string
}) {
  return (
    <Select
      {...props}
      options={useAtendimentoOptions(cod)}
      placeholder={PLACEHOLDER}
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

/**
 * The required 'Atendimento' of a record's modal form (the kit's select): a new record starts
 * with the default attendance (useDefaultAtendimento).
 */
export function useAtendimentoDef<T>(cod: number, half = false): FieldDef<T> {
  const options = useAtendimentoOptions(cod)
  const initial = useDefaultAtendimento(cod)
  return useMemo<FieldDef<T>>(
    () => ({
      name: 'atendimento',
      label: 'Atendimento',
      kind: 'select',
      required: true,
      options,
      initial,
      placeholder: PLACEHOLDER,
      half,
    }),
    [options, initial, half],
  )
}

/** The attendance new records default to: the one created last, else the most recent. */
export function useDefaultAtendimento(cod: number): number | undefined {
  const { idAdd } = usePanel('idAdd')
  const { rows: atendimentos } = useAtendimentos(cod)
  if (idAdd !== null && atendimentos.some((a) => a.id === idAdd)) return idAdd
  return byInstantDesc(atendimentos)[0]?.id
}
