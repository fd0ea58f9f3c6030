/**
 * A DRF ModelViewSet in miniature: list (filters, search, ordering, optional
 * pagination), retrieve, create, update (PUT/PATCH) and destroy, with
 * serializer-style validation. Every list endpoint of the app goes through it.
 */
import type { RequestHandler } from 'msw'
import { deleteWhere, getRow, insertRow, listRows, primaryKey, updateRow, type Row } from './db'
import {
  MSG,
  fieldErrors,
  forbidden,
  json,
  noContent,
  notFound,
  readJson,
  route,
  type Context,
} from './http'
import { criteriaFromParams, filterRows, orderRows, paginate } from './query'
import type { SystemUser, TableName } from './types'
import { defaultFor, hasErrors, validate, type Schema } from './validation'

/**
 * What a client user (is_client) may do: 'scoped' reads only rows of its own
 * customers, 'read' reads everything (lookup tables), 'none' is staff-only.
 * Client users never write through the generic resources.
 */
export type ClientAccess = 'scoped' | 'read' | 'none'

export interface PrepareContext {
  user: SystemUser
  creating: boolean
  /** The stored row on update. */
  existing?: Row
}

export interface ResourceOptions {
  path: string
  table: TableName
  /** Present for writable resources. */
  schema?: Schema
  aliases?: Readonly<Record<string, string>>
  searchFields?: readonly string[]
  /** Rows served instead of the raw table (computed views). */
  source?: () => readonly Row[]
  /** Shapes a row for output (hides secrets, embeds children). */
  project?: (row: Row) => Row
  clientAccess?: ClientAccess
  /** Always answer `{results: [...]}`, as /api/comum/vw-filtro-empreendimento/ does. */
  envelope?: 'results'
  /** Derives or checks fields before saving; returns field errors to reject. */
  prepare?: (data: Row, ctx: PrepareContext) => Partial<Record<string, string[]>> | void
  /** Default ordering (DRF's Meta.ordering). */
  ordering?: string
}

export function linkedCustomers(user: SystemUser): Set<string> {
  return new Set(
    listRows('user-client')
      .filter((l) => l.user === user.id)
      .map((l) => String(l.cod_cliente)),
  )
}

function visibleRows(options: ResourceOptions, user: SystemUser): readonly Row[] | Response {
  const rows = options.source
    ? options.source()
    : (listRows(options.table) as unknown as readonly Row[])
  if (!user.is_client) return rows
  const access = options.clientAccess ?? 'none'
  if (access === 'none') return forbidden()
  if (access === 'read') return rows
  const mine = linkedCustomers(user)
  return rows.filter((r) => mine.has(String(r.cod_cliente)))
}

function fieldsOf(options: ResourceOptions, rows: readonly Row[]): Set<string> {
  const fields = new Set<string>(Object.keys(rows[0] ?? {}))
  for (const f of Object.keys(options.schema ?? {})) fields.add(f)
  fields.add(primaryKey(options.table))
  return fields
}

const methodNotAllowed = (method: string) => json({ detail: MSG.methodNotAllowed(method) }, 405)

