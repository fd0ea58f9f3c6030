import { useCallback, useRef, useState } from 'react'
import type { ApiError } from '../../api/errors'
import type { QueryParams, Resource, RowId } from '../../api/resource'
import type { RequestStatus } from '../../store/request-status'
import { apiFailure } from '../../store/request-status'
import { useLoadOnce, type AbortablePromise } from '../../store/load-once'
import type { RegisterSource } from './types'

/**
 * A register's rows in local state over a DRF resource: list once per visit (and on demand),
 * save (POST, or edit to `{id}/`), delete; each write reloads the list.
 */
export function useResourceSource<T extends object>(resource: Resource<T>, params?: QueryParams): RegisterSource<T> {
  const [rows, setRows] = useState<T[]>([])
  const [status, setStatus] = useState<RequestStatus>('idle')
  const [error, setError] = useState<ApiError | null>(null)
  const controller = useRef<AbortController | null>(null)
  const paramsKey = JSON.stringify(params ?? {})

  const load = useCallback((): AbortablePromise => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setStatus('loading')
    const promise = resource
      .list(JSON.parse(paramsKey) as QueryParams, current.signal)
      .then((list) => {
        if (current.signal.aborted) return
        setRows(list)
        setError(null)
        setStatus('succeeded')
      })
      .catch((failure: unknown) => {
        if (current.signal.aborted) return
        setError(apiFailure(failure))
        setStatus('failed')
      })
    return { abort: () => current.abort(), then: promise.then.bind(promise) }
  }, [resource, paramsKey])

  // One GET per visit, StrictMode included (RELIABILITY 30); aborted when the page goes away.
  useLoadOnce(`register:${resource.path}:${paramsKey}`, load)
  const reload = useCallback(() => void load(), [load])

  const save = useCallback(
    async (values: Partial<T>, editing: T | null) => {
      const id = editing ? (editing as Record<string, unknown>)[resource.idField] : undefined
      const saved = id === undefined ? await resource.create(values) : await resource.update(id as RowId, values)
      reload()
      return saved
    },
    [resource, reload],
  )

  const remove = useCallback(
    async (row: T) => {
      await resource.remove((row as Record<string, unknown>)[resource.idField] as RowId)
      setRows((list) => list.filter((r) => r !== row))
      reload()
    },
    [resource, reload],
  )

  return { rows, status, error, reload, save, remove }
}
