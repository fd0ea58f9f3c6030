import { SendOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Form, Input, Select, Tag } from 'antd'
import { useState } from 'react'
import { formatDate, formatDateTime } from '@/shared/lib/date'
import { formatBRL } from '@/shared/lib/money'
import { hasCrLf, isValidEmail, isValidPhoneBR } from '@/shared/lib/validators'
import type { RequestStatus } from '@/shared/store/request-status'
import type { ApiError } from '@/shared/api/errors'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { saveFailed } from '@/shared/ui/save-failed'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'
import type { ContactMessage, CustomerOption, NewMessage, TitleOption } from '../types'
import { STATUS_LABEL } from '../types'

/** the server's limits for a message */
const LIMIT = { assunto: limitedText(120), mensagem: limitedText(4000) }

export interface ContactFormValues {
  cod_cliente?: number
  assunto: string
  titulo?: number | null
  mensagem: string
  responder_para: string
}

const TITLE_STATUS: Record<TitleOption['status'], string> = { aberto: 'a vencer', vencido: 'vencido', pago: 'pago' }

function titleLabel(t: TitleOption): string {
  return `${t.documento} · vence ${formatDate(t.data_vencimento)} · ${formatBRL(t.valor)} · ${TITLE_STATUS[t.status] ?? t.status}`
}

const contactRule = {
  validator: (_: unknown, value: unknown) => {
    const v = typeof value === 'string' ? value.trim() : ''
    if (!v || isValidEmail(v) || isValidPhoneBR(v)) return Promise.resolve()
    return Promise.reject(new Error('Informe um e-mail ou um telefone com DDD, por exemplo (11) 98765-4321.'))
  },
}

