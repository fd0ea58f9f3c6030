import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Input, Popconfirm, Space, Table, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useId, useMemo, useState, type Key, type ReactNode } from 'react'
import { foldText, matchesTerms, searchTerms } from '../../lib/text'
import { columnAlign, compareRows, excelValue, textOf } from '../columns'
import { ExportButton } from '../export-button'
import { showMessage } from '../feedback'
import { PageContainer } from '../page-container'
import { LoadFailedPanel } from '../retry'
import { saveFailed } from '../save-failed'
import { fittedCell, useColumnPicker } from '../report/column-picker'
import { RegisterForm } from './register-form'
import type { FieldDef, RegisterColumn, RegisterSource } from './types'

export interface RegisterNoun {
  /** "banco", "moeda" */
  singular: string
  plural: string
  /** grammatical gender: "Novo banco" / "Nova moeda" */
  feminine?: boolean
}

export interface RegisterPageProps<T> {
  title: string
  subtitle?: ReactNode
  noun: RegisterNoun
  source: RegisterSource<T>
  columns: RegisterColumn<T>[]
  fields: FieldDef<T>[]
  rowKey: (row: T) => Key
  /** inside a tab or a card: no page title of its own */
  embedded?: boolean
  canCreate?: boolean
  canEdit?: boolean | ((row: T) => boolean)
  canDelete?: boolean | ((row: T) => boolean)
  /**
   * Why a row that could be deleted cannot be now (e.g. the server does not say whether it is in
   * use): the delete button shows disabled, with the reason on hover and focus and for screen readers.
   */
  deleteBlockedReason?: (row: T) => string | undefined
  /** what the delete confirmation names ("o banco 341 · Itaú") */
  describe?: (row: T) => string
  /** after a delete; a success message by default */
  onDeleted?: (row: T) => void
  /** more buttons in each row's actions */
  rowActions?: (row: T) => ReactNode
  /** more buttons beside "Novo" */
  toolbar?: ReactNode
  /** fills the form of a new row from what the page knows (the rule being edited) */
  newRow?: () => Partial<T>
  aliases?: Record<string, string>
  pageSize?: number
  /** the table's caption for screen readers; the title by default */
  caption?: string
  emptyText?: string
  formWidth?: number
}

/** The open form: a row to edit, or a new one with the defaults `newRow` gave when it opened. */
type Editing<T> = { row: T; defaults?: undefined } | { row: null; defaults: Partial<T> | null } | null

function allowed<T>(rule: boolean | ((row: T) => boolean) | undefined, row: T): boolean {
  return typeof rule === 'function' ? rule(row) : rule !== false
}

/**
 * A register page from a description: search, table with pagination, create/edit in a
 * drawer, delete behind a confirmation, Excel of what is on screen, and the loading, empty
 * and error states. The data comes from a RegisterSource (local state or a slice).
 */
