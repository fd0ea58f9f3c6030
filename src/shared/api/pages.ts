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
/** A guard against a server whose `next` never ends. */
export const MAX_PAGES = 2000

/**
 * Every row of a paged list, from its first page. With `?page=N` in `next` (stock
 * `PageNumberPagination`) and a count, the remaining pages are known at once and read a few at a
 * time; any other `next` (a cursor, limit/offset) is followed one page after the other. The
 * answer is one page holding every row, `next: null`; past MAX_PAGES it stops, and `next`
 * still says where the rest is.
 */
export async function readRemainingPages(
  first: DrfPage<unknown>,
  read: (url: string) => Promise<unknown>,
): Promise<DrfPage<unknown>> {
  const results = [...first.results]
  const numbered = pageNumbers(first)
  if (numbered) {
    const { template, from, to } = numbered
    const last = Math.min(to, MAX_PAGES)
    const pages: unknown[][] = []
    let cursor = from
    const worker = async () => {
      while (cursor <= last) {
        const number = cursor++
        pages[number - from] = pageResults(await read(withPage(template, number)))
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, last - from + 1) }, worker))
    for (const rows of pages) results.push(...rows)
    const next = last < to ? withPage(template, last + 1) : null
    return { count: first.count, next, previous: null, results }
  }
  let next: string | null = first.next
  for (let pagesRead = 1; next && pagesRead < MAX_PAGES; pagesRead++) {
    const page: unknown = await read(next)
    if (!isDrfPage(page)) throw new MalformedResponseError('página esperada')
    results.push(...page.results)
    next = page.next
  }
  return { count: first.count, next, previous: null, results }
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
