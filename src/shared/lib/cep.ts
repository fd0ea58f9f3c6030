/**
 * CEP (Código de Endereçamento Postal): eight digits, shown as 00000-000. Only the format is
 * checked; there is no outside look-up of the address.
 */
import type { Rule } from 'antd/es/form'

export const CEP_MESSAGE = 'CEP inválido. Use 8 dígitos, ex.: 01310-100.'

/** Accepts `01310-100`, `01310100` and `01.310-100`; anything else (letters, 7 or 9 digits) is refused. */
export function isValidCep(value: string): boolean {
  if (typeof value !== 'string') return false
  const s = value.trim()
  if (!/^(\d{2}\.?\d{3}-?\d{3})$/.test(s)) return false
  // 00000-000 does not exist: the lowest CEP ranges start at 01000-000.
  return s.replace(/\D/g, '') !== '00000000'
}

/** `01310100` → `01310-100`; input that is not a CEP comes back unchanged. */
export function formatCep(value: string): string {
  if (!isValidCep(value)) return value
  const d = value.replace(/\D/g, '')
  return `${d.slice(0, 5)}-${d.slice(5)}`
}

/**
 * Formats as the user types: digits only, the hyphen after the fifth. Extra digits stay (a
 * pasted 9-digit CEP is refused by the rule, never cut to a different CEP without a word).
 */
export function maskCep(value: string): string {
  const d = value.replace(/\D/g, '')
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}

/** antd rule; empty values pass (whether the field is required is declared apart). */
export function cepRule(): Rule {
  return {
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || String(value).trim() === '' || isValidCep(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(CEP_MESSAGE)),
  }
}
