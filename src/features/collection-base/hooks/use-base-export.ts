import { useCallback } from 'react'
import { dateRangeText } from '@/shared/ui/report'
import {
  AGING_EXPORT_LABELS,
  branchName,
  exportRows,
  sellerName,
  type Aggregate,
  type BaseRow,
  type NameLookups,
  type SortState,
} from '../base-model'
import { BASE_FILTER_SCHEMA, filterEntries, type BaseFilters, type Grouping } from '../filters'
import { OPTIONAL_COLUMNS, type BaseColumnKey } from '../table-prefs'

/** How the work-queue filters read in the export's first line. */
const CHOICE_TEXT: Record<string, string> = {
  vence_hoje: 'vencem hoje',
  quebradas: 'quebradas',
  ativas: 'ativas',
  hoje: 'hoje',
}

interface ExportInputs {
  rows: readonly BaseRow[]
  totals: Aggregate
  lookups: NameLookups
  formaNames: ReadonlyMap<number, string>
  groupNames: ReadonlyMap<number, string> | undefined
  grouping: Grouping
  sort: SortState | null
  /** the filters the table shows */
  shownFilters: BaseFilters
  /** the optional columns on screen */
  columns: readonly BaseColumnKey[]
}

/** The column a sort names, by the title the screen shows. */
function sortColumn(sort: SortState, grouping: Grouping): string {
  const bucket = /^aging(\d)$/.exec(sort.key)
  if (sort.key === 'nome') return grouping === 'grupo_economico' ? 'Grupo econômico / cliente' : 'Cliente'
  if (bucket) return AGING_EXPORT_LABELS[Number(bucket[1])]
  if (sort.key === 'a_vencer') return 'A vencer'
  return OPTIONAL_COLUMNS.find((c) => c.key === sort.key)?.label ?? 'a coluna escolhida'
}

/**
 * "Exportar Excel": the rows on screen in their order with the totals row, the columns the
 * analyst chose to see (the customer's identity always), and a first line saying which filters
 * and which order made it, by the names the screen shows.
 */
export function useBaseExport({
  rows,
  totals,
  lookups,
  formaNames,
  groupNames,
  grouping,
  sort,
  shownFilters,
  columns,
}: ExportInputs) {
  const buildExport = useCallback(() => {
    const hidden = new Set(
      OPTIONAL_COLUMNS.filter((c) => !columns.includes(c.key)).flatMap((c) =>
        c.key === 'aging' ? AGING_EXPORT_LABELS : [c.label],
      ),
    )
    const sheet = exportRows(rows, totals, lookups, grouping)
    return hidden.size
      ? sheet.map((row) => Object.fromEntries(Object.entries(row).filter(([title]) => !hidden.has(title))))
      : sheet
  }, [rows, totals, lookups, grouping, columns])

  const describeFilters = useCallback(() => {
    const labels = BASE_FILTER_SCHEMA as unknown as Record<string, { label: string } | undefined>
    const from = shownFilters.data_vencimento_inicio
    const to = shownFilters.data_vencimento_fim
    const parts: string[] = []
    for (const [name, value] of filterEntries(shownFilters)) {
      if (name === 'data_vencimento_inicio' || name === 'data_vencimento_fim') {
        if (name === 'data_vencimento_fim' && from) continue
        parts.push(dateRangeText('Vencimento', from, to))
        continue
      }
      const shown =
        name === 'vendedor'
          ? sellerName(Number(value), lookups) || value
          : name === 'filial'
            ? branchName(Number(value), lookups) || value
            : name === 'forma_cobranca'
              ? (formaNames.get(Number(value)) ?? value)
              : name === 'grupo_economico'
                ? (groupNames?.get(Number(value)) ?? value)
                : name === 'promessa' || name === 'proximo_contato'
                  ? (CHOICE_TEXT[value] ?? value)
                  : value
      parts.push(`${labels[name]?.label ?? name}: ${shown}`)
    }
    if (grouping === 'grupo_economico') parts.push('Por grupo econômico')
    if (sort) {
      parts.push(`Ordenado por ${sortColumn(sort, grouping)}${sort.order === 'descend' ? ' (decrescente)' : ''}`)
    }
    return parts.join(' · ')
  }, [shownFilters, lookups, formaNames, groupNames, grouping, sort])

  return { buildExport, describeFilters }
}
