import { painelUrl } from '@/shared/config/paths'
import { DownloadOutlined } from '@ant-design/icons'
import { Alert, Button, Descriptions, Drawer, Space, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useReference } from '@/features/reference'
import { downloadFile } from '@/shared/api/download'
import { addDays, daysBetween, formatDate, formatDateTime } from '@/shared/lib/date'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { LazyChart } from '@/shared/ui/charts'
import { notifyDownloadFailure } from '@/shared/ui/error-catalogue'
import { PageContainer } from '@/shared/ui/page-container'
import {
  FilterBar,
  Figures,
  ReportTable,
  excelRows,
  lastDays,
  listFilter,
  numberFilter,
  periodFilter,
  useUrlFilters,
  type ReportColumn,
} from '@/shared/ui/report'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { URLS } from '../api'
import { RenderedMessage } from '../components/message-preview'
import { loadDispatchLog, loadMessage, selectDispatchReport } from '../dispatch-report-slice'
import type { Channel, DisparoLog, DisparoStatus } from '../types'
import '../collection-rule.css'

export const REPORT_TITLE = 'Relatório de Disparo Automático'
const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp']
const CANAL: Record<Channel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' }
const STATUS: Array<{ value: DisparoStatus; label: string; color: string }> = [
  { value: 'enviado', label: 'Enviado', color: 'blue' },
  { value: 'entregue', label: 'Entregue', color: 'cyan' },
  { value: 'lido', label: 'Lido', color: 'green' },
  { value: 'falha', label: 'Falhou', color: 'red' },
  { value: 'ignorado', label: 'Ignorado', color: 'default' },
]
const SENT = new Set<DisparoStatus>(['enviado', 'entregue', 'lido'])
const CHANNEL_COLOR: Record<Channel, string> = { email: '#1677ff', sms: '#fa8c16', whatsapp: '#52c41a' }

const schema = {
  periodo: periodFilter({ fallback: () => lastDays(7) }),
  canal: listFilter<Channel>('canal', 'Canal', { allowed: CHANNELS }),
  status: listFilter<DisparoStatus>('status', 'Status', { allowed: STATUS.map((s) => s.value) }),
  regua: listFilter<number>('regua', 'Régua', { numeric: true }),
  cliente: numberFilter('cliente', 'Cliente'),
}

