import { cached } from '@/shared/api/cache'
import { getList } from '@/shared/api/resource'
import type {
  AnalistaCobranca,
  ClienteResumo,
  Filial,
  FormaCobranca,
  GrupoEconomico,
  ReguaResumo,
  Segmento,
  Supervisor,
  Vendedor,
} from './types'

const C = '/api/cobranca'

/** The reference lists and their paths (spec section 7 list reads; filial is ours). */
export const REFERENCE_URLS = {
  clientes: `${C}/clientes/`,
  vendedores: `${C}/vendedor/`,
  filiais: `${C}/filial/`,
  formasCobranca: `${C}/forma-cobranca/`,
  gruposEconomicos: `${C}/grupo-economico/`,
  segmentos: `${C}/regua-segmento/`,
  analistas: `${C}/analista-cobranca/`,
  supervisores: `${C}/supervisor/`,
  reguas: `${C}/regua/`,
} as const

export interface ReferenceRows {
  clientes: ClienteResumo
  vendedores: Vendedor
  filiais: Filial
  formasCobranca: FormaCobranca
  gruposEconomicos: GrupoEconomico
  segmentos: Segmento
  analistas: AnalistaCobranca
  supervisores: Supervisor
  reguas: ReguaResumo
}

export type ReferenceName = keyof ReferenceRows

/** Five minutes: long enough for one working session across pages, short enough to see new rows. */
export const REFERENCE_TTL_MS = 5 * 60 * 1000

/**
 * One reference list, fetched once and shared by every page and slice that needs it (a short
 * cache keyed by URL; the session's end clears every cache). Not tied to one caller's signal:
 * a page that leaves does not cancel the list another page is waiting for.
 */
export function loadReference<N extends ReferenceName>(name: N): Promise<ReferenceRows[N][]> {
  const url = REFERENCE_URLS[name]
  return cached(`reference:${url}`, REFERENCE_TTL_MS, () => getList<ReferenceRows[N]>(url))
}

