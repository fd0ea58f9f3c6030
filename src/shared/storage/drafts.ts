/**
 * Drafts of open forms, per tab (sessionStorage), keyed by user and form: a tab whose session
 * ended keeps what was typed; signing in again as the same user gets it back, another user's
 * sign-in discards it. Explicit logout clears the tab's sessionStorage, drafts included.
 */
const DRAFT_PREFIX = 'cobranca-draft:'

function store(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function draftKey(user: string, form: string): string {
  return `${DRAFT_PREFIX}${user}:${form}`
}

export function saveDraft(user: string, form: string, values: unknown): void {
  try {
    store()?.setItem(draftKey(user, form), JSON.stringify(values))
  } catch {
    /* full or blocked storage: the draft is a courtesy, the form keeps working */
  }
}

export function readDraft<T>(user: string, form: string): T | null {
  const raw = store()?.getItem(draftKey(user, form))
  if (raw == null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    store()?.removeItem(draftKey(user, form))
    return null
  }
}

export function removeDraft(user: string, form: string): void {
  store()?.removeItem(draftKey(user, form))
}

/** Another user signed in: drafts typed by anyone else are dropped. */
export function discardDraftsExcept(user: string | null): void {
  const s = store()
  if (!s) return
  const keep = user === null ? null : `${DRAFT_PREFIX}${user}:`
  for (const key of Object.keys(s)) {
    if (key.startsWith(DRAFT_PREFIX) && (keep === null || !key.startsWith(keep))) s.removeItem(key)
  }
}
