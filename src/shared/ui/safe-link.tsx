import type { ReactNode } from 'react'
import { isSafeExternalUrl } from '../lib/safe-url'

/** Hosts whose links from API data may be opened (bank bill and PIX providers we trust). */
export const EXTERNAL_LINK_ALLOWLIST = ['boasafra.com.br', '*.boasafra.com.br', '*.itau.com.br', '*.bradesco.com.br', '*.bb.com.br']

/**
 * A URL that came in API data (RELIABILITY 14): a link only when it is https on the allowlist
 * or our own blob:, otherwise plain text, so a hostile `javascript:` never becomes clickable.
 */
export function SafeLink({ href, children }: { href: string | null | undefined; children?: ReactNode }) {
  const url = (href ?? '').trim()
  if (!url) return null
  if (!isSafeExternalUrl(url, EXTERNAL_LINK_ALLOWLIST, window.location.origin)) {
    return <span className="unsafe-link">{children ?? url}</span>
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  )
}
