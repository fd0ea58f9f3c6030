/**
 * The filter hierarchy on the data layer (issue 22), cached as the specification asks: it loads
 * once and is kept 12 hours (sections 4, 7 and 9). Issue 24: the 12 hours survive a page reload.
 *
 * - In memory, the query's cache entry lives 12 hours (keepUnusedDataFor) and a page mounted
 *   while it is younger than that does not ask again (refetchOnMountOrArgChange in seconds).
 *   No other module's save reloads it: it provides no tag.
 * - Each answer is also stored in localStorage (shared/storage/expiring-storage) with its fetch
 *   time, its owner and a 12-hour lifetime. After a reload the cache is empty: the stored
 *   hierarchy is used instead of asking, while younger than 12 hours and the same user's (a
 *   session taken over by another user in another tab leaves the copy behind: it is not used).
 *   Sign-out and expiry remove it with every other stored item of the session.
 */
import { useState } from 'react'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { generatedApi } from '@/shared/api/generated/comum'
import { FILTER_CACHE_MS } from '@/shared/config/constants'
import { getItem, setItem } from '@/shared/storage/expiring-storage'
import { sessionIdentity } from '@/shared/storage/tokens'
import { useAppSelector } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import type { VwFiltroEmpreendimento } from './hierarchy'

export { FILTER_CACHE_MS }
export const FILTRO_EMPREENDIMENTO_URL = '/api/comum/vw-filtro-empreendimento/'
/** The stored item's key (under the session's storage prefix). */
export const HIERARCHY_STORAGE_KEY = 'filtro-empreendimento'

const FRESH_SECONDS = FILTER_CACHE_MS / 1000

/** What localStorage keeps of an answer. */
export interface StoredHierarchy {
  /** the signed-in user it was read for (the token's subject) */
  user: string | null
  /** when it was fetched (ms since the epoch) */
  fetchedAt: number
  rows: VwFiltroEmpreendimento[]
}

/** Keeps the rows for the rest of their 12 hours; a full or blocked storage only loses the copy. */
export function storeHierarchy(
  rows: VwFiltroEmpreendimento[],
  fetchedAt: number = Date.now(),
): void {
  const lifetime = fetchedAt + FILTER_CACHE_MS - Date.now()
  if (lifetime <= 0) return
  try {
    setItem<StoredHierarchy>(
      HIERARCHY_STORAGE_KEY,
      { user: sessionIdentity(), fetchedAt, rows },
      lifetime,
    )
  } catch {
    /* quota exceeded: the in-memory cache still holds the hierarchy for this page's life */
  }
}

/** The stored hierarchy when it is younger than 12 hours and this user's; otherwise null. */
export function readStoredHierarchy(now: number = Date.now()): StoredHierarchy | null {
  const stored = getItem<StoredHierarchy>(HIERARCHY_STORAGE_KEY)
  if (!stored || typeof stored !== 'object') return null
  const { fetchedAt, rows, user } = stored
  if (typeof fetchedAt !== 'number' || fetchedAt > now || now - fetchedAt >= FILTER_CACHE_MS)
    return null
  if (!Array.isArray(rows) || !rows.every((r) => r !== null && typeof r === 'object')) return null
  if (user !== sessionIdentity()) return null
  return stored
}

export const filtersApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getComumVwFiltroEmpreendimento: {
      keepUnusedDataFor: FRESH_SECONDS,
      // Loaded once: an export or a user saved elsewhere under /api/comum/ does not reload it.
      providesTags: [],
      extraOptions: { expect: 'list' },
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          storeHierarchy(rowsOf(data))
        } catch {
          /* a failed load is not stored; the next page that needs it asks again */
        }
      },
    },
  },
})

const selectCachedHierarchy = filtersApi.endpoints.getComumVwFiltroEmpreendimento.select()
type CacheState = Parameters<typeof selectCachedHierarchy>[0]

/** Whether the cache holds the hierarchy (the api's state appears with the first action after it loads). */
function selectHasHierarchy(state: Partial<CacheState>): boolean {
  return state.api !== undefined && selectCachedHierarchy(state as CacheState).data !== undefined
}

const NO_ROWS: VwFiltroEmpreendimento[] = []

export interface FilterHierarchy {
  rows: VwFiltroEmpreendimento[]
  status: RequestStatus
  error: ApiError | null
}

/**
 * The hierarchy for a filter bar: from the cache when it holds it, else from storage (after a
 * reload, while younger than 12 hours), else from the server. A mounted page never reloads it.
 */
export function useFilterHierarchy(): FilterHierarchy {
  const cached = useAppSelector(selectHasHierarchy)
  // Read once per mount: the stored copy stands in for the cache after a reload.
  const [stored] = useState(() => (cached ? null : readStoredHierarchy()))
  const fromStorage = stored !== null && !cached
  const query = filtersApi.useGetComumVwFiltroEmpreendimentoQuery(undefined, {
    skip: fromStorage,
    refetchOnMountOrArgChange: FRESH_SECONDS,
  })
  if (fromStorage) return { rows: stored.rows, status: 'succeeded', error: null }
  const rows = query.data === undefined ? NO_ROWS : rowsOf(query.data)
  return { rows, status: statusOf(query), error: errorOf(query) }
}
