import { useEffect, useState } from 'react'

/** Phones (and narrow windows): the titles show as cards instead of a wide table. */
export const NARROW_QUERY = '(max-width: 767px)'

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches
}

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const list = window.matchMedia(NARROW_QUERY)
    const onChange = () => setNarrow(list.matches)
    list.addEventListener?.('change', onChange)
    return () => list.removeEventListener?.('change', onChange)
  }, [])
  return narrow
}
