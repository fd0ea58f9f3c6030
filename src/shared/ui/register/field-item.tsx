import { Form } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { fieldHelp, fieldInput, fieldLabel, fieldNormalize, fieldRules } from './fields'
import type { FieldDef } from './types'

export interface FieldItemProps {
  field: FieldDef
  /** the value's path: the field's name, or [row, name] inside a list */
  name: NamePath
  /** the values being edited (a list row's values inside a list): options, label, help, rules */
  values: Record<string, unknown>
  disabled: boolean
  /** the label over the field's own (a list row's name on its first field) */
  label?: string
  /** the paths of `field.dependencies` (inside a list, the row's) */
  dependencies?: NamePath[]
  className?: string
}

/** One described field as a Form.Item: its label, rules, help, normalize and input. */
export function FieldItem({ field, name, values, disabled, label, dependencies, className }: FieldItemProps) {
  return (
    <Form.Item
      name={name}
      label={label ?? fieldLabel(field, values)}
      rules={fieldRules(field, values)}
      dependencies={dependencies ?? field.dependencies}
      extra={fieldHelp(field, values)}
      normalize={fieldNormalize(field)}
      valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
      // a switch is never left empty: no "(opcional)" beside it
      required={field.kind === 'boolean' ? true : undefined}
      className={className ?? (field.half ? 'register-field-half' : 'register-field-full')}
    >
      {fieldInput(field, disabled, values)}
    </Form.Item>
  )
}
