import { Descriptions, Progress, Table, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { AGING_BUCKETS } from '@/shared/lib/aging'
import { formatBRL, toCentavos } from '@/shared/lib/money'
import { DateText, Money } from '@/shared/ui/formatted'
import type { Exposicao, ExposicaoTotais } from '../types'

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']
const monthLabel = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(2, 4)}`

function Usage({ totals, label }: { totals: ExposicaoTotais; label: string }) {
  const pct = totals.limite_utilizado_pct
  if (pct === null) return <span>Sem limite cadastrado</span>
  return (
    <Tooltip title={`${formatBRL(totals.aberto)} em aberto de ${formatBRL(totals.limite)} de limite`}>
      <Progress
        percent={Math.min(100, pct)}
        format={() => `${pct.toLocaleString('pt-BR')}%`}
        status={pct > 100 ? 'exception' : pct > 80 ? 'active' : 'normal'}
        strokeColor={pct > 100 ? '#cf1322' : pct > 80 ? '#d48806' : undefined}
        aria-label={`${label}: ${pct.toLocaleString('pt-BR')}% do limite em uso`}
      />
    </Tooltip>
  )
}

interface FigureRow {
  key: string
  label: string
  render: (t: ExposicaoTotais, who: string) => ReactNode
}

const FIGURES: FigureRow[] = [
  { key: 'aberto', label: 'Em aberto', render: (t) => <Money value={t.aberto} /> },
  { key: 'a_vencer', label: 'A vencer', render: (t) => <Money value={t.a_vencer} /> },
  {
    key: 'vencido',
    label: 'Vencido',
    render: (t) => (
      <span className={toCentavos(t.vencido) > 0 ? 'credit-danger' : undefined}>
        <Money value={t.vencido} />
        {t.qtd_vencidos > 0 ? ` · ${t.qtd_vencidos} títulos` : ''}
      </span>
    ),
  },
  { key: 'pago', label: 'Pago (12 meses)', render: (t) => <Money value={t.pago_12m} /> },
  { key: 'limite', label: 'Limite', render: (t) => <Money value={t.limite} /> },
  { key: 'uso', label: 'Limite em uso', render: (t, who) => <Usage totals={t} label={who} /> },
]

/** The customer's and its group's exposure, from the same receivables as the Base Cobrança. */
export function ExposurePanel({ exposicao }: { exposicao: Exposicao }) {
  const c = exposicao.cliente
  const group = exposicao.grupo && exposicao.grupo_economico ? exposicao.grupo : null
  const groupName = exposicao.grupo_economico
    ? `${/^grupo\b/i.test(exposicao.grupo_economico.nome) ? '' : 'Grupo '}${exposicao.grupo_economico.nome} (${exposicao.grupo_economico.clientes} clientes)`
    : ''
  const maxCompra = Math.max(1, ...c.compras_mes.map((m) => toCentavos(m.valor)))
  return (
    <div className="credit-exposure">
      <Table<FigureRow>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={FIGURES}
        aria-label="Exposição do cliente e do grupo"
        columns={[
          { key: 'label', title: '', render: (_, r) => <strong>{r.label}</strong>, width: 150 },
          { key: 'cliente', title: exposicao.nome_fantasia, align: 'right', render: (_, r) => r.render(c, exposicao.nome_fantasia) },
          ...(group
            ? [{ key: 'grupo', title: groupName, align: 'right' as const, render: (_: unknown, r: FigureRow) => r.render(group, groupName) }]
            : []),
        ]}
      />
      <Descriptions size="small" column={2} className="credit-figures">
        <Descriptions.Item label="Atraso médio (12 meses)">
          {c.atraso_medio_12m.toLocaleString('pt-BR')} dias
        </Descriptions.Item>
        <Descriptions.Item label="Pagos em dia (12 meses)">
          {c.pagos_12m > 0 ? `${c.pagos_em_dia_12m} de ${c.pagos_12m}` : 'nenhum pagamento'}
        </Descriptions.Item>
        <Descriptions.Item label="Maior vencido">
          <Money value={c.maior_vencido} />
          {c.maior_atraso > 0 ? ` · ${c.maior_atraso} dias` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Títulos vencidos">{c.qtd_vencidos}</Descriptions.Item>
        <Descriptions.Item label="Limite disponível">
          <Money value={c.limite_disponivel} />
        </Descriptions.Item>
        <Descriptions.Item label="Cliente desde">
          <DateText value={c.cliente_desde} />
        </Descriptions.Item>
      </Descriptions>
      <div className="credit-two">
        <figure className="credit-aging" aria-label="Aging do saldo em aberto">
          <figcaption>Aging do saldo em aberto</figcaption>
          <table>
            <tbody>
              {AGING_BUCKETS.map((b) => (
                <tr key={b.key}>
                  <th scope="row">{b.label}</th>
                  <td>
                    <Money value={c.aging[b.key] ?? '0.00'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <figure className="credit-purchases" aria-label="Compras por mês">
          <figcaption>
            Compras por mês · média <Money value={c.compra_media_mensal} />
          </figcaption>
          <ol>
            {c.compras_mes.map((m) => (
              <li key={m.mes} title={`${monthLabel(m.mes)}: ${formatBRL(m.valor)}`}>
                <span className="credit-bar" style={{ height: `${Math.round((100 * toCentavos(m.valor)) / maxCompra)}%` }} />
                <span className="credit-bar-label" aria-hidden>
                  {MESES[Number(m.mes.slice(5, 7)) - 1]}
                </span>
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </div>
  )
}
