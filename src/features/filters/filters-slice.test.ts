import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { rootReducer } from '@/shared/store/root-reducer'
import { compositeKey, periodDates } from './hierarchy'
import { datesChosen, filtersCleared, levelChanged, periodChosen, selectFilters } from './filters-slice'

const makeStore = () => configureStore({ reducer: rootReducer })

describe('filters slice', () => {
  it('starts on the custom period (one year to today) with its composite key', () => {
    const store = makeStore()
    const state = selectFilters(store.getState())
    expect(state.period.period).toBe('custom')
    expect(state.key).toBe(compositeKey(periodDates('custom'), state))
    // Client state only: the hierarchy lives in the data layer's cache (filters-data.ts).
    expect(Object.keys(state).sort()).toEqual(['cidade', 'empreendimento', 'key', 'modulo', 'period', 'regiao', 'uf'])
  })

  it('recomputes the key on every change and clears lower levels', () => {
    const store = makeStore()
    store.dispatch(levelChanged({ level: 'regiao', value: 'Sul' }))
    store.dispatch(levelChanged({ level: 'uf', value: 'PR' }))
    store.dispatch(levelChanged({ level: 'cidade', value: 'Curitiba' }))
    let s = selectFilters(store.getState())
    expect(s.key).toContain('|Sul|PR|Curitiba||')
    store.dispatch(levelChanged({ level: 'regiao', value: 'Sudeste' }))
    s = selectFilters(store.getState())
    expect([s.regiao, s.uf, s.cidade]).toEqual(['Sudeste', null, null])
    const before = s.key
    store.dispatch(periodChosen('trimestre'))
    s = selectFilters(store.getState())
    expect(s.period).toEqual(periodDates('trimestre'))
    expect(s.key).not.toBe(before)
    store.dispatch(datesChosen({ startDate: '2026-01-01', endDate: '2026-01-31' }))
    expect(selectFilters(store.getState()).key.startsWith('2026-01-01|2026-01-31|Sudeste')).toBe(true)
    store.dispatch(filtersCleared())
    expect(selectFilters(store.getState()).regiao).toBeNull()
  })
})
