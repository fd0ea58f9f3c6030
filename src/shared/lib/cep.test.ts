import { describe, expect, it } from 'vitest'
import { CEP_MESSAGE, cepRule, formatCep, isValidCep, maskCep } from './cep'

describe('CEP', () => {
  it.each([
    ['01310-100', true],
    ['01310100', true],
    ['01.310-100', true],
    [' 20040-002 ', true],
    ['0131-0100', false],
    ['1310-100', false],
    ['013101000', false],
    ['01310-10A', false],
    ['00000-000', false],
    ['', false],
  ])('isValidCep(%j) = %s', (input, valid) => {
    expect(isValidCep(input)).toBe(valid)
  })

  it.each([
    ['01310100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['abc', 'abc'],
  ])('formatCep(%j) = %j', (input, out) => {
    expect(formatCep(input)).toBe(out)
  })

  it.each([
    ['013', '013'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310-1009', '01310-1009'],
  ])('maskCep(%j) = %j', (input, out) => {
    expect(maskCep(input)).toBe(out)
  })

  it('antd rule lets empty values through and refuses a bad CEP with the pt-BR message', async () => {
    const rule = cepRule() as { validator: (r: unknown, v: unknown) => Promise<void> }
    await expect(rule.validator({}, '')).resolves.toBeUndefined()
    await expect(rule.validator({}, '01310-100')).resolves.toBeUndefined()
    await expect(rule.validator({}, '123')).rejects.toThrow(CEP_MESSAGE)
  })
})
