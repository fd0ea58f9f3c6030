import { Alert, Drawer, Form, Modal, type FormInstance, type FormProps } from 'antd'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { saveFailed } from '../save-failed'
import { FieldItem } from './field-item'
import { toFormValues, toPayload } from './fields'
import { ListField } from './list-field'
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
  /**
   * Rejects with the failure: the form stays open with what was typed. `values` are the raw form
   * values, for what `custom` fields hold (the payload leaves them out).
   */
  onSubmit: (payload: Partial<T>, editing: T | null, values: Record<string, unknown>) => Promise<unknown>
  onClose: () => void
  /** server field names that differ from the form's */
  aliases?: Record<string, string>
  width?: number
  submitLabel?: string
  /**
   * Where the form opens: a drawer at the side (a register's rows), or a modal over the page
   * (a record of the customer's panel, filled without leaving it).
   */
  container?: 'drawer' | 'modal'
  /** the page's own form instance, when it watches or sets values (antd's Form.useForm) */
  form?: FormInstance
  /** the form element's name: its inputs' ids start with it */
  name?: string
  /** raw form values over the fields' own (the values a `custom` field names) */
  initialValues?: Record<string, unknown>
  /** a field changed (the user's change, or the page's setFieldsValue) */
  onValuesChange?: (changed: Record<string, unknown>, all: Record<string, unknown>) => void
  /** above the save's problems: "Não foi possível salvar." unless the page names the record */
  problemsTitle?: string
  /** after the fields, before the save's problems (a warning, a link to another record) */
  extra?: ReactNode
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
  container = 'drawer',
  form: pageForm,
  name,
  initialValues,
  onValuesChange,
  problemsTitle = 'Não foi possível salvar.',
  extra,
}: RegisterFormProps<T>) {
  const [ownForm] = Form.useForm()
  const form = pageForm ?? ownForm
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
    () => ({
      ...toFormValues(fields as readonly FieldDef[], (editing ?? defaults) as Record<string, unknown> | null),
      ...initialValues,
    }),
    [fields, editing, defaults, initialValues],
  )

  /** the row the open form was filled from: a new one (or a new opening) starts the form over */
  const filledFrom = useRef<{ editing: T | null; defaults: Partial<T> | null } | null>(null)
  /** the values the form was last filled with: a late list refills only what it changes */
  const filledWith = useRef<Record<string, unknown>>({})
  useEffect(() => {
    if (!open) {
      filledFrom.current = null
      return
    }
    const from = filledFrom.current
    const before = filledWith.current
    filledWith.current = initial
    if (!from || from.editing !== editing || from.defaults !== defaults) {
      filledFrom.current = { editing, defaults }
      edited.current.clear()
      form.resetFields()
      form.setFieldsValue(initial)
      setProblems([])
      return
    }
    // A list the fields depend on arrived while the form is open (options, a default): fill only
    // the values it changed, in fields the user has not touched, so nothing typed or pasted is
    // wiped without a word, nor a value the page set meanwhile (a negotiation chosen fills others).
    form.setFieldsValue(
      Object.fromEntries(
        Object.entries(initial).filter(([name, value]) => !edited.current.has(name) && before[name] !== value),
      ),
    )
  }, [open, editing, defaults, initial, form])

  async function submit(formValues: Record<string, unknown>) {
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    setProblems([])
    try {
      await onSubmit(toPayload(fields as readonly FieldDef[], formValues) as Partial<T>, editing, formValues)
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
  const footer = (
    <DrawerFooter busy={busy} onCancel={requestClose} onSubmit={() => form.submit()} submitLabel={submitLabel} />
  )
  const body = (
    <>
      {modalHolder}
      <RegisterFormLayout
        form={form}
        name={name}
        aria-label={title}
        onFinish={submit}
        onValuesChange={(changed: Record<string, unknown>, all: Record<string, unknown>) => {
          Object.keys(changed).forEach((field) => edited.current.add(field))
          onValuesChange?.(changed, all)
        }}
        // the container mounts the form when it opens: it starts with the row (or the new row)
        initialValues={initial}
      >
        <div className="register-form-grid">
          {shown.map((field) => {
            const disabled = Boolean(field.disabled || (editing && field.readOnlyOnEdit))
            if (field.kind === 'list') return <ListField key={field.name} field={field} values={current} disabled={disabled} />
            if (field.kind !== 'custom')
              return <FieldItem key={field.name} field={field} name={field.name} values={current} disabled={disabled} />
            return (
              <div key={field.name} className={field.half ? 'register-field-half' : 'register-field-full'}>
                {field.render?.({ values: current, editing: editing as Record<string, unknown> | null, busy })}
              </div>
            )
          })}
        </div>
        {extra}
        {problems.length > 0 && (
          <Alert type="error" showIcon title={problemsTitle} description={problems.join(' ')} />
        )}
        {/* Enter in a text field submits; the footer button is outside the form element. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </RegisterFormLayout>
    </>
  )
  if (container === 'modal') {
    return (
      <Modal open={open} title={title} width={width} onCancel={requestClose} destroyOnHidden footer={footer}>
        {body}
      </Modal>
    )
  }
  return (
    <Drawer open={open} title={title} size={width} onClose={requestClose} destroyOnHidden footer={footer}>
      {body}
    </Drawer>
  )
}
