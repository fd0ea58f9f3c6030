import { describe, expect, it } from 'vitest'
import {
  barcodeToLinha,
  boletoMod11,
  buildBoleto,
  dueDateFactor,
  dueDateFromFactor,
  formatLinhaDigitavel,
  isValidLinhaDigitavel,
  linhaToBarcode,
  mod10,
  parseLinhaDigitavel,
} from './boleto'

const LINHA_BB = '00190500954014481606906809350314337370000000100'
const LINHA_BRADESCO = '23793381286000782713695000063305975520000370000'

const KNOWN = [
  {
    linha: LINHA_BB,
    barcode: '00193373700000001000500940144816060680935031',
    formatted: '00190.50095 40144.816069 06809.350314 3 37370000000100',
    banco: '001',
    valorCentavos: 100,
  },
  {
    linha: LINHA_BRADESCO,
    barcode: '23799755200003700003381260007827139500006330',
    formatted: '23793.38128 60007.827136 95000.063305 9 75520000370000',
    banco: '237',
    valorCentavos: 370000,
  },
]

describe('mod10 / boletoMod11', () => {
  it.each([
    ['001905009', 5],
    ['4014481606', 9],
    ['0680935031', 4],
    ['237933812', 8],
    ['0', 0],
  ])('mod10(%s) = %i', (digits, dv) => {
    expect(mod10(digits)).toBe(dv)
  })

  it.each(KNOWN)('general DV of $barcode', ({ barcode }) => {
    expect(boletoMod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]))
  })

  it('maps results 10 and 11 to 1', () => {
    // Sum 0 → 11 − 0 = 11; sum 1 → 11 − 1 = 10.
    expect(boletoMod11('0'.repeat(43))).toBe(1)
    expect(boletoMod11('0'.repeat(38) + '0' + '0000')).toBe(1)
  })
})

describe('due-date factor', () => {
  it.each([
    ['2000-07-03', 1000],
    ['2007-12-31', 3737],
    ['2018-06-11', 7552],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ])('dueDateFactor(%s) = %i', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor)
  })

  it('rejects dates before the first valid factor', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError)
  })

  it.each([
    [1000, '2026-01-01', '2025-02-22'],
    [9999, '2026-01-01', '2025-02-21'],
    [1000, '2010-01-01', '2000-07-03'],
    [3737, '2008-01-01', '2007-12-31'],
    [3737, '2026-03-01', '2032-08-21'],
    [7552, '2026-03-01', '2018-06-11'],
    [2000, '2026-06-01', '2027-11-19'],
  ])('dueDateFromFactor(%i, %s) = %s', (factor, today, expected) => {
    expect(dueDateFromFactor(factor, today)).toBe(expected)
  })

  it('round-trips every date in the window around today', () => {
    const today = '2026-03-15'
    for (const date of ['2018-06-01', '2025-02-21', '2025-02-22', '2026-03-15', '2040-12-31']) {
      expect(dueDateFromFactor(dueDateFactor(date), today)).toBe(date)
    }
  })

  it.each([0, 999, 10000, 1.5])('rejects factor %d', (factor) => {
    expect(() => dueDateFromFactor(factor, '2026-01-01')).toThrow(RangeError)
  })
})

