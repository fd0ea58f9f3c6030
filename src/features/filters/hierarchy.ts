/**
 * The region / state / city / project filter (spec sections 3, 4 and 9) as pure functions:
 * options per level from the rows of /api/comum/vw-filtro-empreendimento/, the period presets
 * and the composite key recomputed on every change.
 */
import type { VwFiltroEmpreendimento } from '@/shared/api/generated/comum'
import { todayISO } from '@/shared/lib/date'
import { presetRange } from '@/shared/ui/report'

/** A row of the hierarchy as api/openapi.yaml (tag comum) defines it; modulo may come as text. */
export type { VwFiltroEmpreendimento }

export type PeriodName = 'custom' | 'trimestre' | 'semestre' | 'ano'

export interface PeriodFilter {
  startDate: string
  endDate: string
  period: PeriodName
}

export interface LocationSelection {
  regiao: string | null
  uf: string | null
  cidade: string | null
  empreendimento: string | null
  modulo: number | null
}

export const LEVELS = ['regiao', 'uf', 'cidade', 'empreendimento', 'modulo'] as const
export type Level = (typeof LEVELS)[number]

export const EMPTY_LOCATION: LocationSelection = {
  regiao: null,
  uf: null,
  cidade: null,
  empreendimento: null,
  modulo: null,
}

const collator = new Intl.Collator('pt-BR')
const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].sort(collator.compare)

export interface LocationOptions {
  regiao: string[]
  uf: string[]
  cidade: string[]
  empreendimento: string[]
  /** sorted numbers of the chosen project (every project's when none is chosen) */
  modulo: number[]
}

/** The choices of each level under what is chosen above it. */
export function locationOptions(
  rows: readonly VwFiltroEmpreendimento[],
  sel: LocationSelection,
): LocationOptions {
  const inRegion = rows.filter((r) => !sel.regiao || r.regiao === sel.regiao)
  const inUf = inRegion.filter((r) => !sel.uf || r.uf === sel.uf)
  const inCity = inUf.filter((r) => !sel.cidade || r.cidade === sel.cidade)
  const inProject = inCity.filter((r) => !sel.empreendimento || r.empreendimento === sel.empreendimento)
  return {
    regiao: uniqueSorted(rows.map((r) => r.regiao)),
    uf: uniqueSorted(inRegion.map((r) => r.uf)),
    cidade: uniqueSorted(inUf.map((r) => r.cidade)),
    empreendimento: uniqueSorted(inCity.map((r) => r.empreendimento)),
    modulo: [...new Set(inProject.map((r) => Number(r.modulo)))]
      .filter(Number.isFinite)
      .sort((a, b) => a - b),
  }
}

/** Changing a level clears every level below it. */
export function changeLevel(
  sel: LocationSelection,
  level: Level,
  value: string | number | null,
): LocationSelection {
  const next: LocationSelection = { ...sel }
  const at = LEVELS.indexOf(level)
  LEVELS.forEach((l, i) => {
    if (i > at) next[l] = null
  })
  if (level === 'modulo') next.modulo = value === null || value === '' ? null : Number(value)
  else next[level] = value === null || value === '' ? null : String(value)
  return next
}

/** The dates of a period: custom (default) spans one year up to today. */
export function periodDates(period: PeriodName, today: string = todayISO()): PeriodFilter {
  const { from, to } = presetRange(period, today)
  return { period, startDate: from, endDate: to }
}

/** The composite key of dates, region, state, city, project and module. */
export function compositeKey(period: PeriodFilter, sel: LocationSelection): string {
  return [
    period.startDate,
    period.endDate,
    sel.regiao ?? '',
    sel.uf ?? '',
    sel.cidade ?? '',
    sel.empreendimento ?? '',
    sel.modulo ?? '',
  ].join('|')
}
