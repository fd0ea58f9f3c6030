import { useMemo } from 'react'
import { todayISO } from '@/shared/lib/date'
import { useContactCustomers, usePromiseCustomers } from '../collection-base-data'
import type { BaseFilters } from '../filters'

/** The work-queue filters (promises, next contact today): a small list of customers each, only while the filter is on. */
export function useWorkQueue(filters: BaseFilters) {
  const promise = filters.promessa
  const contactDay = filters.proximo_contato === 'hoje' ? todayISO() : ''
  const promiseLoad = usePromiseCustomers(promise)
  const contactLoad = useContactCustomers(contactDay)
  const onlyCustomers = useMemo(() => {
    const sets: number[][] = []
    if (promiseLoad) sets.push(promiseLoad.codes)
    if (contactLoad) sets.push(contactLoad.codes)
    if (!sets.length) return null
    let out = new Set(sets[0])
    for (const next of sets.slice(1)) out = new Set(next.filter((c) => out.has(c)))
    return out
  }, [promiseLoad?.codes, contactLoad?.codes]) // eslint-disable-line react-hooks/exhaustive-deps
  const loading = promiseLoad?.status === 'loading' || contactLoad?.status === 'loading'
  const error =
    (promiseLoad?.status === 'failed' && promiseLoad.error) ||
    (contactLoad?.status === 'failed' && contactLoad.error) ||
    null
  const retry = () => {
    if (promiseLoad?.status === 'failed') promiseLoad.retry()
    if (contactLoad?.status === 'failed') contactLoad.retry()
  }
  /** what the view's key needs: the queue's own inputs */
  const key = `${promise}|${contactDay}`
  return { onlyCustomers, loading, error, retry, key }
}
