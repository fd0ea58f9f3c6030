import { Form, Select, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { customerLabel } from '../customer-search'
import type { CustomerOption } from '../types'
import { useCustomerSearch } from '../users-data'

const DEBOUNCE_MS = 300

type Value = number | number[] | undefined

export interface CustomerSelectProps {
  id?: string
  value?: Value
  onChange?: (value: Value) => void
  multiple?: boolean
  /** codes not to offer (already linked) */
  exclude?: number[]
  /** the full record of what was chosen, for callers that show its name */
  onPick?: (customers: CustomerOption[]) => void
  placeholder?: string
  disabled?: boolean
  'aria-label'?: string
  style?: CSSProperties
}

/** Customers searched on the server by code, name or CNPJ/CPF (accent-insensitive), as typed. */
export function CustomerSelect({
  id,
  value,
  onChange,
  multiple = false,
  exclude,
  onPick,
  placeholder = 'Código, nome ou CNPJ/CPF',
  disabled,
  style,
  'aria-label': ariaLabel,
}: CustomerSelectProps) {
  const [query, setQuery] = useState('')
  /** the query the server is asked: null until the list first opens, then each settled query */
  const [settled, setSettled] = useState<string | null>(null)
  const [opened, setOpened] = useState(false)
  const seen = useRef(new Map<number, CustomerOption>())
  const { rows: results, loading, error } = useCustomerSearch(settled)
  const failed = error?.message ?? null

  // One search per settled query, the first when the list opens.
  useEffect(() => {
    if (!opened) return
    const timer = setTimeout(() => setSettled(query), query ? DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [query, opened])

  // Every customer shown keeps its label once chosen, whatever the later searches show.
  useEffect(() => {
    for (const row of results) seen.current.set(row.cod_cliente, row)
  }, [results])

  const selected = useMemo(
    () => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    [value],
  )
  const options = useMemo(() => {
    const hidden = new Set(exclude ?? [])
    const rows = results.filter((c) => !hidden.has(c.cod_cliente))
    const shown = new Set(rows.map((c) => c.cod_cliente))
    // Chosen customers keep their label while another search is on screen.
    for (const code of selected) {
      const customer = seen.current.get(code)
      if (!shown.has(code)) rows.push(customer ?? { cod_cliente: code, nome_fantasia: '' })
    }
    return rows.map((c) => ({ value: c.cod_cliente, label: customerLabel(c) }))
  }, [results, exclude, selected])

  function handleChange(next: Value) {
    onChange?.(next)
    const codes = next === undefined ? [] : Array.isArray(next) ? next : [next]
    onPick?.(
      codes.map((code) => seen.current.get(code) ?? { cod_cliente: code, nome_fantasia: '' }),
    )
  }

  return (
    <Select<Value>
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      allowClear
      value={value}
      onChange={handleChange}
      onOpenChange={(open) => {
        if (open) setOpened(true)
      }}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      loading={loading}
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : failed ? (
          <span role="alert">Não foi possível buscar os clientes. {failed}</span>
        ) : (
          'Nenhum cliente encontrado.'
        )
      }
    />
  )
}

/** The customers a client account sees: at least one, picked by code, name or CNPJ/CPF. */
export function LinkedCustomersField({ who }: { who: 'A pessoa' | 'O usuário' }) {
  return (
    <Form.Item
      label="Clientes vinculados"
      name="clientes"
      extra={`${who} verá apenas os títulos destes clientes.`}
      rules={[{ required: true, type: 'array', min: 1, message: 'Selecione ao menos um cliente.' }]}
    >
      <CustomerSelect multiple />
    </Form.Item>
  )
}
