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
