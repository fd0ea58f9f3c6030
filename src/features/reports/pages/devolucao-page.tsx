import { locationSchema } from '@/features/filters'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { joinParts } from '@/shared/lib/text'
import { LazyChart } from '@/shared/ui/charts'
import {
  ReportView,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { choiceSelect } from '../components/choice-select'
import { useReportFilters } from '../components/use-report-filters'
import { commonArgs, reportStatus, useGetCobrancaReportDevolucaoQuery } from '../reports-data'
import type { DevolucaoRow } from '../types'

const DIMENSIONS = ['cliente', 'produto', 'motivo', 'vendedor'] as const
const LABEL: Record<(typeof DIMENSIONS)[number], string> = {
  cliente: 'Cliente',
  produto: 'Produto',
  motivo: 'Motivo',
  vendedor: 'Vendedor',
}

/** Whose sales a line's returns are compared with. */
const SOLD_BY: Record<(typeof DIMENSIONS)[number], string> = {
  cliente: 'ao cliente',
  produto: 'do produto',
  motivo: 'no período',
  vendedor: 'pelo vendedor',
}

const agrupar = choiceSelect('agrupar', 'Agrupar por', DIMENSIONS.map((d) => ({ value: d, label: LABEL[d] })), 160)
const schema = { periodo: periodFilter(), agrupar: agrupar.filter, ...locationSchema }
const fields: FilterField[] = [{ name: 'periodo', kind: 'period' }, agrupar.field]

const NONE: DevolucaoRow[] = []

function columnsFor(dim: (typeof DIMENSIONS)[number]): ReportColumn<DevolucaoRow>[] {
  return [
    {
      key: 'nome',
      title: LABEL[dim],
      width: 280,
      value: (r) => (dim === 'produto' ? r.nome : joinParts([r.codigo, r.nome])),
    },
    { key: 'qtd_devolucoes', title: 'Devoluções', kind: 'number', total: 'sum' },
    { key: 'quantidade', title: 'Quantidade devolvida', kind: 'number', total: 'sum' },
    { key: 'valor_devolvido', title: 'Valor devolvido', kind: 'money', total: 'sum' },
    ...(dim === 'motivo'
      ? [
          // Sales have no reason: a reason's returns are compared with all sales of the period,
          // another ratio than a customer's returns over that customer's purchases.
          {
            key: 'perc_vendas',
            title: 'Devolvido sobre o total vendido (%)',
            kind: 'percent',
            total: (rows: readonly DevolucaoRow[]) => {
              const dev = rows.reduce((s, r) => s + toCentavos(r.valor_devolvido), 0)
              const ven = rows.length ? toCentavos(rows[0].valor_vendido) : 0
              return ven ? Math.round((dev / ven) * 10_000) / 100 : null
            },
          } as ReportColumn<DevolucaoRow>,
        ]
      : [
          { key: 'valor_vendido', title: 'Vendido no período', kind: 'money', total: 'sum' } as ReportColumn<DevolucaoRow>,
          {
            key: 'perc_vendas',
            title: `Devolvido sobre vendido ${SOLD_BY[dim]} (%)`,
            kind: 'percent',
            total: (rows: readonly DevolucaoRow[]) => {
              const dev = rows.reduce((s, r) => s + toCentavos(r.valor_devolvido), 0)
              const ven = rows.reduce((s, r) => s + toCentavos(r.valor_vendido), 0)
              return ven ? Math.round((dev / ven) * 10_000) / 100 : null
            },
          } as ReportColumn<DevolucaoRow>,
        ]),
    { key: 'participacao', title: 'Participação nas devoluções (%)', kind: 'percent', total: 'share' },
  ]
}

export default function DevolucaoPage() {
  const f = useReportFilters(schema, fields, { location: true })
  const dim = f.values.agrupar
  const result = useGetCobrancaReportDevolucaoQuery({ ...commonArgs(f.params), agrupar: dim })
  const rows = result.data?.results ?? NONE
  const total = result.data?.total
  const top = rows.slice(0, 10)
  return (
    <ReportView<DevolucaoRow>
      title="Devolução"
      subtitle="Devoluções de mercadoria no período por cliente, produto, motivo ou vendedor, com o valor e a parte das vendas que voltou."
      filters={f.bar}
      source={{ rows, ...reportStatus(result) }}
      columns={columnsFor(dim)}
      rowKey={(r) => r.key}
      figures={
        total && [
          { label: 'Valor devolvido', value: formatCentavos(toCentavos(total.valor_devolvido)) },
          { label: 'Vendas do período', value: formatCentavos(toCentavos(total.valor_vendido)) },
          {
            label: 'Devolvido sobre o total vendido',
            value: `${total.perc_vendas.toLocaleString('pt-BR')}%`,
            hint: 'Valor devolvido ÷ valor vendido no período × 100',
          },
        ]
      }
      chart={
        <LazyChart
          kind="bar"
          label={`Valor devolvido por ${LABEL[dim].toLowerCase()} (10 maiores)`}
          categories={top.map((r) => r.nome)}
          series={[{ name: 'Valor devolvido', values: top.map((r) => toCentavos(r.valor_devolvido)) }]}
          format="money"
          height={240}
        />
      }
    />
  )
}
