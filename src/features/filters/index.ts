export {
  filtersSlice,
  levelChanged,
  locationSet,
  periodChosen,
  datesChosen,
  filtersCleared,
  selectFilters,
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
export {
  FILTRO_EMPREENDIMENTO_URL,
  FILTER_CACHE_MS,
  useFilterHierarchy,
  type FilterHierarchy,
} from './filters-data'
export { useLocationFilter, locationSchema, type LocationValues } from './use-location-filter'
