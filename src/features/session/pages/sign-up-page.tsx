import { Alert, Button, Col, Form, Input, Result, Row } from 'antd'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { requestAccess } from '@/features/users'
import { emailRule } from '@/shared/lib/validators'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { limitedText } from '@/shared/ui/text-limit'
import { useFormSave } from '@/shared/ui/use-form-save'
import { AuthCard } from '../components/auth-card'

interface Values {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  confirm: string
  solicitacao?: string
}

/**
 * /user/cadastro: a request for access through criar-usuario (no token). The account waits,
 * without a profile, until an administrator approves it in Usuários; nothing typed is lost on
 * failure.
 */
export default function SignUpPage() {
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const username = Form.useWatch('username', form) ?? ''
  const { saving, formError, save } = useFormSave(form)
  const [sent, setSent] = useState<{ username: string; email: string } | null>(null)

  // The button is at the bottom of a long form: the answer is read from its top.
  useEffect(() => {
    if (sent) window.scrollTo({ top: 0 })
  }, [sent])

  async function onFinish(values: Values) {
    await save(async () => {
      await requestAccess({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        solicitacao: values.solicitacao,
      })
      setSent({ username: values.username.trim(), email: values.email.trim() })
    })
  }

  if (sent) {
    return (
      <AuthCard subtitle="Solicite seu acesso" width={520}>
        <Result
          status="success"
          title="Solicitação enviada!"
          styles={{ root: { padding: '8px 0 0' }, body: { padding: '16px 24px' } }}
          subTitle={
            <>
              Usuário solicitado: <strong>{sent.username}</strong>
            </>
          }
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
              <strong>O que acontece agora:</strong> um administrador vai analisar a sua solicitação
              e liberar o acesso com o perfil da sua função (cobrança, crédito, financeiro ou
              cliente).
            </p>
            <p>
              Você receberá um e-mail em <strong>{sent.email}</strong> quando o acesso for liberado.
            </p>
            <p>
              Até lá, ao tentar entrar, você verá o aviso de que o seu cadastro aguarda a liberação
              de um administrador.
            </p>
          </div>
        </Result>
      </AuthCard>
    )
  }

  return (
    <AuthCard subtitle="Solicite seu acesso" width={520}>
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
              rules={[
                limitedText(150).rule,
                { required: true, whitespace: true, message: 'Informe o nome.' },
              ]}
            >
              <Input autoComplete="given-name" count={limitedText(150).count} />
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
              <Input autoComplete="family-name" count={limitedText(150).count} />
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
          <Input type="email" autoComplete="email" count={limitedText(254).count} />
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
          <Input autoComplete="username" count={limitedText(150).count} />
        </Form.Item>
        {/* the hint is the placeholder: the count sits where a Form.Item extra would be */}
        <Form.Item
          rules={[limitedText(500).rule]}
          label="Sua função ou empresa (opcional)"
          name="solicitacao"
        >
          <Input.TextArea
            count={limitedText(500).count}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="Ajuda a liberar o perfil certo. Ex.: analista de cobrança; compras do cliente Mercado X."
          />
        </Form.Item>
        <NewPasswordFields username={username} />
        <Button type="primary" htmlType="submit" block size="large" loading={saving}>
          Solicitar acesso
        </Button>
      </Form>
      <p className="auth-card-footer">
        Já tem conta? <Link to="/user/login">Entrar</Link>
      </p>
    </AuthCard>
  )
}
