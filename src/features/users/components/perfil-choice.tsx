import { Form, Radio } from 'antd'
import { PERFIL_DESCRIPTIONS, grantablePerfis, type Perfil } from '../perfis'

export interface PerfilChoiceProps {
  id?: string
  value?: Perfil | null
  onChange?: (value: Perfil) => void
  /** a superuser also sees 'Administrador' */
  superuser: boolean
  disabled?: boolean
  'aria-describedby'?: string
}

/** The profile of an account, one radio per profile, in two columns (antd Form control). */
export function PerfilChoice({
  id,
  value,
  onChange,
  superuser,
  disabled,
  'aria-describedby': describedBy,
}: PerfilChoiceProps) {
  return (
    <Radio.Group
      id={id}
      className="users-perfil-choice"
      value={value ?? undefined}
      onChange={(e) => onChange?.(e.target.value as Perfil)}
      disabled={disabled}
      options={grantablePerfis(superuser, value)}
      aria-describedby={describedBy}
    />
  )
}

/**
 * The form field of the profile to grant (new account, approval): required, with what the chosen
 * profile sees underneath.
 */
export function PerfilField({
  perfil,
  superuser,
  who,
}: {
  perfil: Perfil | undefined
  superuser: boolean
  who: 'a pessoa' | 'o usuário'
}) {
  return (
    <Form.Item
      label="Perfil"
      name="perfil"
      rules={[{ required: true, message: 'Escolha o perfil.' }]}
      extra={perfil ? PERFIL_DESCRIPTIONS[perfil] : `As páginas que ${who} verá ao entrar.`}
    >
      <PerfilChoice superuser={superuser} />
    </Form.Item>
  )
}
