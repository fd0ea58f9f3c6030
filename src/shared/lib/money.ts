/**
 * Money is computed in integer centavos; the API speaks DRF decimal strings
 * ("1234.50"). Floats only appear at the edges and are rounded once.
 */

const EMPTY = '—'

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  // Avoids "-R$ 0,00" for negative zero and for values that round to zero.
  signDisplay: 'negative',
})

const DECIMAL_STRING_RE = /^-?\d+(\.\d+)?$/

export function formatBRL(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY
  if (typeof value === 'number') {
    return Number.isFinite(value) ? brl.format(value) : EMPTY
  }
  const s = value.trim()
  if (!DECIMAL_STRING_RE.test(s)) return EMPTY
  // Intl formats numeric strings exactly, so big DRF decimals keep their cents.
  return brl.format(s as Intl.StringNumericLiteral)
}

/** Half away from zero, so -0,005 and 0,005 round symmetrically. */
function decimalStringToCentavos(s: string): number {
  const negative = s.startsWith('-')
  const [intPart, fracPart = ''] = s.replace('-', '').split('.')
  const cents = Number(intPart) * 100 + Number(fracPart.slice(0, 2).padEnd(2, '0'))
  const roundUp = fracPart.length > 2 && Number(fracPart[2]) >= 5
  const abs = cents + (roundUp ? 1 : 0)
  if (!Number.isSafeInteger(abs)) throw new RangeError(`Valor fora do limite: ${s}`)
  return negative && abs !== 0 ? -abs : abs
}

export function toCentavos(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Valor inválido: ${value}`)
    // 1.005 * 100 is 100.49999…; roundCentavos absorbs that noise so 1,005 rounds up.
    return roundCentavos(value * 100)
  }
  const s = value.trim()
  if (!DECIMAL_STRING_RE.test(s)) throw new RangeError(`Valor inválido: ${value}`)
  return decimalStringToCentavos(s)
}

/**
 * Rounds a computed amount of centavos half away from zero. Products such as
 * 1234.5 × 0.01 land a hair below .5 in binary, so the value is first trimmed
 * to 6 decimal places.
 */
export function roundCentavos(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Valor inválido: ${x}`)
  const abs = Math.round(Number(Math.abs(x).toFixed(6)))
  return x < 0 && abs !== 0 ? -abs : abs
}

function assertCentavos(c: number): void {
  if (!Number.isSafeInteger(c)) throw new RangeError(`Centavos devem ser inteiros: ${c}`)
}

/** DRF decimal string with two places, e.g. 123456 → "1234.56", -5 → "-0.05". */
export function fromCentavos(c: number): string {
  assertCentavos(c)
  const abs = Math.abs(c)
  const s = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return c < 0 ? `-${s}` : s
}

export function formatCentavos(c: number | null | undefined): string {
  if (c === null || c === undefined || !Number.isSafeInteger(c)) return EMPTY
  return formatBRL(fromCentavos(c))
}

// pt-BR uses "." for thousands and "," for decimals; the groups must be exact
// so "1,2,3" or "12.34.5" are refused instead of guessed.
const BR_NUMBER_RE = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/
// A lone dot followed by one or two digits can only be a decimal point
// (people paste "1234.56" from spreadsheets).
const DOT_DECIMAL_RE = /^(\d+)\.(\d{1,2})$/

const PREFIX_RE = /^(-?)[\s\u00a0\u202f]*(?:R\$)?[\s\u00a0\u202f]*(-?)(.*)$/i

/** Returns centavos, or null when the text is not an amount. */
export function parseMoneyInput(input: string): number | null {
  if (typeof input !== 'string') return null
  const prefix = PREFIX_RE.exec(input.trim())
  if (!prefix || (prefix[1] && prefix[2])) return null
  const negative = Boolean(prefix[1] || prefix[2])
  const s = prefix[3]
  let intPart: string
  let fracPart: string
  const dot = DOT_DECIMAL_RE.exec(s)
  const br = BR_NUMBER_RE.exec(s)
  if (dot) {
    intPart = dot[1]
    fracPart = dot[2]
  } else if (br) {
    intPart = br[1].replace(/\./g, '')
    fracPart = br[2] ?? ''
  } else {
    return null
  }
  const abs = Number(intPart) * 100 + Number(fracPart.padEnd(2, '0'))
  if (!Number.isSafeInteger(abs)) return null
  return negative && abs !== 0 ? -abs : abs
}

export function sumCentavos(values: readonly number[]): number {
  let total = 0
  for (const v of values) {
    assertCentavos(v)
    total += v
  }
  assertCentavos(total)
  return total
}

/** Equal parts whose sum is exactly `total`; the leftover cents go to the first parts. */
export function splitCentavos(total: number, n: number): number[] {
  assertCentavos(total)
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('Número de parcelas inválido.')
  const base = Math.trunc(total / n)
  const remainder = Math.abs(total - base * n)
  const step = total < 0 ? -1 : 1
  return Array.from({ length: n }, (_, i) => (i < remainder ? base + step : base) || 0)
}
