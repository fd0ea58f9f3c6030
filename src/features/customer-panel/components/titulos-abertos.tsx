import { TotalsRow } from '@/shared/ui/report'
import { Table, Tag, Typography } from 'antd'
import { useMemo } from 'react'
import { isValidISODate, todayISO } from '@/shared/lib/date'
import { updatedAmount } from '@/shared/lib/interest'
import { toCentavos } from '@/shared/lib/money'
import { Money } from '@/shared/ui/formatted'
import { useListSource } from '@/shared/api/data-api'
import { useReferenceLater, useTitulosAbertos } from '../hooks'
import type { ContaReceber } from '../types'
import { Section } from '@/shared/ui/section'
import { dateColumn } from './columns'

/** Fine and interest the screen applies to overdue titles (DOMAIN: fine once, simple pro-rata interest). */
export const MULTA_PCT = 2
export const JUROS_MES_PCT = 1

interface Row extends ContaReceber {
  saldoCentavos: number
  atraso: number
  encargos: number
  atualizado: number
}

function centavosOrZero(value: string | undefined): number {
  try {
    return value ? toCentavos(value) : 0
  } catch {
    return 0
  }
}

export function withUpdatedAmounts(titulos: readonly ContaReceber[], hoje: string): Row[] {
  return titulos.map((t) => {
    let saldoCentavos = 0
    try {
      saldoCentavos = toCentavos(t.saldo)
    } catch {
      saldoCentavos = 0
    }
    // the server's figures (GET contas-receber/ sends them, as the portal's: issue 23)
    if (typeof t.valor_atualizado === 'string') {
      const encargos = centavosOrZero(t.multa) + centavosOrZero(t.juros)
      return {
        ...t,
        saldoCentavos,
        atraso: encargos > 0 ? Math.max(0, t.dias_atraso ?? 0) : 0,
        encargos,
        atualizado: centavosOrZero(t.valor_atualizado),
      }
    }
    const u =
      isValidISODate(t.data_vencimento) && saldoCentavos >= 0
        ? updatedAmount({
            valorCentavos: saldoCentavos,
            vencimento: t.data_vencimento,
            hoje,
            multaPct: MULTA_PCT,
            jurosMesPct: JUROS_MES_PCT,
          })
        : { diasAtraso: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: saldoCentavos }
    return {
      ...t,
      saldoCentavos,
      atraso: u.diasAtraso,
      encargos: u.multaCentavos + u.jurosCentavos,
      atualizado: u.totalCentavos,
    }
  })
}

/** The customer's open titles with the amount updated to today. */
export function TitulosAbertos({ cod }: { cod: number }) {
  const { rows: titulos, status, error, retry } = useTitulosAbertos(cod)
  const formas = new Map(useListSource(useReferenceLater('forma')).rows.map((f) => [f.id, f.descricao]))
  const hoje = todayISO()
  const rows = useMemo(() => withUpdatedAmounts(titulos, hoje), [titulos, hoje])
  const total = rows.reduce((s, r) => s + r.saldoCentavos, 0)
  const totalAtualizado = rows.reduce((s, r) => s + r.atualizado, 0)
  return (
    <Section
      title="Títulos em aberto"
      status={status}
      error={error}
      onRetry={retry}
      empty={rows.length === 0}
      emptyText="Nenhum título em aberto."
      extra={
        rows.length > 0 ? `${rows.length} ${rows.length === 1 ? 'título' : 'títulos'}` : undefined
      }
    >
      <Table<Row>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={rows.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
        scroll={{ x: true }}
        columns={[
          { title: 'Documento', dataIndex: 'documento', className: 'cp-nowrap' },
          dateColumn('Vencimento', 'data_vencimento'),
          {
            title: 'Atraso',
            dataIndex: 'atraso',
            align: 'right',
            render: (v: number) =>
              v > 0 ? <Tag color={v > 30 ? 'red' : 'orange'}>{v} d</Tag> : <Tag>A vencer</Tag>,
          },
          {
            title: 'Saldo',
            dataIndex: 'saldoCentavos',
            align: 'right',
            render: (v: number) => <Money centavos={v} />,
          },
          {
            title: 'Encargos',
            dataIndex: 'encargos',
            align: 'right',
            render: (v: number) => <Money centavos={v} />,
          },
          {
            title: 'Atualizado',
            dataIndex: 'atualizado',
            align: 'right',
            render: (v: number) => (
              <strong>
                <Money centavos={v} />
              </strong>
            ),
          },
          {
            title: 'Boleto',
            dataIndex: 'linha_digitavel',
            align: 'center',
            render: (v: string | null, t: Row) =>
              v ? (
                <Typography.Text
                  copyable={{
                    text: v,
                    tooltips: [`Copiar linha digitável de ${t.documento}`, 'Copiado!'],
                  }}
                />
              ) : (
                <span title={t.forma_cobranca ? formas.get(t.forma_cobranca) : undefined}>—</span>
              ),
          },
        ]}
        summary={() => (
          <TotalsRow
            fixed={false}
            label="Total"
            labelSpan={3}
            keys={['valor', 'encargos', 'atualizado', 'acoes']}
            values={{
              valor: total,
              encargos: totalAtualizado - total,
              atualizado: totalAtualizado,
            }}
          />
        )}
      />
      <p className="cp-muted cp-note">
        Atualizado até hoje com multa de {MULTA_PCT}% e juros de {JUROS_MES_PCT}% ao mês pro rata;
        vencimentos em fim de semana ou feriado podem ser pagos no próximo dia útil sem encargos.
      </p>
    </Section>
  )
}
