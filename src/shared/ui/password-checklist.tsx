import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { passwordChecks, type PasswordCheck } from '../lib/password'

/**
 * Passwords the server (Django's CommonPasswordValidator) refuses as "muito comum" and that the
 * basic rules would pass: a common word with a run of digits, keyboard runs. The server has the
 * last word; this only keeps the checklist from promising what it will refuse.
 */
const COMMON_WORDS = [
  'senha',
  'password',
  'qwerty',
  'abcd',
  'mudar',
  'admin',
  'teste',
  'brasil',
  'asdf',
  'abc',
]

export function looksCommon(password: string): boolean {
  const p = password.trim().toLowerCase()
  if (!p) return false
  if (/^(.)\1+$/.test(p)) return true
  if (/^\d+$/.test(p)) return true
  const word = p.replace(/[\d!@#$%&*._-]+$/, '')
  const tail = p.slice(word.length)
  if (COMMON_WORDS.includes(word) && /^[\d!@#$%&*._-]*$/.test(tail)) return true
  return ['12345678', '123456789', '87654321', 'qwertyui', '11111111'].some((run) =>
    p.includes(run),
  )
}

export interface ChecklistItem extends Omit<PasswordCheck, 'key'> {
  key: PasswordCheck['key'] | 'common' | 'contains'
}

/** The strength rules people see, as strict as the server's validators. */
export function checklistItems(password: string, username = ''): ChecklistItem[] {
  const value = password ?? ''
  const user = username.trim().toLowerCase()
  const base: ChecklistItem[] = passwordChecks(value, username).filter((c) => c.key !== 'username')
  return [
    ...base,
    {
      key: 'contains',
      label: 'Não contém o nome de usuário',
      ok:
        value.length > 0 &&
        (!user ||
          (user.length < 4
            ? value.toLowerCase() !== user
            : !value.toLowerCase().includes(user) && !user.includes(value.toLowerCase()))),
    },
    {
      key: 'common',
      label: 'Não é uma senha comum (ex.: Senha1234)',
      ok: value.length > 0 && !looksCommon(value),
    },
  ]
}

export function passwordPasses(password: string, username = ''): boolean {
  return checklistItems(password, username).every((item) => item.ok)
}

/** The strength rule, visible while typing; `serverRules` are the server's own words after a refusal. */
export function PasswordChecklist({
  password,
  username,
  serverRules = [],
}: {
  password: string
  username?: string
  serverRules?: readonly string[]
}) {
  return (
    <>
      <ul
        aria-label="Regras da senha"
        style={{ listStyle: 'none', padding: 0, margin: '-8px 0 16px', fontSize: 13 }}
      >
        {checklistItems(password, username).map((check) => (
          <li key={check.key} style={{ color: check.ok ? '#237804' : '#595959', padding: '2px 0' }}>
            {check.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}{' '}
            {check.label}
            <span className="sr-only">{check.ok ? ' (atendida)' : ' (pendente)'}</span>
          </li>
        ))}
      </ul>
      {serverRules.length > 0 && (
        <div
          role="note"
          aria-label="Regras do servidor"
          style={{ margin: '-8px 0 16px', fontSize: 13, color: '#a8071a' }}
        >
          O servidor recusou a senha:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {serverRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
