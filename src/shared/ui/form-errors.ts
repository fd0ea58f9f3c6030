import type { FormInstance } from 'antd'
import type { ApiError } from '../api/errors'

/**
 * Server 400s land on the fields they name (RELIABILITY 20); what names no field on the form
 * is returned, for a message above the form. Values the user typed are never touched.
 */
export function applyServerErrors(form: FormInstance, error: ApiError, aliases: Record<string, string> = {}): string[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) ?? {}))
  const leftovers: string[] = [...error.nonFieldErrors]
  const fields: Array<{ name: string; errors: string[] }> = []
  for (const [serverName, messages] of Object.entries(error.fieldErrors)) {
    const name = aliases[serverName] ?? serverName
    if (known.has(name)) fields.push({ name, errors: messages })
    else leftovers.push(...messages)
  }
  if (fields.length) form.setFields(fields)
  if (!fields.length && !leftovers.length && error.message) leftovers.push(error.message)
  return leftovers
}
