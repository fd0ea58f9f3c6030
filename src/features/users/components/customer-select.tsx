import { Form, Select, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { normalizeError } from '@/shared/api/errors'
import { searchCustomers } from '../api'
import { customerLabel } from '../customer-search'
import type { CustomerOption } from '../types'

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
  const [results, setResults] = useState<CustomerOption[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const [opened, setOpened] = useState(false)
  const seen = useRef(new Map<number, CustomerOption>())
  /** answers per query while the picker lives: going back to a query does not ask again */
  const answers = useRef(new Map<string, CustomerOption[]>())

  // One search per settled query, the first when the list opens; a newer one cancels the older.
  useEffect(() => {
    if (!opened) return
    const cachedRows = answers.current.get(query)
    if (cachedRows) {
      setResults(cachedRows)
      setFailed(null)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(
      async () => {
        setLoading(true)
        setFailed(null)
        try {
          const rows = await searchCustomers(query, controller.signal)
          for (const row of rows) seen.current.set(row.cod_cliente, row)
          answers.current.set(query, rows)
          setResults(rows)
        } catch (error) {
          const apiError = normalizeError(error)
          if (apiError.kind !== 'canceled') setFailed(apiError.message)
        } finally {
          if (!controller.signal.aborted) setLoading(false)
        }
      },
      query ? DEBOUNCE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, opened])

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
