import { ClearOutlined } from '@ant-design/icons'
import { Button, Input, Select } from 'antd'
import dayjs from 'dayjs'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { Option } from '../columns'
import { StrictRangePicker } from '../strict-range-picker'
import { limitedText, textLength, textLimitError } from '../text-limit'
import { PERIOD_PRESETS, presetRange, type DateRange, type Period, type PeriodPreset } from './url-filters'
import '@/shared/lib/dayjs-pt-br'

export type FilterField =
  | { name: string; kind: 'text'; label: string; placeholder?: string; width?: number }
  | {
      name: string
      kind: 'select'
      label: string
      options: Option[]
      /** a listFilter takes several values; numberFilter/choiceFilter one */
      multiple?: boolean
      loading?: boolean
      placeholder?: string
      width?: number
      /** choiceFilter values always have one: no clear button */
      required?: boolean
    }
  | { name: string; kind: 'date-range'; label: string }
  | { name: string; kind: 'period'; label?: string }
  /** a report that has no period (a position of today): says so where the period would be */
  | { name: string; kind: 'snapshot'; text: string }

/** The filter bar's line for a report that is a position of today, not of a period. */
export const TODAY_SNAPSHOT: FilterField = { name: 'posicao', kind: 'snapshot', text: 'Posição de hoje (sem filtro de período)' }

export interface FilterBarProps {
  fields: FilterField[]
  values: Record<string, unknown>
  onChange: (patch: Record<string, unknown>) => void
  onClear?: () => void
  /** something is filtered: "Limpar filtros" is enabled */
  active?: boolean
  label?: string
}

export interface TextFilterInputProps {
  id: string
  /** the filter's value where it is held (the URL) */
  value: string
  onCommit: (value: string) => void
  /** pause after typing before committing; 0 commits every change */
  delay?: number
  placeholder?: string
  prefix?: ReactNode
  /**
   * The text's limit (200 by default). Nothing is cut: a longer text stays in the input with a
   * message under it and is not applied to the filter until it is shortened.
   */
  maxLength?: number
}

/**
 * A text filter: what the user types stays in the input, and reaches the filter's holder after
 * a pause in typing, or at once on Enter. A value that comes back from the holder is the one
 * this input sent, so it never overwrites what was typed since; any other value (Back, "Limpar
 * filtros", a link) replaces the text. A text over the limit is never cut nor sent: the input
 * says so and the filter keeps its last value.
 */
export function TextFilterInput({ id, value, onCommit, delay = 400, placeholder, prefix, maxLength = 200 }: TextFilterInputProps) {
  const [text, setText] = useState(value)
  const [held, setHeld] = useState(value)
  const sent = useRef<string | null>(null)
  if (held !== value) {
    setHeld(value)
    // the holder trims; what this input sent comes back trimmed and is not a change
    const echo = sent.current !== null && value.trim() === sent.current.trim()
    if (!echo) setText(value)
  }
  const commit = useCallback(
    (next: string) => {
      if (textLength(next) > maxLength) return
      sent.current = next
      onCommit(next)
    },
    [onCommit, maxLength],
  )
  useEffect(() => {
    if (text === value || text === sent.current || delay === 0) return
    const timer = setTimeout(() => commit(text), delay)
    return () => clearTimeout(timer)
  }, [text, value, delay, commit])
  const tooLong = textLimitError(text, maxLength, 'filtrar')
  const errorId = `${id}-limite`
  return (
    <>
      <Input
        id={id}
        allowClear
        value={text}
        prefix={prefix}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
          if (delay === 0) commit(event.target.value)
        }}
        onPressEnter={() => commit(text)}
        count={limitedText(maxLength).count}
        status={tooLong ? 'error' : undefined}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? errorId : undefined}
      />
      {tooLong && (
        <div id={errorId} className="text-filter-error" role="alert">
          {tooLong}
        </div>
      )}
    </>
  )
}

