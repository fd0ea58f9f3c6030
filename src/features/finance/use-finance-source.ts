import { useCallback, useMemo } from 'react'
import type { QueryParams } from '@/shared/api/resource'
import { useLoadOnce, type AbortablePromise } from '@/shared/store/load-once'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import type { RegisterSource } from '@/shared/ui/register'
import { FINANCE_URLS, type FinanceList } from './api'
import { deleteRegister, loadMissing, loadRegister, saveRegister, selectFinance, type Keyed, type Lookup } from './finance-slice'

export interface FinanceSourceOptions {
  /** the list's URL; FINANCE_URLS[field] by default */
  url?: string
  params?: QueryParams
  /** lists the page needs beside this one (select options), loaded after it */
  lookups?: FinanceList[]
  /** false: do not load (a child list waiting for its parent) */
  enabled?: boolean
}

function withoutKey(row: object | null): Record<string, unknown> {
  if (!row) return {}
  const rest: Record<string, unknown> = { ...(row as Record<string, unknown>) }
  delete rest.key
  return rest
}

/**
 * A finance register as the register kit's RegisterSource, over the finance slice: the rows
 * of the named list, loaded once per visit with its lookups; save and delete go through the
 * slice's section-4 semantics (reload after saving; local removal, reload and 'Deletado com
 * Sucesso...' after deleting).
 */
export function useFinanceSource<T extends object>(
  field: FinanceList,
  options: FinanceSourceOptions = {},
): RegisterSource<Keyed<T>> {
  const dispatch = useAppDispatch()
  const finance = useAppSelector(selectFinance)
  const url = options.url ?? FINANCE_URLS[field]
  const paramsKey = JSON.stringify(options.params ?? {})
  const lookupKey = (options.lookups ?? []).join(',')
  const enabled = options.enabled ?? true

  const load = useCallback((): AbortablePromise => {
    const fields = lookupKey ? (lookupKey.split(',') as FinanceList[]) : []
    const lookups: Lookup[] = fields.map((f) => ({ field: f, url: FINANCE_URLS[f] }))
    const promise = dispatch(loadRegister({ field, url, params: JSON.parse(paramsKey) as QueryParams, lookups }))
    // The early stop leaves later lookups unloaded when an earlier one already had data.
    const after = promise.then(() => dispatch(loadMissing(fields)))
    return { abort: promise.abort, then: after.then.bind(after) }
  }, [dispatch, field, url, paramsKey, lookupKey])

  useLoadOnce(enabled ? `finance:${field}:${url}:${paramsKey}:${lookupKey}` : null, load)

  const rows = finance[field] as Keyed<T>[]
  return useMemo<RegisterSource<Keyed<T>>>(
    () => ({
      rows,
      status: finance.status[field],
      error: finance.error[field],
      reload: () => void load(),
      save: (values, editing) =>
        dispatch(
          saveRegister({
            field,
            url,
            // the kit passes a new row's defaults (newRow) as `editing`: without an id it is a create
            payload: editing?.id !== undefined && editing.id !== null ? { ...values, id: editing.id } : { ...withoutKey(editing), ...values },
            params: JSON.parse(paramsKey) as QueryParams,
          }),
        ).unwrap(),
      remove: async (row) => {
        await dispatch(
          deleteRegister({
            field,
            url: `${url}${encodeURIComponent(String(row.id))}/`,
            id: row.id as number,
            reloadUrl: url,
            params: JSON.parse(paramsKey) as QueryParams,
          }),
        ).unwrap()
      },
    }),
    [rows, finance.status, finance.error, field, url, paramsKey, dispatch, load],
  )
}
