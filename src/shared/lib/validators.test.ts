import type { Rule, RuleObject } from 'antd/es/form'
import { describe, expect, it } from 'vitest'
import {
  VALIDATION_MESSAGES,
  cnpjRule,
  cpfCnpjRule,
  cpfRule,
  dateBRRule,
  emailRule,
  hasCrLf,
  isValidDateValue,
  isValidEmail,
  isValidPhoneBR,
  moneyRule,
  moneyToCentavos,
  phoneRule,
  singleLineRule,
  wholeNumberRule,
} from './validators'

/** Runs a rule the way antd does and returns the message, or null when it passes. */
async function run(rule: Rule, value: unknown): Promise<string | null> {
  const obj = rule as RuleObject
  try {
    await obj.validator!(obj, value, () => {})
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('isValidEmail', () => {
  it.each([
    ['ana@empresa.com.br', true],
    ['ana.souza+cobranca@sub.empresa.com', true],
    ['A_B@x.io', true],
    ['ana@empresa', false],
    ['ana@@empresa.com', false],
    ['ana empresa@x.com', false],
    ['@empresa.com', false],
    ['ana@', false],
    ['.ana@x.com', false],
    ['ana..b@x.com', false],
    ['ana@-x.com', false],
    ['ana@x.com\r\nBcc: vitima@x.com', false],
    ['ana@x.com\n', false],
    [`${'a'.repeat(65)}@x.com`, false],
    [`a@${'b'.repeat(250)}.com`, false],
    ['', false],
  ])('isValidEmail(%j) = %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected)
  })
})

describe('isValidPhoneBR', () => {
  it.each([
    ['(11) 98765-4321', true],
    ['11987654321', true],
    ['+55 11 98765-4321', true],
    ['5511987654321', true],
    ['(21) 3456-7890', true],
    ['2134567890', true],
    ['(99) 2345-6789', true],
    ['(11) 88765-4321', false],
    ['(11) 9876-5432', false],
    ['(20) 98765-4321', false],
    ['(10) 98765-4321', false],
    ['(01) 98765-4321', false],
    ['98765-4321', false],
    ['119876543210', false],
    ['(11) 98765-432a', false],
    ['', false],
  ])('isValidPhoneBR(%j) = %s', (input, expected) => {
    expect(isValidPhoneBR(input)).toBe(expected)
  })
})

describe('hasCrLf', () => {
  it.each([
    ['Assunto normal', false],
    ['Linha\r\nBcc: x', true],
    ['a\nb', true],
    ['a\rb', true],
    ['', false],
  ])('hasCrLf(%j) = %s', (input, expected) => {
    expect(hasCrLf(input)).toBe(expected)
  })
})

describe('form rules', () => {
  it.each([
    ['cpfRule', cpfRule(), '111.444.777-35', '111.444.777-36', 'CPF inválido.'],
    ['cnpjRule', cnpjRule(), '12.ABC.345/01DE-35', '11.222.333/0001-82', 'CNPJ inválido.'],
    ['cpfCnpjRule (CPF)', cpfCnpjRule(), '11144477735', '11111111111', 'CPF/CNPJ inválido.'],
    [
      'cpfCnpjRule (CNPJ)',
      cpfCnpjRule(),
      '11.222.333/0001-81',
      '1122233300018',
      'CPF/CNPJ inválido.',
    ],
    ['emailRule', emailRule(), 'ana@empresa.com.br', 'ana@empresa', 'E-mail inválido.'],
    ['phoneRule', phoneRule(), '(11) 98765-4321', '1234', 'Telefone inválido. Use DDD + número.'],
    ['moneyRule', moneyRule(), '1.234,56', '1,2,3', 'Valor inválido. Ex.: 1.234,56'],
    ['dateBRRule', dateBRRule(), '29/02/2024', '29/02/2025', 'Data inválida.'],
    ['dateBRRule (31/02)', dateBRRule(), '2026-03-01', '31/02/2026', 'Data inválida.'],
    [
      'singleLineRule',
      singleLineRule(),
      'Boleto de março',
      'Assunto\r\nBcc: x@y.z',
      'Não use quebras de linha.',
    ],
  ])(
    '%s accepts valid, ignores empty and rejects invalid',
    async (_name, rule, valid, invalid, message) => {
      expect(await run(rule, valid)).toBeNull()
      expect(await run(rule, undefined)).toBeNull()
      expect(await run(rule, null)).toBeNull()
      expect(await run(rule, '')).toBeNull()
      expect(await run(rule, '   ')).toBeNull()
      expect(await run(rule, invalid)).toBe(message)
    },
  )

  it('messages are the documented pt-BR strings', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      cpf: 'CPF inválido.',
      cnpj: 'CNPJ inválido.',
      cpfCnpj: 'CPF/CNPJ inválido.',
      email: 'E-mail inválido.',
      phone: 'Telefone inválido. Use DDD + número.',
      money: 'Valor inválido. Ex.: 1.234,56',
      date: 'Data inválida.',
    })
  })

  it.each([
    ['10,00', null],
    ['0,99', 'O valor mínimo é R$\u00a01,00.'],
    [0.5, 'O valor mínimo é R$\u00a01,00.'],
    [1, null],
    ['-5,00', 'O valor mínimo é R$\u00a01,00.'],
    ['abc', 'Valor inválido. Ex.: 1.234,56'],
  ])('moneyRule({ min: 100 }) on %j', async (value, expected) => {
    expect(await run(moneyRule({ min: 100 }), value)).toBe(expected)
  })

  it.each([
    ['500,00', null],
    ['500,01', 'O desconto não pode ser maior que o valor original.'],
    ['', null],
    ['abc', 'Valor inválido. Ex.: 1.234,56'],
  ])('moneyRule with a ceiling of R$ 500,00 on %j', async (value, expected) => {
    const rule = moneyRule({
      min: 0,
      max: 50_000,
      maxMessage: 'O desconto não pode ser maior que o valor original.',
    })
    expect(await run(rule, value)).toBe(expected)
  })

  it('moneyRule names the ceiling when no message is given', async () => {
    expect(await run(moneyRule({ max: 100 }), '1,01')).toBe('O valor máximo é R$\u00a01,00.')
  })

  it.each([
    ['1', null],
    ['120', null],
    [' 12 ', null],
    [3, null],
    ['', null],
    ['0', 'De 1 a 120 parcelas.'],
    ['121', 'De 1 a 120 parcelas.'],
    ['2,5', 'De 1 a 120 parcelas.'],
    ['-3', 'De 1 a 120 parcelas.'],
    ['dez', 'De 1 a 120 parcelas.'],
  ])('wholeNumberRule(1, 120) on %j', async (value, expected) => {
    expect(await run(wholeNumberRule(1, 120, 'De 1 a 120 parcelas.'), value)).toBe(expected)
  })

  it.each([
    ['R$ 1.234,56', 123456],
    [12.34, 1234],
    [Number.NaN, null],
    [{}, null],
  ])('moneyToCentavos(%j) = %j', (value, expected) => {
    expect(moneyToCentavos(value)).toBe(expected)
  })

  it.each([
    [{ isValid: () => true }, true],
    [{ isValid: () => false }, false],
    [new Date('2026-03-01T12:00:00Z'), true],
    [new Date('nope'), false],
    ['01/03/2026', true],
    ['2026-02-29', false],
    [42, false],
  ])('isValidDateValue(%#) = %s', (value, expected) => {
    expect(isValidDateValue(value)).toBe(expected)
  })
})
