/**
 * The final slash, as Django answers it with APPEND_SLASH=True (CommonMiddleware): each path is
 * served only in the form the contract (api/openapi.yaml) writes; the other form gets a 301 to
 * the slash form (GET, HEAD), Django's DEBUG RuntimeError page (POST, PUT, PATCH, DELETE) or
 * Django's HTML 404 (a slash the contract does not write).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contractOperations, type OperationAccess } from './contract'
import { getDb, resetDb } from './db'
import { DJANGO_NOT_FOUND_HTML } from './http'
import { call, login } from './test-client'

let admin: string

beforeAll(async () => {
  admin = await login('admin')
})
beforeEach(() => resetDb())

const HTML = /^text\/html\b/

describe('a contract path that ends with a slash, asked without it', () => {
  it('GET answers 301 to the slash form, query string kept, and the slash form answers 200', async () => {
    const bare = await call('GET', '/api/cobranca/cliente?page_size=2&search=a', { token: admin })
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/api/cobranca/cliente/?page_size=2&search=a')

    const followed = await call('GET', bare.headers.get('location')!, { token: admin })
    expect(followed.status).toBe(200)
    expect(followed.body.results).toHaveLength(2)
  })

  it('redirects a detail path and HEAD too, before any authentication (as the middleware runs first)', async () => {
    const detail = await call('GET', '/api/cobranca/regua/1')
    expect(detail.status).toBe(301)
    expect(detail.headers.get('location')).toBe('/api/cobranca/regua/1/')

    const head = await call('HEAD', '/api/access/access')
    expect(head.status).toBe(301)
    expect(head.headers.get('location')).toBe('/api/access/access/')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s answers 500 with Django’s RuntimeError page and changes nothing',
    async (method) => {
      const before = getDb().tables.regua.length
      const path = method === 'POST' ? '/api/cobranca/regua' : '/api/cobranca/regua/1'
      const res = await call(method, path, { token: admin, body: { nome: 'Régua sem barra' } })
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toMatch(HTML)
      expect(res.body).toContain(`RuntimeError at ${path}`)
      expect(res.body).toContain(
        `You called this URL via ${method}, but the URL doesn't end in a slash and you have APPEND_SLASH set.`,
      )
      expect(res.body).toContain(`localhost${path}/ (note the trailing slash)`)
      expect(getDb().tables.regua.length).toBe(before)
      expect(getDb().tables.regua.some((r) => r.nome === 'Régua sem barra')).toBe(false)
    },
  )

  it('the login, a public POST, is no exception', async () => {
    const res = await call('POST', '/api/login', { body: { username: 'admin', password: 'demo1234' } })
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toMatch(HTML)
    expect(res.body).not.toContain('access')

    const exact = await call('POST', '/api/login/', { body: { username: 'admin', password: 'demo1234' } })
    expect(exact.status).toBe(200)
    expect(exact.body.access).toEqual(expect.any(String))
  })
})

describe('a contract path without a final slash', () => {
  it('is served in its own form', async () => {
    const res = await call(
      'GET',
      '/api/cobranca/report-ranking-analista?data_inicio=2026-01-01&data_fim=2026-01-31',
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
  })

  it.each([
    ['GET', '/api/cobranca/report-ranking-analista/?data_inicio=2026-01-01&data_fim=2026-01-31'],
    ['GET', '/api/cobranca/disparo-automatico/'],
    ['POST', '/api/cobranca/report-eficiencia-cobranca/excel/'],
  ])('%s %s (a slash it does not have) answers Django’s HTML 404', async (method, path) => {
    const res = await call(method, path, { token: admin, body: method === 'POST' ? {} : undefined })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(HTML)
    expect(res.body).toBe(DJANGO_NOT_FOUND_HTML)
    expect(res.body).toContain(
      '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>',
    )
  })
})

describe('the rules that stay as they were', () => {
  it('checks the contract’s permissions before the handler, at the exact form', async () => {
    const cliente = await login('cliente')
    const res = await call('GET', '/api/cobranca/supervisor/', { token: cliente })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/json/)
  })

  it('leaves a path that no operation has, in either form, unhandled', async () => {
    await expect(call('GET', '/api/cobranca/nao-existe/', { token: admin })).rejects.toThrow(
      'Nenhum handler',
    )
    await expect(call('GET', '/api/cobranca/nao-existe', { token: admin })).rejects.toThrow(
      'Nenhum handler',
    )
  })
})

/** A concrete URL for an operation, with ids that exist in the seed where one is at hand. */
function urlOf(op: OperationAccess): string {
  const db = getDb().tables
  const hash = db['contas-receber'].find((r) => r.hash_2via)?.hash_2via ?? 'x'
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'slug' ? 'itau' : name === 'hash' ? hash : name === 'cod' ? '10001' : '1',
  )
}

describe('every GET of the contract', { timeout: 120_000 }, () => {
  const GETS = [...contractOperations().values()].filter((op) => op.method === 'GET')

  it('has operations to walk', () => {
    expect(GETS.length).toBeGreaterThan(50)
  })

  it.each(GETS.map((op) => [op.path, op] as const))(
    'GET %s answers at exactly the contract’s form, and the other form gets the slash rule',
    async (_, op) => {
      const url = urlOf(op)
      const exact = await call('GET', url, { token: admin })
      // A handler's own 404 (an id the seed lacks) is JSON; the slash rule's answers are HTML.
      expect(exact.status).not.toBe(301)
      expect(exact.headers.get('content-type') ?? '').not.toMatch(HTML)
      expect(exact.status).toBeLessThan(500)

      const other = await call('GET', url.endsWith('/') ? url.slice(0, -1) : `${url}/`, {
        token: admin,
      })
      if (url.endsWith('/')) {
        expect(other.status).toBe(301)
        expect(other.headers.get('location')).toBe(url)
      } else {
        expect(other.status).toBe(404)
        expect(other.body).toBe(DJANGO_NOT_FOUND_HTML)
      }
    },
  )
})
