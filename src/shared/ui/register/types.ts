import type { ColumnFit } from '../report/column-picker'
import type { Rule } from 'antd/es/form'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import type { RequestStatus } from '../../store/request-status'
import type { ColumnDef, Option } from '../columns'

/** Where a list's rows come from: its rows, status, error and a retry. */
export interface ListSource<T> {
  rows: T[]
  status: RequestStatus
  error: ApiError | null
  reload(): void
}

/** Where a register's rows come from and go to: local state or a slice stand behind it. */
export interface RegisterSource<T> extends ListSource<T> {
  /** rejects with the failure: the form stays open with everything typed */
  save(values: Partial<T>, editing: T | null): Promise<unknown>
  remove(row: T): Promise<void>
}

export type { Option }

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'select'
  | 'multiselect'
  | 'cpf-cnpj'
  | 'cnpj'
  | 'cpf'
  | 'email'
  | 'phone'
  | 'boolean'
  | 'password'
  /** a Brazilian CEP: masked 00000-000 as typed, checked, sent masked */
  | 'cep'
  /**
   * A nested list (DRF's nested serializer: the addresses of a person): rows of `item` fields,
   * added and removed in the form, sent as an array of the item fields' payloads
   */
  | 'list'
  /** drawn by the page (`render`): a block of its own fields, or an input the kit lacks */
  | 'custom'

/** One field of a register's form, described once; the kit builds the input and its rules. */
export interface FieldDef<T = Record<string, unknown>> {
  name: Extract<keyof T, string> | string
  label: string
  kind: FieldKind
  required?: boolean
  /**
   * Options of select and multiselect (a reference list mapped to value/label), or a function
   * of the values being edited when they depend on other fields (name those in `dependencies`).
   */
  options?: Option[] | ((values: Partial<T>) => Option[])
  /** extra antd rules after the kit's own */
  rules?: Rule[]
  /** the fields this one's options or rules read: a change in one checks this one again */
  dependencies?: string[]
  /**
   * The text's limit, the server's: a counter near it and a message over it (see
   * `shared/ui/text-limit`). Never an input `maxLength`, which would cut a paste silently.
   */
  maxLength?: number
  /** decimals of number and percent fields */
  precision?: number
  placeholder?: string
  help?: ReactNode
  /** value when creating */
  initial?: unknown
  /** shown only when it returns true for the values being edited */
  visible?: (values: Partial<T>) => boolean
  /** shown, never editable, when editing an existing row */
  readOnlyOnEdit?: boolean
  /** shown, never editable (say why in `help`: e.g. the server does not keep the field) */
  disabled?: boolean
  /** only in the form, never in the table (the password of an SMTP setting) */
  writeOnly?: boolean
  /** half width: two such fields share a row */
  half?: boolean
  /**
   * What a `custom` field draws, in the form's grid: its own Form.Items (it may name several
   * values; `onSubmit` gets them all in its third argument). Not wrapped in a Form.Item.
   */
  render?: (context: CustomFieldContext<T>) => ReactNode
  /**
   * The label for the values being edited (a list item's values inside a list), over `label`:
   * "Razão social" for a CNPJ, "Nome" for a CPF. `label` stays the field's name elsewhere.
   */
  labelOf?: (values: Partial<T>) => string
  /** the help for the values being edited, over `help` */
  helpOf?: (values: Partial<T>) => ReactNode
  /** the message of a required field left empty; `Preencha o campo "<label>".` by default */
  requiredMessage?: string | ((values: Partial<T>) => string)
  /** what the form keeps of what is typed (a mask, upper case); the kind's own by default */
  normalize?: (value: unknown) => unknown
  /** a select whose options are still loading */
  loading?: boolean
  /** the fields of each row of a `list` (their `visible`, `options`, `labelOf`… read the row's values) */
  item?: readonly FieldDef[]
  /** a row's name, numbered: "Endereço" → "Endereço 1" (also "Remover endereço 1") */
  itemLabel?: string
  /** said after the first row's name: "principal" → "Endereço 1 (principal)" */
  firstNote?: string
  /** the add button; "Adicionar <item label in lower case>" by default */
  addLabel?: string
  /** the stored values of a row added (over the item fields' `initial`) */
  newItem?: Record<string, unknown>
  /**
   * How a row shows: `fieldset`, a group with a legend and a "Remover …" button (the default);
   * `inline`, one line whose first field is labelled by the row's name, with a remove icon.
   */
  layout?: 'fieldset' | 'inline'
}

/** What a `custom` field's `render` gets: the values being edited and the form's state. */
export interface CustomFieldContext<T> {
  values: Partial<T>
  /** the row being edited, null when creating */
  editing: T | null
  /** the form is saving */
  busy: boolean
}



/**
 * A register's columns are the shared column descriptions (screen and Excel), with how they fit
 * the screen: hidden by default behind "Colunas", or clipped with a tooltip.
 */
export type RegisterColumn<T> = ColumnDef<T> & ColumnFit

/**
 * A list the server pages (a DRF page: `{count, next, previous, results}`): the register shows
 * the page it is given, asks for another through `onPage`, and searches on the server.
 */
export interface ServerPaging {
  page: number
  pageSize: number
  /** the server's `count` */
  total: number
  /** a page (or a search) is on its way: the rows shown stay under a spinner */
  fetching: boolean
  /** the server pages by its own size and ignores the one asked: no size changer */
  fixedPageSize?: boolean
  pageSizeOptions?: number[]
  onPage(page: number, pageSize: number): void
  /** the text the server searched */
  search: string
  /** the typed text once the typing settles (at once on Enter or when cleared) */
  onSearch(text: string): void
}

/** A register whose rows are created and edited in the page's own drawers, not the kit's form. */
export interface RegisterEditor<T> {
  create(): void
  edit(row: T): void
}
