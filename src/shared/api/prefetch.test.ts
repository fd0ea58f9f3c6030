import { describe, expect, it, vi } from 'vitest'
import { runOpenPrefetch, type PrefetchDispatch } from './prefetch'

describe('runOpenPrefetch: a page opened by its address asks for its first data at once', () => {
  it("gives the store an action first (an api injected by the page's chunk gets its state), then runs the page's prefetch with the address's parameters", () => {
    const seen: unknown[] = []
    const dispatch = vi.fn((action: unknown) => {
      seen.push(action)
      return action
    }) as unknown as PrefetchDispatch
    const prefetch = vi.fn((search: URLSearchParams, d: PrefetchDispatch) => {
      d({ type: 'pagina/pedido', payload: search.get('filial') })
    })
    runOpenPrefetch(prefetch, '?filial=3&vendedor=9', dispatch)
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([{ type: 'app/openPrefetch' }, { type: 'pagina/pedido', payload: '3' }])
  })

  it('does nothing for a page without one, and a prefetch that throws costs nothing but the time it saved', () => {
    const dispatch = vi.fn() as unknown as PrefetchDispatch
    runOpenPrefetch(undefined, '', dispatch)
    expect(dispatch).not.toHaveBeenCalled()
    expect(() =>
      runOpenPrefetch(() => {
        throw new Error('endereço estranho')
      }, '?x', dispatch),
    ).not.toThrow()
  })
})
