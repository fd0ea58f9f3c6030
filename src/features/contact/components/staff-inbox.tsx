import { Alert, Button, Drawer, Form, Input, Segmented, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import type { ApiError } from '@/shared/api/errors'
import { formatDateTime } from '@/shared/lib/date'
import type { RequestStatus } from '@/shared/store/request-status'
import { ExportButton } from '@/shared/ui/export-button'
import { DateText } from '@/shared/ui/formatted'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { saveFailed } from '@/shared/ui/save-failed'
import { limitedText } from '@/shared/ui/text-limit'
import type { StatusFilter } from '../contact-slice'
import { STATUS_LABEL, type ContactMessage } from '../types'

/** the server's limit for a reply */
const RESPOSTA = limitedText(4000)

function StatusTag({ status }: { status: ContactMessage['status'] }) {
  return <Tag color={status === 'novo' ? 'blue' : 'green'}>{STATUS_LABEL[status]}</Tag>
}

function excelRows(rows: readonly ContactMessage[]) {
  return rows.map((m) => ({
    'Recebida em': formatDateTime(m.criado_em),
    Cliente: `${m.cod_cliente} · ${m.nome_fantasia}`,
    'Enviada por': m.usuario_nome,
    Assunto: m.assunto,
    Mensagem: m.mensagem,
    Título: m.titulo_documento ?? '',
    'Responder para': m.responder_para,
    Status: STATUS_LABEL[m.status],
    'Respondida em': formatDateTime(m.respondido_em),
    Respostas: m.respostas.map((r) => `${r.autor_nome}: ${r.texto}`).join(' | '),
  }))
}

/** One message, its answers and the answer form; what was typed stays if sending fails. */
function MessageDrawer({
  message,
  answering,
  onClose,
  onAnswer,
}: {
  message: ContactMessage | null
  answering: boolean
  onClose: () => void
  onAnswer: (texto: string) => Promise<unknown>
}) {
  const [form] = Form.useForm<{ texto: string }>()
  const [leftovers, setLeftovers] = useState<string[]>([])

  async function finish({ texto }: { texto: string }) {
    if (answering) return
    setLeftovers([])
    try {
      await onAnswer(texto.trim())
      form.resetFields()
    } catch (e) {
      setLeftovers(saveFailed(e, form))
    }
  }

  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      size={560}
      title={message ? `Mensagem de ${message.nome_fantasia}` : ''}
      forceRender={false}
    >
      {message && (
        <div className="contact-drawer">
          <p className="contact-meta">
            {message.cod_cliente} · {message.nome_fantasia} · enviada por {message.usuario_nome} em{' '}
            {formatDateTime(message.criado_em)} <StatusTag status={message.status} />
          </p>
          <p className="contact-meta">
            Responder para: <strong>{message.responder_para}</strong>
            {message.titulo_documento && (
              <>
                {' '}
                · título <strong>{message.titulo_documento}</strong>
              </>
            )}
          </p>
          <h3 className="contact-subject">{message.assunto}</h3>
          <p className="contact-text">{message.mensagem}</p>
          {message.respostas.map((r) => (
            <div key={r.id} className="contact-reply" aria-label={`Resposta de ${r.autor_nome}`}>
              <div className="contact-meta">
                {r.autor_nome} · {formatDateTime(r.criado_em)}
              </div>
              <p className="contact-text">{r.texto}</p>
            </div>
          ))}
          {leftovers.length > 0 && (
            <Alert type="error" showIcon title="A resposta não foi enviada." description={leftovers.join(' ')} />
          )}
          <Form form={form} layout="vertical" onFinish={finish} className="contact-answer">
            <Form.Item
              name="texto"
              label={message.respostas.length ? 'Nova resposta' : 'Resposta'}
              rules={[
                { required: true, whitespace: true, message: 'Escreva a resposta.' },
                RESPOSTA.rule,
              ]}
            >
              <Input.TextArea rows={5} count={RESPOSTA.count} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={answering}>
              Enviar resposta
            </Button>
          </Form>
        </div>
      )}
    </Drawer>
  )
}

