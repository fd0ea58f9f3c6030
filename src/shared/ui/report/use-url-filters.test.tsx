import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useUrlFilters } from './use-url-filters'
import { textFilter } from './url-filters'

const schema = { a: textFilter('a', 'A'), b: textFilter('b', 'B') }

function setup() {
  const writers: Array<ReturnType<typeof useUrlFilters<typeof schema>>['set']> = []
  function Probe() {
    const filters = useUrlFilters(schema)
    writers.push(filters.set)
    return <p>filtros: {filters.key}</p>
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/'] })
  render(<RouterProvider router={router} />)
  const params = () => new URLSearchParams(router.state.location.search)
  return { writers, params }
}

describe('useUrlFilters', () => {
  it('two writes in the same tick both land', async () => {
    const { writers, params } = setup()
    await screen.findByText(/filtros/)
    act(() => {
      writers[0]({ a: 'x' })
      writers[0]({ b: 'y' })
    })
    await waitFor(() => expect(params().get('b')).toBe('y'))
    expect(params().get('a')).toBe('x')
  })

  it('a write from a handler of an earlier render keeps what was written since (a busy page renders late)', async () => {
    const { writers, params } = setup()
    await screen.findByText(/filtros/)
    const fromFirstRender = writers[0]
    fromFirstRender({ a: 'x' })
    await waitFor(() => expect(params().get('a')).toBe('x'))
    // The seller was chosen; the date picker still holds the handler of the render before it.
    fromFirstRender({ b: 'y' })
    await waitFor(() => expect(params().get('b')).toBe('y'))
    expect(params().get('a')).toBe('x')
  })
})
