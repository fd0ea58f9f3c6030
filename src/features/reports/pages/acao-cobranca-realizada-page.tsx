import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { locationSchema } from '@/features/filters'
import { formatCentavos } from '@/shared/lib/money'
import {
  Figures,
  ReportView,
  choiceFilter,
  moneyCentavos,
  TODAY_SNAPSHOT,
  type FilterField,
  type ReportColumn,
} from '@/shared/ui/report'
import { useCustomerLogs } from '../components/customer-logs'
import '../reports.css'
import { referenceFilter, useReferenceField } from '../components/reference-filters'
import { csv, useReportFilters } from '../components/use-report-filters'
import { commonArgs, reportStatus, useGetCobrancaReportAcaoCobrancaRealizadaQuery } from '../reports-data'
import type { AcaoRealizadaRow } from '../types'

const DIAS = ['7', '15', '30', '60'] as const

const schema = {
  dias: choiceFilter('dias_sem_acao', 'Sem ação há mais de', DIAS, '7'),
  mostrar: choiceFilter('mostrar', 'Mostrar', ['todos', 'sem_acao'] as const, 'todos'),
  analista: referenceFilter('analista'),
  vendedor: referenceFilter('vendedor'),
  ...locationSchema,
}

const columns: ReportColumn<AcaoRealizadaRow>[] = [
  {
    key: 'nome_fantasia',
    title: 'Cliente',
    clip: 220,
    value: (r) => `${r.cod_cliente} · ${r.nome_fantasia}`,
    render: (r) => (
      <Link to={`/cobranca/novo-painel-clientes?cliente=${r.cod_cliente}`}>
        {r.cod_cliente} · {r.nome_fantasia}
      </Link>
    ),
  },
  { key: 'analista', title: 'Analista', clip: 130, hidden: true },
  { key: 'saldo_vencido', title: 'Saldo vencido', kind: 'money', total: 'sum' },
  { key: 'maior_atraso', title: 'Maior atraso (dias)', kind: 'number' },
  { key: 'ultima_acao', title: 'Última ação', kind: 'datetime', width: 150 },
  { key: 'dias_sem_acao', title: 'Dias desde a ação', kind: 'number' },
  { key: 'origem', title: 'Origem', hidden: true },
  { key: 'acao', title: 'Ação', clip: 170 },
  { key: 'canal', title: 'Canal', hidden: true },
  { key: 'resultado', title: 'Resultado', clip: 150, hidden: true },
  { key: 'responsavel', title: 'Responsável', clip: 150, hidden: true },
  {
    key: 'sem_acao',
    title: 'Situação',
    kind: 'tag',
    options: [
      { value: 'true', label: 'Sem ação recente', color: 'red' },
      { value: 'false', label: 'Em dia', color: 'green' },
    ],
    value: (r) => String(r.sem_acao),
    total: (rows) => `${rows.filter((r) => r.sem_acao).length} sem ação`,
  },
]

const rowClassName = (r: AcaoRealizadaRow) => (r.sem_acao ? 'report-row-alert' : '')
const NONE: AcaoRealizadaRow[] = []

export default function AcaoCobrancaRealizadaPage() {
  const fields: FilterField[] = [
    TODAY_SNAPSHOT,
    {
      name: 'dias',
      kind: 'select',
      label: 'Sem ação há mais de',
      required: true,
      width: 160,
      options: DIAS.map((d) => ({ value: d, label: `${d} dias` })),
    },
    {
      name: 'mostrar',
      kind: 'select',
      label: 'Mostrar',
      required: true,
      width: 200,
      options: [
        { value: 'todos', label: 'Todos os clientes' },
        { value: 'sem_acao', label: 'Só os sem ação recente' },
      ],
    },
    useReferenceField('analista', { showLoading: false }),
    useReferenceField('vendedor', { showLoading: false }),
  ]
  const f = useReportFilters(schema, fields, { location: ['regiao', 'uf', 'cidade', 'empreendimento'] })
  const v = f.values
  // "Mostrar" filters the rows on screen: not part of the request.
  const result = useGetCobrancaReportAcaoCobrancaRealizadaQuery({
    ...commonArgs(f.params),
    diasSemAcao: Number(v.dias),
    analista: csv(v.analista),
    vendedor: csv(v.vendedor),
  })
  const request = reportStatus(result)
  const all = result.data ?? NONE
  // Once per answer: the table's rows and totals are not recomputed on every render.
  const semAcao = useMemo(() => all.filter((r) => r.sem_acao), [all])
  const semAcaoSaldo = useMemo(() => semAcao.reduce((s, r) => s + (moneyCentavos('money', r.saldo_vencido) ?? 0), 0), [semAcao])
  const rows = v.mostrar === 'sem_acao' ? semAcao : all
  const expandable = useCustomerLogs<AcaoRealizadaRow>((r) => r.cod_cliente, (r) => r.cod_cliente)
  return (
    <ReportView<AcaoRealizadaRow>
      title="Última Ação Realizada"
      subtitle="A última ação de cobrança por cliente com saldo em aberto (envio da régua ou atendimento), há quantos dias, por qual canal e com que resultado."
      filters={f.bar}
      source={{ rows, ...request }}
      columns={columns}
      rowKey={(r) => r.cod_cliente}
      summary={
        all.length > 0 && (
          <Figures
            items={[
              { label: 'Clientes com saldo em aberto', value: all.length.toLocaleString('pt-BR') },
              { label: `Sem ação há mais de ${v.dias} dias`, value: semAcao.length.toLocaleString('pt-BR') },
              {
                label: 'Saldo vencido desses clientes',
                value: formatCentavos(semAcaoSaldo),
              },
            ]}
          />
        )
      }
      table={{
        countLabel: (n) => `${n} ${n === 1 ? 'cliente' : 'clientes'}`,
        rowClassName,
        expandable,
      }}
    />
  )
}
