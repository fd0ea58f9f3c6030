import { Alert, Button, Form, Input, Select, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { todayISO } from '@/shared/lib/date'
import { useAppDispatch } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { useFormDraft } from '@/shared/ui/form-draft'
import { StrictDatePicker, validDateRule } from '@/shared/ui/strict-date-picker'
import { limitedText } from '@/shared/ui/text-limit'
import { atendimentoEditCancelled } from '../customer-panel-slice'
import { createAtendimento, createPromessa, editAtendimento } from '../customer-panel-data'
import { saveFailed } from '@/shared/ui/save-failed'
import { useClientePainel, usePanel, useResultTypes, useSingleFlight } from '../hooks'
import {
  isPromessaResult,
  promessaBody,
  PromessaFields,
  sumOfTitles,
  useOpenTitles,
  type PromessaValues,
} from './promessa-fields'
import { FormaCobrancaField, SaveProblems } from './record-form'

/** the server's limit for the attendance note */
const NOTE = limitedText(5000)

interface Values extends PromessaValues {
  tipo_resultado?: number
  forma_cobranca?: number | null
  data_retorno?: Dayjs | null
  observacao?: string
}

/**
 * The attendance form: add (default) or edit the attendance chosen in the timeline
 * (atendimento_form_type / atendimento_form_edit_object). Only active result types are offered.
 */
export function AtendimentoForm({ cod }: { cod: number }) {
  const dispatch = useAppDispatch()
  const panel = usePanel('atendimento_form_type', 'atendimento_form_edit_object')
  const { cliente } = useClientePainel(cod)
  const { tipos: tiposResultado, status: lookupsStatus } = useResultTypes()
  const { atendimento_form_type: mode, atendimento_form_edit_object: editing } = panel
  const [form] = Form.useForm<Values>()
  const { busy, run } = useSingleFlight()
  const [problems, setProblems] = useState<string[]>([])
  /** the attendance already saved when its promise was refused: a retry saves only the promise */
  const [savedAtendimento, setSavedAtendimento] = useState<number | null>(null)
  /** the amount follows the chosen titles until the user types one */
  const valorTyped = useRef(false)
  const { titulos: openTitles } = useOpenTitles(cod)
  const tipoResultado = Form.useWatch('tipo_resultado', form)
  const promessa = mode === 'add' && isPromessaResult(tiposResultado, tipoResultado)
  const defaultForma = cliente?.cod_cliente === cod ? (cliente.forma_cobranca ?? null) : null

  useEffect(() => {
    setProblems([])
    setSavedAtendimento(null)
    valorTyped.current = false
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

  function onValuesChange(changed: Partial<Values>) {
    draft.onValuesChange()
    if ('valor' in changed) valorTyped.current = Boolean(changed.valor)
    if ('titulos' in changed && !valorTyped.current) {
      form.setFieldValue('valor', sumOfTitles(openTitles, changed.titulos))
      if (form.isFieldTouched('valor')) void form.validateFields(['valor']).catch(() => undefined)
    }
  }

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
      if (mode === 'edit' && editing) {
        try {
          await editAtendimento(dispatch, { ...editing, ...fields })
          showMessage('success', 'Atendimento atualizado.')
        } catch (error) {
          setProblems(saveFailed(error, form))
        }
        return
      }
      let atendimento = savedAtendimento
      if (atendimento === null) {
        try {
          atendimento = (await createAtendimento(dispatch, { cod_cliente: cod, ...fields })).id
        } catch (error) {
          setProblems(saveFailed(error, form))
          return
        }
      }
      if (promessa) {
        try {
          const body = promessaBody(cod, values, atendimento, fields.observacao)
          await createPromessa(dispatch, body)
        } catch (error) {
          // The attendance stays saved; what was typed stays and a retry saves only the promise.
          setSavedAtendimento(atendimento)
          setProblems(saveFailed(error, form))
          return
        }
      }
      showMessage(
        'success',
        promessa ? 'Atendimento e promessa de pagamento registrados.' : 'Atendimento registrado.',
      )
      setSavedAtendimento(null)
      valorTyped.current = false
      draft.clear()
      form.resetFields()
      form.setFieldValue('forma_cobranca', defaultForma)
    })
  }

  const today = todayISO()
  return (
    <Form<Values>
      form={form}
      name={`atendimento-${cod}`}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={onValuesChange}
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
        <FormaCobrancaField />
        <Form.Item
          name="data_retorno"
          label="Próximo contato"
          className="cp-date"
          rules={[
            validDateRule((d) => {
              const iso = d.format('YYYY-MM-DD')
              // Editing keeps a past date already saved; a new one must be today or later.
              if (iso >= today || (mode === 'edit' && iso === editing?.data_retorno)) return null
              return 'O próximo contato não pode ser anterior a hoje.'
            }),
          ]}
        >
          {/* no disabledDate: the picker would drop a typed past date without a word */}
          <StrictDatePicker />
        </Form.Item>
      </div>
      {promessa && <PromessaFields cod={cod} form={form} />}
      <Form.Item name="observacao" label="Anotações" rules={[NOTE.rule]}>
        <Input.TextArea
          rows={3}
          placeholder="O que foi combinado com o cliente"
          count={NOTE.count}
        />
      </Form.Item>
      {savedAtendimento !== null ? (
        <SaveProblems
          problems={[...problems, 'Corrija e clique em "Registrar promessa" para tentar de novo.']}
          title="O atendimento foi registrado, mas a promessa de pagamento não foi salva."
          spaced
        />
      ) : (
        <SaveProblems problems={problems} title="Não foi possível salvar o atendimento." spaced />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {mode === 'edit'
            ? 'Salvar alterações'
            : savedAtendimento !== null && promessa
              ? 'Registrar promessa'
              : 'Registrar atendimento'}
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
