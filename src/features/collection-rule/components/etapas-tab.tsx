import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import {
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import { limitedText } from '@/shared/ui/text-limit'
import {
  useDeleteCobrancaReguaAcaoIdMutation,
  usePatchCobrancaReguaAcaoIdMutation,
  usePostCobrancaReguaAcaoMutation,
} from '../collection-rule-data'
import type { Channel, ReguaAcao, ReguaExtended, Template } from '../types'

export const MIN_DIAS = -15
export const MAX_DIAS = 90
const SPAN = MAX_DIAS - MIN_DIAS
const TICKS = [-15, -10, -5, 0, 5, 10, 15, 30, 45, 60, 75, 90]
const LANES: Channel[] = ['email', 'sms', 'whatsapp']
export const CANAL_LABEL: Record<Channel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' }
const CANAL_COLOR: Record<Channel, string> = { email: 'blue', sms: 'orange', whatsapp: 'green' }
/** the server's limit for a step's description */
const DESCRICAO = limitedText(120)

export const diaLabel = (dias: number) => (dias === 0 ? 'D0' : dias > 0 ? `D+${dias}` : `D−${-dias}`)
const left = (dias: number) => `${((dias - MIN_DIAS) / SPAN) * 100}%`

type Editing = { acao: ReguaAcao | null; defaults: Partial<ReguaAcao> } | null

/**
 * The steps of one rule on a timeline from D−15 to D+90, one lane per channel. Each save or
 * delete reloads the rules (the invalidation of collection-rule-data.ts).
 */
export function EtapasTab({ regua, templates }: { regua: ReguaExtended | null; templates: Template[] }) {
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [deleteAcao] = useDeleteCobrancaReguaAcaoIdMutation()
  if (!regua) return <Empty description="Escolha uma régua para ver as etapas." />
  const acoes = [...regua.acoes].sort((a, b) => a.dias - b.dias || a.ordem - b.ordem)
  const templateName = new Map(templates.map((t) => [t.id, t.nome]))

  function addAt(canal: Channel, event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const ratio = box.width > 0 ? (event.clientX - box.left) / box.width : 0
    const dias = Math.round(MIN_DIAS + ratio * SPAN)
    setEditing({ acao: null, defaults: { canal, dias: Math.max(MIN_DIAS, Math.min(MAX_DIAS, dias)) } })
  }

  async function remove(acao: ReguaAcao) {
    setDeleting(acao.id)
    try {
      await deleteAcao({ id: acao.id }).unwrap()
      showMessage('success', `Etapa ${diaLabel(acao.dias)} excluída.`)
    } catch (error) {
      saveFailed(error)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section aria-label={`Etapas da ${regua.nome}`}>
      <div className="cr-toolbar" style={{ justifyContent: 'space-between' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          Dias contados do vencimento: negativos antes, positivos depois. Uma etapa que cai em fim de
          semana ou feriado nacional sai no próximo dia útil; títulos que vencem em dia não útil
          contam o atraso a partir do dia útil seguinte. Clique numa faixa para incluir uma etapa
          naquele dia.
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ acao: null, defaults: { canal: 'email', dias: 0 } })}
        >
          Nova etapa
        </Button>
      </div>
      <div className="cr-timeline" role="group" aria-label="Linha do tempo da régua (D−15 a D+90)">
        <div className="cr-due-line" style={{ left: `calc(88px + (100% - 88px) * ${(0 - MIN_DIAS) / SPAN})` }} />
        {LANES.map((canal) => (
          <div
            key={canal}
            className="cr-lane"
            onClick={(e) => addAt(canal, e)}
            title={`Clique para incluir uma etapa de ${CANAL_LABEL[canal]}`}
          >
            <span className="cr-lane-label">{CANAL_LABEL[canal]}</span>
            {acoes
              .filter((a) => a.canal === canal)
              .map((a) => (
                <button
                  type="button"
                  key={a.id}
                  className={`cr-step cr-step-${a.canal}${a.ativo ? '' : ' cr-step-off'}`}
                  style={{ left: left(a.dias) }}
                  title={`${a.descricao} · ${templateName.get(a.template) ?? 'modelo removido'}${a.ativo ? '' : ' (inativa)'}`}
                  aria-label={`Editar etapa ${diaLabel(a.dias)} ${CANAL_LABEL[a.canal]}: ${a.descricao}`}
                  onClick={() => setEditing({ acao: a, defaults: {} })}
                >
                  {diaLabel(a.dias)}
                </button>
              ))}
          </div>
        ))}
        <div className="cr-axis" aria-hidden>
          {TICKS.map((t) => (
            <span key={t} style={{ left: left(t) }}>
              {diaLabel(t)}
            </span>
          ))}
        </div>
      </div>
      <Table<ReguaAcao>
        rowKey="id"
        size="small"
        dataSource={acoes}
        pagination={false}
        aria-label="Etapas da régua"
        locale={{ emptyText: 'Nenhuma etapa nesta régua. Inclua a primeira na linha do tempo.' }}
        columns={[
          { key: 'dias', title: 'Dia', render: (_: unknown, a) => diaLabel(a.dias), width: 80 },
          {
            key: 'canal',
            title: 'Canal',
            render: (_: unknown, a) => <Tag color={CANAL_COLOR[a.canal]}>{CANAL_LABEL[a.canal]}</Tag>,
          },
          { key: 'descricao', title: 'Descrição', dataIndex: 'descricao' },
          {
            key: 'template',
            title: 'Modelo',
            render: (_: unknown, a) => templateName.get(a.template) ?? '—',
          },
          {
            key: 'ativo',
            title: 'Situação',
            render: (_: unknown, a) => (a.ativo ? <Tag color="green">Ativa</Tag> : <Tag>Inativa</Tag>),
          },
          {
            key: 'acoes',
            title: 'Ações',
            align: 'right',
            render: (_: unknown, a) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Editar etapa ${diaLabel(a.dias)} ${CANAL_LABEL[a.canal]}`}
                  onClick={() => setEditing({ acao: a, defaults: {} })}
                />
                <Popconfirm
                  title={`Excluir a etapa ${diaLabel(a.dias)} (${CANAL_LABEL[a.canal]})?`}
                  description="Esta ação não pode ser desfeita."
                  okText="Excluir"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancelar"
                  onConfirm={() => remove(a)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    loading={deleting === a.id}
                    aria-label={`Excluir etapa ${diaLabel(a.dias)} ${CANAL_LABEL[a.canal]}`}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EtapaForm
        editing={editing}
        regua={regua}
        templates={templates}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </section>
  )
}

interface EtapaValues {
  dias: number
  canal: Channel
  template: number
  descricao: string
  ativo: boolean
  ordem: number
}

function EtapaForm({
  editing,
  regua,
  templates,
  onClose,
  onSaved,
}: {
  editing: Editing
  regua: ReguaExtended
  templates: Template[]
  onClose: () => void
  onSaved: () => void
}) {
  const [form] = Form.useForm<EtapaValues>()
  const [postAcao] = usePostCobrancaReguaAcaoMutation()
  const [patchAcao] = usePatchCobrancaReguaAcaoIdMutation()
  const [deleteAcao] = useDeleteCobrancaReguaAcaoIdMutation()
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState(false)
  const sending = useRef(false)
  const canal = Form.useWatch('canal', form) as Channel | undefined
  const open = editing !== null

  useEffect(() => {
    if (!editing) return
    const a = editing.acao
    form.resetFields()
    form.setFieldsValue(
      a
        ? { dias: a.dias, canal: a.canal, template: a.template, descricao: a.descricao, ativo: a.ativo, ordem: a.ordem }
        : { ativo: true, ordem: 1, descricao: '', ...editing.defaults },
    )
  }, [editing, form])

  /** Two steps of one rule on the same day and channel are refused before the request goes out. */
  const twinRule = {
    validator: (_: unknown, dias: number | null | undefined) => {
      const twin =
        typeof dias === 'number' && canal
          ? regua.acoes.find((a) => a.dias === dias && a.canal === canal && a.id !== editing?.acao?.id)
          : undefined
      return twin
        ? Promise.reject(
            new Error(
              `Já existe uma etapa em ${diaLabel(dias as number)} por ${CANAL_LABEL[twin.canal].replace('E-mail', 'e-mail')} nesta régua ("${twin.descricao}").`,
            ),
          )
        : Promise.resolve()
    },
  }

  async function removeStep() {
    const acao = editing?.acao
    if (!acao || sending.current) return
    sending.current = true
    setRemoving(true)
    try {
      await deleteAcao({ id: acao.id }).unwrap()
      showMessage('success', `Etapa ${diaLabel(acao.dias)} excluída.`)
      onSaved()
    } catch (error) {
      saveFailed(error)
    } finally {
      sending.current = false
      setRemoving(false)
    }
  }

  const options = templates
    .filter((t) => t.canal === canal)
    .map((t) => ({ value: t.id as number, label: t.ativo ? t.nome : `${t.nome} (inativo)` }))

  async function submit(values: EtapaValues) {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const acao = { ...values, regua: regua.id }
      const id = editing?.acao?.id
      if (id === undefined) await postAcao({ novaReguaAcao: acao }).unwrap()
      else await patchAcao({ id, alteracaoReguaAcao: acao }).unwrap()
      showMessage('success', editing?.acao ? 'Etapa atualizada.' : 'Etapa incluída.')
      onSaved()
    } catch (error) {
      saveFailed(error, form)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={editing?.acao ? `Editar etapa ${diaLabel(editing.acao.dias)}` : 'Nova etapa'}
      onCancel={onClose}
      okText="Salvar"
      cancelText="Cancelar"
      okButtonProps={{ htmlType: 'submit', form: 'cr-etapa-form', loading: busy, disabled: removing }}
      footer={(buttons) => (
        <>
          {editing?.acao && (
            <Popconfirm
              title={`Excluir a etapa ${diaLabel(editing.acao.dias)} (${CANAL_LABEL[editing.acao.canal]})?`}
              description="Esta ação não pode ser desfeita."
              okText="Excluir"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={removeStep}
            >
              <Button danger icon={<DeleteOutlined />} loading={removing} disabled={busy} style={{ float: 'left' }}>
                Excluir etapa
              </Button>
            </Popconfirm>
          )}
          {buttons}
        </>
      )}
      forceRender
    >
      <Form<EtapaValues> form={form} id="cr-etapa-form" layout="vertical" onFinish={submit}>
        <Space.Compact block>
          <Form.Item
            name="dias"
            label="Dia (em relação ao vencimento)"
            style={{ flex: 1 }}
            rules={[
              { required: true, message: 'Informe o dia.' },
              {
                type: 'integer',
                min: MIN_DIAS,
                max: MAX_DIAS,
                message: `Escolha um dia entre D−${-MIN_DIAS} e D+${MAX_DIAS}.`,
              },
              twinRule,
            ]}
            dependencies={['canal']}
            extra="Ex.: −3 para três dias antes, 1 para um dia depois."
          >
            <InputNumber style={{ width: '100%' }} min={MIN_DIAS} max={MAX_DIAS} precision={0} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="canal" label="Canal" rules={[{ required: true, message: 'Escolha o canal.' }]}>
          <Select
            options={(Object.keys(CANAL_LABEL) as Channel[]).map((c) => ({ value: c, label: CANAL_LABEL[c] }))}
            onChange={() => form.setFieldValue('template', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="template"
          label="Modelo"
          rules={[{ required: true, message: 'Escolha um modelo do canal.' }]}
        >
          <Select options={options} placeholder="Escolha um modelo" notFoundContent="Nenhum modelo deste canal." />
        </Form.Item>
        <Form.Item name="descricao" label="Descrição" rules={[DESCRICAO.rule]}>
          <Input placeholder="Ex.: Lembrete 3 dias antes" count={DESCRICAO.count} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="ordem" label="Ordem no dia">
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
          <Form.Item name="ativo" label="Ativa" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  )
}
