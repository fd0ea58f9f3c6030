import { Alert, Button, Checkbox, Form, Input, Modal, Switch, Tag, Typography } from 'antd'
import { Fragment, useState } from 'react'
import { emailRule, phoneRule } from '@/shared/lib/validators'
import { showMessage } from '@/shared/ui/feedback'
import { useAppDispatch } from '@/shared/store/hooks'
import { deleteRecord, saveRecord, type RecordKind } from '../customer-panel-data'
import { saveFailed } from '@/shared/ui/save-failed'
import { useEmails, useSingleFlight, useTelefones } from '../hooks'
import type { ClienteEmail, ClienteTelefone } from '../types'
import { ConfirmDelete } from './confirm-delete'
import { emailBreakPoints, isDuplicateContact, worstStatus } from '../lib'
import { Section } from '@/shared/ui/section'
import { limitedText } from '@/shared/ui/text-limit'

/** the server's limit for the contact's name; the phone's and e-mail's are the formats' */
const CONTATO = limitedText(200)
const TELEFONE = limitedText(20, { counter: false })
const EMAIL = limitedText(254)

type Contact =
  { kind: 'telefone'; row: ClienteTelefone | null } | { kind: 'email'; row: ClienteEmail | null }

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
  const [form] = Form.useForm<Values>()
  const { busy, run } = useSingleFlight()
  const [problems, setProblems] = useState<string[]>([])
  const phone = contact.kind === 'telefone'
  const editing = contact.row
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
  const noun = phone ? 'telefone' : 'e-mail'

  async function onFinish(values: Values) {
    await run(async () => {
      setProblems([])
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
      try {
        await saveRecord(dispatch, contact.kind, body, editing?.id)
        showMessage(
          'success',
          editing ? `Contato atualizado.` : `${phone ? 'Telefone' : 'E-mail'} adicionado.`,
        )
        onClose()
      } catch (error) {
        setProblems(saveFailed(error, form))
      }
    })
  }

  return (
    <Modal
      open
      title={editing ? `Editar ${noun}` : `Novo ${noun}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()}>
          Salvar {noun}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name={contact.kind}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {phone ? (
          <Form.Item
            name="telefone"
            label="Telefone"
            rules={[
              { required: true },
              TELEFONE.rule,
              phoneRule(),
              {
                validator: (_, value: string) =>
                  value && isDuplicateContact('telefone', value, panel.telefones, editing?.id)
                    ? Promise.reject(new Error('Este telefone já está cadastrado para o cliente.'))
                    : Promise.resolve(),
              },
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
              {
                validator: (_, value: string) =>
                  value && isDuplicateContact('email', value, panel.emails, editing?.id)
                    ? Promise.reject(new Error('Este e-mail já está cadastrado para o cliente.'))
                    : Promise.resolve(),
              },
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
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={`Não foi possível salvar o ${noun}.`}
            description={problems.join(' ')}
          />
        )}
      </Form>
    </Modal>
  )
}

function ChannelSwitch({
  kind,
  row,
  field,
  label,
}: {
  cod: number
  kind: RecordKind
  row: ClienteTelefone | ClienteEmail
  field: 'whatsapp' | 'recebe_cobranca'
  label: string
}) {
  const dispatch = useAppDispatch()
  const { busy, run } = useSingleFlight()
  const checked = !!(row as unknown as Record<string, unknown>)[field]
  return (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      aria-label={label}
      onChange={(next) =>
        run(async () => {
          try {
            await saveRecord(dispatch, kind, { ...row, [field]: next }, row.id)
            showMessage(
              'success',
              next ? 'Canal liberado para notificações.' : 'Canal retirado das notificações.',
            )
          } catch (error) {
            saveFailed(error)
          }
        })
      }
    />
  )
}

function DeleteContact({
  kind,
  id,
  label,
}: {
  cod: number
  kind: RecordKind
  id: number
  label: string
}) {
  const dispatch = useAppDispatch()
  return (
    <ConfirmDelete
      title={`Excluir ${label}?`}
      ariaLabel={`Excluir ${label}`}
      successMessage="Contato excluído."
      onDelete={() => deleteRecord(dispatch, kind, id)}
    />
  )
}

/** Phones and e-mails with one-click copy, add/edit/delete, and the channels allowed for notifications. */
export function ContatosSection({ cod }: { cod: number }) {
  const phones = useTelefones(cod)
  const emails = useEmails(cod)
  const panel = { telefones: phones.rows, emails: emails.rows }
  const [modal, setModal] = useState<Contact | null>(null)
  const edit = (c: Contact) => setModal(c)
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
            <Button size="small" onClick={() => edit({ kind: 'telefone', row: null })}>
              Adicionar telefone
            </Button>
            <Button size="small" onClick={() => edit({ kind: 'email', row: null })}>
              Adicionar e-mail
            </Button>
          </span>
        }
      >
        {panel.telefones.length > 0 && (
          <ul className="cp-list" aria-label="Telefones">
            {panel.telefones.map((t) => (
              <li key={t.id} className="cp-list-item">
                <div className="cp-list-main">
                  <div>
                    <Typography.Text
                      copyable={{ text: t.telefone, tooltips: ['Copiar telefone', 'Copiado!'] }}
                      strong
                    >
                      {t.telefone}
                    </Typography.Text>{' '}
                    {t.tipo && <Tag>{t.tipo === 'celular' ? 'Celular' : 'Fixo'}</Tag>}
                    {t.principal && <Tag color="blue">Principal</Tag>}
                  </div>
                  {t.contato && <div className="cp-muted">{t.contato}</div>}
                  <span className="cp-channel">
                    <ChannelSwitch
                      cod={cod}
                      kind="telefone"
                      row={t}
                      field="whatsapp"
                      label={`WhatsApp para notificações: ${t.telefone}`}
                    />{' '}
                    WhatsApp
                  </span>
                </div>
                <span className="cp-row-actions">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => edit({ kind: 'telefone', row: t })}
                    aria-label={`Editar telefone ${t.telefone}`}
                  >
                    Editar
                  </Button>
                  <DeleteContact
                    cod={cod}
                    kind="telefone"
                    id={t.id}
                    label={`o telefone ${t.telefone}`}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
        {panel.emails.length > 0 && (
          <ul className="cp-list" aria-label="E-mails">
            {panel.emails.map((e) => (
              <li key={e.id} className="cp-list-item">
                <div className="cp-list-main">
                  <div>
                    <Typography.Text
                      copyable={{ text: e.email, tooltips: ['Copiar e-mail', 'Copiado!'] }}
                      strong
                      className="cp-email"
                    >
                      {emailBreakPoints(e.email).map((part, i) => (
                        <Fragment key={i}>
                          {i > 0 && <wbr />}
                          {part}
                        </Fragment>
                      ))}
                    </Typography.Text>{' '}
                    {e.principal && <Tag color="blue">Principal</Tag>}
                  </div>
                  {e.contato && <div className="cp-muted">{e.contato}</div>}
                  <span className="cp-channel">
                    <ChannelSwitch
                      cod={cod}
                      kind="email"
                      row={e}
                      field="recebe_cobranca"
                      label={`E-mail para notificações: ${e.email}`}
                    />{' '}
                    Notificações
                  </span>
                </div>
                <span className="cp-row-actions">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => edit({ kind: 'email', row: e })}
                    aria-label={`Editar e-mail ${e.email}`}
                  >
                    Editar
                  </Button>
                  <DeleteContact cod={cod} kind="email" id={e.id} label={`o e-mail ${e.email}`} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {modal && <ContactModal cod={cod} contact={modal} onClose={() => setModal(null)} />}
    </>
  )
}
