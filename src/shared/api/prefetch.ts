import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'

export type PrefetchDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/**
 * A page's first request, sent when the page is opened by its address (see PageModule in
 * src/app/route-types.ts): what the page would ask first, read from the address alone.
 */
export type PrefetchOnOpen = (search: URLSearchParams, dispatch: PrefetchDispatch) => void

/**
 * How long an answer fetched on opening counts as fresh for the page's own query
 * (`forceRefetch` / `refetchOnMountOrArgChange` in seconds): the page renders inside it, while a
 * later visit from the menu reads the server again, as every visit does. The opening read leaves
 * before the page's chunk has arrived (AppRouteDef.prefetch): on a loaded machine the page
 * rendered more than 2 s after the answer and asked again (CI e2e), hence 10.
 */
export const JUST_FETCHED_S = 10

/** Runs a page's prefetch once its module is here; an api injected meanwhile gets its state first. */
export function runOpenPrefetch(
  prefetch: PrefetchOnOpen | undefined,
  search: string,
  dispatch: PrefetchDispatch,
): void {
  if (!prefetch) return
  // An api injected after the store was made has no state until the next action: this one gives it.
  dispatch({ type: 'app/openPrefetch' })
  try {
    prefetch(new URLSearchParams(search), dispatch)
  } catch {
    // A prefetch only saves time: the page asks for its data itself when it renders.
  }
}
