import { describe, expect, it } from 'vitest'
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizeCnpj,
  onlyDigits,
} from './documents'

describe('onlyDigits / normalizeCnpj', () => {
  it.each([
    ['111.444.777-35', '11144477735'],
    ['  12 ab-3 ', '123'],
    ['', ''],
  ])('onlyDigits(%j) = %j', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected)
  })

  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12 ABC 345 01DE 35 ', '12ABC34501DE35'],
  ])('normalizeCnpj(%j) = %j', (input, expected) => {
    expect(normalizeCnpj(input)).toBe(expected)
  })
})

describe('CPF', () => {
  it.each([
    ['111444777', '35'],
    ['529982247', '25'],
    ['000000001', '91'],
  ])('cpfCheckDigits(%s) = %s', (base, dv) => {
    expect(cpfCheckDigits(base)).toBe(dv)
  })

  it('rejects a malformed base', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError)
  })

  it.each([
    ['111.444.777-35', true],
    ['11144477735', true],
    ['529.982.247-25', true],
    ['111.444.777-36', false],
    ['111.444.777-53', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['99999999999', false],
    ['1114447773', false],
    ['111444777350', false],
    ['1114447773a', false],
    ['', false],
  ])('isValidCpf(%j) = %s', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected)
  })
})

describe('CNPJ', () => {
  it.each([
    ['112223330001', '81'],
    ['12ABC34501DE', '35'],
    ['12abc34501de', '35'],
  ])('cnpjCheckDigits(%s) = %s', (base, dv) => {
    expect(cnpjCheckDigits(base)).toBe(dv)
  })

  it('rejects a malformed base', () => {
    expect(() => cnpjCheckDigits('11222333000')).toThrow(RangeError)
    expect(() => cnpjCheckDigits('11222333000!')).toThrow(RangeError)
  })

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-35', true],
    ['12.abc.345/01de-35', true],
    ['12ABC34501DE35', true],
    ['11.222.333/0001-82', false],
    ['12.ABC.345/01DE-36', false],
    ['12.ABC.345/01DF-35', false],
    // Check digits are always numeric, even in the alphanumeric CNPJ.
    ['12ABC34501DE3A', false],
    ['00.000.000/0000-00', false],
    ['11111111111111', false],
    ['1122233300018', false],
    ['', false],
  ])('isValidCnpj(%j) = %s', (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected)
  })
})

describe('isValidCpfCnpj', () => {
  it.each([
    ['111.444.777-35', true],
    ['11.222.333/0001-81', true],
    ['12.ABC.345/01DE-35', true],
    ['111.444.777-36', false],
    ['11.222.333/0001-80', false],
    ['123', false],
    ['', false],
  ])('isValidCpfCnpj(%j) = %s', (input, expected) => {
    expect(isValidCpfCnpj(input)).toBe(expected)
  })
})

describe('formatting', () => {
  it.each([
    ['11144477735', '111.444.777-35'],
    ['111.444.777-35', '111.444.777-35'],
    ['1114447773', '1114447773'],
  ])('formatCpf(%j) = %j', (input, expected) => {
    expect(formatCpf(input)).toBe(expected)
  })

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['1122233300018', '1122233300018'],
  ])('formatCnpj(%j) = %j', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected)
  })

  it.each([
    ['11144477735', '111.444.777-35'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12345', '12345'],
    ['abc', 'abc'],
  ])('formatCpfCnpj(%j) = %j', (input, expected) => {
    expect(formatCpfCnpj(input)).toBe(expected)
  })
})
