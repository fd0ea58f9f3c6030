import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
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

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = Buffer.from(JSON.stringify(body))
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', payload.length)
  res.end(payload)
}

async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  const cookies = response.headers.getSetCookie()
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  // arrayBuffer keeps .xlsx and .pdf bodies byte-exact.
  const body = Buffer.from(await response.arrayBuffer())
  if (!res.hasHeader('content-length')) res.setHeader('Content-Length', body.length)
  res.end(body)
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
        const response = await getResponse(handlers, request, { baseUrl: origin })
        if (!response) sendJson(res, 404, { detail: 'Não encontrado.' })
        else await writeFetchResponse(res, response)
      } catch (error) {
        console.error('[demo-api]', error)
        if (!res.headersSent)
          sendJson(res, 500, { detail: 'Erro interno no servidor de demonstração.' })
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
