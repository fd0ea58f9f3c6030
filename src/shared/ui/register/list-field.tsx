import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form } from 'antd'
import { useId } from 'react'
import { FieldItem } from './field-item'
import { fieldRules, newListItem } from './fields'
import type { FieldDef } from './types'
import './list-field.css'

/** Form.List takes validator rules only: the kit gives a list just that (at least one row). */
type ListRule = Parameters<typeof Form.List>[0]['rules'] extends (infer R)[] | undefined ? R : never

export interface ListFieldProps {
  field: FieldDef
  /** the form's values: the rows are `values[field.name]` */
  values: Record<string, unknown>
  disabled: boolean
}

/**
 * A `list` field: a heading, its rows (each a fieldset with a legend, or one inline line) with
 * the item fields, a remove button per row and an add button. Each row's fields read that row's
 * values (`visible`, `options`, `labelOf`…); a server error on a row's field lands on it.
 */
export function ListField({ field, values, disabled }: ListFieldProps) {
  const headingId = useId()
  const item = field.item ?? []
  const noun = field.itemLabel ?? field.label
  const lower = noun.toLocaleLowerCase('pt-BR')
  const rows = (values[field.name] ?? []) as Array<Record<string, unknown> | undefined>
  const inline = field.layout === 'inline'
  return (
    <section className="register-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="register-list-title">
        {field.label}
      </h3>
      <Form.List name={field.name} rules={fieldRules(field, values) as ListRule[]}>
        {(items, { add, remove }, { errors }) => (
          <>
            {items.map(({ key, name }, index) => {
              const row = rows[name] ?? {}
              const numbered = `${noun} ${index + 1}`
              const title = index === 0 && field.firstNote ? `${numbered} (${field.firstNote})` : numbered
              const remover = `Remover ${lower} ${index + 1}`
              const cells = item
                .filter((f) => !f.visible || f.visible(row))
                .map((f, i) => (
                  <FieldItem
                    key={f.name}
                    field={f}
                    name={[name, f.name]}
                    values={row}
                    disabled={disabled || Boolean(f.disabled)}
                    label={inline && i === 0 ? title : undefined}
                    dependencies={f.dependencies?.map((d) => [field.name, name, d])}
                    className={inline ? `register-list-cell register-list-cell-${f.kind}` : undefined}
                  />
                ))
              return inline ? (
                <div key={key} className="register-list-inline">
                  {cells}
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={remover}
                    title={remover}
                    disabled={disabled}
                    onClick={() => remove(name)}
                    className="register-list-remove"
                  />
                </div>
              ) : (
                <fieldset key={key} aria-label={numbered} className="register-list-item">
                  <legend>{title}</legend>
                  <div className="register-form-grid">{cells}</div>
                  <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => remove(name)}>
                    {remover}
                  </Button>
                </fieldset>
              )
            })}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => add(newListItem(field))}>
              {field.addLabel ?? `Adicionar ${lower}`}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  )
}
