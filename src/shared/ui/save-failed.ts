import type { FormInstance } from 'antd'
import { normalizeError, type ApiError } from '../api/errors'
import { notifyRequestFailure } from './error-catalogue'
import { applyServerErrors } from './form-errors'

/**
 * A failed save: 400s land on the form's fields (RELIABILITY 20) and what names no field is
 * returned for a message above the form; other failures get 'Falha na requisição!'. What the
 * user typed stays (RELIABILITY 22).
 */
export function saveFailed(
  error: unknown,
  form?: FormInstance,
  aliases?: Record<string, string>,
): string[] {
  const apiError: ApiError = normalizeError(error)
  if (apiError.kind === 'validation' && form) return applyServerErrors(form, apiError, aliases)
  notifyRequestFailure(apiError)
  return apiError.kind === 'session_expired' || apiError.kind === 'canceled'
    ? []
    : [apiError.message]
}
