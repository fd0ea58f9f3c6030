import { useListSource, type ListQueryResult, type ListSource } from '@/shared/api/data-api'
import type { ReferenceName, ReferenceRows } from './api'
import { REFERENCE_QUERIES, REFERENCE_TTL_S } from './reference-data'

export type Reference<R> = ListSource<R>

type ListQuery<R> = {
  useQuery: (arg: Record<string, never>, options: { refetchOnMountOrArgChange: number }) => ListQueryResult<R>
}

/**
 * A reference list for a select or a lookup, from the shared cache: every caller of the same list
 * shares one request and one cache entry, read again only when older than five minutes (or on
 * `reload`, the retry of a failed list).
 */
export function useReference<N extends ReferenceName>(name: N): Reference<ReferenceRows[N]> {
  const query = REFERENCE_QUERIES[name] as unknown as ListQuery<ReferenceRows[N]>
  // `{}`: the whole list, whatever optional parameters the operation declares (no paging)
  return useListSource(query.useQuery({}, { refetchOnMountOrArgChange: REFERENCE_TTL_S }))
}
