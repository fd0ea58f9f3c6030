/**
 * Guards for URLs we did not write ourselves: the `redirect` query parameter
 * and links that arrive in API data (OWASP unvalidated redirects).
 */

const MAX_REDIRECT_LENGTH = 2048
// Invisible and bidi characters can disguise a path in the address bar.
const INVISIBLE_RE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/

/** C0/C1 controls and DEL, plus invisible and bidi-override characters. */
function hasUnsafeChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i)
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true
  }
  return INVISIBLE_RE.test(s)
}

function decodeRepeatedly(s: string): string[] | null {
  const forms = [s]
  let current = s
  // Three rounds cover double- and triple-encoding; anything deeper is refused.
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      // A stray "%" (as in "100%") cannot be decoded by anyone downstream either.
      return forms
    }
    if (next === current) return forms
    forms.push(next)
    current = next
  }
  return null
}

function looksLikeOffOriginPath(s: string): boolean {
  return !s.startsWith('/') || s.startsWith('//') || s.includes('\\') || hasUnsafeChars(s)
}

/**
 * Returns `pathname + search + hash` of `candidate` when it is a path on
 * `origin`, otherwise `fallback`. Every decoded form of the candidate must
 * pass too, because routers and `location` setters may decode it again.
 */
export function safeRedirectPath(
  candidate: string | null | undefined,
  fallback: string,
  origin: string,
): string {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_REDIRECT_LENGTH) {
    return fallback
  }
  const forms = decodeRepeatedly(candidate)
  if (!forms) return fallback
  let base: URL
  try {
    base = new URL(origin)
  } catch {
    return fallback
  }
  for (const form of forms) {
    if (looksLikeOffOriginPath(form)) return fallback
    let resolved: URL
    try {
      resolved = new URL(form, base.origin)
    } catch {
      return fallback
    }
    // Dot segments can turn "/..//evil" into the path "//evil".
    if (resolved.origin !== base.origin || resolved.pathname.startsWith('//')) return fallback
  }
  const url = new URL(candidate, base.origin)
  return `${url.pathname}${url.search}${url.hash}`
}

function hostMatches(hostname: string, entry: string): boolean {
  const pattern = entry.trim().toLowerCase()
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1)
    return hostname.endsWith(suffix) && hostname.length > suffix.length
  }
  return hostname === pattern
}

/**
 * True for `https:` URLs whose host is on `allowlist` (exact host or
 * `*.domain` for subdomains) and for `blob:` URLs created by `origin`.
 */
export function isSafeExternalUrl(
  url: string,
  allowlist: readonly string[],
  origin: string | undefined = globalThis.location?.origin,
): boolean {
  if (typeof url !== 'string' || url !== url.trim() || hasUnsafeChars(url) || url.includes('\\')) {
    return false
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === 'blob:') {
    return origin !== undefined && origin !== 'null' && parsed.origin === origin
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false
  const hostname = parsed.hostname.toLowerCase()
  return allowlist.some((entry) => hostMatches(hostname, entry))
}
