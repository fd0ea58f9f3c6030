import { describe, expect, it } from 'vitest'
import { apiPath, EndlessListError, isDrfPage, MAX_PAGES, readRemainingPages } from './pages'

const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }))

/** A stock PageNumberPagination server of `total` rows, `size` a page, on the backend's host. */
function stockServer(total: number, size: number) {
  const asked: string[] = []
  const read = async (url: string) => {
    asked.push(url)
    const page = Number(new URL(url).searchParams.get('page'))
    const last = Math.ceil(total / size)
    return {
      count: total,
      next: page < last ? `http://backend:8000/api/x/?page=${page + 1}` : null,
      previous: `http://backend:8000/api/x/?page=${page - 1}`,
      results: rows((page - 1) * size + 1, Math.min(total, page * size)),
    }
  }
  const first = { count: total, next: 'http://backend:8000/api/x/?page=2&ordering=-id', previous: null, results: rows(1, size) }
  return { first, read, asked }
}

describe('reading a paged list whole', () => {
  it('tells a DRF page from a plain list or another object', () => {
    expect(isDrfPage({ count: 1, next: null, previous: null, results: [] })).toBe(true)
    expect(isDrfPage([])).toBe(false)
    expect(isDrfPage({ results: [] })).toBe(false)
    expect(isDrfPage({ count: 1, next: null, results: null })).toBe(false)
  })

  it("keeps only the path and query of DRF's absolute next, whatever host it names", () => {
    expect(apiPath('http://backend:8000/api/cobranca/vendedor/?page=2')).toBe('/api/cobranca/vendedor/?page=2')
    expect(apiPath('https://erp.exemplo.com.br/backend/api/x/?page=3&search=a%20b')).toBe('/api/x/?page=3&search=a%20b')
    expect(apiPath('/api/x/?page=2')).toBe('/api/x/?page=2')
  })

  it('reads pages 2 … ceil(count / size) once each, keeps their order and the query of next', async () => {
    const server = stockServer(23, 5)
    const page = await readRemainingPages(server.first, server.read)
    expect(page.results).toEqual(rows(1, 23))
    expect(page).toMatchObject({ count: 23, next: null, previous: null })
    expect(server.asked.map((url) => new URL(url).search).sort()).toEqual(
      ['?page=2&ordering=-id', '?page=3&ordering=-id', '?page=4&ordering=-id', '?page=5&ordering=-id'].sort(),
    )
  })

  it('follows a next without page numbers (a cursor) one page after the other', async () => {
    const pages: Record<string, { count: number; next: string | null; results: unknown[] }> = {
      a: { count: 5, next: 'http://b/api/x/?cursor=b', results: rows(3, 4) },
      b: { count: 5, next: null, results: rows(5, 5) },
    }
    const read = async (url: string) => ({ previous: null, ...pages[new URL(url).searchParams.get('cursor')!] })
    const page = await readRemainingPages({ count: 5, next: 'http://b/api/x/?cursor=a', previous: null, results: rows(1, 2) }, read)
    expect(page.results).toEqual(rows(1, 5))
    expect(page.next).toBeNull()
  })

  it('a page that is not a page is a malformed answer', async () => {
    const server = stockServer(12, 5)
    await expect(readRemainingPages(server.first, async () => '<h1>Not Found</h1>')).rejects.toThrow(
      'O servidor enviou uma resposta inesperada',
    )
  })

  it('reads a long list to its end: 3,001 rows one a page make 3,000 more requests, and nothing is cut', async () => {
    const server = stockServer(3001, 1)
    const page = await readRemainingPages({ ...server.first, results: rows(1, 1) }, server.read)
    expect(page.results).toHaveLength(3001)
    expect(page.results.at(-1)).toEqual({ id: 3001 })
    expect(page.next).toBeNull()
    expect(server.asked).toHaveLength(3000)
  })

  it('a list longer than it can read whole fails by saying so, before any request, instead of showing part', async () => {
    const server = stockServer(MAX_PAGES + 1, 1)
    await expect(readRemainingPages({ ...server.first, results: rows(1, 1) }, server.read)).rejects.toThrow(
      new EndlessListError('50.001 registros em mais de 50.000 páginas, além do que a aplicação lê inteiro'),
    )
    expect(server.asked).toHaveLength(0)
  })

  it('a cursor that comes back to a page already read is an endless list, not a loop', async () => {
    let reads = 0
    const read = async () => {
      reads++
      return { count: 100, next: 'http://b/api/x/?cursor=a', previous: null, results: rows(3, 4) }
    }
    const first = { count: 100, next: 'http://b/api/x/?cursor=a', previous: null, results: rows(1, 2) }
    await expect(readRemainingPages(first, read)).rejects.toThrow('a página seguinte repete uma já lida')
    expect(reads).toBe(1)
  })

  it("a cursor stops at the server's own count, and at an empty page", async () => {
    const read = async (url: string) =>
      new URL(url).searchParams.get('cursor') === 'b'
        ? { count: 4, next: 'http://b/api/x/?cursor=c', previous: null, results: rows(3, 4) }
        : { count: 4, next: 'http://b/api/x/?cursor=d', previous: null, results: [] }
    const whole = await readRemainingPages({ count: 4, next: 'http://b/api/x/?cursor=b', previous: null, results: rows(1, 2) }, read)
    expect(whole).toEqual({ count: 4, next: null, previous: null, results: rows(1, 4) })
    const empty = await readRemainingPages({ count: 9, next: 'http://b/api/x/?cursor=c', previous: null, results: rows(1, 2) }, read)
    expect(empty.results).toEqual(rows(1, 2))
  })
})
