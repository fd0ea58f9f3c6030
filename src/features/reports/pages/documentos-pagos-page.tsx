import { useEffect, useMemo } from 'react'
import { locationSchema } from '@/features/filters'
import { formatCentavos } from '@/shared/lib/money'
import { joinParts } from '@/shared/lib/text'
import { useAppDispatch } from '@/shared/store/hooks'
import { LazyChart } from '@/shared/ui/charts'
import {
  ReportView,
  moneyCentavos,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { monthLabel } from '../components/aging-chart'
import { useCustomerLogs } from '../components/customer-logs'
import { referenceFilter, useReferenceField } from '../components/reference-filters'
import { csv, useReportFilters } from '../components/use-report-filters'
import { commonArgs, reportStatus, useGetCobrancaReportDocumentosPagosQuery } from '../reports-data'
import { reportFieldSet } from '../reports-slice'
import type { DocumentoPagoRow } from '../types'

const schema = {
  periodo: periodFilter({ label: 'Pagamento' }),
  cliente: referenceFilter('cliente'),
  analista: referenceFilter('analista'),
  ...locationSchema,
}

const columns: ReportColumn<DocumentoPagoRow>[] = [
  { key: 'documento', title: 'Documento', clip: 100 },
  { key: 'nome_fantasia', title: 'Cliente', clip: 160, value: (r) => joinParts([r.cod_cliente, r.nome_fantasia]) },
  { key: 'analista', title: 'Analista', width: 140, hidden: true },
  { key: 'data_vencimento', title: 'Vencimento', kind: 'date', hidden: true },
  { key: 'data_pagamento', title: 'Pagamento', kind: 'date' },
  { key: 'dias_atraso', title: 'Dias de atraso', kind: 'number', total: 'avg' },
  { key: 'valor', title: 'Valor do título', kind: 'money', total: 'sum' },
  { key: 'valor_pago', title: 'Valor pago', kind: 'money', total: 'sum' },
  { key: 'parcial', title: 'Pagamento parcial', kind: 'boolean', hidden: true },
  { key: 'multa', title: 'Multa (2%)', kind: 'money', total: 'sum' },
  { key: 'juros', title: 'Juros (1% a.m.)', kind: 'money', total: 'sum' },
  { key: 'ultima_acao', title: 'Última ação antes do pagamento', kind: 'datetime', width: 150, hidden: true },
  { key: 'ultima_acao_descricao', title: 'Ação', clip: 240, hidden: true },
]

const NONE: DocumentoPagoRow[] = []

export default function DocumentosPagosPage() {
  const dispatch = useAppDispatch()
  const fields: FilterField[] = [
    { name: 'periodo', kind: 'period', label: 'Pagamento' },
    useReferenceField('cliente'),
    useReferenceField('analista', { showLoading: false }),
  ]
  const f = useReportFilters(schema, fields, { location: ['regiao', 'uf', 'cidade', 'empreendimento'] })
  const v = f.values
  const result = useGetCobrancaReportDocumentosPagosQuery({
    ...commonArgs(f.params),
    cliente: csv(v.cliente),
    analista: csv(v.analista),
  })
  const request = reportStatus(result)
  useEffect(() => {
    dispatch(
      reportFieldSet({ report: 'documentosPagos', field: 'date', value: { startDate: v.periodo.from, endDate: v.periodo.to } }),
    )
  }, [dispatch, v.periodo.from, v.periodo.to])
  const rows = result.data?.documentos_pagos ?? NONE
  const dados = result.data?.dados ?? null
  const expandable = useCustomerLogs<DocumentoPagoRow>((r) => r.id, (r) => r.cod_cliente)
  // Paid per month of payment, on time and late (one pass over the rows).
  const chart = useMemo(() => {
    const byMonth = new Map<string, [number, number]>()
    for (const r of rows) {
      const m = r.data_pagamento.slice(0, 7)
      const acc = byMonth.get(m) ?? [0, 0]
      acc[r.dias_atraso > 0 ? 1 : 0] += moneyCentavos('money', r.valor_pago) ?? 0
      byMonth.set(m, acc)
    }
    const months = [...byMonth.keys()].sort()
    return { months, onTime: months.map((m) => byMonth.get(m)![0]), late: months.map((m) => byMonth.get(m)![1]) }
  }, [rows])
  return (
    <ReportView<DocumentoPagoRow>
      title="Documentos Pagos"
      subtitle="Títulos pagos no período, com os dias de atraso no pagamento, a multa e os juros devidos por esse atraso e a última ação de cobrança antes do pagamento."
      filters={f.bar}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.id}
      figures={
        dados && [
          { label: 'Documentos pagos', value: dados.quantidade.toLocaleString('pt-BR') },
          { label: 'Valor pago', value: formatCentavos(dados.valor_pago) },
          {
            label: 'Multa e juros devidos',
            value: formatCentavos(dados.multa + dados.juros),
            hint: 'Multa de 2% uma vez + juros simples de 1% ao mês (pro rata dia) sobre o valor pago; pagamento no próximo dia útil após vencimento em fim de semana ou feriado não tem encargos',
          },
        ]
      }
      chart={
        <LazyChart
          kind="bar"
          stacked
          label="Valor pago por mês"
          categories={chart.months.map(monthLabel)}
          series={[
            { name: 'Pago em dia', values: chart.onTime, color: '#27865f' },
            { name: 'Pago com atraso', values: chart.late, color: '#d68910' },
          ]}
          format="money"
          height={240}
        />
      }
      table={{ countLabel: (n) => `${n} ${n === 1 ? 'documento' : 'documentos'}`, expandable }}
    />
  )
}
