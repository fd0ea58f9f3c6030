import { Card, Table } from 'antd'
import { useMemo } from 'react'
import { todayISO } from '@/shared/lib/date'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { FilterBar, Figures, ReportView, dateRangeFilter, listFilter, useUrlFilters, type ReportColumn } from '@/shared/ui/report'
import { monthLabel, nextDays, toReais } from '../debt-model'
import { useFinanceList, type Keyed } from '../finance-data'
import type { RelatorioParcela } from '../types'
import '../finance.css'

const schema = {
  vencimento: dateRangeFilter('data_inicio', 'data_fim', 'Vencimento', () => nextDays(todayISO(), 90)),
  banco: listFilter<number>('banco', 'Banco', { numeric: true }),
  empresa: listFilter<number>('empresa', 'Empresa', { numeric: true }),
  contrato: listFilter<number>('contrato', 'Contrato', { numeric: true }),
}

type Row = Keyed<RelatorioParcela> & { amortBRL: number; jurosBRL: number; parcelaBRL: number }

const columns: ReportColumn<Row>[] = [
  { key: 'data_vencimento', title: 'Vencimento', kind: 'date' },
  { key: 'contrato_numero', title: 'Contrato' },
  { key: 'banco_nome', title: 'Banco' },
  { key: 'empresa_nome', title: 'Empresa' },
  { key: 'parcela', title: 'Nº', kind: 'number', width: 60, total: 'count' },
  { key: 'moeda_sigla', title: 'Moeda', width: 70 },
  { key: 'amortBRL', title: 'Principal (R$)', kind: 'centavos', total: 'sum' },
  { key: 'jurosBRL', title: 'Juros (R$)', kind: 'centavos', total: 'sum' },
  { key: 'parcelaBRL', title: 'Parcela (R$)', kind: 'centavos', total: 'sum' },
  { key: 'indice_nome', title: 'Índice' },
]

interface MonthTotal {
  mes: string
  parcelas: number
  principal: number
  juros: number
  total: number
}

/** Parcelas a Vencer (relatorio_parcelas): open instalments of a period, split and totalled per month. */
export default function ParcelasVencerPage() {
  const filters = useUrlFilters(schema)
  const { vencimento, banco, empresa, contrato } = filters.values
  const args = useMemo(
    () => ({
      dataInicio: vencimento.from ?? undefined,
      dataFim: vencimento.to ?? undefined,
      banco: banco.join(',') || undefined,
      empresa: empresa.join(',') || undefined,
      contrato: contrato.join(',') || undefined,
    }),
    [vencimento.from, vencimento.to, banco, empresa, contrato],
  )
  const source = useFinanceList('relatorio_parcelas', { args })
  // its foreign-key lookups (currency rates, filter options): from the cache when it holds them
  const moedas = useFinanceList('moeda', { lookup: true }).rows
  const bancos = useFinanceList('banco', { lookup: true }).rows
  const empresas = useFinanceList('empresa', { lookup: true }).rows
  const contratos = useFinanceList('contrato', { lookup: true }).rows

  const rows = useMemo<Row[]>(
    () =>
      source.rows.map((r) => {
        const moeda = moedas.find((m) => m.sigla === r.moeda_sigla)
        const c = (v: string) => toReais(toCentavos(v), moeda)
        return { ...r, amortBRL: c(r.valor_amortizacao), jurosBRL: c(r.valor_juros), parcelaBRL: c(r.valor_parcela) }
      }),
    [source.rows, moedas],
  )
  const months = useMemo<MonthTotal[]>(() => {
    const map = new Map<string, MonthTotal>()
    for (const r of rows) {
      const mes = r.data_vencimento.slice(0, 7)
      const m = map.get(mes) ?? { mes, parcelas: 0, principal: 0, juros: 0, total: 0 }
      m.parcelas += 1
      m.principal += r.amortBRL
      m.juros += r.jurosBRL
      m.total += r.parcelaBRL
      map.set(mes, m)
    }
    return [...map.values()].sort((a, b) => a.mes.localeCompare(b.mes))
  }, [rows])
  const sum = (pick: (m: MonthTotal) => number) => months.reduce((a, m) => a + pick(m), 0)

  const option = <T extends { id: number }>(list: T[], label: (r: T) => string) => list.map((r) => ({ value: r.id, label: label(r) }))
  const summary =
    rows.length > 0 ? (
      <>
        <Figures
          items={[
            { label: 'A pagar no período', value: formatCentavos(sum((m) => m.total)) },
            { label: 'Principal', value: formatCentavos(sum((m) => m.principal)) },
            { label: 'Juros', value: formatCentavos(sum((m) => m.juros)) },
            { label: 'Parcelas', value: rows.length.toLocaleString('pt-BR') },
          ]}
        />
        <Card size="small" title="Totais por mês" className="finance-month-totals">
          <Table<MonthTotal>
            size="small"
            rowKey="mes"
            pagination={false}
            dataSource={months}
            aria-label="Totais por mês"
            columns={[
              { key: 'mes', title: 'Mês', render: (_, m) => monthLabel(m.mes) },
              { key: 'parcelas', title: 'Parcelas', align: 'right', dataIndex: 'parcelas' },
              { key: 'principal', title: 'Principal', align: 'right', render: (_, m) => formatCentavos(m.principal) },
              { key: 'juros', title: 'Juros', align: 'right', render: (_, m) => formatCentavos(m.juros) },
              { key: 'total', title: 'Total', align: 'right', render: (_, m) => <strong>{formatCentavos(m.total)}</strong> },
            ]}
          />
        </Card>
      </>
    ) : null

  return (
    <ReportView<Row>
      title="Parcelas a Vencer"
      subtitle="Parcelas em aberto dos contratos de financiamento; moeda estrangeira convertida pela cotação cadastrada."
      source={{ rows, status: source.status, error: source.error, reload: source.reload }}
      columns={columns}
      rowKey={(r) => r.id}
      summary={summary}
      filters={
        <FilterBar
          fields={[
            { name: 'vencimento', kind: 'date-range', label: 'Vencimento' },
            { name: 'banco', kind: 'select', label: 'Banco', multiple: true, options: option(bancos, (b) => `${b.codigo} · ${b.nome}`) },
            { name: 'empresa', kind: 'select', label: 'Empresa', multiple: true, options: option(empresas, (e) => e.nome_fantasia || e.razao_social) },
            { name: 'contrato', kind: 'select', label: 'Contrato', multiple: true, options: option(contratos, (c) => c.numero) },
          ]}
          values={filters.values as Record<string, unknown>}
          onChange={(patch) => filters.set(patch as never)}
          onClear={filters.reset}
          active={filters.active}
        />
      }
      table={{ emptyText: 'Nenhuma parcela a vencer no período.' }}
    />
  )
}
