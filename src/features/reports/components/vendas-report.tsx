import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { useMemo } from 'react'
import { locationSchema } from '@/features/filters'
import { formatCentavos } from '@/shared/lib/money'
import { joinParts } from '@/shared/lib/text'
import { LazyChart } from '@/shared/ui/charts'
import {
  ReportView,
  moneyCentavos,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { commonArgs, reportStatus, useGetCobrancaReportVendasQuery } from '../reports-data'
import type { VendasRow } from '../types'
import { monthLabel } from './aging-chart'
import { referenceFilter, useReferenceField } from './reference-filters'
import { csv, useReportFilters } from './use-report-filters'

const staffSchema = {
  periodo: periodFilter(),
  cliente: referenceFilter('cliente'),
  ...locationSchema,
}
const clientSchema = { periodo: periodFilter() }

const trend = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })

/** Months shown by default: with Total, the average and the trend they fit a 1280-px screen. */
const SHOWN_MONTHS = 3

/** A month's label, marked when the period covers it only in part (it stays out of the trend and the average). */
const monthTitle = (m: string, parciais: ReadonlySet<string>) => (parciais.has(m) ? `${monthLabel(m)} (parcial)` : monthLabel(m))

function columnsFor(meses: readonly string[], parciais: ReadonlySet<string>): ReportColumn<VendasRow>[] {
  return [
    { key: 'nome_fantasia', title: 'Cliente', clip: 200, value: (r) => joinParts([r.cod_cliente, r.nome_fantasia]) },
    ...meses.map(
      (m, i): ReportColumn<VendasRow> => ({
        key: `m${m}`,
        title: monthTitle(m, parciais),
        kind: 'money',
        value: (r) => r.valores[m] ?? '0.00',
        total: 'sum',
        // the last three months on screen; the older ones behind "Colunas" (Total adds them all)
        hidden: i < meses.length - SHOWN_MONTHS,
      }),
    ),
    { key: 'total', title: 'Total', kind: 'money', total: 'sum' },
    { key: 'ticket_medio', title: 'Média por mês com compra (meses inteiros)', kind: 'money' },
    {
      key: 'tendencia',
      title: 'Tendência (3 meses inteiros)',
      kind: 'percent',
      render: (r) =>
        r.tendencia == null ? (
          '—'
        ) : (
          <span style={{ color: r.tendencia < 0 ? '#c0392b' : '#27865f', whiteSpace: 'nowrap' }}>
            {r.tendencia < 0 ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />} {trend.format(r.tendencia)}%
          </span>
        ),
    },
  ]
}

/**
 * Histórico de Compras: purchases per customer and month, with totals and the trend (last three
 * months against the three before). Staff see every customer; a client user only the customers
 * linked to the account (the server limits it too).
 */
export function VendasReport({ client = false }: { client?: boolean }) {
  const periodo: FilterField = { name: 'periodo', kind: 'period' }
  const clienteField = useReferenceField('cliente')
  const fields = client ? [periodo] : [periodo, clienteField]
  const f = useReportFilters(client ? (clientSchema as typeof staffSchema) : staffSchema, fields, {
    location: client ? [] : true,
  })
  const result = useGetCobrancaReportVendasQuery({
    ...commonArgs(f.params),
    cliente: client ? undefined : csv(f.values.cliente ?? []),
  })
  // Once per answer: the month columns (a new set re-renders every cell) and the month totals.
  const answer = result.data
  const { meses, parciais, rows, columns, perMonth, total, average } = useMemo(() => {
    const meses = answer?.meses ?? []
    const parciais = new Set(answer?.meses_parciais ?? [])
    const rows = answer?.results ?? []
    const perMonth = meses.map((m) => rows.reduce((s, r) => s + (moneyCentavos('money', r.valores[m] ?? 0) ?? 0), 0))
    // The monthly average over whole months only: a month begun mid-way (a preset) or still running
    // would pull it down.
    const whole = perMonth.filter((_, i) => !parciais.has(meses[i]))
    const average = whole.length ? Math.round(whole.reduce((a, b) => a + b, 0) / whole.length) : null
    return {
      meses,
      parciais,
      rows,
      columns: columnsFor(meses, parciais),
      perMonth,
      total: perMonth.reduce((a, b) => a + b, 0),
      average,
    }
  }, [answer])
  const partialNote = parciais.size
    ? ` Meses parciais (${[...parciais].map(monthLabel).join(', ')}) ficam fora da média mensal e da tendência.`
    : ''
  return (
    <ReportView<VendasRow>
      title="Histórico de Compras"
      subtitle={
        (client
          ? 'Suas compras por mês.'
          : 'Compras de cada cliente por mês, com o total e a tendência: os últimos 3 meses inteiros sobre os 3 anteriores.') +
        partialNote
      }
      filters={f.bar}
      source={{ rows, ...reportStatus(result) }}
      columns={columns}
      rowKey={(r) => r.cod_cliente}
      figures={[
        { label: 'Total comprado', value: formatCentavos(total) },
        {
          label: 'Média mensal (meses inteiros)',
          value: average === null ? '—' : formatCentavos(average),
          hint: 'Total dos meses inteiros do período ÷ número de meses inteiros; meses parciais ficam de fora',
        },
        ...(client ? [] : [{ label: 'Clientes que compraram', value: rows.length.toLocaleString('pt-BR') }]),
      ]}
      chart={
        <LazyChart
          kind="line"
          label="Compras por mês"
          categories={meses.map((m) => monthTitle(m, parciais))}
          series={[{ name: 'Compras', values: perMonth }]}
          format="money"
          height={240}
        />
      }
      table={{ countLabel: (n) => `${n} ${n === 1 ? 'cliente' : 'clientes'}` }}
    />
  )
}
