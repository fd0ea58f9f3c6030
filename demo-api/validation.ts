/**
 * Serializer-style validation with the pt-BR messages Django REST Framework
 * itself produces, so the app's field-error handling is exercised for real.
 */
import { isValidISODate } from '../src/shared/lib/date'
import {
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
} from '../src/shared/lib/documents'
import { fromCentavos, toCentavos } from '../src/shared/lib/money'
import { getRow, type Row } from './db'
import { MSG } from './http'
import type { TableName } from './types'

export type FieldKind =
  | 'int'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'bool'
  | 'string'
  | 'email'
  | 'phone'
  | 'cpf_cnpj'
  | 'cnpj'

export interface FieldSpec {
  kind: FieldKind
  required?: boolean
  nullable?: boolean
  /** Value stored when a create omits the field; a function is called per create. */
  default?: unknown
  choices?: readonly string[]
  /** The field must name an existing row of this table (by its primary key). */
  fk?: TableName
  maxLength?: number
  /** Rejects CR/LF, for values that end up in mail headers. */
  singleLine?: boolean
  /** Decimal places of a decimal field (2 unless told: money). */
  places?: number
}

export type Schema = Record<string, FieldSpec>

export const V = {
  integer: 'Um número inteiro válido é exigido.',
  decimal: 'Um número válido é necessário.',
  decimalPlaces: (n: number) => `Certifique-se de que não haja mais de ${n} casas decimais.`,
  date: 'Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.',
  datetime:
    'Formato inválido para data e hora. Use um dos formatos a seguir: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  bool: 'Deve ser um valor booleano válido.',
  string: 'Não é uma string válida.',
  email: 'Insira um endereço de email válido.',
  phone: 'Informe um telefone válido com DDD, por exemplo (11) 98765-4321.',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  cpfCnpj: 'Informe um CPF ou CNPJ válido.',
  singleLine: 'Este campo não pode conter quebras de linha.',
  choice: (v: unknown) => `"${String(v)}" não é um escolha válido.`,
  fk: (v: unknown) => `Pk inválido "${String(v)}" - objeto não existe.`,
  maxLength: (n: number) => `Certifique-se de que este campo não tenha mais de ${n} caracteres.`,
} as const

export const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function formatPhone(digits: string): string {
  return digits.length === 11
    ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
    : `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`
}

// isValidISODate is a type guard; a plain boolean keeps TypeScript from narrowing strings to never.
const isIsoDate = (s: string): boolean => isValidISODate(s)

type Coerced = { ok: true; value: unknown } | { ok: false; error: string }

