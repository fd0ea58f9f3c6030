import { Alert, Card, Table, Tag, Typography } from 'antd'
import { useMemo } from 'react'
import { todayISO } from '@/shared/lib/date'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import { LazyChart } from '@/shared/ui/charts'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { Figures, FilterBar, ReportView, choiceFilter, useUrlFilters, type ReportColumn } from '@/shared/ui/report'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { latestRates } from '../contract-terms'
import {
  contractDebts,
  coverageByMonth,
  groupDebts,
  maturityProfile,
  monthLabel,
  weightedCost,
  type CoverageMonth,
  type DebtGroup,
  type DebtGrouping,
} from '../debt-model'
import { useFinanceList, useGetFinanceiroIndiceTaxaQuery, useGetFinanceiroRecebiveisPrevistosQuery } from '../finance-data'
import '../finance.css'

const GROUPS: { value: DebtGrouping; label: string }[] = [
  { value: 'banco', label: 'Banco' },
  { value: 'contrato', label: 'Contrato' },
  { value: 'indice', label: 'Índice' },
  { value: 'empresa', label: 'Empresa' },
]
const schema = { agrupar: choiceFilter<DebtGrouping>('agrupar', 'Agrupar por', ['banco', 'contrato', 'indice', 'empresa'], 'banco') }
const ALL_TAXAS = { ordering: 'data' } as const
const NEXT_12_MONTHS = { meses: 12 }
const pct = (n: number) => `${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`

function columnsFor(by: DebtGrouping): ReportColumn<DebtGroup>[] {
  return [
    { key: 'chave', title: GROUPS.find((g) => g.value === by)!.label },
    { key: 'contratos', title: 'Contratos', kind: 'number', total: 'sum' },
    { key: 'saldoCentavos', title: 'Saldo devedor', kind: 'centavos', total: 'sum' },
    { key: 'curtoCentavos', title: 'Curto prazo (até 12 meses)', kind: 'centavos', total: 'sum' },
    { key: 'longoCentavos', title: 'Longo prazo', kind: 'centavos', total: 'sum' },
    { key: 'participacao', title: 'Participação', kind: 'percent', total: 'share' },
    {
      key: 'custoMedio',
      title: 'Custo médio (% a.a.)',
      kind: 'percent',
      total: (rows) => {
        const saldo = rows.reduce((a, r) => a + r.saldoCentavos, 0)
        return saldo > 0 ? rows.reduce((a, r) => a + r.custoMedio * r.saldoCentavos, 0) / saldo : null
      },
    },
  ]
}

