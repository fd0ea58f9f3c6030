import { Card, Empty, Skeleton, Table, Tag } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { errorOf } from '@/shared/api/data-api'
import { useGetCobrancaPromessaPagamentoQuery } from '@/shared/api/generated/atendimento'
import { atendimentoUrl, painelUrl } from '@/shared/config/paths'
import { formatDate, formatDateTime } from '@/shared/lib/date'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { LazyChart } from '@/shared/ui/charts'
import { Figures, type Figure } from '@/shared/ui/report'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { CEI_FORMULA, DSO_FORMULA } from '../lib/formulas'
import { listOrError, useGetCobrancaReportPainelInicialQuery } from '../reports-data'
import type { Painel, Promessa, RankedAnalista } from '../types'
import '../reports.css'

type Ranked = RankedAnalista

const money = (v: string) => formatCentavos(toCentavos(v))
const period = (p: { data_inicio: string; data_fim: string }) => `data_inicio=${p.data_inicio}&data_fim=${p.data_fim}`
const attendance = (cod: number) => atendimentoUrl(cod)
const panel = (cod: number) => painelUrl(cod)

/** A link to a page, or the bare text when the profile cannot open that page. */
type LinkTo = (path: string, text: ReactNode) => ReactNode
/** The address of a page, or undefined when the profile cannot open it. */
type HrefTo = (path: string) => string | undefined

/** Promises to pay (nosso, issue 15): the analyst's due today and broken ones. */
const PROMESSAS_FILA = { status: 'vence_hoje,quebrada', minhas: true } as const

/** Due today first, then the broken ones, the most recently broken first. */
function promessasFila(rows: readonly Promessa[]): Promessa[] {
  return [...rows].sort(
    (a, b) =>
      (a.status === 'vence_hoje' ? 0 : 1) - (b.status === 'vence_hoje' ? 0 : 1) ||
      b.data_promessa.localeCompare(a.data_promessa) ||
      a.id - b.id,
  )
}

/** The analyst's queue of promises: each customer links to its panel. */
function PromessasCard({ link }: { link: LinkTo }) {
  const result = useGetCobrancaPromessaPagamentoQuery(PROMESSAS_FILA)
  const list = listOrError<Promessa>(result.data)
  const title = 'Promessas de pagamento'
  if ((result.isError || list.malformed) && !list.rows)
    return (
      <Card size="small" title={title}>
        <LoadFailedAlert
          title="Não foi possível carregar as promessas."
          error={errorOf(result) ?? list.malformed}
          onRetry={() => void result.refetch()}
        />
      </Card>
    )
  if (!list.rows)
    return (
      <Card size="small" title={title}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </Card>
    )
  const rows = promessasFila(list.rows)
  const hoje = rows.filter((r) => r.status === 'vence_hoje').length
  const quebradas = rows.length - hoje
  const counts = [
    hoje > 0 && (hoje === 1 ? '1 vence hoje' : `${hoje} vencem hoje`),
    quebradas > 0 && (quebradas === 1 ? '1 quebrada' : `${quebradas} quebradas`),
  ].filter(Boolean)
  return (
    <ListCard
      title={title}
      empty="Nenhuma promessa vence hoje ou foi quebrada."
      extra={counts.length > 0 ? counts.join(' · ') : undefined}
    >
      {rows.slice(0, 8).map((pr) => (
        <li key={pr.id}>
          <span>
            {link(panel(pr.cod_cliente), pr.nome_fantasia || `Cliente ${pr.cod_cliente}`)} ·{' '}
            <span className="money">{money(pr.valor)}</span>
          </span>
          {pr.status === 'quebrada' ? (
            <Tag color="red">Quebrada em {formatDate(pr.data_promessa)}</Tag>
          ) : (
            <Tag color="gold">Vence hoje</Tag>
          )}
        </li>
      ))}
    </ListCard>
  )
}

/** A section of the home page that opens with its figures, under the section's own name. */
function FiguresSection({ label, items, children }: { label: string; items: Figure[]; children?: ReactNode }) {
  return (
    <section aria-label={label}>
      <Figures label={label} items={items} />
      {children}
    </section>
  )
}

function ListCard({ title, empty, children, extra }: { title: string; empty: string; children: ReactNode[]; extra?: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra}>
      {children.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ul className="home-list" aria-label={title}>
          {children}
        </ul>
      )}
    </Card>
  )
}

