import { Button, Checkbox, Form, Input, Switch, Tag, Typography } from 'antd'
import { Fragment, useState } from 'react'
import { emailRule, phoneRule } from '@/shared/lib/validators'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveRecord } from '../customer-panel-data'
import { useEmails, useRecordAction, useRecordModal, useTelefones } from '../hooks'
import type { ClienteEmail, ClienteTelefone } from '../types'
import { DeleteRecord } from './confirm-delete'
import { EditButton, RecordModal } from './record-form'
import { RECORD_NOUNS, emailBreakPoints, isDuplicateContact, worstStatus } from '../lib'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'

/** the server's limit for the contact's name; the phone's and e-mail's are the formats' */
const CONTATO = limitedText(200)
const TELEFONE = limitedText(20, { counter: false })
const EMAIL = limitedText(254)

type Contact =
  { kind: 'telefone'; row: ClienteTelefone | null } | { kind: 'email'; row: ClienteEmail | null }
/** A contact already saved: one item of the lists. */
type SavedContact =
  { kind: 'telefone'; row: ClienteTelefone } | { kind: 'email'; row: ClienteEmail }
type ContactKind = Contact['kind']
type ContactRow = ClienteTelefone | ClienteEmail

/** How the panel names each kind of contact and the channel it may be used for. */
const KINDS = {
  telefone: {
    noun: RECORD_NOUNS.telefone.name,
    channel: 'whatsapp',
    channelName: 'WhatsApp',
    channelText: 'WhatsApp',
  },
  email: {
    noun: RECORD_NOUNS.email.name,
    channel: 'recebe_cobranca',
    channelName: 'E-mail',
    channelText: 'Notificações',
  },
} as const

/** Refuses a phone or e-mail the customer already has (the row being edited does not count). */
function notRepeatedRule(
  kind: ContactKind,
  existing: readonly ContactRow[],
  editingId: number | undefined,
) {
  return {
    validator: (_: unknown, value: string) =>
      value && isDuplicateContact(kind, value, existing, editingId)
        ? Promise.reject(new Error(`Este ${KINDS[kind].noun} já está cadastrado para o cliente.`))
        : Promise.resolve(),
  }
}

interface Values {
  telefone?: string
  email?: string
  contato?: string
  whatsapp?: boolean
  recebe_cobranca?: boolean
  principal?: boolean
}

