import { Button, Popconfirm } from 'antd'
import type { ReactNode } from 'react'
import { useAppDispatch } from '@/shared/store/hooks'
import { deleteRecord, type RecordKind } from '../customer-panel-data'
import { useRecordAction } from '../hooks'
import { RECORD_NOUNS, recordWords } from '../lib'

/**
 * Every 'Excluir' of the panel (and the other actions that undo a record, like cancelling a
 * promise): asks first, sends once, says what happened.
 */
export function ConfirmDelete({
  title,
  description,
  ariaLabel,
  successMessage,
  onDelete,
  okText = 'Excluir',
  cancelText = 'Cancelar',
  children = 'Excluir',
}: {
  title: ReactNode
  description?: ReactNode
  ariaLabel: string
  successMessage: string
  onDelete: () => Promise<unknown>
  okText?: string
  cancelText?: string
  /** the button's text */
  children?: ReactNode
}) {
  const { busy, act } = useRecordAction()
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true }}
      onConfirm={() => act(onDelete, successMessage)}
    >
      <Button size="small" type="link" danger loading={busy} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  )
}

/**
 * 'Excluir' of one of the panel's plain records (saveRecord / deleteRecord). What it says follows
 * the record's noun ('Excluir esta negociação?', 'Excluir negociação #12', 'Negociação
 * excluída.') unless given.
 */
export function DeleteRecord({
  kind,
  id,
  title,
  ariaLabel,
  successMessage,
}: {
  kind: RecordKind
  id: number
  title?: ReactNode
  ariaLabel?: string
  successMessage?: string
}) {
  const dispatch = useAppDispatch()
  const words = recordWords(RECORD_NOUNS[kind])
  return (
    <ConfirmDelete
      title={title ?? words.deleteQuestion}
      ariaLabel={ariaLabel ?? words.deleteRow(id)}
      successMessage={successMessage ?? words.deleted}
      onDelete={() => deleteRecord(dispatch, kind, id)}
    />
  )
}
