/**
 * npm run check:backend -- --url <base> --user <u> --pass <p> [--writes] [--json]
 *
 * Holds a running backend (the Django one, or the demo API) to api/openapi.yaml (issue 23):
 * logs in, reads every GET operation of the contract with the access token, and validates each
 * answer with the demo API's own contract check (demo-api/contract-check.ts, ajv). Prints, per
 * module (the operation's first tag), what is ready, missing or different, each line marked
 * with the operation's x-origem. Exit code 1 when an `x-origem: spec` operation is missing,
 * differs or fails (proposta ones only inform), 2 when the login or the arguments fail.
 *
 * --writes (test database only): for each collection whose POST and DELETE are spec, creates a
 * row from the request schema's required fields, reads it back in the list and deletes it.
 * --doc prints the per-module tables of docs/backend.md (markdown), from the contract alone.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { checkExchange } from '../demo-api/contract-check'
import { isDrfPage } from '../src/shared/api/pages'
import { contractDocument } from '../demo-api/contract-doc'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
type Method = (typeof METHODS)[number]

export type Kind = 'ok' | 'faltando' | 'diferente' | 'falha' | 'pulada'
export type Origem = 'spec' | 'proposta'

export interface OperationResult {
  modulo: string
  origem: Origem
  method: string
  /** The path as the contract writes it. */
  path: string
  kind: Kind
  /** The path actually called (values in place of {params}), when there was a call. */
  called?: string
  status?: number
  /** Why it differs / fails / was skipped; for ok, notes (e.g. "sem schema no contrato"). */
  detail: string[]
}

export interface ModuleSummary {
  modulo: string
  origem: Origem
  pronto: number
  total: number
  faltando: string[]
  diferente: string[]
  falha: string[]
  pulada: string[]
}

export interface Report {
  url: string
  writes: boolean
  operations: OperationResult[]
  modules: ModuleSummary[]
  summary: Record<Kind, number> & { total: number; specProblems: number }
  exitCode: 0 | 1
}

export interface CheckOptions {
  url: string
  user: string
  pass: string
  writes?: boolean
  /** page_size sent to lists that declare it (0: none), so a real table is not read whole. */
  pageSize?: number
  /** Per request, in ms. */
  timeoutMs?: number
  /** "today" for date parameters and bodies (tests); defaults to now. */
  now?: Date
}

export class LoginError extends Error {}

// ---------------------------------------------------------------------------------------------
// The contract
// ---------------------------------------------------------------------------------------------

type Node = Record<string, unknown>

interface Operation {
  method: Method
  path: string
  op: Node
  params: Node[]
  modulo: string
  origem: Origem
}

function deref(node: unknown): Node | undefined {
  let out = node as Node | undefined
  for (let i = 0; i < 10 && typeof out?.$ref === 'string' && out.$ref.startsWith('#/'); i++) {
    let target: unknown = contractDocument()
    for (const part of (out.$ref as string).slice(2).split('/')) target = (target as Node | undefined)?.[part]
    out = target as Node | undefined
  }
  return out
}

function operations(): Operation[] {
  const out: Operation[] = []
  for (const [path, item] of Object.entries(contractDocument().paths)) {
    const shared = ((item.parameters as unknown as unknown[] | undefined) ?? []).map(deref) as Node[]
    for (const method of METHODS) {
      const op = item[method] as Node | undefined
      if (!op) continue
      const own = ((op.parameters as unknown[] | undefined) ?? []).map(deref) as Node[]
      const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own]
      out.push({
        method,
        path,
        op,
        params,
        modulo: ((op.tags as string[] | undefined) ?? ['(sem tag)'])[0],
        origem: op['x-origem'] === 'spec' ? 'spec' : 'proposta',
      })
    }
  }
  return out
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

/** The media types the operation declares for this status (or its `default`/`2XX`). */
function declaredResponse(op: Node, status: number): { declared: boolean; types: string[] } {
  const responses = (op.responses ?? {}) as Node
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses)
  if (!key) return { declared: false, types: [] }
  const content = (deref(responses[key])?.content ?? {}) as Node
  return { declared: true, types: Object.keys(content) }
}

const isJsonType = (type: string) => /\bjson\b/i.test(type)

/** Whether the 2xx JSON schema accepts a plain array, a DRF page, or both. */
function expectedShape(op: Node, status: number): { array: boolean; page: boolean } {
  const responses = (op.responses ?? {}) as Node
  const response = deref(responses[String(status)])
  const schema = deref(((response?.content as Node | undefined)?.['application/json'] as Node | undefined)?.schema)
  const shape = { array: false, page: false }
  const visit = (node: Node | undefined, depth: number) => {
    if (!node || depth > 5) return
    const type = node.type
    if (type === 'array' || (Array.isArray(type) && type.includes('array'))) shape.array = true
    const props = node.properties as Node | undefined
    if (props && 'results' in props && 'count' in props) shape.page = true
    for (const key of ['oneOf', 'anyOf', 'allOf'])
      for (const alt of (node[key] as unknown[] | undefined) ?? []) visit(deref(alt), depth + 1)
  }
  visit(schema, 0)
  return shape
}


