import { cached } from '@/shared/api/cache'
import { getList } from '@/shared/api/resource'
import type { VwFiltroEmpreendimento } from './hierarchy'

/** Spec section 7: cached for 12 hours (3600 seconds per hour, section 9). */
export const FILTRO_EMPREENDIMENTO_URL = '/api/comum/vw-filtro-empreendimento/'
export const FILTER_CACHE_MS = 12 * 3600 * 1000

export function fetchFilterHierarchy(): Promise<VwFiltroEmpreendimento[]> {
  return cached(FILTRO_EMPREENDIMENTO_URL, FILTER_CACHE_MS, () =>
    getList<VwFiltroEmpreendimento>(FILTRO_EMPREENDIMENTO_URL),
  )
}
