import { useEffect, useRef, useSyncExternalStore } from 'react'
import { CONNECTION_FAILED_TEXT, OFFLINE_TEXT, type ApiError } from '@/shared/api/errors'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** A failure that another try may fix once the network is back (not a 4xx, not a 500). */
export function isConnectionFailure(error: Partial<Pick<ApiError, 'kind' | 'message'>> | null | undefined): boolean {
  if (!error) return false
  if (error.kind) return error.kind === 'offline' || error.kind === 'network'
  return error.message === OFFLINE_TEXT || error.message === CONNECTION_FAILED_TEXT
}

/**
 * The sections that failed for lack of connection, each with its retry: after reconnecting,
 * one banner and one 'Tentar novamente' bring them all back (RELIABILITY 35).
 */
const failedSections = new Map<symbol, () => void>()
const listeners = new Set<() => void>()
let version = 0

function changed() {
  version += 1
  for (const listener of listeners) listener()
}

function subscribeFailed(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How many sections wait for the network (re-renders on change). */
export function useFailedSectionCount(): number {
  useSyncExternalStore(subscribeFailed, () => version, () => version)
  return failedSections.size
}

/**
 * Whole areas that failed for lack of connection (LoadFailedPanel): they show their own retry,
 * so the banner does not count them, but any retry of a connection failure brings them back too.
 */
const failedAreas = new Map<symbol, () => void>()

/**
 * Registers a failed section's retry while `active` (its error is a connection failure).
 * `area`: a whole area with its own retry button, retried with the rest but not counted.
 */
export function useConnectionRetry(
  active: boolean,
  retry: (() => void) | undefined,
  options: { area?: boolean } = {},
): void {
  const latest = useRef(retry)
  const area = options.area ?? false
  useEffect(() => {
    latest.current = retry
  })
  useEffect(() => {
    if (!active || !retry) return
    const id = Symbol('section')
    const registry = area ? failedAreas : failedSections
    registry.set(id, () => latest.current?.())
    changed()
    return () => {
      registry.delete(id)
      changed()
    }
    // the retry itself is read through the ref: a new closure per render must not re-register
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, !!retry, area])
}

/**
 * The one retry: every section and area that failed for lack of connection tries again, from
 * the banner or from any of their own buttons (issue 27: one click brings everything back).
 */
export function retryFailedSections(): void {
  const retries = [...failedAreas.values(), ...failedSections.values()]
  failedAreas.clear()
  failedSections.clear()
  changed()
  for (const retry of retries) retry()
}
