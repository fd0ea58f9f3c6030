import { Form } from 'antd'
import { useLayoutEffect } from 'react'
import { selectProfile } from '@/features/session'
import { formatDateTime } from '@/shared/lib/date'
import { useAppSelector } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { perfilLabel, type Perfil } from '../perfis'
import type { SystemUser } from '../types'
import { nameOf } from '../user-name'
import { approvalKey, usePostComumUserIdAprovarMutation } from '../users-data'
import { LinkedCustomersField } from './customer-select'
import { PerfilField } from './perfil-choice'
import { UserFormDrawer, useLastShown, useUserFormDrawer } from './user-drawer'

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
 * A refusal from the server lands on its field or above the form; nothing chosen is lost. An
 * approval, or a refusal saying someone else already handled it, reloads both lists
 * (users-data.ts).
 */
export function ApproveRequestDrawer({
  request: openFor,
  onClose,
  onApproved,
}: {
  request: SystemUser | null
  onClose: () => void
  onApproved: () => void
}) {
  const superuser = useAppSelector(selectProfile)?.is_superuser ?? false
  const [request] = useLastShown(openFor)
  const { form, save, drawer } = useUserFormDrawer<Values>({
    open: !!openFor,
    onClose,
    fresh: true,
  })
  const perfil = Form.useWatch('perfil', form)
  const name = request ? nameOf(request) : ''
  const [approve] = usePostComumUserIdAprovarMutation({
    fixedCacheKey: request ? approvalKey(request.id) : undefined,
  })

  async function onFinish(values: Values) {
    if (!request || !values.perfil) return
    const chosen = values.perfil
    await save(async () => {
      const approved = await approve({
        id: request.id,
        aprovacaoUsuario: {
          perfil: chosen,
          ...(chosen === 'cliente' ? { clientes: values.clientes ?? [] } : {}),
        },
      }).unwrap()
      showMessage(
        'success',
        `${approved.username || request.username} agora tem acesso como ${perfilLabel(chosen)}.`,
        4,
      )
      onApproved()
    })
  }

  return (
    <UserFormDrawer<Values>
      {...drawer}
      title={request ? `Aprovar acesso de ${name}` : 'Aprovar acesso'}
      submitText="Aprovar acesso"
      name="aprovar-acesso"
      initialValues={{ clientes: [] }}
      onFinish={onFinish}
      intro={
        request && (
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
        )
      }
    >
      <PerfilField perfil={perfil} superuser={superuser} who="a pessoa" />
      {perfil === 'cliente' && <LinkedCustomersField who="A pessoa" />}
      <StartOver request={openFor} />
    </UserFormDrawer>
  )
}
