import type { FormInstance } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import type { ApiError } from '../api/errors'

type FieldError = { name: NamePath; errors: string[] }

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesOf)
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf)
  return []
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * A nested list's errors as DRF sends them (`[{}, {"cep": ["…"]}]`, one entry per row): each on
 * its row's field ([list, row, field]); what names no row field of the form, and a message about
 * the whole list, go to `list` (shown under the list).
 */
function rowErrors(list: string, nested: unknown[], rows: unknown[]): { fields: FieldError[]; list: string[] } {
  const fields: FieldError[] = []
  const whole: string[] = []
  nested.forEach((entry, index) => {
    const row = rows[index]
    if (!isRecord(entry)) {
      whole.push(...messagesOf(entry))
      return
    }
    for (const [name, messages] of Object.entries(entry)) {
      const errors = messagesOf(messages)
      if (isRecord(row) && name in row) fields.push({ name: [list, index, name], errors })
      else whole.push(...errors)
    }
  })
  return { fields, list: whole }
}

/**
 * Server 400s land on the fields they name (RELIABILITY 20), a nested list's on its rows' fields
 * when the error keeps DRF's body (`body`); what names no field on the form is returned, for a
 * message above the form. Values the user typed are never touched.
 */
export function applyServerErrors(form: FormInstance, error: ApiError, aliases: Record<string, string> = {}): string[] {
  const all = (form.getFieldsValue(true) ?? {}) as Record<string, unknown>
  const body = error.body
  const leftovers: string[] = [...error.nonFieldErrors]
  const fields: FieldError[] = []
  for (const [serverName, messages] of Object.entries(error.fieldErrors)) {
    const name = aliases[serverName] ?? serverName
    const nested = isRecord(body) ? body[serverName] : undefined
    if (!(name in all)) leftovers.push(...messages)
    else if (Array.isArray(all[name]) && Array.isArray(nested) && nested.some(isRecord)) {
      const rows = rowErrors(name, nested, all[name] as unknown[])
      fields.push(...rows.fields)
      if (rows.list.length) fields.push({ name, errors: rows.list })
    } else fields.push({ name, errors: messages })
  }
  if (fields.length) form.setFields(fields)
  if (!fields.length && !leftovers.length && error.message) leftovers.push(error.message)
  return leftovers
}
