import { useEffect, useMemo } from 'react'
import { useAppDispatch } from '@/shared/store/hooks'
import { numberFilter, textFilter, type FilterField, type Period } from '@/shared/ui/report'
import {
  LEVELS,
  changeLevel,
  locationOptions,
  type Level,
  type LocationSelection,
} from './hierarchy'
import { useFilterHierarchy } from './filters-data'
import { datesChosen, locationSet } from './filters-slice'

/** URL params of the location levels; spread into a report's filter schema. */
export const locationSchema = {
  regiao: textFilter('regiao', 'Região'),
  uf: textFilter('uf', 'UF'),
  cidade: textFilter('cidade', 'Cidade'),
  empreendimento: textFilter('empreendimento', 'Empreendimento'),
  modulo: numberFilter('modulo', 'Módulo'),
}

const LABELS: Record<Level, string> = {
  regiao: 'Região',
  uf: 'UF',
  cidade: 'Cidade',
  empreendimento: 'Empreendimento',
  modulo: 'Módulo',
}

export interface LocationValues {
  regiao: string
  uf: string
  cidade: string
  empreendimento: string
  modulo: number | null
}

const selectionOf = (v: LocationValues): LocationSelection => ({
  regiao: v.regiao || null,
  uf: v.uf || null,
  cidade: v.cidade || null,
  empreendimento: v.empreendimento || null,
  modulo: v.modulo,
})

/**
 * The location levels of a report's filter bar: loads the hierarchy once (cached 12 h, across
 * reloads too; never reloaded while the page is open), offers each level's choices under the
 * levels above, clears the levels below a change, and mirrors the URL's choice and period in the
 * filters slice (its composite key).
 */
export function useLocationFilter(
  values: LocationValues,
  period?: Period,
  levels: readonly Level[] = LEVELS,
): {
  fields: FilterField[]
  /** the patch for the URL when a level changes: the levels below are cleared */
  cascade: (patch: Record<string, unknown>) => Record<string, unknown>
  /** API query parameters of the chosen levels */
  params: Record<string, string | number>
} {
  const dispatch = useAppDispatch()
  const hierarchy = useFilterHierarchy()

  const selection = selectionOf(values)
  const selKey = JSON.stringify(selection)
  useEffect(() => {
    dispatch(locationSet(JSON.parse(selKey) as LocationSelection))
  }, [dispatch, selKey])
  useEffect(() => {
    if (period)
      dispatch(datesChosen({ startDate: period.from, endDate: period.to, period: period.preset }))
  }, [dispatch, period?.from, period?.to, period?.preset, period])

  const rows = hierarchy.rows
  const loading = hierarchy.status === 'loading' || hierarchy.status === 'idle'
  const options = useMemo(() => locationOptions(rows, JSON.parse(selKey)), [rows, selKey])
  const fields: FilterField[] = levels.map((level) => ({
    name: level,
    kind: 'select',
    label: LABELS[level],
    loading,
    width: level === 'empreendimento' ? 260 : level === 'modulo' || level === 'uf' ? 120 : 180,
    options: (options[level] as (string | number)[]).map((o) => ({ value: o, label: String(o) })),
  }))
  const cascade = (patch: Record<string, unknown>) => {
    const level = LEVELS.find((l) => l in patch)
    if (!level) return patch
    const next = changeLevel(selection, level, (patch[level] as string | number | null) ?? null)
    return {
      ...patch,
      regiao: next.regiao ?? '',
      uf: next.uf ?? '',
      cidade: next.cidade ?? '',
      empreendimento: next.empreendimento ?? '',
      modulo: next.modulo,
    }
  }
  const params: Record<string, string | number> = {}
  for (const level of LEVELS) {
    const v = selection[level]
    if (v !== null && v !== '') params[level] = v
  }
  return { fields, cascade, params }
}
