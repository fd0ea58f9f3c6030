import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { shallowEqual } from 'react-redux'
import { selectProfile } from '@/features/session'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce, type AbortablePromise } from '@/shared/store/load-once'
import {
  customerSelected,
  selectCustomerPanel,
  type CustomerPanelState,
  type PanelGroup,
} from './customer-panel-slice'
import {
  idleGroups,
  loadGroup,
  loadListaClientes,
  loadLookups,
  type CustomerGroup,
} from './customer-panel-thunks'

type PanelRoot = Parameters<typeof selectCustomerPanel>[0]

/** Several thunk promises as one: aborting it aborts them all. */
export function together(promises: AbortablePromise[]): AbortablePromise {
  const all = Promise.allSettled(promises)
  return {
    abort: (reason?: string) => promises.forEach((p) => p.abort(reason)),
    then: all.then.bind(all) as AbortablePromise['then'],
  }
}

/**
 * The customer's groups, read once per visit of the page (StrictMode included) and aborted when
 * the page goes away or another customer is chosen.
 */
export function useCustomerData(
  cod: number | null,
  groups: readonly CustomerGroup[],
  page: string,
) {
  const dispatch = useAppDispatch()
  useLoadOnce(cod === null ? null : `${page}:${cod}`, () => {
    dispatch(customerSelected(cod))
    return together(groups.map((group) => dispatch(loadGroup({ group, cod: cod! }))))
  })
}

/**
 * True once the element comes near the viewport (`margin` below the fold counts), and from then
 * on. Where IntersectionObserver does not exist (jsdom, old browsers) it is true right away.
 * Never true on the first render: the load it starts runs after the page's own effects (the
 * customer chosen first), whatever the order React runs child and parent effects in.
 */
export function useInView(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (visible) return
    const el = ref.current
    if (typeof IntersectionObserver === 'undefined' || !el) {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          setVisible(true)
        }
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, visible])
  return visible
}

/**
 * A section below the fold: its groups are read when it comes into view (issue 15, fewer
 * requests on opening), only those not read yet, once per visit, aborted when the page goes.
 * Until then the section shows its first-load skeleton (status idle).
 */
export function useGroupsWhenVisible(
  ref: RefObject<Element | null>,
  cod: number,
  groups: readonly CustomerGroup[],
  page: string,
) {
  const dispatch = useAppDispatch()
  const visible = useInView(ref)
  useLoadOnce(visible ? `${page}:${cod}:${groups.join(',')}` : null, () =>
    together(dispatch(idleGroups(groups)).map((group) => dispatch(loadGroup({ group, cod })))),
  )
}

/** The customer list and the registers that name things: once per session. */
export function usePanelLookups(withCustomerList: boolean) {
  const dispatch = useAppDispatch()
  const profile = useAppSelector(selectProfile)
  const userId = profile?.id ?? null
  useEffect(() => {
    // The thunks' conditions skip a second start (StrictMode, a second page).
    dispatch(loadLookups({ userId }))
    if (withCustomerList) dispatch(loadListaClientes())
  }, [dispatch, userId, withCustomerList])
}

/**
 * Some fields of the panel state. A component re-renders only when one of its fields changes,
 * not on every one of the panel's two dozen loads.
 */
export function usePanel<K extends keyof CustomerPanelState>(
  ...keys: K[]
): Pick<CustomerPanelState, K> {
  return useAppSelector((s: PanelRoot) => {
    const state = selectCustomerPanel(s)
    const picked = {} as Pick<CustomerPanelState, K>
    for (const key of keys) picked[key] = state[key]
    return picked
  }, shallowEqual)
}

/** The request status of one group, as a primitive (cheap to compare). */
export function useStatus(group: PanelGroup) {
  return useAppSelector((s: PanelRoot) => selectCustomerPanel(s).status[group])
}

/**
 * One request at a time for a form: the button shows `busy`, and a second submit while the
 * first is in flight is ignored (RELIABILITY 21). Errors reach the caller.
 */
export function useSingleFlight() {
  const [busy, setBusy] = useState(false)
  const flying = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (flying.current) return undefined
    flying.current = true
    setBusy(true)
    try {
      return await task()
    } finally {
      flying.current = false
      if (mounted.current) setBusy(false)
    }
  }, [])
  return { busy, run }
}

/** Status, error and a retry for one request group of the current customer. */
export function useGroup(group: CustomerGroup, cod: number) {
  const dispatch = useAppDispatch()
  const status = useAppSelector((s: PanelRoot) => selectCustomerPanel(s).status[group])
  const error = useAppSelector((s: PanelRoot) => selectCustomerPanel(s).error[group])
  const retry = useCallback(() => {
    dispatch(loadGroup({ group, cod }))
  }, [dispatch, group, cod])
  return { status, error, retry }
}
