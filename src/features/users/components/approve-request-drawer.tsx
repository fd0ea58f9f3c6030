import { Button, Form, Space } from 'antd'
import { useLayoutEffect, useState } from 'react'
import { selectProfile } from '@/features/session'
import { formatDateTime } from '@/shared/lib/date'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { useFormSave } from '@/shared/ui/use-form-save'
import { perfilLabel, type Perfil } from '../perfis'
import type { SystemUser } from '../types'
import { nameOf } from '../user-name'
import { approveRequest } from '../users-slice'
import { LinkedCustomersField } from './customer-select'
import { PerfilField } from './perfil-choice'
import { UserDrawer } from './user-drawer'

interface Values {
  perfil?: Perfil
  clientes?: number[]
}

/**
 * Each request opened starts with no profile chosen: the form keeps its store between openings
 * (its initial values count only on its first mount). Rendered inside the Form, so it is
 * connected when this runs.
 */
function StartOver({ request }: { request: SystemUser | null }) {
  const form = Form.useFormInstance<Values>()
  useLayoutEffect(() => {
    if (request) form.resetFields()
  }, [request, form])
  return null
}

/**
 * Approves a sign-up request: the profile (and, for a customer, which customers it sees).
 * A refusal from the server lands on its field or above the form; nothing chosen is lost.
 */
export function ApproveRequestDrawer({
  request: openFor,
  onClose,
  onApproved,
  onStale,
}: {
  request: SystemUser | null
  onClose: () => void
  onApproved: () => void
  /** the request was already handled by someone else: the lists need a reload */
  onStale: () => void
}) {
  const dispatch = useAppDispatch()
  const superuser = useAppSelector(selectProfile)?.is_superuser ?? false
  // The last request shown stays on screen while the drawer slides away.
  const [request, setRequest] = useState(openFor)
  if (openFor && openFor !== request) setRequest(openFor)
  const [form] = Form.useForm<Values>()
  const perfil = Form.useWatch('perfil', form)
  const { saving, formError, setFormError, save } = useFormSave(form)
  const name = request ? nameOf(request) : ''

  async function onFinish(values: Values) {
    if (!request || !values.perfil) return
    const chosen = values.perfil
    await save(
      async () => {
        const approved = await dispatch(
          approveRequest({
            id: request.id,
            perfil: chosen,
            ...(chosen === 'cliente' ? { clientes: values.clientes ?? [] } : {}),
          }),
        ).unwrap()
        showMessage(
          'success',
          `${approved.username || request.username} agora tem acesso como ${perfilLabel(chosen)}.`,
          4,
        )
        onApproved()
      },
      // {detail}: someone else already approved or refused it
      (error) => Object.keys(error.fieldErrors).length === 0 && onStale(),
    )
  }

  return (
    <UserDrawer
      title={request ? `Aprovar acesso de ${name}` : 'Aprovar acesso'}
      open={!!openFor}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onClosed={() => setFormError(null)}
    >
      {request && (
        <dl className="users-approve-summary">
          <dt>Usuário</dt>
          <dd>{request.username}</dd>
          <dt>E-mail</dt>
          <dd>{request.email}</dd>
          {request.date_joined && (
            <>
              <dt>Solicitado em</dt>
              <dd>{formatDateTime(request.date_joined)}</dd>
            </>
          )}
          <dt>Função ou empresa informada</dt>
          <dd>
            {request.solicitacao?.trim() ? (
              <p className="users-request-message">{request.solicitacao}</p>
            ) : (
              <span className="users-request-no-message">Nenhuma função ou empresa informada.</span>
            )}
          </dd>
        </dl>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        name="aprovar-acesso"
        initialValues={{ clientes: [] }}
      >
        <PerfilField perfil={perfil} superuser={superuser} who="a pessoa" />
        {perfil === 'cliente' && <LinkedCustomersField who="A pessoa" />}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Aprovar acesso
          </Button>
        </Space>
        <StartOver request={openFor} />
      </Form>
    </UserDrawer>
  )
}
