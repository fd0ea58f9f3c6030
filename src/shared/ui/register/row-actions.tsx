import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Button, Popconfirm, Space, Tooltip } from 'antd'
import type { ReactNode } from 'react'

export interface RowActionsProps {
  /** what the buttons name ("o banco 341 · Itaú") */
  name: string
  onEdit?: () => void
  /** absent: no delete button */
  onDelete?: () => void
  /** why the delete is not possible now (shown disabled, the reason on hover and focus) */
  blocked?: string
  deleting: boolean
  /** the page's own buttons, before the kit's */
  extra?: ReactNode
  /** a unique id for the blocked reason */
  id: string
}

/** A register row's actions: the page's own, "Editar", and "Excluir" behind a confirmation. */
export function RowActions({ name, onEdit, onDelete, blocked, deleting, extra, id }: RowActionsProps) {
  return (
    <Space size={0}>
      {extra}
      {onEdit && (
        <Tooltip title="Editar">
          <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${name}`} onClick={onEdit} />
        </Tooltip>
      )}
      {blocked ? (
        <BlockedDelete label={`Excluir ${name}`} reason={blocked} id={id} />
      ) : onDelete && (
        <Popconfirm
          title={`Excluir ${name}?`}
          description="Esta ação não pode ser desfeita."
          okText="Excluir"
          okButtonProps={{ danger: true }}
          cancelText="Cancelar"
          onConfirm={onDelete}
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${name}`} loading={deleting} />
        </Popconfirm>
      )}
    </Space>
  )
}

/** A delete that is not possible now: disabled, saying why on hover and focus and to screen readers. */
function BlockedDelete({ label, reason, id }: { label: string; reason: string; id: string }) {
  return (
    <Tooltip title={reason}>
      {/* a disabled button takes no focus nor hover: the wrapper does, for the reason */}
      <span tabIndex={0}>
        <Button type="text" danger disabled icon={<DeleteOutlined />} aria-label={label} aria-describedby={id} />
        <span id={id} className="sr-only">
          {reason}
        </span>
      </span>
    </Tooltip>
  )
}