// ---------------------------------------------------------------------------------------------
// Values for parameters and bodies
// ---------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0')
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

function monthRange(now: Date): [string, string] {
  const first = new Date(now.getFullYear(), now.getMonth(), 1)
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0)
  return [isoDate(first), isoDate(last)]
}

const RANGE_START = /(^|_)(inicio|de|desde|gte|from|start)$/
const RANGE_END = /(^|_)(fim|ate|até|lte|to|end)$/

/** A value for a required query parameter, or null (then the operation is skipped). */
function queryValue(param: Node, now: Date): string | null {
  const schema = deref(param.schema) ?? {}
  const name = String(param.name)
  const first = [param.example, schema.example, schema.default, (schema.enum as unknown[] | undefined)?.[0], schema.const].find(
    (v) => v !== undefined && v !== null,
  )
  if (first !== undefined) return String(first)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (schema.format === 'date') {
    const [start, end] = monthRange(now)
    return RANGE_START.test(name) ? start : RANGE_END.test(name) ? end : isoDate(now)
  }
  if (schema.format === 'date-time') return now.toISOString()
  if (type === 'boolean') return 'false'
  return null
}

/** First row of a list answer (array, DRF page or `{results: [...]}`). */
function firstRow(body: unknown): Node | undefined {
  const results = (body as Node | null | undefined)?.results
  const rows = Array.isArray(body) ? body : Array.isArray(results) ? results : []
  const row = rows[0]
  return row && typeof row === 'object' ? (row as Node) : undefined
}

/**
 * The value of `{param}` in a row of its list: the field of that name, else the row's key (`id`,
 * `pk`, `codigo`, or the `cod_…` field named after the list, e.g. cod_filial in /filial/).
 */
function keyOf(row: Node | undefined, param: string, list: string): string | number | undefined {
  if (!row) return undefined
  const own = `cod_${lastSegment(list)}`
  const codes = Object.keys(row).filter((k) => k.startsWith('cod_'))
  const name = [param, 'id', 'pk', 'codigo', own, ...codes].find((k) => typeof row[k] === 'number' || typeof row[k] === 'string')
  return name === undefined ? undefined : (row[name] as string | number)
}

const lastSegment = (path: string) => path.split('/').filter(Boolean).pop()?.replace(/-/g, '_') ?? ''

/** A value for an integer field that names another row (regua, atendimento, cod_cliente …). */
function foreignKey(field: string, rows: Map<string, Node>, near: string): number | undefined {
  const bare = field.replace(/^cod_/, '')
  const prefix = near.split('/').slice(0, 3).join('/')
  const candidates = [...rows.entries()].sort(([a], [b]) => Number(b.startsWith(prefix)) - Number(a.startsWith(prefix)))
  for (const exact of [true, false])
    for (const [path, row] of candidates) {
      const seg = lastSegment(path)
      const hit = exact ? seg === field || seg === bare : seg.endsWith(`_${bare}`)
      if (!hit) continue
      const value = row[field] ?? row.id
      if (typeof value === 'number') return value
    }
  for (const [, row] of candidates) if (typeof row[field] === 'number') return row[field] as number
  return undefined
}

interface BodyContext {
  rows: Map<string, Node>
  path: string
  now: Date
  stamp: string
}

