import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiError } from '../api/errors'
import { apiFailure, type RequestStatus } from '../store/request-status'

export interface RemoteData<R> {
  data: R | null
  status: RequestStatus
  error: ApiError | null
  reload: () => void
}

/**
 * Data from the server for a key (a report's filters, a customer code): one request per key
 * change, the previous one aborted, nothing written after the page goes away, and the last data
 * kept on screen while the next arrives. StrictMode's double effect sends one request: the first is
 * aborted before it leaves (axios checks the signal first).
 */
export function useRemoteData<R>(key: string, load: (signal: AbortSignal) => Promise<R>): RemoteData<R> {
  const [data, setData] = useState<R | null>(null)
  const [status, setStatus] = useState<RequestStatus>('idle')
  const [error, setError] = useState<ApiError | null>(null)
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    const controller = new AbortController()
    // Deferred one tick: StrictMode's unmount aborts it before any request goes out.
    const timer = setTimeout(() => {
      setStatus('loading')
      loadRef
        .current(controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return
          setData(result)
          setError(null)
          setStatus('succeeded')
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return
          setError(apiFailure(failure))
          setStatus('failed')
        })
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, status, error, reload }
}