function ContactModal({
  cod,
  contact,
  onClose,
}: {
  cod: number
  contact: Contact
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const editing = contact.row
  const { save, modal } = useRecordModal<Values>(contact.kind, editing, onClose)
  const phone = contact.kind === 'telefone'
  const panel = { telefones: useTelefones(cod).rows, emails: useEmails(cod).rows }
  const initialValues: Values = phone
    ? {
        telefone: contact.row?.telefone ?? '',
        contato: contact.row?.contato ?? '',
        whatsapp: contact.row?.whatsapp ?? false,
        principal: contact.row?.principal ?? false,
      }
    : {
        email: contact.row?.email ?? '',
        contato: contact.row?.contato ?? '',
        recebe_cobranca: contact.row?.recebe_cobranca ?? true,
        principal: contact.row?.principal ?? false,
      }
  async function onFinish(values: Values) {
    await save(async () => {
      const body = phone
        ? {
            cod_cliente: cod,
            telefone: values.telefone!.trim(),
            contato: values.contato?.trim() ?? '',
            whatsapp: !!values.whatsapp,
            principal: !!values.principal,
          }
        : {
            cod_cliente: cod,
            email: values.email!.trim(),
            contato: values.contato?.trim() ?? '',
            recebe_cobranca: !!values.recebe_cobranca,
            principal: !!values.principal,
          }
      await saveRecord(dispatch, contact.kind, body, editing?.id)
      showMessage(
        'success',
        editing ? `Contato atualizado.` : `${phone ? 'Telefone' : 'E-mail'} adicionado.`,
      )
      onClose()
    })
  }

  return (
    <RecordModal<Values> {...modal} initialValues={initialValues} onFinish={onFinish}>
      {phone ? (
        <Form.Item
          name="telefone"
          label="Telefone"
          rules={[
            { required: true },
            TELEFONE.rule,
            phoneRule(),
            notRepeatedRule('telefone', panel.telefones, editing?.id),
          ]}
          extra="Com DDD, ex.: (11) 98765-4321"
        >
          <Input inputMode="tel" autoComplete="off" count={TELEFONE.count} />
        </Form.Item>
      ) : (
        <Form.Item
          name="email"
          label="E-mail"
          rules={[
            { required: true },
            EMAIL.rule,
            emailRule(),
            notRepeatedRule('email', panel.emails, editing?.id),
          ]}
        >
          <Input inputMode="email" autoComplete="off" count={EMAIL.count} />
        </Form.Item>
      )}
      <Form.Item name="contato" label="Contato" rules={[CONTATO.rule]}>
        <Input placeholder="Nome e setor, ex.: Marta (Financeiro)" count={CONTATO.count} />
      </Form.Item>
      {phone ? (
        <Form.Item name="whatsapp" valuePropName="checked">
          <Checkbox>Usar WhatsApp para notificações</Checkbox>
        </Form.Item>
      ) : (
        <Form.Item name="recebe_cobranca" valuePropName="checked">
          <Checkbox>Usar para notificações de cobrança</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="principal" valuePropName="checked">
        <Checkbox>Contato principal</Checkbox>
      </Form.Item>
    </RecordModal>
  )
}

/** Whether the contact may be used for notifications (WhatsApp for a phone), switched in place. */
function ChannelSwitch({
  kind,
  row,
  value,
}: {
  kind: ContactKind
  row: ContactRow
  value: string
}) {
  const dispatch = useAppDispatch()
  const { busy, act } = useRecordAction()
  const { channel, channelName } = KINDS[kind]
  return (
    <Switch
      size="small"
      checked={!!(row as unknown as Record<string, unknown>)[channel]}
      loading={busy}
      aria-label={`${channelName} para notificações: ${value}`}
      onChange={(next) =>
        act(
          () => saveRecord(dispatch, kind, { ...row, [channel]: next }, row.id),
          next ? 'Canal liberado para notificações.' : 'Canal retirado das notificações.',
        )
      }
    />
  )
}

/**
 * One phone or e-mail of the list: the value to copy (a long e-mail wraps at its dots), its tags
 * and contact name, the channel switch, 'Editar' and 'Excluir'.
 */
function ContactItem({
  contact,
  onEdit,
}: {
  contact: SavedContact
  onEdit: (contact: SavedContact) => void
}) {
  const { kind, row } = contact
  const { noun, channelText } = KINDS[kind]
  const value = contact.kind === 'telefone' ? contact.row.telefone : contact.row.email
  return (
    <li className="cp-list-item">
      <div className="cp-list-main">
        <div>
          <Typography.Text
            copyable={{ text: value, tooltips: [`Copiar ${noun}`, 'Copiado!'] }}
            strong
            className={kind === 'email' ? 'cp-email' : undefined}
          >
            {kind === 'email'
              ? emailBreakPoints(value).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && <wbr />}
                    {part}
                  </Fragment>
                ))
              : value}
          </Typography.Text>{' '}
          {contact.kind === 'telefone' && contact.row.tipo && (
            <Tag>{contact.row.tipo === 'celular' ? 'Celular' : 'Fixo'}</Tag>
          )}
          {row.principal && <Tag color="blue">Principal</Tag>}
        </div>
        {row.contato && <div className="cp-muted">{row.contato}</div>}
        <span className="cp-channel">
          <ChannelSwitch kind={kind} row={row} value={value} /> {channelText}
        </span>
      </div>
      <span className="cp-row-actions">
        <EditButton ariaLabel={`Editar ${noun} ${value}`} onClick={() => onEdit(contact)} />
        <DeleteRecord
          kind={kind}
          id={row.id}
          title={`Excluir o ${noun} ${value}?`}
          ariaLabel={`Excluir o ${noun} ${value}`}
          successMessage="Contato excluído."
        />
      </span>
    </li>
  )
}

/** The phones or the e-mails, when the customer has any. */
function ContactList({
  label,
  contacts,
  onEdit,
}: {
  label: string
  contacts: SavedContact[]
  onEdit: (contact: SavedContact) => void
}) {
  if (contacts.length === 0) return null
  return (
    <ul className="cp-list" aria-label={label}>
      {contacts.map((c) => (
        <ContactItem key={c.row.id} contact={c} onEdit={onEdit} />
      ))}
    </ul>
  )
}

/** Phones and e-mails with one-click copy, add/edit/delete, and the channels allowed for notifications. */
export function ContatosSection({ cod }: { cod: number }) {
  const phones = useTelefones(cod)
  const emails = useEmails(cod)
  const panel = { telefones: phones.rows, emails: emails.rows }
  const [modal, setModal] = useState<Contact | null>(null)
  return (
    <>
      <Section
        title="Contatos"
        status={worstStatus(phones.status, emails.status)}
        error={phones.error ?? emails.error}
        onRetry={() => {
          if (phones.status === 'failed') phones.retry()
          if (emails.status === 'failed') emails.retry()
        }}
        empty={panel.telefones.length === 0 && panel.emails.length === 0}
        emptyText="Nenhum telefone ou e-mail cadastrado."
        extra={
          <span className="cp-row-actions">
            <Button size="small" onClick={() => setModal({ kind: 'telefone', row: null })}>
              Adicionar telefone
            </Button>
            <Button size="small" onClick={() => setModal({ kind: 'email', row: null })}>
              Adicionar e-mail
            </Button>
          </span>
        }
      >
        <ContactList
          label="Telefones"
          contacts={panel.telefones.map((row) => ({ kind: 'telefone', row }))}
          onEdit={setModal}
        />
        <ContactList
          label="E-mails"
          contacts={panel.emails.map((row) => ({ kind: 'email', row }))}
          onEdit={setModal}
        />
      </Section>
      {modal && <ContactModal cod={cod} contact={modal} onClose={() => setModal(null)} />}
    </>
  )
}
