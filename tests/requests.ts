/** What page tests share: a userEvent fit for antd in jsdom, and the requests the app sent. */
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { operationOf } from '../src/shared/api/missing-operation'
import { server } from './msw-server'

/** No pointer-events check: it calls getComputedStyle up the tree, slow in jsdom under antd's many style tags. */
export const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })

/**
 * Holds every GET of `path` (an msw pattern) until the returned release is called: the page as the
 * user sees it while that list is on its way. Released, the demo API answers as usual.
 */
export function holdGet(path: string): () => void {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(path, async () => {
      await held
      return undefined
    }),
  )
  return release
}

export interface SeenRequest {
  method: string
  path: string
  search: string
  params: URLSearchParams
  body: unknown
  authorization: string | null
}

async function read(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url)
  const text = request.method === 'GET' ? '' : await request.clone().text()
  let body: unknown = text || undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    /* not JSON: the text itself */
  }
  return {
    method: request.method,
    path: url.pathname,
    search: url.search,
    params: url.searchParams,
    body,
    authorization: request.headers.get('authorization'),
  }
}

/**
 * Records every request the app sends during each test of the file, in order, with its body.
 * Call it at the top of the file, after any `beforeEach` that signs in, so the sign-in is not
 * recorded. The lists are read asynchronously: a body is read after the request starts.
 */
export function recordRequests() {
  let seen: Promise<SeenRequest>[] = []
  // Only this listener goes after each test: tests/setup.ts's contract check listens too.
  const listener = ({ request }: { request: Request }) => {
    seen.push(read(request))
  }
  beforeEach(() => {
    seen = []
    server.events.on('request:start', listener)
  })
  afterEach(() => server.events.removeListener('request:start', listener))
  const all = () => Promise.all(seen)
  return {
    all,
    /** every request but GETs */
    writes: async () => (await all()).filter((r) => r.method !== 'GET'),
    /** the requests of this method whose path contains `pathPart` */
    matching: async (method: string, pathPart: string) =>
      (await all()).filter((r) => r.method === method && r.path.includes(pathPart)),
  }
}

/**
 * Answers every GET of `path` (an msw pattern ending in the list's path) as a stock DRF server
 * with `PageNumberPagination` and PAGE_SIZE = `size` would: a page `{count, next, previous,
 * results}` whatever `page_size` is sent, `next` an absolute URL on the backend's own host. The
 * rows are the demo API's, read whole behind the scenes, so writes still land in the demo API.
 */
export function pageLikeStockDrf(path: string, size: number): void {
  const WHOLE = 'x-test-whole-list'
  server.use(
    http.get(path, async ({ request }) => {
      if (request.headers.get(WHOLE)) return undefined
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? '1')
      url.searchParams.delete('page')
      url.searchParams.delete('page_size')
      const headers = new Headers(request.headers)
      headers.set(WHOLE, '1')
      const whole = await fetch(url, { headers })
      if (!whole.ok) return whole
      const body: unknown = await whole.json()
      const rows = Array.isArray(body) ? body : (body as { results: unknown[] }).results
      const backend = new URL(url.pathname, 'http://backend.interno:8000')
      const at = (n: number) => {
        const link = new URL(backend)
        for (const [key, value] of url.searchParams) link.searchParams.set(key, value)
        link.searchParams.set('page', String(n))
        return link.href
      }
      const last = Math.max(1, Math.ceil(rows.length / size))
      if (!Number.isInteger(page) || page < 1 || page > last) {
        return Response.json({ detail: 'Página inválida.' }, { status: 404 })
      }
      return Response.json({
        count: rows.length,
        next: page < last ? at(page + 1) : null,
        previous: page > 1 ? at(page - 1) : null,
        results: rows.slice((page - 1) * size, page * size),
      })
    }),
  )
}

/** Django's 404 page with DEBUG off: what a stock server answers for a URL it has no route for. */
export const DJANGO_NOT_FOUND_HTML =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n'

/**
 * The demo API as a backend that has only the specification's endpoints (issue 23): every
 * operation the contract marks `proposta` answers Django's HTML 404.
 */
export function onlySpecEndpoints(): void {
  server.use(
    http.all('*/api/*', ({ request }) => {
      const operation = operationOf(request.method, request.url)
      if (operation?.origem !== 'proposta') return undefined
      return new Response(DJANGO_NOT_FOUND_HTML, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    }),
  )
}
