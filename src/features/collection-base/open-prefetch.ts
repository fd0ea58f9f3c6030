import { JUST_FETCHED_S, type PrefetchOnOpen } from '@/shared/api/prefetch'
import { baseArg, collectionBaseApi } from './collection-base-data'
import { filtersFromParams } from './filters'

/**
 * Base Cobrança opened by its address: the grouped base under the address's filters, asked for
 * beside the profile (src/app/route-types.ts, PageModule.prefetchOnOpen). The page's query finds
 * it in flight or just answered (useBaseQuery) and subscribes to it instead of asking again.
 */
export const prefetchOnOpen: PrefetchOnOpen = (search, dispatch) => {
  dispatch(
    collectionBaseApi.endpoints.postCobrancaContasReceberAgrupado.initiate(
      baseArg(filtersFromParams(search)),
      {
        subscribe: false,
        // The store is new on a full load: an answer already here came in this load (the page
        // rendered first and asked, on a loaded machine), so it is not asked for again.
        forceRefetch: JUST_FETCHED_S,
      },
    ),
  )
}
