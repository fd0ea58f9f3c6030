/**
 * A DRF decimal string ("1234.50", "-7", "0.1") read straight into centavos, digit by digit: no
 * float parse, trim, regex or split (reports carry these strings by the thousand); "-0.00" is 0.
 * null when the string is not of that plain form (more than two decimals, spaces, exponents,
 * junk): the caller reads those its own way.
 */
export function decimalCentavos(value: string): number | null {
  const n = value.length
  let i = n > 0 && value.charCodeAt(0) === 45 ? 1 : 0
  const start = i
  let whole = 0
  for (; i < n; i++) {
    const c = value.charCodeAt(i) - 48
    if (c < 0 || c > 9) break
    whole = whole * 10 + c
  }
  if (i === start || i - start > 13) return null
  let cents = whole * 100
  if (i < n) {
    const rest = n - i
    if (value.charCodeAt(i) !== 46 || rest < 2 || rest > 3) return null
    const d1 = value.charCodeAt(i + 1) - 48
    const d2 = rest === 3 ? value.charCodeAt(i + 2) - 48 : 0
    if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return null
    cents += d1 * 10 + d2
  }
  return start === 1 && cents !== 0 ? -cents : cents
}
