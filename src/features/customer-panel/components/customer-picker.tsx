import { Select } from 'antd'
import { useMemo } from 'react'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { useClientePainel, useListaClientes } from '../hooks'
import { customerLabel, matchesCustomer } from '../lib'
import type { ClienteResumo } from '../types'

interface Option {
  value: number
  label: string
  cliente: ClienteResumo
}

/** The picker's option of the customer the header read (the list not read yet). */
function fromHeader(c: {
  cod_cliente: number
  nome_fantasia: string
  cnpj_cpf?: string | null
}): Option {
  const cliente: ClienteResumo = {
    cod_cliente: c.cod_cliente,
    nome_fantasia: c.nome_fantasia,
    cnpj_cpf: c.cnpj_cpf ?? null,
  }
  return { value: c.cod_cliente, label: customerLabel(cliente), cliente }
}

/** Customer search by code, name or CNPJ/CPF over listaClientes, accent-insensitive. */
export function CustomerPicker({
  value,
  onChange,
  width = 440,
}: {
  value: number | null
  onChange: (cod: number | null) => void
  width?: number | string
}) {
  const { rows: listaClientes, status: listStatus, error: listError, reload } = useListaClientes()
  const status = { listaClientes: listStatus }
  const error = { listaClientes: listError }
  const loading = status.listaClientes === 'loading'
  const options = useMemo<Option[]>(
    () => listaClientes.map((c) => ({ value: c.cod_cliente, label: customerLabel(c), cliente: c })),
    [listaClientes],
  )
  // A customer from the URL is named even before (or without) the list: by the header's read
  // (the list itself waits for the first screenful, issue 25).
  const { cliente: shown } = useClientePainel(value)
  const known = value === null || options.some((o) => o.value === value)
  const allOptions = known
    ? options
    : [
        shown && shown.cod_cliente === value
          ? fromHeader(shown)
          : {
              value: value!,
              label: String(value),
              cliente: { cod_cliente: value!, nome_fantasia: '' },
            },
        ...options,
      ]
  return (
    <div className="cp-picker" style={{ width }}>
      <Select<number, Option>
        aria-label="Cliente"
        placeholder="Buscar cliente por código, nome ou CNPJ/CPF"
        style={{ width: '100%' }}
        value={value ?? undefined}
        options={allOptions}
        loading={loading}
        allowClear
        showSearch={{
          filterOption: (input, option) =>
            option ? matchesCustomer(option.cliente, input) : false,
        }}
        notFoundContent={loading ? 'carregando' : 'Nenhum cliente encontrado.'}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        popupMatchSelectWidth
      />
      {status.listaClientes === 'failed' && (
        <LoadFailedAlert
          style={{ marginTop: 8 }}
          title="Não foi possível carregar a lista de clientes."
          error={error.listaClientes}
          onRetry={reload}
        />
      )}
    </div>
  )
}
