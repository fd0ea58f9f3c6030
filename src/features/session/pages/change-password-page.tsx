import { Alert, Button, Form, Input } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { isLoggedIn } from '@/shared/storage/tokens'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { notifyPasswordChanged, notifyPasswordFailure } from '@/shared/ui/error-catalogue'
import { PageLoading } from '@/shared/ui/page-loading'
import { NewPasswordFields } from '@/shared/ui/new-password-fields'
import { AuthCard } from '../components/auth-card'
import { loginPathFor } from '../access'
import { usePostAccessChangePasswordMutation } from '@/shared/api/generated/sessao'
import type { ApiError } from '@/shared/api/errors'
import { passwordBody } from '../api'
import { firstLoginCompleted, loadProfile, logout, selectProfile, selectProfileStatus } from '../session-slice'

interface Values {
  current?: string
  next: string
  confirm: string
}

/**
 * /user/change-password. With first_login the same form is the first-password page: no
 * current password, and failures stay 10 s instead of 6 s.
 */
export default function ChangePasswordPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const profile = useAppSelector(selectProfile)
  const status = useAppSelector(selectProfileStatus)
  const [form] = Form.useForm<Values>()
  const [postChangePassword] = usePostAccessChangePasswordMutation()
  const [saving, setSaving] = useState(false)
  const submitting = useRef(false)
  const hasSession = isLoggedIn()

  useEffect(() => {
    if (hasSession && status === 'idle') void dispatch(loadProfile())
  }, [dispatch, hasSession, status])

  if (!hasSession) {
    return <Navigate to={loginPathFor({ pathname: '/user/change-password', search: '', hash: '' })} replace />
  }
  if (!profile) {
    if (status === 'failed') return <Navigate to="/user/login" replace />
    return <PageLoading fullScreen />
  }
  const firstLogin = profile.first_login

  async function onFinish(values: Values) {
    if (submitting.current) return
    submitting.current = true
    setSaving(true)
    try {
      const change = { current: firstLogin ? undefined : values.current, next: values.next, confirm: values.confirm }
      const result = await postChangePassword({ body: passwordBody(change) })
      if (!('error' in result)) {
        // The stored profile is stale now (first_login): the mutation drops the short cache's
        // copy (tag 'sessao'), the store's is marked here.
        dispatch(firstLoginCompleted())
        notifyPasswordChanged()
        navigate('/', { replace: true })
        return
      }
      const error = result.error as ApiError
      if (error.kind === 'session_expired') return
      const errors = [...error.nonFieldErrors, ...Object.values(error.fieldErrors).flat()]
      notifyPasswordFailure(errors.length ? errors : [error.message], firstLogin)
    } finally {
      submitting.current = false
      setSaving(false)
    }
  }

  async function leave() {
    await dispatch(logout())
    navigate('/user/login', { replace: true })
  }

  return (
    <AuthCard subtitle={firstLogin ? 'Primeiro acesso: defina sua senha' : 'Alterar senha'} width={440}>
      {firstLogin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Olá, ${profile.first_name || profile.username}! Para continuar, crie uma senha pessoal.`}
        />
      )}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={saving}>
        {!firstLogin && (
          <Form.Item label="Senha atual" name="current" rules={[{ required: true, message: 'Informe a senha atual.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <NewPasswordFields
          name="next"
          label="Nova senha"
          confirmLabel="Confirme a nova senha"
          requiredMessage="Informe a nova senha."
          confirmRequiredMessage="Confirme a nova senha."
          username={profile.username}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={saving}>
          {firstLogin ? 'Definir senha e entrar' : 'Alterar senha'}
        </Button>
      </Form>
      <p className="auth-card-footer">
        {firstLogin ? (
          <Button type="link" onClick={leave}>
            Sair
          </Button>
        ) : (
          <Link to="/">Voltar</Link>
        )}
      </p>
    </AuthCard>
  )
}