/** The analyst's day: reminders, call-backs, promises, the customers left without action, their ranking. */
function AnalistaSection({ analista: a, periodo, link }: { analista: NonNullable<Painel['analista']>; periodo: Painel['periodo']; link: LinkTo }) {
  return (
    <section aria-label="Seu dia">
      <div className="home-grid">
        <ListCard title="Lembretes para hoje" empty="Nenhum lembrete pendente.">
          {a.lembretes.slice(0, 8).map((l) => (
            <li key={l.id}>
              <span>
                {link(attendance(l.cod_cliente), l.nome_fantasia)} · {l.descricao}
              </span>
              {l.atrasado ? <Tag color="red">desde {formatDate(l.data.slice(0, 10))}</Tag> : <Tag>{formatDateTime(l.data).slice(-5)}</Tag>}
            </li>
          ))}
        </ListCard>
        <ListCard title="Retornos de hoje" empty="Nenhum retorno marcado para hoje.">
          {a.retornos.map((r) => (
            <li key={r.id}>
              {link(attendance(r.cod_cliente), r.nome_fantasia)}
              <span>{r.resultado}</span>
            </li>
          ))}
        </ListCard>
        <PromessasCard link={link} />
      </div>
      <div className="home-grid">
        <ListCard
          title="Maiores saldos vencidos sem ação há 7 dias"
          empty="Todos os clientes da sua carteira tiveram ação na última semana."
          extra={link('/acaocobrancarealizada?mostrar=sem_acao', 'Ver relatório')}
        >
          {a.sem_acao.map((c) => (
            <li key={c.cod_cliente}>
              {link(attendance(c.cod_cliente), `${c.cod_cliente} · ${c.nome_fantasia}`)}
              <span>
                <strong className="money">{money(c.saldo_vencido)}</strong> · {c.maior_atraso} dias
              </span>
            </li>
          ))}
        </ListCard>
        <Card size="small" title="Seu ranking (últimos 30 dias)" extra={link(`/ranking_analista?${period(periodo)}`, 'Ver ranking')}>
          {a.ranking ? (
            <Figures
              label="Seu ranking"
              items={[
                { label: 'Posição', value: `${a.ranking.posicao}º de ${a.ranking.de}` },
                { label: 'Valor pago', value: formatCentavos(Math.round(a.ranking.valor_documentos_pagos * 100)) },
                { label: 'Documentos pagos', value: `${a.ranking.count_documentos_pagos} de ${a.ranking.count_documentos}` },
                { label: 'Ações', value: a.ranking.count_acoes.toLocaleString('pt-BR') },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma ação sua nos últimos 30 dias." />
          )}
        </Card>
      </div>
    </section>
  )
}

/** The supervisor's view: the portfolio's figures, its ageing and the team's ranking. */
function GestaoSection({ gestao: g, periodo, link, href }: { gestao: NonNullable<Painel['gestao']>; periodo: Painel['periodo']; link: LinkTo; href: HrefTo }) {
  const kpi = period(g.periodo_kpi)
  const figures: Figure[] = [
    { label: 'Saldo em aberto', value: money(g.saldo_aberto), href: href('/ranking_inadimplencia') },
    { label: 'Saldo vencido', value: money(g.saldo_vencido), href: href('/ranking_inadimplencia') },
    { label: 'Clientes inadimplentes', value: g.clientes_inadimplentes.toLocaleString('pt-BR'), href: href('/acaocobrancarealizada') },
    {
      label: 'CEI (12 meses)',
      value: g.cei === null ? '—' : `${g.cei.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`,
      hint: CEI_FORMULA,
      href: href(`/efetivacao-cobranca?${kpi}`),
    },
    {
      label: 'DSO (12 meses)',
      value: g.dso === null ? '—' : `${g.dso.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} dias`,
      hint: DSO_FORMULA,
      href: href(`/efetivacao-cobranca?${kpi}`),
    },
  ]
  return (
    <section aria-label="Carteira e equipe">
      <Figures label="Carteira" items={figures} />
      <div className="home-grid">
        <LazyChart
          kind="bar"
          label="Saldo em aberto por faixa de atraso"
          categories={g.aging.map((b) => (b.key === 'a_vencer' ? b.label : `${b.label} dias`))}
          series={[{ name: 'Saldo', values: g.aging.map((b) => toCentavos(b.valor)) }]}
          format="money"
          height={220}
        />
        <Card size="small" title="Ranking da equipe (últimos 30 dias)" extra={link(`/ranking_analista?${period(periodo)}`, 'Ver ranking')}>
          <Table<Ranked>
            size="small"
            aria-label="Ranking da equipe"
            rowKey="key"
            pagination={false}
            dataSource={g.ranking}
            columns={[
              { key: 'posicao', title: 'Posição', dataIndex: 'posicao', width: 70 },
              { key: 'analista', title: 'Analista', dataIndex: 'analista' },
              { key: 'valor', title: 'Valor pago', align: 'right', render: (_: unknown, r: Ranked) => formatCentavos(Math.round(r.valor_documentos_pagos * 100)) },
              { key: 'docs', title: 'Pagos / documentos', align: 'right', render: (_: unknown, r: Ranked) => `${r.count_documentos_pagos} / ${r.count_documentos}` },
            ]}
          />
        </Card>
      </div>
    </section>
  )
}

/** Credit: opinions waiting for analysis and the customers above their limit. */
function CreditoSection({ credito: c, link, href }: { credito: NonNullable<Painel['credito']>; link: LinkTo; href: HrefTo }) {
  return (
    <FiguresSection
      label="Crédito"
      items={[
        { label: 'Pareceres em análise', value: c.pareceres_em_analise.toLocaleString('pt-BR'), href: href('/credito/credito/parecer-credito') },
        { label: 'Clientes acima do limite', value: c.clientes_acima_limite.toLocaleString('pt-BR'), hint: 'Saldo em aberto maior que o limite de crédito' },
      ]}
    >
      <ListCard title="Maiores excessos de limite" empty="Nenhum cliente acima do limite.">
        {c.acima_limite.map((x) => (
          <li key={x.cod_cliente}>
            {link(panel(x.cod_cliente), `${x.cod_cliente} · ${x.nome_fantasia}`)}
            <span>
              {money(x.saldo_total)} de {money(x.limite_credito)}
            </span>
          </li>
        ))}
      </ListCard>
    </FiguresSection>
  )
}

/** Finance: financing instalments due soon or late, and what customers paid this week. */
function FinanceiroSection({ financeiro: fz, href }: { financeiro: NonNullable<Painel['financeiro']>; href: HrefTo }) {
  return (
    <FiguresSection
      label="Financeiro"
      items={[
        {
          label: `Parcelas a vencer em 30 dias (${fz.parcelas_30d})`,
          value: money(fz.valor_parcelas_30d),
          href: href('/gestao-financiamento/gestao-financiamento/parelas-vencer'),
        },
        {
          label: `Parcelas de financiamento atrasadas (${fz.parcelas_atrasadas})`,
          value: money(fz.valor_parcelas_atrasadas),
          href: href('/gestao-financiamento/gestao-financiamento/parelas-vencer'),
        },
        { label: 'Recebido de clientes em 7 dias', value: money(fz.recebido_7d), href: href(`/documentos_pagos?${period(fz.periodo_recebido)}`) },
      ]}
    />
  )
}

/**
 * The user's day on the home page: what an analyst must do today, the team's figures for a
 * supervisor, what credit and finance need first. Every figure links to the report behind it
 * (only when the profile has that page).
 */
export function HomeDashboard({ canOpen }: { canOpen: (path: string) => boolean }) {
  const result = useGetCobrancaReportPainelInicialQuery()
  const link = (path: string, text: ReactNode) => (canOpen(path.split('?')[0]) ? <Link to={path}>{text}</Link> : text)
  const href = (path: string) => (canOpen(path.split('?')[0]) ? path : undefined)
  if (result.isError && !result.data)
    return (
      <LoadFailedAlert title="Não foi possível carregar o seu painel." error={errorOf(result)} onRetry={() => void result.refetch()} />
    )
  if (!result.data) return <Skeleton active paragraph={{ rows: 6 }} />
  const p = result.data
  const sections = [
    p.analista && <AnalistaSection key="analista" analista={p.analista} periodo={p.periodo} link={link} />,
    p.gestao && <GestaoSection key="gestao" gestao={p.gestao} periodo={p.periodo} link={link} href={href} />,
    p.credito && <CreditoSection key="credito" credito={p.credito} link={link} href={href} />,
    p.financeiro && <FinanceiroSection key="financeiro" financeiro={p.financeiro} href={href} />,
  ].filter(Boolean)
  if (sections.length === 0)
    return <Empty description="Nada pendente para o seu perfil hoje. Use os atalhos abaixo." />
  return <>{sections}</>
}
