import { Button, Col, Form, Input, Row, Space } from 'antd'
import { selectProfile } from '@/features/session'
import { emailRule } from '@/shared/lib/validators'
import { useAppSelector } from '@/shared/store/hooks'
import { notify } from '@/shared/ui/feedback'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { limitedText } from '@/shared/ui/text-limit'
import { useFormSave } from '@/shared/ui/use-form-save'
import type { Perfil } from '../perfis'
import { usePostCobrancaCriarUsuarioMutation } from '../users-data'
import { LinkedCustomersField } from './customer-select'
import { PerfilField } from './perfil-choice'
import { UserDrawer } from './user-drawer'

interface Values {
  perfil?: Perfil
  first_name: string
  last_name: string
  email: string
  username: string
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
  const [form] = Form.useForm<Values>()
  const username = Form.useWatch('username', form) ?? ''
  const perfil = Form.useWatch('perfil', form)
  const isClient = perfil === 'cliente'
  const superuser = useAppSelector(selectProfile)?.is_superuser ?? false
  const { saving, formError, save } = useFormSave(form)

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
    <UserDrawer
      title="Novo usuário"
      open={open}
      onClose={onClose}
      saving={saving}
      formError={formError}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        initialValues={INITIAL}
        name="novo-usuario"
      >
        <PerfilField perfil={perfil} superuser={superuser} who="o usuário" />
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
            <Form.Item
              label="Sobrenome"
              name="last_name"
              rules={[
                limitedText(150).rule,
                { required: true, whitespace: true, message: 'Informe o sobrenome.' },
              ]}
            >
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
        <Form.Item
          label="Usuário"
          name="username"
          rules={[
            limitedText(150).rule,
            { required: true, whitespace: true, message: 'Informe o usuário.' },
            { pattern: /^[\w.@+-]+$/, message: 'Use letras, números e . @ + - _ (sem espaços).' },
          ]}
        >
          <Input count={limitedText(150).count} autoComplete="off" />
        </Form.Item>
        {isClient && <LinkedCustomersField who="O usuário" />}
        <NewPasswordFields
          username={username}
          extra="Senha provisória: o usuário define a dele no primeiro acesso."
        />
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Criar usuário
          </Button>
        </Space>
      </Form>
    </UserDrawer>
  )
}
