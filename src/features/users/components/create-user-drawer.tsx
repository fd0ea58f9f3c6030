import { Alert, Button, Col, Drawer, Form, Input, Radio, Row, Space } from 'antd'
import { useRef, useState } from 'react'
import { emailRule } from '@/shared/lib/validators'
import { useAppDispatch } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { notify } from '@/shared/ui/feedback'
import { applyServerErrors } from '@/shared/ui/form-errors'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { isApiError } from '@/shared/api/errors'
import { createSystemUser } from '../users-slice'
import { CustomerSelect } from './customer-select'

interface Values {
  is_client: boolean
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  confirm: string
  clientes?: number[]
}

const INITIAL: Partial<Values> = { is_client: false, clientes: [] }

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
  const dispatch = useAppDispatch()
  const [form] = Form.useForm<Values>()
  const username = Form.useWatch('username', form) ?? ''
  const isClient = Form.useWatch('is_client', form) ?? false
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const submitting = useRef(false)

  async function onFinish(values: Values) {
    if (submitting.current) return
    submitting.current = true
    setSaving(true)
    setFormError(null)
    try {
      const created = await dispatch(
        createSystemUser({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
          is_client: values.is_client,
          ...(values.is_client ? { clientes: values.clientes ?? [] } : {}),
        }),
      ).unwrap()
      notify({
        type: 'success',
        title: 'Usuário criado!',
        description: `${created.username} define uma senha própria no primeiro acesso.`,
        duration: 6,
      })
      form.resetFields()
      onCreated()
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        const leftovers = applyServerErrors(form, error)
        setFormError(leftovers.length ? leftovers.join(' ') : null)
      } else {
        notifyRequestFailure(error)
      }
    } finally {
      submitting.current = false
      setSaving(false)
    }
  }

  return (
    <Drawer
      title="Novo usuário"
      open={open}
      onClose={onClose}
      size={560}
      mask={{ closable: !saving }}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        initialValues={INITIAL}
        name="novo-usuario"
      >
        <Form.Item label="Tipo de usuário" name="is_client">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: false, label: 'Equipe' },
              { value: true, label: 'Cliente' },
            ]}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Nome"
              name="first_name"
              rules={[{ required: true, whitespace: true, message: 'Informe o nome.' }]}
            >
              <Input maxLength={150} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Sobrenome"
              name="last_name"
              rules={[{ required: true, whitespace: true, message: 'Informe o sobrenome.' }]}
            >
              <Input maxLength={150} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, message: 'Informe o e-mail.' }, emailRule()]}
        >
          <Input type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Usuário"
          name="username"
          rules={[
            { required: true, whitespace: true, message: 'Informe o usuário.' },
            { pattern: /^[\w.@+-]+$/, message: 'Use letras, números e . @ + - _ (sem espaços).' },
          ]}
        >
          <Input maxLength={150} autoComplete="off" />
        </Form.Item>
        {isClient && (
          <Form.Item
            label="Clientes vinculados"
            name="clientes"
            extra="O usuário verá apenas os títulos destes clientes."
            rules={[
              { required: true, type: 'array', min: 1, message: 'Selecione ao menos um cliente.' },
            ]}
          >
            <CustomerSelect multiple />
          </Form.Item>
        )}
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
    </Drawer>
  )
}
