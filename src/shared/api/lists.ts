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

/**
 * What a page needs from one object: the keys it cannot work without, and for each (optionally)
 * the value it must have, e.g. `{ cod_cliente: 10001 }` for the customer asked for.
 */
export type RequiredShape = readonly string[] | Record<string, unknown>

/**
 * A JSON object was promised; HTML, a string, a list or an object without what the page needs
 * (`{}`, `{"results": null}`, `{"detail": ...}` in a 200) is a malformed answer: the one place
 * that validates it, so every page shows an error with a retry instead of waiting forever.
 */
export function expectObject<T extends object>(data: unknown, required?: RequiredShape): T {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new MalformedResponseError('objeto esperado')
  }
  if (required) {
    const record = data as Record<string, unknown>
    const expected: Array<[string, unknown]> = Array.isArray(required)
      ? required.map((key) => [key, undefined])
      : Object.entries(required)
    for (const [key, value] of expected) {
      const actual = record[key]
      if (actual === undefined || actual === null) throw new MalformedResponseError(`campo ${key} ausente`)
      if (value !== undefined && String(actual) !== String(value)) {
        throw new MalformedResponseError(`${key} diferente do pedido`)
      }
    }
  }
  return data as T
}
