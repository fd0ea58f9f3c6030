import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
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
import { login, preloadSessionData, selectLoginStatus } from '../session-slice'

/**
 * The four outlined glyphs of @ant-design/icons the form shows (user, lock, eye, eye-invisible),
 * drawn inline: the icon chunks and their runtime are two requests and ~2 KiB the login route
 * does not need to download before the form appears.
 */
const GLYPHS = {
  user: ['M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z'],
  lock: ['M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z'],
  eye: ['M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z'],
  eyeInvisible: [
    'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
    'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
  ],
} as const

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg className="login-glyph" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      {GLYPHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

type Field = 'username' | 'password'
const REQUIRED: Record<Field, string> = { username: 'Informe o usuário.', password: 'Informe a senha.' }

/**
 * Native inputs and button styled like antd's: antd's Form and Input (with validator, tooltip
 * and popup machinery) would add ~80 KiB gzip to the one page every visit starts on, for two
 * required fields, and even antd's Button generates its CSS-in-JS styles (every variant and
 * colour) on the main thread while a phone is still starting the app.
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
    // typing starts the download of what the sign-in runs on (the data layer is not in this route)
    void preloadSessionData().catch(() => {})
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
      if ('profile' in result) {
        // The page is leaving: later Enter presses must not sign in again.
        leaving = true
        const { profile } = result
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
      const { failure } = result
      if (failure.reason === 'no_response') notifyLoginNoResponse()
      else if (failure.reason === 'invalid') notifyLoginInvalid(failure.detail)
      else if (failure.reason === 'inactive') notifySessionExpired()
      else notifyRequestFailure(failure.error)
    } finally {
      if (!leaving) submitting.current = false
    }
  }

  /** The attributes both inputs share: their value, their error and the lock while signing in. */
  const inputProps = (name: Field) => ({
    id: ids[name],
    name,
    value: values[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${ids[name]}-erro` : undefined,
    disabled: loading,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  })

  const field = (name: Field, label: string, glyph: keyof typeof GLYPHS, input: ReactNode) => (
    <div className={`login-field${errors[name] ? ' login-field-error' : ''}`}>
      <label htmlFor={ids[name]}>{label}</label>
      <span className={`login-input${errors[name] ? ' login-input-error' : ''}`}>
        <Glyph name={glyph} />
        {input}
      </span>
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
          'user',
          <input
            {...inputProps('username')}
            autoFocus
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />,
        )}
        {field(
          'password',
          'Senha',
          'lock',
          <>
            <input
              {...inputProps('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
            />
            <button
              type="button"
              className="login-input-toggle"
              aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <Glyph name={showPassword ? 'eye' : 'eyeInvisible'} />
            </button>
          </>,
        )}
        <button type="submit" className={`login-submit${loading ? ' login-submit-loading' : ''}`}>
          {loading && <span className="login-submit-spinner" aria-hidden />}
          Entrar
        </button>
      </form>
      <p className="auth-card-footer">
        Não tem conta? <Link to="/user/cadastro">Cadastre-se</Link>
      </p>
      <p className="auth-card-note">{COMPANY_NAME} · Financeiro</p>
    </AuthCard>
  )
}
