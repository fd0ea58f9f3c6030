import type { FormInstance } from 'antd'
import { useCallback, useRef, useState } from 'react'
import { normalizeError, type ApiError } from '../api/errors'
import { notifyRequestFailure } from './error-catalogue'
import { applyServerErrors } from './form-errors'

/**
 * One save at a time for a form (five quick clicks send one request), with the app's answer to a
 * refusal: a 400 lands on its fields and what names no field goes to `formError` (an alert above
 * the form); any other failure is 'Falha na requisição!'. What the user typed stays.
 * `save` resolves true when `run` succeeded.
 */
export function useFormSave(form: FormInstance) {
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const busy = useRef(false)
  const save = useCallback(
    async (run: () => Promise<unknown>, onRefused?: (error: ApiError) => void): Promise<boolean> => {
      if (busy.current) return false
      busy.current = true
      setSaving(true)
      setFormError(null)
      try {
        await run()
        return true
      } catch (error) {
        const apiError = normalizeError(error)
        if (apiError.kind === 'validation') {
          const leftovers = applyServerErrors(form, apiError)
          setFormError(leftovers.length ? leftovers.join(' ') : null)
          onRefused?.(apiError)
        } else {
          notifyRequestFailure(apiError)
        }
        return false
      } finally {
        busy.current = false
        setSaving(false)
      }
    },
    [form],
  )
  return { saving, formError, setFormError, save }
}