/** A value that satisfies `schema`, or throws with what could not be built. */
function sampleValue(schema: Node | undefined, field: string, ctx: BodyContext, depth = 0): unknown {
  if (!schema || depth > 8) return null
  for (const key of ['example', 'default', 'const'] as const) if (schema[key] !== undefined) return schema[key]
  const examples = schema.examples as unknown[] | undefined
  if (examples?.length) return examples[0]
  const enumValues = (schema.enum as unknown[] | undefined)?.filter((v) => v !== null)
  if (enumValues?.length) return enumValues[0]
  if (schema.allOf) {
    const parts = (schema.allOf as unknown[]).map(deref)
    const merged: Node = { type: 'object', properties: {}, required: [] }
    for (const part of parts) {
      Object.assign(merged.properties as Node, (part?.properties as Node | undefined) ?? {})
      ;(merged.required as string[]).push(...((part?.required as string[] | undefined) ?? []))
    }
    return sampleValue(merged, field, ctx, depth + 1)
  }
  for (const key of ['oneOf', 'anyOf'])
    if (schema[key]) {
      const alts = (schema[key] as unknown[]).map(deref).filter((alt) => alt?.type !== 'null')
      return sampleValue(alts[0], field, ctx, depth + 1)
    }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  const later = /validade|vencimento|fim|ate$/.test(field)
  const day = later ? new Date(ctx.now.getTime() + 30 * 86_400_000) : ctx.now
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Node
      const out: Node = {}
      for (const name of (schema.required as string[] | undefined) ?? [])
        out[name] = sampleValue(deref(props[name]), name, ctx, depth + 1)
      return out
    }
    case 'array': {
      const min = Number(schema.minItems ?? 0)
      return Array.from({ length: min }, () => sampleValue(deref(schema.items), field, ctx, depth + 1))
    }
    case 'boolean':
      return false
    case 'integer':
    case 'number': {
      const fk = type === 'integer' ? foreignKey(field, ctx.rows, ctx.path) : undefined
      if (fk !== undefined) return fk
      const min = schema.minimum as number | undefined
      return Math.max(min ?? 1, 1)
    }
    case 'string': {
      if (schema.format === 'date') return isoDate(day)
      if (schema.format === 'date-time') return day.toISOString()
      const candidates = [
        /mail/.test(field) || schema.format === 'email' ? `check-backend+${ctx.stamp}@example.com` : undefined,
        /telefone|celular|phone/.test(field) ? '11999990000' : undefined,
        /host/.test(field) ? 'smtp.example.com' : undefined,
        `check:backend ${ctx.stamp}`,
        '10.00',
        isoDate(day),
        `${isoDate(day)}T09:00:00-03:00`,
        '#1677ff',
        '1',
        'A',
      ].filter((c): c is string => c !== undefined)
      const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined
      const min = Number(schema.minLength ?? 0)
      const max = Number(schema.maxLength ?? Infinity)
      for (const candidate of candidates) {
        const sized = candidate.length < min && !pattern ? candidate.padEnd(min, '.') : candidate.slice(0, max)
        if ((!pattern || pattern.test(sized)) && sized.length >= min) return sized
      }
      throw new Error(`sem valor de exemplo para ${field} (pattern ${String(schema.pattern)})`)
    }
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------------
// Calling the backend and judging the answers
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number
  contentType: string
  location: string | null
  body: unknown
  text: string
}

