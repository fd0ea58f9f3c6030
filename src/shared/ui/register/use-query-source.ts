import { useMemo, useRef } from 'react'
import { useListSource, type ListQueryResult } from '../../api/data-api'
import type { RegisterSource } from './types'

/**
 * The writes of a register, each a generated mutation's `.unwrap()`: they reject with the
 * ApiError the form puts on its fields. The reload after a write is the endpoints' invalidation.
 */
export interface RegisterWrites<T> {
  create(values: Partial<T>): Promise<unknown>
  update(values: Partial<T>, row: T): Promise<unknown>
  remove(row: T): Promise<unknown>
}

/**
 * A register's source over the data layer: the rows of a list query (array or DRF page), its
 * status and error, a retry, and the register's writes. The writes may be new functions on every
 * render: the source keeps the latest without changing identity for them.
 */
export function useQuerySource<T>(query: ListQueryResult<T>, writes: RegisterWrites<T>): RegisterSource<T> {
  const latest = useRef(writes)
  latest.current = writes
  const list = useListSource(query)
  return useMemo<RegisterSource<T>>(
    () => ({
      ...list,
      save: (values, editing) => (editing ? latest.current.update(values, editing) : latest.current.create(values)),
      remove: async (row) => {
        await latest.current.remove(row)
      },
    }),
    [list],
  )
}
