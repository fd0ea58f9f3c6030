import { useCallback, useEffect, useState } from 'react'
import { invalidateCache } from '@/shared/api/cache'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import { REFERENCE_URLS, loadReference, type ReferenceName, type ReferenceRows } from './api'

export interface Reference<R> {
  rows: R[]
  status: RequestStatus
  error: ApiError | null
  reload: () => void
}

/** A reference list for a select or a lookup, from the shared cache. */
export function useReference<N extends ReferenceName>(name: N): Reference<ReferenceRows[N]> {
  const [rows, setRows] = useState<ReferenceRows[N][]>([])
  const [status, setStatus] = useState<RequestStatus>('loading')
  const [error, setError] = useState<ApiError | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    loadReference(name).then(
      (list) => {
        if (!live) return
        setRows(list)
        setError(null)
        setStatus('succeeded')
      },
      (failure: unknown) => {
        if (!live) return
        setError(apiFailure(failure))
        setStatus('failed')
      },
    )
    return () => {
      live = false
    }
  }, [name, attempt])

  const reload = useCallback(() => {
    invalidateCache(`reference:${REFERENCE_URLS[name]}`)
    setStatus('loading')
    setAttempt((n) => n + 1)
  }, [name])
  return { rows, status, error, reload }
}
