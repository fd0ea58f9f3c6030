/**
 * npm run check:backend (scripts/check-backend.ts): against the demo API on a real port every
 * spec operation is ready; against a tiny fake backend each kind of difference is named.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoApiMiddleware } from '../demo-api/middleware'
import { main, pointerToPath, type Report } from '../scripts/check-backend'
import { server as msw } from './msw-server'

// tests/setup.ts intercepts fetch with msw; this file talks to real sockets.
beforeAll(() => msw.close())

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main(args, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) })
  return { code, out, err }
}

const find = (report: Report, method: string, path: string) => {
  const found = report.operations.find((o) => o.method === method && o.path === path)
  if (!found) throw new Error(`${method} ${path} fora do relatório`)
  return found
}

describe('check:backend against the demo API', () => {
  let demo: { server: Server; url: string }
  beforeAll(async () => {
    const middleware = demoApiMiddleware()
    demo = await listen((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 404
        res.end()
      }),
    )
  })
  afterAll(() => new Promise<void>((done) => demo.server.close(() => done())))

  it('finds every spec operation ready (or skipped with a reason) and exits 0', async () => {
    const { code, out, err } = await run(['--url', demo.url, '--user', 'admin', '--pass', 'demo1234', '--json'])
    expect(err).toBe('')
    const report = JSON.parse(out) as Report
    const spec = report.operations.filter((o) => o.origem === 'spec')
    expect(spec.length).toBeGreaterThan(30)
    expect(spec.every((o) => o.method === 'GET')).toBe(true)
    for (const o of spec) {
      if (o.kind === 'pulada') expect(o.detail.join(' '), `${o.method} ${o.path}`).not.toBe('')
      else expect({ op: `${o.method} ${o.path}`, kind: o.kind, detail: o.detail }).toMatchObject({ kind: 'ok' })
    }
    // A detail path took its id from the first row of its list; the 2ª via was skipped, not called.
    expect(find(report, 'GET', '/api/cobranca/regua/{id}/')).toMatchObject({ kind: 'ok', called: expect.stringMatching(/^\/api\/cobranca\/regua\/\d+\/$/) })
    expect(find(report, 'GET', '/api/public/2-via/{hash}/')).toMatchObject({ kind: 'pulada', detail: [expect.stringContaining('link assinado')] })
    expect(report.exitCode).toBe(0)
    expect(code).toBe(0)

    // The table prints the same report, per module.
    const table = await run(['--url', demo.url, '--user', 'admin', '--pass', 'demo1234'])
    expect(table.code).toBe(0)
    expect(table.out).toMatch(/^regua\s+spec\s+\d+\/\d+\s/m)
    expect(table.out).toMatch(/^Resultado: OK/m)
  })

  it("with --writes creates, rereads and deletes a row per spec collection; a refusal the contract declares is ok and the row left behind is named; a business rule's refusal is named", async () => {
    const { code, out } = await run(['--url', demo.url, '--user', 'admin', '--pass', 'demo1234', '--writes', '--json'])
    const report = JSON.parse(out) as Report
    const writes = report.operations.filter((o) => o.origem === 'spec' && o.method !== 'GET')
    expect(writes.length).toBeGreaterThan(10)
    // Everything is ok but one sample body a business rule refuses (the new régua status's
    // range overlaps "Em dia"); the check names it for a person to look at, and exits 1 for it.
    const notOk = writes.filter((o) => o.kind !== 'ok' && o.kind !== 'pulada')
    expect(notOk.map((o) => `${o.method} ${o.path} ${o.status}`)).toEqual(['POST /api/cobranca/regua-status/ 400'])
    expect(notOk[0].detail.join(' ')).toMatch(/talvez uma regra de negócio/)
    // The demo keeps credit opinions' history: its 405 is declared in the contract.
    const refused = find(report, 'DELETE', '/api/cobranca/parecer-credito/{id}/')
    expect(refused).toMatchObject({ kind: 'ok', status: 405 })
    expect(refused.detail.join(' ')).toMatch(/405 declarado no contrato \(recusa\): .*histórico é mantido/)
    expect(refused.detail.join(' ')).toMatch(/ficou no banco: apague-a à mão/)
    expect(find(report, 'POST', '/api/cobranca/parecer-credito/').kind).toBe('ok')
    expect(code).toBe(1)
  })
})

describe('check:backend against a backend that differs', () => {
  let fake: { server: Server; url: string }
  const ARRAY_AS_PAGE = '/api/cobranca/grupo-economico/'
  const BAD_PAGE = '/api/cobranca/vendedor/'
  const MISSING_FIELD = '/api/cobranca/forma-cobranca/'
  const HTML_404 = '/api/cobranca/supervisor/'
  const REDIRECTED = '/api/cobranca/report-ranking-analista'

  beforeAll(async () => {
    fake = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method === 'POST' && url.pathname === '/api/login/') {
        let sent = ''
        req.on('data', (c: Buffer) => (sent += c))
        req.on('end', () => {
          const { password } = JSON.parse(sent) as { password: string }
          if (password === 'certa') json(200, { access: 'a.b.c', refresh: 'd.e.f' })
          else json(401, { detail: 'No active account found with the given credentials' })
        })
        return
      }
      if (url.pathname === ARRAY_AS_PAGE)
        return json(200, { count: 1, next: null, previous: null, results: [{ id: 1, nome: 'Grupo Boa Safra' }] })
      if (url.pathname === BAD_PAGE) return json(200, { count: 1, next: null, previous: null, results: [{ nome: 7 }] })
      if (url.pathname === MISSING_FIELD) return json(200, [{ id: 1, descricao: 'Boleto' }, { id: 2 }])
      if (url.pathname === HTML_404) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        return res.end('<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1></body>\n</html>\n')
      }
      if (url.pathname === REDIRECTED) {
        res.writeHead(301, { Location: `${REDIRECTED}/${url.search}` })
        return res.end()
      }
      json(404, { detail: 'Not found.' })
    })
  })
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())))

  it('takes a DRF page for an array when its rows follow the contract; names a bad row, a missing field, an HTML 404 and a 301; exits non-zero', async () => {
    const { code, out } = await run(['--url', fake.url, '--user', 'admin', '--pass', 'certa', '--json'])
    const report = JSON.parse(out) as Report

    // a stock DRF pages every list, and the app reads every page
    expect(find(report, 'GET', ARRAY_AS_PAGE)).toMatchObject({ kind: 'ok', detail: [expect.stringContaining('paginada pelo servidor')] })
    const page = find(report, 'GET', BAD_PAGE)
    expect(page.kind).toBe('diferente')
    expect(page.detail[0]).toMatch(/página do DRF .*cujas linhas não seguem o contrato/)
    expect(page.detail[1]).toMatch(/^results\[0\]/)

    const missing = find(report, 'GET', MISSING_FIELD)
    expect(missing.kind).toBe('diferente')
    expect(missing.detail).toEqual([expect.stringMatching(/^\[1\]: must have required property 'descricao'$/)])

    expect(find(report, 'GET', HTML_404)).toMatchObject({ kind: 'faltando', status: 404, detail: [expect.stringContaining('HTML')] })

    const moved = find(report, 'GET', REDIRECTED)
    expect(moved.kind).toBe('diferente')
    expect(moved.detail[0]).toBe(`301 para ${REDIRECTED}/: a forma do caminho difere do contrato (barra final, APPEND_SLASH)`)

    expect(report.exitCode).toBe(1)
    expect(code).toBe(1)

    const table = await run(['--url', fake.url, '--user', 'admin', '--pass', 'certa'])
    expect(table.out).toContain(`faltando: GET ${HTML_404}`)
    expect(table.out).toContain(`diferente: GET ${MISSING_FIELD}: [1]: must have required property 'descricao'`)
    expect(table.out).toMatch(/^Resultado: FALHOU/m)
  })

  it('stops with a clear message when the login fails', async () => {
    const { code, out, err } = await run(['--url', fake.url, '--user', 'admin', '--pass', 'errada'])
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toMatch(/o login de "admin" em .*\/api\/login\/ falhou: 401 No active account/)
  })
})

it('writes an ajv pointer as a field path', () => {
  expect(pointerToPath('/results/0/valor_atualizado')).toBe('results[0].valor_atualizado')
  expect(pointerToPath('/0/id')).toBe('[0].id')
  expect(pointerToPath('/')).toBe('(raiz)')
})
