import type { FormInstance } from 'antd'
import dayjs from 'dayjs'
import { useCallback, useEffect, useRef } from 'react'
import { readDraft, removeDraft, saveDraft } from '@/shared/storage/drafts'
import { sessionIdentity } from '@/shared/storage/tokens'

const DAYJS_TAG = '$dayjs'

/** JSON with dates: antd DatePicker values are dayjs objects. */
function encode(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return { [DAYJS_TAG]: value.format('YYYY-MM-DDTHH:mm:ss') }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
  }
  return value
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    const tagged = (value as Record<string, unknown>)[DAYJS_TAG]
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return dayjs(tagged)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]))
  }
  return value
}

function hasContent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false
  if (Array.isArray(value)) return value.some(hasContent)
  if (dayjs.isDayjs(value)) return true
  if (typeof value === 'object') return Object.values(value).some(hasContent)
  return true
}

export interface FormDraft {
  /** give to `<Form onValuesChange>`: every change is kept in this tab's sessionStorage */
  onValuesChange: () => void
  /** the form was saved (or deliberately emptied): its draft goes */
  clear: () => void
}

/**
 * Keeps an open form's draft in this tab's sessionStorage, keyed by the signed-in user and
 * `key`: a session that ended in another tab, an offline reload or a stale-deploy reload lose
 * nothing. The draft is restored when the form mounts again for the same user; another user's
 * sign-in discards it. Declare it after the form's own reset effects, so the restore wins.
 */
export function useFormDraft<V extends object>(
  form: FormInstance<V>,
  key: string,
  { enabled = true }: { enabled?: boolean } = {},
): FormDraft {
  const user = useRef<string | null>(null)
  user.current = sessionIdentity()

  useEffect(() => {
    const owner = user.current
    if (!enabled || !owner) return
    const draft = readDraft<Record<string, unknown>>(owner, key)
    if (draft) form.setFieldsValue(decode(draft) as Parameters<FormInstance<V>['setFieldsValue']>[0])
  }, [enabled, form, key])

  const onValuesChange = useCallback(() => {
    const owner = user.current
    if (!enabled || !owner) return
    const values = form.getFieldsValue(true) as Record<string, unknown>
    if (hasContent(values)) saveDraft(owner, key, encode(values))
    else removeDraft(owner, key)
  }, [enabled, form, key])

  const clear = useCallback(() => {
    const owner = user.current
    if (owner) removeDraft(owner, key)
  }, [key])

  return { onValuesChange, clear }
}
