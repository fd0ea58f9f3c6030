import { Table, Tag, Typography } from 'antd'
import type { AmortizationSystem, DatedLoanRow } from '@/shared/lib/financing'
import { formatCentavos } from '@/shared/lib/money'
import { DateText } from '@/shared/ui/formatted'
import { SYSTEM_LABEL, type SystemOption } from '../contract-terms'

/** Centavos in the contract's currency: R$ for BRL (the app's format), US$ 1.234,56 otherwise. */
export function formatIn(centavos: number, currency = 'BRL'): string {
  if (currency === 'BRL') return formatCentavos(centavos)
  try {
    return new Intl.NumberFormat('pt-BR', { style: 'currency', currency }).format(centavos / 100)
  } catch {
    return `${currency} ${formatCentavos(centavos).replace(/^R\$\s?/, '')}`
  }
}

export function formatCet(cet: number | null): string {
  if (cet === null || !Number.isFinite(cet)) return '—'
  return `${(cet * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} % a.a.`
}

/** SAC, Price and bullet for the same loan: first and largest instalment, total interest, CET. */
export function SystemComparison({
  options,
  chosen,
  caption = 'Comparação dos sistemas de amortização',
  currency = 'BRL',
}: {
  options: SystemOption[]
  chosen: AmortizationSystem
  caption?: string
  currency?: string
}) {
  const formatCentavos = (c: number) => formatIn(c, currency)
  return (
    <Table<SystemOption>
      size="small"
      pagination={false}
      rowKey="system"
      dataSource={options}
      aria-label={caption}
      rowClassName={(o) => (o.system === chosen ? 'finance-row-chosen' : '')}
      columns={[
        {
          key: 'system',
          title: 'Sistema',
          render: (_, o) => (
            <>
              {SYSTEM_LABEL[o.system]} {o.system === chosen && <Tag color="blue">do contrato</Tag>}
            </>
          ),
        },
        { key: 'first', title: '1ª parcela', align: 'right', render: (_, o) => formatCentavos(o.firstCentavos) },
        { key: 'max', title: 'Maior parcela', align: 'right', render: (_, o) => formatCentavos(o.maxCentavos) },
        { key: 'juros', title: 'Total de juros', align: 'right', render: (_, o) => formatCentavos(o.summary.totalJurosCentavos) },
        { key: 'pago', title: 'Total pago', align: 'right', render: (_, o) => formatCentavos(o.summary.totalPagoCentavos) },
        { key: 'cet', title: 'CET', align: 'right', render: (_, o) => formatCet(o.summary.cet) },
      ]}
    />
  )
}

/** The instalments of a schedule with totals; the last one absorbs the rounding. */
export function ScheduleTable({ rows, caption, currency = 'BRL' }: { rows: DatedLoanRow[]; caption: string; currency?: string }) {
  const formatCentavos = (c: number) => formatIn(c, currency)
  const sum = (pick: (r: DatedLoanRow) => number) => rows.reduce((a, r) => a + pick(r), 0)
  return (
    <Table<DatedLoanRow>
      size="small"
      rowKey="numero"
      dataSource={rows}
      aria-label={caption}
      pagination={rows.length > 24 ? { pageSize: 24, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'numero', title: 'Nº', dataIndex: 'numero', width: 56 },
        { key: 'vencimento', title: 'Vencimento', render: (_, r) => <DateText value={r.vencimento} /> },
        { key: 'saldo_inicial', title: 'Saldo inicial', align: 'right', render: (_, r) => formatCentavos(r.saldoInicialCentavos) },
        {
          key: 'juros',
          title: 'Juros',
          align: 'right',
          render: (_, r) => (
            <>
              {formatCentavos(r.jurosCentavos)}
              {r.carencia && r.parcelaCentavos === 0 && <Typography.Text type="secondary"> (capitalizado)</Typography.Text>}
            </>
          ),
        },
        { key: 'amortizacao', title: 'Amortização', align: 'right', render: (_, r) => formatCentavos(r.amortizacaoCentavos) },
        {
          key: 'parcela',
          title: 'Parcela',
          align: 'right',
          render: (_, r) => (
            <>
              {r.carencia && <Tag>carência</Tag>}
              <strong>{formatCentavos(r.parcelaCentavos)}</strong>
            </>
          ),
        },
        { key: 'saldo_final', title: 'Saldo final', align: 'right', render: (_, r) => formatCentavos(r.saldoFinalCentavos) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <strong>Total</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <strong>{formatCentavos(sum((r) => (r.parcelaCentavos === 0 ? 0 : r.jurosCentavos)))}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <strong>{formatCentavos(sum((r) => Math.max(0, r.amortizacaoCentavos)))}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <strong>{formatCentavos(sum((r) => r.parcelaCentavos))}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} />
        </Table.Summary.Row>
      )}
    />
  )
}
