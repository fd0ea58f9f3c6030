import { Alert, Button, Form, Input, Result } from 'antd'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { AccountFields, AccountForm, requestAccess, type AccountValues } from '@/features/users'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { limitedText } from '@/shared/ui/text-limit'
import { useFormSave } from '@/shared/ui/use-form-save'
import { useAppDispatch } from '@/shared/store/hooks'
import { AuthCard } from '../components/auth-card'

interface Values extends AccountValues {
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
  const dispatch = useAppDispatch()
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
      await dispatch(
        requestAccess({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
          solicitacao: values.solicitacao,
        }),
      )
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
      <AccountForm<Values> form={form} onFinish={onFinish} saving={saving}>
        <AccountFields autofill />
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
      </AccountForm>
      <p className="auth-card-footer">
        Já tem conta? <Link to="/user/login">Entrar</Link>
      </p>
    </AuthCard>
  )
}
