import type { DrfPage } from './lists'
import { MalformedResponseError } from './errors'

/**
 * Lists the app reads whole (issue 23): a stock DRF server with `PageNumberPagination` answers
 * them one page at a time, whatever `page_size` the app sends, and a list cut after its first
 * page would hide rows, even the one the user just saved. The data layer reads the rest.
 */

/** A DRF page: `{count, next, previous, results}`. */
export function isDrfPage(data: unknown): data is DrfPage<unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false
  const page = data as Partial<DrfPage<unknown>>
  return Array.isArray(page.results) && 'next' in page && typeof page.count === 'number'
}

/**
 * The path and query of a page's `next`, for the app's own API client: DRF writes an absolute
 * URL with the host it was asked on, which behind a proxy is the backend's, not the browser's.
 */
export function apiPath(next: string): string {
  const url = new URL(next, 'http://servidor')
  const at = url.pathname.indexOf('/api/')
  return `${at >= 0 ? url.pathname.slice(at) : url.pathname}${url.search}`
}

/** How many page requests run at once: the server's page size can be small. */
const PARALLEL = 4
/**
 * A guard against a server whose pages never end. Far above any real list (at DRF's smallest
 * sensible page size of 5 it is 250,000 rows); past it the list fails in its section, by name,
 * rather than showing part of itself as if it were whole.
 */
export const MAX_PAGES = 50_000

/** A list whose pages do not end: `next` comes back to a page already read, or passes MAX_PAGES. */
export class EndlessListError extends Error {
  constructor(readonly problem: string) {
    super(problem)
    this.name = 'EndlessListError'
  }
}

/**
 * Every row of a paged list, from its first page. With `?page=N` in `next` (stock
 * `PageNumberPagination`) and a count, the remaining pages are known at once and read a few at a
 * time; any other `next` (a cursor, limit/offset) is followed one page after the other until it
 * ends or the server's own count is reached. The answer is one page holding every row, `next:
 * null`. Nothing is cut silently (issue 23): a list that does not end throws EndlessListError.
 */
export async function readRemainingPages(
  first: DrfPage<unknown>,
  read: (url: string) => Promise<unknown>,
): Promise<DrfPage<unknown>> {
  const results = [...first.results]
  const numbered = pageNumbers(first)
  if (numbered) {
    const { template, from, to } = numbered
    if (to > MAX_PAGES) throw tooManyPages(first.count, to)
    const pages: unknown[][] = []
    let cursor = from
    const worker = async () => {
      while (cursor <= to) {
        const number = cursor++
        pages[number - from] = pageResults(await read(withPage(template, number)))
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, to - from + 1) }, worker))
    for (const rows of pages) results.push(...rows)
    return { count: first.count, next: null, previous: null, results }
  }
  const visited = new Set<string>()
  let next: string | null = first.next
  let count = first.count
  while (next && results.length < count) {
    if (visited.has(next)) throw new EndlessListError('a página seguinte repete uma já lida')
    if (visited.size + 1 >= MAX_PAGES) throw tooManyPages(first.count, visited.size + 1)
    visited.add(next)
    const page: unknown = await read(next)
    if (!isDrfPage(page)) throw new MalformedResponseError('página esperada')
    results.push(...page.results)
    count = page.count
    next = page.results.length ? page.next : null
  }
  return { count, next: null, previous: null, results }
}

function tooManyPages(count: number, pages: number): EndlessListError {
  const integer = new Intl.NumberFormat('pt-BR')
  return new EndlessListError(
    `${integer.format(count)} registros em mais de ${integer.format(Math.min(pages, MAX_PAGES))} páginas, além do que a aplicação lê inteiro`,
  )
}

function pageResults(page: unknown): unknown[] {
  if (!isDrfPage(page)) throw new MalformedResponseError('página esperada')
  return page.results
}

function withPage(template: URL, number: number): string {
  const url = new URL(template)
  url.searchParams.set('page', String(number))
  return url.href
}

/** `next` as `…?page=2` with a count and a full first page: pages 2 … ceil(count / size). */
function pageNumbers(first: DrfPage<unknown>): { template: URL; from: number; to: number } | null {
  if (!first.next || first.results.length === 0) return null
  const template = new URL(first.next, 'http://servidor')
  const from = Number(template.searchParams.get('page'))
  if (!Number.isInteger(from) || from < 2) return null
  const to = Math.ceil(first.count / first.results.length)
  return to >= from ? { template, from, to } : null
}
