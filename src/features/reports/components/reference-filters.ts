import {
  REFERENCE,
  referenceOptions,
  useGetCobrancaAnalistaCobrancaQuery,
  useGetCobrancaClientesQuery,
  useGetCobrancaVendedorQuery,
  type ReferenceRows,
} from '@/features/reference'
import { useListSource, type ListQueryResult } from '@/shared/api/data-api'
import { listFilter, type FilterField } from '@/shared/ui/report'

/** The report filters that pick rows of a reference list: the address holds their ids. */
const REFERENCE_FILTERS = {
  cliente: { list: 'clientes', label: 'Cliente', width: 280, useList: useGetCobrancaClientesQuery, whole: {} },
  analista: { list: 'analistas', label: 'Analista', width: undefined, useList: useGetCobrancaAnalistaCobrancaQuery, whole: undefined },
  vendedor: { list: 'vendedores', label: 'Vendedor', width: undefined, useList: useGetCobrancaVendedorQuery, whole: undefined },
} as const

/** The three list hooks as one signature: the whole list (asked as every reader asks), its rows. */
type ListHook = (whole: undefined | object, options: typeof REFERENCE) => ListQueryResult<ReferenceRows[ReferenceList]>
type ReferenceList = (typeof REFERENCE_FILTERS)[keyof typeof REFERENCE_FILTERS]['list']

export type ReferenceFilter = keyof typeof REFERENCE_FILTERS

/** A reference filter's URL spec (several ids, read as numbers), under its own name. */
export const referenceFilter = (name: ReferenceFilter) =>
  listFilter<number>(name, REFERENCE_FILTERS[name].label, { numeric: true })

/**
 * A reference filter's select: several choices among the reference list's rows. `showLoading`
 * marks the select while the list loads.
 */
export function useReferenceField(name: ReferenceFilter, { showLoading = true } = {}): FilterField {
  const { list, label, width, whole } = REFERENCE_FILTERS[name]
  // The filter's own list: a constant name picks the same generated hook at every render.
  const useList = REFERENCE_FILTERS[name].useList as ListHook
  const reference = useListSource(useList(whole, REFERENCE))
  return {
    name,
    kind: 'select',
    label,
    multiple: true,
    width,
    options: referenceOptions(list, reference.rows),
    loading: showLoading ? reference.status === 'loading' : undefined,
  }
}
