export interface PasswordCheck {
  key: 'length' | 'letter' | 'digit' | 'username'
  label: string
  ok: boolean
}

export const PASSWORD_MIN_LENGTH = 8

/** The visible strength rule of every password form; the server enforces its own too. */
export function passwordChecks(password: string, username = ''): PasswordCheck[] {
  const value = password ?? ''
  const user = username.trim().toLowerCase()
  return [
    { key: 'length', label: `Ao menos ${PASSWORD_MIN_LENGTH} caracteres`, ok: value.length >= PASSWORD_MIN_LENGTH },
    { key: 'letter', label: 'Ao menos uma letra', ok: /\p{L}/u.test(value) },
    { key: 'digit', label: 'Ao menos um número', ok: /\d/.test(value) },
    {
      key: 'username',
      label: 'Diferente do nome de usuário',
      ok: value.length > 0 && (!user || value.toLowerCase() !== user),
    },
  ]
}

export function isStrongPassword(password: string, username = ''): boolean {
  return passwordChecks(password, username).every((check) => check.ok)
}
