/**
 * Plain predicates plus antd Form rules built on them. Every rule lets empty
 * values through: whether a field is required is declared separately, so the
 * user never sees "inválido" for a field they have not filled in.
 */
import type { Rule } from 'antd/es/form'
import { isValidCnpj, isValidCpf, isValidCpfCnpj } from './documents'
import { isValidISODate, parseDateBR } from './date'
import { formatCentavos, parseMoneyInput, toCentavos } from './money'

export const VALIDATION_MESSAGES = {
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  cpfCnpj: 'CPF/CNPJ inválido.',
  email: 'E-mail inválido.',
  phone: 'Telefone inválido. Use DDD + número.',
  money: 'Valor inválido. Ex.: 1.234,56',
  date: 'Data inválida.',
  singleLine: 'Não use quebras de linha.',
} as const

export function hasCrLf(s: string): boolean {
  return /[\r\n]/.test(s)
}

// Deliberately pragmatic: one @, no spaces or control characters, a dotted
// domain with a letter TLD. RFC 5322 oddities (quoted local parts) are refused.
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/

export function isValidEmail(s: string): boolean {
  if (typeof s !== 'string' || s.length > 254 || hasCrLf(s)) return false
  const local = s.split('@')[0]
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false
  }
  return EMAIL_RE.test(s)
}

// Area codes in use (Anatel); numbers like 20 or 30 are in the 11–99 range
// but do not exist, so a range check alone would accept typos.
const VALID_DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
])

/** DDD + number: 11 digits for mobiles (9 first), 10 for landlines (2–5 first); +55 allowed. */
export function isValidPhoneBR(s: string): boolean {
  if (typeof s !== 'string' || /[^\d\s()+.-]/.test(s)) return false
  let d = s.replace(/\D+/g, '')
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2)
  if (!VALID_DDDS.has(Number(d.slice(0, 2)))) return false
  if (d.length === 11) return d[2] === '9'
  if (d.length === 10) return /[2-5]/.test(d[2])
  return false
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function predicateRule(test: (value: unknown) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      isEmpty(value) || test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  }
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : String(value))

export function cpfRule(): Rule {
  return predicateRule((v) => isValidCpf(asString(v)), VALIDATION_MESSAGES.cpf)
}

export function cnpjRule(): Rule {
  return predicateRule((v) => isValidCnpj(asString(v)), VALIDATION_MESSAGES.cnpj)
}

export function cpfCnpjRule(): Rule {
  return predicateRule((v) => isValidCpfCnpj(asString(v)), VALIDATION_MESSAGES.cpfCnpj)
}

export function emailRule(): Rule {
  return predicateRule(
    (v) => typeof v === 'string' && isValidEmail(v.trim()),
    VALIDATION_MESSAGES.email,
  )
}

export function phoneRule(): Rule {
  return predicateRule((v) => typeof v === 'string' && isValidPhoneBR(v), VALIDATION_MESSAGES.phone)
}

/** For e-mail subjects and recipients, where CR/LF would inject headers. */
export function singleLineRule(): Rule {
  return predicateRule((v) => typeof v === 'string' && !hasCrLf(v), VALIDATION_MESSAGES.singleLine)
}

/**
 * Text is read as pt-BR input ("1.234,56"); a number (from InputNumber) is in
 * reais. `min` is in centavos.
 */
export function moneyToCentavos(value: unknown): number | null {
  if (typeof value === 'string') return parseMoneyInput(value)
  if (typeof value === 'number' && Number.isFinite(value)) return toCentavos(value)
  return null
}

/**
 * A pt-BR money field; `min` and `max` in centavos. `maxMessage` says what the ceiling is
 * ("O desconto não pode ser maior que o valor original.").
 */
export function moneyRule(options: { min?: number; max?: number; maxMessage?: string } = {}): Rule {
  const { min, max, maxMessage } = options
  return {
    validator: (_rule, value: unknown) => {
      if (isEmpty(value)) return Promise.resolve()
      const centavos = moneyToCentavos(value)
      if (centavos === null) return Promise.reject(new Error(VALIDATION_MESSAGES.money))
      if (min !== undefined && centavos < min) {
        return Promise.reject(new Error(`O valor mínimo é ${formatCentavos(min)}.`))
      }
      if (max !== undefined && centavos > max) {
        return Promise.reject(new Error(maxMessage ?? `O valor máximo é ${formatCentavos(max)}.`))
      }
      return Promise.resolve()
    },
  }
}

/** A whole number from `min` to `max` typed as digits (a count of instalments). */
export function wholeNumberRule(min: number, max: number, message: string): Rule {
  return predicateRule(
    (v) => /^\d+$/.test(asString(v).trim()) && Number(v) >= min && Number(v) <= max,
    message,
  )
}

/** Accepts `dd/mm/aaaa`, `YYYY-MM-DD` or a date object with isValid() (dayjs from DatePicker). */
export function isValidDateValue(value: unknown): boolean {
  if (typeof value === 'string') {
    const s = value.trim()
    return parseDateBR(s) !== null || isValidISODate(s)
  }
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'object' && value !== null && 'isValid' in value) {
    const { isValid } = value as { isValid: unknown }
    return typeof isValid === 'function' && (isValid as () => boolean).call(value) === true
  }
  return false
}

export function dateBRRule(): Rule {
  return predicateRule(isValidDateValue, VALIDATION_MESSAGES.date)
}
