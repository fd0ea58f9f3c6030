import { SettingOutlined } from '@ant-design/icons'
import { Button, Checkbox, Popover, Tooltip } from 'antd'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { sessionIdentity } from '../../storage/tokens'
import { renderCell, textOf, type ColumnDef } from '../columns'
import './column-picker.css'

/**
 * How a kit column fits a 1280-px screen (issue 24): hidden by default behind the "Colunas"
 * picker, and a long text clipped with "…" and the whole text in a tooltip.
 */
export interface ColumnFit {
  /** hidden until the user shows it in "Colunas" (the column picker) */
  hidden?: boolean
  /** at most this many pixels wide, on one line: the rest behind "…", the whole text in a tooltip */
  clip?: number
}

type Pickable<T> = ColumnDef<T> & ColumnFit

const KEY_PREFIX = 'boasafra:colunas:'
/** Past this many columns the picker lists them in two columns (its height fits a 720-px screen). */
const TWO_COLUMNS_FROM = 6
/** About the width of one character of the table's 14-px text: a shorter text never needs a tooltip. */
const CHAR_PX = 7

function storageKey(table: string): string | null {
  const user = sessionIdentity()
  return user ? `${KEY_PREFIX}${user}:${table}` : null
}

function readShown(table: string): string[] | null {
  const key = storageKey(table)
  if (!key) return null
  try {
    const raw = localStorage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : null
  } catch {
    return null
  }
}

function saveShown(table: string, keys: string[]): void {
  const key = storageKey(table)
  if (!key) return
  try {
    localStorage.setItem(key, JSON.stringify(keys))
  } catch {
    /* blocked storage: the choice lasts this visit */
  }
}

/**
 * The columns a table shows: those not `hidden`, or the user's own choice (kept per user and
 * table in this browser). The first column (what a row is) always shows. `picker` is the
 * "Colunas" button, or null when the table has no column hidden by default.
 */
export function useColumnPicker<C extends Pickable<never>>(
  table: string,
  columns: readonly C[],
): { shown: C[]; picker: ReactNode } {
  const pickable = useMemo(() => columns.filter((c, i) => i > 0 && !c.exportOnly), [columns])
  const hasPicker = columns.some((c) => c.hidden)
  const defaults = useMemo(() => pickable.filter((c) => !c.hidden).map((c) => c.key), [pickable])
  const [chosen, setChosen] = useState<string[] | null>(() => (hasPicker ? readShown(table) : null))
  const visibleKeys = useMemo(() => {
    if (!hasPicker || !chosen) return new Set(defaults)
    return new Set(chosen)
  }, [hasPicker, chosen, defaults])
  const shown = useMemo(
    () => columns.filter((c, i) => c.exportOnly || i === 0 || visibleKeys.has(c.key)),
    [columns, visibleKeys],
  )
  const onChange = useCallback(
    (keys: string[]) => {
      setChosen(keys)
      saveShown(table, keys)
    },
    [table],
  )
  const picker = hasPicker ? (
    <ColumnPicker
      note={`${columns[0]?.title ?? ''} fica sempre visível.`}
      options={pickable.map((c) => ({ value: c.key, label: c.title }))}
      value={[...visibleKeys]}
      onChange={onChange}
      defaults={defaults}
    />
  ) : null
  return { shown, picker }
}

export interface ColumnPickerProps<K extends string> {
  /** the columns one may hide or show, in table order */
  options: ReadonlyArray<{ value: K; label: string }>
  /** the keys shown now */
  value: readonly K[]
  onChange: (keys: K[]) => void
  /** what "Colunas padrão" brings back */
  defaults: readonly K[]
  /** what always shows, under the list ("Cliente fica sempre visível.") */
  note: string
}

/**
 * "Colunas": the button (saying how many are hidden) and its list of the columns a table may
 * hide, with "Colunas padrão". Controlled: `useColumnPicker` keeps the choice per user and table;
 * a page with its own stored table settings (Base Cobrança's, with the density) passes its own.
 */
export function ColumnPicker<K extends string>({ options, value, onChange, defaults, note }: ColumnPickerProps<K>) {
  const hiddenCount = options.filter((o) => !value.includes(o.value)).length
  const content = (
    <fieldset className={options.length > TWO_COLUMNS_FROM ? 'kit-column-picker is-two-columns' : 'kit-column-picker'}>
      <legend className="sr-only">Colunas visíveis</legend>
      <Checkbox.Group<K>
        value={[...value]}
        onChange={(keys) => onChange(keys)}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
      <p className="kit-column-picker-note">{note}</p>
      <Button size="small" onClick={() => onChange([...defaults])}>
        Colunas padrão
      </Button>
    </fieldset>
  )
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title="Colunas">
      <Button icon={<SettingOutlined aria-hidden />}>
        {hiddenCount > 0 ? `Colunas (${hiddenCount} ${hiddenCount === 1 ? 'oculta' : 'ocultas'})` : 'Colunas'}
      </Button>
    </Popover>
  )
}

/** A cell as the column shows it, clipped to `clip` pixels with the whole text in a tooltip. */
export function fittedCell<T>(column: Pickable<T>, row: T): ReactNode {
  const cell = renderCell(column, row)
  if (!column.clip) return cell
  const text = textOf(column, row)
  const clipped = (
    <span className="kit-cell-clip" style={{ maxWidth: column.clip }}>
      {cell}
    </span>
  )
  return text.length * CHAR_PX > column.clip ? <Tooltip title={text}>{clipped}</Tooltip> : clipped
}
