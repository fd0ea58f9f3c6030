import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'

/**
 * User administration's client state: which page of the users list, its size and the search.
 * The server data (users, sign-up requests, customer links) lives in the data layer's cache
 * (users-data.ts).
 */
export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZE_OPTIONS = [10, 20, 50]

export interface UsersState {
  page: number
  pageSize: number
  search: string
}

export const initialState: UsersState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
}

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      if (state.search === action.payload) return
      state.search = action.payload
      state.page = 1
    },
    pageChanged(state, action: PayloadAction<{ page: number; pageSize?: number }>) {
      const { page, pageSize } = action.payload
      if (pageSize && pageSize !== state.pageSize) {
        state.pageSize = pageSize
        state.page = 1
      } else {
        state.page = page
      }
    },
  },
  selectors: {
    selectPage: (state) => state.page,
    selectPageSize: (state) => state.pageSize,
    selectSearch: (state) => state.search,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

const injected = usersSlice.injectInto(rootReducer)

export const { searchChanged, pageChanged } = usersSlice.actions
export const { selectPage, selectPageSize, selectSearch } = injected.selectors
