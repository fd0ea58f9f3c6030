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

/** Registers a failed section's retry while `active` (its error is a connection failure). */
export function useConnectionRetry(active: boolean, retry: (() => void) | undefined): void {
  const latest = useRef(retry)
  useEffect(() => {
    latest.current = retry
  })
  useEffect(() => {
    if (!active || !retry) return
    const id = Symbol('section')
    failedSections.set(id, () => latest.current?.())
    changed()
    return () => {
      failedSections.delete(id)
      changed()
    }
    // the retry itself is read through the ref: a new closure per render must not re-register
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, !!retry])
}

/** The one retry: every section that failed for lack of connection tries again. */
export function retryFailedSections(): void {
  const retries = [...failedSections.values()]
  failedSections.clear()
  changed()
  for (const retry of retries) retry()
}
