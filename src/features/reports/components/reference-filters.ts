import { referenceOptions, useReference } from '@/features/reference'
import { listFilter, type FilterField } from '@/shared/ui/report'

/** The report filters that pick rows of a reference list: the address holds their ids. */
const REFERENCE_FILTERS = {
  cliente: { list: 'clientes', label: 'Cliente', width: 280 },
  analista: { list: 'analistas', label: 'Analista', width: undefined },
  vendedor: { list: 'vendedores', label: 'Vendedor', width: undefined },
} as const

export type ReferenceFilter = keyof typeof REFERENCE_FILTERS

/** A reference filter's URL spec (several ids, read as numbers), under its own name. */
export const referenceFilter = (name: ReferenceFilter) =>
  listFilter<number>(name, REFERENCE_FILTERS[name].label, { numeric: true })

/**
 * A reference filter's select: several choices among the reference list's rows. `showLoading`
 * marks the select while the list loads.
 */
export function useReferenceField(name: ReferenceFilter, { showLoading = true } = {}): FilterField {
  const { list, label, width } = REFERENCE_FILTERS[name]
  const reference = useReference(list)
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
