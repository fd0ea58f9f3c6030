/**
 * Customer observations (`cliente-observacao`): free notes an analyst keeps on a
 * customer ("prefere contato pela manhã"). The path and shape are ours; the
 * specification only names the customer panel's `observacoes`.
 *
 * The table lives beside the seeded database, in a WeakMap keyed by the current
 * Db object: resetDb() builds a new Db, so the notes start over with it.
 */
import type { RequestHandler } from 'msw'
import { addDays } from '../src/shared/lib/date'
import { nowSaoPaulo } from './clock'
import { getDb, listRows, type Db, type Row } from './db'
import {
  fieldErrors,
  forbidden,
  json,
  noContent,
  notFound,
  readJson,
  route,
  type Context,
} from './http'
import { createRng } from './prng'
import { criteriaFromParams, filterRows, orderRows, paginate } from './query'
import { defaultFor, hasErrors, validate, type Schema } from './validation'

export const OBSERVACAO_PATH = '/api/cobranca/cliente-observacao/'

export interface ClienteObservacao {
  id: number
  cod_cliente: number
  /** instant, São Paulo offset */
  data: string
  usuario: number | null
  texto: string
}

const NOTES = [
  'Cliente prefere contato pela manhã, antes das 11h.',
  'Pagamentos concentrados na sexta-feira; evitar ligar na segunda.',
  'Falar com o financeiro antes de enviar novos boletos.',
  'Solicitou que as cobranças sejam enviadas só por e-mail.',
  'Atrasos recorrentes em janeiro por sazonalidade do movimento.',
  'Sócio novo assumiu a gestão financeira; confirmar contatos.',
  'Compra concentrada no fim do mês; prazo combinado com o vendedor.',
  'Não enviar WhatsApp fora do horário comercial.',
] as const

const schema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  data: { kind: 'datetime', default: nowSaoPaulo },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
  texto: { kind: 'string', required: true, maxLength: 5000 },
}

const FIELDS = new Set(['id', ...Object.keys(schema)])

const tables = new WeakMap<Db, { rows: ClienteObservacao[]; nextId: number }>()

/** A few notes for about a third of the customers, always the same ones. */
function seedNotes(db: Db): ClienteObservacao[] {
  const rng = createRng(77_031)
  const analystUser = new Map(listRows('analista-cobranca').map((a) => [a.id, a.user]))
  const rows: ClienteObservacao[] = []
  for (const c of db.tables.cliente) {
    if (!rng.chance(0.35)) continue
    const n = rng.int(1, 2)
    for (let k = 0; k < n; k++) {
      const day = addDays(db.today, -rng.int(3, 400))
      const hour = String(rng.int(8, 17)).padStart(2, '0')
      rows.push({
        id: rows.length + 1,
        cod_cliente: c.cod_cliente,
        data: `${day}T${hour}:${rng.pick(['00', '15', '30', '45'])}:00-03:00`,
        usuario: analystUser.get(c.analista) ?? null,
        texto: rng.pick(NOTES),
      })
    }
  }
  return rows
}

function table(): { rows: ClienteObservacao[]; nextId: number } {
  const db = getDb()
  let t = tables.get(db)
  if (!t) {
    const rows = seedNotes(db)
    t = { rows, nextId: rows.length + 1 }
    tables.set(db, t)
  }
  return t
}

export function listObservacoes(): readonly ClienteObservacao[] {
  return table().rows
}

const asRows = (rows: readonly ClienteObservacao[]) => rows as unknown as Row[]

function list(ctx: Context): Response {
  if (ctx.user.is_client) return forbidden()
  const filtered = filterRows(asRows(table().rows), criteriaFromParams(ctx.url.searchParams), {
    fields: FIELDS,
    aliases: { cliente: 'cod_cliente' },
    searchFields: ['texto'],
  })
  const ordered = orderRows(filtered, ctx.url.searchParams.get('ordering') || '-data', FIELDS)
  const page = paginate(ordered, ctx.url, ctx.request.method)
  return page instanceof Response ? page : json(page)
}

function find(ctx: Context): ClienteObservacao | undefined {
  return table().rows.find((r) => String(r.id) === ctx.params.id)
}

async function save(ctx: Context, existing: ClienteObservacao | undefined, partial: boolean) {
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const { data, errors } = validate(schema, body, partial)
  if (hasErrors(errors)) return fieldErrors(errors)
  const t = table()
  if (!existing) {
    const row: Row = {}
    for (const [field, spec] of Object.entries(schema))
      row[field] = field in data ? data[field] : defaultFor(spec)
    if (row.usuario === null) row.usuario = ctx.user.id
    const stored = { id: t.nextId++, ...row } as unknown as ClienteObservacao
    t.rows.push(stored)
    return json(stored, 201)
  }
  const updated = { ...existing, ...data, id: existing.id } as ClienteObservacao
  t.rows[t.rows.indexOf(existing)] = updated
  return json(updated)
}

const detail = `${OBSERVACAO_PATH}:id/`

export const observacaoHandlers: RequestHandler[] = [
  ...route('get', OBSERVACAO_PATH, list),
  ...route('get', detail, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const row = find(ctx)
    return row ? json(row) : notFound()
  }),
  ...route('post', OBSERVACAO_PATH, (ctx) =>
    ctx.user.is_client ? forbidden() : save(ctx, undefined, false),
  ),
  ...route('put', detail, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const row = find(ctx)
    return row ? save(ctx, row, false) : notFound()
  }),
  ...route('patch', detail, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const row = find(ctx)
    return row ? save(ctx, row, true) : notFound()
  }),
  ...route('delete', detail, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const t = table()
    const row = find(ctx)
    if (!row) return notFound()
    t.rows.splice(t.rows.indexOf(row), 1)
    return noContent()
  }),
]