async function call(
  base: string,
  method: string,
  path: string,
  token: string | null,
  timeoutMs: number,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${base}${path}`, {
    method: method.toUpperCase(),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  })
  const contentType = response.headers.get('content-type') ?? ''
  let text = ''
  let parsed: unknown
  if (isJsonType(contentType) || /^text\//i.test(contentType) || !contentType) {
    text = await response.text()
    if (isJsonType(contentType) && text)
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
  } else await response.arrayBuffer()
  return { status: response.status, contentType, location: response.headers.get('location'), body: parsed, text }
}

/** `/results/0/valor_atualizado` → `results[0].valor_atualizado`. */
export function pointerToPath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  let out = ''
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part
  return out || '(raiz)'
}

/**
 * checkExchange's violations ("… não segue o contrato (/a/0/b must be string; …)") as
 * `a[0].b: must be string` lines, the first 3.
 */
function fieldErrors(problems: string[]): string[] {
  const out: string[] = []
  for (const problem of problems) {
    const inner = /não segue o contrato \((.*)\)$/s.exec(problem)?.[1]
    const prefix = problem.includes('corpo aceito') ? 'corpo enviado: ' : ''
    if (!inner) {
      out.push(problem)
      continue
    }
    for (const error of inner.split('; ')) {
      const space = error.indexOf(' ')
      out.push(`${prefix}${pointerToPath(error.slice(0, space))}: ${error.slice(space + 1)}`)
    }
  }
  return out.slice(0, 3)
}

function snippet(answer: Answer): string {
  const detail = (answer.body as Node | undefined)?.detail
  if (typeof detail === 'string') return detail
  if (/html/i.test(answer.contentType)) {
    const title = /<title>([^<]*)<\/title>/i.exec(answer.text)?.[1]?.trim()
    return `HTML${title ? ` "${title}"` : ''}`
  }
  return (answer.text || answer.contentType || '').replace(/\s+/g, ' ').slice(0, 120)
}

interface Judgement {
  kind: Exclude<Kind, 'pulada'>
  detail: string[]
}

function judge(operation: Operation, concrete: string, answer: Answer, requestBody?: unknown): Judgement {
  const { status } = answer
  if (status >= 300 && status < 400) {
    const slash = answer.location && new URL(answer.location, 'http://x').pathname !== concrete
    return {
      kind: 'diferente',
      detail: [
        `${status} para ${answer.location ?? '(sem Location)'}: a forma do caminho difere do contrato` +
          (slash ? ' (barra final, APPEND_SLASH)' : ''),
      ],
    }
  }
  // A refusal the contract declares for this operation (the demo keeps credit opinions' history
  // with a 405) is an answer that follows it, not a missing operation.
  if (status === 405 && ((operation.op.responses ?? {}) as Node)['405'])
    return { kind: 'ok', detail: [`405 declarado no contrato (recusa): ${snippet(answer)}`] }
  if (status === 404 || status === 405 || status === 501)
    return { kind: 'faltando', detail: [`${status}${/html/i.test(answer.contentType) ? ' (página HTML)' : ''}: ${snippet(answer)}`] }
  if (status >= 500) return { kind: 'falha', detail: [`${status}: ${snippet(answer)}`] }
  if (status < 200 || status >= 300) return { kind: 'falha', detail: [`${status}: ${snippet(answer)}`] }

  const { declared, types } = declaredResponse(operation.op, status)
  if (!declared) {
    const expected = Object.keys((operation.op.responses ?? {}) as Node).filter((k) => k.startsWith('2'))
    return { kind: 'diferente', detail: [`status ${status} não declarado (o contrato diz ${expected.join(', ') || 'nenhum 2xx'})`] }
  }
  if (types.length === 0) return { kind: 'ok', detail: ['sem schema no contrato para esta resposta'] }
  const mediaType = answer.contentType.split(';')[0].trim().toLowerCase()
  if (!types.some((t) => t.toLowerCase() === mediaType))
    return { kind: 'diferente', detail: [`content-type ${mediaType || '(nenhum)'}; o contrato diz ${types.join(' ou ')}`] }
  if (!isJsonType(mediaType)) return { kind: 'ok', detail: [`binário (${mediaType}): status e content-type conferidos`] }
  if (answer.body === undefined && answer.text)
    return { kind: 'diferente', detail: ['o corpo não é JSON válido'] }

  const exchange = {
    method: operation.method,
    url: `http://backend${concrete}`,
    status,
    contentType: answer.contentType,
    requestBody,
  }
  const shape = expectedShape(operation.op, status)
  if (isDrfPage(answer.body) && shape.array && !shape.page) {
    // A stock DRF pages every list; the app reads every page (src/shared/api/pages.ts), so only
    // the rows must follow the contract (docs/api-contract.md, Lists).
    const rows = checkExchange({ ...exchange, responseBody: answer.body.results })
    if (rows.length === 0) return { kind: 'ok', detail: ['paginada pelo servidor: o app lê todas as páginas (next)'] }
    return {
      kind: 'diferente',
      detail: [
        'página do DRF {count,next,previous,results} cujas linhas não seguem o contrato',
        ...fieldErrors(rows).map((e) => `results${e.startsWith('[') ? '' : '.'}${e}`).slice(0, 2),
      ],
    }
  }
  if (Array.isArray(answer.body) && shape.page && !shape.array) {
    const page = { count: answer.body.length, next: null, previous: null, results: answer.body }
    const rows = checkExchange({ ...exchange, responseBody: page })
    return {
      kind: 'diferente',
      detail: ['veio uma lista simples (array); o contrato espera uma página do DRF {count,next,previous,results}', ...fieldErrors(rows).slice(0, 2)],
    }
  }
  const problems = checkExchange({ ...exchange, responseBody: answer.body })
  return problems.length ? { kind: 'diferente', detail: fieldErrors(problems) } : { kind: 'ok', detail: [] }
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

async function login(base: string, user: string, pass: string, timeoutMs: number): Promise<string> {
  let answer: Answer
  try {
    answer = await call(base, 'post', '/api/login/', null, timeoutMs, { username: user, password: pass })
  } catch (error) {
    throw new LoginError(`não foi possível falar com ${base}/api/login/: ${(error as Error).message}`)
  }
  const access = (answer.body as Node | undefined)?.access
  if (answer.status !== 200 || typeof access !== 'string')
    throw new LoginError(`o login de "${user}" em ${base}/api/login/ falhou: ${answer.status} ${snippet(answer)}`)
  return access
}

function summarise(url: string, writes: boolean, results: OperationResult[]): Report {
  const modules = new Map<string, ModuleSummary>()
  for (const r of results) {
    const key = `${r.modulo}\u0000${r.origem}`
    let m = modules.get(key)
    if (!m) {
      m = { modulo: r.modulo, origem: r.origem, pronto: 0, total: 0, faltando: [], diferente: [], falha: [], pulada: [] }
      modules.set(key, m)
    }
    const label = `${r.method.toUpperCase()} ${r.path}`
    if (r.kind === 'pulada') m.pulada.push(`${label}: ${r.detail.join('; ')}`)
    else {
      m.total += 1
      if (r.kind === 'ok') m.pronto += 1
      else if (r.kind === 'faltando') m.faltando.push(label)
      else m[r.kind].push(`${label}: ${r.detail.join('; ')}`)
    }
  }
  const count = (kind: Kind) => results.filter((r) => r.kind === kind).length
  const specProblems = results.filter((r) => r.origem === 'spec' && ['faltando', 'diferente', 'falha'].includes(r.kind)).length
  const tagOrder = ((contractDocument().tags as { name: string }[] | undefined) ?? []).map((t) => t.name)
  const rank = (m: ModuleSummary) => (tagOrder.includes(m.modulo) ? tagOrder.indexOf(m.modulo) : tagOrder.length)
  return {
    url,
    writes,
    operations: results,
    modules: [...modules.values()].sort((a, b) => rank(a) - rank(b) || a.origem.localeCompare(b.origem) * -1),
    summary: {
      total: results.length,
      ok: count('ok'),
      faltando: count('faltando'),
      diferente: count('diferente'),
      falha: count('falha'),
      pulada: count('pulada'),
      specProblems,
    },
    exitCode: specProblems > 0 ? 1 : 0,
  }
}

