/** Case- and accent-insensitive form of a text, for searching as people type ("sao" finds "São"). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a search, folded; every one must be found. */
export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean)
}

/** True when every term occurs in the already folded haystack. */
export function matchesTerms(foldedHaystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!foldedHaystack.includes(term)) return false
  return true
}

/**
 * Bidirectional override, embedding and isolate controls (U+202A–U+202E, U+2066–U+2069), raw or
 * as JSON escapes. Nobody types them; pasted into a name they make "‮exe.pda" show as
 * "adp.exe". Natural right-to-left letters are not controls and stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]|\\u(?:202[a-eA-E]|206[6-9])/g
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]|\\u(?:202[a-eA-E]|206[6-9])/

/** A JSON text without bidi controls in its strings (tested first: a clean text is not copied). */
export function withoutBidiControls(json: string): string {
  return HAS_BIDI_CONTROL.test(json) ? json.replace(BIDI_CONTROLS, '') : json
}

/**
 * The parts a server sent, joined ("10001 · Mercado São Jorge"): a part the answer left out is
 * skipped, never written as "undefined" or "null" (issue 23: optional fields of a stock backend).
 */
export function joinParts(parts: ReadonlyArray<string | number | null | undefined>, separator = ' · '): string {
  return parts.filter((part) => part !== null && part !== undefined && part !== '').join(separator)
}
