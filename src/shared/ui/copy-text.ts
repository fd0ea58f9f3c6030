/**
 * Clipboard API where the page is a secure context; the old selection copy elsewhere. Kept
 * apart from copy-button.tsx so a page can copy without pulling the button's Tooltip (19 KiB
 * gzip; the public 2ª via counts its bytes).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused or document not focused: try the selection route below.
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand?.('copy') ?? false
    area.remove()
    return ok
  } catch {
    return false
  }
}