/** The message form of a client, and the messages already sent with the answers. */
export function ClientContact({
  defaultContact,
  clientes,
  titulos,
  optionsStatus,
  optionsError,
  onRetryOptions,
  mensagens,
  status,
  error,
  onRetry,
  sending,
  onSend,
}: {
  defaultContact: string
  clientes: CustomerOption[]
  titulos: TitleOption[]
  optionsStatus: RequestStatus
  optionsError: ApiError | null
  onRetryOptions: () => void
  mensagens: ContactMessage[]
  status: RequestStatus
  error: ApiError | null
  onRetry: () => void
  sending: boolean
  onSend: (message: NewMessage) => Promise<ContactMessage>
}) {
  const [form] = Form.useForm<ContactFormValues>()
  const [leftovers, setLeftovers] = useState<string[]>([])
  const [sent, setSent] = useState<string | null>(null)
  const chosen = Form.useWatch('cod_cliente', form)
  const single = clientes.length === 1 ? clientes[0] : null
  const customer = single?.cod_cliente ?? chosen
  const titleOptions = titulos
    .filter((t) => customer === undefined || t.cod_cliente === customer)
    .map((t) => ({ value: t.id, label: titleLabel(t) }))

  async function finish(values: ContactFormValues) {
    if (sending) return
    setLeftovers([])
    setSent(null)
    try {
      const created = await onSend({
        cod_cliente: single?.cod_cliente ?? values.cod_cliente ?? null,
        assunto: values.assunto.trim(),
        mensagem: values.mensagem.trim(),
        titulo: values.titulo ?? null,
        responder_para: values.responder_para.trim(),
      })
      setSent(created.assunto)
      form.resetFields(['assunto', 'mensagem', 'titulo'])
    } catch (e) {
      setLeftovers(saveFailed(e, form))
    }
  }

  return (
    <div className="contact-client">
      <section aria-label="Nova mensagem">
        <Card size="small" title="Escreva ao Financeiro">
          <p className="contact-intro">
            Dúvidas sobre boletos, pagamentos, prazos ou notas fiscais: a equipe do Financeiro responde por aqui, em
            dias úteis.
          </p>
          {optionsStatus === 'failed' && (
            <LoadFailedAlert
              tone="warning"
              title="Não foi possível carregar seus títulos para referência."
              error={optionsError}
              onRetry={onRetryOptions}
              style={{ marginBottom: 12 }}
            />
          )}
          {sent && (
            <Alert
              type="success"
              showIcon
              title="Mensagem enviada ao Financeiro."
              description={`"${sent}" aparece em Minhas mensagens; a resposta chega aqui e no contato informado.`}
              style={{ marginBottom: 12 }}
            />
          )}
          {leftovers.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="A mensagem não foi enviada. O que você escreveu continua no formulário."
              description={leftovers.join(' ')}
              style={{ marginBottom: 12 }}
            />
          )}
          <Form<ContactFormValues>
            form={form}
            layout="vertical"
            initialValues={{ responder_para: defaultContact, titulo: null }}
            onFinish={finish}
            onValuesChange={() => setSent(null)}
          >
            {clientes.length > 1 && (
              <Form.Item
                name="cod_cliente"
                label="Cliente"
                rules={[{ required: true, message: 'Escolha o cliente.' }]}
              >
                <Select
                  placeholder="Escolha o cliente"
                  options={clientes.map((c) => ({ value: c.cod_cliente, label: `${c.cod_cliente} · ${c.nome_fantasia}` }))}
                  onChange={() => form.setFieldValue('titulo', null)}
                />
              </Form.Item>
            )}
            {single && (
              <p className="contact-customer">
                Cliente: <strong>{`${single.cod_cliente} · ${single.nome_fantasia}`}</strong>
              </p>
            )}
            <Form.Item
              name="assunto"
              label="Assunto"
              rules={[
                { required: true, whitespace: true, message: 'Informe o assunto.' },
                LIMIT.assunto.rule,
                {
                  validator: (_, v: string | undefined) =>
                    v && hasCrLf(v) ? Promise.reject(new Error('Não use quebras de linha.')) : Promise.resolve(),
                },
              ]}
            >
              <Input count={LIMIT.assunto.count} placeholder="Ex.: boleto com valor diferente" />
            </Form.Item>
            <Form.Item name="titulo" label="Título (opcional)">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={customer === undefined && clientes.length > 1 ? 'Escolha antes o cliente' : 'Nenhum título'}
                options={titleOptions}
                loading={optionsStatus === 'loading'}
                notFoundContent="Nenhum título encontrado"
              />
            </Form.Item>
            <Form.Item
              name="mensagem"
              label="Mensagem"
              rules={[
                { required: true, whitespace: true, message: 'Escreva a mensagem.' },
                { min: 10, message: 'Escreva pelo menos 10 caracteres.' },
                LIMIT.mensagem.rule,
              ]}
            >
              <Input.TextArea rows={5} count={LIMIT.mensagem.count} />
            </Form.Item>
            <Form.Item
              name="responder_para"
              label="Responder para (e-mail ou telefone)"
              rules={[{ required: true, whitespace: true, message: 'Informe um e-mail ou telefone para a resposta.' }, contactRule]}
            >
              <Input autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={sending}>
              Enviar mensagem
            </Button>
          </Form>
        </Card>
      </section>

      <Section
        title="Minhas mensagens"
        status={status}
        error={error}
        onRetry={onRetry}
        empty={mensagens.length === 0}
        emptyText="Você ainda não escreveu ao Financeiro."
      >
        <ol className="contact-thread-list">
          {mensagens.map((m) => (
            <li key={m.id}>
              <article aria-label={m.assunto} className="contact-thread">
                <header>
                  <strong>{m.assunto}</strong>{' '}
                  <Tag color={m.status === 'novo' ? 'blue' : 'green'}>
                    {m.status === 'novo' ? 'Aguardando resposta' : STATUS_LABEL.respondido}
                  </Tag>
                  <div className="contact-meta">
                    Enviada em {formatDateTime(m.criado_em)} · {m.nome_fantasia}
                    {m.titulo_documento ? ` · título ${m.titulo_documento}` : ''}
                  </div>
                </header>
                <p className="contact-text">{m.mensagem}</p>
                {m.respostas.map((r) => (
                  <div key={r.id} className="contact-reply" aria-label={`Resposta de ${r.autor_nome}`}>
                    <div className="contact-meta">
                      Resposta do Financeiro · {r.autor_nome} · {formatDateTime(r.criado_em)}
                    </div>
                    <p className="contact-text">{r.texto}</p>
                  </div>
                ))}
              </article>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  )
}
