import { Input, InputNumber, Select, Switch } from 'antd'
import type { Rule } from 'antd/es/form'
import dayjs, { type Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { cepRule, formatCep, maskCep } from '../../lib/cep'
import { formatCpfCnpj, normalizeCnpj } from '../../lib/documents'
import { fromCentavos, toCentavos } from '../../lib/money'
import {
  cnpjRule,
  cpfCnpjRule,
  cpfRule,
  emailRule,
  moneyRule,
  moneyToCentavos,
  phoneRule,
} from '../../lib/validators'
import { MoneyInput } from '../money-input'
import { StrictDatePicker, validDateRule } from '../strict-date-picker'
import { limitedText, type TextLimit } from '../text-limit'
import type { FieldDef, Option } from './types'

/** A required field left empty, named as the form shows it (not lower-cased, so "CPF" stays "CPF"). */
export function requiredMessage(label: string): string {
  return `Preencha o campo "${label}".`
}

export const DATE_FORMAT = 'DD/MM/YYYY'

const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'phone', 'cpf-cnpj', 'cnpj', 'cpf', 'password', 'cep'])

/** Length limits of the text kinds that have one even when the field declares none. */
const KIND_LIMIT: Readonly<Record<string, number>> = { email: 254, phone: 20, 'cpf-cnpj': 18, cnpj: 18, cpf: 18, cep: 9 }
/** Kinds whose format rule already tells the size: the limit without a counter. */
const FORMAT_KINDS: ReadonlySet<string> = new Set(['phone', 'cpf-cnpj', 'cnpj', 'cpf', 'cep'])

/**
 * The field's text limit (its `maxLength`, else its kind's), as a counter for the input and a
 * rule for the form: the text is never cut, a text over the limit is refused next to the field.
 */
export function fieldLimit(field: FieldDef): TextLimit | null {
  const max = field.maxLength ?? KIND_LIMIT[field.kind]
  if (!max || !TEXT_KINDS.has(field.kind)) return null
  return limitedText(max, FORMAT_KINDS.has(field.kind) ? { counter: false } : {})
}

const moneyText = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The field's label for the values being edited (a list item's values inside a list). */
export function fieldLabel(field: FieldDef, values: Record<string, unknown> = {}): string {
  return field.labelOf?.(values) ?? field.label
}

/** The field's help for the values being edited. */
export function fieldHelp(field: FieldDef, values: Record<string, unknown> = {}): ReactNode {
  return field.helpOf ? field.helpOf(values) : field.help
}

/** What the form keeps of what is typed: the field's own normalize, else its kind's (the CEP mask). */
export function fieldNormalize(field: FieldDef): ((value: unknown) => unknown) | undefined {
  if (field.normalize) return field.normalize
  if (field.kind === 'cep') return (value) => (typeof value === 'string' ? maskCep(value) : value)
  return undefined
}

function emptyMessage(field: FieldDef, values: Record<string, unknown>): string {
  const own = field.requiredMessage
  return typeof own === 'function' ? own(values) : (own ?? requiredMessage(fieldLabel(field, values)))
}

/**
 * The kit's rules for a field: required, length, and the kind's own (CPF/CNPJ, e-mail…), with
 * the messages for `values` (the values being edited: a list item's inside a list).
 */
export function fieldRules(field: FieldDef, values: Record<string, unknown> = {}): Rule[] {
  const rules: Rule[] = []
  if (field.required && field.kind === 'list') {
    // a list's rule sees the rows: at least one
    rules.push({
      validator: (_rule, rows: unknown) =>
        Array.isArray(rows) && rows.length > 0 ? Promise.resolve() : Promise.reject(new Error(emptyMessage(field, values))),
    })
  } else if (field.required) {
    rules.push({
      required: true,
      // Only text can be blank with spaces. The key must be absent for the other kinds: any
      // key besides `required` makes the validator check for a string, and a date (dayjs), a
      // number or a numeric select value would always read as empty.
      ...(TEXT_KINDS.has(field.kind) ? { whitespace: true } : {}),
      message: emptyMessage(field, values),
      ...(field.kind === 'multiselect' ? { type: 'array' as const, min: 1 } : {}),
    })
  }
  const limit = fieldLimit(field)
  if (limit) rules.push(limit.rule)
  switch (field.kind) {
    case 'money':
      rules.push(moneyRule())
      break
    case 'cpf-cnpj':
      rules.push(cpfCnpjRule())
      break
    case 'cnpj':
      rules.push(cnpjRule())
      break
    case 'cpf':
      rules.push(cpfRule())
      break
    case 'email':
      rules.push(emailRule())
      break
    case 'phone':
      rules.push(phoneRule())
      break
    case 'cep':
      rules.push(cepRule())
      break
    case 'date':
      // an impossible date typed (31/02) is refused next to the field, never dropped
      rules.push(validDateRule())
      break
  }
  return [...rules, ...(field.rules ?? [])]
}

/** A select's options for the values being edited: its own list, or what its function gives. */
function fieldOptions(field: FieldDef, values: Record<string, unknown>): Option[] {
  return typeof field.options === 'function' ? field.options(values) : (field.options ?? [])
}

/**
 * The input of a field, by its kind, with the options for `values` (the values being edited).
 * `id` comes from Form.Item (label ↔ input).
 */
