export { loadReference, REFERENCE_URLS, REFERENCE_TTL_MS, type ReferenceName, type ReferenceRows } from './api'
export { useReference, type Reference } from './use-reference'
export { referenceOptions } from './options'
export type * from './types'
