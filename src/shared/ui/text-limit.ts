/**
 * Text limits: one way for every limited field. Nothing typed or pasted is cut (no `maxLength`
 * on the input: the browser would drop the rest of a paste without a word). The field shows
 * "4.812 / 5.000" once the text nears its limit, and a text over it gets a message next to the
 * field and keeps the form from saving. The limits are the server's.
 */
import type { InputProps } from 'antd'
import type { Rule } from 'antd/es/form'
import './text-limit.css'

export type TextCount = NonNullable<InputProps['count']>

export interface TextLimit {
  /** for antd's Input and Input.TextArea: never cuts, marks the text in red when over */
  count: TextCount
  /** for the Form.Item: refuses a text over the limit, saying by how much */
  rule: Rule
}

export interface TextLimitOptions {
  /**
   * Show "4.812 / 5.000" near the limit. Default: yes, except for limits up to
   * {@link SHORT_LIMIT} characters (UF, CEP, hora, códigos), where the whole text is in view
   * and the field's format says the size.
   */
  counter?: boolean
}

/** From this share of the limit on, the field shows its counter. */
export const COUNTER_FROM = 0.8
/** Limits up to this are codes and formats: no counter unless asked for. */
export const SHORT_LIMIT = 10

const integer = new Intl.NumberFormat('pt-BR')

/** Characters as the server counts them (JavaScript string length, as the demo API's checks). */
export const textLength = (value: string): number => value.length

/** "Máximo de 5.000 caracteres: o texto tem 10.000. Encurte antes de salvar." */
export function textLimitMessage(max: number, length: number, action = 'salvar'): string {
  return `Máximo de ${integer.format(max)} caracteres: o texto tem ${integer.format(length)}. Encurte antes de ${action}.`
}

/** The message for a value over the limit; null when it fits (or is not text). */
export function textLimitError(value: unknown, max: number, action?: string): string | null {
  if (typeof value !== 'string') return null
  const length = textLength(value)
  return length > max ? textLimitMessage(max, length, action) : null
}

/** "4.812 / 5.000" from {@link COUNTER_FROM} of the limit on (and over it); null before. */
export function textCounter(length: number, max: number): string | null {
  return length >= Math.ceil(max * COUNTER_FROM) ? `${integer.format(length)} / ${integer.format(max)}` : null
}

const cache = new Map<string, TextLimit>()

/**
 * The `count` for the input and the `rule` for its Form.Item, for a limit of `max` characters:
 * `<Form.Item rules={[…, limit.rule]}><Input count={limit.count} /></Form.Item>`.
 * The same object for the same limit, so inputs do not see a new `count` on every render.
 */
export function limitedText(max: number, options: TextLimitOptions = {}): TextLimit {
  const counter = options.counter ?? max > SHORT_LIMIT
  const key = `${max}:${counter}`
  let limit = cache.get(key)
  if (!limit) {
    limit = {
      count: {
        max,
        strategy: textLength,
        // Always a formatter, even when it shows nothing yet: the input keeps the same elements
        // when the counter appears, so the caret and the focus stay where they are.
        show: counter ? ({ count }) => textCounter(count, max) : false,
      },
      rule: {
        validator: (_rule, value: unknown) => {
          const error = textLimitError(value, max)
          return error ? Promise.reject(new Error(error)) : Promise.resolve()
        },
      },
    }
    cache.set(key, limit)
  }
  return limit
}
