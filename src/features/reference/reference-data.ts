/**
 * The reference lists on the data layer (issue 22): one cached query per list, shared by every
 * page and component that needs it. A list is read once and kept five minutes, whoever asks
 * (a select on a report, the customer panel's header, Base Cobrança's filters); a page that opens
 * later gets the cached rows at once and reads the server again only when they are older.
 * The réguas and their segments also carry the régua module's tag, so saving a régua shows it in
 * every list at once.
 */
import { generatedApi as cobranca } from '@/shared/api/generated/cobranca'
import { generatedApi as regua } from '@/shared/api/generated/regua'

/** Five minutes: long enough for one working session across pages, short enough to see new rows. */
export const REFERENCE_TTL_S = 5 * 60

/** The régua module's tag for its lists (collection-rule-data.ts provides the same). */
const REGUAS = { type: 'regua' as const, id: 'reguas' }

const LIST = { extraOptions: { expect: 'list' as const }, keepUnusedDataFor: REFERENCE_TTL_S }

export const cobrancaReference = cobranca.enhanceEndpoints({
  endpoints: {
    getCobrancaClientes: LIST,
    getCobrancaVendedor: LIST,
    getCobrancaFilial: LIST,
    getCobrancaFormaCobranca: LIST,
    getCobrancaGrupoEconomico: LIST,
    getCobrancaAnalistaCobranca: LIST,
    getCobrancaSupervisor: LIST,
  },
})

export const reguaReference = regua.enhanceEndpoints({
  endpoints: {
    getCobrancaRegua: { ...LIST, providesTags: [REGUAS] },
    getCobrancaReguaSegmento: { ...LIST, providesTags: [REGUAS] },
  },
})

/**
 * How every reader asks for a reference list: the whole list (`{}` or no argument, never a page),
 * reread only when the cached answer is older than five minutes. Pass it to the list's hook:
 * `useListSource(useGetCobrancaVendedorQuery(undefined, REFERENCE))`.
 */
export const REFERENCE = { refetchOnMountOrArgChange: REFERENCE_TTL_S }

/** The reference lists' generated hooks (spec section 7 list reads; filial is ours). */
export const {
  useGetCobrancaClientesQuery,
  useGetCobrancaVendedorQuery,
  useGetCobrancaFilialQuery,
  useGetCobrancaFormaCobrancaQuery,
  useGetCobrancaGrupoEconomicoQuery,
  useGetCobrancaAnalistaCobrancaQuery,
  useGetCobrancaSupervisorQuery,
} = cobrancaReference
export const { useGetCobrancaReguaQuery, useGetCobrancaReguaSegmentoQuery } = reguaReference
