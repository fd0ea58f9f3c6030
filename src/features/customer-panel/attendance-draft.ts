import { readDraft } from '@/shared/storage/drafts'
import { sessionIdentity } from '@/shared/storage/tokens'

/** The attendance form's draft key for one customer (the form keeps it per customer). */
export const attendanceDraftKey = (cod: number) => `atendimento-${cod}`

/** Fields the form fills by itself: a draft with only these holds nothing the analyst typed. */
const PRESET = new Set(['forma_cobranca'])

/** Whether the analyst typed something in this customer's attendance form and did not save it. */
export function hasAttendanceDraft(cod: number | null): boolean {
  const owner = sessionIdentity()
  if (cod === null || !owner) return false
  const draft = readDraft<Record<string, unknown>>(owner, attendanceDraftKey(cod))
  if (!draft) return false
  return Object.entries(draft).some(
    ([field, value]) =>
      !PRESET.has(field) &&
      value !== undefined &&
      value !== null &&
      !(typeof value === 'string' && value.trim() === '') &&
      !(Array.isArray(value) && value.length === 0),
  )
}
