import { PlusOutlined } from '@ant-design/icons'
import { Button, Input, Space, Table } from 'antd'
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table'
import { useId, useMemo, useState, type Key, type ReactNode } from 'react'
import { columnAlign, compareRows, excelValue } from '../columns'
import { ExportButton } from '../export-button'
import { showMessage } from '../feedback'
import { PageContainer } from '../page-container'
import { LoadFailedPanel } from '../retry'
import { saveFailed } from '../save-failed'
import { fittedCell, useColumnPicker } from '../report/column-picker'
import { RegisterForm } from './register-form'
import { RowActions } from './row-actions'
import type { FieldDef, ListSource, RegisterColumn, RegisterEditor, RegisterSource, ServerPaging } from './types'
import { useRegisterSearch } from './use-register-search'

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
  /** without `save` and `remove` when the page has its own `editor` and deletes nothing */
  source: ListSource<T> & Partial<Pick<RegisterSource<T>, 'save' | 'remove'>>
  columns: RegisterColumn<T>[]
  /** the kit's form; none when the page has its own `editor` */
  fields?: FieldDef<T>[]
  /** "Novo …" and "Editar" open the page's own drawers instead of the kit's form */
  editor?: RegisterEditor<T>
  /**
   * The server pages the list (Usuários): the table shows the page given, the pager asks for
   * another, the search goes to the server, and there is no Excel (the rows are not all here).
   */
  paging?: ServerPaging
  /** above the table (a section of its own, e.g. the requests waiting for approval) */
  before?: ReactNode
  /** what the search box suggests; "Buscar <plural>" by default */
  searchPlaceholder?: string
  /** what says that a search found nothing; `Nenhum resultado para "…".` by default */
  noMatchText?: (query: string) => string
  /** the title of a failed load; "Não foi possível carregar <plural>." by default */
  loadFailedTitle?: string
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
  /**
   * The confirmation of a save, from the row the server answered (undefined when the source
   * answers nothing) and the row edited (null when created); "<Noun> salvo." by default.
   */
  savedMessage?: (saved: T | undefined, row: T | null) => string
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
  fields = [],
  editor,
  paging,
  before,
  searchPlaceholder,
  noMatchText = (query) => `Nenhum resultado para "${query}".`,
  loadFailedTitle,
  rowKey,
  embedded,
  canCreate = true,
  canEdit = true,
  canDelete = true,
  deleteBlockedReason,
  describe,
  onDeleted,
  savedMessage,
  rowActions,
  toolbar,
  newRow,
  aliases,
  pageSize = 20,
  caption,
  emptyText,
  formWidth,
}: RegisterPageProps<T>) {
  const [editing, setEditing] = useState<Editing<T>>(null)
  const [deleting, setDeleting] = useState<Key | null>(null)
  const blockedId = useId()
  const article = noun.feminine ? 'a' : 'o'
  const Noun = `${noun.singular[0].toUpperCase()}${noun.singular.slice(1)}`
  const waiting = source.status === 'loading' && source.rows.length === 0

  const { shown, picker } = useColumnPicker(caption ?? title, columns)
  const visibleColumns = useMemo(() => shown.filter((c) => !c.exportOnly), [shown])
  const search = useRegisterSearch(source.rows, columns, paging)
  const { rows, query } = search

  async function remove(row: T) {
    if (!source.remove) return
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
    // a server page sorted here would read as the whole list sorted
    sorter: column.sorter === false || paging ? undefined : compareRows(column),
    render: (_: unknown, row: T) => fittedCell(column, row),
  }))
  const hasActions = canEdit !== false || (canDelete !== false && source.remove) || rowActions
  if (hasActions) {
    tableColumns.push({
      key: 'acoes',
      title: 'Ações',
      width: 120,
      align: 'right',
      // pinned: a wide register scrolls sideways under it, its actions always in view (issue 24)
      fixed: 'right',
      render: (_: unknown, row: T) => {
        const deletable = Boolean(source.remove) && allowed(canDelete, row)
        return (
          <RowActions
            name={describe?.(row) ?? `${article} ${noun.singular}`}
            extra={rowActions?.(row)}
            onEdit={allowed(canEdit, row) ? () => (editor ? editor.edit(row) : setEditing({ row })) : undefined}
            onDelete={deletable ? () => remove(row) : undefined}
            blocked={deletable ? deleteBlockedReason?.(row) : undefined}
            deleting={deleting === rowKey(row)}
            id={`${blockedId}-${String(rowKey(row))}`}
          />
        )
      },
    })
  }

  const exportRows = () =>
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      // the Excel is the screen: the columns shown (and the export-only ones), in their order
      for (const c of shown) if (!c.noExport) out[c.title] = excelValue(c, row)
      return out
    })

  const actions = (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={searchPlaceholder ?? `Buscar ${noun.plural}`}
        aria-label={`Buscar ${noun.plural}`}
        value={query}
        onChange={(event) => search.setQuery(event.target.value)}
        onSearch={search.submit}
        style={{ width: 260 }}
      />
      {!paging && <ExportButton rows={exportRows} title={title} disabled={rows.length === 0} />}
      {picker}
      {toolbar}
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => (editor ? editor.create() : setEditing({ row: null, defaults: newRow?.() ?? null }))}
        >
          {`Nov${article} ${noun.singular}`}
        </Button>
      )}
    </Space>
  )

  const pagination: TablePaginationConfig | false = paging
    ? {
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: !paging.fixedPageSize,
        pageSizeOptions: paging.pageSizeOptions,
        showTotal: (total, [from, to]) => `${from}–${to} de ${total} ${noun.plural}`,
        onChange: paging.onPage,
      }
    : rows.length > pageSize
      ? { pageSize, showSizeChanger: true, showTotal: (n) => `${n} ${noun.plural}` }
      : false
  const failedEmpty = source.status === 'failed' && source.rows.length === 0
  const body = failedEmpty ? (
    <LoadFailedPanel
      title={loadFailedTitle ?? `Não foi possível carregar ${noun.plural}.`}
      error={source.error}
      onRetry={source.reload}
    />
  ) : (
    <Table<T>
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows}
      size="middle"
      loading={waiting || paging?.fetching}
      pagination={pagination}
      locale={{
        // as the report table: under the spinner nothing may read as an empty register
        emptyText: waiting
          ? 'Carregando…'
          : search.searched
            ? noMatchText(search.searched)
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
        if (!source.save) throw new Error('Este cadastro não salva pelo formulário do kit.')
        const saved = await source.save(row ? payload : { ...(editing?.defaults ?? {}), ...payload }, row)
        // the drawer closes on its own: say that the row was saved (issue 24: no confirmation)
        showMessage('success', savedMessage?.(saved as T | undefined, row) ?? `${Noun} salv${article}.`)
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
        {before}
        {body}
        {form}
      </section>
    )
  }
  return (
    <PageContainer title={title} subtitle={subtitle} extra={actions}>
      {before}
      {body}
      {form}
    </PageContainer>
  )
}
