import { Alert, Button, Col, Form, Input, Result, Row } from 'antd'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { createUser } from '@/features/users'
import { normalizeError } from '@/shared/api/errors'
import { emailRule } from '@/shared/lib/validators'
import { notifyRequestFailure } from '@/shared/ui/error-catalogue'
import { applyServerErrors } from '@/shared/ui/form-errors'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { AuthCard } from '../components/auth-card'

interface Values {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  confirm: string
}

/** /user/cadastro: a new account through criar-usuario; nothing typed is lost on failure. */
export default function SignUpPage() {
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const username = Form.useWatch('username', form) ?? ''
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const submitting = useRef(false)
  const [created, setCreated] = useState<string | null>(null)

  async function onFinish(values: Values) {
    if (submitting.current) return
    submitting.current = true
    setSaving(true)
    setFormError(null)
    try {
      await createUser(
        {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
        },
        { authorized: false },
      )
      setCreated(values.username.trim())
    } catch (error) {
      const apiError = normalizeError(error)
      if (apiError.kind === 'validation') {
        const leftovers = applyServerErrors(form, apiError)
        setFormError(leftovers.length ? leftovers.join(' ') : null)
      } else {
        notifyRequestFailure(error)
      }
    } finally {
      submitting.current = false
      setSaving(false)
    }
  }

  if (created) {
    return (
      <AuthCard subtitle="Crie sua conta" width={520}>
        <Result
          status="success"
          title="Cadastro realizado!"
          subTitle={`Seu usuário é ${created}.`}
          extra={
            <Button
              type="primary"
              size="large"
              onClick={() => navigate('/user/login', { replace: true })}
            >
              Ir para o login
            </Button>
          }
        >
          <div className="sign-up-next">
            <p>
              <strong>O que acontece agora:</strong> você já pode entrar com o usuário e a senha que
              criou, mas as páginas do sistema só aparecem depois que um administrador liberar o seu
              acesso (o perfil de cobrança, crédito, financeiro ou de cliente).
            </p>
            <p>
              Peça a liberação ao administrador do sistema ou ao seu supervisor, informando o
              usuário <strong>{created}</strong>. Enquanto isso, ao entrar, você verá o aviso
              “Nenhuma página liberada para o seu usuário.”
            </p>
          </div>
        </Result>
      </AuthCard>
    )
  }

  return (
    <AuthCard subtitle="Crie sua conta" width={520}>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Nome"
              name="first_name"
              rules={[{ required: true, whitespace: true, message: 'Informe o nome.' }]}
            >
              <Input autoComplete="given-name" maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Sobrenome"
              name="last_name"
              rules={[{ required: true, whitespace: true, message: 'Informe o sobrenome.' }]}
            >
              <Input autoComplete="family-name" maxLength={150} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, message: 'Informe o e-mail.' }, emailRule()]}
        >
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          label="Usuário"
          name="username"
          rules={[
            { required: true, whitespace: true, message: 'Informe o usuário.' },
            { pattern: /^[\w.@+-]+$/, message: 'Use letras, números e . @ + - _ (sem espaços).' },
          ]}
        >
          <Input autoComplete="username" maxLength={150} />
        </Form.Item>
        <NewPasswordFields username={username} />
        <Button type="primary" htmlType="submit" block size="large" loading={saving}>
          Cadastrar
        </Button>
      </Form>
      <p className="auth-card-footer">
        Já tem conta? <Link to="/user/login">Entrar</Link>
      </p>
    </AuthCard>
  )
}