/** Relatório Endividamento: what the company owes, when it falls due, and whether receivables cover it. */
export default function RelatorioEndividamentoPage() {
  const filters = useUrlFilters(schema)
  const by = filters.values.agrupar
  const contratos = useFinanceList('contrato')
  const parcelas = useFinanceList('liberacao_parcela')
  // the contracts' foreign-key lookups: from the cache when it already holds them
  const bancos = useFinanceList('banco', { lookup: true }).rows
  const empresas = useFinanceList('empresa', { lookup: true }).rows
  const indices = useFinanceList('indice', { lookup: true }).rows
  const moedas = useFinanceList('moeda', { lookup: true }).rows
  const taxas = useGetFinanceiroIndiceTaxaQuery(ALL_TAXAS)
  const receivables = useGetFinanceiroRecebiveisPrevistosQuery(NEXT_12_MONTHS)
  const recebiveis = {
    data: receivables.data,
    status: statusOf(receivables),
    error: errorOf(receivables),
    reload: () => void receivables.refetch(),
  }
  const today = todayISO()

  const lists = useMemo(
    () => ({
      contratos: contratos.rows,
      parcelas: parcelas.rows,
      bancos,
      empresas,
      indices,
      moedas,
      latest: latestRates(rowsOf(taxas.data)),
      today,
    }),
    [contratos.rows, parcelas.rows, bancos, empresas, indices, moedas, taxas.data, today],
  )
  const debts = useMemo(() => contractDebts(lists), [lists])
  const groups = useMemo(() => groupDebts(debts, by), [debts, by])
  const maturity = useMemo(() => maturityProfile(lists), [lists])
  const coverage = useMemo<CoverageMonth[]>(() => (recebiveis.data ? coverageByMonth(lists, recebiveis.data) : []), [lists, recebiveis.data])

  const loading = [contratos.status, parcelas.status].some((s) => s === 'idle' || s === 'loading')
  const failed = contratos.status === 'failed' ? contratos : parcelas.status === 'failed' ? parcelas : null
  const source = {
    rows: groups,
    status: failed ? ('failed' as const) : loading ? ('loading' as const) : ('succeeded' as const),
    error: failed?.error ?? null,
    reload: () => {
      contratos.reload()
      parcelas.reload()
    },
  }
  const total = debts.reduce((a, d) => a + d.saldoCentavos, 0)
  const curto = debts.reduce((a, d) => a + d.curtoCentavos, 0)
  const uncovered = coverage.filter((m) => m.descoberto)

  return (
    <PageContainer
      title="Relatório Endividamento"
      subtitle="Saldo devedor dos financiamentos em reais (moeda estrangeira pela cotação cadastrada), por prazo, custo e vencimento."
    >
      <ReportView<DebtGroup>
        framed={false}
        title="Relatório Endividamento"
        source={source}
        columns={columnsFor(by)}
        rowKey={(g) => g.chave}
        filters={
          <FilterBar
            fields={[{ name: 'agrupar', kind: 'select', label: 'Agrupar por', options: GROUPS, required: true }]}
            values={filters.values as Record<string, unknown>}
            onChange={(patch) => filters.set(patch as never)}
            onClear={filters.reset}
            active={filters.active}
          />
        }
        summary={
          debts.length > 0 ? (
            <Figures
              items={[
                { label: 'Saldo devedor', value: formatCentavos(total) },
                { label: 'Curto prazo (até 12 meses)', value: formatCentavos(curto) },
                { label: 'Longo prazo', value: formatCentavos(total - curto) },
                {
                  label: 'Custo médio ponderado',
                  value: `${pct(weightedCost(debts))} a.a.`,
                  hint: 'Custo efetivo anual de cada contrato (pós-fixados com o último valor do índice) ponderado pelo saldo devedor.',
                },
                { label: 'Contratos com saldo', value: String(debts.length) },
              ]}
            />
          ) : null
        }
        chart={
          maturity.length > 0 ? (
            <LazyChart
              kind="bar"
              stacked
              label="Perfil de vencimento da dívida por ano"
              categories={maturity.map((m) => m.ano)}
              series={[
                { name: 'Principal', values: maturity.map((m) => m.principalCentavos) },
                { name: 'Juros', values: maturity.map((m) => m.jurosCentavos) },
              ]}
              format="money"
              height={240}
            />
          ) : null
        }
        table={{ emptyText: 'Nenhum contrato com saldo devedor.' }}
      />

      <Card
        title="Dívida × recebíveis — próximos 12 meses"
        style={{ marginTop: 24 }}
        extra={
          <ExportButton
            title="Relatório Endividamento - Dívida x Recebíveis"
            filters={() => 'Próximos 12 meses'}
            columns={{ 'Serviço da dívida': 'money', 'Recebíveis previstos': 'money' }}
            label="Exportar Excel (dívida × recebíveis)"
            disabled={coverage.length === 0}
            rows={() =>
              coverage.map((m) => ({
                Mês: monthLabel(m.mes),
                'Serviço da dívida': m.servicoCentavos / 100,
                'Recebíveis previstos': m.recebiveisCentavos / 100,
                Cobertura: m.cobertura === null ? null : Number(m.cobertura.toFixed(2)),
                Situação: m.descoberto ? 'Descoberto' : 'Coberto',
              }))
            }
          />
        }
      >
        {recebiveis.status === 'failed' && (
          <LoadFailedAlert title="Não foi possível carregar os recebíveis previstos." error={recebiveis.error} onRetry={recebiveis.reload} />
        )}
        <Alert
          className="finance-method"
          type="info"
          showIcon
          title="Método"
          description={
            <>
              <p style={{ margin: 0 }}>
                Serviço da dívida: parcelas em aberto (principal + juros) pelo mês de vencimento; vencidas entram no mês corrente;
                moeda estrangeira pela cotação cadastrada.
              </p>
              <p style={{ margin: 0 }}>Recebíveis previstos: {recebiveis.data?.metodo ?? (recebiveis.status === 'failed' ? 'indisponível.' : 'carregando…')}</p>
              <p style={{ margin: 0 }}>Cobertura = recebíveis previstos ÷ serviço da dívida; abaixo de 1 o mês fica descoberto.</p>
            </>
          }
        />
        {uncovered.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`Serviço da dívida acima dos recebíveis previstos em ${uncovered.length} ${uncovered.length === 1 ? 'mês' : 'meses'}: ${uncovered.map((m) => monthLabel(m.mes)).join(', ')}.`}
          />
        )}
        {coverage.length > 0 && (
          <LazyChart
            kind="bar"
            label="Serviço da dívida e recebíveis previstos por mês"
            categories={coverage.map((m) => monthLabel(m.mes))}
            series={[
              { name: 'Serviço da dívida', values: coverage.map((m) => m.servicoCentavos), color: '#cf1322' },
              { name: 'Recebíveis previstos', values: coverage.map((m) => m.recebiveisCentavos), color: '#389e0d' },
            ]}
            format="money"
            height={240}
          />
        )}
        <Table<CoverageMonth>
          size="small"
          rowKey="mes"
          pagination={false}
          loading={recebiveis.status === 'loading' || (recebiveis.status === 'idle' && !recebiveis.data)}
          dataSource={coverage}
          aria-label="Dívida × recebíveis por mês"
          rowClassName={(m) => (m.descoberto ? 'finance-row-uncovered' : '')}
          columns={[
            { key: 'mes', title: 'Mês', render: (_, m) => monthLabel(m.mes) },
            { key: 'servico', title: 'Serviço da dívida', align: 'right', render: (_, m) => formatCentavos(m.servicoCentavos) },
            { key: 'receb', title: 'Recebíveis previstos', align: 'right', render: (_, m) => formatCentavos(m.recebiveisCentavos) },
            {
              key: 'cobertura',
              title: 'Cobertura',
              align: 'right',
              render: (_, m) => (m.cobertura === null ? '—' : `${m.cobertura.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`),
            },
            {
              key: 'situacao',
              title: 'Situação',
              render: (_, m) => (m.descoberto ? <Tag color="red">Descoberto</Tag> : <Tag color="green">Coberto</Tag>),
            },
          ]}
        />
        {recebiveis.data && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              Taxa de recebimento por faixa de atraso
            </Typography.Title>
            <Table
              size="small"
              rowKey="faixa"
              pagination={false}
              aria-label="Taxa de recebimento por faixa de atraso"
              dataSource={recebiveis.data.faixas}
              columns={[
                { key: 'label', title: 'Faixa', dataIndex: 'label' },
                { key: 'taxa', title: 'Taxa de recebimento', align: 'right', render: (_, f) => pct(Number(f.taxa_recebimento) * 100) },
                { key: 'aberto', title: 'Em aberto hoje', align: 'right', render: (_, f) => formatCentavos(toCentavos(f.valor_aberto)) },
                { key: 'previsto', title: 'Previsto receber', align: 'right', render: (_, f) => formatCentavos(toCentavos(f.valor_previsto)) },
              ]}
            />
          </>
        )}
      </Card>
    </PageContainer>
  )
}
