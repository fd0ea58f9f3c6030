import { normalizeError, type ApiError } from '../api/errors'

/** The life of one request group in a slice. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed'

/** A thunk's failure as the serialisable value slices keep: `rejectWithValue(apiFailure(e))`. */
export function apiFailure(error: unknown): ApiError {
  return normalizeError(error)
}
