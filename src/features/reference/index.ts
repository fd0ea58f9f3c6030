export type { ReferenceName, ReferenceRows } from './api'
export {
  REFERENCE,
  REFERENCE_TTL_S,
  useGetCobrancaAnalistaCobrancaQuery,
  useGetCobrancaClientesQuery,
  useGetCobrancaFilialQuery,
  useGetCobrancaFormaCobrancaQuery,
  useGetCobrancaGrupoEconomicoQuery,
  useGetCobrancaReguaQuery,
  useGetCobrancaReguaSegmentoQuery,
  useGetCobrancaSupervisorQuery,
  useGetCobrancaVendedorQuery,
} from './reference-data'
export { referenceOptions } from './options'
export type * from './types'
