import { Alert, Button, Form, Input, Popconfirm, Space, Tag } from 'antd'
import type { Rule } from 'antd/es/form'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useMemo, useRef, useState } from 'react'
import { formatBRL } from '@/shared/lib/money'
import {
  RegisterFormLayout,
  fieldInput,
  fieldLimit,
  fieldRules,
  toFormValues,
  toPayload,
  type FieldDef,
} from '@/shared/ui/register'
import { showMessage } from '@/shared/ui/feedback'
import { DateText, Money } from '@/shared/ui/formatted'
import { saveFailed } from '@/shared/ui/save-failed'
import { limitedText, textLimitError } from '@/shared/ui/text-limit'
import {
  usePatchCobrancaParecerCreditoIdMutation,
  usePostCobrancaParecerCreditoIdDecidirMutation,
  usePostCobrancaParecerCreditoMutation,
} from '../credit-data'
import type { Parecer, ParecerPayload, ScoreResposta } from '../types'
import { STATUS_COLOR, authorName, statusLabel } from '../versions'

export const MIN_PARECER = 30
/** the server's limit for the decision's comment */
const COMENTARIO_MAX = 2000
const COMENTARIO = limitedText(COMENTARIO_MAX)

const afterRule = (after: string, message: string): Rule => ({
  validator: (_r, value: unknown) =>
    !value || !dayjs.isDayjs(value) || (value as Dayjs).format('YYYY-MM-DD') > after
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
})

function fieldsFor(editing: Parecer | null, today: string): FieldDef<ParecerPayload>[] {
  const fields: FieldDef<ParecerPayload>[] = [
    { name: 'limite_solicitado', label: 'Limite solicitado', kind: 'money', half: true, help: 'O que o cliente ou o vendedor pediu.' },
    { name: 'limite_sugerido', label: 'Limite sugerido', kind: 'money', required: true, half: true },
    {
      name: 'validade',
      label: 'Validade',
      kind: 'date',
      half: true,
      // The kit's required rule adds `whitespace`, which refuses a dayjs value: required is ours here.
      rules: [{ required: true, message: 'Informe a validade.' }, afterRule(editing?.data ?? today, 'A validade deve ser posterior à data do parecer.')],
    },
    {
      name: 'classe_risco',
      label: 'Classe de risco',
      kind: 'select',
      half: true,
      options: ['A', 'B', 'C', 'D', 'E'].map((c) => ({ value: c, label: `Classe ${c}` })),
    },
    {
      name: 'parecer',
      label: 'Parecer (fundamentação)',
      kind: 'textarea',
      required: true,
      maxLength: 10000,
      help: 'Escreva para quem ler daqui a um ano: o que viu, o que decidiu e por quê.',
      rules: [{ min: MIN_PARECER, message: `Escreva pelo menos ${MIN_PARECER} caracteres.` }],
    },
    { name: 'garantias', label: 'Garantias', kind: 'text', maxLength: 2000, placeholder: 'Aval dos sócios, duplicatas…' },
    { name: 'condicoes_pagamento', label: 'Condições de pagamento', kind: 'text', maxLength: 2000, placeholder: 'Boleto 28 dias…' },
  ]
  if (editing) {
    fields.push({
      name: 'motivo',
      label: 'Motivo da alteração',
      kind: 'textarea',
      required: true,
      maxLength: 2000,
      help: 'Fica registrado na nova versão, com seu nome e a data.',
    })
  }
  return fields
}

export interface ParecerFormProps {
  codCliente: number
  /** the opinion being changed; null writes a new one */
  editing: Parecer | null
  score: ScoreResposta | null
  today: string
  onSaved: (saved: Parecer) => void
  onCancel?: () => void
}