function toDayjs(iso: string | null | undefined) {
  return iso ? dayjs(iso, 'YYYY-MM-DD') : null
}

/** The filter bar of a report: labelled controls that write to the URL through `onChange`. */
export function FilterBar({ fields, values, onChange, onClear, active, label = 'Filtros' }: FilterBarProps) {
  const base = useId()
  return (
    <div className="report-filters" role="search" aria-label={label}>
      {fields.map((field) => {
        const id = `${base}-${field.name}`
        const value = values[field.name]
        if (field.kind === 'text') {
          return (
            <div key={field.name} className="report-filter" style={{ width: field.width ?? 240 }}>
              <label htmlFor={id}>{field.label}</label>
              <TextFilterInput
                id={id}
                value={(value as string) ?? ''}
                placeholder={field.placeholder}
                onCommit={(v) => onChange({ [field.name]: v })}
              />
            </div>
          )
        }
        if (field.kind === 'select') {
          return (
            <div key={field.name} className="report-filter" style={{ width: field.width ?? 220 }}>
              <label htmlFor={id}>{field.label}</label>
              <Select
                id={id}
                mode={field.multiple ? 'multiple' : undefined}
                allowClear={!field.required}
                showSearch={{ optionFilterProp: 'label' }}
                maxTagCount="responsive"
                loading={field.loading}
                placeholder={field.placeholder ?? 'Todos'}
                options={field.options}
                value={field.multiple ? ((value as unknown[]) ?? []) : ((value as string | number | null) ?? undefined)}
                onChange={(v: unknown) => onChange({ [field.name]: field.multiple ? (v ?? []) : (v ?? null) })}
                style={{ width: '100%' }}
              />
            </div>
          )
        }
        if (field.kind === 'date-range') {
          const range = (value as DateRange) ?? { from: null, to: null }
          return (
            <div key={field.name} className="report-filter report-filter-dates">
              <label htmlFor={id}>{field.label}</label>
              <StrictRangePicker
                id={{ start: id, end: `${id}-fim` }}
                allowEmpty={[true, true]}
                placeholder={['de', 'até']}
                value={[toDayjs(range.from), toDayjs(range.to)]}
                onChange={(dates) =>
                  onChange({
                    [field.name]: {
                      from: dates?.[0] ? dates[0].format('YYYY-MM-DD') : null,
                      to: dates?.[1] ? dates[1].format('YYYY-MM-DD') : null,
                    },
                  })
                }
              />
            </div>
          )
        }
        if (field.kind === 'snapshot') {
          return (
            <div key={field.name} className="report-filter report-filter-snapshot">
              <span className="report-filter-label">Período</span>
              <span className="report-filter-snapshot-text">{field.text}</span>
            </div>
          )
        }
        const period = value as Period
        return (
          <div key={field.name} className="report-filter report-filter-period">
            <label htmlFor={id}>{field.label ?? 'Período'}</label>
            <div className="report-period">
              <Select
                id={id}
                aria-label="Período predefinido"
                value={period.preset}
                options={PERIOD_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
                onChange={(preset: PeriodPreset) =>
                  onChange({ [field.name]: { preset, ...(preset === 'custom' ? { from: period.from, to: period.to } : presetRange(preset)) } })
                }
                style={{ width: 170 }}
              />
              <StrictRangePicker
                id={{ start: `${id}-inicio`, end: `${id}-fim` }}
                aria-label="Datas do período"
                allowClear={false}
                value={[toDayjs(period.from), toDayjs(period.to)]}
                onChange={(dates) => {
                  if (!dates?.[0] || !dates?.[1]) return
                  onChange({
                    [field.name]: { preset: 'custom', from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') },
                  })
                }}
              />
            </div>
          </div>
        )
      })}
      {onClear && (
        <div className="report-filter report-filter-clear">
          <Button icon={<ClearOutlined />} onClick={onClear} disabled={!active}>
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  )
}
