/** SMS length in segments, as the carrier bills it (3GPP TS 23.038). */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
// These take an escape septet plus the character itself.
const GSM7_EXTENSION = '\f^{}\\[~]|€'

const BASIC = new Set(GSM7_BASIC)
const EXTENSION = new Set(GSM7_EXTENSION)

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2'
  chars: number
  segments: number
}

/**
 * Counts greedily so a two-unit character (GSM-7 extension, UTF-16 surrogate
 * pair) is never split across segments, which is how handsets send them.
 */
function countSegments(costs: number[], single: number, multi: number): number {
  const total = costs.reduce((a, b) => a + b, 0)
  if (total === 0) return 0
  if (total <= single) return 1
  let segments = 1
  let used = 0
  for (const cost of costs) {
    if (used + cost > multi) {
      segments++
      used = 0
    }
    used += cost
  }
  return segments
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text]
  const isGsm = chars.every((c) => BASIC.has(c) || EXTENSION.has(c))
  if (isGsm) {
    const costs = chars.map((c) => (EXTENSION.has(c) ? 2 : 1))
    return {
      encoding: 'GSM-7',
      chars: costs.reduce((a, b) => a + b, 0),
      segments: countSegments(costs, 160, 153),
    }
  }
  const costs = chars.map((c) => c.length)
  return { encoding: 'UCS-2', chars: text.length, segments: countSegments(costs, 70, 67) }
}
