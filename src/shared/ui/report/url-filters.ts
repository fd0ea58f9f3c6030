import { addDays, isValidISODate, todayISO } from '../../lib/date'

/**
 * URL-bound report filters. The URL is the only holder of a filter's value: a page reads the
 * parsed values from the search params and writes by replacing them, so a link, a bookmark or
 * Back always shows exactly what was filtered. Parsers never throw: a value that does not parse
 * is reported as invalid (and removed from the address by the hook).
 */
export interface FilterSpec<V> {
  /** the label the user reads (messages about an invalid value name it) */
  label: string
  /** the search params this filter owns */
  params: readonly string[]
  /** the value from those params; `invalid` when present but unreadable */
  parse: (get: (param: string) => string[]) => { value: V; invalid?: string[] }
  /** the params for a value; an empty list removes the param */
  serialize: (value: V) => Record<string, string[]>
}

// The values differ per filter (a spec is contravariant in them): `any` here, exact types in FilterValues.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterSchema = Record<string, FilterSpec<any>>
export type FilterValues<S extends FilterSchema> = { [K in keyof S]: S[K] extends FilterSpec<infer V> ? V : never }

const MAX_TEXT = 200

export function textFilter(param: string, label: string): FilterSpec<string> {
  return {
    label,
    params: [param],
    parse: (get) => ({ value: (get(param).at(-1) ?? '').slice(0, MAX_TEXT) }),
    serialize: (value) => ({ [param]: value.trim() ? [value.trim()] : [] }),
  }
}

function positiveInt(raw: string): number | null {
  const s = raw.trim()
  if (!/^\d{1,12}$/.test(s)) return null
  const n = Number(s)
  return n > 0 ? n : null
}

export function numberFilter(param: string, label: string): FilterSpec<number | null> {
  return {
    label,
    params: [param],
    parse: (get) => {
      const raw = get(param).at(-1)
      if (raw === undefined || raw === '') return { value: null }
      const n = positiveInt(raw)
      return n === null ? { value: null, invalid: [param] } : { value: n }
    },
    serialize: (value) => ({ [param]: value === null ? [] : [String(value)] }),
  }
}

/** Repeated or comma-separated values; numbers when `numeric`. */
export function listFilter<V extends string | number = string>(
  param: string,
  label: string,
  options: { numeric?: boolean; allowed?: readonly V[] } = {},
): FilterSpec<V[]> {
  return {
    label,
    params: [param],
    parse: (get) => {
      const raw = get(param).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
      const out: V[] = []
      let bad = false
      for (const item of raw) {
        const v = (options.numeric ? positiveInt(item) : item) as V | null
        if (v === null || (options.allowed && !options.allowed.includes(v))) bad = true
        else if (!out.includes(v)) out.push(v)
      }
      return bad ? { value: out, invalid: [param] } : { value: out }
    },
    serialize: (value) => ({ [param]: value.length ? [value.join(',')] : [] }),
  }
}

/** One of a fixed set of values (a tab, a grouping, a status), with a default. */
export function choiceFilter<V extends string>(param: string, label: string, allowed: readonly V[], fallback: V): FilterSpec<V> {
  return {
    label,
    params: [param],
    parse: (get) => {
      const raw = get(param).at(-1)
      if (raw === undefined || raw === '') return { value: fallback }
      return (allowed as readonly string[]).includes(raw) ? { value: raw as V } : { value: fallback, invalid: [param] }
    },
    serialize: (value) => ({ [param]: value === fallback ? [] : [value] }),
  }
}

export interface DateRange {
  from: string | null
  to: string | null
}

function parseDate(raw: string | undefined): { value: string | null; bad: boolean } {
  if (raw === undefined || raw === '') return { value: null, bad: false }
  const s = raw.trim()
  return isValidISODate(s) ? { value: s, bad: false } : { value: null, bad: true }
}

/** Two ISO dates in their own params (`data_inicio`, `data_fim`); swapped when reversed. */
export function dateRangeFilter(
  start: string,
  end: string,
  label: string,
  fallback: () => DateRange = () => ({ from: null, to: null }),
): FilterSpec<DateRange> {
  return {
    label,
    params: [start, end],
    parse: (get) => {
      const a = parseDate(get(start).at(-1))
      const b = parseDate(get(end).at(-1))
      const invalid = [...(a.bad ? [start] : []), ...(b.bad ? [end] : [])]
      const none = get(start).length === 0 && get(end).length === 0
      let range: DateRange = none ? fallback() : { from: a.value, to: b.value }
      if (range.from && range.to && range.from > range.to) range = { from: range.to, to: range.from }
      return invalid.length ? { value: range, invalid } : { value: range }
    },
    serialize: (value) => ({ [start]: value.from ? [value.from] : [], [end]: value.to ? [value.to] : [] }),
  }
}

