import { Alert, Button, Drawer, Space } from 'antd'
import type { ReactNode } from 'react'
import { AccountForm, type AccountFormProps } from './account-fields'

/**
 * The drawer of every user form (new, edit, approve): what the server refused without naming a
 * field shows above the form; closing is blocked while a save is on its way.
 */
export function UserDrawer({
  title,
  open,
  onClose,
  saving,
  formError,
  onClosed,
  children,
}: {
  title: ReactNode
  open: boolean
  onClose: () => void
  saving: boolean
  formError: string | null
  /** after the drawer has slid away */
  onClosed?: () => void
  children: ReactNode
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
      {children}
    </Drawer>
  )
}

/** The form of a user drawer, ending in "Cancelar" and its submit button on the right. */
export function UserForm<Values>({
  saving,
  submitText,
  onCancel,
  children,
  ...form
}: AccountFormProps<Values> & { submitText: string; onCancel: () => void }) {
  return (
    <AccountForm<Values> saving={saving} {...form}>
      {children}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </Space>
    </AccountForm>
  )
}
