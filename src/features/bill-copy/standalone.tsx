import { BillCopyView } from './components/bill-copy-view'

/** The hash of a /2-via/<hash> path; undefined when the path is not one (shows not-found). */
export function hashFromPath(pathname: string): string | undefined {
  const match = /^\/2-via\/([^/]+)\/?$/.exec(pathname)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

/**
 * The 2ª via on its own: no router, no app store, no session, no base layout. What the light
 * entry (main.tsx) mounts, so a phone downloads only React and this page (no antd).
 */
export function BillCopyApp({ pathname }: { pathname: string }) {
  return (
    <BillCopyView hash={hashFromPath(pathname)} />
  )
}
