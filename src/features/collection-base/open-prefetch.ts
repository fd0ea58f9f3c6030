import type { PrefetchOnOpen } from '@/shared/api/prefetch'
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
        forceRefetch: true,
      },
    ),
  )
}
