import { describe, expect, it } from 'vitest'
import {
  formatBRL,
  formatCentavos,
  fromCentavos,
  parseMoneyInput,
  roundCentavos,
  splitCentavos,
  sumCentavos,
  toCentavos,
} from './money'

const NBSP = '\u00a0'

describe('formatBRL', () => {
  it.each([
    [1234.56, `R$${NBSP}1.234,56`],
    ['1234.50', `R$${NBSP}1.234,50`],
    [-1234.5, `-R$${NBSP}1.234,50`],
    ['-1234.50', `-R$${NBSP}1.234,50`],
    [0, `R$${NBSP}0,00`],
    [-0, `R$${NBSP}0,00`],
    ['0.00', `R$${NBSP}0,00`],
    [0.1, `R$${NBSP}0,10`],
    ['1000000', `R$${NBSP}1.000.000,00`],
    // Exact for decimals that a double cannot hold.
    ['12345678901234567.89', `R$${NBSP}12.345.678.901.234.567,89`],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
    ['abc', '—'],
    ['1,50', '—'],
    ['', '—'],
  ])('formatBRL(%j) = %j', (value, expected) => {
    expect(formatBRL(value)).toBe(expected)
  })

  it('uses a non-breaking space after R$', () => {
    expect(formatBRL(1)).toContain('R$\u00a0')
    expect(formatBRL(1)).not.toContain('R$ ')
  })

  it('0,10 + 0,20 shows 0,30 when summed in centavos', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(formatCentavos(sumCentavos([toCentavos('0.10'), toCentavos('0.20')]))).toBe(
      `R$${NBSP}0,30`,
    )
    expect(formatCentavos(parseMoneyInput('0,10')! + parseMoneyInput('0,20')!)).toBe(
      `R$${NBSP}0,30`,
    )
  })
})

describe('toCentavos / fromCentavos', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['-10.00', -1000],
    ['-0.00', 0],
    ['0.005', 1],
    ['0.0049', 0],
    ['-0.005', -1],
    [' 7.10 ', 710],
    [1234.56, 123456],
    [0.1, 10],
    [1.005, 101],
    [-1.5, -150],
    [19.99, 1999],
  ] as const)('toCentavos(%j) = %i', (value, expected) => {
    expect(toCentavos(value)).toBe(expected)
  })

  it.each(['abc', '1,50', '', '1e3', Number.NaN, Number.POSITIVE_INFINITY])(
    'toCentavos(%j) throws',
    (v) => {
      expect(() => toCentavos(v)).toThrow(RangeError)
    },
  )

  it.each([
    [123456, '1234.56'],
    [5, '0.05'],
    [-5, '-0.05'],
    [-123450, '-1234.50'],
    [0, '0.00'],
    [100, '1.00'],
  ])('fromCentavos(%i) = %j', (c, expected) => {
    expect(fromCentavos(c)).toBe(expected)
    expect(toCentavos(expected)).toBe(c)
  })

  it('fromCentavos refuses fractions of a centavo', () => {
    expect(() => fromCentavos(1.5)).toThrow(RangeError)
  })

  it.each([
    [123450, `R$${NBSP}1.234,50`],
    [-123450, `-R$${NBSP}1.234,50`],
    [null, '—'],
    [1.5, '—'],
  ])('formatCentavos(%j) = %j', (c, expected) => {
    expect(formatCentavos(c)).toBe(expected)
  })

  it.each([
    [166.66666666, 167],
    [12.345000000000001, 12],
    // Binary noise below the 6th decimal is treated as the exact half it stands for.
    [12.499999999999998, 13],
    [12.4999, 12],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, 0],
  ])('roundCentavos(%d) = %i', (x, expected) => {
    expect(roundCentavos(x)).toBe(expected)
  })
})

describe('parseMoneyInput', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['r$1.234,56', 123456],
    ['1234', 123400],
    ['0,1', 10],
    ['0,01', 1],
    ['-10,00', -1000],
    ['-R$ 10,00', -1000],
    ['R$ -10,00', -1000],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['1234.56', 123456],
    ['  12,3  ', 1230],
    ['0', 0],
    ['-0,00', 0],
  ])('parseMoneyInput(%j) = %i', (input, expected) => {
    expect(parseMoneyInput(input)).toBe(expected)
  })

  it.each([
    '1,2,3',
    'abc',
    '',
    '   ',
    'R$',
    '-',
    '1,234',
    '12.34.5',
    '1.23.456',
    '1.2345',
    '--1',
    '1e3',
    '1,',
    ',5',
    '1 2',
    '- R$ -1',
    'R$ R$ 1',
    '1R$',
  ])('parseMoneyInput(%j) = null', (input) => {
    expect(parseMoneyInput(input)).toBeNull()
  })
})

describe('sumCentavos / splitCentavos', () => {
  it.each([
    [[], 0],
    [[10, 20], 30],
    [[100, -30, 5], 75],
  ])('sumCentavos(%j) = %i', (values, expected) => {
    expect(sumCentavos(values)).toBe(expected)
  })

  it('sumCentavos refuses fractional centavos', () => {
    expect(() => sumCentavos([1, 0.5])).toThrow(RangeError)
  })

  it.each([
    [1000, 3, [334, 333, 333]],
    [100, 4, [25, 25, 25, 25]],
    [1, 3, [1, 0, 0]],
    [0, 2, [0, 0]],
    [-1000, 3, [-334, -333, -333]],
    [-1, 2, [-1, 0]],
    [12_000_000, 18, [...Array(12).fill(666_667), ...Array(6).fill(666_666)]],
  ])('splitCentavos(%i, %i)', (total, n, expected) => {
    const parts = splitCentavos(total, n)
    expect(parts).toEqual(expected)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
    expect(parts.some((p) => Object.is(p, -0))).toBe(false)
  })

  it.each([0, -1, 1.5])('splitCentavos rejects n = %d', (n) => {
    expect(() => splitCentavos(100, n)).toThrow(RangeError)
  })
})
