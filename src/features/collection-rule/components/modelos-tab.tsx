import { DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Segmented,
  Space,
  Switch,
  Table,
  Tag as AntTag,
  Tooltip,
  Typography,
} from 'antd'
import type { FormInstance } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { normalizeError } from '@/shared/api/errors'
import {
  SAMPLE_TAG_VALUES,
  extractTags,
  hasLineBreak,
  insertAtCursor,
  renderTemplate,
  unknownTags,
} from '@/shared/lib/template-tags'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import { showMessage } from '@/shared/ui/feedback'
import { applyServerErrors } from '@/shared/ui/form-errors'
import { LoadFailedAlert } from '@/shared/ui/retry'
import { saveFailed } from '@/shared/ui/save-failed'
import { limitedText } from '@/shared/ui/text-limit'
import {
  useDeleteCobrancaNotificacaoTemplateIdMutation,
  usePatchCobrancaNotificacaoTemplateIdMutation,
  usePostCobrancaNotificacaoTemplateMutation,
  usePostCobrancaNotificacaoTemplateTestMutation,
} from '../collection-rule-data'
import { SLOT, selectCollectionRule, templateEdited } from '../collection-rule-slice'
import type { Channel, Tag, Template } from '../types'
import { useCollectionRule } from '../use-collection-rule'
import { CANAL_LABEL } from './etapas-tab'
import { EmailPreview, SegmentCounter, TextPreview } from './message-preview'

const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp']
/** the server's limits for a template */
const LIMIT = { nome: limitedText(120), assunto: limitedText(255), corpo: limitedText(20000) }

/**
 * Message templates of each channel, each with its own editing slot; tags insert at the cursor.
 * Saving or deleting a template clears the three slots (the slice) and updates the list at once
 * (collection-rule-data.ts), then the list reloads.
 */
