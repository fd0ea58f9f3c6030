import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import {
  EMPTY_LOCATION,
  changeLevel,
  compositeKey,
  periodDates,
  type Level,
  type LocationSelection,
  type PeriodFilter,
  type PeriodName,
} from './hierarchy'

/**
 * Spec sections 3, 4 and 9: the chosen levels, the period and their composite key. Client state
 * only: the hierarchy itself lives in the data layer's cache (filters-data.ts, issue 22).
 */
export interface FiltersState extends LocationSelection {
  period: PeriodFilter
  key: string
}

function initialState(): FiltersState {
  const period = periodDates('custom')
  return {
    ...EMPTY_LOCATION,
    period,
    key: compositeKey(period, EMPTY_LOCATION),
  }
}

const rekey = (state: FiltersState) => {
  state.key = compositeKey(state.period, state)
}

export const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    levelChanged(state, action: PayloadAction<{ level: Level; value: string | number | null }>) {
      Object.assign(state, changeLevel(state, action.payload.level, action.payload.value))
      rekey(state)
    },
    locationSet(state, action: PayloadAction<Partial<LocationSelection>>) {
      Object.assign(state, { ...EMPTY_LOCATION, ...action.payload })
      rekey(state)
    },
    periodChosen(state, action: PayloadAction<PeriodName>) {
      state.period = periodDates(action.payload)
      rekey(state)
    },
    datesChosen(state, action: PayloadAction<{ startDate: string; endDate: string; period?: PeriodName }>) {
      state.period = {
        startDate: action.payload.startDate,
        endDate: action.payload.endDate,
        period: action.payload.period ?? 'custom',
      }
      rekey(state)
    },
    filtersCleared(state) {
      Object.assign(state, EMPTY_LOCATION)
      state.period = periodDates('custom')
      rekey(state)
    },
  },
  selectors: {
    selectFilters: (state) => state,
    selectFiltersKey: (state) => state.key,
  },
})

export const { levelChanged, locationSet, periodChosen, datesChosen, filtersCleared } =
  filtersSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

const injected = filtersSlice.injectInto(rootReducer)
export const { selectFilters, selectFiltersKey } = injected.selectors