export function fieldInput(field: FieldDef, disabled = false, values: Record<string, unknown> = {}): ReactNode {
  const common = { disabled, placeholder: field.placeholder }
  const count = fieldLimit(field)?.count
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} count={count} {...common} />
    case 'number':
    case 'percent':
      return (
        <InputNumber
          style={{ width: '100%' }}
          decimalSeparator=","
          precision={field.precision}
          suffix={field.kind === 'percent' ? '%' : undefined}
          {...common}
        />
      )
    case 'money':
      return <MoneyInput {...common} />
    case 'date':
      return <StrictDatePicker format={DATE_FORMAT} disabled={disabled} />
    case 'select':
    case 'multiselect':
      return (
        <Select
          allowClear={!field.required}
          showSearch={{ optionFilterProp: 'label' }}
          mode={field.kind === 'multiselect' ? 'multiple' : undefined}
          options={fieldOptions(field, values)}
          loading={field.loading}
          placeholder={field.placeholder ?? 'Selecione'}
          disabled={disabled}
        />
      )
    case 'boolean':
      return <Switch disabled={disabled} />
    case 'password':
      return <Input.Password autoComplete="new-password" {...common} />
    case 'email':
      return <Input type="email" inputMode="email" count={count} {...common} />
    case 'phone':
      return <Input inputMode="tel" count={count} {...common} />
    case 'cep':
      return <Input inputMode="numeric" count={count} {...common} placeholder={field.placeholder ?? '00000-000'} />
    case 'cpf-cnpj':
    case 'cnpj':
    case 'cpf':
      return <Input count={count} {...common} style={{ textTransform: 'uppercase' }} />
    default:
      return <Input count={count} {...common} />
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

const BLANK_AS_TEXT: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'phone', 'cpf-cnpj', 'cnpj', 'cpf', 'cep'])

/**
 * The form values of a row added to a list: its item fields' `initial`, then the list's
 * `newItem`, then `row` (a new record's first rows).
 */
export function newListItem(list: FieldDef, row: Record<string, unknown> = {}): Record<string, unknown> {
  const item = list.item ?? []
  return toFormValues(item, { ...Object.fromEntries(item.map((f) => [f.name, f.initial])), ...list.newItem, ...row })
}

/** A stored row as form values: dates as dayjs, money as pt-BR text, documents masked. */
export function toFormValues(fields: readonly FieldDef[], row: Record<string, unknown> | null): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.kind === 'custom') continue // its own values come with RegisterForm's initialValues
    const raw = row ? row[field.name] : field.initial
    if (field.writeOnly && row) continue
    if (isBlank(raw)) {
      values[field.name] =
        field.kind === 'boolean' ? Boolean(raw) : field.kind === 'multiselect' || field.kind === 'list' ? [] : undefined
      continue
    }
    switch (field.kind) {
      case 'list': {
        // a new record's rows (the list's `initial`) start as rows added; stored rows as they are
        const rows = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []
        values[field.name] = rows.map((r) =>
          row ? toFormValues(field.item ?? [], r) : newListItem(field, r),
        )
        break
      }
      case 'date': {
        const d = dayjs(String(raw).slice(0, 10), 'YYYY-MM-DD', true)
        values[field.name] = d.isValid() ? d : undefined
        break
      }
      case 'money': {
        try {
          values[field.name] = moneyText.format(toCentavos(raw as string | number) / 100)
        } catch {
          values[field.name] = String(raw)
        }
        break
      }
      case 'number':
      case 'percent':
        values[field.name] = typeof raw === 'number' ? raw : Number(raw)
        break
      case 'cpf-cnpj':
      case 'cnpj':
      case 'cpf':
        values[field.name] = formatCpfCnpj(String(raw))
        break
      default:
        values[field.name] = raw
    }
  }
  return values
}

/**
 * Form values as the payload the backend takes: ISO dates, DRF decimal strings for money,
 * documents masked as the backend stores them.
 */
export function toPayload(fields: readonly FieldDef[], values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.kind === 'custom') continue // the page reads its values from onSubmit's third argument
    const value = values[field.name]
    if (field.visible && !field.visible(values)) continue
    if (field.writeOnly && isBlank(value)) continue
    if (field.readOnlyOnEdit && value === undefined) continue
    if (isBlank(value)) {
      // DRF text fields take '' (blank), the others null
      payload[field.name] = BLANK_AS_TEXT.has(field.kind)
        ? ''
        : field.kind === 'boolean'
          ? false
          : field.kind === 'multiselect' || field.kind === 'list'
            ? []
            : null
      continue
    }
    switch (field.kind) {
      case 'list':
        // each row as its item fields send it (a row's hidden fields left out, per row)
        payload[field.name] = (Array.isArray(value) ? value : []).map((row: unknown) =>
          toPayload(field.item ?? [], (row ?? {}) as Record<string, unknown>),
        )
        break
      case 'date':
        payload[field.name] = dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : String(value)
        break
      case 'money': {
        const centavos = moneyToCentavos(value)
        payload[field.name] = centavos === null ? value : fromCentavos(centavos)
        break
      }
      case 'number':
      case 'percent':
        payload[field.name] = typeof value === 'number' ? value : Number(value)
        break
      case 'cpf-cnpj':
      case 'cnpj':
      case 'cpf': {
        // stored masked, as the backend answers it; the alphanumeric CNPJ in upper case
        payload[field.name] = formatCpfCnpj(normalizeCnpj(String(value)))
        break
      }
      case 'cep':
        payload[field.name] = formatCep(String(value).trim())
        break
      case 'text':
      case 'textarea':
      case 'email':
        payload[field.name] = String(value).trim()
        break
      default:
        payload[field.name] = value
    }
  }
  return payload
}
