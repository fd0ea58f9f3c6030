import { Button, Switch, Tag, Typography } from 'antd'
import { Fragment, useMemo, useState } from 'react'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { saveRecord } from '../customer-panel-data'
import { RegisterForm, type FieldDef } from '@/shared/ui/register'
import { useEmails, useRecordAction, useTelefones } from '../hooks'
import type { ClienteEmail, ClienteTelefone } from '../types'
import { DeleteRecord } from './confirm-delete'
import { EditButton, recordModalProps } from './record-form'
import { RECORD_NOUNS, emailBreakPoints, isDuplicateContact, worstStatus } from '../lib'
import { Section } from '@/shared/ui/section'

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

/** The phone's (or e-mail's) field, the contact's name and the switches: the kit's kinds. */
function contactFields(
  kind: ContactKind,
  existing: readonly ContactRow[],
  editingId: number | undefined,
): FieldDef<ContactRow>[] {
  const repeated = notRepeatedRule(kind, existing, editingId)
  return [
    kind === 'telefone'
      ? {
          name: 'telefone',
          label: 'Telefone',
          kind: 'phone',
          required: true,
          rules: [repeated],
          help: 'Com DDD, ex.: (11) 98765-4321',
        }
      : { name: 'email', label: 'E-mail', kind: 'email', required: true, rules: [repeated] },
    {
      name: 'contato',
      label: 'Contato',
      kind: 'text',
      maxLength: 200,
      placeholder: 'Nome e setor, ex.: Marta (Financeiro)',
    },
    kind === 'telefone'
      ? { name: 'whatsapp', label: 'Usar WhatsApp para notificações', kind: 'boolean' }
      : {
          name: 'recebe_cobranca',
          label: 'Usar para notificações de cobrança',
          kind: 'boolean',
          initial: true,
        },
    { name: 'principal', label: 'Contato principal', kind: 'boolean' },
  ]
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
  const { kind, row: editing } = contact
  const { modal } = recordModalProps(kind, editing)
  const phones = useTelefones(cod).rows
  const emails = useEmails(cod).rows
  const existing = kind === 'telefone' ? phones : emails
  const fields = useMemo(() => contactFields(kind, existing, editing?.id), [kind, existing, editing])

  async function onSubmit(values: Partial<ContactRow>) {
    const body: Record<string, unknown> = { ...values, cod_cliente: cod }
    if (kind === 'telefone') body.telefone = String(body.telefone).trim()
    await saveRecord(dispatch, kind, body, editing?.id)
    showMessage(
      'success',
      editing ? 'Contato atualizado.' : `${kind === 'telefone' ? 'Telefone' : 'E-mail'} adicionado.`,
    )
  }

  return (
    <RegisterForm<ContactRow>
      {...modal}
      fields={fields}
      editing={editing}
      onSubmit={onSubmit}
      onClose={onClose}
      width={520}
    />
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
