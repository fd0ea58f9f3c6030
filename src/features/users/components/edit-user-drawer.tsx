import { Alert, Button, Col, Form, Input, Row, Space } from 'antd'
import { useLayoutEffect, useState } from 'react'
import { selectProfile } from '@/features/session'
import { emailRule } from '@/shared/lib/validators'
import { useAppSelector } from '@/shared/store/hooks'
import { showMessage } from '@/shared/ui/feedback'
import { limitedText } from '@/shared/ui/text-limit'
import { useFormSave } from '@/shared/ui/use-form-save'
import { PERFIL_DESCRIPTIONS, type Perfil } from '../perfis'
import type { SystemUser, UserPatch } from '../types'
import { usePatchComumUserIdMutation } from '../users-data'
import { PerfilChoice } from './perfil-choice'
import { UserDrawer } from './user-drawer'

interface Values {
  first_name: string
  last_name: string
  email: string
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
  // The last user shown stays on screen while the drawer slides away.
  const [user, setUser] = useState(openFor)
  if (openFor && openFor !== user) setUser(openFor)
  const [form] = Form.useForm<Values>()
  const perfil = Form.useWatch('perfil', form)
  const { saving, formError, setFormError, save } = useFormSave(form)
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
    <UserDrawer
      title={user ? `Editar ${user.username}` : 'Editar usuário'}
      open={!!openFor}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onClosed={() => setFormError(null)}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        name="editar-usuario"
        initialValues={user ? valuesOf(user) : undefined}
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
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Nome"
              name="first_name"
              rules={[
                limitedText(150).rule,
                { required: true, whitespace: true, message: 'Informe o nome.' },
              ]}
            >
              <Input count={limitedText(150).count} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item rules={[limitedText(150).rule]} label="Sobrenome" name="last_name">
              <Input count={limitedText(150).count} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[
            limitedText(254).rule,
            { required: true, message: 'Informe o e-mail.' },
            emailRule(),
          ]}
        >
          <Input type="email" count={limitedText(254).count} autoComplete="off" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
        </Space>
        <ShowAccount user={openFor} />
      </Form>
    </UserDrawer>
  )
}
