import { describe, expect, it } from 'vitest'
import { limitedText, textCounter, textLimitError, textLimitMessage } from './text-limit'

type Validator = (rule: unknown, value: unknown) => Promise<void>
const validate = (max: number, value: unknown) => (limitedText(max).rule as { validator: Validator }).validator({}, value)
/** what the input shows as its counter for a text of this length */
const shown = (max: number, length: number, options?: { counter?: boolean }) => {
  const { show } = limitedText(max, options).count
  return typeof show === 'function' ? show({ value: 'x'.repeat(length), count: length, maxLength: max }) : show
}

describe('text limits', () => {
  it('says the limit and the current length, in pt-BR numbers', () => {
    expect(textLimitMessage(5000, 10000)).toBe(
      'Máximo de 5.000 caracteres: o texto tem 10.000. Encurte antes de salvar.',
    )
    expect(textLimitMessage(200, 250, 'filtrar')).toBe(
      'Máximo de 200 caracteres: o texto tem 250. Encurte antes de filtrar.',
    )
  })

  it('has no message up to the limit, and one past it', () => {
    expect(textLimitError('a'.repeat(60), 60)).toBeNull()
    expect(textLimitError('a'.repeat(61), 60)).toBe(
      'Máximo de 60 caracteres: o texto tem 61. Encurte antes de salvar.',
    )
    expect(textLimitError(undefined, 60)).toBeNull()
    expect(textLimitError(null, 60)).toBeNull()
  })

  it('the form rule lets a text at the limit through and refuses a longer one with the message', async () => {
    await expect(validate(5000, 'a'.repeat(5000))).resolves.toBeUndefined()
    await expect(validate(5000, '')).resolves.toBeUndefined()
    await expect(validate(5000, undefined)).resolves.toBeUndefined()
    await expect(validate(5000, 'a'.repeat(10000))).rejects.toThrow(
      'Máximo de 5.000 caracteres: o texto tem 10.000. Encurte antes de salvar.',
    )
  })

  it('shows the counter from 80 % of the limit on, and past the limit', () => {
    expect(textCounter(3999, 5000)).toBeNull()
    expect(textCounter(4000, 5000)).toBe('4.000 / 5.000')
    expect(textCounter(4812, 5000)).toBe('4.812 / 5.000')
    expect(textCounter(10000, 5000)).toBe('10.000 / 5.000')
    expect(textCounter(47, 60)).toBeNull()
    expect(textCounter(48, 60)).toBe('48 / 60')
  })

  it('the input counts without cutting: a max, a counter near it, no exceedFormatter', () => {
    const { count } = limitedText(5000)
    expect(count.max).toBe(5000)
    expect(count.exceedFormatter).toBeUndefined()
    expect(count.strategy?.('😊ab')).toBe(4)
    expect(shown(5000, 100)).toBeNull()
    expect(shown(5000, 4812)).toBe('4.812 / 5.000')
  })

  it('codes and formats (up to 10 characters) and fields that ask for it have no counter, only the limit', async () => {
    expect(limitedText(2).count.show).toBe(false)
    expect(limitedText(10).count.show).toBe(false)
    expect(shown(11, 11)).toBe('11 / 11')
    expect(limitedText(18, { counter: false }).count.show).toBe(false)
    expect(limitedText(5, { counter: true }).count.show).toBeTypeOf('function')
    expect(limitedText(2).count.max).toBe(2)
    await expect(
      (limitedText(2).rule as { validator: Validator }).validator({}, 'São Paulo'),
    ).rejects.toThrow('Máximo de 2 caracteres: o texto tem 9. Encurte antes de salvar.')
  })

  it('gives the same object for the same limit (inputs do not see a new count each render)', () => {
    expect(limitedText(120)).toBe(limitedText(120))
    expect(limitedText(120)).not.toBe(limitedText(120, { counter: false }))
  })
})
