import { useEffect } from 'react'

/** What `dispatch(thunk())` returns: a promise that can be aborted. */
export interface AbortablePromise {
  abort: (reason?: string) => void
  then: PromiseLike<unknown>['then']
}

interface Entry {
  refs: number
  abort: () => void
  timer?: ReturnType<typeof setTimeout>
}

const inflight = new Map<string, Entry>()

/**
 * Starts a page's load once per visit and aborts it when the page goes away (RELIABILITY 26
 * and 30). StrictMode's mount → unmount → mount reuses the request in flight instead of
 * sending it twice: the abort waits one tick and is cancelled by the remount.
 */
export function useLoadOnce(key: string | null, start: () => AbortablePromise): void {
  useEffect(() => {
    if (!key) return
    let entry = inflight.get(key)
    if (entry) {
      entry.refs += 1
      clearTimeout(entry.timer)
    } else {
      const promise = start()
      const created: Entry = { refs: 1, abort: () => promise.abort('página fechada') }
      inflight.set(key, created)
      const forget = () => {
        if (inflight.get(key) === created) inflight.delete(key)
      }
      promise.then(forget, forget)
      entry = created
    }
    const current = entry
    return () => {
      current.refs -= 1
      if (current.refs > 0) return
      current.timer = setTimeout(() => {
        if (current.refs > 0) return
        current.abort()
        if (inflight.get(key) === current) inflight.delete(key)
      }, 0)
    }
    // start is read only when the key changes: a new key is a new load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/** A rejected thunk that was aborted by useLoadOnce is not an error to show. */
export function isAbortedAction(action: { meta?: { aborted?: boolean } }): boolean {
  return action.meta?.aborted === true
}
