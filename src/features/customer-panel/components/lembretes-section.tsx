import { Alert, Button, Form, Input, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { todayISO } from '@/shared/lib/date'
import { StrictDatePicker, validDateRule } from '@/shared/ui/strict-date-picker'
import { DateText } from '@/shared/ui/formatted'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveRecord } from '../customer-panel-data'
import { useLembretes, useRecordAction, useRecordSave, useUsuariosList } from '../hooks'
import { isOverdueInstant, userName, withNames } from '../lib'
import type { Lembrete } from '../types'
import { AtendimentoField, useDefaultAtendimento } from './atendimento-select'
import { DeleteRecord } from './confirm-delete'
import { SaveProblems } from './record-form'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'

/** the server's limit for the reminder; hh:mm for the hour */
const DESCRICAO = limitedText(1000)
const HORA_LIMIT = limitedText(5)

interface Values {
  data?: Dayjs | null
  hora?: string
  descricao?: string
  atendimento?: number | null
}

const HORA = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** "9:05" → "09:05"; null when it is not a time of day. */
export function parseHora(text: string | undefined): string | null {
  const m = HORA.exec((text ?? '').trim())
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : null
}

/** The reminder's instant from its day and time, in São Paulo (no DST since 2019). */
export function reminderInstant(day: Dayjs, hora: string): string {
  return `${day.format('YYYY-MM-DD')}T${hora}:00-03:00`
}

/** A reminder in the past would never ring: refused next to the field (a minute of slack). */
export function reminderInPast(day: Dayjs, hora: string | null, now = Date.now()): boolean {
  const iso = day.format('YYYY-MM-DD')
  if (iso < todayISO(new Date(now))) return true
  if (!hora) return false
  return Date.parse(reminderInstant(day, hora)) < now - 60_000
}

function LembreteForm({ cod }: { cod: number }) {
  const dispatch = useAppDispatch()
  const [form] = Form.useForm<Values>()
  const { busy, problems, save } = useRecordSave(form)
  const defaultAtendimento = useDefaultAtendimento(cod)

  async function onFinish(values: Values) {
    await save(async () => {
      const body = {
        cod_cliente: cod,
        data: reminderInstant(values.data!, parseHora(values.hora)!),
        descricao: values.descricao!.trim(),
        atendimento: values.atendimento ?? null,
        concluido: false,
      }
      await saveRecord(dispatch, 'lembrete', body)
      showMessage('success', 'Lembrete criado.')
      form.resetFields()
    })
  }

  return (
    <Form<Values>
      form={form}
      name={`lembrete-${cod}`}
      layout="vertical"
      onFinish={onFinish}
      className="cp-inline-form"
      aria-label="Novo lembrete"
    >
      <div className="cp-form-row">
        <Form.Item
          name="data"
          label="Data do lembrete"
          dependencies={['hora']}
          rules={[
            { required: true, message: 'Informe a data do lembrete.' },
            validDateRule((d) =>
              reminderInPast(d, parseHora(form.getFieldValue('hora')))
                ? 'O lembrete não pode ficar no passado.'
                : null,
            ),
          ]}
          className="cp-date"
        >
          {/* no disabledDate: the picker would drop a typed past date without a word */}
          <StrictDatePicker />
        </Form.Item>
        <Form.Item
          name="hora"
          label="Hora"
          initialValue="09:00"
          rules={[
            { required: true, message: 'Informe a hora.' },
            HORA_LIMIT.rule,
            {
              validator: (_, value: string | undefined) =>
                !value || parseHora(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Hora inválida. Use hh:mm, de 00:00 a 23:59.')),
            },
          ]}
          className="cp-narrow"
        >
          <Input inputMode="numeric" placeholder="hh:mm" count={HORA_LIMIT.count} />
        </Form.Item>
        <AtendimentoField cod={cod} className="cp-grow" initialValue={defaultAtendimento} />
      </div>
      <Form.Item
        name="descricao"
        label="Lembrete"
        rules={[{ required: true, whitespace: true }, DESCRICAO.rule]}
      >
        <Input placeholder="Ex.: confirmar o pagamento da parcela" count={DESCRICAO.count} />
      </Form.Item>
      <SaveProblems problems={problems} title="Não foi possível criar o lembrete." spaced />
      <Button htmlType="submit" loading={busy}>
        Adicionar lembrete
      </Button>
    </Form>
  )
}

function LembreteActions({ lembrete }: { cod: number; lembrete: Lembrete }) {
  const dispatch = useAppDispatch()
  const completing = useRecordAction()
  return (
    <span className="cp-row-actions">
      {!lembrete.concluido && (
        <Button
          size="small"
          type="link"
          loading={completing.busy}
          aria-label={`Concluir lembrete ${lembrete.descricao}`}
          onClick={() =>
            completing.act(
              () => saveRecord(dispatch, 'lembrete', { ...lembrete, concluido: true }, lembrete.id),
              'Lembrete concluído.',
            )
          }
        >
          Concluir
        </Button>
      )}
      <DeleteRecord
        kind="lembrete"
        id={lembrete.id}
        ariaLabel={`Excluir lembrete ${lembrete.descricao}`}
      />
    </span>
  )
}

/** The pending reminder, on its own: the attendance screen shows just this. */
export function PendingReminder({ cod }: { cod: number }) {
  const { pendente: pending } = useLembretes(cod)
  if (!pending) return null
  const overdue = isOverdueInstant(pending.data)
  return (
    <Alert
      className="cp-pending"
      type={overdue ? 'warning' : 'info'}
      showIcon
      role="status"
      title={overdue ? 'Lembrete pendente (atrasado)' : 'Lembrete pendente'}
      description={
        <>
          <div className="cp-text">
            <strong>{pending.descricao}</strong>
          </div>
          <div className="cp-pending-foot">
            <DateText value={pending.data} withTime />
            <LembreteActions cod={cod} lembrete={pending} />
          </div>
        </>
      }
    />
  )
}

/** Reminders: the pending one highlighted; create, complete, delete (with confirmation). */
export function LembretesSection({ cod }: { cod: number }) {
  const { rows: lembretes, pendente, status, error, retry } = useLembretes(cod)
  const { usuarios, status: names } = useUsuariosList()
  const panel = { lembrete_pendente: pendente, lembretes, usuarios }
  const pendingId = panel.lembrete_pendente?.id
  return (
    <Section
      title="Lembretes"
      {...withNames({ status, empty: panel.lembretes.length === 0 }, names)}
      error={error}
      onRetry={retry}
      emptyText="Nenhum lembrete para este cliente."
      header={
        <>
          <PendingReminder cod={cod} />
          <LembreteForm cod={cod} />
        </>
      }
    >
      <ul className="cp-list" aria-label="Lista de lembretes">
        {panel.lembretes.map((l) => {
          const overdue = !l.concluido && isOverdueInstant(l.data)
          return (
            <li
              key={l.id}
              className={`cp-list-item${l.id === pendingId ? ' is-pending' : ''}${l.concluido ? ' is-done' : ''}`}
            >
              <div className="cp-list-main">
                <div>
                  <DateText value={l.data} withTime />{' '}
                  {l.id === pendingId && <Tag color="orange">Pendente</Tag>}
                  {l.concluido ? (
                    <Tag>Concluído</Tag>
                  ) : overdue ? (
                    <Tag color="red">Atrasado</Tag>
                  ) : null}
                </div>
                <div className="cp-text">{l.descricao}</div>
                <div className="cp-muted">{userName(panel.usuarios, l.usuario)}</div>
              </div>
              <LembreteActions cod={cod} lembrete={l} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
