import { DatePicker, type DatePickerProps } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { FocusEvent, KeyboardEvent } from 'react'
import { parseDateBR } from '@/shared/lib/date'
import '@/shared/lib/dayjs-pt-br'

export const DATE_FORMAT_BR = 'DD/MM/YYYY'

/** What was typed when a date did not exist (31/02/2027): the value carries it to the message. */
const typedText = new WeakMap<Dayjs, string>()

/** An invalid date standing for what the user typed: never dropped, refused by `validDateRule`. */
export function invalidTypedDate(text: string): Dayjs {
  const bad = dayjs('invalid')
  typedText.set(bad, text)
  return bad
}

export function typedTextOf(value: unknown): string | null {
  return dayjs.isDayjs(value) ? (typedText.get(value) ?? null) : null
}

/** A date that does not exist is refused next to the field, in pt-BR, with what was typed. */
export function validDateRule(extra?: (value: Dayjs) => string | null) {
  return {
    validator: (_: unknown, value: Dayjs | null | undefined) => {
      if (!value) return Promise.resolve()
      if (!value.isValid()) {
        const typed = typedTextOf(value)
        return Promise.reject(
          new Error(
            typed
              ? `A data ${typed} não existe. Use dd/mm/aaaa.`
              : 'Data inválida. Use dd/mm/aaaa.',
          ),
        )
      }
      const problem = extra?.(value)
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
    },
  }
}

/** Enter confirms the typed date inside the picker; it must not also submit the whole form. */
function keepEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault()
}

/**
 * antd's DatePicker silently throws away a typed date that does not exist (31/02) and keeps the
 * previous one. This one hands the form an invalid value instead, so the field says so.
 * Refuse dates out of range with `validDateRule(extra)`, not `disabledDate`: in Chromium a typed
 * disabled date is cleared before blur, so it would vanish without a word.
 */
export function StrictDatePicker({
  value,
  onChange,
  onBlur,
  ...rest
}: Omit<DatePickerProps, 'value' | 'onChange'> & {
  value?: Dayjs | null
  onChange?: (value: Dayjs | null) => void
}) {
  const shown = value && value.isValid() ? value : null
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const text = ((event.target as HTMLInputElement).value ?? '').trim()
    if (text) {
      const iso = parseDateBR(text)
      if (iso === null) onChange?.(invalidTypedDate(text))
      else if (!shown || shown.format('YYYY-MM-DD') !== iso) onChange?.(dayjs(iso))
    }
    ;(onBlur as ((e: FocusEvent<HTMLElement>) => void) | undefined)?.(event)
  }
  return (
    <DatePicker
      format={DATE_FORMAT_BR}
      placeholder="dd/mm/aaaa"
      style={{ width: '100%' }}
      onKeyDown={keepEnter}
      {...rest}
      value={shown}
      onChange={(d) => onChange?.(Array.isArray(d) ? (d[0] ?? null) : (d ?? null))}
      onBlur={handleBlur}
    />
  )
}