export function ModelosTab() {
  const dispatch = useAppDispatch()
  const { templates, tags, requests, reloadTemplates, reloadTags } = useCollectionRule()
  const slots = useAppSelector(selectCollectionRule)
  const [deleteTemplate] = useDeleteCobrancaNotificacaoTemplateIdMutation()
  const [canal, setCanal] = useState<Channel>('email')
  const [deleting, setDeleting] = useState<number | null>(null)
  const request = requests.templates
  const rows = templates.filter((t) => t.canal === canal)
  const slot = slots[SLOT[canal]]

  const edit = (template: Template | null) => dispatch(templateEdited({ canal, template }))

  async function remove(t: Template) {
    if (t.id === undefined) return
    setDeleting(t.id)
    try {
      await deleteTemplate({ id: t.id }).unwrap()
      showMessage('success', `Modelo "${t.nome}" excluído.`)
    } catch (error) {
      saveFailed(error)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section aria-label="Modelos de mensagem">
      <div className="cr-toolbar" style={{ justifyContent: 'space-between' }}>
        <Segmented<Channel>
          value={canal}
          onChange={setCanal}
          aria-label="Canal dos modelos"
          options={CHANNELS.map((c) => ({
            value: c,
            label: `${CANAL_LABEL[c]} (${templates.filter((t) => t.canal === c).length})`,
          }))}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => edit({ nome: '', canal, assunto: '', corpo: '', ativo: true })}
        >
          Novo modelo de {CANAL_LABEL[canal]}
        </Button>
      </div>
      {request.status === 'failed' && (
        <LoadFailedAlert
          title="Não foi possível carregar os modelos."
          error={request.error}
          onRetry={() => void reloadTemplates()}
        />
      )}
      {requests.tags.status === 'failed' && (
        <LoadFailedAlert
          title="Não foi possível carregar as marcações."
          error={requests.tags.error}
          onRetry={() => void reloadTags()}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<Template>
        rowKey={(t) => t.key ?? t.id ?? t.nome}
        size="small"
        dataSource={rows}
        loading={request.status === 'loading' && templates.length === 0}
        pagination={false}
        aria-label={`Modelos de ${CANAL_LABEL[canal]}`}
        locale={{ emptyText: `Nenhum modelo de ${CANAL_LABEL[canal]}.` }}
        columns={[
          { key: 'nome', title: 'Nome', dataIndex: 'nome' },
          ...(canal === 'email'
            ? [{ key: 'assunto', title: 'Assunto', dataIndex: 'assunto' as const }]
            : []),
          {
            key: 'ativo',
            title: 'Situação',
            render: (_: unknown, t) => (t.ativo ? <AntTag color="green">Ativo</AntTag> : <AntTag>Inativo</AntTag>),
          },
          {
            key: 'acoes',
            title: 'Ações',
            align: 'right',
            render: (_: unknown, t) => (
              <Space size={0}>
                <Tooltip title="Editar">
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Editar modelo ${t.nome}`}
                    onClick={() => edit(t)}
                  />
                </Tooltip>
                <Popconfirm
                  title={`Excluir o modelo "${t.nome}"?`}
                  description="Etapas que usam este modelo deixarão de enviar."
                  okText="Excluir"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancelar"
                  onConfirm={() => remove(t)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    loading={deleting === t.id}
                    aria-label={`Excluir modelo ${t.nome}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {slot && (
        <TemplateEditor
          key={`${canal}-${slot.id ?? 'novo'}`}
          template={slot}
          canal={canal}
          tags={tags}
          tagsStatus={requests.tags.status}
          onCancel={() => edit(null)}
          onSaved={(saved) => showMessage('success', `Modelo "${saved.nome}" salvo.`)}
        />
      )}
    </section>
  )
}

type Field = 'assunto' | 'corpo'
interface Values {
  nome: string
  assunto: string
  corpo: string
  ativo: boolean
}

function TemplateEditor({
  template,
  canal,
  tags,
  tagsStatus,
  onCancel,
  onSaved,
}: {
  template: Template
  canal: Channel
  tags: Tag[]
  /** 'failed': the merge tags did not load; the names in the text cannot be checked, only malformed ones */
  tagsStatus: RequestStatus
  onCancel: () => void
  onSaved: (t: Template) => void
}) {
  const [form] = Form.useForm<Values>()
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string[]>([])
  const [postTemplate] = usePostCobrancaNotificacaoTemplateMutation()
  const [patchTemplate] = usePatchCobrancaNotificacaoTemplateIdMutation()
  const sending = useRef(false)
  const lastField = useRef<Field>('corpo')
  const caret = useRef<Record<Field, [number, number] | null>>({ assunto: null, corpo: null })
  const corpo = Form.useWatch('corpo', form) ?? template.corpo
  const assunto = Form.useWatch('assunto', form) ?? template.assunto
  const known = useMemo(() => tags.map((t) => t.tag), [tags])
  const tagsFailed = tagsStatus === 'failed'
  /** the tags a text may use: the server's; when they failed to load, any well-formed one (cannot tell) */
  const allowedIn = (text: string) => (tagsFailed ? extractTags(text) : known)
  const email = canal === 'email'
  const unknown = useMemo(
    () => [
      ...new Set([
        ...unknownTags(corpo, tagsFailed ? extractTags(corpo) : known),
        ...(email ? unknownTags(assunto, tagsFailed ? extractTags(assunto) : known) : []),
      ]),
    ],
    [corpo, assunto, known, email, tagsFailed],
  )

  function remember(field: Field, el: HTMLInputElement | HTMLTextAreaElement) {
    lastField.current = field
    caret.current[field] = [el.selectionStart ?? el.value.length, el.selectionEnd ?? el.value.length]
  }

  function insert(tag: string) {
    const field: Field = email ? lastField.current : 'corpo'
    const current = String(form.getFieldValue(field) ?? '')
    // The field keeps its selection after losing focus to the tag button: read it there.
    const el = document.getElementById(`cr-template_${field}`) as HTMLInputElement | HTMLTextAreaElement | null
    const [start, end] =
      el && el.value === current && el.selectionStart !== null
        ? [el.selectionStart, el.selectionEnd ?? el.selectionStart]
        : (caret.current[field] ?? [current.length, current.length])
    const next = insertAtCursor(current, tag, start, end)
    form.setFieldValue(field, next.text)
    caret.current[field] = [next.caret, next.caret]
    void form.validateFields([field]).catch(() => undefined)
    requestAnimationFrame(() => {
      const target = document.getElementById(`cr-template_${field}`) as HTMLInputElement | HTMLTextAreaElement | null
      if (!target) return
      target.focus()
      target.setSelectionRange(next.caret, next.caret)
    })
  }

  const tagRule = {
    validator: (_: unknown, value: string | undefined) => {
      const bad = unknownTags(value ?? '', allowedIn(value ?? ''))
      return bad.length
        ? Promise.reject(new Error(`Marcações desconhecidas: ${bad.join(', ')}.`))
        : Promise.resolve()
    },
  }

  async function submit(values: Values) {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    setFormError([])
    try {
      const { id, key: _key, ...current } = template
      void _key
      const body = { ...current, ...values, assunto: email ? values.assunto : '', canal }
      const saved =
        id === undefined
          ? await postTemplate({ novoModeloMensagem: body }).unwrap()
          : await patchTemplate({ id, alteracaoModeloMensagem: body }).unwrap()
      onSaved(saved)
    } catch (error) {
      setFormError(saveFailed(error, form))
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  const sample = renderTemplate(corpo, SAMPLE_TAG_VALUES, { mode: 'text' })
  const title = template.id ? `Editar modelo: ${template.nome}` : `Novo modelo de ${CANAL_LABEL[canal]}`

  return (
    <Card title={title} style={{ marginTop: 16 }} role="region" aria-label={title}>
      <div className="cr-editor-grid">
        <div>
          <Form<Values>
            form={form}
            name="cr-template"
            layout="vertical"
            initialValues={{ nome: template.nome, assunto: template.assunto, corpo: template.corpo, ativo: template.ativo }}
            onFinish={submit}
          >
            {formError.length > 0 && (
              <Alert type="error" showIcon title={formError.join(' ')} style={{ marginBottom: 12 }} />
            )}
            <Form.Item name="nome" label="Nome do modelo" rules={[{ required: true, message: 'Informe o nome do modelo.' }, LIMIT.nome.rule]}>
              <Input count={LIMIT.nome.count} />
            </Form.Item>
            <Typography.Text strong id="cr-tags-label">
              Marcações (clique para inserir no cursor)
            </Typography.Text>
            <div className="cr-tag-list" role="group" aria-labelledby="cr-tags-label">
              {tags.map((t) => (
                <Tooltip key={t.key ?? t.tag} title={t.descricao}>
                  <Button size="small" onClick={() => insert(t.tag)} aria-label={`Inserir ${t.tag}: ${t.descricao}`}>
                    {t.tag}
                  </Button>
                </Tooltip>
              ))}
              {tagsFailed && (
                <Typography.Text type="secondary">
                  As marcações não carregaram: as do texto não são conferidas, só as malformadas.
                </Typography.Text>
              )}
            </div>
            {email && (
              <Form.Item
                name="assunto"
                label="Assunto"
                rules={[
                  { required: true, message: 'Informe o assunto.' },
                  LIMIT.assunto.rule,
                  {
                    validator: (_r, v: string | undefined) =>
                      hasLineBreak(v ?? '')
                        ? Promise.reject(new Error('O assunto não pode ter quebras de linha.'))
                        : Promise.resolve(),
                  },
                  tagRule,
                ]}
              >
                <Input
                  count={LIMIT.assunto.count}
                  onSelect={(e) => remember('assunto', e.currentTarget)}
                  onFocus={(e) => remember('assunto', e.currentTarget)}
                />
              </Form.Item>
            )}
            <Form.Item
              name="corpo"
              label={email ? 'Corpo (HTML)' : 'Mensagem'}
              rules={[{ required: true, message: 'Escreva a mensagem.' }, LIMIT.corpo.rule, tagRule]}
              extra={!email ? <SegmentCounter text={corpo} canal={canal} /> : undefined}
            >
              <Input.TextArea
                autoSize={{ minRows: email ? 10 : 5, maxRows: 24 }}
                count={LIMIT.corpo.count}
                onSelect={(e) => remember('corpo', e.currentTarget)}
                onFocus={(e) => remember('corpo', e.currentTarget)}
                style={email ? { fontFamily: 'ui-monospace, monospace', fontSize: 13 } : undefined}
              />
            </Form.Item>
            <Form.Item name="ativo" label="Ativo" valuePropName="checked">
              <Switch />
            </Form.Item>
            {unknown.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                title={`Marcações desconhecidas: ${unknown.join(', ')}. Corrija antes de salvar.`}
              />
            )}
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>
                Salvar modelo
              </Button>
              <Button onClick={onCancel}>Cancelar</Button>
            </Space>
          </Form>
        </div>
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Pré-visualização (valores de exemplo)
          </Typography.Title>
          {email ? (
            <>
              <p className="cr-subject">
                <strong>Assunto:</strong> {renderTemplate(assunto, SAMPLE_TAG_VALUES, { mode: 'text' })}
              </p>
              <EmailPreview html={corpo} values={SAMPLE_TAG_VALUES} title="Pré-visualização do e-mail" height={360} />
            </>
          ) : (
            <>
              <TextPreview text={sample} label={`Pré-visualização ${CANAL_LABEL[canal]}`} />
              <div>
                <Typography.Text type="secondary">Com valores de exemplo: </Typography.Text>
                <SegmentCounter text={sample} canal={canal} />
              </div>
            </>
          )}
          <TestSend canal={canal} getDraft={() => ({ assunto, corpo })} />
        </div>
      </div>
    </Card>
  )
}

function TestSend({
  canal,
  getDraft,
}: {
  canal: Channel
  getDraft: () => { assunto: string; corpo: string }
}) {
  const [form] = Form.useForm<{ destino: string }>()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const sending = useRef(false)
  const [testTemplate] = usePostCobrancaNotificacaoTemplateTestMutation()
  useEffect(() => setAnswer(null), [canal])

  async function send({ destino }: { destino: string }) {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    setAnswer(null)
    try {
      const result = await testTemplate({ testeModeloMensagem: { canal, destino, ...getDraft() } }).unwrap()
      setAnswer({ ok: true, text: result.detail })
    } catch (error) {
      const apiError = normalizeError(error)
      if (apiError.kind === 'validation') applyServerErrors(form as FormInstance, apiError)
      setAnswer({ ok: false, text: apiError.message })
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={send} style={{ marginTop: 16 }}>
      <Form.Item
        label={canal === 'email' ? 'Enviar teste para o e-mail' : 'Enviar teste para o telefone'}
        htmlFor="cr-test-destino"
        required
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="destino"
            noStyle
            rules={[
              { required: true, message: canal === 'email' ? 'Informe o e-mail.' : 'Informe o telefone com DDD.' },
              ...(canal === 'email' ? [{ type: 'email' as const, message: 'Informe um e-mail válido.' }] : []),
            ]}
          >
            <Input id="cr-test-destino" placeholder={canal === 'email' ? 'voce@boasafra.com.br' : '(11) 98765-4321'} />
          </Form.Item>
          <Button htmlType="submit" icon={<SendOutlined />} loading={busy}>
            Enviar teste
          </Button>
        </Space.Compact>
      </Form.Item>
      {answer && (
        <Alert type={answer.ok ? 'success' : 'error'} showIcon title={answer.text} role="status" />
      )}
    </Form>
  )
}