/** The opinion's fields beside the exposure; an edit of an existing opinion becomes a new version. */
export function ParecerForm({ codCliente, editing, score, today, onSaved, onCancel }: ParecerFormProps) {
  const [createParecer] = usePostCobrancaParecerCreditoMutation()
  const [updateParecer] = usePatchCobrancaParecerCreditoIdMutation()
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const submitting = useRef(false)
  const fields = useMemo(() => fieldsFor(editing, today), [editing, today])
  const initial = useMemo(() => {
    const values = toFormValues(fields as readonly FieldDef[], (editing ?? {}) as Record<string, unknown>)
    const validade = editing?.validade ?? dayjs(today).add(6, 'month').format('YYYY-MM-DD')
    values.validade = dayjs(validade.slice(0, 10))
    return values
  }, [editing, fields, today])

  useEffect(() => {
    form.resetFields()
    form.setFieldsValue(initial)
    setProblems([])
  }, [form, initial])

  // The score's class fills an untouched, empty field; it never overwrites what was chosen.
  const classe = score?.classe
  useEffect(() => {
    if (!editing && classe && !form.isFieldTouched('classe_risco') && !form.getFieldValue('classe_risco'))
      form.setFieldsValue({ classe_risco: classe })
  }, [classe, editing, form])

  async function submit(values: Record<string, unknown>) {
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    setProblems([])
    try {
      const payload = {
        ...toPayload(fields as readonly FieldDef[], values),
        cod_cliente: codCliente,
      } as unknown as ParecerPayload
      // a new opinion, or a new version of this one (the API requires the reason on edits)
      const saved = editing
        ? await updateParecer({ id: editing.id, alteracaoParecerCredito: { ...payload, motivo: payload.motivo ?? '' } }).unwrap()
        : await createParecer({ novoParecerCredito: payload }).unwrap()
      showMessage('success', editing ? `Nova versão (${saved.versao ?? ''}) salva.` : 'Parecer salvo para análise.')
      onSaved(saved)
    } catch (error) {
      setProblems(saveFailed(error, form))
    } finally {
      submitting.current = false
      setBusy(false)
    }
  }

  return (
    <RegisterFormLayout
      form={form}
      onFinish={submit}
      className="credit-form"
      aria-label={editing ? 'Alterar parecer' : 'Novo parecer'}
    >
      <div className="register-form-grid">
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={fieldRules(field as FieldDef)}
            extra={
              field.name !== 'limite_sugerido' ? (
                field.help
              ) : score ? (
                <Button
                  type="link"
                  size="small"
                  className="credit-use-score"
                  onClick={() =>
                    form.setFields([
                      {
                        name: 'limite_sugerido',
                        value: toFormValues([field as FieldDef], { limite_sugerido: score.limite_sugerido }).limite_sugerido,
                        touched: true,
                        errors: [],
                      },
                    ])
                  }
                >
                  Usar o do score ({formatBRL(score.limite_sugerido)})
                </Button>
              ) : undefined
            }
            className={field.half ? 'register-field-half' : 'register-field-full'}
          >
            {field.name === 'parecer' ? (
              <Input.TextArea rows={6} count={fieldLimit(field as FieldDef)?.count} />
            ) : (
              fieldInput(field as FieldDef)
            )}
          </Form.Item>
        ))}
      </div>
      {problems.length > 0 && (
        <Alert type="error" showIcon title="Não foi possível salvar." description={problems.join(' ')} className="credit-gap" />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {editing ? 'Salvar nova versão' : 'Salvar parecer'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
      </Space>
    </RegisterFormLayout>
  )
}

/** Approve or refuse an opinion under analysis; who decides is recorded by the server. */
export function DecisionBox({ parecer, canDecide }: { parecer: Parecer; canDecide: boolean }) {
  const [decidir] = usePostCobrancaParecerCreditoIdDecidirMutation()
  const [comentario, setComentario] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'aprovado' | 'reprovado' | null>(null)
  const sending = useRef(false)

  if (parecer.situacao !== 'em_analise') {
    const status = parecer.status ?? parecer.situacao ?? ''
    return (
      <div className="credit-decided" role="status">
        <Tag color={STATUS_COLOR[status as keyof typeof STATUS_COLOR] ?? 'default'}>{statusLabel(status)}</Tag>
        {parecer.aprovado_em && (
          <span>
            por <strong>{authorName(parecer.aprovado_por_nome, parecer.aprovado_por)}</strong> em{' '}
            <DateText value={parecer.aprovado_em} withTime />
          </span>
        )}
        {parecer.comentario_decisao && <p className="credit-muted">“{parecer.comentario_decisao}”</p>}
      </div>
    )
  }
  if (!canDecide) {
    return <Alert type="info" showIcon title="Seu perfil não permite decidir pareceres de crédito." />
  }

  // over the limit: said under the field at once, and nothing is decided until it is shortened
  const tooLong = textLimitError(comentario, COMENTARIO_MAX, 'aprovar ou reprovar')
  const shown = tooLong ?? error

  async function decide(situacao: 'aprovado' | 'reprovado') {
    if (sending.current || tooLong) return
    if (situacao === 'reprovado' && !comentario.trim()) {
      setError('Informe o motivo da reprovação.')
      return
    }
    sending.current = true
    setBusy(situacao)
    setError(null)
    try {
      await decidir({ id: parecer.id, decisaoParecerCredito: { situacao, comentario: comentario.trim() } }).unwrap()
      showMessage('success', situacao === 'aprovado' ? 'Parecer aprovado.' : 'Parecer reprovado.')
      setComentario('')
    } catch (failure) {
      const problems = saveFailed(failure)
      setError(problems.join(' ') || null)
    } finally {
      sending.current = false
      setBusy(null)
    }
  }

  return (
    <section className="credit-decision" aria-label="Decisão">
      <label htmlFor="credit-decision-comment" className="credit-label">
        Comentário da decisão
      </label>
      <Input.TextArea
        id="credit-decision-comment"
        rows={2}
        count={COMENTARIO.count}
        value={comentario}
        onChange={(e) => {
          setComentario(e.target.value)
          if (error) setError(null)
        }}
        status={shown ? 'error' : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'credit-decision-error' : undefined}
      />
      {shown && (
        <div id="credit-decision-error" className="credit-error" role="alert">
          {shown}
        </div>
      )}
      <Space className="credit-gap">
        <Popconfirm
          title="Aprovar este parecer?"
          description={
            <>
              O limite do cliente passa a ser <Money value={parecer.limite_sugerido ?? null} />.
            </>
          }
          okText="Aprovar"
          cancelText="Cancelar"
          onConfirm={() => decide('aprovado')}
        >
          <Button type="primary" loading={busy === 'aprovado'} disabled={busy !== null || tooLong !== null}>
            Aprovar
          </Button>
        </Popconfirm>
        <Button
          danger
          loading={busy === 'reprovado'}
          disabled={busy !== null || tooLong !== null}
          onClick={() => decide('reprovado')}
        >
          Reprovar
        </Button>
      </Space>
    </section>
  )
}