/** Runs the check; throws LoginError when the login fails. */
export async function checkBackend(options: CheckOptions): Promise<Report> {
  const base = options.url.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 30_000
  const pageSize = options.pageSize ?? 20
  const now = options.now ?? new Date()
  const token = await login(base, options.user, options.pass, timeoutMs)
  const all = operations()
  const results: OperationResult[] = []
  /** First row of each list answered (path as the contract writes it → row). */
  const rows = new Map<string, Node>()
  const listAnswered = new Set<string>()

  const record = (operation: Operation, rest: Omit<OperationResult, 'modulo' | 'origem' | 'method' | 'path'>) =>
    results.push({ modulo: operation.modulo, origem: operation.origem, method: operation.method.toUpperCase(), path: operation.path, ...rest })

  const exchange = async (operation: Operation, concrete: string, query: URLSearchParams, body?: unknown) => {
    const qs = query.toString()
    const called = `${concrete}${qs ? `?${qs}` : ''}`
    try {
      const answer = await call(base, operation.method, called, token, timeoutMs, body)
      return { answer, called, ...judge(operation, concrete, answer, body) }
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `sem resposta em ${timeoutMs} ms` : (error as Error).message
      const cause = (error as { cause?: { code?: string } }).cause?.code
      return { answer: undefined, called, kind: 'falha' as const, detail: [`erro de rede: ${reason}${cause ? ` (${cause})` : ''}`] }
    }
  }

  // Reads: lists (no path parameter) first, so details find a row of their list.
  const reads = all
    .filter((o) => o.method === 'get')
    .sort((a, b) => pathParams(a.path).length - pathParams(b.path).length)
  for (const operation of reads) {
    const names = pathParams(operation.path)
    if (operation.op['x-acesso'] === 'publico' && names.length) {
      record(operation, {
        kind: 'pulada',
        detail: [`público: pede um link assinado (${names.map((n) => `{${n}}`).join(', ')}), não o token da sessão`],
      })
      continue
    }
    let concrete = operation.path
    let skip: string | undefined
    for (const name of names) {
      const at = concrete.indexOf(`{${name}}`)
      const prefix = operation.path.slice(0, operation.path.indexOf(`{${name}}`))
      // The list is the same path without the `{param}/` tail (with or without its final slash).
      const list = [prefix, prefix.replace(/\/$/, '')].find((p) => all.some((o) => o.method === 'get' && o.path === p))
      const value = list ? keyOf(rows.get(list), name, list) : undefined
      if (value === undefined) {
        skip =
          `sem linha para ${name}` +
          (!list
            ? ` (o contrato não tem GET ${prefix})`
            : !listAnswered.has(list)
              ? ` (GET ${list} não respondeu 2xx)`
              : rows.has(list)
                ? ` (a 1ª linha de GET ${list} não traz ${name} nem outra chave)`
                : ` (GET ${list} veio vazia)`)
        break
      }
      concrete = `${concrete.slice(0, at)}${encodeURIComponent(String(value))}${concrete.slice(at + name.length + 2)}`
    }
    const query = new URLSearchParams()
    for (const param of operation.params) {
      if (skip || param.in !== 'query') continue
      if (param.required) {
        const value = queryValue(param, now)
        if (value === null) skip = `sem valor para o parâmetro obrigatório ${String(param.name)} (nem example, default ou enum)`
        else query.set(String(param.name), value)
      } else if (param.name === 'page_size' && pageSize > 0) query.set('page_size', String(pageSize))
    }
    if (skip) {
      record(operation, { kind: 'pulada', detail: [skip] })
      continue
    }
    const outcome = await exchange(operation, concrete, query)
    if (outcome.answer && outcome.answer.status < 300 && names.length === 0) {
      listAnswered.add(operation.path)
      const row = firstRow(outcome.answer?.body)
      if (row) rows.set(operation.path, row)
    }
    record(operation, { kind: outcome.kind, called: outcome.called, status: outcome.answer?.status, detail: outcome.detail })
  }

  if (options.writes) await writes(all, rows, now, record, exchange)
  return summarise(base, !!options.writes, results)
}

