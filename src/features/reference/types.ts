/**
 * Reference rows shared by every module: the contract's types (api/openapi.yaml, generated), one
 * declaration each, under the names the modules have always used.
 */
import type {
  AnalistaCobranca as AnalistaCobrancaSchema,
  ClienteResumo as ClienteResumoSchema,
  Filial as FilialSchema,
  FormaCobranca as FormaCobrancaSchema,
  GrupoEconomico as GrupoEconomicoSchema,
  Supervisor as SupervisorSchema,
  Vendedor as VendedorSchema,
} from '@/shared/api/generated/cobranca'
import type { Regua, ReguaSegmento } from '@/shared/api/generated/regua'

export type ClienteResumo = ClienteResumoSchema
/** Spec: Seller (vendedor). */
export type Vendedor = VendedorSchema
/** Spec: Branch. */
export type Filial = FilialSchema
export type FormaCobranca = FormaCobrancaSchema
export type GrupoEconomico = GrupoEconomicoSchema
export type Segmento = ReguaSegmento
export type AnalistaCobranca = AnalistaCobrancaSchema
export type Supervisor = SupervisorSchema
/** What a list of réguas needs of each (the régua module reads the whole row). */
export type ReguaResumo = Pick<Regua, 'id' | 'nome'> & Partial<Pick<Regua, 'ativo'>>
