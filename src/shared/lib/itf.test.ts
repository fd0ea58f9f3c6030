import { describe, expect, it } from 'vitest'
import { linhaToBarcode } from './boleto'
import { ITF_DIGITS, itfBars, itfDecode, itfPattern, itfWidths } from './itf'

describe('Interleaved 2 of 5', () => {
  it('gives every digit two wide and three narrow elements, all different', () => {
    for (const code of ITF_DIGITS) expect(code.replace(/n/g, '')).toHaveLength(2)
    expect(new Set(ITF_DIGITS).size).toBe(10)
  })

  it.each([
    // start nnnn, the pair's bars from the first digit and spaces from the second, stop wnn
    ['12', 'nnnn' + 'wnnwnnnnww' + 'wnn'],
    ['00', 'nnnn' + 'nnnnwwwwnn' + 'wnn'],
    ['90', 'nnnn' + 'nnwnnwwwnn' + 'wnn'],
    ['3847', 'nnnn' + 'wwwnnnnwnn' + 'nnnnwnnwww' + 'wnn'],
  ])('encodes %s as %s', (digits, pattern) => {
    expect(itfPattern(digits)).toBe(pattern)
  })

  it.each(['', '1', '123', '12a4', '12 34'])('refuses %j', (digits) => {
    expect(() => itfPattern(digits)).toThrow(RangeError)
  })

  it.each([
    '00190500954014481606906809350314337370000000100',
    '23793381286000782713695000063305975520000370000',
  ])('draws the 44 digits of the boleto %s and reads them back', (linha) => {
    const barcode = linhaToBarcode(linha)
    const layout = itfBars(barcode)
    // 44 digits: 22 pairs of 10 elements, plus 4 start and 3 stop elements; bars are every other one
    expect(itfPattern(barcode)).toHaveLength(22 * 10 + 7)
    expect(layout.bars).toHaveLength((22 * 10 + 7 + 1) / 2)
    // each pair is 2 × (2 wide + 3 narrow) = 4 × 3 + 6 = 18 units at ratio 3; start 4, stop 5
    expect(layout.width).toBe(22 * 18 + 4 + 5)
    expect(itfDecode(itfWidths(layout))).toBe(barcode)
  })

  it('reads a drawing at another scale and ratio, and refuses a broken one', () => {
    const layout = itfBars('0123456789', 2.5)
    const widths = itfWidths(layout).map((w) => w * 1.7)
    expect(itfDecode(widths)).toBe('0123456789')
    const broken = [...widths]
    broken[5] = broken[5] > 2 ? 1.7 : 4.25 // flip one element of the first digit
    expect(itfDecode(broken)).toBeNull()
    expect(itfDecode([1, 1, 1])).toBeNull()
  })

  it('refuses a wide:narrow ratio outside 2..3', () => {
    expect(() => itfBars('12', 1.5)).toThrow(RangeError)
    expect(() => itfBars('12', 4)).toThrow(RangeError)
  })
})
