import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'
import {
  EMPTY_FILTERS,
  FILTER_NAMES,
  serverFilterKey,
  sameFilters,
  type BaseFilters,
  type FilterName,
  type Grouping,
} from './filters'

/**
 * Spec section 3, "Collection base state", client side: the filters under their names and the
 * grouping. The lists (base_cobranca, logs, lembretes, atendimentos, atakcobranca_atendimento,
 * cliente_grupo_economico, clientes) are server data: they live in the data layer's cache
 * (collection-base-data.ts and the reference lists), not here.
 */
export interface CollectionBaseState extends BaseFilters {
  agrupamento: Grouping
}

export const initialState: CollectionBaseState = {
  ...EMPTY_FILTERS,
  agrupamento: 'cliente',
}

export const collectionBaseSlice = createSlice({
  name: 'collectionBase',
  initialState,
  reducers: {
    /**
     * The URL is the filters' only holder; the slice mirrors it under the specification's
     * names, one way: the page replaces the whole set whenever the URL's values change.
     */
    filtersReplaced(
      state,
      action: PayloadAction<{ filters: BaseFilters; agrupamento?: Grouping }>,
    ) {
      for (const name of FILTER_NAMES)
        (state[name] as BaseFilters[FilterName]) = action.payload.filters[name]
      if (action.payload.agrupamento) state.agrupamento = action.payload.agrupamento
    },
  },
  selectors: {
    selectBaseState: (state) => state,
    selectGrouping: (state) => state.agrupamento,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof collectionBaseSlice> {}
}

const injected = collectionBaseSlice.injectInto(rootReducer)

export const { filtersReplaced } = collectionBaseSlice.actions
export const { selectBaseState, selectGrouping } = injected.selectors

type Root = Parameters<typeof selectBaseState>[0]

let lastFilters: BaseFilters = EMPTY_FILTERS

/** The filters as one object, the same object while none changes. */
export function selectFilters(root: Root): BaseFilters {
  const state = selectBaseState(root)
  if (sameFilters(state, lastFilters)) return lastFilters
  lastFilters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, state[name]]),
  ) as unknown as BaseFilters
  return lastFilters
}

export { serverFilterKey }
