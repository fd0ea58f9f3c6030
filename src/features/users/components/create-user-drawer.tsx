import { Form } from 'antd'
import { selectProfile } from '@/features/session'
import { useAppSelector } from '@/shared/store/hooks'
import { notify } from '@/shared/ui/feedback'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import type { Perfil } from '../perfis'
import { usePostCobrancaCriarUsuarioMutation } from '../users-data'
import { AccountFields, type AccountValues } from './account-fields'
import { LinkedCustomersField } from './customer-select'
import { PerfilField } from './perfil-choice'
import { UserFormDrawer, useUserFormDrawer } from './user-drawer'

interface Values extends AccountValues {
  perfil?: Perfil
  password: string
  confirm: string
  clientes?: number[]
}

const INITIAL: Partial<Values> = { clientes: [] }

/**
 * A new account through criar-usuario. It starts with first_login, so its owner picks a
 * personal password at the first access. Nothing typed is lost when the server refuses it.
 */
export function CreateUserDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: () => void
}) {
  const [createUser] = usePostCobrancaCriarUsuarioMutation()
  const { form, save, drawer } = useUserFormDrawer<Values>({ open, onClose })
  const username = Form.useWatch('username', form) ?? ''
  const perfil = Form.useWatch('perfil', form)
  const isClient = perfil === 'cliente'
  const superuser = useAppSelector(selectProfile)?.is_superuser ?? false

  async function onFinish(values: Values) {
    if (!values.perfil) return
    const perfil = values.perfil
    await save(async () => {
      // the bearer goes with it: an active account with its profile, not a sign-up request
      const created = await createUser({
        novoUsuario: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
          perfil,
          ...(perfil === 'cliente' ? { clientes: values.clientes ?? [] } : {}),
        },
      }).unwrap()
      notify({
        type: 'success',
        title: 'Usuário criado!',
        description: `${created.username} define uma senha própria no primeiro acesso.`,
        duration: 6,
      })
      form.resetFields()
      onCreated()
    })
  }

  return (
    <UserFormDrawer<Values>
      {...drawer}
      title="Novo usuário"
      submitText="Criar usuário"
      initialValues={INITIAL}
      name="novo-usuario"
      onFinish={onFinish}
    >
      <PerfilField perfil={perfil} superuser={superuser} who="o usuário" />
      <AccountFields />
      {isClient && <LinkedCustomersField who="O usuário" />}
      <NewPasswordFields
        username={username}
        extra="Senha provisória: o usuário define a dele no primeiro acesso."
      />
    </UserFormDrawer>
  )
}
