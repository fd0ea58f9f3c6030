import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { storeTokens } from '@/shared/storage/tokens'
import {
  collectionBaseSlice,
  filtersReplaced,
  initialState,
  selectBaseState,
  selectFilters,
} from './collection-base-slice'
import { EMPTY_FILTERS } from './filters'

const reducer = collectionBaseSlice.reducer

describe('collection base slice: filters', () => {
  it('starts with no filter, grouped by customer, and holds no server data', () => {
    expect(initialState).toEqual({ ...EMPTY_FILTERS, agrupamento: 'cliente' })
  })

  it("mirrors the URL's filters under the specification names, the whole set at once", () => {
    let state = reducer(
      initialState,
      filtersReplaced({
        filters: {
          ...EMPTY_FILTERS,
          vendedor: 107,
          info: 'são',
          data_vencimento_inicio: '2025-01-01',
        },
      }),
    )
    expect(state).toMatchObject({
      vendedor: 107,
      info: 'são',
      data_vencimento_inicio: '2025-01-01',
      agrupamento: 'cliente',
    })
    state = reducer(
      state,
      filtersReplaced({ filters: { ...EMPTY_FILTERS, filial: 2 }, agrupamento: 'grupo_economico' }),
    )
    expect(state).toMatchObject({ ...EMPTY_FILTERS, filial: 2, agrupamento: 'grupo_economico' })
  })

  it('gives one filters object until a filter changes', () => {
    const store = makeStore()
    const a = selectFilters(store.getState())
    store.dispatch(filtersReplaced({ filters: EMPTY_FILTERS, agrupamento: 'grupo_economico' }))
    expect(selectFilters(store.getState())).toBe(a)
    store.dispatch(filtersReplaced({ filters: { ...EMPTY_FILTERS, documento: 'NF' } }))
    expect(selectFilters(store.getState())).toEqual({ ...EMPTY_FILTERS, documento: 'NF' })
  })
})

describe('collection base slice: session', () => {
  it('signing out clears the filters', async () => {
    storeTokens('x', 'y')
    const store = makeStore()
    store.dispatch(filtersReplaced({ filters: { ...EMPTY_FILTERS, vendedor: 1 } }))
    store.dispatch(loggedOut())
    expect(selectBaseState(store.getState())).toEqual(initialState)
  })
})
