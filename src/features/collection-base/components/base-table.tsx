import { TotalsRow } from '@/shared/ui/report'
import { CustomerServiceOutlined, IdcardOutlined } from '@ant-design/icons'
import { Spin, Table, Tag, Tooltip, type TableColumnsType, type TableProps } from 'antd'
import { memo, useMemo, type Key, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { AGING_BUCKETS } from '@/shared/lib/aging'
import { formatDate, formatDateTime, todayISO } from '@/shared/lib/date'
import { Money } from '@/shared/ui/formatted'
import {
  branchName,
  sellerName,
  type Aggregate,
  type BaseRow,
  type CustomerRow,
  type GroupRow,
  type LastAction,
  type NameLookups,
  type NextReminder,
  type SortKey,
  type SortState,
} from '../base-model'
import { byDueDate, titleView } from '../titles-model'
import { atendimentoUrl, painelUrl } from '@/shared/config/paths'
import { ACTIONS_WIDTH, CUSTOMER_WIDTH, tableWidth, type BaseColumnKey, type Density } from '../table-prefs'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { useBaseCustomerTitles } from '../collection-base-data'
import type { BaseFilters } from '../filters'
import type { ContaReceber } from '../types'
import { TitlesTable } from './titles-table'
import { DaysLate } from './days-late'

function LastActionCell({ action }: { action: LastAction | null }) {
  if (!action) return <span className="muted">Nenhuma</span>
  const body = (
    <span className="cell-two-lines">
      <span className="cell-main">{action.descricao}</span>
      <span className="cell-sub">{formatDateTime(action.data)}</span>
    </span>
  )
  return action.detalhe ? <Tooltip title={action.detalhe}>{body}</Tooltip> : body
}

function ReminderCell({ reminder }: { reminder: NextReminder | null }) {
  if (!reminder) return <span className="muted">—</span>
  return (
    <Tooltip title={reminder.descricao}>
      <span className="cell-two-lines">
        <span className="cell-main">
          {formatDate(reminder.data)} {reminder.atrasado && <Tag color="red">atrasado</Tag>}
        </span>
        <span className="cell-sub cell-ellipsis">{reminder.descricao}</span>
      </span>
    </Tooltip>
  )
}

function CustomerCell({ row }: { row: CustomerRow }) {
  const c = row.cliente
  return (
    <span className="cell-two-lines">
      <span className="cell-main cell-ellipsis" title={c.nome_fantasia}>
        {c.nome_fantasia || c.razao_social || `Cliente ${c.cod_cliente}`}
      </span>
      {/* clipped in the narrow column: the whole line on hover */}
      <span
        className="cell-sub"
        title={[c.cod_cliente, c.cnpj_cpf, row.grupo_nome].filter(Boolean).join(' · ')}
      >
        {c.cod_cliente}
        {c.cnpj_cpf ? ` · ${c.cnpj_cpf}` : ''}
        {row.grupo_nome ? (
          <Tag className="group-tag" variant="filled">
            {row.grupo_nome}
          </Tag>
        ) : null}
      </span>
    </span>
  )
}

function RowActions({ row, filterQuery }: { row: CustomerRow; filterQuery: string }) {
  const { cod_cliente: cod, nome_fantasia: nome } = row.cliente
  return (
    <span className="row-actions">
      <Link to={painelUrl(cod)} aria-label={`Painel do cliente ${nome}`}>
        <IdcardOutlined aria-hidden /> Painel
      </Link>
      <Link to={atendimentoUrl(cod, filterQuery)} aria-label={`Atender ${nome}`}>
        <CustomerServiceOutlined aria-hidden /> Atender
      </Link>
    </span>
  )
}

/** A group's own action: its customers, one after the other, in the attendance queue. */
function GroupActions({ row, filterQuery }: { row: GroupRow; filterQuery: string }) {
  const first = row.clientes[0]?.cliente.cod_cliente
  if (first === undefined) return null
  const query = new URLSearchParams(filterQuery)
  query.set('grupo_economico', String(row.grupo_economico))
  return (
    <span className="row-actions">
      <Link
        to={atendimentoUrl(first, query)}
        aria-label={`Atender os clientes do grupo ${row.nome}`}
        title="Abre a fila de atendimento só com os clientes deste grupo"
      >
        <CustomerServiceOutlined aria-hidden /> Atender grupo
      </Link>
    </span>
  )
}

/** The seller of a group: the one seller when all its customers share it, else "vários". */
function groupSeller(row: GroupRow, lookups: NameLookups): ReactNode {
  const sellers = new Set(row.clientes.map((c) => c.cliente.cod_vendedor ?? null))
  if (sellers.size === 1) return sellerName([...sellers][0], lookups) || '—'
  return <span className="muted">vários</span>
}

type Col = TableColumnsType<BaseRow>[number]

/** One formatter for every cell: toLocaleString builds a new one per call. */
const INTEGER = new Intl.NumberFormat('pt-BR')

function sortable(
  key: SortKey,
  sort: SortState | null | undefined,
): Pick<Col, 'sorter' | 'sortOrder' | 'sortDirections' | 'key'> {
  if (sort === undefined) return { key }
  return {
    key,
    sorter: true,
    sortOrder: sort?.key === key ? sort.order : null,
    sortDirections: ['descend', 'ascend'],
  }
}

const money = (pick: (row: Aggregate) => number) => (_: unknown, row: BaseRow) => (
  <Money centavos={pick(row)} />
)

export interface ColumnOptions {
  lookups: NameLookups
  /** the optional columns the analyst chose (all of them when absent) */
  visible?: readonly BaseColumnKey[]
  grouping?: 'cliente' | 'grupo_economico'
  /** undefined: the column cannot be sorted (the group's customers keep the worklist order) */
  sort: SortState | null | undefined
  filterQuery: string
  compact?: boolean
  /** the last actions and reminders are still on their way: no false "Nenhuma" */
  pending?: boolean
}

/** Leaf columns with the key the totals row uses to find its figure. */
function buildColumns({
  lookups,
  sort,
  filterQuery,
  compact,
  visible,
  grouping = 'cliente',
  pending = false,
}: ColumnOptions): TableColumnsType<BaseRow> {
  const waiting = <span className="muted" aria-label="Carregando">…</span>
  const customerOrGroup: Col = {
    title: grouping === 'grupo_economico' && !compact ? 'Grupo econômico / cliente' : 'Cliente',
    ...sortable('nome', sort),
    fixed: compact ? undefined : 'left',
    width: CUSTOMER_WIDTH,
    render: (_, row) =>
      row.kind === 'cliente' ? (
        <CustomerCell row={row} />
      ) : (
        <span className="cell-two-lines">
          <span className="cell-main">{row.nome}</span>
          <span className="cell-sub">
            Grupo econômico · {row.clientes.length}{' '}
            {row.clientes.length === 1 ? 'cliente' : 'clientes'}
          </span>
        </span>
      ),
  }
  const columns: TableColumnsType<BaseRow> = [
    customerOrGroup,
    {
      title: 'Vendedor',
      key: 'vendedor',
      width: 150,
      ellipsis: true,
      render: (_, row) =>
        row.kind === 'cliente'
          ? sellerName(row.cliente.cod_vendedor, lookups) || '—'
          : groupSeller(row, lookups),
    },
    {
      title: 'Títulos',
      ...sortable('qtd_titulos', sort),
      width: 76,
      align: 'right',
      render: (_, row) => INTEGER.format(row.qtd_titulos),
    },
    {
      title: 'Em aberto',
      ...sortable('saldo', sort),
      width: 124,
      align: 'right',
      render: money((r) => r.saldo),
    },
    {
      title: 'Vencido',
      ...sortable('vencido', sort),
      width: 124,
      align: 'right',
      render: money((r) => r.vencido),
    },
    {
      title: <Tooltip title="Dias de atraso do título vencido mais antigo">Dias</Tooltip>,
      ...sortable('maior_atraso', sort),
      width: 64,
      align: 'right',
      render: (_, row) => <DaysLate days={row.maior_atraso} />,
    },
  ]
  if (!compact) {
    columns.push({
      title: 'Aging (dias de atraso)',
      key: 'aging',
      children: AGING_BUCKETS.map((bucket, i) => ({
        title: bucket.label,
        ...sortable(`aging${i}`, sort),
        width: 116,
        align: 'right' as const,
        render: (_: unknown, row: BaseRow) =>
          row.aging[i] ? <Money centavos={row.aging[i]} /> : <span className="muted">—</span>,
      })),
    })
  }
  if (!compact) {
    columns.push({
      title: 'Filial',
      key: 'filial',
      width: 130,
      ellipsis: true,
      render: (_, row) =>
        row.kind === 'cliente' ? (
          branchName(row.cliente.cod_filial, lookups) || '—'
        ) : (
          <span className="muted">—</span>
        ),
    })
  }
  columns.push(
    {
      title: 'Última ação',
      key: 'ultima_acao',
      width: 180,
      render: (_, row) =>
        pending && !row.ultima_acao ? waiting : <LastActionCell action={row.ultima_acao} />,
    },
    {
      title: 'Próximo lembrete',
      key: 'lembrete',
      width: 160,
      render: (_, row) =>
        pending && !row.proximo_lembrete ? waiting : <ReminderCell reminder={row.proximo_lembrete} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      fixed: compact ? undefined : 'right',
      width: ACTIONS_WIDTH,
      render: (_, row) =>
        row.kind === 'cliente' ? (
          <RowActions row={row} filterQuery={filterQuery} />
        ) : (
          <GroupActions row={row} filterQuery={filterQuery} />
        ),
    },
  )
  if (!visible) return columns
  // The customer (first) and the actions (last) always show; the rest as the analyst chose.
  return columns.filter(
    (c, i) => i === 0 || c.key === 'acoes' || visible.includes(String(c.key) as BaseColumnKey),
  )
}

function leafKeys(columns: TableColumnsType<BaseRow>): string[] {
  return columns.flatMap((c) =>
    'children' in c && c.children ? leafKeys(c.children) : [String(c.key)],
  )
}

/** A totals cell: centavos for money columns (TotalsRow shows them as money). */
function totalFor(key: string, totals: Aggregate): ReactNode | number {
  if (key === 'qtd_titulos') return INTEGER.format(totals.qtd_titulos)
  if (key === 'saldo') return totals.saldo
  if (key === 'vencido') return totals.vencido
  // Days, not money: the longest delay of the rows (a plain number would read as centavos).
  if (key === 'maior_atraso') return totals.maior_atraso ? INTEGER.format(totals.maior_atraso) : null
  if (key.startsWith('aging')) return totals.aging[Number(key.slice(5))]
  return null
}

const NO_TITLES: readonly ContaReceber[] = []

/**
 * A customer's open titles. When the base came as totals (the first screen's answer), they are
 * asked for here, once per customer and filters, under the filters the totals were loaded with.
 */
function CustomerTitles({
  row,
  formaNames,
  loadedFilters,
}: {
  row: CustomerRow
  formaNames: ReadonlyMap<number, string>
  /** the filters the base's totals were loaded with: the titles are asked for under them */
  loadedFilters: BaseFilters | null
}) {
  const cod = row.cliente.cod_cliente
  const current = useBaseCustomerTitles(loadedFilters, cod, row.hasTitles)
  const fetched = current.titles ?? NO_TITLES
  const titles = useMemo(() => {
    const today = todayISO()
    const source = row.hasTitles ? row.titles.map((t) => t.row) : fetched
    return source.map((t) => titleView(t, today)).sort(byDueDate)
  }, [row.hasTitles, row.titles, fetched])
  if (!row.hasTitles && current.status === 'failed')
    return (
      <LoadFailedAlert
        title={`Não foi possível carregar os títulos de ${row.cliente.nome_fantasia}.`}
        error={current.error}
        onRetry={current.retry}
      />
    )
  if (!row.hasTitles && current.status !== 'succeeded')
    return (
      <div
        className="titles-loading"
        role="status"
        style={{ minHeight: Math.min(10, row.qtd_titulos) * 39 + 80 }}
      >
        <Spin size="small" /> Buscando os títulos de {row.cliente.nome_fantasia}…
      </div>
    )
  return (
    <TitlesTable
      titles={titles}
      formaNames={formaNames}
      variant="base"
      caption={`Títulos de ${row.cliente.nome_fantasia}`}
    />
  )
}

export interface BaseTableProps {
  rows: BaseRow[]
  totals: Aggregate
  customersCount: number
  lookups: NameLookups
  formaNames: ReadonlyMap<number, string>
  sort: SortState | null
  onSort: (sort: SortState | null) => void
  filterQuery: string
  loading: boolean
  selectedKeys: Key[]
  onSelect: (keys: Key[]) => void
  page: { current: number; pageSize: number }
  onPage: (page: { current: number; pageSize: number }) => void
  emptyText: ReactNode
  /** the optional columns to show (see table-prefs) */
  visibleColumns: readonly BaseColumnKey[]
  density: Density
  grouping: 'cliente' | 'grupo_economico'
  /** in full screen the header sticks to the top of the page itself */
  fullScreen?: boolean
  /** last actions and reminders still loading */
  enrichmentPending?: boolean
  /** the filters the rows were loaded with (a customer's titles are asked for under them) */
  loadedFilters: BaseFilters | null
}

/** The worklist: one row per customer (or economic group), totals under every figure column. */
export const BaseTable = memo(function BaseTable(props: BaseTableProps) {
  const { rows, totals, customersCount, lookups, formaNames, sort, onSort, filterQuery, loading } =
    props
  const { visibleColumns, density, grouping } = props
  const pending = props.enrichmentPending ?? false
  const columns = useMemo(
    () => buildColumns({ lookups, sort, filterQuery, visible: visibleColumns, grouping, pending }),
    [lookups, sort, filterQuery, visibleColumns, grouping, pending],
  )
  const subColumns = useMemo(
    () => buildColumns({ lookups, sort: undefined, filterQuery, compact: true, pending }),
    [lookups, filterQuery, pending],
  )
  const leaves = useMemo(() => leafKeys(columns), [columns])

  const onChange: TableProps<BaseRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter
      onSort(s?.order && s.columnKey ? { key: s.columnKey as SortKey, order: s.order } : null)
      props.onPage({ current: 1, pageSize: props.page.pageSize })
    } else if (extra.action === 'paginate') {
      props.onPage({
        current: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? props.page.pageSize,
      })
    }
  }

  const expandedRowRender = (row: BaseRow) =>
    row.kind === 'cliente' ? (
      <CustomerTitles row={row} formaNames={formaNames} loadedFilters={props.loadedFilters} />
    ) : (
      <Table<BaseRow>
        className="group-customers"
        aria-label={`Clientes do grupo ${row.nome}`}
        size="small"
        rowKey="key"
        columns={subColumns}
        dataSource={row.clientes}
        pagination={row.clientes.length > 20 ? { pageSize: 20, size: 'small' } : false}
        expandable={{
          expandedRowRender: (c) =>
            c.kind === 'cliente' ? (
              <CustomerTitles row={c} formaNames={formaNames} loadedFilters={props.loadedFilters} />
            ) : null,
        }}
        scroll={{ x: 'max-content' }}
      />
    )

  return (
    <Table<BaseRow>
      className="base-table"
      aria-label="Base de cobrança"
      rowKey="key"
      size={density}
      sticky={{ offsetHeader: props.fullScreen ? 0 : 56 }}
      columns={[Table.SELECTION_COLUMN, Table.EXPAND_COLUMN, ...columns]}
      dataSource={rows}
      loading={loading}
      // the columns' own widths (a long name is clipped, never widens the table): the default
      // columns fit a 1280-px screen with the menu open
      scroll={{ x: tableWidth(visibleColumns) }}
      onChange={onChange}
      showSorterTooltip={false}
      locale={{ emptyText: props.emptyText }}
      rowSelection={{
        selectedRowKeys: props.selectedKeys,
        onChange: (keys) => props.onSelect(keys),
        preserveSelectedRowKeys: true,
        columnWidth: 40,
        getCheckboxProps: (row) => ({
          'aria-label': `Selecionar ${row.kind === 'cliente' ? row.cliente.nome_fantasia : row.nome}`,
        }),
      }}
      expandable={{ expandedRowRender, columnWidth: 40 }}
      pagination={{
        current: props.page.current,
        pageSize: props.page.pageSize,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (total, range) => `${range[0]}–${range[1]} de ${total}`,
      }}
      summary={() =>
        rows.length ? (
          <TotalsRow
            fixed="bottom"
            label={`Total · ${customersCount} ${customersCount === 1 ? 'cliente' : 'clientes'}${
              grouping === 'grupo_economico'
                ? ` · ${rows.length} ${rows.length === 1 ? 'linha' : 'linhas'}`
                : ''
            }`}
            labelSpan={3}
            keys={leaves.slice(1)}
            values={Object.fromEntries(leaves.slice(1).map((key) => [key, totalFor(key, totals)]))}
          />
        ) : null
      }
    />
  )
})
