import { Alert, Button, DatePicker, Form, Input, Select, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { todayISO } from '@/shared/lib/date'
import { useAppDispatch } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { useFormDraft } from '@/shared/ui/form-draft'
import { atendimentoEditCancelled } from '../customer-panel-slice'
import { createAtendimento, editAtendimento } from '../customer-panel-thunks'
import { saveFailed } from '@/shared/ui/save-failed'
import { usePanel, useSingleFlight, useStatus } from '../hooks'

interface Values {
  tipo_resultado?: number
  forma_cobranca?: number | null
  data_retorno?: Dayjs | null
  observacao?: string
}

export const DATE_FORMAT = 'DD/MM/YYYY'

/** Enter confirms the typed date inside the picker; it must not also submit the whole form. */
export function keepEnterInPicker(event: React.KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault()
}

/**
 * The attendance form: add (default) or edit the attendance chosen in the timeline
 * (atendimento_form_type / atendimento_form_edit_object). Only active result types are offered.
 */
export function AtendimentoForm({ cod }: { cod: number }) {
  const dispatch = useAppDispatch()
  const panel = usePanel(
    'tiposResultado',
    'formasCobranca',
    'atendimento_form_type',
    'atendimento_form_edit_object',
    'cliente',
  )
  const lookupsStatus = useStatus('lookups')
  const {
    tiposResultado,
    formasCobranca,
    atendimento_form_type: mode,
    atendimento_form_edit_object: editing,
  } = panel
  const [form] = Form.useForm<Values>()
  const { busy, run } = useSingleFlight()
  const [problems, setProblems] = useState<string[]>([])
  const defaultForma =
    panel.cliente?.cod_cliente === cod ? (panel.cliente.forma_cobranca ?? null) : null

  useEffect(() => {
    setProblems([])
    if (mode === 'edit' && editing) {
      form.setFieldsValue({
        tipo_resultado: editing.tipo_resultado,
        forma_cobranca: editing.forma_cobranca ?? null,
        data_retorno: editing.data_retorno ? dayjs(editing.data_retorno) : null,
        observacao: editing.observacao ?? '',
      })
    } else {
      form.resetFields()
    }
  }, [mode, editing, form])

  // The customer's own method, once it is known, unless the user already chose one.
  useEffect(() => {
    if (mode === 'add' && defaultForma !== null && form.getFieldValue('forma_cobranca') == null) {
      form.setFieldValue('forma_cobranca', defaultForma)
    }
  }, [defaultForma, mode, form])

  // Declared after the reset effects above: a kept draft (session ended, offline reload) wins.
  const draft = useFormDraft(form, `atendimento-${cod}`, { enabled: mode === 'add' })

  const resultOptions = tiposResultado.map((t) => ({ value: t.id, label: t.descricao }))
  // An attendance saved with a result type that is now inactive still shows its number.
  if (editing && mode === 'edit' && !tiposResultado.some((t) => t.id === editing.tipo_resultado)) {
    resultOptions.push({
      value: editing.tipo_resultado,
      label: `Resultado inativo #${editing.tipo_resultado}`,
    })
  }

  async function onFinish(values: Values) {
    await run(async () => {
      setProblems([])
      const fields = {
        tipo_resultado: values.tipo_resultado!,
        forma_cobranca: values.forma_cobranca ?? null,
        data_retorno: values.data_retorno ? values.data_retorno.format('YYYY-MM-DD') : null,
        observacao: values.observacao?.trim() ?? '',
      }
      try {
        if (mode === 'edit' && editing) {
          await dispatch(editAtendimento({ ...editing, ...fields })).unwrap()
          showMessage('success', 'Atendimento atualizado.')
        } else {
          await dispatch(createAtendimento({ cod_cliente: cod, ...fields })).unwrap()
          showMessage('success', 'Atendimento registrado.')
          draft.clear()
          form.resetFields()
          form.setFieldValue('forma_cobranca', defaultForma)
        }
      } catch (error) {
        setProblems(saveFailed(error, form))
      }
    })
  }

  const today = todayISO()
  return (
    <Form<Values>
      form={form}
      name={`atendimento-${cod}`}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={draft.onValuesChange}
      initialValues={{ forma_cobranca: defaultForma, observacao: '' }}
      className="cp-atendimento-form"
      aria-label={mode === 'edit' ? 'Editar atendimento' : 'Novo atendimento'}
    >
      {mode === 'edit' && editing && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Editando o atendimento #${editing.id}`}
        />
      )}
      <div className="cp-form-row">
        <Form.Item
          name="tipo_resultado"
          label="Resultado"
          rules={[{ required: true }]}
          className="cp-grow"
        >
          <Select
            options={resultOptions}
            placeholder="Escolha o resultado"
            showSearch={{ optionFilterProp: 'label' }}
            loading={lookupsStatus === 'loading'}
          />
        </Form.Item>
        <Form.Item name="forma_cobranca" label="Forma de cobrança" className="cp-grow">
          <Select
            allowClear
            placeholder="—"
            options={formasCobranca.map((f) => ({ value: f.id, label: f.descricao }))}
          />
        </Form.Item>
        <Form.Item name="data_retorno" label="Próximo contato" className="cp-date">
          <DatePicker
            format={DATE_FORMAT}
            placeholder="dd/mm/aaaa"
            style={{ width: '100%' }}
            disabledDate={mode === 'add' ? (d) => d.format('YYYY-MM-DD') < today : undefined}
            onKeyDown={keepEnterInPicker}
          />
        </Form.Item>
      </div>
      <Form.Item name="observacao" label="Anotações" rules={[{ max: 5000 }]}>
        <Input.TextArea rows={3} placeholder="O que foi combinado com o cliente" maxLength={5000} />
      </Form.Item>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="Não foi possível salvar o atendimento."
          description={problems.join(' ')}
        />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {mode === 'edit' ? 'Salvar alterações' : 'Registrar atendimento'}
        </Button>
        {mode === 'edit' && (
          <Button onClick={() => dispatch(atendimentoEditCancelled())} disabled={busy}>
            Cancelar edição
          </Button>
        )}
      </Space>
    </Form>
  )
}
