import { Form, Input } from 'antd'
import type { ReactNode } from 'react'
import { PasswordChecklist, passwordPasses } from './password-checklist'

/**
 * A new password with its visible strength rule and a confirmation, inside an antd Form:
 * the same fields for sign-up, the first/changed password and accounts created by staff.
 */
export function NewPasswordFields({
  name = 'password',
  confirmName = 'confirm',
  label = 'Senha',
  confirmLabel = 'Confirme a senha',
  requiredMessage = 'Informe a senha.',
  confirmRequiredMessage = 'Confirme a senha.',
  username = '',
  extra,
}: {
  name?: string
  confirmName?: string
  label?: string
  confirmLabel?: string
  requiredMessage?: string
  confirmRequiredMessage?: string
  /** the password may not equal it */
  username?: string
  extra?: ReactNode
}) {
  const form = Form.useFormInstance()
  const password = (Form.useWatch(name, form) as string | undefined) ?? ''
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        extra={extra}
        rules={[
          { required: true, message: requiredMessage },
          {
            validator: (_, value: string) =>
              !value || passwordPasses(value, username)
                ? Promise.resolve()
                : Promise.reject(new Error('A senha não atende às regras abaixo.')),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordChecklist password={password} username={username} />
      <Form.Item
        label={confirmLabel}
        name={confirmName}
        dependencies={[name]}
        rules={[
          { required: true, message: confirmRequiredMessage },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error('As senhas não conferem.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  )
}
