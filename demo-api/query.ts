/**
 * DRF/django-filter semantics over plain rows: equality filters on any field,
 * lookups (__gte, __lte, __gt, __lt, __in, __icontains, __isnull), `search`,
 * `ordering` and PageNumberPagination.
 */
import { MSG, json } from './http'
import { pagedInContract } from './contract-check'
import type { Row } from './db'

export const RESERVED_PARAMS = new Set(['page', 'page_size', 'search', 'ordering', 'format'])
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 100_000

export type Criteria = Map<string, string[]>

export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Query parameters as a multimap; django-filter ignores empty values, and so do we. */
export function criteriaFromParams(params: URLSearchParams): Criteria {
  const out: Criteria = new Map()
  for (const [key, value] of params) {
    if (value === '') continue
    out.set(key, [...(out.get(key) ?? []), value])
  }
  return out
}

/** A JSON body of filters: arrays become `__in` lists, null and '' are skipped. */
export function criteriaFromBody(body: Record<string, unknown>): Criteria {
  const out: Criteria = new Map()
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) {
      const items = value.filter((v) => v !== null && v !== undefined && v !== '').map(String)
      if (items.length === 0) continue
      const name = key.includes('__') ? key : `${key}__in`
      out.set(name, [items.join(',')])
    } else if (typeof value === 'object') {
      continue
    } else {
      out.set(key, [String(value)])
    }
  }
  return out
}

const LOOKUPS = ['gte', 'lte', 'gt', 'lt', 'in', 'icontains', 'isnull', 'iexact'] as const
type Lookup = (typeof LOOKUPS)[number] | 'exact'

function splitLookup(key: string): [string, Lookup] {
  const at = key.lastIndexOf('__')
  if (at > 0) {
    const lookup = key.slice(at + 2) as Lookup
    if ((LOOKUPS as readonly string[]).includes(lookup)) return [key.slice(0, at), lookup]
  }
  return [key, 'exact']
}

const NUMERIC = /^-?\d+(\.\d+)?$/

function compare(a: unknown, b: string): number {
  if (a === null || a === undefined) return Number.NaN
  const s = String(a)
  if (NUMERIC.test(s) && NUMERIC.test(b)) return Number(s) - Number(b)
  return s < b ? -1 : s > b ? 1 : 0
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  return String(value)
}

function sameValue(value: unknown, wanted: string): boolean {
  if (typeof value === 'boolean') {
    const w = wanted.toLowerCase()
    return value ? w === 'true' || w === '1' : w === 'false' || w === '0'
  }
  return asText(value) === wanted
}

type Predicate = (row: Row) => boolean

function predicateFor(field: string, lookup: Lookup, values: string[]): Predicate {
  switch (lookup) {
    case 'exact':
      return (r) => values.some((v) => sameValue(r[field], v))
    case 'iexact': {
      const wanted = values.map(fold)
      return (r) => wanted.includes(fold(asText(r[field])))
    }
    case 'in': {
      const set = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()))
      return (r) => set.has(asText(r[field]))
    }
    case 'icontains': {
      const needle = fold(values[values.length - 1])
      return (r) =>
        r[field] !== null && r[field] !== undefined && fold(String(r[field])).includes(needle)
    }
    case 'isnull': {
      const wantNull = values[values.length - 1].toLowerCase() === 'true'
      return (r) => (r[field] === null || r[field] === undefined) === wantNull
    }
    case 'gte':
      return (r) => compare(r[field], values[values.length - 1]) >= 0
    case 'lte':
      return (r) => compare(r[field], values[values.length - 1]) <= 0
    case 'gt':
      return (r) => compare(r[field], values[values.length - 1]) > 0
    case 'lt':
      return (r) => compare(r[field], values[values.length - 1]) < 0
  }
}

export interface FilterOptions {
  /** Fields that may be filtered; other parameters are ignored, as django-filter does. */
  fields: ReadonlySet<string>
  /** Alternative parameter names, e.g. `cliente` for `cod_cliente`. */
  aliases?: Readonly<Record<string, string>>
  /** Fields `search` looks into; all string fields when omitted. */
  searchFields?: readonly string[]
}

export function filterRows<R extends Row>(
  rows: readonly R[],
  criteria: Criteria,
  options: FilterOptions,
): R[] {
  const predicates: Predicate[] = []
  for (const [key, values] of criteria) {
    if (RESERVED_PARAMS.has(key)) continue
    const [rawField, lookup] = splitLookup(key)
    const field = options.aliases?.[rawField] ?? rawField
    if (!options.fields.has(field)) continue
    predicates.push(predicateFor(field, lookup, values))
  }
  const search = criteria.get('search')?.at(-1)?.trim()
  if (search) {
    const terms = fold(search).split(/\s+/)
    const fieldsToSearch = options.searchFields
    predicates.push((row) => {
      let haystack = ''
      for (const f of fieldsToSearch ?? Object.keys(row)) {
        const v = row[f]
        if (typeof v === 'string' || (fieldsToSearch && typeof v === 'number'))
          haystack += `${v}\u0000`
      }
      const folded = fold(haystack)
      return terms.every((t) => folded.includes(t))
    })
  }
  if (predicates.length === 0) return rows.slice()
  return rows.filter((row) => predicates.every((p) => p(row)))
}

function orderValue(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return -1
  if (b === null || b === undefined) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1
  const sa = String(a)
  const sb = String(b)
  if (NUMERIC.test(sa) && NUMERIC.test(sb)) return Number(sa) - Number(sb)
  return sa.localeCompare(sb, 'pt-BR')
}

/** `ordering=-field,other`; unknown fields are ignored, as DRF's OrderingFilter does. */
export function orderRows<R extends Row>(
  rows: R[],
  ordering: string | undefined,
  fields: ReadonlySet<string>,
): R[] {
  if (!ordering) return rows
  const keys = ordering
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => (k.startsWith('-') ? { field: k.slice(1), dir: -1 } : { field: k, dir: 1 }))
    .filter((k) => fields.has(k.field))
  if (keys.length === 0) return rows
  return rows.sort((a, b) => {
    for (const { field, dir } of keys) {
      const c = orderValue(a[field], b[field])
      if (c !== 0) return c * dir
    }
    return 0
  })
}

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

function pageUrl(url: URL, page: number): string {
  const u = new URL(url)
  if (page <= 1) u.searchParams.delete('page')
  else u.searchParams.set('page', String(page))
  return u.toString()
}

/** A plain array unless the caller asked for a page (`page` or `page_size`), like the real backend. */
export function paginate<T>(items: T[], url: URL, method = 'GET'): T[] | Page<T> | Response {
  const rawPage = url.searchParams.get('page')
  const rawSize = url.searchParams.get('page_size')
  if (!rawPage && !rawSize) return items
  // page and page_size mean something only where the contract declares the list paged.
  if (pagedInContract(method, url.pathname) === false) return items
  let size = DEFAULT_PAGE_SIZE
  if (rawSize) {
    const n = Number(rawSize)
    if (Number.isInteger(n) && n > 0) size = Math.min(n, MAX_PAGE_SIZE)
  }
  const page =
    rawPage && rawPage !== 'last'
      ? Number(rawPage)
      : rawPage === 'last'
        ? Math.max(1, Math.ceil(items.length / size))
        : 1
  const pages = Math.max(1, Math.ceil(items.length / size))
  if (!Number.isInteger(page) || page < 1 || page > pages)
    return json({ detail: MSG.invalidPage }, 404)
  return {
    count: items.length,
    next: page < pages ? pageUrl(url, page + 1) : null,
    previous: page > 1 ? pageUrl(url, page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  }
}
