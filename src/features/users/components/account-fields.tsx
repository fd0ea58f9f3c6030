import { Col, Form, Input, Row, type FormProps, type InputProps } from 'antd'
import type { Rule } from 'antd/es/form'
import type { ReactNode } from 'react'
import { emailRule } from '@/shared/lib/validators'
import { limitedText } from '@/shared/ui/text-limit'

/*
 * Shared by the public sign-up page (/user/cadastro, through the module's index) and the user
 * drawers: antd and shared/ only. Nothing of the data layer may come in here.
 */

/** What {@link AccountFields} put in the form. */
export interface AccountValues {
  first_name: string
  last_name: string
  email: string
  username: string
}

/** antd's Form props, but for what {@link AccountForm} fixes: `saving` locks the fields. */
export type AccountFormProps<Values> = Omit<
  FormProps<Values>,
  'layout' | 'requiredMark' | 'disabled' | 'children'
> & {
  saving: boolean
  children: ReactNode
}

/**
 * The form of an account (sign-up, new user, edit, approval): labels above the fields, no
 * required marks, and nothing can be changed while a save is on its way.
 */
export function AccountForm<Values>({ saving, ...props }: AccountFormProps<Values>) {
  return <Form<Values> layout="vertical" requiredMark={false} disabled={saving} {...props} />
}

const required = (message: string): Rule => ({ required: true, whitespace: true, message })

const USERNAME_RULE: Rule = {
  pattern: /^[\w.@+-]+$/,
  message: 'Use letras, números e . @ + - _ (sem espaços).',
}

/** A text field with the server's length limit: the rule on the item, the counter on the input. */
function LimitedField({
  label,
  name,
  max,
  rules,
  ...input
}: { label: string; name: string; max: number; rules: Rule[] } & InputProps) {
  const limit = limitedText(max)
  return (
    <Form.Item label={label} name={name} rules={[limit.rule, ...rules]}>
      <Input count={limit.count} {...input} />
    </Form.Item>
  )
}

/**
 * Name, surname, e-mail and (unless left out) the username of an account. The sign-up page lets
 * the browser fill them in (`autofill`); the administrator's drawers do not, since they describe
 * someone else.
 */
export function AccountFields({
  autofill = false,
  lastNameRequired = true,
  withUsername = true,
}: {
  autofill?: boolean
  /** editing an existing account accepts an empty surname */
  lastNameRequired?: boolean
  /** the username of an existing account is not edited */
  withUsername?: boolean
}) {
  const autoComplete = (token: string) => (autofill ? token : 'off')
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <LimitedField
            label="Nome"
            name="first_name"
            max={150}
            rules={[required('Informe o nome.')]}
            autoComplete={autoComplete('given-name')}
          />
        </Col>
        <Col xs={24} sm={12}>
          <LimitedField
            label="Sobrenome"
            name="last_name"
            max={150}
            rules={lastNameRequired ? [required('Informe o sobrenome.')] : []}
            autoComplete={autoComplete('family-name')}
          />
        </Col>
      </Row>
      <LimitedField
        label="E-mail"
        name="email"
        max={254}
        type="email"
        rules={[{ required: true, message: 'Informe o e-mail.' }, emailRule()]}
        autoComplete={autoComplete('email')}
      />
      {withUsername && (
        <LimitedField
          label="Usuário"
          name="username"
          max={150}
          rules={[required('Informe o usuário.'), USERNAME_RULE]}
          autoComplete={autoComplete('username')}
        />
      )}
    </>
  )
}
