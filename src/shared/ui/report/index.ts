import '../kits.css'
export { ReportView, type ReportViewProps, type ReportSource } from './report-page'
export { ReportTable, formatTotal, type ReportTableProps } from './report-table'
export { FilterBar, TextFilterInput, TODAY_SNAPSHOT, type FilterField, type FilterBarProps, type TextFilterInputProps } from './filter-bar'
export { UrlFilterBar, type UrlFilterBarProps } from './url-filter-bar'
export { useUrlFilters, type UrlFilters } from './use-url-filters'
export { dateRangeText, excelRows } from './excel'
export { computeTotals, moneyCentavos, type ReportColumn, type TotalRule, type ColumnTotal } from './totals'
export {
  textFilter,
  numberFilter,
  listFilter,
  choiceFilter,
  dateRangeFilter,
  periodFilter,
  presetRange,
  lastDays,
  parseFilters,
  writeFilters,
  filtersKey,
  PERIOD_PRESETS,
  type FilterSpec,
  type FilterSchema,
  type FilterValues,
  type DateRange,
  type Period,
  type PeriodPreset,
} from './url-filters'
export type { ColumnDef, ColumnKind, Option } from '../columns'
export { useColumnPicker, ColumnPicker, fittedCell, type ColumnFit, type ColumnPickerProps } from './column-picker'
export { Figures, type Figure } from './figures'
export { TotalsRow, type TotalsRowProps } from './totals-row'
