/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode (FEBRABAN): digits go in
 * pairs, the first digit of a pair in the five bars, the second in the five spaces between
 * them; each digit is two wide and three narrow elements. Start: narrow bar, narrow space,
 * narrow bar, narrow space; stop: wide bar, narrow space, narrow bar.
 */

/** Narrow (n) or wide (w) elements of each digit, 0 to 9. */
export const ITF_DIGITS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const

const START = 'nnnn'
const STOP = 'wnn'

/**
 * The element sequence (`n`/`w`), alternating bar, space, bar, … from a bar: start, the
 * interleaved pairs, stop. Needs an even number of digits (a boleto has 44).
 */
export function itfPattern(digits: string): string {
  if (!/^\d*$/.test(digits) || digits.length === 0 || digits.length % 2 !== 0) {
    throw new RangeError('O código ITF precisa de um número par de dígitos.')
  }
  let body = ''
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_DIGITS[Number(digits[i])]
    const spaces = ITF_DIGITS[Number(digits[i + 1])]
    for (let k = 0; k < 5; k++) body += bars[k] + spaces[k]
  }
  return START + body + STOP
}

export interface ItfBar {
  /** left edge, in narrow-module units */
  x: number
  width: number
}

export interface ItfLayout {
  bars: ItfBar[]
  /** total width in narrow-module units, quiet zones excluded */
  width: number
}

/** The dark bars to draw, in units of the narrow module; `ratio` is the wide:narrow ratio (2 to 3). */
export function itfBars(digits: string, ratio = 3): ItfLayout {
  if (!(ratio >= 2 && ratio <= 3)) throw new RangeError('A razão largo:estreito do ITF vai de 2 a 3.')
  const pattern = itfPattern(digits)
  const bars: ItfBar[] = []
  let x = 0
  for (let i = 0; i < pattern.length; i++) {
    const width = pattern[i] === 'w' ? ratio : 1
    if (i % 2 === 0) bars.push({ x, width })
    x += width
  }
  return { bars, width: x }
}

/**
 * Reads the digits back from element widths (bar, space, bar, … from the first bar), by
 * splitting narrow from wide at the midpoint of the two sizes; null when it is not valid ITF.
 */
export function itfDecode(widths: readonly number[]): string | null {
  if (widths.length < 7 || (widths.length - 7) % 10 !== 0) return null
  const min = Math.min(...widths)
  const max = Math.max(...widths)
  if (!(min > 0) || max <= min) return null
  const threshold = (min + max) / 2
  const pattern = widths.map((w) => (w > threshold ? 'w' : 'n')).join('')
  if (!pattern.startsWith(START) || !pattern.endsWith(STOP)) return null
  const body = pattern.slice(START.length, pattern.length - STOP.length)
  let digits = ''
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10)
    let bars = ''
    let spaces = ''
    for (let k = 0; k < 5; k++) {
      bars += chunk[2 * k]
      spaces += chunk[2 * k + 1]
    }
    const a = ITF_DIGITS.indexOf(bars as (typeof ITF_DIGITS)[number])
    const b = ITF_DIGITS.indexOf(spaces as (typeof ITF_DIGITS)[number])
    if (a < 0 || b < 0) return null
    digits += `${a}${b}`
  }
  return digits
}

/** Element widths (bar, space, …) of a drawn layout, for itfDecode. */
export function itfWidths(layout: ItfLayout): number[] {
  const widths: number[] = []
  for (let i = 0; i < layout.bars.length; i++) {
    const bar = layout.bars[i]
    widths.push(bar.width)
    const next = layout.bars[i + 1]
    if (next) widths.push(next.x - (bar.x + bar.width))
  }
  return widths
}
