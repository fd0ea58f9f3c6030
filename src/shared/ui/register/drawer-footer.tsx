import { Button, Space } from 'antd'
import type { ReactNode } from 'react'

/** A form drawer's footer: "Cancelar" and the submit button, both waiting while a save runs. */
export function DrawerFooter({
  busy,
  onCancel,
  onSubmit,
  submitLabel,
}: {
  busy: boolean
  onCancel: () => void
  onSubmit: () => void
  submitLabel: ReactNode
}) {
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="primary" onClick={onSubmit} loading={busy}>
        {submitLabel}
      </Button>
    </Space>
  )
}
