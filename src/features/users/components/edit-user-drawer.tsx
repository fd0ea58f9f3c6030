import { Alert, Form } from 'antd'
import { useLayoutEffect } from 'react'
import { selectProfile } from '@/features/session'
import { useAppSelector } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { PERFIL_DESCRIPTIONS, type Perfil } from '../perfis'
import type { SystemUser, UserPatch } from '../types'
import { usePatchComumUserIdMutation } from '../users-data'
import { AccountFields, type AccountValues } from './account-fields'
import { PerfilChoice } from './perfil-choice'
import { UserFormDrawer, useLastShown, useUserFormDrawer } from './user-drawer'

interface Values extends Omit<AccountValues, 'username'> {
  perfil?: Perfil | null
}

const OWN_PERFIL_TEXT = 'Você não pode mudar o seu próprio perfil.'
const ADMIN_PERFIL_TEXT = 'Só um superusuário muda o perfil de um administrador.'

/** Why this profile cannot be changed here, or null when it can. */
function perfilLock(user: SystemUser | null, selfId: number | undefined, superuser: boolean) {
  if (!user) return null
  if (user.id === selfId) return OWN_PERFIL_TEXT
  if (user.perfil === 'admin' && !superuser) return ADMIN_PERFIL_TEXT
  return null
}

function valuesOf(user: SystemUser): Values {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    perfil: user.perfil,
  }
}

/**
 * Each opening shows that account as it is now. The form keeps its store between openings and
 * reads initial values only on its first mount, so a form reopened for another account (or
 * before the last one was destroyed) would otherwise show what the previous one left there.
 * Rendered inside the Form, so the form is connected when this runs.
 */
function ShowAccount({ user }: { user: SystemUser | null }) {
  const form = Form.useFormInstance<Values>()
  useLayoutEffect(() => {
    if (!user) return
    form.resetFields()
    form.setFieldsValue(valuesOf(user))
  }, [user, form])
  return null
}

/** Name, e-mail and profile of an account (PATCH); the password is never edited here. */
export function EditUserDrawer({
  user: openFor,
  onClose,
}: {
  user: SystemUser | null
  onClose: () => void
}) {
  const [patchUser] = usePatchComumUserIdMutation()
  const profile = useAppSelector(selectProfile)
  const superuser = profile?.is_superuser ?? false
  const [user] = useLastShown(openFor)
  const { form, save, drawer } = useUserFormDrawer<Values>({
    open: !!openFor,
    onClose,
    fresh: true,
  })
  const perfil = Form.useWatch('perfil', form)
  const lock = perfilLock(user, profile?.id, superuser)

  async function onFinish(values: Values) {
    if (!user) return
    const patch: UserPatch = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
    }
    // Only a change is sent: the profile stays out of a save that does not touch it.
    if (!lock && values.perfil && values.perfil !== user.perfil) patch.perfil = values.perfil
    await save(async () => {
      await patchUser({ id: user.id, alteracaoUsuario: patch }).unwrap()
      showMessage('success', 'Usuário atualizado.', 3)
      onClose()
    })
  }

  const changed = !!user && !!perfil && perfil !== user.perfil
  const toClient = changed && perfil === 'cliente'
  const fromClient = changed && user?.perfil === 'cliente'
  return (
    <UserFormDrawer<Values>
      {...drawer}
      title={user ? `Editar ${user.username}` : 'Editar usuário'}
      submitText="Salvar"
      name="editar-usuario"
      initialValues={user ? valuesOf(user) : undefined}
      onFinish={onFinish}
    >
      <Form.Item
        label="Perfil"
        name="perfil"
        extra={lock ?? (perfil ? PERFIL_DESCRIPTIONS[perfil] : 'Sem perfil: nenhuma página.')}
      >
        <PerfilChoice superuser={superuser} disabled={lock ? true : undefined} />
      </Form.Item>
      {(toClient || fromClient) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            toClient
              ? 'Como cliente, o usuário passa a ver só o portal do cliente, com os clientes vinculados a ele.'
              : 'Como equipe, o usuário deixa o portal do cliente e passa a ver as páginas do perfil escolhido.'
          }
        />
      )}
      <AccountFields lastNameRequired={false} withUsername={false} />
      <ShowAccount user={openFor} />
    </UserFormDrawer>
  )
}
