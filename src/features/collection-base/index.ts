/** What other modules may use: the links into the base's neighbours and the filter names. */
export {
  panelLink,
  attendanceLink,
  PANEL_PATH,
  ATTENDANCE_PATH,
} from './components/base-link-paths'
export { FILTER_NAMES, filtersFromParams, filterEntries, EMPTY_FILTERS } from './filters'
export type { BaseFilters, FilterName } from './filters'