export function resource(options: ResourceOptions): RequestHandler[] {
  const { path, table, schema } = options
  const pk = primaryKey(table)
  const detailPath = `${path.replace(/\/$/, '')}/:id/`
  const project = options.project ?? ((r: Row) => r)

  const list = (ctx: Context): Response => {
    const rows = visibleRows(options, ctx.user)
    if (rows instanceof Response) return rows
    const fields = fieldsOf(options, rows)
    const criteria = criteriaFromParams(ctx.url.searchParams)
    const filtered = filterRows(rows, criteria, {
      fields,
      aliases: options.aliases,
      searchFields: options.searchFields,
    })
    const ordering = ctx.url.searchParams.get('ordering') || options.ordering
    const ordered = orderRows(filtered, ordering ?? undefined, fields)
    const page = paginate(ordered, ctx.url, ctx.request.method)
    if (page instanceof Response) return page
    if (Array.isArray(page)) {
      const results = page.map(project)
      return json(options.envelope === 'results' ? { results } : results)
    }
    return json({ ...page, results: page.results.map(project) })
  }

  const findVisible = (ctx: Context): Row | Response => {
    const rows = visibleRows(options, ctx.user)
    if (rows instanceof Response) return rows
    const row = rows.find((r) => String(r[pk]) === ctx.params.id)
    return row ?? notFound()
  }

  const retrieve = (ctx: Context): Response => {
    const row = findVisible(ctx)
    return row instanceof Response ? row : json(project(row))
  }

  const handlers: RequestHandler[] = [
    ...route('get', path, list),
    ...route('get', detailPath, retrieve),
  ]

  if (!schema) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const target = method === 'post' ? path : detailPath
      handlers.push(...route(method, target, () => methodNotAllowed(method.toUpperCase())))
    }
    return handlers
  }

  const create = async (ctx: Context): Promise<Response> => {
    if (ctx.user.is_client) return forbidden()
    const body = await readJson(ctx.request)
    if (body instanceof Response) return body
    const { data, errors } = validate(schema, body, false)
    if (hasErrors(errors)) return fieldErrors(errors)
    // Schema order, so created rows serialise like seeded ones.
    const row: Row = {}
    for (const [field, spec] of Object.entries(schema))
      row[field] = field in data ? data[field] : defaultFor(spec)
    const extra = options.prepare?.(row, { user: ctx.user, creating: true })
    if (extra && hasErrors(extra)) return fieldErrors(extra as Record<string, string[]>)
    return json(project(insertRow(table, row)), 201)
  }

  const update =
    (partial: boolean) =>
    async (ctx: Context): Promise<Response> => {
      if (ctx.user.is_client) return forbidden()
      const existing = getRow(table, ctx.params.id) as unknown as Row | undefined
      if (!existing) return notFound()
      const body = await readJson(ctx.request)
      if (body instanceof Response) return body
      const { data, errors } = validate(schema, body, partial)
      if (hasErrors(errors)) return fieldErrors(errors)
      const merged = { ...existing, ...data }
      const extra = options.prepare?.(merged, { user: ctx.user, creating: false, existing })
      if (extra && hasErrors(extra)) return fieldErrors(extra as Record<string, string[]>)
      const { [pk]: _ignored, ...patch } = merged
      void _ignored
      return json(project(updateRow(table, existing[pk], patch) as Row))
    }

  const destroy = (ctx: Context): Response => {
    if (ctx.user.is_client) return forbidden()
    const existing = getRow(table, ctx.params.id) as unknown as Row | undefined
    if (!existing) return notFound()
    deleteWhere(table, (r) => r === existing)
    removeChildren(table, existing[pk])
    return noContent()
  }

  handlers.push(
    ...route('post', path, create),
    ...route('put', detailPath, update(false)),
    ...route('patch', detailPath, update(true)),
    ...route('delete', detailPath, destroy),
  )
  return handlers
}

/** Children deleted with their parent (Django's on_delete=CASCADE): rows of `table` whose `field` holds the parent key. */
export const CASCADES: Partial<Record<TableName, readonly { table: TableName; field: string }[]>> =
  {
    atendimento: [
      { table: 'atendimento-negociacao', field: 'atendimento' },
      { table: 'atendimento-entrada', field: 'atendimento' },
      { table: 'atendimento-atak-cobranca', field: 'atendimento' },
    ],
    'atendimento-entrada': [{ table: 'atendimento-entrada-parcela', field: 'entrada' }],
    contrato: [{ table: 'liberacao', field: 'contrato' }],
    liberacao: [{ table: 'liberacao-parcela', field: 'liberacao' }],
    regua: [
      { table: 'regua-acao', field: 'regua' },
      { table: 'regua-status', field: 'regua' },
    ],
  }

function removeChildren(parent: TableName, key: unknown): void {
  for (const child of CASCADES[parent] ?? []) {
    const doomed = (listRows(child.table) as unknown as readonly Row[]).filter(
      (r) => String(r[child.field]) === String(key),
    )
    if (doomed.length === 0) continue
    const childPk = primaryKey(child.table)
    const set = new Set(doomed)
    deleteWhere(child.table, (r) => set.has(r))
    for (const row of doomed) removeChildren(child.table, row[childPk])
  }
}
