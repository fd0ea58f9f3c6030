import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { LazyChart, axisNames } from '@/shared/ui/charts'
import {
  ReportView,
  excelRows,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { choiceSelect } from '../components/choice-select'
import { ServerExcelButton } from '../components/server-excel-button'
import { useReportFilters } from '../components/use-report-filters'
import { EFICIENCIA_EXCEL_URL, reportStatus, useGetCobrancaReportEficienciaCobrancaQuery } from '../reports-data'
import type { EficienciaRow } from '../types'

const TITLE = 'Eficiência Ações de Cobrança'

const dimensao = choiceSelect('dimensao', 'Ver por', [
  { value: 'acao', label: 'Ação e canal' },
  { value: 'analista', label: 'Analista' },
])
const schema = { periodo: periodFilter(), dimensao: dimensao.filter }
const fields: FilterField[] = [{ name: 'periodo', kind: 'period' }, dimensao.field]

const NONE: EficienciaRow[] = []

const pp = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })

/** The formula, on the page: how the amounts are credited and what the ganho compares. */
const SUBTITLE =
  'Cada pagamento é creditado em partes iguais às ações dos 15 dias anteriores (envios da régua e atendimentos). ' +
  'Ganho = % dos títulos vencidos acionados pagos em até 15 dias da ação − % dos títulos comparáveis pagos em até 15 dias do mesmo dia; ' +
  'comparáveis são os títulos em aberto no dia da ação, na mesma faixa de atraso, sem nenhuma ação nos 15 dias anteriores.'

const GANHO_HINT =
  'Para cada título vencido acionado: pago em até 15 dias da ação (1 ou 0) menos a taxa de pagamento em 15 dias dos títulos ' +
  'em aberto no mesmo dia, na mesma faixa de atraso e sem ação nos 15 dias anteriores; média dos títulos, em pontos percentuais.'

const percent = (v: number | null | undefined) => (v == null ? '—' : `${v.toLocaleString('pt-BR')}%`)
const points = (v: number | null | undefined) => (v == null ? '—' : `${pp.format(v)} p.p.`)

function columnsFor(dimensao: 'acao' | 'analista'): ReportColumn<EficienciaRow>[] {
  const head: ReportColumn<EficienciaRow>[] =
    dimensao === 'analista'
      ? [{ key: 'analista', title: 'Analista', clip: 200 }]
      : [
          { key: 'origem', title: 'Origem', width: 100, hidden: true },
          { key: 'acao', title: 'Ação', clip: 190 },
          { key: 'canal', title: 'Canal' },
        ]
  return [
    { key: 'key', title: 'Nº', kind: 'number', width: 44 },
    ...head,
    { key: 'titulos_acionados', title: 'Títulos acionados', kind: 'number', total: 'sum' },
    { key: 'pagos_1d', title: 'Pagos em 1 dia', kind: 'number', total: 'sum', hidden: true },
    { key: 'pagos_3d', title: 'Pagos em 3 dias', kind: 'number', total: 'sum', hidden: true },
    { key: 'pagos_7d', title: 'Pagos em 7 dias', kind: 'number', total: 'sum' },
    { key: 'pagos_15d', title: 'Pagos em 15 dias', kind: 'number', total: 'sum' },
    { key: 'taxa_15d', title: 'Pagos em 15 dias (%)', kind: 'percent' },
    { key: 'valor_recuperado', title: 'Valor recuperado', kind: 'money', total: 'sum' },
    { key: 'mediana_dias', title: 'Mediana de dias até o pagamento', kind: 'number', hidden: true },
    {
      key: 'uplift_pp',
      title: 'Ganho sobre comparáveis sem ação (p.p.)',
      kind: 'number',
      render: (r) => points(r.uplift_pp),
    },
  ]
}

export default function EficienciaAcoesPage() {
  const f = useReportFilters(schema, fields)
  const { from, to } = f.values.periodo
  const dimensao = f.values.dimensao
  const result = useGetCobrancaReportEficienciaCobrancaQuery({ dataInicio: from, dataFim: to, dimensao })
  const request = reportStatus(result)
  const columns = columnsFor(dimensao)
  const rows = result.data?.rows ?? NONE
  const top = rows.slice(0, 12)
  const names = top.map((r) => (dimensao === 'analista' ? (r.analista ?? '') : `${r.acao ?? ''} (${r.canal ?? ''})`))
  const base = result.data?.baseline ?? null
  const totalRecuperado = result.data?.total_recuperado ?? null
  return (
    <ReportView<EficienciaRow>
      title={TITLE}
      subtitle={SUBTITLE}
      filters={f.bar}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.key}
      extra={
        <ServerExcelButton
          url={EFICIENCIA_EXCEL_URL}
          params={{ data_inicio: from, data_fim: to }}
          rows={() => excelRows(columns, rows)}
          title={TITLE}
          label="Planilha do relatório"
          disabled={rows.length === 0 || request.status === 'loading'}
        />
      }
      figures={[
        {
          label: 'Valor recuperado após ações',
          value: totalRecuperado ? formatCentavos(toCentavos(totalRecuperado)) : '—',
          hint: 'Títulos pagos até 15 dias depois de uma ação do período',
        },
        {
          label: 'Vencidos acionados pagos em 15 dias',
          value: percent(base?.taxa_acionados_15d),
          hint: 'Títulos vencidos acionados no período: pagos em até 15 dias da primeira ação ÷ títulos',
        },
        {
          label: 'Comparáveis sem ação pagos em 15 dias',
          value: percent(base?.taxa_15d),
          hint: 'Para cada título acionado, os títulos em aberto no mesmo dia, na mesma faixa de atraso e sem ação nos 15 dias anteriores: pagos em até 15 dias ÷ títulos (média)',
        },
        {
          label: 'Ganho das ações',
          value: points(base?.ganho_pp),
          hint: GANHO_HINT,
        },
      ]}
      chart={
        <LazyChart
          kind="bar"
          label="Valor recuperado por ação"
          categories={names}
          // "Atendimento: " on every other bar: the axis shows what tells them apart
          axisLabels={axisNames(names)}
          series={[{ name: 'Valor recuperado', values: top.map((r) => toCentavos(r.valor_recuperado)) }]}
          format="money"
          height={260}
        />
      }
    />
  )
}
