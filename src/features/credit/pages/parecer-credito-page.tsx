import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Card, Col, Descriptions, Row, Select, Space, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { isPathAllowed, selectProfile } from '@/features/session'
import {
  REFERENCE,
  referenceOptions,
  useGetCobrancaClientesQuery,
  useGetCobrancaGrupoEconomicoQuery,
} from '@/features/reference'
import { errorOf, rowsOf, statusOf, useListSource } from '@/shared/api/data-api'
import { useGetComumUserQuery } from '@/shared/api/generated/usuarios'
import { normalizeList } from '@/shared/api/lists'
import { addDays, todayISO } from '@/shared/lib/date'
import { useAppSelector } from '@/shared/store/hooks'
import { DateText, Money } from '@/shared/ui/formatted'
import { PageContainer } from '@/shared/ui/page-container'
import {
  ReportView,
  listFilter,
  numberFilter,
  periodFilter,
  type FilterField,
  type FilterSchema,
  type Period,
  type ReportColumn,
  type ReportSource,
  UrlFilterBar,
  useUrlFilters,
} from '@/shared/ui/report'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { Section } from '@/shared/ui/section'
import { useCustomerCredit, useGetCobrancaParecerCreditoQuery } from '../credit-data'
import { ExposurePanel } from '../components/exposure-panel'
import { HistoryTimeline } from '../components/history-timeline'
import { DecisionBox, ParecerForm } from '../components/parecer-form'
import { ScorePanel } from '../components/score-panel'
import { PARECER_CREDITO_PATH, parecerCreditoLink } from '../links'
import type { Parecer, StatusParecer } from '../types'
import { STATUS_COLOR, STATUS_LABEL, statusLabel } from '../versions'
import '../credit.css'

const STATUSES = ['em_analise', 'aprovado', 'reprovado', 'vencido'] as const satisfies readonly StatusParecer[]
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s], color: STATUS_COLOR[s] }))

// Two years back by default: the history of a limit reads over that span.
const filterSpecs = {
  status: listFilter<StatusParecer>('status', 'Situação', { allowed: STATUSES }),
  cliente: numberFilter('cliente', 'Cliente'),
  grupo: numberFilter('grupo', 'Grupo econômico'),
  analista: numberFilter('analista', 'Analista'),
  periodo: periodFilter({ fallback: () => ({ from: addDays(todayISO(), -730), to: todayISO() }) }),
}
interface WorklistFilters {
  status: StatusParecer[]
  cliente: number | null
  grupo: number | null
  analista: number | null
  periodo: Period
}
// The kit's FilterSchema takes FilterSpec<unknown>, which a typed list spec does not satisfy
// (serialize is contravariant); the values are read back with their real types below.
const schema = filterSpecs as unknown as FilterSchema

interface UserRow {
  id: number
  first_name?: string
  last_name?: string
  username: string
  is_client?: boolean
}

