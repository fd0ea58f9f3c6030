import { IdcardOutlined } from '@ant-design/icons'
import { Empty, Segmented, Select, Spin } from 'antd'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { todayISO } from '@/shared/lib/date'
import { onlyDigits } from '@/shared/lib/documents'
import { formatCentavos } from '@/shared/lib/money'
import { foldText } from '@/shared/lib/text'
import {
  REFERENCE,
  useGetCobrancaClientesQuery,
  useGetCobrancaFormaCobrancaQuery,
} from '@/features/reference'
import { useListSource } from '@/shared/api/data-api'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { painelUrl } from '@/shared/config/paths'
import { TitlesTable } from '../components/titles-table'
import { useCustomerTitles } from '../collection-base-data'
import {
  byDueDate,
  filterTitles,
  titleExportRows,
  titleView,
  type TitleFilter,
} from '../titles-model'
import '../collection-base.css'

interface CustomerOption {
  value: number
  label: string
  search: string
}

const FILTERS: Array<{ value: TitleFilter; label: string }> = [
  { value: 'todos', label: 'Todos' },
  { value: 'abertos', label: 'Em aberto' },
  { value: 'vencidos', label: 'Vencidos' },
  { value: 'pagos', label: 'Pagos' },
]

/** Typing "11222333" finds "11.222.333/0001-81"; "sao" finds "São". */
export function customerFilter(input: string, option?: CustomerOption): boolean {
  if (!option) return false
  const text = foldText(input.trim())
  if (!text) return true
  const digits = onlyDigits(input)
  return option.search.includes(text) || (digits.length >= 3 && option.search.includes(digits))
}

function parseCode(raw: string | null): number | null {
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null
}

/** Títulos por Cliente: every title of one customer, open and paid, with charges and totals. */
export default function CustomerTitlesPage() {
  const [params, setParams] = useSearchParams()
  const cliente = parseCode(params.get('cliente'))
  const [filter, setFilter] = useState<TitleFilter>('todos')
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  // The method names are a nicety: without them (a failed list) the codes show.
  const formas = useListSource(useGetCobrancaFormaCobrancaQuery(undefined, REFERENCE))
  const titulos = useCustomerTitles(cliente)

  const options = useMemo<CustomerOption[]>(
    () =>
      clientes.rows.map((c) => {
        const label = `${c.cod_cliente} · ${c.nome_fantasia}${c.cnpj_cpf ? ` · ${c.cnpj_cpf}` : ''}`
        return {
          value: c.cod_cliente,
          label,
          search: `${foldText(label)} ${onlyDigits(c.cnpj_cpf ?? '')}`,
        }
      }),
    [clientes.rows],
  )
  const customer = clientes.rows.find((c) => c.cod_cliente === cliente)
  const formaNames = useMemo(
    () => new Map(formas.rows.map((f) => [f.id, f.descricao])),
    [formas.rows],
  )

  const all = useMemo(() => {
    if (!titulos.titles) return []
    const today = todayISO()
    return titulos.titles.map((t) => titleView(t, today)).sort(byDueDate)
  }, [titulos.titles])
  const shown = useMemo(() => filterTitles(all, filter), [all, filter])
  const open = useMemo(() => filterTitles(all, 'abertos'), [all])
  const overdue = useMemo(() => filterTitles(all, 'vencidos'), [all])
  const sum = (list: typeof all, pick: (t: (typeof all)[number]) => number) =>
    list.reduce((n, t) => n + pick(t), 0)

  const loading = titulos.status === 'loading'
  const clientesLoading = clientes.status === 'loading' || clientes.status === 'idle'
  const name = customer?.nome_fantasia ?? (cliente !== null ? `Cliente ${cliente}` : '')
  // The file is named for the page; its first line says whose titles and which situation.
  const exportFilters = () =>
    `Cliente: ${cliente ?? ''} · ${name} · Situação: ${FILTERS.find((f) => f.value === filter)?.label ?? 'Todos'}`

  function choose(value: number | undefined) {
    setFilter('todos')
    setParams(value ? { cliente: String(value) } : {})
  }

  return (
    <PageContainer
      title="Títulos por Cliente"
      subtitle="Todos os títulos de um cliente, em aberto e pagos, com valores atualizados."
      extra={
        cliente !== null ? (
          <ExportButton
            rows={() => titleExportRows(shown, formaNames)}
            title="Títulos por Cliente"
            filters={exportFilters}
            disabled={!shown.length || loading}
          />
        ) : null
      }
    >
      <div className="customer-picker" role="search">
        <div className="base-filter">
          <label htmlFor="tc-cliente">Cliente</label>
          <Select<number, CustomerOption>
            id="tc-cliente"
            showSearch={{ filterOption: customerFilter }}
            allowClear
            size="large"
            placeholder="Busque por código, nome ou CNPJ/CPF"
            options={options}
            value={cliente ?? undefined}
            onChange={choose}
            loading={clientesLoading}
            notFoundContent={clientesLoading ? 'Buscando clientes…' : 'Nenhum cliente encontrado'}
          />
        </div>
        {clientes.status === 'failed' && (
          <LoadFailedAlert
            title="Não foi possível carregar a lista de clientes."
            error={clientes.error}
            onRetry={clientes.reload}
          />
        )}
      </div>

      {cliente === null ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Escolha um cliente para ver os títulos."
        />
      ) : titulos.status === 'failed' ? (
        <LoadFailedPanel
          title="Não foi possível carregar os títulos."
          error={titulos.error}
          onRetry={titulos.retry}
        />
      ) : (
        <Spin spinning={loading} description="Buscando títulos…">
          <div className="customer-heading">
            <div>
              <h2>{name}</h2>
              <p>
                {cliente}
                {customer?.cnpj_cpf ? ` · ${customer.cnpj_cpf}` : ''} · {all.length}{' '}
                {all.length === 1 ? 'título' : 'títulos'} · em aberto{' '}
                {formatCentavos(sum(open, (t) => t.saldo))} · vencido{' '}
                {formatCentavos(sum(overdue, (t) => t.saldo))} · atualizado{' '}
                {formatCentavos(sum(open, (t) => t.atualizado))}
              </p>
            </div>
            <span className="row-actions">
              <Segmented
                value={filter}
                options={FILTERS}
                onChange={(v) => setFilter(v as TitleFilter)}
                aria-label="Situação"
              />
              <Link to={painelUrl(cliente)}>
                <IdcardOutlined aria-hidden /> Painel do cliente
              </Link>
            </span>
          </div>
          {!loading && all.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="Este cliente não tem títulos."
            />
          ) : (
            <TitlesTable
              titles={shown}
              formaNames={formaNames}
              variant="cliente"
              caption={`Títulos de ${name}`}
              pageSize={20}
            />
          )}
        </Spin>
      )}
    </PageContainer>
  )
}
