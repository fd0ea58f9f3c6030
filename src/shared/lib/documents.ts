/**
 * CPF and CNPJ helpers. CNPJ is kept as a string because, from July 2026
 * (IN RFB 2.229/2024), its first 12 characters may be letters.
 */

export function onlyDigits(s: string): string {
  return s.replace(/\D+/g, '')
}

/** Keeps letters so the alphanumeric CNPJ survives normalisation. */
export function normalizeCnpj(s: string): string {
  return s.replace(/[^0-9a-z]+/gi, '').toUpperCase()
}

function mod11CheckDigit(values: number[], weights: number[]): number {
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += values[i] * weights[i]
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

function allEqual(s: string): boolean {
  return /^(.)\1*$/.test(s)
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]

export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError('A base do CPF deve ter 9 dígitos.')
  const values = [...base9].map(Number)
  const d1 = mod11CheckDigit(values, CPF_WEIGHTS_1)
  const d2 = mod11CheckDigit([...values, d1], CPF_WEIGHTS_2)
  return `${d1}${d2}`
}

/** Accepts masked input; the mask itself is not validated, only the digits. */
export function isValidCpf(s: string): boolean {
  if (/[a-z]/i.test(s)) return false
  const digits = onlyDigits(s)
  if (digits.length !== 11 || allEqual(digits)) return false
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9)
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

// RFB values every character as its ASCII code minus 48, so digits keep their value and A = 17.
function cnpjCharValue(c: string): number {
  return c.charCodeAt(0) - 48
}

export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase()
  if (!/^[0-9A-Z]{12}$/.test(base)) {
    throw new RangeError('A base do CNPJ deve ter 12 caracteres (0-9, A-Z).')
  }
  const values = [...base].map(cnpjCharValue)
  const d1 = mod11CheckDigit(values, CNPJ_WEIGHTS_1)
  const d2 = mod11CheckDigit([...values, d1], CNPJ_WEIGHTS_2)
  return `${d1}${d2}`
}

export function isValidCnpj(s: string): boolean {
  const v = normalizeCnpj(s)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v) || allEqual(v)) return false
  return cnpjCheckDigits(v.slice(0, 12)) === v.slice(12)
}

export function isValidCpfCnpj(s: string): boolean {
  const v = normalizeCnpj(s)
  if (v.length === 11) return isValidCpf(v)
  if (v.length === 14) return isValidCnpj(v)
  return false
}

/** Returns the input unchanged when it is not 11 digits, so partial typing is not mangled. */
export function formatCpf(s: string): string {
  const d = onlyDigits(s)
  if (d.length !== 11 || /[a-z]/i.test(s)) return s
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

export function formatCnpj(s: string): string {
  const v = normalizeCnpj(s)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v)) return s
  return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`
}

export function formatCpfCnpj(s: string): string {
  const v = normalizeCnpj(s)
  if (v.length === 11 && /^\d{11}$/.test(v)) return formatCpf(v)
  if (v.length === 14) return formatCnpj(v)
  return s
}
