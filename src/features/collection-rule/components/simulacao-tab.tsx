import { painelUrl } from '@/shared/config/paths'
import { EyeOutlined, PlayCircleOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  DatePicker,
  Empty,
  Popconfirm,
  Segmented,
  Select,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { skipToken } from '@reduxjs/toolkit/query/react'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { errorOf } from '@/shared/api/data-api'
import { isBusinessDay, nextBusinessDay } from '@/shared/lib/business-days'
import { formatDate, todayISO } from '@/shared/lib/date'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { Figures, ReportTable, useColumnPicker, type ReportColumn } from '@/shared/ui/report'
import { usePostCobrancaReguaExecutarMutation, usePostCobrancaReguaSimularQuery } from '../collection-rule-data'
import { selectCollectionRule, simulationRequested } from '../collection-rule-slice'
import type { Channel, PlannedMessage, ReguaExtended } from '../types'
import { CANAL_LABEL, diaLabel } from './etapas-tab'
import { RenderedMessage } from './message-preview'
import { SimulacaoEmpty, type Show } from './simulacao-empty'

const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp']

const rowKey = (i: PlannedMessage) => `${i.cod_cliente}-${i.regua_acao}`
const titulosText = (i: PlannedMessage) =>
  i.titulos.map((t) => `${t.documento} (venc. ${formatDate(t.data_vencimento)})`).join('; ')
const situacaoText = (i: PlannedMessage) =>
  i.status === 'enviar' ? 'Será notificado' : `${i.status === 'falha' ? 'Falharia' : 'Fora do envio'} ${i.motivo ?? ''}`.trim()

/**
 * The simulation's columns, fitted to a 1280-px screen: long texts clipped with the whole text in
 * a tooltip, the template and the recipients behind "Colunas" (the message, with its recipients,
 * opens in each row).
 */
const COLUMNS: ReportColumn<PlannedMessage>[] = [
  {
    key: 'cliente',
    title: 'Cliente',
    clip: 180,
    value: (i) => `${i.cod_cliente} · ${i.nome_fantasia}`,
    render: (i) => (
      <Link to={painelUrl(i.cod_cliente)}>
        {i.cod_cliente} · {i.nome_fantasia}
      </Link>
    ),
  },
  { key: 'etapa', title: 'Régua · etapa', clip: 180, value: (i) => `${i.regua_nome} · ${diaLabel(i.dias)} ${i.acao_descricao}` },
  { key: 'canal', title: 'Canal', value: (i) => CANAL_LABEL[i.canal] },
  { key: 'template', title: 'Modelo', dataIndex: 'template_nome', clip: 160, hidden: true },
  { key: 'titulos', title: 'Títulos', clip: 150, value: titulosText },
  { key: 'destino', title: 'Destinatários', clip: 180, hidden: true, value: (i) => i.destinatarios.join(', ') || '—' },
  {
    key: 'situacao',
    title: 'Situação',
    clip: 230,
    value: situacaoText,
    render: (i) =>
      i.status === 'enviar' ? (
        <Tag color="green">Será notificado</Tag>
      ) : (
        <span>
          <Tag color={i.status === 'falha' ? 'red' : 'default'}>{i.status === 'falha' ? 'Falharia' : 'Fora do envio'}</Tag>
          {i.motivo}
        </span>
      ),
  },
]

const EXPANDABLE = {
  expandedRowRender: (i: PlannedMessage) =>
    i.mensagem ? (
      <RenderedMessage canal={i.canal} assunto={i.assunto} mensagem={i.mensagem} />
    ) : (
      <Typography.Text type="secondary">Sem mensagem: o modelo não existe mais.</Typography.Text>
    ),
  expandRowByClick: false,
}

/** "Quem seria notificado hoje": the same engine as the real run, nothing sent. */
const RUN_FORBIDDEN = 'Apenas supervisores podem executar a régua de cobrança.'

export function SimulacaoTab({
  reguas,
  onRan,
}: {
  reguas: ReguaExtended[]
  onRan?: () => void
}) {
  const dispatch = useAppDispatch()
  // The dry run asked for (kept in the slice across tabs); its answer is cached by its arguments
  // and shown again when the tab opens, instead of being asked again.
  const asked = useAppSelector(selectCollectionRule).simulacao
  const simulation = usePostCobrancaReguaSimularQuery(asked ? { diaDaRegua: asked } : skipToken, {
    refetchOnMountOrArgChange: false,
  })
  const plan = simulation.data ?? null
  const [runNow] = usePostCobrancaReguaExecutarMutation()
  const [regua, setRegua] = useState<number | null>(null)
  const [date, setDate] = useState<string>(todayISO())
  // who would be notified first; the others (and why) one click away
  const [show, setShow] = useState<Show>('enviar')
  const [running, setRunning] = useState(false)
  const runningRef = useRef(false)

  /** Runs the dry run for the chosen rule and a day (the chosen one); the same question again reads it again. */
  const simulate = (data = date) => {
    if (data !== date) setDate(data)
    if (asked && asked.data === data && asked.regua === regua) void simulation.refetch()
    else dispatch(simulationRequested({ data, regua }))
  }
  const today = todayISO()
  const future = date > today
  const chosen = reguas.find((r) => r.id === regua)

  async function run() {
    if (runningRef.current) return
    runningRef.current = true
    setRunning(true)
    try {
      const result = await runNow({ diaDaRegua: { data: date, regua } }).unwrap()
      showMessage(
        'success',
        `Régua executada: ${result.enviados} ${result.enviados === 1 ? 'mensagem enviada' : 'mensagens enviadas'}, ${result.ignorados} fora do envio, ${result.falhas} com falha.`,
        5,
      )
      // after a run, every message of the day and what became of it
      setShow('todos')
      simulate()
      onRan?.()
    } catch (error) {
      notifyRequestFailure(error)
    } finally {
      runningRef.current = false
      setRunning(false)
    }
  }

  const rows = useMemo(() => {
    const itens = plan?.itens ?? []
    if (show === 'enviar') return itens.filter((i) => i.status === 'enviar')
    if (show === 'fora') return itens.filter((i) => i.status !== 'enviar')
    return itens
  }, [plan, show])

  const { shown: shownColumns, picker } = useColumnPicker('Quem seria notificado', COLUMNS)
  const sameQuery = plan && plan.data === date && plan.regua === regua
  // The server says who may run the régua; until it has answered, the button stays available.
  const mayRun = plan?.pode_executar !== false

  return (
    <section aria-label="Quem seria notificado">
      <div className="cr-toolbar">
        <div className="cr-field">
          <label htmlFor="cr-sim-regua">Régua</label>
          <Select
            id="cr-sim-regua"
            style={{ width: 280 }}
            value={regua ?? 0}
            onChange={(v) => setRegua(v === 0 ? null : v)}
            options={[
              { value: 0, label: 'Todas as réguas ativas' },
              ...reguas.map((r) => ({ value: r.id, label: r.ativo ? r.nome : `${r.nome} (inativa)` })),
            ]}
          />
        </div>
        <div className="cr-field">
          <label htmlFor="cr-sim-data">Data</label>
          <DatePicker
            id="cr-sim-data"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d: Dayjs | null) => d && setDate(d.format('YYYY-MM-DD'))}
          />
        </div>
        <Button
          type="primary"
          icon={<EyeOutlined />}
          loading={simulation.isFetching}
          onClick={() => simulate()}
        >
          Simular
        </Button>
        <Popconfirm
          title="Executar a régua agora?"
          description={`As mensagens de ${formatDate(date)} ${chosen ? `da ${chosen.nome}` : 'de todas as réguas ativas'} serão enviadas.`}
          okText="Executar"
          cancelText="Cancelar"
          onConfirm={run}
          disabled={future || !mayRun}
        >
          <Tooltip title={mayRun ? undefined : RUN_FORBIDDEN}>
            <Button icon={<PlayCircleOutlined />} loading={running} disabled={future || !mayRun}>
              Executar agora
            </Button>
          </Tooltip>
        </Popconfirm>
      </div>
      {!isBusinessDay(date) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${formatDate(date)} não é dia útil: nenhuma etapa sai neste dia. As etapas que cairiam nele saem em ${formatDate(nextBusinessDay(date))}.`}
        />
      )}
      {future && (
        <Typography.Paragraph type="secondary">
          Uma data futura pode ser simulada, mas não executada.
        </Typography.Paragraph>
      )}
      {simulation.isError && (
        <LoadFailedAlert title="Não foi possível simular a régua." error={errorOf(simulation)} onRetry={() => simulate()} />
      )}
      {!plan && !simulation.isFetching && !simulation.isError && (
        <Empty description="Escolha a régua e a data e clique em Simular para ver quem seria notificado, com a mensagem de cada um. Nada é enviado." />
      )}
      {plan && (
        <>
          {!sameQuery && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title="O resultado abaixo é de outra data ou régua. Clique em Simular para atualizar."
            />
          )}
          <Figures
            label="Totais por canal"
            items={[
              { label: 'Clientes notificados', value: plan.clientes },
              ...CHANNELS.map((c) => ({
                label: CANAL_LABEL[c],
                value: `${plan.totais[c].enviar} a enviar`,
                hint: `${plan.totais[c].ignorado} fora do envio · ${plan.totais[c].falha} com falha`,
              })),
              {
                label: 'Fora do envio',
                value: CHANNELS.reduce((n, c) => n + plan.totais[c].ignorado + plan.totais[c].falha, 0),
              },
            ]}
          />
          <div className="cr-toolbar">
            {picker}
            <Segmented<Show>
              value={show}
              onChange={setShow}
              aria-label="Mostrar"
              options={[
                { value: 'enviar', label: `Serão notificados (${plan.itens.filter((i) => i.status === 'enviar').length})` },
                { value: 'fora', label: `Fora do envio (${plan.itens.filter((i) => i.status !== 'enviar').length})` },
                { value: 'todos', label: `Todos (${plan.itens.length})` },
              ]}
            />
          </div>
          <ReportTable<PlannedMessage>
            size="small"
            caption={`Simulação de ${formatDate(plan.data)}`}
            rowKey={rowKey}
            rows={rows}
            columns={shownColumns}
            emptyText={
              <SimulacaoEmpty plan={plan} reguas={reguas} show={show} onShow={setShow} onSimulate={simulate} />
            }
            expandable={EXPANDABLE}
          />
        </>
      )}
    </section>
  )
}
