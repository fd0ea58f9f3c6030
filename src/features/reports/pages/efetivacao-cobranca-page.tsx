import { locationSchema } from '@/features/filters'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { LazyChart } from '@/shared/ui/charts'
import {
  Figures,
  ReportView,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { monthLabel } from '../components/aging-chart'
import { useReportFilters } from '../components/use-report-filters'
import { CEI_FORMULA, DSO_FORMULA } from '../lib/formulas'
import { commonArgs, reportStatus, useGetCobrancaReportEfetivacaoCobrancaQuery } from '../reports-data'
import type { EfetivacaoRow } from '../types'

const schema = { periodo: periodFilter(), ...locationSchema }
const fields: FilterField[] = [{ name: 'periodo', kind: 'period' }]
const NONE: EfetivacaoRow[] = []

const pct = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`)
const days = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} dias`)

const columns: ReportColumn<EfetivacaoRow>[] = [
  { key: 'mes', title: 'Mês', value: (r) => monthLabel(r.mes), width: 76 },
  { key: 'vencido', title: 'Vencido no mês', kind: 'money', total: 'sum' },
  { key: 'recebido_no_prazo', title: 'Recebido no prazo', kind: 'money', total: 'sum' },
  { key: 'recebido_em_atraso', title: 'Recebido com atraso', kind: 'money', total: 'sum' },
  { key: 'em_aberto', title: 'Ainda em aberto', kind: 'money', total: 'sum' },
  { key: 'perc_no_prazo', title: 'No prazo (%)', kind: 'percent' },
  { key: 'vendas', title: 'Vendas a prazo', kind: 'money', total: 'sum' },
  { key: 'ar_final', title: 'Saldo a receber no fim', kind: 'money', hidden: true },
  { key: 'cei', title: 'CEI (%)', kind: 'percent' },
  { key: 'dso', title: 'DSO (dias)', kind: 'number' },
]

export default function EfetivacaoCobrancaPage() {
  const f = useReportFilters(schema, fields, { location: ['regiao', 'uf', 'cidade', 'empreendimento'] })
  const result = useGetCobrancaReportEfetivacaoCobrancaQuery(commonArgs(f.params))
  const rows = result.data?.results ?? NONE
  const total = result.data?.total
  return (
    <ReportView<EfetivacaoRow>
      title="Efetivação de Cobrança"
      subtitle="Por mês de vencimento: o que venceu, o que foi recebido no prazo (vencimento em fim de semana ou feriado vale até o próximo dia útil), com atraso e o que segue em aberto; CEI e DSO do mês."
      filters={f.bar}
      source={{ rows, ...reportStatus(result) }}
      columns={columns}
      rowKey={(r) => r.key}
      summary={
        total && (
          <Figures
            label="Indicadores do período"
            items={[
              { label: 'Vencido no período', value: formatCentavos(toCentavos(total.vencido)) },
              { label: 'Recebido no prazo', value: pct(total.perc_no_prazo), hint: 'Recebido no prazo ÷ vencido no período × 100' },
              { label: 'CEI do período', value: pct(total.cei), hint: CEI_FORMULA },
              { label: 'DSO do período', value: days(total.dso), hint: DSO_FORMULA },
            ]}
          />
        )
      }
      chart={
        <LazyChart
          kind="bar"
          stacked
          label="Vencimentos do mês: recebido no prazo, com atraso e em aberto"
          categories={rows.map((r) => monthLabel(r.mes))}
          series={[
            { name: 'No prazo', values: rows.map((r) => toCentavos(r.recebido_no_prazo)), color: '#27865f' },
            { name: 'Com atraso', values: rows.map((r) => toCentavos(r.recebido_em_atraso)), color: '#d68910' },
            { name: 'Em aberto', values: rows.map((r) => toCentavos(r.em_aberto)), color: '#c0392b' },
          ]}
          format="money"
          height={260}
        />
      }
      table={{ countLabel: (n) => `${n} ${n === 1 ? 'mês' : 'meses'}` }}
    />
  )
}
