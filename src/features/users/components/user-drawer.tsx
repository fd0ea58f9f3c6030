import { Alert, Button, Drawer, Form, Space } from 'antd'
import { useState, type ReactNode } from 'react'
import { useFormSave } from '@/shared/ui/use-form-save'
import { AccountForm, type AccountFormProps } from './account-fields'

/** The row a drawer was last opened for: it stays on screen while the drawer slides away. */
export function useLastShown<T>(openFor: T | null) {
  const [shown, setShown] = useState(openFor)
  if (openFor && openFor !== shown) setShown(openFor)
  return [shown, setShown] as const
}

/**
 * The form of a user drawer and its save (useFormSave); `drawer` is what UserFormDrawer takes
 * from them and from the drawer's opening. A `fresh` drawer is emptied when it has slid away:
 * each opening starts without the last one's refusal.
 */
export function useUserFormDrawer<Values>({
  open,
  onClose,
  fresh = false,
}: {
  open: boolean
  onClose: () => void
  fresh?: boolean
}) {
  const [form] = Form.useForm<Values>()
  const { saving, formError, setFormError, save } = useFormSave(form)
  const drawer = {
    open,
    onClose,
    form,
    saving,
    formError,
    onClosed: fresh ? () => setFormError(null) : undefined,
  }
  return { form, save, drawer }
}

/**
 * The drawer of every user form (new, edit, approve): what the server refused without naming a
 * field shows above the form (and above `intro`, what the form is about); the form ends in
 * "Cancelar" and its submit button on the right; closing is blocked while a save is on its way.
 */
export function UserFormDrawer<Values>({
  title,
  open,
  onClose,
  formError,
  onClosed,
  intro,
  saving,
  submitText,
  children,
  ...form
}: AccountFormProps<Values> & {
  title: ReactNode
  open: boolean
  onClose: () => void
  formError: string | null
  /** after the drawer has slid away; the drawer's content is destroyed then */
  onClosed?: () => void
  intro?: ReactNode
  submitText: string
}) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={560}
      mask={{ closable: !saving }}
      destroyOnHidden={!!onClosed}
      afterOpenChange={(isOpen) => !isOpen && onClosed?.()}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      {intro}
      <AccountForm<Values> saving={saving} {...form}>
        {children}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitText}
          </Button>
        </Space>
      </AccountForm>
    </Drawer>
  )
}
