import { useMemo } from 'react'
import { AGING_BUCKETS } from '@/shared/lib/aging'
import { formatCentavos } from '@/shared/lib/money'
import { LazyChart } from '@/shared/ui/charts'
import {
  ReportView,
  TODAY_SNAPSHOT,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { locationSchema } from '@/features/filters'
import { agingTotals, cents } from '../components/aging-chart'
import { choiceSelect } from '../components/choice-select'
import { useCustomerLogs } from '../components/customer-logs'
import { useReportFilters } from '../components/use-report-filters'
import { commonArgs, reportStatus, useGetCobrancaReportRankingInadimplenciaQuery } from '../reports-data'
import type { RankingInadimplenciaRow } from '../types'

const agrupar = choiceSelect('agrupar', 'Agrupar por', [
  { value: 'cliente', label: 'Cliente' },
  { value: 'grupo_economico', label: 'Grupo econômico' },
])
const schema = { agrupar: agrupar.filter, ...locationSchema }
const fields: FilterField[] = [TODAY_SNAPSHOT, agrupar.field]

const columns: ReportColumn<RankingInadimplenciaRow>[] = [
  { key: 'posicao', title: 'Posição', kind: 'number', width: 70 },
  { key: 'nome', title: 'Cliente / grupo', clip: 190 },
  { key: 'qtd_clientes', title: 'Clientes', kind: 'number', total: 'sum', hidden: true },
  { key: 'qtd_titulos_vencidos', title: 'Títulos vencidos', kind: 'number', total: 'sum' },
  { key: 'saldo_vencido', title: 'Saldo vencido', kind: 'money', total: 'sum' },
  { key: 'participacao', title: 'Participação', kind: 'percent', total: 'share' },
  ...AGING_BUCKETS.filter((b) => b.key !== 'a_vencer').map(
    (b): ReportColumn<RankingInadimplenciaRow> => ({
      key: b.key,
      title: `${b.label} dias`,
      kind: 'money',
      total: 'sum',
      // the aging breakdown behind "Colunas": Saldo vencido, A vencer and Saldo total keep the totals
      hidden: true,
    }),
  ),
  { key: 'a_vencer', title: 'A vencer', kind: 'money', total: 'sum' },
  { key: 'saldo_total', title: 'Saldo total', kind: 'money', total: 'sum' },
  { key: 'maior_atraso', title: 'Maior atraso (dias)', kind: 'number' },
]

const rowExpandable = (r: RankingInadimplenciaRow) => r.tipo === 'cliente'
const NONE: RankingInadimplenciaRow[] = []

export default function RankingInadimplenciaPage() {
  const f = useReportFilters(schema, fields, { location: ['regiao', 'uf', 'cidade', 'empreendimento'] })
  const result = useGetCobrancaReportRankingInadimplenciaQuery({ ...commonArgs(f.params), agrupar: f.values.agrupar })
  const request = reportStatus(result)
  const rows = result.data ?? NONE
  // Once per answer, not on every render.
  const { vencido, top10, aging } = useMemo(
    () => ({
      vencido: rows.reduce((s, r) => s + cents(r.saldo_vencido), 0),
      top10: rows.slice(0, 10).reduce((s, r) => s + cents(r.saldo_vencido), 0),
      aging: agingTotals(rows as unknown as Record<string, unknown>[]),
    }),
    [rows],
  )
  const logs = useCustomerLogs<RankingInadimplenciaRow>((r) => r.key, (r) => r.codigo)
  const expandable = useMemo(() => ({ ...logs, rowExpandable: rowExpandable }), [logs])
  return (
    <ReportView<RankingInadimplenciaRow>
      title="Ranking Inadimplência"
      subtitle="Clientes e grupos econômicos pelo saldo vencido, com as faixas de atraso."
      filters={f.bar}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.key}
      figures={[
        { label: 'Saldo vencido', value: formatCentavos(vencido) },
        {
          label: f.values.agrupar === 'cliente' ? 'Clientes inadimplentes' : 'Grupos e clientes',
          value: rows.length.toLocaleString('pt-BR'),
        },
        {
          label: 'Concentração nos 10 maiores',
          value: `${vencido ? ((top10 / vencido) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 }) : 0}%`,
          hint: 'Saldo vencido dos 10 primeiros ÷ saldo vencido total × 100',
        },
      ]}
      chart={
        <LazyChart
          kind="bar"
          label="Saldo em aberto por faixa de atraso"
          categories={aging.categories}
          series={[{ name: 'Saldo', values: aging.values }]}
          format="money"
          height={240}
        />
      }
      table={{
        expandable,
        countLabel: (n) => `${n} ${f.values.agrupar === 'cliente' ? (n === 1 ? 'cliente' : 'clientes') : n === 1 ? 'linha' : 'linhas'}`,
      }}
    />
  )
}
