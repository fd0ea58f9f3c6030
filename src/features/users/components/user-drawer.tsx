import { Alert, Drawer } from 'antd'
import type { ReactNode } from 'react'

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
