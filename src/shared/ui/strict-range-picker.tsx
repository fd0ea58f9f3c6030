import { DatePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import { useId, useState, type CSSProperties, type FocusEvent } from 'react'
import { parseDateBR } from '@/shared/lib/date'
import { DATE_FORMAT_BR } from './strict-date-picker'
import '@/shared/lib/dayjs-pt-br'

type RangeValue = [Dayjs | null, Dayjs | null]

export interface StrictRangePickerProps {
  id: { start: string; end: string }
  value: RangeValue
  /** called by antd with the dates it accepted; an impossible typed date never reaches it */
  onChange: (dates: RangeValue | null) => void
  allowEmpty?: [boolean, boolean]
  allowClear?: boolean
  placeholder?: [string, string]
  'aria-label'?: string
  style?: CSSProperties
}

const DATE_SHAPE = /^\d{1,2}\/\d{1,2}\/\d{4}$/

/** The pt-BR message for a date typed in a range that is not a real day, or null when it is fine. */
export function typedRangeProblem(text: string): string | null {
  const typed = text.trim()
  if (!typed || parseDateBR(typed) !== null) return null
  return DATE_SHAPE.test(typed)
    ? `A data ${typed} não existe e não foi aplicada. Use dd/mm/aaaa.`
    : `"${typed}" não é uma data e não foi aplicada. Use dd/mm/aaaa.`
}

function rangeKey(value: RangeValue): string {
  return value.map((d) => (d && d.isValid() ? d.format('YYYY-MM-DD') : '')).join('|')
}

/**
 * antd's RangePicker silently throws away a typed date that does not exist (31/02) and shows the
 * previous one again. This one keeps that behaviour for the value (a filter never holds an
 * impossible date) but says so next to the field, in pt-BR, with what was typed. The message
 * goes when a date is accepted, when the typed text is fixed, or when the value changes from
 * outside ("Limpar filtros", Back).
 */
export function StrictRangePicker({
  id,
  value,
  onChange,
  allowEmpty,
  allowClear,
  placeholder,
  'aria-label': ariaLabel,
  style,
}: StrictRangePickerProps) {
  const messageId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const key = rangeKey(value)
  const [heldKey, setHeldKey] = useState(key)
  if (heldKey !== key) {
    setHeldKey(key)
    setProblem(null)
  }

  // React's onBlur bubbles (focusout): each of the two inputs reports what it held when left,
  // before antd puts the previous date back in it.
  const checkTyped = (event: FocusEvent<HTMLElement>) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement)) return
    if (target.id !== id.start && target.id !== id.end) return
    setProblem(typedRangeProblem(target.value))
  }

  return (
    <>
      <span className="strict-range-picker" onBlur={checkTyped} style={{ display: 'inline-flex', ...style }}>
        <DatePicker.RangePicker
          id={id}
          aria-label={ariaLabel}
          format={DATE_FORMAT_BR}
          allowEmpty={allowEmpty}
          allowClear={allowClear}
          placeholder={placeholder}
          status={problem ? 'error' : undefined}
          value={value}
          onChange={(dates) => {
            setProblem(null)
            onChange(dates as RangeValue | null)
          }}
        />
      </span>
      {problem && (
        <div id={messageId} role="alert" className="strict-range-message" style={{ color: '#cf1322', fontSize: 12, width: '100%' }}>
          {problem}
        </div>
      )}
    </>
  )
}
