import { skipToken } from '@reduxjs/toolkit/query/react'
import { Alert, Button, Space, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import { formatDate } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import {
  choiceFilter,
  dateRangeFilter,
  excelRows,
  Figures,
  ReportView,
  UrlFilterBar,
  useUrlFilters,
  type DateRange,
  type FilterField,
  type FilterSchema,
  type FilterSpec,
  type ReportColumn,
  type ReportSource,
} from '@/shared/ui/report'
import type { RequestStatus } from '@/shared/store/request-status'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { useGetPortalTitulosIdQuery, useGetPortalTitulosQuery } from '../client-portal-data'
import { PayDrawer } from '../components/pay-drawer'
import { TituloCards } from '../components/titulo-cards'
import { encargosCentavos, isPayable, SITUACOES, STATUS_COLOR, STATUS_LABEL, statusesOf, summarize, type Situacao } from '../titles-model'
import type { PortalTitulo } from '../types'
import { useNarrowScreen } from '../use-narrow-screen'
import '../client-portal.css'

const TITLE = 'Meus Títulos'
const EMPTY_TEXT = 'Nenhum título para os filtros escolhidos.'
export const NOT_OWN_TEXT = 'Título não encontrado entre os seus títulos.'

interface Filters {
  situacao: Situacao
  vencimento: DateRange
}

// The kit's FilterSchema takes FilterSpec<unknown>; typed specs are widened here and the
// values read back as Filters (a kit fix would make FilterSchema Record<string, FilterSpec<any>>).
const schema: FilterSchema = {
  situacao: choiceFilter<Situacao>(
    'situacao',
    'Situação',
    SITUACOES.map((s) => s.value),
    'todos',
  ) as unknown as FilterSpec<unknown>,
  vencimento: dateRangeFilter('vencimento_de', 'vencimento_ate', 'Vencimento') as unknown as FilterSpec<unknown>,
}

const fields: FilterField[] = [
  {
    name: 'situacao',
    kind: 'select',
    label: 'Situação',
    options: SITUACOES.map((s) => ({ value: s.value, label: s.label })),
    required: true,
    width: 260,
  },
  { name: 'vencimento', kind: 'date-range', label: 'Vencimento' },
]

const STATUS_OPTIONS = (['vencido', 'aberto', 'pago'] as const).map((s) => ({ value: s, label: STATUS_LABEL[s], color: STATUS_COLOR[s] }))

const columns: ReportColumn<PortalTitulo>[] = [
  { key: 'documento', title: 'Documento' },
  { key: 'nome_fantasia', title: 'Empresa' },
  { key: 'data_vencimento', title: 'Vencimento', kind: 'date' },
  { key: 'valor', title: 'Valor original', kind: 'money', total: 'sum' },
  { key: 'saldo', title: 'Saldo', kind: 'money', total: 'sum', exportOnly: true },
  { key: 'encargos', title: 'Multa e juros', kind: 'centavos', value: encargosCentavos, total: 'sum' },
  { key: 'valor_atualizado', title: 'Atualizado hoje', kind: 'money', total: 'sum' },
  {
    key: 'status',
    title: 'Situação',
    kind: 'tag',
    options: STATUS_OPTIONS,
    render: (t) => (
      <>
        <Tag color={STATUS_COLOR[t.status]}>{STATUS_LABEL[t.status]}</Tag>
        {t.status === 'pago' && t.data_pagamento && <div className="titulo-paid-on">em {formatDate(t.data_pagamento)}</div>}
      </>
    ),
  },
  { key: 'data_pagamento', title: 'Pago em', kind: 'date', exportOnly: true },
  { key: 'forma_cobranca_descricao', title: 'Forma de cobrança', exportOnly: true },
]

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The titles for the filters; a new filter value is a new request, the last rows kept meanwhile. */
function useTitulos(situacao: Situacao, vencimento: DateRange) {
  const statuses = statusesOf(situacao)
  const result = useGetPortalTitulosQuery({
    status: statuses.length ? statuses.join(',') : undefined,
    dataVencimentoInicio: vencimento.from ?? undefined,
    dataVencimentoFim: vencimento.to ?? undefined,
  })
  const rows = useMemo(() => rowsOf(result.data), [result.data])
  // Every read (a new filter, a retry) shows as loading over the rows on screen, as before.
  const status: RequestStatus = result.isFetching ? 'loading' : statusOf(result)
  const { refetch } = result
  return { rows, status, error: errorOf(result), reload: () => void refetch() }
}

/** ?titulo=<id>: the drawer of one of the user's own titles, or a notice when it is not one. */
function useSelectedTitulo(rows: readonly PortalTitulo[], loaded: boolean) {
  const [search, setSearch] = useSearchParams()
  const param = search.get('titulo')
  const id = param && /^\d{1,12}$/.test(param) ? Number(param) : null
  const inList = id === null ? null : (rows.find((r) => r.id === id) ?? null)

  // A title outside the current filters is asked for by id once the list has answered; the API
  // answers only the user's own. Once asked it stays asked: a filter change does not read it again.
  const [asked, setAsked] = useState<number | null>(null)
  if (id !== null && !inList && loaded && asked !== id) setAsked(id)
  const single = useGetPortalTitulosIdQuery(id !== null && asked === id ? { id } : skipToken)
  const fetchedError = id !== null && !inList && asked === id && single.isError ? errorOf(single) : null

  const selected = inList ?? (id !== null && asked === id ? (single.currentData ?? null) : null)
  const notOwn = (param !== null && id === null) || fetchedError?.kind === 'not_found'
  const failed = fetchedError && fetchedError.kind !== 'not_found' ? fetchedError : null

  const open = (t: PortalTitulo) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      next.set('titulo', String(t.id))
      return next
    })
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('titulo')
        return next
      },
      { replace: true },
    )
  return { selected, notOwn, failed, open, close }
}

