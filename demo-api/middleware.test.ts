import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  COMPRESS_MIN_BYTES,
  demoApiMiddleware,
  describeDemo,
  negotiateEncoding,
} from './middleware'

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
      getHeader: (name: string) => captured.headers[name.toLowerCase()],
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

async function signedIn(): Promise<string> {
  const login = await run('POST', '/api/login/', { username: 'admin', password: 'demo1234' })
  return (JSON.parse(login.body.toString()) as { access: string }).access
}

describe('demo API compression', () => {
  afterEach(() => vi.unstubAllEnvs())

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.9', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })

  it('DEMO_API_COMPRESS=0 turns compression off', () => {
    vi.stubEnv('DEMO_API_COMPRESS', '0')
    expect(negotiateEncoding('gzip, br')).toBeNull()
  })

  it('compresses a large JSON list with gzip or brotli, byte-exact once decoded', async () => {
    const access = await signedIn()
    const url = '/api/cobranca/cliente/'
    const auth = { authorization: `Bearer ${access}` }
    const plain = await run('GET', url, undefined, auth)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES)
    expect(plain.headers['vary']).toBe('Accept-Encoding')

    const gz = await run('GET', url, undefined, { ...auth, 'accept-encoding': 'gzip, deflate' })
    expect(gz.status).toBe(200)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['vary']).toBe('Accept-Encoding')
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length)
    expect(gz.body.length).toBeLessThan(plain.body.length)
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)

    const br = await run('GET', url, undefined, { ...auth, 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
  })

  it('leaves small answers and HEAD requests uncompressed', async () => {
    const missing = await run('GET', '/api/nao-existe/', undefined, {
      'accept-encoding': 'gzip, br',
    })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(missing.body.toString())).toEqual({ detail: 'Não encontrado.' })
    expect(Number(missing.headers['content-length'])).toBe(missing.body.length)
  })

  it('keeps binary downloads (xlsx) byte-exact and uncompressed', async () => {
    const access = await signedIn()
    const rows = Array.from({ length: 200 }, (_, i) => ({ codigo: i, nome: `Cliente ${i}` }))
    const res = await run(
      'POST',
      '/api/comum/excel/',
      { data: rows, title: 'Teste' },
      {
        authorization: `Bearer ${access}`,
        'accept-encoding': 'gzip, br',
      },
    )
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toContain('spreadsheetml')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.subarray(0, 2).toString()).toBe('PK')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
  })
})