/** The staff, by name, for the analyst filter; none when the list does not load. */
function useAuthors() {
  const users = useGetComumUserQuery({ isClient: false })
  return useMemo(() => {
    let rows: UserRow[] = []
    try {
      rows = users.data === undefined ? [] : normalizeList<UserRow>(users.data)
    } catch {
      rows = []
    }
    return rows
      .map((u) => ({ value: u.id, label: `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))
  }, [users.data])
}

function CustomerOpener({ label = 'Abrir cliente' }: { label?: string }) {
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const [, setParams] = useSearchParams()
  const options = useMemo(() => referenceOptions('clientes', clientes.rows), [clientes.rows])
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={label}
      aria-label={label}
      options={options}
      loading={clientes.status === 'loading'}
      style={{ width: 280 }}
      value={null}
      onChange={(cod: number) => setParams({ cod_cliente: String(cod) })}
    />
  )
}

/** The worklist's filters (from the URL) as the list's query arguments. */
function worklistArgs(f: WorklistFilters) {
  return {
    statusIn: f.status.join(',') || undefined,
    codCliente: f.cliente ?? undefined,
    grupoEconomico: f.grupo ?? undefined,
    usuario: f.analista ?? undefined,
    dataGte: f.periodo.from ?? undefined,
    dataLte: f.periodo.to ?? undefined,
    ordering: '-data,-id',
  }
}

function Worklist() {
  const filters = useUrlFilters(schema)
  const list = useGetCobrancaParecerCreditoQuery(worklistArgs(filters.values as unknown as WorklistFilters))
  // every request in flight is 'loading': the last rows stay under the table's spinner
  const source: ReportSource<Parecer> = {
    rows: rowsOf(list.data),
    status: list.isFetching ? 'loading' : statusOf(list),
    error: errorOf(list),
    reload: () => void list.refetch(),
  }
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const authors = useAuthors()
  const fields: FilterField[] = [
    { name: 'status', kind: 'select', label: 'Situação', options: STATUS_OPTIONS, multiple: true, width: 220 },
    {
      name: 'cliente',
      kind: 'select',
      label: 'Cliente',
      options: referenceOptions('clientes', clientes.rows),
      loading: clientes.status === 'loading',
      width: 240,
    },
    {
      name: 'grupo',
      kind: 'select',
      label: 'Grupo econômico',
      options: referenceOptions('gruposEconomicos', grupos.rows),
      loading: grupos.status === 'loading',
    },
    { name: 'analista', kind: 'select', label: 'Analista', options: authors },
    { name: 'periodo', kind: 'period' },
  ]
  const columns: ReportColumn<Parecer>[] = [
    { key: 'data', title: 'Data', kind: 'date' },
    {
      key: 'cliente',
      title: 'Cliente',
      value: (p) => `${p.cod_cliente} · ${p.nome_fantasia ?? ''}`,
      render: (p) => (
        <Link to={parecerCreditoLink(p.cod_cliente, p.id)}>
          {p.cod_cliente} · {p.nome_fantasia}
        </Link>
      ),
    },
    { key: 'status', title: 'Situação', kind: 'tag', options: STATUS_OPTIONS },
    { key: 'limite_atual', title: 'Limite atual', kind: 'money', total: 'sum' },
    { key: 'limite_sugerido', title: 'Limite sugerido', kind: 'money', total: 'sum' },
    { key: 'validade', title: 'Validade', kind: 'date' },
    { key: 'classe_risco', title: 'Classe' },
    { key: 'usuario_nome', title: 'Analista' },
    { key: 'versao', title: 'Versão', kind: 'number' },
    { key: 'aprovado_por_nome', title: 'Decidido por' },
  ]
  return (
    <ReportView<Parecer>
      title="Parecer de crédito"
      subtitle="Pareceres por situação, mais recentes primeiro. Abra um cliente para ver a exposição, o score e o histórico."
      filters={<UrlFilterBar fields={fields} filters={filters} />}
      source={source}
      columns={columns}
      rowKey={(p) => p.id}
      extra={<CustomerOpener label="Abrir cliente para novo parecer" />}
      table={{ pageSize: 20, emptyText: 'Nenhum parecer com esses filtros.', countLabel: (n) => `${n} ${n === 1 ? 'parecer' : 'pareceres'}` }}
    />
  )
}

function ParecerSummary({ parecer }: { parecer: Parecer }) {
  return (
    <Descriptions size="small" column={2} className="credit-summary">
      <Descriptions.Item label="Limite atual">
        <Money value={parecer.limite_atual ?? null} />
      </Descriptions.Item>
      <Descriptions.Item label="Limite sugerido">
        <strong>
          <Money value={parecer.limite_sugerido ?? null} />
        </strong>
      </Descriptions.Item>
      <Descriptions.Item label="Limite solicitado">
        <Money value={parecer.limite_solicitado ?? null} />
      </Descriptions.Item>
      <Descriptions.Item label="Validade">
        <DateText value={parecer.validade ?? null} />
      </Descriptions.Item>
      <Descriptions.Item label="Classe de risco">{parecer.classe_risco ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Score na época">{parecer.score?.toLocaleString('pt-BR') ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Parecer" span={2}>
        <span className="credit-text">{parecer.parecer}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Garantias" span={2}>
        {parecer.garantias || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Condições de pagamento" span={2}>
        {parecer.condicoes_pagamento || '—'}
      </Descriptions.Item>
    </Descriptions>
  )
}

function Workspace({ cod }: { cod: number }) {
  const credit = useCustomerCredit(cod)
  const profile = useAppSelector(selectProfile)
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState(false)
  const today = todayISO()
  const canDecide = Boolean(profile && (profile.is_superuser || isPathAllowed(profile, PARECER_CREDITO_PATH)))

  const pareceres = credit.pareceres.data
  const requested = params.get('parecer')
  const selected: Parecer | null = useMemo(() => {
    if (requested === 'novo') return null
    if (requested) return pareceres.find((p) => String(p.id) === requested) ?? null
    return pareceres.find((p) => p.situacao === 'em_analise') ?? pareceres[0] ?? null
  }, [pareceres, requested])
  const creating = requested === 'novo' || (credit.pareceres.status === 'succeeded' && pareceres.length === 0)

  const open = (id: number | 'novo') => {
    setEditing(false)
    setParams({ cod_cliente: String(cod), parecer: String(id) })
  }

  const exposicao = credit.exposicao.data
  const nome = exposicao?.nome_fantasia ?? ''
  const status = (selected?.status ?? selected?.situacao ?? '') as StatusParecer

  let opinion
  if (credit.pareceres.status === 'failed' && pareceres.length === 0) {
    opinion = (
      <LoadFailedPanel
        title="Não foi possível carregar os pareceres."
        error={credit.pareceres.error}
        onRetry={credit.pareceres.retry}
      />
    )
  } else if (creating || !selected) {
    opinion =
      credit.pareceres.status === 'succeeded' || creating ? (
        <ParecerForm
          codCliente={cod}
          editing={null}
          score={credit.score.data}
          today={today}
          onSaved={(saved) => open(saved.id)}
          onCancel={pareceres.length > 0 ? () => setParams({ cod_cliente: String(cod) }) : undefined}
        />
      ) : null
  } else if (editing) {
    opinion = (
      <ParecerForm
        codCliente={cod}
        editing={selected}
        score={credit.score.data}
        today={today}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    )
  } else {
    opinion = (
      <>
        <ParecerSummary parecer={selected} />
        <DecisionBox parecer={selected} canDecide={canDecide} />
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} className="credit-gap">
          Alterar este parecer
        </Button>
        {selected.situacao !== 'em_analise' && (
          <p className="credit-muted">A alteração cria uma nova versão, que volta para análise.</p>
        )}
      </>
    )
  }

  const opinionTitle =
    creating || !selected ? (
      'Novo parecer'
    ) : (
      <Space size={4} wrap>
        <span>Parecer nº {selected.id}</span>
        <Tag>v{selected.versao ?? 1}</Tag>
        <Tag color={STATUS_COLOR[status] ?? 'default'}>{statusLabel(status)}</Tag>
        <span className="credit-muted">
          <DateText value={selected.data} /> · {selected.usuario_nome}
        </span>
      </Space>
    )

  return (
    <PageContainer
      title="Parecer de crédito"
      subtitle={nome ? `${cod} · ${nome}` : `Cliente ${cod}`}
      extra={
        <Space wrap>
          <Link to={PARECER_CREDITO_PATH}>
            <Button icon={<ArrowLeftOutlined />}>Voltar à lista</Button>
          </Link>
          <CustomerOpener label="Trocar de cliente" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('novo')} disabled={creating}>
            Novo parecer
          </Button>
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Section
              title="Exposição"
              status={credit.exposicao.status}
              error={credit.exposicao.error}
              onRetry={credit.exposicao.retry}
              empty={!exposicao}
              emptyText="Sem dados de exposição."
              extra={exposicao ? <span className="credit-muted">em <DateText value={exposicao.data_referencia} /></span> : undefined}
            >
              {exposicao && <ExposurePanel exposicao={exposicao} />}
            </Section>
            <Section
              title="Score e limite sugerido"
              status={credit.score.status}
              error={credit.score.error}
              onRetry={credit.score.retry}
              empty={!credit.score.data}
              emptyText="Sem score."
            >
              {credit.score.data && <ScorePanel score={credit.score.data} />}
            </Section>
          </Space>
        </Col>
        <Col xs={24} xl={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <section aria-label="Parecer" className="cp-section">
              <Card size="small" title={opinionTitle}>
                {opinion}
              </Card>
            </section>
            <Section
              title="Histórico"
              status={credit.versoes.status}
              error={credit.versoes.error}
              onRetry={credit.versoes.retry}
              empty={credit.versoes.data.length === 0}
              emptyText="Nenhum parecer para este cliente."
            >
              <HistoryTimeline
                versoes={credit.versoes.data}
                pareceres={pareceres}
                selected={creating ? null : (selected?.id ?? null)}
                onOpen={(p) => open(p.id)}
              />
            </Section>
          </Space>
        </Col>
      </Row>
    </PageContainer>
  )
}

/**
 * Parecer de crédito: the worklist of opinions (URL filters), and for one customer
 * (`?cod_cliente=`) the exposure, the transparent score, the opinion form with its decision and
 * the history of every version.
 */
export default function ParecerCreditoPage() {
  const [params] = useSearchParams()
  const raw = params.get('cod_cliente')
  const cod = raw && /^\d+$/.test(raw) ? Number(raw) : null
  return cod ? <Workspace key={cod} cod={cod} /> : <Worklist />
}
