import { CustomerServiceOutlined, IdcardOutlined } from '@ant-design/icons'
import { Table, Tag, Tooltip, type TableColumnsType, type TableProps } from 'antd'
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
  type LastAction,
  type NameLookups,
  type NextReminder,
  type SortKey,
  type SortState,
} from '../base-model'
import { byDueDate, titleView } from '../titles-model'
import { attendanceLink, panelLink } from './base-link-paths'
import { TitlesTable } from './titles-table'

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
      <span className="cell-sub">
        {c.cod_cliente}
        {c.cnpj_cpf ? ` · ${c.cnpj_cpf}` : ''}
        {row.grupo_nome ? (
          <Tag className="group-tag" bordered={false}>
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
      <Link to={panelLink(cod)} aria-label={`Painel do cliente ${nome}`}>
        <IdcardOutlined aria-hidden /> Painel
      </Link>
      <Link to={attendanceLink(cod, filterQuery)} aria-label={`Atender ${nome}`}>
        <CustomerServiceOutlined aria-hidden /> Atender
      </Link>
    </span>
  )
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
  /** undefined: the column cannot be sorted (the group's customers keep the worklist order) */
  sort: SortState | null | undefined
  filterQuery: string
  compact?: boolean
}

/** Leaf columns with the key the totals row uses to find its figure. */
function buildColumns({
  lookups,
  sort,
  filterQuery,
  compact,
}: ColumnOptions): TableColumnsType<BaseRow> {
  const customerOrGroup: Col = {
    title: 'Cliente',
    ...sortable('nome', sort),
    fixed: compact ? undefined : 'left',
    width: 300,
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
        row.kind === 'cliente' ? (
          sellerName(row.cliente.cod_vendedor, lookups) || '—'
        ) : (
          <span className="muted">vários</span>
        ),
    },
    {
      title: 'Títulos',
      ...sortable('qtd_titulos', sort),
      width: 84,
      align: 'right',
      render: (_, row) => INTEGER.format(row.qtd_titulos),
    },
    {
      title: 'Em aberto',
      ...sortable('saldo', sort),
      width: 136,
      align: 'right',
      render: money((r) => r.saldo),
    },
    {
      title: 'Vencido',
      ...sortable('vencido', sort),
      width: 136,
      align: 'right',
      render: money((r) => r.vencido),
    },
    {
      title: <Tooltip title="Dias de atraso do título vencido mais antigo">Dias</Tooltip>,
      ...sortable('maior_atraso', sort),
      width: 80,
      align: 'right',
      render: (_, row) =>
        row.maior_atraso > 0 ? (
          <span className="days-late">{row.maior_atraso}</span>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ]
  if (!compact) {
    columns.push({
      title: 'Aging (dias de atraso)',
      key: 'aging',
      children: AGING_BUCKETS.map((bucket, i) => ({
        title: bucket.label,
        ...sortable(`aging${i}`, sort),
        width: 124,
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
      width: 190,
      render: (_, row) => <LastActionCell action={row.ultima_acao} />,
    },
    {
      title: 'Próximo lembrete',
      key: 'lembrete',
      width: 170,
      render: (_, row) => <ReminderCell reminder={row.proximo_lembrete} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      fixed: compact ? undefined : 'right',
      width: 168,
      render: (_, row) =>
        row.kind === 'cliente' ? <RowActions row={row} filterQuery={filterQuery} /> : null,
    },
  )
  return columns
}

function leafKeys(columns: TableColumnsType<BaseRow>): string[] {
  return columns.flatMap((c) =>
    'children' in c && c.children ? leafKeys(c.children) : [String(c.key)],
  )
}

function totalFor(key: string, totals: Aggregate): ReactNode {
  if (key === 'qtd_titulos') return INTEGER.format(totals.qtd_titulos)
  if (key === 'saldo') return <Money centavos={totals.saldo} />
  if (key === 'vencido') return <Money centavos={totals.vencido} />
  if (key === 'maior_atraso') return totals.maior_atraso || null
  if (key.startsWith('aging')) return <Money centavos={totals.aging[Number(key.slice(5))]} />
  return null
}

function CustomerTitles({
  row,
  formaNames,
}: {
  row: CustomerRow
  formaNames: ReadonlyMap<number, string>
}) {
  const titles = useMemo(() => {
    const today = todayISO()
    return row.titles.map((t) => titleView(t.row, today)).sort(byDueDate)
  }, [row.titles])
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
}

/** The worklist: one row per customer (or economic group), totals under every figure column. */
export const BaseTable = memo(function BaseTable(props: BaseTableProps) {
  const { rows, totals, customersCount, lookups, formaNames, sort, onSort, filterQuery, loading } =
    props
  const columns = useMemo(
    () => buildColumns({ lookups, sort, filterQuery }),
    [lookups, sort, filterQuery],
  )
  const subColumns = useMemo(
    () => buildColumns({ lookups, sort: undefined, filterQuery, compact: true }),
    [lookups, filterQuery],
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
      <CustomerTitles row={row} formaNames={formaNames} />
    ) : (
      <Table<BaseRow>
        className="group-customers"
        size="small"
        rowKey="key"
        columns={subColumns}
        dataSource={row.clientes}
        pagination={row.clientes.length > 20 ? { pageSize: 20, size: 'small' } : false}
        expandable={{
          expandedRowRender: (c) =>
            c.kind === 'cliente' ? <CustomerTitles row={c} formaNames={formaNames} /> : null,
        }}
        scroll={{ x: 'max-content' }}
      />
    )

  return (
    <Table<BaseRow>
      className="base-table"
      rowKey="key"
      size="small"
      sticky={{ offsetHeader: 56 }}
      columns={[Table.SELECTION_COLUMN, Table.EXPAND_COLUMN, ...columns]}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
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
          <Table.Summary fixed="bottom">
            <Table.Summary.Row className="table-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>
                  Total · {customersCount} {customersCount === 1 ? 'cliente' : 'clientes'}
                </strong>
              </Table.Summary.Cell>
              {leaves.slice(1).map((key, i) => (
                <Table.Summary.Cell
                  key={key}
                  index={i + 3}
                  align={totalFor(key, totals) !== null ? 'right' : undefined}
                >
                  <strong>{totalFor(key, totals)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  )
})