export function RegisterPage<T>({
  title,
  subtitle,
  noun,
  source,
  columns,
  fields,
  rowKey,
  embedded,
  canCreate = true,
  canEdit = true,
  canDelete = true,
  deleteBlockedReason,
  describe,
  onDeleted,
  rowActions,
  toolbar,
  newRow,
  aliases,
  pageSize = 20,
  caption,
  emptyText,
  formWidth,
}: RegisterPageProps<T>) {
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Editing<T>>(null)
  const [deleting, setDeleting] = useState<Key | null>(null)
  const blockedId = useId()
  const article = noun.feminine ? 'a' : 'o'
  const Noun = `${noun.singular[0].toUpperCase()}${noun.singular.slice(1)}`
  const waiting = source.status === 'loading' && source.rows.length === 0

  const { shown, picker } = useColumnPicker(caption ?? title, columns)
  const visibleColumns = useMemo(() => shown.filter((c) => !c.exportOnly), [shown])
  const rows = useMemo(() => {
    const terms = searchTerms(query)
    if (terms.length === 0) return source.rows
    return source.rows.filter((row) =>
      matchesTerms(foldText(columns.map((c) => textOf(c, row)).join(' ')), terms),
    )
  }, [source.rows, columns, query])

  async function remove(row: T) {
    const key = rowKey(row)
    setDeleting(key)
    try {
      await source.remove(row)
      if (onDeleted) onDeleted(row)
      else showMessage('success', `${Noun} excluíd${article}.`)
    } catch (error) {
      saveFailed(error)
    } finally {
      setDeleting(null)
    }
  }

  const tableColumns: ColumnsType<T> = visibleColumns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: columnAlign(column),
    sorter: column.sorter === false ? undefined : compareRows(column),
    render: (_: unknown, row: T) => fittedCell(column, row),
  }))
  const hasActions = canEdit !== false || canDelete !== false || rowActions
  if (hasActions) {
    tableColumns.push({
      key: 'acoes',
      title: 'Ações',
      width: 120,
      align: 'right',
      // pinned: a wide register scrolls sideways under it, its actions always in view (issue 24)
      fixed: 'right',
      render: (_: unknown, row: T) => {
        const name = describe?.(row) ?? `${article} ${noun.singular}`
        const deletable = allowed(canDelete, row)
        const blocked = deletable ? deleteBlockedReason?.(row) : undefined
        return (
          <Space size={0}>
            {rowActions?.(row)}
            {allowed(canEdit, row) && (
              <Tooltip title="Editar">
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Editar ${name}`}
                  onClick={() => setEditing({ row })}
                />
              </Tooltip>
            )}
            {blocked ? (
              <BlockedDelete label={`Excluir ${name}`} reason={blocked} id={`${blockedId}-${String(rowKey(row))}`} />
            ) : deletable && (
              <Popconfirm
                title={`Excluir ${name}?`}
                description="Esta ação não pode ser desfeita."
                okText="Excluir"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => remove(row)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Excluir ${name}`}
                  loading={deleting === rowKey(row)}
                />
              </Popconfirm>
            )}
          </Space>
        )
      },
    })
  }

  const exportRows = () =>
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (const c of columns) if (!c.noExport) out[c.title] = excelValue(c, row)
      return out
    })

  const actions = (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={`Buscar ${noun.plural}`}
        aria-label={`Buscar ${noun.plural}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ width: 260 }}
      />
      <ExportButton rows={exportRows} title={title} disabled={rows.length === 0} />
      {picker}
      {toolbar}
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null, defaults: newRow?.() ?? null })}>
          {`Nov${article} ${noun.singular}`}
        </Button>
      )}
    </Space>
  )

  const failedEmpty = source.status === 'failed' && source.rows.length === 0
  const body = failedEmpty ? (
    <LoadFailedPanel title={`Não foi possível carregar ${noun.plural}.`} error={source.error} onRetry={source.reload} />
  ) : (
    <Table<T>
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows}
      size="middle"
      loading={waiting}
      pagination={rows.length > pageSize ? { pageSize, showSizeChanger: true, showTotal: (n) => `${n} ${noun.plural}` } : false}
      locale={{
        // as the report table: under the spinner nothing may read as an empty register
        emptyText: waiting
          ? 'Carregando…'
          : query
            ? `Nenhum resultado para "${query}".`
            : (emptyText ?? `Nenhum${noun.feminine ? 'a' : ''} ${noun.singular} cadastrad${article}.`),
      }}
      aria-label={caption ?? title}
      scroll={{ x: true }}
    />
  )

  const form = (
    <RegisterForm<T>
      open={editing !== null}
      title={editing?.row ? `Editar ${noun.singular}` : `Nov${article} ${noun.singular}`}
      fields={fields}
      editing={editing?.row ?? null}
      defaults={editing?.defaults ?? null}
      onSubmit={async (payload, row) => {
        const saved = await source.save(row ? payload : { ...(editing?.defaults ?? {}), ...payload }, row)
        // the drawer closes on its own: say that the row was saved (issue 24: no confirmation)
        showMessage('success', `${Noun} salv${article}.`)
        return saved
      }}
      onClose={() => setEditing(null)}
      aliases={aliases}
      width={formWidth}
    />
  )

  if (embedded) {
    return (
      <section aria-label={title} className="register-embedded">
        <div className="register-toolbar">{actions}</div>
        {body}
        {form}
      </section>
    )
  }
  return (
    <PageContainer title={title} subtitle={subtitle} extra={actions}>
      {body}
      {form}
    </PageContainer>
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
