import { describe, expect, it } from 'vitest'
import { makeStore } from '@/app/store'
import { loggedOut } from '@/features/session'
import { signInAs } from '../../../tests/render'
import { initialState, pageChanged, searchChanged, selectSearch, usersSlice } from './users-slice'

const reducer = usersSlice.reducer

describe('users slice (client state)', () => {
  it('a new search goes back to page 1; the same search changes nothing', () => {
    const onPage3 = { ...initialState, page: 3 }
    expect(reducer(onPage3, searchChanged('ana'))).toMatchObject({ search: 'ana', page: 1 })
    const same = { ...onPage3, search: 'ana' }
    expect(reducer(same, searchChanged('ana'))).toBe(same)
  })

  it('pages, and a new page size starts over at page 1', () => {
    expect(reducer(initialState, pageChanged({ page: 2, pageSize: 10 }))).toMatchObject({
      page: 2,
      pageSize: 10,
    })
    expect(
      reducer({ ...initialState, page: 4 }, pageChanged({ page: 4, pageSize: 50 })),
    ).toMatchObject({
      page: 1,
      pageSize: 50,
    })
  })

  it('sign out resets the slice', async () => {
    await signInAs('admin')
    const store = makeStore()
    store.dispatch(searchChanged('ana'))
    store.dispatch(pageChanged({ page: 3 }))
    expect(selectSearch(store.getState())).toBe('ana')
    store.dispatch(loggedOut())
    expect(store.getState().users).toEqual(initialState)
  })
})
