import { MalformedResponseError } from './errors'

export interface DrfPage<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/** The backend answers lists as a plain array or as a DRF page; pages see only arrays. */
export function normalizeList<T>(data: unknown): T[] {
  if (data === undefined) return []
  if (Array.isArray(data)) return data as T[]
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: T[] }).results
  }
  throw new MalformedResponseError('lista esperada')
}

export function normalizePage<T>(data: unknown): DrfPage<T> {
  if (Array.isArray(data)) {
    return { count: data.length, next: null, previous: null, results: data as T[] }
  }
  if (data && typeof data === 'object' && Array.isArray((data as DrfPage<T>).results)) {
    const page = data as DrfPage<T>
    return {
      count: typeof page.count === 'number' ? page.count : page.results.length,
      next: page.next ?? null,
      previous: page.previous ?? null,
      results: page.results,
    }
  }
  throw new MalformedResponseError('página esperada')
}

/** A JSON object was promised; HTML or a string in a 200 is a malformed answer. */
export function expectObject<T extends object>(data: unknown): T {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new MalformedResponseError('objeto esperado')
  }
  return data as T
}
