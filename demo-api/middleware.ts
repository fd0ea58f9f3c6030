import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { appendFileSync } from 'node:fs'
import { getResponse } from 'msw'
import { checkExchange } from './contract-check'
import { getDb } from './db'
import { handlers } from './handlers'
import { DEMO_PASSWORD, DEMO_USERS } from './users'

type Next = (error?: unknown) => void

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function originOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-proto']
  const proto =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || 'http'
  return `${proto}://${req.headers.host ?? '127.0.0.1'}`
}

export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const method = (req.method ?? 'GET').toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req) : undefined
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

export type Encoding = 'br' | 'gzip'

/** Bodies smaller than this go out as they are: compressing them saves nothing on the wire. */
export const COMPRESS_MIN_BYTES = 1024
/** Text media types; zip-based downloads (xlsx) and PDFs are already compressed. */
const COMPRESSIBLE =
  /^\s*(text\/|application\/([\w.-]+\+)?(json|xml|javascript)\b|image\/svg\+xml)/i
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The encoding to answer with, from the request's Accept-Encoding (RFC 9110 12.5.3): brotli
 * when offered, else gzip; `q=0` refuses a coding, `*` stands for any coding not named.
 * DEMO_API_COMPRESS=0 turns compression off (to measure the difference).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (process.env.DEMO_API_COMPRESS === '0') return null
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  const q = new Map<string, number>()
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = qParam ? Number(qParam.slice(2)) : 1
    q.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weight = (coding: Encoding) => q.get(coding) ?? q.get('*') ?? 0
  const candidates = (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0)
  if (candidates.length === 0) return null
  return candidates.reduce((best, coding) => (weight(coding) > weight(best) ? coding : best))
}

/** From this size on, the fastest levels: a 5 MB list is then compressed in ~15 ms, not ~50. */
export const LARGE_BODY_BYTES = 1024 * 1024

/**
 * Brotli quality 4 / gzip level 6 (the usual levels for dynamic content) and, for large lists,
 * brotli 1 / gzip 1: still a seventh of the JSON's size, at a third of the time. Runs in zlib's
 * thread pool, off the event loop.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const large = body.length >= LARGE_BODY_BYTES
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: large ? 1 : 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: large ? 1 : 6 })
}

/** Writes status, headers and body, compressed when the client accepts it and it pays. */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
): Promise<void> {
  res.statusCode = status
  const type = String(res.getHeader('content-type') ?? '')
  const encoding =
    req.method !== 'HEAD' &&
    status !== 204 &&
    status !== 304 &&
    body.length >= COMPRESS_MIN_BYTES &&
    COMPRESSIBLE.test(type) &&
    !res.hasHeader('content-encoding')
      ? negotiateEncoding(req.headers['accept-encoding'])
      : null
  res.setHeader('Vary', 'Accept-Encoding')
  if (!encoding) {
    res.setHeader('Content-Length', body.length)
    res.end(body)
    return
  }
  const compressed = await compress(body, encoding)
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', compressed.length)
  res.end(compressed)
}

function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
): Promise<void> {
  res.setHeader('Content-Type', 'application/json')
  return send(req, res, status, Buffer.from(JSON.stringify(body)))
}

async function writeFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const cookies = response.headers.getSetCookie()
  response.headers.forEach((value, name) => {
    // Length and coding are the wire's, set by send().
    if (name === 'set-cookie' || name === 'content-length') return
    res.setHeader(name, value)
  })
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  // arrayBuffer keeps .xlsx and .pdf bodies byte-exact.
  await send(req, res, response.status, Buffer.from(await response.arrayBuffer()))
}

/**
 * DEMO_API_EXCHANGE_LOG=<file> (the e2e runner sets it): every request is appended there as a
 * JSON line with its method, path, status and the contract violations of the exchange
 * (demo-api/contract-check.ts), so the browser walk proves the app calls only what
 * api/openapi.yaml describes and every answer it got follows it.
 */
const exchangeLog = typeof process === 'undefined' ? undefined : process.env.DEMO_API_EXCHANGE_LOG

async function logExchange(file: string, request: Request, sent: string, response: Response | undefined) {
  const url = new URL(request.url)
  const status = response?.status ?? 404
  const contentType = response?.headers.get('content-type') ?? null
  let responseBody: unknown
  let requestBody: unknown
  try {
    if (response && contentType && /\bjson\b/i.test(contentType)) responseBody = await response.clone().json()
    if (sent && /\bjson\b/i.test(request.headers.get('content-type') ?? '')) requestBody = JSON.parse(sent)
  } catch {
    /* a body that is not JSON is not checked */
  }
  const violations = checkExchange({ method: request.method, url: request.url, status, contentType, requestBody, responseBody })
  const line = { method: request.method, path: url.pathname, status, violations }
  appendFileSync(file, `${JSON.stringify(line)}\n`)
}

/** Connect-style middleware answering every /api/ request from the msw handlers. */
export function demoApiMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const path = req.url ?? '/'
    if (!path.startsWith('/api/')) {
      next()
      return
    }
    void (async () => {
      try {
        const origin = originOf(req)
        const request = await toFetchRequest(req, origin)
        const sent = exchangeLog ? await request.clone().text() : ''
        const response = await getResponse(handlers, request, { baseUrl: origin })
        if (exchangeLog) void logExchange(exchangeLog, request, sent, response)
        if (!response) await sendJson(req, res, 404, { detail: 'Não encontrado.' })
        else await writeFetchResponse(req, res, response)
      } catch (error) {
        console.error('[demo-api]', error)
        if (!res.headersSent)
          await sendJson(req, res, 500, { detail: 'Erro interno no servidor de demonstração.' })
        else res.end()
      }
    })()
  }
}

/** Builds the seed now so the first request does not pay for it. */
export function warmUp(): { ms: number } {
  const started = performance.now()
  getDb()
  return { ms: Math.round(performance.now() - started) }
}

export function describeDemo(ms?: number): string {
  const db = getDb()
  const order = [
    'admin',
    'analista',
    'supervisor',
    'credito',
    'financeiro',
    'cliente',
    'primeiro-acesso',
    'inativo',
  ]
  const rank = (username: string) =>
    order.includes(username) ? order.indexOf(username) : order.length
  const rows = DEMO_USERS.filter((u) => u.listed)
    .sort((a, b) => rank(a.username) - rank(b.username))
    .map((u) => [u.username, u.description, DEMO_PASSWORD])
  const header = ['Usuário', 'Perfil', 'Senha']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
  const fmt = new Intl.NumberFormat('pt-BR')
  const t = db.tables
  return [
    '',
    '  API de demonstração (Boa Safra Alimentos) — logins:',
    '',
    `  ${line(header)}`,
    `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`,
    ...rows.map((r) => `  ${line(r)}`),
    '',
    `  Dados: ${fmt.format(t.cliente.length)} clientes, ${fmt.format(t['contas-receber'].length)} títulos, ` +
      `${fmt.format(t.atendimento.length)} atendimentos (DEMO_SCALE=${db.scale}, data de referência ${db.today}` +
      `${ms === undefined ? '' : `, gerados em ${fmt.format(ms)} ms`}).`,
    '',
  ].join('\n')
}
