import { Button, Form, Input } from 'antd'
import { useState } from 'react'
import { DateText } from '@/shared/ui/formatted'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveRecord } from '../customer-panel-data'
import { useObservacoes, useRecordSave, useUsuariosList } from '../hooks'
import { RECORD_NOUNS, byInstantDesc, recordWords, userName, withNames } from '../lib'
import type { Observacao } from '../types'
import { DeleteRecord } from './confirm-delete'
import { EditButton, SaveProblems } from './record-form'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'

const TEXTO = limitedText(5000)
const WORDS = recordWords(RECORD_NOUNS.observacao)

function ObservacaoForm({
  cod,
  editing,
  onDone,
}: {
  cod: number
  editing: Observacao | null
  onDone: () => void
}) {
  const dispatch = useAppDispatch()
  const [form] = Form.useForm<{ texto?: string }>()
  const { busy, problems, save } = useRecordSave(form)

  async function onFinish(values: { texto?: string }) {
    await save(async () => {
      const body = editing
        ? { ...editing, texto: values.texto!.trim() }
        : { cod_cliente: cod, texto: values.texto!.trim() }
      await saveRecord(dispatch, 'observacao', body, editing?.id)
      showMessage('success', WORDS.saved(!editing))
      form.resetFields()
      onDone()
    })
  }

  return (
    <Form
      form={form}
      name={editing ? `observacao-${editing.id}` : `observacao-nova-${cod}`}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ texto: editing?.texto ?? '' }}
      className="cp-inline-form"
    >
      <Form.Item
        name="texto"
        label={editing ? WORDS.edit : WORDS.new}
        rules={[{ required: true, whitespace: true }, TEXTO.rule]}
      >
        <Input.TextArea
          rows={2}
          count={TEXTO.count}
          placeholder="Ex.: prefere contato pela manhã"
        />
      </Form.Item>
      <SaveProblems problems={problems} title={WORDS.saveFailed} spaced />
      <span className="cp-row-actions">
        <Button htmlType="submit" loading={busy}>
          {editing ? WORDS.save : 'Adicionar observação'}
        </Button>
        {editing && (
          <Button type="link" onClick={onDone} disabled={busy}>
            Cancelar
          </Button>
        )}
      </span>
    </Form>
  )
}

/** Free notes on the customer, newest first. */
export function ObservacoesSection({ cod }: { cod: number }) {
  const { rows: observacoes, status, error, retry } = useObservacoes(cod)
  const { usuarios, status: names } = useUsuariosList()
  const panel = { observacoes, usuarios }
  const [editing, setEditing] = useState<Observacao | null>(null)
  const list = byInstantDesc(panel.observacoes)
  return (
    <Section
      title="Observações"
      {...withNames({ status, empty: list.length === 0 }, names)}
      error={error}
      onRetry={retry}
      emptyText="Nenhuma observação sobre este cliente."
      header={
        <ObservacaoForm
          key={editing?.id ?? 'nova'}
          cod={cod}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      }
    >
      <ul className="cp-list" aria-label="Lista de observações">
        {list.map((o) => (
          <li key={o.id} className={`cp-list-item${editing?.id === o.id ? ' is-editing' : ''}`}>
            <div className="cp-list-main">
              <div className="cp-muted">
                <DateText value={o.data} withTime /> · {userName(panel.usuarios, o.usuario)}
              </div>
              <div className="cp-text">{o.texto}</div>
            </div>
            <span className="cp-row-actions">
              <EditButton ariaLabel={WORDS.editRow(o.id)} onClick={() => setEditing(o)} />
              <DeleteRecord kind="observacao" id={o.id} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