function coerce(spec: FieldSpec, value: unknown): Coerced {
  const fail = (error: string): Coerced => ({ ok: false, error })
  const ok = (v: unknown): Coerced => ({ ok: true, value: v })
  switch (spec.kind) {
    case 'int': {
      if (typeof value === 'number' && Number.isInteger(value)) return ok(value)
      if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return ok(Number(value.trim()))
      return fail(V.integer)
    }
    case 'decimal': {
      const s =
        typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : typeof value === 'string'
            ? value.trim()
            : ''
      if (!/^-?\d+(\.\d+)?$/.test(s)) return fail(V.decimal)
      const places = spec.places ?? 2
      const [int, frac = ''] = s.split('.')
      if (frac.replace(/0+$/, '').length > places) return fail(V.decimalPlaces(places))
      if (places === 2) return ok(fromCentavos(toCentavos(s)))
      const negative = int.startsWith('-') && /[1-9]/.test(int + frac)
      return ok(
        `${negative ? '-' : ''}${String(Number(int.replace('-', '')))}.${frac.padEnd(places, '0').slice(0, places)}`,
      )
    }
    case 'date':
      return typeof value === 'string' && isValidISODate(value.trim())
        ? ok(value.trim())
        : fail(V.date)
    case 'datetime': {
      if (typeof value !== 'string') return fail(V.datetime)
      const s = value.trim()
      if (isIsoDate(s)) return ok(`${s}T00:00:00-03:00`)
      const m =
        /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(s)
      if (
        !m ||
        !isIsoDate(m[1]) ||
        Number(m[2]) > 23 ||
        Number(m[3]) > 59 ||
        Number(m[4] ?? 0) > 59
      )
        return fail(V.datetime)
      // Naive values are São Paulo time, as Django reads them with TIME_ZONE = America/Sao_Paulo.
      const offset =
        m[6] === undefined
          ? '-03:00'
          : m[6] === 'Z'
            ? 'Z'
            : m[6].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')
      return ok(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${offset}`)
    }
    case 'bool': {
      if (typeof value === 'boolean') return ok(value)
      const s = String(value).toLowerCase()
      if (['true', '1', 'on', 'yes'].includes(s)) return ok(true)
      if (['false', '0', 'off', 'no'].includes(s)) return ok(false)
      return fail(V.bool)
    }
    case 'email': {
      if (typeof value !== 'string' || !EMAIL_RE.test(value.trim())) return fail(V.email)
      return ok(value.trim())
    }
    case 'phone': {
      if (typeof value !== 'string' && typeof value !== 'number') return fail(V.phone)
      const digits = String(value).replace(/\D+/g, '')
      const valid = /^[1-9]{2}(9\d{8}|[2-5]\d{7})$/.test(digits)
      return valid ? ok(formatPhone(digits)) : fail(V.phone)
    }
    case 'cnpj':
    case 'cpf_cnpj': {
      if (typeof value !== 'string') return fail(spec.kind === 'cnpj' ? V.cnpj : V.cpfCnpj)
      const v = normalizeCnpj(value)
      if (spec.kind === 'cpf_cnpj' && v.length === 11)
        return isValidCpf(v) ? ok(formatCpf(v)) : fail(V.cpf)
      if (v.length === 14) return isValidCnpj(v) ? ok(formatCnpj(v)) : fail(V.cnpj)
      return fail(spec.kind === 'cnpj' ? V.cnpj : V.cpfCnpj)
    }
    case 'string': {
      if (typeof value === 'number' || typeof value === 'boolean') return ok(String(value))
      if (typeof value !== 'string') return fail(V.string)
      return ok(value)
    }
  }
}

/** The value a create stores for an omitted field. */
export function defaultFor(spec: FieldSpec): unknown {
  if (typeof spec.default === 'function') return (spec.default as () => unknown)()
  if (spec.default !== undefined) return spec.default
  if (spec.nullable) return null
  switch (spec.kind) {
    case 'bool':
      return false
    case 'int':
      return 0
    case 'decimal':
      return '0.00'
    default:
      return ''
  }
}

export interface ValidationResult {
  data: Row
  errors: Record<string, string[]>
}

/**
 * `partial` is PATCH: only the given fields are checked. Unknown fields are
 * dropped, as a DRF serializer does.
 */
export function validate(schema: Schema, body: Row, partial: boolean): ValidationResult {
  const data: Row = {}
  const errors: Record<string, string[]> = {}
  for (const [field, spec] of Object.entries(schema)) {
    const present = Object.prototype.hasOwnProperty.call(body, field)
    const value = body[field]
    if (!present || value === undefined) {
      if (!partial && spec.required) errors[field] = [MSG.required]
      continue
    }
    if (value === null) {
      if (spec.nullable) data[field] = null
      else errors[field] = [MSG.notNull]
      continue
    }
    if (typeof value === 'string' && value.trim() === '' && spec.kind !== 'string') {
      if (spec.nullable && !spec.required) data[field] = null
      else errors[field] = [spec.required ? MSG.required : MSG.notNull]
      continue
    }
    const result = coerce(spec, value)
    if (!result.ok) {
      errors[field] = [result.error]
      continue
    }
    const v = result.value
    if (spec.kind === 'string') {
      const s = v as string
      if (spec.required && s.trim() === '') {
        errors[field] = [MSG.blank]
        continue
      }
      if (spec.maxLength && s.length > spec.maxLength) {
        errors[field] = [V.maxLength(spec.maxLength)]
        continue
      }
      if (spec.singleLine && /[\r\n]/.test(s)) {
        errors[field] = [V.singleLine]
        continue
      }
    }
    if (spec.choices && !spec.choices.includes(String(v))) {
      errors[field] = [V.choice(v)]
      continue
    }
    if (spec.fk && !getRow(spec.fk, v)) {
      errors[field] = [V.fk(v)]
      continue
    }
    data[field] = v
  }
  return { data, errors }
}

export function hasErrors(errors: Partial<Record<string, string[]>>): boolean {
  return Object.keys(errors).length > 0
}
