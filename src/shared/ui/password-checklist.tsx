import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { passwordChecks } from '../lib/password'

/** The strength rule, visible while typing. */
export function PasswordChecklist({ password, username }: { password: string; username?: string }) {
  return (
    <ul aria-label="Regras da senha" style={{ listStyle: 'none', padding: 0, margin: '-8px 0 16px', fontSize: 13 }}>
      {passwordChecks(password, username).map((check) => (
        <li key={check.key} style={{ color: check.ok ? '#237804' : '#8c8c8c', padding: '2px 0' }}>
          {check.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}{' '}
          {check.label}
          <span className="sr-only">{check.ok ? ' (atendida)' : ' (pendente)'}</span>
        </li>
      ))}
    </ul>
  )
}
