import { Alert, Drawer, Form, type FormProps } from 'antd'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { saveFailed } from '../save-failed'
import { fieldInput, fieldRules, toFormValues, toPayload } from './fields'
import type { FieldDef } from './types'
import { useDiscardGuard } from './use-discard-guard'
import { DrawerFooter } from './drawer-footer'

export interface RegisterFormProps<T> {
  open: boolean
  /** "Novo banco" / "Editar banco" */
  title: string
  fields: readonly FieldDef<T>[]
  /** the row being edited; null creates */
  editing: T | null
  /** what a new row starts with (read once, when the form opens to create) */
  defaults?: Partial<T> | null
  /** rejects with the failure: the form stays open with what was typed */
  onSubmit: (payload: Partial<T>, editing: T | null) => Promise<unknown>
  onClose: () => void
  /** server field names that differ from the form's */
  aliases?: Record<string, string>
  width?: number
  submitLabel?: string
}

/**
 * The kit's form element: labels above the fields, the optional ones marked, the kit's class
 * (before `className`). The forms that follow the kit by hand use it too.
 */
export function RegisterFormLayout<V>({
  className,
  ...props
}: Omit<FormProps<V>, 'layout' | 'requiredMark' | 'children'> & { children: ReactNode }) {
  return (
    <Form<V>
      layout="vertical"
      requiredMark="optional"
      className={className ? `register-form ${className}` : 'register-form'}
      {...props}
    />
  )
}

/**
 * The create/edit form of a register in a drawer: built from the field descriptions, one
 * request per submit, server errors on their fields, nothing typed lost on failure, and a
 * warning before closing with unsaved changes.
 */
export function RegisterForm<T>({
  open,
  title,
  fields,
  editing,
  defaults = null,
  onSubmit,
  onClose,
  aliases,
  width = 560,
  submitLabel = 'Salvar',
}: RegisterFormProps<T>) {
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  /**
   * The fields the user changed since the form opened. Only these count as changes: not a value
   * the form fills in itself (a list arriving late), not the errors of a refused "Salvar".
   */
  const edited = useRef(new Set<string>())
  const { requestClose, holder: modalHolder } = useDiscardGuard(form, busy, onClose, () => edited.current.size > 0)
  const [problems, setProblems] = useState<string[]>([])
  const submitting = useRef(false)
  const values = Form.useWatch([], form) as Partial<T> | undefined
  const initial = useMemo(
    () => toFormValues(fields as readonly FieldDef[], (editing ?? defaults) as Record<string, unknown> | null),
    [fields, editing, defaults],
  )

  /** the row the open form was filled from: a new one (or a new opening) starts the form over */
  const filledFrom = useRef<{ editing: T | null; defaults: Partial<T> | null } | null>(null)
  useEffect(() => {
    if (!open) {
      filledFrom.current = null
      return
    }
    const from = filledFrom.current
    if (!from || from.editing !== editing || from.defaults !== defaults) {
      filledFrom.current = { editing, defaults }
      edited.current.clear()
      form.resetFields()
      form.setFieldsValue(initial)
      setProblems([])
      return
    }
    // A list the fields depend on arrived while the form is open (options, a default): fill only
    // the fields the user has not touched, so nothing typed or pasted is wiped without a word.
    form.setFieldsValue(Object.fromEntries(Object.entries(initial).filter(([name]) => !edited.current.has(name))))
  }, [open, editing, defaults, initial, form])

  async function submit(formValues: Record<string, unknown>) {
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    setProblems([])
    try {
      await onSubmit(toPayload(fields as readonly FieldDef[], formValues) as Partial<T>, editing)
      edited.current.clear()
      form.resetFields()
      onClose()
    } catch (error) {
      setProblems(saveFailed(error, form, aliases))
    } finally {
      submitting.current = false
      setBusy(false)
    }
  }


  const current = (values ?? initial) as Record<string, unknown>
  const shown = (fields as readonly FieldDef[]).filter((f) => !f.visible || f.visible(current))
  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={requestClose}
      destroyOnHidden
      footer={
        <DrawerFooter busy={busy} onCancel={requestClose} onSubmit={() => form.submit()} submitLabel={submitLabel} />
      }
    >
      {modalHolder}
      <RegisterFormLayout
        form={form}
        onFinish={submit}
        onValuesChange={(changed: Record<string, unknown>) => Object.keys(changed).forEach((name) => edited.current.add(name))}
        // the drawer mounts the form when it opens: it starts with the row (or the new row)
        initialValues={initial}
      >
        <div className="register-form-grid">
          {shown.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              rules={fieldRules(field)}
              dependencies={field.dependencies}
              extra={field.help}
              valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
              className={field.half ? 'register-field-half' : 'register-field-full'}
            >
              {fieldInput(field, Boolean(field.disabled || (editing && field.readOnlyOnEdit)), current)}
            </Form.Item>
          ))}
        </div>
        {problems.length > 0 && (
          <Alert type="error" showIcon title="Não foi possível salvar." description={problems.join(' ')} />
        )}
        {/* Enter in a text field submits; the footer button is outside the form element. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </RegisterFormLayout>
    </Drawer>
  )
}
