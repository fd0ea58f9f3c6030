import { Alert, Button, Col, Drawer, Form, Input, Radio, Row, Space } from 'antd'
import { useRef, useState } from 'react'
import { isApiError } from '@/shared/api/errors'
import { emailRule } from '@/shared/lib/validators'
import { useAppDispatch } from '@/shared/store/hooks'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { showMessage } from '@/shared/ui/feedback'
import { applyServerErrors } from '@/shared/ui/form-errors'
import type { SystemUser, UserPatch } from '../types'
import { updateSystemUser } from '../users-slice'

interface Values {
  first_name: string
  last_name: string
  email: string
  is_client: boolean
}

/** Name, e-mail and staff/client of an account (PATCH); the password is never edited here. */
export function EditUserDrawer({
  user: openFor,
  onClose,
}: {
  user: SystemUser | null
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  // The last user shown stays on screen while the drawer slides away.
  const [user, setUser] = useState(openFor)
  if (openFor && openFor !== user) setUser(openFor)
  const [form] = Form.useForm<Values>()
  const isClient = Form.useWatch('is_client', form)
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const submitting = useRef(false)

  async function onFinish(values: Values) {
    if (!user || submitting.current) return
    submitting.current = true
    setSaving(true)
    setFormError(null)
    const patch: UserPatch = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      is_client: values.is_client,
    }
    try {
      await dispatch(updateSystemUser({ id: user.id, patch })).unwrap()
      showMessage('success', 'Usuário atualizado.', 3)
      onClose()
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

  const changesKind = !!user && isClient !== undefined && isClient !== user.is_client
  return (
    <Drawer
      title={user ? `Editar ${user.username}` : 'Editar usuário'}
      open={!!openFor}
      onClose={onClose}
      size={520}
      mask={{ closable: !saving }}
      destroyOnHidden
      afterOpenChange={(open) => !open && setFormError(null)}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form<Values>
        key={user?.id}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        name="editar-usuario"
        initialValues={
          user
            ? {
                first_name: user.first_name,
                last_name: user.last_name,
                email: user.email,
                is_client: user.is_client,
              }
            : undefined
        }
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
        {changesKind && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              isClient
                ? 'Como cliente, o usuário passa a ver só o portal do cliente, com os clientes vinculados a ele.'
                : 'Como equipe, o usuário passa a ver só a Página Inicial até receber outras permissões.'
            }
          />
        )}
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
            <Form.Item label="Sobrenome" name="last_name">
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
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
        </Space>
      </Form>
    </Drawer>
  )
}
