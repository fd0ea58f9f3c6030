export {
  filtersSlice,
  loadFilterHierarchy,
  levelChanged,
  locationSet,
  periodChosen,
  datesChosen,
  filtersCleared,
  selectFilters,
  selectHierarchy,
  selectFiltersKey,
  type FiltersState,
} from './filters-slice'
export {
  locationOptions,
  changeLevel,
  periodDates,
  compositeKey,
  EMPTY_LOCATION,
  LEVELS,
  type Level,
  type LocationSelection,
  type LocationOptions,
  type PeriodFilter,
  type PeriodName,
  type VwFiltroEmpreendimento,
} from './hierarchy'
export { FILTRO_EMPREENDIMENTO_URL, FILTER_CACHE_MS, fetchFilterHierarchy } from './api'
export { useLocationFilter, locationSchema, type LocationValues } from './use-location-filter'
