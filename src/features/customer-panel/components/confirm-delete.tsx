import { Button, Popconfirm } from 'antd'
import type { ReactNode } from 'react'
import { showMessage } from '@/shared/ui/feedback'
import { saveFailed } from '@/shared/ui/save-failed'
import { useSingleFlight } from '../hooks'

/** Every 'Excluir' of the panel: asks first, sends once, says what happened. */
export function ConfirmDelete({
  title,
  description,
  ariaLabel,
  successMessage,
  onDelete,
}: {
  title: ReactNode
  description?: ReactNode
  ariaLabel: string
  successMessage: string
  onDelete: () => Promise<unknown>
}) {
  const { busy, run } = useSingleFlight()
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Excluir"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        run(async () => {
          try {
            await onDelete()
            showMessage('success', successMessage)
          } catch (error) {
            saveFailed(error)
          }
        })
      }
    >
      <Button size="small" type="link" danger loading={busy} aria-label={ariaLabel}>
        Excluir
      </Button>
    </Popconfirm>
  )
}
