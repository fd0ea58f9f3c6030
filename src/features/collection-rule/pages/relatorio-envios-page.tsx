import { painelUrl } from '@/shared/config/paths'
import { DownloadOutlined } from '@ant-design/icons'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { Alert, Button, Descriptions, Drawer, Space, Spin } from 'antd'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  REFERENCE,
  useGetCobrancaClientesQuery,
  useGetCobrancaReguaQuery,
} from '@/features/reference'
import { errorOf, rowsOf, useListSource } from '@/shared/api/data-api'
import { downloadFile } from '@/shared/api/download'
import { addDays, daysBetween, formatDate, formatDateTime } from '@/shared/lib/date'
import { LazyChart } from '@/shared/ui/charts'
import { notifyDownloadFailure } from '@/shared/ui/error-catalogue'
import { exportFileName } from '@/shared/ui/export-button'
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
import { useGetCobrancaDisparoAutomaticoIdQuery, useGetCobrancaDisparoAutomaticoQuery } from '../collection-rule-data'
import type { Channel, DisparoLog, DisparoStatus } from '../types'
import '../collection-rule.css'

export const REPORT_TITLE = 'Relatório de Disparo Automático'
const PAGE_TITLE = 'Relatório de Envios'
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
  const filters = useUrlFilters(schema)
  const { periodo, canal, status, regua, cliente } = filters.values
  const clientes = useListSource(useGetCobrancaClientesQuery({}, REFERENCE))
  const reguas = useListSource(useGetCobrancaReguaQuery(undefined, REFERENCE))
  const [opened, setOpened] = useState<DisparoLog | null>(null)
  const [exporting, setExporting] = useState(false)
  const exportingRef = useRef(false)

  // Spec, Reports: `disparoAutomaticoLog`, the period's log (the held-back messages included),
  // and `messages`, the rendered messages opened (kept by log id: the query below).
  const log = useGetCobrancaDisparoAutomaticoQuery({
    dataInicio: periodo.from,
    dataFim: periodo.to,
    incluirIgnorados: true,
  })
  // While another period loads, the last one stays on screen (the table shows it is loading).
  const disparoAutomaticoLog = useMemo(() => rowsOf<DisparoLog>(log.data), [log.data])
  // Spec, Reports: `clientes`, the customers in the log.
  const clientesDoLog = useMemo(
    () => [...new Set(disparoAutomaticoLog.map((r) => r.cod_cliente))].sort((a, b) => a - b),
    [disparoAutomaticoLog],
  )
  const message = useGetCobrancaDisparoAutomaticoIdQuery(opened ? { id: opened.id } : skipToken, {
    refetchOnMountOrArgChange: false,
  })

  const names = useMemo(
    () => new Map(clientes.rows.map((c) => [c.cod_cliente, c.nome_fantasia])),
    [clientes.rows],
  )
  const reguaNames = useMemo(() => new Map(reguas.rows.map((r) => [r.id, r.nome])), [reguas.rows])

  const rows = useMemo(
    () =>
      disparoAutomaticoLog.filter(
        (r) =>
          (canal.length === 0 || canal.includes(r.canal)) &&
          (status.length === 0 || status.includes(r.status)) &&
          (regua.length === 0 || (r.regua !== null && regua.includes(r.regua))) &&
          (cliente === null || r.cod_cliente === cliente),
      ),
    [disparoAutomaticoLog, canal, status, regua, cliente],
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
      { key: 'destinatario', title: 'Destinatário', value: (r) => r.destinatario || '—', clip: 160 },
      { key: 'status', title: 'Status', kind: 'tag', options: STATUS },
      { key: 'erro', title: 'Motivo', value: (r) => r.erro ?? '', clip: 170 },
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
        // the server's spreadsheet, named for this page (the server names it for the dispatch report)
        fileName: exportFileName(PAGE_TITLE),
      })
    } catch (error) {
      notifyDownloadFailure(error)
    } finally {
      exportingRef.current = false
      setExporting(false)
    }
  }

  const open = (row: DisparoLog) => setOpened(row)

  const reload = () => void log.refetch()
  const loading = log.isFetching || (!log.isSuccess && !log.isError)
  const failed = log.isError && !log.isFetching
  const failedEmpty = failed && disparoAutomaticoLog.length === 0
  const error = errorOf(log)
  const rendered = opened ? message.currentData : undefined

  return (
    <PageContainer
      title={PAGE_TITLE}
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
            options: clientesDoLog.map((c) => ({ value: c, label: `${c} · ${names.get(c) ?? ''}` })),
          },
        ]}
        values={filters.values as Record<string, unknown>}
        onChange={(patch) => filters.set(patch as never)}
        onClear={filters.reset}
        active={filters.active}
      />
      {failedEmpty ? (
        <LoadFailedPanel title="Não foi possível carregar os envios." error={error} onRetry={reload} />
      ) : (
        <>
          {failed && (
            <LoadFailedAlert title="Não foi possível atualizar os envios." error={error} onRetry={reload} />
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
            {rendered ? (
              rendered.mensagem ? (
                <RenderedMessage canal={rendered.canal} assunto={rendered.assunto} mensagem={rendered.mensagem} />
              ) : (
                <Alert type="info" showIcon title="Esta mensagem não tem texto registrado." />
              )
            ) : message.isError ? (
              <LoadFailedAlert
                title="Não foi possível abrir a mensagem."
                error={errorOf(message)}
                onRetry={() => void message.refetch()}
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
