import { combineSlices } from '@reduxjs/toolkit'

/**
 * Every module's slice injects itself here when its code loads (`slice.injectInto(rootReducer)`),
 * so a page's slice travels in the page's lazy chunk, not in the login route's bundle.
 * Each slice file adds its state to this interface by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>()
