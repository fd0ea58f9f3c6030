import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import { fetchFilterHierarchy } from './api'
import {
  EMPTY_LOCATION,
  changeLevel,
  compositeKey,
  periodDates,
  type Level,
  type LocationSelection,
  type PeriodFilter,
  type PeriodName,
  type VwFiltroEmpreendimento,
} from './hierarchy'

/** Spec sections 3, 4 and 9: the hierarchy, the chosen levels, the period and their composite key. */
export interface FiltersState extends LocationSelection {
  empreendimentos: VwFiltroEmpreendimento[]
  status: RequestStatus
  error: ApiError | null
  period: PeriodFilter
  key: string
}

function initialState(): FiltersState {
  const period = periodDates('custom')
  return {
    empreendimentos: [],
    status: 'idle',
    error: null,
    ...EMPTY_LOCATION,
    period,
    key: compositeKey(period, EMPTY_LOCATION),
  }
}

const rekey = (state: FiltersState) => {
  state.key = compositeKey(state.period, state)
}

/** Loads once and never reloads (spec section 4); a failed load may be tried again. */
export const loadFilterHierarchy = createAsyncThunk<
  VwFiltroEmpreendimento[],
  void,
  { rejectValue: ApiError }
>(
  'filters/loadHierarchy',
  async (_, { rejectWithValue }) => {
    try {
      return await fetchFilterHierarchy()
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
  {
    condition: (_, { getState }) => {
      const status = (getState() as { filters?: FiltersState }).filters?.status
      return status !== 'loading' && status !== 'succeeded'
    },
  },
)

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
  extraReducers: (builder) => {
    builder
      .addCase(loadFilterHierarchy.pending, (state) => {
        state.status = 'loading'
        state.error = null
      })
      .addCase(loadFilterHierarchy.fulfilled, (state, action) => {
        state.status = 'succeeded'
        state.empreendimentos = action.payload
      })
      .addCase(loadFilterHierarchy.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.payload ?? apiFailure(action.error)
      })
  },
  selectors: {
    selectFilters: (state) => state,
    selectHierarchy: (state) => state.empreendimentos,
    selectFiltersKey: (state) => state.key,
  },
})

export const { levelChanged, locationSet, periodChosen, datesChosen, filtersCleared } =
  filtersSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

const injected = filtersSlice.injectInto(rootReducer)
export const { selectFilters, selectHierarchy, selectFiltersKey } = injected.selectors
