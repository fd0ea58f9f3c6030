import { createSlice, configureStore, type PayloadAction } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { settled } from './data-api'

describe('settled: an answer as the cache keeps it', () => {
  it('freezes the answer before it enters the store, all the way down in development and tests', () => {
    const answer = { count: 1, results: [{ id: 1, cliente: { cod: 7 } }] }
    expect(settled(answer)).toBe(answer)
    expect(Object.isFrozen(answer)).toBe(true)
    expect(Object.isFrozen(answer.results[0].cliente)).toBe(true)
    expect(() => {
      ;(answer.results[0] as { id: number }).id = 2
    }).toThrow(TypeError)
  })

  it('leaves what is not an object as it is', () => {
    expect(settled(null)).toBeNull()
    expect(settled('texto')).toBe('texto')
    expect(settled(3)).toBe(3)
  })

  it('enters an Immer reducer as the same object: nothing of it is copied or walked', () => {
    const slice = createSlice({
      name: 'cache',
      initialState: { data: null as unknown },
      reducers: { put: (state, action: PayloadAction<unknown>) => void (state.data = action.payload) },
    })
    const store = configureStore({ reducer: slice.reducer })
    const rows = settled(Array.from({ length: 3 }, (_, i) => ({ id: i, titulos: [{ valor: '1.00' }] })))
    store.dispatch(slice.actions.put(rows))
    expect(store.getState().data).toBe(rows)
    expect((store.getState().data as typeof rows)[2].titulos).toBe(rows[2].titulos)
  })
})
