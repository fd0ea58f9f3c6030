import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { COMPANY_NAME } from '@/shared/config/constants'
import { safeRedirectPath } from '@/shared/lib/safe-url'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import {
  notifyLoginInvalid,
  notifyLoginNoResponse,
  notifyRequestFailure,
  notifySessionExpired,
} from '@/shared/ui/error-catalogue'
import { AuthCard } from '../components/auth-card'
import { CHANGE_PASSWORD_PATH, isPathAllowed, landingPath } from '../access'
import { login, selectLoginStatus } from '../session-slice'

type Field = 'username' | 'password'
const REQUIRED: Record<Field, string> = { username: 'Informe o usuário.', password: 'Informe a senha.' }

/**
 * Native inputs styled like antd's: antd's Form and Input (with validator, tooltip and
 * popup machinery) would add ~80 KiB gzip to the one page every visit starts on, for two
 * required fields.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const status = useAppSelector(selectLoginStatus)
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [showPassword, setShowPassword] = useState(false)
  const submitting = useRef(false)
  const ids = { username: useId(), password: useId() }
  const loading = status === 'loading'

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (submitting.current) return
    const missing: Partial<Record<Field, string>> = {}
    if (!values.username.trim()) missing.username = REQUIRED.username
    if (!values.password) missing.password = REQUIRED.password
    setErrors(missing)
    if (missing.username || missing.password) {
      document.getElementById(missing.username ? ids.username : ids.password)?.focus()
      return
    }
    submitting.current = true
    let leaving = false
    try {
      const result = await dispatch(login({ username: values.username.trim(), password: values.password }))
      if (login.fulfilled.match(result)) {
        // The page is leaving: later Enter presses must not sign in again.
        leaving = true
        const profile = result.payload
        if (profile.first_login) {
          navigate(CHANGE_PASSWORD_PATH, { replace: true })
          return
        }
        const landing = landingPath(profile)
        const target = safeRedirectPath(params.get('redirect'), landing, window.location.origin)
        const targetPath = target.split(/[?#]/)[0]
        navigate(isPathAllowed(profile, targetPath) ? target : landing, { replace: true })
        return
      }
      const failure = result.payload
      if (!failure) return
      if (failure.reason === 'no_response') notifyLoginNoResponse()
      else if (failure.reason === 'invalid') notifyLoginInvalid(failure.detail)
      else if (failure.reason === 'inactive') notifySessionExpired()
      else notifyRequestFailure(failure.error)
    } finally {
      if (!leaving) submitting.current = false
    }
  }

  const field = (name: Field, label: string, input: ReactElement) => (
    <div className={`login-field${errors[name] ? ' login-field-error' : ''}`}>
      <label htmlFor={ids[name]}>{label}</label>
      {input}
      {errors[name] && (
        <div id={`${ids[name]}-erro`} role="alert" className="login-field-message">
          {errors[name]}
        </div>
      )}
    </div>
  )

  return (
    <AuthCard subtitle="Acesse sua conta">
      <form onSubmit={onSubmit} noValidate aria-busy={loading}>
        {field(
          'username',
          'Usuário',
          <span className={`login-input${errors.username ? ' login-input-error' : ''}`}>
            <UserOutlined aria-hidden />
            <input
              id={ids.username}
              name="username"
              autoFocus
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.username}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? `${ids.username}-erro` : undefined}
              disabled={loading}
              onChange={(event) => change('username', event.target.value)}
            />
          </span>,
        )}
        {field(
          'password',
          'Senha',
          <span className={`login-input${errors.password ? ' login-input-error' : ''}`}>
            <LockOutlined aria-hidden />
            <input
              id={ids.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? `${ids.password}-erro` : undefined}
              disabled={loading}
              onChange={(event) => change('password', event.target.value)}
            />
            <button
              type="button"
              className="login-input-toggle"
              aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              aria-pressed={showPassword}
              tabIndex={-1}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          </span>,
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Entrar
        </Button>
      </form>
      <p className="auth-card-footer">
        Não tem conta? <Link to="/user/cadastro">Cadastre-se</Link>
      </p>
      <p className="auth-card-note">{COMPANY_NAME} · Financeiro</p>
    </AuthCard>
  )
}
