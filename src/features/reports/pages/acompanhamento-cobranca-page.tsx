import { useEffect } from 'react'
import { joinParts } from '@/shared/lib/text'
import { useAppDispatch } from '@/shared/store/hooks'
import {
  ReportView,
  listFilter,
  periodFilter,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { referenceFilter, useReferenceField } from '../components/reference-filters'
import { csv, useReportFilters } from '../components/use-report-filters'
import { useResultTypes } from '../components/use-result-types'
import { reportStatus, useGetCobrancaReportAtendimentoQuery } from '../reports-data'
import { reportFieldSet } from '../reports-slice'
import type { AtendimentoReportRow } from '../types'

const schema = {
  periodo: periodFilter(),
  acao: listFilter<number>('acao_cobranca', 'Resultado', { numeric: true }),
  analista: referenceFilter('analista'),
  cliente: referenceFilter('cliente'),
  vendedor: referenceFilter('vendedor'),
}

const PROMESSA = [
  { value: 'cumprida', label: 'Cumprida', color: 'green' },
  { value: 'quebrada', label: 'Quebrada', color: 'red' },
  { value: 'pendente', label: 'Aguardando', color: 'gold' },
]

const NONE: AtendimentoReportRow[] = []

const columns: ReportColumn<AtendimentoReportRow>[] = [
  { key: 'data', title: 'Data', kind: 'datetime', width: 150 },
  { key: 'nome_fantasia', title: 'Cliente', width: 220, value: (r) => joinParts([r.cod_cliente, r.nome_fantasia]) },
  { key: 'analista', title: 'Analista', width: 150, total: 'count' },
  { key: 'vendedor', title: 'Vendedor', width: 170 },
  { key: 'resultado', title: 'Resultado', width: 190 },
  { key: 'data_retorno', title: 'Próximo contato', kind: 'date' },
  { key: 'promessa', title: 'Promessa', kind: 'tag', options: PROMESSA },
  { key: 'concluido', title: 'Concluído', kind: 'boolean' },
  { key: 'observacao', title: 'Observação', width: 300 },
]

export default function AcompanhamentoCobrancaPage() {
  const dispatch = useAppDispatch()
  const results = useResultTypes()
  const fields: FilterField[] = [
    { name: 'periodo', kind: 'period' },
    { name: 'acao', kind: 'select', label: 'Resultado', multiple: true, options: results.options, loading: results.loading },
    useReferenceField('analista'),
    useReferenceField('cliente'),
    useReferenceField('vendedor'),
  ]
  const f = useReportFilters(schema, fields)
  const v = f.values
  const result = useGetCobrancaReportAtendimentoQuery({
    dataInicio: v.periodo.from,
    dataFim: v.periodo.to,
    acaoCobranca: csv(v.acao),
    analista: csv(v.analista),
    cliente: csv(v.cliente),
    vendedor: csv(v.vendedor),
  })
  const request = reportStatus(result)
  // The specification's names for the filters, mirrored from the address.
  useEffect(() => {
    const report = 'acompanhamento'
    dispatch(reportFieldSet({ report, field: 'date', value: { startDate: v.periodo.from, endDate: v.periodo.to } }))
    dispatch(reportFieldSet({ report, field: 'filterAcaoCobranca', value: v.acao }))
    dispatch(reportFieldSet({ report, field: 'filterAnalista', value: v.analista }))
    dispatch(reportFieldSet({ report, field: 'filterCliente', value: v.cliente }))
    dispatch(reportFieldSet({ report, field: 'filterVendedor', value: v.vendedor }))
    // f.filters.key changes with every value above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, f.filters.key])
  const rows = result.data ?? NONE
  const promessas = rows.filter((r) => r.promessa !== null)
  const count = (s: string) => promessas.filter((r) => r.promessa === s).length
  return (
    <ReportView<AtendimentoReportRow>
      title="Acompanhamento de Cobrança"
      subtitle="Atendimentos do período com o resultado, o próximo contato e o destino das promessas de pagamento."
      filters={f.bar}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.id}
      figures={[
        { label: 'Atendimentos', value: rows.length.toLocaleString('pt-BR') },
        { label: 'Promessas cumpridas', value: count('cumprida').toLocaleString('pt-BR'), hint: 'O cliente pagou algum título entre o atendimento e a data prometida' },
        { label: 'Promessas quebradas', value: count('quebrada').toLocaleString('pt-BR'), hint: 'A data prometida passou sem pagamento' },
        { label: 'Promessas aguardando', value: count('pendente').toLocaleString('pt-BR') },
      ]}
      table={{ countLabel: (n) => `${n} ${n === 1 ? 'atendimento' : 'atendimentos'}` }}
    />
  )
}