type Recorder = (operation: Operation, rest: Omit<OperationResult, 'modulo' | 'origem' | 'method' | 'path'>) => void
type Exchanger = (
  operation: Operation,
  concrete: string,
  query: URLSearchParams,
  body?: unknown,
) => Promise<{ answer: Answer | undefined; called: string; kind: Exclude<Kind, 'pulada'>; detail: string[] }>

async function writes(
  all: Operation[],
  rows: Map<string, Node>,
  now: Date,
  record: Recorder,
  exchange: Exchanger,
): Promise<void> {
  const stamp = `${Date.now().toString(36)}`
  for (const post of all.filter((o) => o.method === 'post' && o.origem === 'spec')) {
    const detailPath = all.find(
      (o) => o.method === 'delete' && o.origem === 'spec' && o.path.startsWith(post.path) && /^\{\w+\}\/?$/.test(o.path.slice(post.path.length)),
    )
    if (!detailPath) continue
    const del = detailPath
    const list = all.find((o) => o.method === 'get' && o.path === post.path)
    const requestBody = deref(post.op.requestBody)
    const schema = deref(((requestBody?.content as Node | undefined)?.['application/json'] as Node | undefined)?.schema)
    if (!schema || !((schema.required as unknown[] | undefined)?.length || schema.allOf)) {
      const why = 'sem schema de criação com campos obrigatórios no contrato'
      record(post, { kind: 'pulada', detail: [why] })
      record(del, { kind: 'pulada', detail: [why] })
      continue
    }
    let body: unknown
    try {
      body = sampleValue(schema, '', { rows, path: post.path, now, stamp })
    } catch (error) {
      record(post, { kind: 'pulada', detail: [(error as Error).message] })
      record(del, { kind: 'pulada', detail: ['a criação foi pulada'] })
      continue
    }
    let created = await exchange(post, post.path, new URLSearchParams(), body)
    // A 400 naming optional fields the server wants (e.g. `assunto` of an e-mail template):
    // once more, with those fields filled from the schema.
    const refused = created.answer?.status === 400 ? (created.answer.body as Node | undefined) : undefined
    const props = (schema.properties ?? {}) as Node
    const wanted = Object.keys(refused ?? {}).filter((f) => f in props && !(f in (body as Node)))
    if (wanted.length) {
      try {
        for (const field of wanted) (body as Node)[field] = sampleValue(deref(props[field]), field, { rows, path: post.path, now, stamp })
        created = await exchange(post, post.path, new URLSearchParams(), body)
      } catch {
        /* keep the first answer */
      }
    }
    if (created.kind !== 'ok') {
      const sent = `corpo enviado: ${JSON.stringify(body)}`
      const hint = created.answer?.status === 400 ? ['o backend recusou o corpo de exemplo (talvez uma regra de negócio): confira à mão'] : []
      record(post, { kind: created.kind, called: created.called, status: created.answer?.status, detail: [...created.detail, ...hint, sent] })
      record(del, { kind: 'pulada', detail: ['a criação não deu certo'] })
      continue
    }
    const name = pathParams(del.path)[0]
    const id = (created.answer?.body as Node | undefined)?.[name] ?? (created.answer?.body as Node | undefined)?.id
    if (typeof id !== 'number' && typeof id !== 'string') {
      record(post, { kind: 'diferente', called: created.called, status: created.answer?.status, detail: [`a resposta da criação não traz ${name}`] })
      record(del, { kind: 'pulada', detail: [`sem ${name} da linha criada: apague-a à mão`] })
      continue
    }
    const notes: string[] = []
    let kind: Exclude<Kind, 'pulada'> = 'ok'
    if (list) {
      const query = new URLSearchParams()
      for (const param of list.params) {
        if (param.name === 'page_size') query.set('page_size', '1000')
        if (param.name === 'ordering') query.set('ordering', '-id')
        if (param.required && param.in === 'query') query.set(String(param.name), queryValue(param, now) ?? '')
      }
      const back = await exchange(list, list.path, query)
      const answered = back.answer?.body
      const listed = Array.isArray(answered) ? answered : isDrfPage(answered) ? answered.results : undefined
      if (!listed) notes.push(`releitura em ${back.called}: ${back.detail.join('; ') || 'sem lista'}`)
      else if (!listed.some((r) => (r as Node | null)?.[name] === id || (r as Node | null)?.id === id)) {
        if (isDrfPage(answered) && answered.next) notes.push(`a linha ${String(id)} não está na 1ª página de ${list.path}`)
        else {
          kind = 'diferente'
          notes.push(`a linha criada (${name} ${String(id)}) não aparece em GET ${list.path}`)
        }
      } else notes.push(`criada (${name} ${String(id)}) e relida na lista`)
    }
    record(post, { kind, called: created.called, status: created.answer?.status, detail: notes })
    const concrete = del.path.replace(`{${name}}`, encodeURIComponent(String(id)))
    const removed = await exchange(del, concrete, new URLSearchParams())
    const left =
      removed.kind === 'ok' && removed.answer?.status !== 405
        ? []
        : [`a linha criada (${concrete}) ficou no banco: apague-a à mão`]
    record(del, { kind: removed.kind, called: removed.called, status: removed.answer?.status, detail: [...removed.detail, ...left] })
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export function formatReport(report: Report): string {
  const lines: string[] = []
  lines.push(`Backend ${report.url} contra api/openapi.yaml${report.writes ? ' (com --writes)' : ' (só leitura: GET)'}`)
  lines.push('')
  const head = ['módulo', 'origem', 'pronto', 'faltando / diferente / falha / pulada']
  const rowsOut = report.modules.map((m) => [m.modulo, m.origem, `${m.pronto}/${m.total}`, m])
  const w0 = Math.max(head[0].length, ...rowsOut.map((r) => String(r[0]).length))
  const w1 = Math.max(head[1].length, 8)
  const w2 = Math.max(head[2].length, ...rowsOut.map((r) => String(r[2]).length))
  const indent = ' '.repeat(w0 + w1 + w2 + 6)
  lines.push(`${head[0].padEnd(w0)}  ${head[1].padEnd(w1)}  ${head[2].padEnd(w2)}  ${head[3]}`)
  lines.push(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(w2)}  ${'-'.repeat(head[3].length)}`)
  for (const [modulo, origem, pronto, m] of rowsOut as [string, string, string, ModuleSummary][]) {
    const items = [
      ...m.faltando.map((d) => `faltando: ${d}`),
      ...m.diferente.map((d) => `diferente: ${d}`),
      ...m.falha.map((d) => `falha: ${d}`),
      ...m.pulada.map((d) => `pulada: ${d}`),
    ]
    const first = `${modulo.padEnd(w0)}  ${origem.padEnd(w1)}  ${pronto.padEnd(w2)}  `
    lines.push(`${first}${items[0] ?? '—'}`.trimEnd())
    for (const item of items.slice(1)) lines.push(`${indent}${item}`)
  }
  const s = report.summary
  const spec = report.operations.filter((r) => r.origem === 'spec' && r.kind !== 'pulada')
  const prop = report.operations.filter((r) => r.origem === 'proposta' && r.kind !== 'pulada')
  const noSchema = report.operations.filter((r) => r.kind === 'ok' && r.detail.some((d) => d.startsWith('sem schema'))).length
  lines.push('')
  lines.push(
    `Resumo: ${s.total} operações — ${s.ok} prontas${noSchema ? ` (${noSchema} sem schema no contrato: só o status conferido)` : ''}, ${s.faltando} faltando, ${s.diferente} diferentes, ${s.falha} com falha, ${s.pulada} puladas` +
      ` (spec ${spec.filter((r) => r.kind === 'ok').length}/${spec.length} prontas, proposta ${prop.filter((r) => r.kind === 'ok').length}/${prop.length}).`,
  )
  lines.push(
    report.exitCode === 0
      ? 'Resultado: OK — nenhuma operação spec faltando, diferente ou com falha (as proposta só informam).'
      : `Resultado: FALHOU — ${s.specProblems} operação(ões) spec faltando, diferente(s) ou com falha.`,
  )
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------
// --doc: the per-module tables of docs/backend.md
// ---------------------------------------------------------------------------------------------

function yamlLines(): { op: Map<string, number>; schema: Map<string, number> } {
  const url = new URL('../api/openapi.yaml', import.meta.url)
  const file = url.protocol === 'file:' ? fileURLToPath(url) : resolve(process.cwd(), 'api/openapi.yaml')
  const text = readFileSync(file, 'utf8').split('\n')
  const op = new Map<string, number>()
  const schema = new Map<string, number>()
  let path = ''
  let section = ''
  text.forEach((line, i) => {
    const top = /^(\w[\w-]*):/.exec(line)
    if (top) section = top[1]
    const sub = /^ {2}(\S[^:]*):\s*$/.exec(line)
    if (sub) {
      if (section === 'paths') path = sub[1].replace(/^["']|["']$/g, '')
      else if (sub[1] === 'schemas') section = 'schemas'
    }
    const method = /^ {4}(get|post|put|patch|delete):\s*$/.exec(line)
    if (method && section === 'paths') op.set(`${method[1]} ${path}`, i + 1)
    const name = /^ {4}([A-Za-z]\w*):\s*$/.exec(line)
    if (name && section === 'schemas') schema.set(name[1], i + 1)
  })
  return { op, schema }
}

function schemaRefs(node: unknown): string[] {
  const refs = JSON.stringify(node ?? null).match(/#\/components\/schemas\/\w+/g) ?? []
  return [...new Set(refs.map((r) => r.slice('#/components/schemas/'.length)))]
}

export function docMarkdown(): string {
  const doc = contractDocument()
  const lines = yamlLines()
  const link = (name: string) => {
    const line = lines.schema.get(name)
    return line ? `[${name}](../api/openapi.yaml#L${line})` : name
  }
  const byTag = new Map<string, Operation[]>()
  for (const o of operations()) byTag.set(o.modulo, [...(byTag.get(o.modulo) ?? []), o])
  const tags = (doc.tags as { name: string; description?: string }[] | undefined) ?? []
  const order = [...tags.map((t) => t.name).filter((n) => byTag.has(n)), ...[...byTag.keys()].filter((n) => !tags.some((t) => t.name === n))]
  const out: string[] = []
  const all = operations()
  out.push(
    `${all.length} operations: ${all.filter((o) => o.origem === 'spec').length} \`spec\`, ${all.filter((o) => o.origem === 'proposta').length} \`proposta\`.`,
  )
  for (const tag of order) {
    const ops = byTag.get(tag) ?? []
    const description = tags.find((t) => t.name === tag)?.description
    const spec = ops.filter((o) => o.origem === 'spec').length
    out.push('', `### ${tag}`, '')
    if (description) out.push(`${description} — ${ops.length} operations (${spec} spec, ${ops.length - spec} proposta).`, '')
    out.push('| Method | Path | x-origem | Request body | 2xx response |', '|---|---|---|---|---|')
    for (const o of ops) {
      const line = lines.op.get(`${o.method} ${o.path}`)
      const path = line ? `[\`${o.path}\`](../api/openapi.yaml#L${line})` : `\`${o.path}\``
      const request = schemaRefs(deref(o.op.requestBody)?.content).map(link).join(', ') || (o.op.requestBody ? 'inline' : '—')
      const responses = Object.entries((o.op.responses ?? {}) as Node).filter(([k]) => k.startsWith('2'))
      const response =
        responses
          .map(([status, r]) => {
            const resolved = deref(r)
            const types = Object.keys((resolved?.content ?? {}) as Node)
            const refs = schemaRefs(resolved?.content).map(link)
            const what = refs.length
              ? refs.join(', ')
              : types.length
                ? types.some(isJsonType)
                  ? 'inline'
                  : types.join(', ')
                : status === '204'
                  ? 'no body'
                  : 'no schema yet'
            return `${status}: ${what}`
          })
          .join('; ') || '—'
      out.push(`| ${o.method.toUpperCase()} | ${path} | ${o.origem} | ${request} | ${response} |`)
    }
  }
  return out.join('\n')
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

const USAGE = `Uso: npm run check:backend -- --url <base, ex. http://127.0.0.1:8000> --user <usuário> --pass <senha> [--writes] [--json]
       npm run check:backend -- --doc     (as tabelas de docs/backend.md, em markdown)
  --writes          cria, relê e apaga uma linha por coleção spec (SÓ num banco de teste)
  --json            o relatório em JSON
  --page-size <n>   page_size nas listas que o declaram (padrão 20; 0 = não enviar)
  --timeout <ms>    por requisição (padrão 30000)
  A senha pode vir de CHECK_BACKEND_PASS em vez de --pass.`

export interface Io {
  out: (text: string) => void
  err: (text: string) => void
}

const defaultIo: Io = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`) }

/** The CLI: returns the exit code (0 ok, 1 spec operations with problems, 2 login/usage). */
export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        user: { type: 'string' },
        pass: { type: 'string' },
        writes: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        doc: { type: 'boolean', default: false },
        'page-size': { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (values.help) {
    io.out(USAGE)
    return 0
  }
  if (values.doc) {
    io.out(docMarkdown())
    return 0
  }
  const pass = values.pass ?? process.env.CHECK_BACKEND_PASS
  if (!values.url || !values.user || pass === undefined) {
    io.err(`Faltam --url, --user ou --pass.\n${USAGE}`)
    return 2
  }
  if (values.writes)
    io.err('ATENÇÃO: --writes cria e apaga linhas (POST e DELETE) no backend. Use só contra um banco de teste.')
  try {
    const report = await checkBackend({
      url: values.url,
      user: values.user,
      pass,
      writes: values.writes,
      pageSize: values['page-size'] === undefined ? undefined : Number(values['page-size']),
      timeoutMs: values.timeout === undefined ? undefined : Number(values.timeout),
    })
    io.out(values.json ? JSON.stringify(report, null, 2) : formatReport(report))
    return report.exitCode
  } catch (error) {
    if (error instanceof LoginError) {
      io.err(`check:backend: ${error.message}`)
      return 2
    }
    throw error
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 2
    },
  )
}