describe('known linhas digitáveis', () => {
  it.each(KNOWN)('$linha is valid and round-trips', ({ linha, barcode, formatted }) => {
    expect(isValidLinhaDigitavel(linha)).toBe(true)
    expect(isValidLinhaDigitavel(formatted)).toBe(true)
    expect(linhaToBarcode(linha)).toBe(barcode)
    expect(barcodeToLinha(barcode)).toBe(linha)
    expect(linhaToBarcode(formatted)).toBe(barcode)
    expect(formatLinhaDigitavel(linha)).toBe(formatted)
    expect(formatLinhaDigitavel(formatted)).toBe(formatted)
  })

  it.each([
    [LINHA_BB, '2008-01-01', { banco: '001', valorCentavos: 100, vencimento: '2007-12-31' }],
    [
      LINHA_BRADESCO,
      '2018-06-01',
      { banco: '237', valorCentavos: 370000, vencimento: '2018-06-11' },
    ],
  ])('parseLinhaDigitavel(%s, %s)', (linha, today, expected) => {
    expect(parseLinhaDigitavel(linha, today)).toEqual(expected)
  })

  it('every single-digit mutation is rejected', () => {
    for (const { linha } of KNOWN) {
      for (let i = 0; i < linha.length; i++) {
        const changed = String((Number(linha[i]) + 1) % 10)
        const mutated = linha.slice(0, i) + changed + linha.slice(i + 1)
        // Only the value/factor part has no block DV; the general DV covers it.
        expect(isValidLinhaDigitavel(mutated), `position ${i + 1}`).toBe(false)
      }
    }
  })

  it.each([
    ['swapped block DV', '00190500944014481606906809350314337370000000100'],
    ['wrong general DV', '00190500954014481606906809350314237370000000100'],
    ['changed value', '00190500954014481606906809350314337370000000101'],
    ['too short', LINHA_BB.slice(0, 46)],
    ['too long', LINHA_BB + '0'],
    ['letters', LINHA_BB.slice(0, 46) + 'a'],
    ['empty', ''],
  ])('rejects %s', (_label, input) => {
    expect(isValidLinhaDigitavel(input)).toBe(false)
    expect(parseLinhaDigitavel(input, '2026-01-01')).toBeNull()
  })

  it('leaves unknown shapes unformatted', () => {
    expect(formatLinhaDigitavel('123')).toBe('123')
  })

  it('conversion rejects wrong lengths', () => {
    expect(() => linhaToBarcode('123')).toThrow(RangeError)
    expect(() => barcodeToLinha('123')).toThrow(RangeError)
  })
})

describe('buildBoleto', () => {
  it.each([
    {
      banco: '001',
      vencimento: '2026-05-10',
      valorCentavos: 12345,
      campoLivre: '0000001234567890123456718',
    },
    { banco: '237', vencimento: '2025-02-22', valorCentavos: 0, campoLivre: '9'.repeat(25) },
    {
      banco: '341',
      vencimento: '2030-12-31',
      valorCentavos: 9_999_999_999,
      campoLivre: '1'.repeat(25),
    },
  ])('builds a valid bill for $banco $vencimento $valorCentavos', (args) => {
    const { codigoBarras, linhaDigitavel } = buildBoleto(args)
    expect(codigoBarras).toMatch(/^\d{44}$/)
    expect(linhaDigitavel).toMatch(/^\d{47}$/)
    expect(codigoBarras.slice(0, 3)).toBe(args.banco)
    expect(codigoBarras[3]).toBe('9')
    expect(codigoBarras.slice(19)).toBe(args.campoLivre)
    expect(isValidLinhaDigitavel(linhaDigitavel)).toBe(true)
    expect(linhaToBarcode(linhaDigitavel)).toBe(codigoBarras)
    expect(parseLinhaDigitavel(linhaDigitavel, '2026-01-01')).toEqual({
      banco: args.banco,
      valorCentavos: args.valorCentavos,
      vencimento: args.vencimento,
    })
  })

  it('rebuilds the known Bradesco bill from its parts', () => {
    expect(
      buildBoleto({
        banco: '237',
        vencimento: '2018-06-11',
        valorCentavos: 370000,
        campoLivre: '3381260007827139500006330',
      }),
    ).toEqual({ codigoBarras: KNOWN[1].barcode, linhaDigitavel: LINHA_BRADESCO })
  })

  it.each([
    { banco: '01', vencimento: '2026-01-01', valorCentavos: 1, campoLivre: '0'.repeat(25) },
    { banco: '001', vencimento: '2026-02-30', valorCentavos: 1, campoLivre: '0'.repeat(25) },
    { banco: '001', vencimento: '2026-01-01', valorCentavos: 1.5, campoLivre: '0'.repeat(25) },
    { banco: '001', vencimento: '2026-01-01', valorCentavos: -1, campoLivre: '0'.repeat(25) },
    {
      banco: '001',
      vencimento: '2026-01-01',
      valorCentavos: 10_000_000_000,
      campoLivre: '0'.repeat(25),
    },
    { banco: '001', vencimento: '2026-01-01', valorCentavos: 1, campoLivre: '0'.repeat(24) },
  ])('rejects bad input %j', (args) => {
    expect(() => buildBoleto(args)).toThrow(RangeError)
  })
})