/**
 * /clientes/titulos: the titles of the customers linked to the signed-in user, open and paid,
 * the amount updated to today, and how to pay each one (linha digitável, barcode, PIX, PDF).
 * A table on a desktop, cards on a phone.
 */
export default function MeusTitulosPage() {
  const filters = useUrlFilters(schema)
  const { situacao, vencimento } = filters.values as unknown as Filters
  const data = useTitulos(situacao, vencimento)
  const rows = data.rows
  const narrow = useNarrowScreen()
  const loaded = data.status === 'succeeded' || data.status === 'failed'
  const { selected, notOwn, failed, open, close } = useSelectedTitulo(rows, loaded)
  const totals = useMemo(() => summarize(rows), [rows])
  const source: ReportSource<PortalTitulo> = { rows, status: data.status, error: data.error, reload: data.reload }

  const filterBar = <UrlFilterBar fields={fields} filters={filters} />
  const summary = (
    <Figures
      label="Resumo dos títulos"
      items={[
        { label: `A pagar hoje · ${plural(totals.aPagar.quantidade, 'título', 'títulos')}`, value: formatCentavos(totals.aPagar.centavos) },
        { label: `Vencidos · ${plural(totals.vencidos.quantidade, 'título', 'títulos')}`, value: formatCentavos(totals.vencidos.centavos) },
        { label: `A vencer · ${plural(totals.aVencer.quantidade, 'título', 'títulos')}`, value: formatCentavos(totals.aVencer.centavos) },
        { label: `Pagos · ${plural(totals.pagos.quantidade, 'título', 'títulos')}`, value: formatCentavos(totals.pagos.centavos) },
      ]}
    />
  )
  const notices = (
    <>
      {notOwn && <Alert type="warning" showIcon title={NOT_OWN_TEXT} closable={{ 'aria-label': 'Fechar aviso' }} onClose={close} style={{ marginBottom: 16 }} />}
      {failed && <Alert type="error" showIcon title="Não foi possível abrir o título." description={failed.message} style={{ marginBottom: 16 }} />}
    </>
  )
  const subtitle = 'Os títulos das empresas vinculadas ao seu usuário, com o valor atualizado até hoje (multa e juros).'
  const drawer = <PayDrawer titulo={selected} narrow={narrow} onClose={close} />

  if (narrow) {
    const loading = data.status === 'idle' || data.status === 'loading'
    return (
      <PageContainer
        title={TITLE}
        subtitle={subtitle}
        extra={<ExportButton title={TITLE} rows={() => excelRows(columns, rows)} disabled={rows.length === 0 || loading} />}
      >
        <div className="portal-narrow">
          {filterBar}
          {notices}
          {data.status === 'failed' && rows.length === 0 ? (
            <LoadFailedPanel title={`Não foi possível carregar ${TITLE}.`} error={data.error} onRetry={data.reload} />
          ) : (
            <>
              {summary}
              <TituloCards rows={rows} loading={loading} emptyText={EMPTY_TEXT} onPay={open} />
            </>
          )}
        </div>
        {drawer}
      </PageContainer>
    )
  }

  return (
    <>
      <ReportView<PortalTitulo>
        title={TITLE}
        subtitle={subtitle}
        filters={
          <>
            {filterBar}
            {notices}
          </>
        }
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        summary={summary}
        table={{
          emptyText: EMPTY_TEXT,
          countLabel: (n) => plural(n, 'título', 'títulos'),
          size: 'small',
          actions: {
            title: 'Pagamento',
            render: (t) =>
              t.status === 'pago' ? null : (
                <Space>
                  <Button size="small" type={isPayable(t) ? 'primary' : 'default'} onClick={() => open(t)} aria-label={`Pagar ${t.documento}`}>
                    {isPayable(t) ? 'Pagar' : 'Como pagar'}
                  </Button>
                </Space>
              ),
          },
        }}
      />
      {drawer}
    </>
  )
}