/** Staff: the messages received, by status, answered from a drawer. */
export function StaffInbox({
  mensagens,
  visible,
  status,
  error,
  onRetry,
  filtro,
  onFilter,
  busca,
  onSearch,
  answeringId,
  onAnswer,
}: {
  mensagens: ContactMessage[]
  visible: ContactMessage[]
  status: RequestStatus
  error: ApiError | null
  onRetry: () => void
  filtro: StatusFilter
  onFilter: (f: StatusFilter) => void
  busca: string
  onSearch: (q: string) => void
  answeringId: number | null
  onAnswer: (id: number, texto: string) => Promise<unknown>
}) {
  const [openId, setOpenId] = useState<number | null>(null)
  const open = mensagens.find((m) => m.id === openId) ?? null
  const novos = mensagens.filter((m) => m.status === 'novo').length
  // No count before the messages arrive: "Todas (0)" under the spinner reads as an empty inbox.
  const counted = (label: string, n: number) => (status === 'succeeded' ? `${label} (${n})` : label)
  const columns: ColumnsType<ContactMessage> = [
    { title: 'Recebida em', dataIndex: 'criado_em', width: 150, render: (v: string) => <DateText value={v} withTime /> },
    { title: 'Cliente', key: 'cliente', render: (_, m) => `${m.cod_cliente} · ${m.nome_fantasia}` },
    { title: 'Assunto', dataIndex: 'assunto' },
    { title: 'Título', dataIndex: 'titulo_documento', render: (v: string | null) => v ?? '—' },
    { title: 'Status', dataIndex: 'status', width: 120, render: (v: ContactMessage['status']) => <StatusTag status={v} /> },
    {
      title: 'Ações',
      key: 'acoes',
      width: 120,
      fixed: 'right',
      render: (_, m) => (
        <Button size="small" type={m.status === 'novo' ? 'primary' : 'default'} onClick={() => setOpenId(m.id)}>
          {m.status === 'novo' ? 'Responder' : 'Ver'}
          <span className="sr-only"> mensagem {m.assunto}</span>
        </Button>
      ),
    },
  ]

  if (status === 'failed' && mensagens.length === 0) {
    return <LoadFailedPanel title="Não foi possível carregar as mensagens." error={error} onRetry={onRetry} />
  }
  return (
    <section aria-label="Mensagens recebidas" className="contact-inbox">
      <div className="contact-toolbar">
        <Segmented<StatusFilter>
          value={filtro}
          onChange={onFilter}
          options={[
            { value: 'todas', label: counted('Todas', mensagens.length) },
            { value: 'novo', label: counted('Novas', novos) },
            { value: 'respondido', label: counted('Respondidas', mensagens.length - novos) },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="Buscar por cliente, assunto, título"
          aria-label="Buscar mensagens"
          defaultValue={busca}
          onChange={(e) => onSearch(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <ExportButton
          rows={() => excelRows(visible)}
          title="Fale com o Financeiro"
          filters={() =>
            [
              `Situação: ${{ todas: 'Todas', novo: 'Novas', respondido: 'Respondidas' }[filtro]}`,
              busca.trim() ? `Busca: ${busca.trim()}` : '',
            ]
              .filter(Boolean)
              .join(' · ')
          }
          disabled={!visible.length}
        />
      </div>
      <Table<ContactMessage>
        aria-label="Mensagens"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={visible}
        loading={status === 'loading'}
        pagination={visible.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: status === 'loading' ? 'Carregando…' : 'Nenhuma mensagem neste filtro.' }}
        scroll={{ x: 800 }}
        rowClassName={(m) => (m.status === 'novo' ? 'contact-row-new' : '')}
      />
      <MessageDrawer
        key={openId ?? 0}
        message={open}
        answering={answeringId !== null && answeringId === openId}
        onClose={() => setOpenId(null)}
        onAnswer={(texto) => onAnswer(open!.id, texto)}
      />
    </section>
  )
}
