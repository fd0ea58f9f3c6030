export type QueryParams = Record<string, string | number | boolean | undefined | null | Array<string | number>>

/** Drops empty filters so a query string never carries `?x=&y=null`. */
export function cleanParams(params: QueryParams = {}): Record<string, string | number | boolean | Array<string | number>> {
  const out: Record<string, string | number | boolean | Array<string | number>> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value
  }
  return out
}