/** /relatorios/relatorio-envios: what the rules (and the base's notifications) sent, and why not. */
export default function RelatorioEnviosPage() {
  const dispatch = useAppDispatch()
  const report = useAppSelector(selectDispatchReport)
  const filters = useUrlFilters(schema)
  const { periodo, canal, status, regua, cliente } = filters.values
  const clientes = useReference('clientes')
  const reguas = useReference('reguas')
  const [opened, setOpened] = useState<DisparoLog | null>(null)
  const [exporting, setExporting] = useState(false)
  const exportingRef = useRef(false)

  useEffect(() => {
    const request = dispatch(loadDispatchLog({ data_inicio: periodo.from, data_fim: periodo.to }))
    return () => request.abort()
  }, [dispatch, periodo.from, periodo.to])

  const names = useMemo(
    () => new Map(clientes.rows.map((c) => [c.cod_cliente, c.nome_fantasia])),
    [clientes.rows],
  )
  const reguaNames = useMemo(() => new Map(reguas.rows.map((r) => [r.id, r.nome])), [reguas.rows])

  const rows = useMemo(
    () =>
      report.disparoAutomaticoLog.filter(
        (r) =>
          (canal.length === 0 || canal.includes(r.canal)) &&
          (status.length === 0 || status.includes(r.status)) &&
          (regua.length === 0 || (r.regua !== null && regua.includes(r.regua))) &&
          (cliente === null || r.cod_cliente === cliente),
      ),
    [report.disparoAutomaticoLog, canal, status, regua, cliente],
  )

  const columns: ReportColumn<DisparoLog>[] = useMemo(
    () => [
      { key: 'data', title: 'Data', kind: 'datetime', width: 150 },
      {
        key: 'cliente',
        title: 'Cliente',
        value: (r) => `${r.cod_cliente} · ${names.get(r.cod_cliente) ?? ''}`,
        render: (r) => (
          <Link to={painelUrl(r.cod_cliente)} onClick={(e) => e.stopPropagation()}>
            {r.cod_cliente} · {names.get(r.cod_cliente) ?? ''}
          </Link>
        ),
        total: 'count',
      },
      { key: 'canal', title: 'Canal', kind: 'tag', options: CHANNELS.map((c) => ({ value: c, label: CANAL[c] })) },
      {
        key: 'regua',
        title: 'Régua',
        value: (r) => (r.regua === null ? 'Notificação manual' : (reguaNames.get(r.regua) ?? `Régua ${r.regua}`)),
      },
      { key: 'destinatario', title: 'Destinatário', value: (r) => r.destinatario || '—' },
      { key: 'status', title: 'Status', kind: 'tag', options: STATUS },
      { key: 'erro', title: 'Motivo', value: (r) => r.erro ?? '', width: 280 },
      { key: 'documento', title: 'Documento', value: (r) => r.documento ?? '' },
    ],
    [names, reguaNames],
  )

  const totals = useMemo(() => {
    const byChannel = Object.fromEntries(CHANNELS.map((c) => [c, 0])) as Record<Channel, number>
    let enviadas = 0
    let falhas = 0
    let ignoradas = 0
    for (const r of rows) {
      if (SENT.has(r.status)) {
        enviadas++
        byChannel[r.canal]++
      } else if (r.status === 'falha') falhas++
      else ignoradas++
    }
    return { byChannel, enviadas, falhas, ignoradas }
  }, [rows])

  const chart = useMemo(() => {
    const span = Math.max(0, Math.min(daysBetween(periodo.from, periodo.to), 366))
    const days = Array.from({ length: span + 1 }, (_, i) => addDays(periodo.from, i))
    const index = new Map(days.map((d, i) => [d, i]))
    const series = CHANNELS.map((c) => ({
      name: CANAL[c],
      color: CHANNEL_COLOR[c],
      values: days.map(() => 0) as number[],
    }))
    for (const r of rows) {
      if (!SENT.has(r.status) && r.status !== 'falha') continue
      const i = index.get((r.data_referencia ?? r.data).slice(0, 10))
      if (i === undefined) continue
      series[CHANNELS.indexOf(r.canal)].values[i]++
    }
    return { categories: days.map((d) => formatDate(d).slice(0, 5)), series }
  }, [rows, periodo.from, periodo.to])

  async function exportExcel() {
    if (exportingRef.current) return
    exportingRef.current = true
    setExporting(true)
    try {
      await downloadFile({
        url: URLS.disparoExcel,
        method: 'POST',
        params: { data_inicio: periodo.from, data_fim: periodo.to },
        data: { data: excelRows(columns, rows), title: REPORT_TITLE },
        kind: 'xlsx',
        title: REPORT_TITLE,
      })
    } catch (error) {
      notifyDownloadFailure(error)
    } finally {
      exportingRef.current = false
      setExporting(false)
    }
  }

  function open(row: DisparoLog) {
    setOpened(row)
    if (!report.messages[row.id]) void dispatch(loadMessage(row.id))
  }

  const reload = () => dispatch(loadDispatchLog({ data_inicio: periodo.from, data_fim: periodo.to }))
  const loading = report.status === 'loading' || report.status === 'idle'
  const failedEmpty = report.status === 'failed' && report.disparoAutomaticoLog.length === 0
  const message = opened ? report.messages[opened.id] : undefined

  return (
    <PageContainer
      title="Relatório de Envios"
      subtitle="Mensagens da régua de cobrança e das notificações da Base Cobrança: enviadas, com falha e fora do envio, com o motivo."
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={exportExcel}
            loading={exporting}
            disabled={rows.length === 0 || loading}
          >
            Exportar Excel
          </Button>
        </Space>
      }
    >
      <FilterBar
        fields={[
          { name: 'periodo', kind: 'period' },
          {
            name: 'canal',
            kind: 'select',
            label: 'Canal',
            multiple: true,
            options: CHANNELS.map((c) => ({ value: c, label: CANAL[c] })),
          },
          { name: 'status', kind: 'select', label: 'Status', multiple: true, options: STATUS },
          {
            name: 'regua',
            kind: 'select',
            label: 'Régua',
            multiple: true,
            loading: reguas.status === 'loading',
            options: reguas.rows.map((r) => ({ value: r.id, label: r.nome })),
          },
          {
            name: 'cliente',
            kind: 'select',
            label: 'Cliente',
            width: 280,
            options: report.clientes.map((c) => ({ value: c, label: `${c} · ${names.get(c) ?? ''}` })),
          },
        ]}
        values={filters.values as Record<string, unknown>}
        onChange={(patch) => filters.set(patch as never)}
        onClear={filters.reset}
        active={filters.active}
      />
      {failedEmpty ? (
        <LoadFailedPanel title="Não foi possível carregar os envios." error={report.error} onRetry={reload} />
      ) : (
        <>
          {report.status === 'failed' && (
            <LoadFailedAlert title="Não foi possível atualizar os envios." error={report.error} onRetry={reload} />
          )}
          <Figures
            label="Totais por canal e status"
            items={[
              { label: 'Enviadas', value: totals.enviadas, hint: 'enviado, entregue ou lido' },
              ...CHANNELS.map((c) => ({ label: `${CANAL[c]} enviados`, value: totals.byChannel[c] })),
              { label: 'Falharam', value: totals.falhas },
              { label: 'Fora do envio', value: totals.ignoradas, hint: 'negociação, promessa, contato desativado, limite semanal…' },
            ]}
          />
          {rows.length > 0 && (
            <LazyChart
              kind="bar"
              stacked
              label="Envios por dia e canal"
              categories={chart.categories}
              series={chart.series}
              format="count"
              height={240}
            />
          )}
          <ReportTable<DisparoLog>
            caption="Envios"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            loading={loading}
            countLabel={(n) => `${n} ${n === 1 ? 'envio' : 'envios'}`}
            emptyText={`Nenhum envio entre ${formatDate(periodo.from)} e ${formatDate(periodo.to)} com estes filtros.`}
            onRow={(r) => ({
              onClick: () => open(r),
              onKeyDown: (e) => {
                if (e.key === 'Enter') open(r)
              },
              tabIndex: 0,
              style: { cursor: 'pointer' },
              'aria-label': `Abrir a mensagem de ${formatDateTime(r.data)} para ${r.cod_cliente}`,
            })}
          />
        </>
      )}
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `Mensagem de ${formatDateTime(opened.data)}` : ''}
        size="large"
        destroyOnHidden
      >
        {opened && (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'c', label: 'Cliente', children: `${opened.cod_cliente} · ${names.get(opened.cod_cliente) ?? ''}` },
                { key: 'canal', label: 'Canal', children: CANAL[opened.canal] },
                { key: 'd', label: 'Destinatário', children: opened.destinatario || '—' },
                {
                  key: 's',
                  label: 'Status',
                  children: STATUS.find((s) => s.value === opened.status)?.label ?? opened.status,
                },
                ...(opened.erro ? [{ key: 'e', label: 'Motivo', children: opened.erro }] : []),
                { key: 'doc', label: 'Documento', children: opened.documento ?? '—' },
              ]}
              style={{ marginBottom: 16 }}
            />
            {message ? (
              message.mensagem ? (
                <RenderedMessage canal={message.canal} assunto={message.assunto} mensagem={message.mensagem} />
              ) : (
                <Alert type="info" showIcon title="Esta mensagem não tem texto registrado." />
              )
            ) : report.messageStatus === 'failed' ? (
              <LoadFailedAlert
                title="Não foi possível abrir a mensagem."
                error={report.messageError}
                onRetry={() => dispatch(loadMessage(opened.id))}
              />
            ) : (
              <div role="status">
                <Spin /> Carregando a mensagem…
              </div>
            )}
          </>
        )}
      </Drawer>
    </PageContainer>
  )
}
