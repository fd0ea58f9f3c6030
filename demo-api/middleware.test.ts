import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { demoApiMiddleware, describeDemo } from './middleware'

interface Captured {
  status: number
  headers: Record<string, unknown>
  body: Buffer
  nextCalled: boolean
}

/** Drives the connect middleware with stand-ins for Node's request and response; no socket is opened. */
function run(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Captured> {
  const payload = body === undefined ? [] : [Buffer.from(JSON.stringify(body))]
  const req = Object.assign(Readable.from(payload), {
    url,
    method,
    headers: { host: 'localhost:5173', 'content-type': 'application/json', ...headers },
  }) as unknown as IncomingMessage
  return new Promise((resolve) => {
    const captured: Captured = {
      status: 200,
      headers: {},
      body: Buffer.alloc(0),
      nextCalled: false,
    }
    const res = {
      headersSent: false,
      set statusCode(v: number) {
        captured.status = v
      },
      setHeader(name: string, value: unknown) {
        captured.headers[name.toLowerCase()] = value
      },
      hasHeader: (name: string) => name.toLowerCase() in captured.headers,
      end(chunk?: Buffer) {
        captured.body = chunk ?? Buffer.alloc(0)
        resolve(captured)
      },
    } as unknown as ServerResponse
    demoApiMiddleware()(req, res, () => {
      captured.nextCalled = true
      resolve(captured)
    })
  })
}

describe('demo API middleware', () => {
  it('turns a Node request into a Fetch request and writes the answer back', async () => {
    const login = await run('POST', '/api/login/', { username: 'admin', password: 'demo1234' })
    expect(login.status).toBe(200)
    expect(String(login.headers['content-type'])).toContain('application/json')
    const { access } = JSON.parse(login.body.toString())
    const list = await run('GET', '/api/cobranca/filial/?ordering=-cod_filial', undefined, {
      authorization: `Bearer ${access}`,
    })
    expect(list.status).toBe(200)
    expect(JSON.parse(list.body.toString())[0].cod_filial).toBe(6)
    expect(Number(list.headers['content-length'])).toBe(list.body.length)
  })

  it('answers 404 JSON for unknown /api paths and passes other paths on', async () => {
    const missing = await run('GET', '/api/nao-existe/')
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.body.toString())).toEqual({ detail: 'Não encontrado.' })
    expect((await run('GET', '/cobranca/nova-base-cobranca')).nextCalled).toBe(true)
  })

  it('describes the demo logins in pt-BR', () => {
    const text = describeDemo(123)
    for (const username of [
      'admin',
      'analista',
      'supervisor',
      'credito',
      'financeiro',
      'cliente',
      'primeiro-acesso',
    ]) {
      expect(text).toContain(username)
    }
    expect(text).toContain('demo1234')
    expect(text).toContain('títulos')
  })
})
