import { useEffect, useMemo } from 'react'
import { formatCentavos } from '@/shared/lib/money'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { LazyChart } from '@/shared/ui/charts'
import {
  ReportView,
  listFilter,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { useReportFilters } from '../components/use-report-filters'
import { distinctDocuments, type AnalistaItem, type RankingAnalistaRow, type SharedDocument } from '../lib/ranking-analista'
import { reportStatus, useGetCobrancaReportRankingAnalistaQuery } from '../reports-data'
import { reportFieldSet, selectReports } from '../reports-slice'

const schema = {
  periodo: periodFilter(),
  analista: listFilter<string>('analista', 'Analista'),
}

type Row = RankingAnalistaRow & { posicao: number; taxa: number | null }

const NO_RANKING: RankingAnalistaRow[] = []
const NO_ANALYSTS: AnalistaItem[] = []

const NO_SHARED: SharedDocument[] = []

/**
 * Each analyst's line counts a document once (spec); the totals row counts it once in all: a
 * document two analysts worked is one document, not two.
 */
function columnsFor(shared: readonly SharedDocument[]): ReportColumn<Row>[] {
  const distinct = (rows: readonly Row[]) => distinctDocuments(rows, shared)
  return [
    { key: 'posicao', title: 'Posição', kind: 'number', width: 90 },
    { key: 'analista', title: 'Analista', width: 200 },
    { key: 'count_acoes', title: 'Ações', kind: 'number', total: 'sum' },
    { key: 'count_documentos', title: 'Documentos', kind: 'number', total: (rows) => distinct(rows).documentos },
    { key: 'count_documentos_pagos', title: 'Documentos pagos', kind: 'number', total: (rows) => distinct(rows).pagos },
    { key: 'valor_documentos_pagos', title: 'Valor pago', kind: 'money', total: (rows) => distinct(rows).pagosCentavos },
    { key: 'count_documentos_abertos', title: 'Documentos em aberto', kind: 'number', total: (rows) => distinct(rows).abertos },
    { key: 'valor_documentos_abertos', title: 'Valor em aberto', kind: 'money', total: (rows) => distinct(rows).abertosCentavos },
    {
      key: 'taxa',
      title: 'Documentos pagos (%)',
      kind: 'percent',
      total: (rows) => {
        const d = distinct(rows)
        return d.documentos ? Math.round((d.pagos / d.documentos) * 1000) / 10 : null
      },
    },
  ]
}

export default function RankingAnalistaPage() {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectReports).rankingAnalista
  const f = useReportFilters(schema, [])
  const { from, to } = f.values.periodo
  // Only the period goes to the server; the analyst filter picks among the rows on screen.
  const result = useGetCobrancaReportRankingAnalistaQuery({ dataInicio: from, dataFim: to })
  const request = reportStatus(result)
  const ranking = result.data?.ranking_analista ?? NO_RANKING
  const analistas = result.data?.analistas ?? NO_ANALYSTS
  const shared = result.data?.compartilhados ?? NO_SHARED
  const columns = useMemo(() => columnsFor(shared), [shared])
  // The analysts of the answer are the filter's options.
  const fields: FilterField[] = [
    { name: 'periodo', kind: 'period' },
    {
      name: 'analista',
      kind: 'select',
      label: 'Analista',
      multiple: true,
      options: analistas.map((a) => ({ value: a.key, label: a.analista })),
    },
  ]
  const filterKey = f.values.analista.join('\u0000')
  useEffect(() => {
    dispatch(reportFieldSet({ report: 'rankingAnalista', field: 'dates', value: [from, to] }))
  }, [dispatch, from, to])
  useEffect(() => {
    dispatch(
      reportFieldSet({
        report: 'rankingAnalista',
        field: 'filter_analista',
        value: filterKey ? filterKey.split('\u0000') : [],
      }),
    )
  }, [dispatch, filterKey])

  const rows: Row[] = ranking
    .map((r, i) => ({
      ...r,
      posicao: i + 1,
      taxa: r.count_documentos ? Math.round((r.count_documentos_pagos / r.count_documentos) * 1000) / 10 : null,
    }))
    .filter((r) => state.filter_analista.length === 0 || state.filter_analista.includes(r.key))
  const { pagosCentavos: pago, abertosCentavos: aberto, documentos } = distinctDocuments(rows, shared)
  return (
    <ReportView<Row>
      title="Ranking Analista"
      subtitle="Ações de cada analista no período e o que aconteceu com os documentos trabalhados. Cada linha conta um documento uma vez por analista; o total conta cada documento uma vez."
      filters={f.barWith(fields)}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.key}
      figures={[
        { label: 'Valor pago', value: formatCentavos(pago), hint: 'Documentos pagos trabalhados pelos analistas, cada documento uma vez (nas linhas, um documento conta uma vez por analista)' },
        { label: 'Valor em aberto', value: formatCentavos(aberto), hint: 'Documentos em aberto trabalhados pelos analistas, cada documento uma vez' },
        { label: 'Documentos', value: documentos.toLocaleString('pt-BR'), hint: 'Documentos distintos trabalhados; a soma das linhas seria maior, pois um documento trabalhado por dois analistas conta em cada linha' },
        { label: 'Ações', value: rows.reduce((s, r) => s + r.count_acoes, 0).toLocaleString('pt-BR') },
      ]}
      chart={
        <LazyChart
          kind="bar"
          stacked
          label="Documentos pagos e em aberto por analista"
          categories={rows.map((r) => r.analista)}
          series={[
            { name: 'Valor pago', values: rows.map((r) => Math.round(r.valor_documentos_pagos * 100)), color: '#27865f' },
            { name: 'Valor em aberto', values: rows.map((r) => Math.round(r.valor_documentos_abertos * 100)), color: '#c0392b' },
          ]}
          format="money"
          height={260}
        />
      }
      table={{ countLabel: (n) => `${n} ${n === 1 ? 'analista' : 'analistas'}` }}
    />
  )
}