/** Period presets of the specification (section 4, filter hierarchy). */
export type PeriodPreset = 'custom' | 'trimestre' | 'semestre' | 'ano'
export const PERIOD_PRESETS: ReadonlyArray<{ value: PeriodPreset; label: string }> = [
  { value: 'custom', label: 'Personalizado' },
  { value: 'trimestre', label: 'Últimos 3 meses' },
  { value: 'semestre', label: 'Últimos 6 meses' },
  { value: 'ano', label: 'Este ano' },
]

function addMonthsISO(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** The dates of a preset: trimestre and semestre end today; ano starts on 1 January; custom spans one year. */
export function presetRange(preset: PeriodPreset, today: string = todayISO()): { from: string; to: string } {
  switch (preset) {
    case 'trimestre':
      return { from: addMonthsISO(today, -3), to: today }
    case 'semestre':
      return { from: addMonthsISO(today, -6), to: today }
    case 'ano':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    default:
      return { from: addMonthsISO(today, -12), to: today }
  }
}

/** The last `days` days up to today, inclusive. */
export function lastDays(days: number, today: string = todayISO()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today }
}

export interface Period {
  preset: PeriodPreset
  from: string
  to: string
}

/**
 * A period: a preset (`periodo`) or custom dates (`data_inicio`/`data_fim`). Without any
 * param, `fallback` decides (one year by default, as the specification's custom period).
 */
export function periodFilter(
  options: {
    preset?: string
    start?: string
    end?: string
    label?: string
    fallback?: () => { from: string; to: string }
  } = {},
): FilterSpec<Period> {
  const presetParam = options.preset ?? 'periodo'
  const start = options.start ?? 'data_inicio'
  const end = options.end ?? 'data_fim'
  const fallback = options.fallback ?? (() => presetRange('custom'))
  const presets = PERIOD_PRESETS.map((p) => p.value) as string[]
  return {
    label: options.label ?? 'Período',
    params: [presetParam, start, end],
    parse: (get) => {
      const invalid: string[] = []
      const rawPreset = get(presetParam).at(-1)
      let preset: PeriodPreset = 'custom'
      if (rawPreset) {
        if (presets.includes(rawPreset)) preset = rawPreset as PeriodPreset
        else invalid.push(presetParam)
      }
      if (preset !== 'custom') {
        return { value: { preset, ...presetRange(preset) }, ...(invalid.length ? { invalid } : {}) }
      }
      const a = parseDate(get(start).at(-1))
      const b = parseDate(get(end).at(-1))
      if (a.bad) invalid.push(start)
      if (b.bad) invalid.push(end)
      const base = fallback()
      let from = a.value ?? base.from
      let to = b.value ?? base.to
      if (from > to) [from, to] = [to, from]
      return { value: { preset, from, to }, ...(invalid.length ? { invalid } : {}) }
    },
    serialize: (value) =>
      value.preset !== 'custom'
        ? { [presetParam]: [value.preset], [start]: [], [end]: [] }
        : { [presetParam]: [], [start]: [value.from], [end]: [value.to] },
  }
}

/** Parses every filter of a schema from the search params; lists the params that did not parse. */
export function parseFilters<S extends FilterSchema>(
  schema: S,
  search: URLSearchParams,
): { values: FilterValues<S>; invalid: Array<{ param: string; label: string }> } {
  const values = {} as Record<string, unknown>
  const invalid: Array<{ param: string; label: string }> = []
  for (const [name, spec] of Object.entries(schema)) {
    const parsed = spec.parse((param) => search.getAll(param))
    values[name] = parsed.value
    for (const param of parsed.invalid ?? []) invalid.push({ param, label: spec.label })
  }
  return { values: values as FilterValues<S>, invalid }
}

/** New search params with some filters changed; params of other owners are kept. */
export function writeFilters<S extends FilterSchema>(
  schema: S,
  search: URLSearchParams,
  patch: Partial<FilterValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const [name, value] of Object.entries(patch)) {
    const spec = schema[name]
    if (!spec) continue
    for (const [param, list] of Object.entries(spec.serialize(value))) {
      next.delete(param)
      for (const item of list) next.append(param, item)
    }
  }
  return next
}

/** A stable key of the values: a new key is a new request. */
export function filtersKey(values: object): string {
  return JSON.stringify(values)
}
