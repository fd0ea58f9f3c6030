import { skipToken } from '@reduxjs/toolkit/query/react'
import { Alert, Button, Space, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import { formatDate, todayISO } from '@/shared/lib/date'
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
import { encargosCentavos, isPayable, SITUACOES, STATUS_COLOR, STATUS_LABEL, statusesOf, summarize, tagOf, type Situacao, type TitlesSummary } from '../titles-model'
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

/**
 * The table: Valor original − Pago + Multa e juros = Saldo atualizado on every row and in the
 * totals, each the server's figure. Saldo (original − pago) goes to the Excel.
 */
function columnsFor(today: string): ReportColumn<PortalTitulo>[] {
  return [
    // The company under the document on screen (the money columns need the width); apart in the Excel.
    {
      key: 'documento',
      title: 'Documento',
      render: (t) => (
        <>
          <span className="titulo-doc">{t.documento}</span>
          {t.nome_fantasia && <span className="titulo-company">{t.nome_fantasia}</span>}
        </>
      ),
    },
    { key: 'nome_fantasia', title: 'Empresa', exportOnly: true },
    { key: 'data_vencimento', title: 'Vencimento', kind: 'date' },
    { key: 'valor', title: 'Valor original', kind: 'money', total: 'sum' },
    { key: 'valor_pago', title: 'Pago', kind: 'money', total: 'sum' },
    { key: 'saldo', title: 'Saldo', kind: 'money', total: 'sum', exportOnly: true },
    { key: 'encargos', title: 'Multa e juros', kind: 'centavos', value: encargosCentavos, total: 'sum' },
    { key: 'valor_atualizado', title: 'Saldo atualizado', kind: 'money', total: 'sum' },
    {
      key: 'status',
      title: 'Situação',
      kind: 'tag',
      options: STATUS_OPTIONS,
      render: (t) => {
        const tag = tagOf(t, today)
        return (
          <>
            <Tag color={tag.color}>{tag.label}</Tag>
            {t.status === 'pago' && t.data_pagamento && <div className="titulo-paid-on">em {formatDate(t.data_pagamento)}</div>}
          </>
        )
      },
    },
    { key: 'data_pagamento', title: 'Pago em', kind: 'date', exportOnly: true },
    { key: 'forma_cobranca_descricao', title: 'Forma de cobrança', exportOnly: true },
  ]
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const titulos = (n: number) => plural(n, 'título', 'títulos')

function FigureValue({ centavos, note }: { centavos: number; note: string }) {
  return (
    <>
      {formatCentavos(centavos)}
      <span className="portal-figure-note">{note}</span>
    </>
  )
}

/**
 * The headline figures. "A pagar hoje" is exactly the overdue titles plus those due today, by
 * their saldo atualizado; titles due later are "A vencer", never part of it.
 */
function SummaryFigures({ totals }: { totals: TitlesSummary }) {
  const { aPagarHoje, vencidos, vencemHoje, aVencer, pagos } = totals
  const aPagarHint =
    `Soma do saldo atualizado (com multa e juros até hoje) dos títulos em aberto vencidos ` +
    `(${titulos(vencidos.quantidade)}, ${formatCentavos(vencidos.centavos)}) e dos que vencem hoje ` +
    `(${titulos(vencemHoje.quantidade)}, ${formatCentavos(vencemHoje.centavos)}). ` +
    'Os que vencem depois de hoje estão em A vencer.'
  return (
    <Figures
      label="Resumo dos títulos"
      items={[
        {
          label: `A pagar hoje · ${titulos(aPagarHoje.quantidade)}`,
          value: <FigureValue centavos={aPagarHoje.centavos} note="vencidos e a vencer hoje" />,
          hint: aPagarHint,
        },
        {
          label: `Vencidos · ${titulos(vencidos.quantidade)}`,
          value: <FigureValue centavos={vencidos.centavos} note="com multa e juros até hoje" />,
        },
        {
          label: `A vencer · ${titulos(aVencer.quantidade)}`,
          value: <FigureValue centavos={aVencer.centavos} note="vencimento depois de hoje" />,
        },
        {
          label: `Pagos · ${titulos(pagos.quantidade)}`,
          value: <FigureValue centavos={pagos.centavos} note="valor pago" />,
        },
      ]}
    />
  )
}

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
  const today = todayISO()
  const totals = useMemo(() => summarize(rows, today), [rows, today])
  const columns = useMemo(() => columnsFor(today), [today])
  const source: ReportSource<PortalTitulo> = { rows, status: data.status, error: data.error, reload: data.reload }

  const filterBar = <UrlFilterBar fields={fields} filters={filters} />
  const summary = <SummaryFigures totals={totals} />
  const notices = (
    <>
      {notOwn && <Alert type="warning" showIcon title={NOT_OWN_TEXT} closable={{ 'aria-label': 'Fechar aviso' }} onClose={close} style={{ marginBottom: 16 }} />}
      {failed && <Alert type="error" showIcon title="Não foi possível abrir o título." description={failed.message} style={{ marginBottom: 16 }} />}
    </>
  )
  const subtitle = 'Os títulos das empresas vinculadas ao seu usuário. Saldo atualizado = valor original − pago + multa e juros até hoje.'
  const drawer = <PayDrawer titulo={selected} today={today} narrow={narrow} onClose={close} />

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
              <TituloCards rows={rows} today={today} loading={loading} emptyText={EMPTY_TEXT} onPay={open} />
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
          countLabel: titulos,
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
