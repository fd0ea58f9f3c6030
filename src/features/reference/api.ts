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

/** The reference lists (spec section 7 list reads; filial is ours), by the names modules use. */
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
