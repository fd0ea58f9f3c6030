import { describe, expect, it } from 'vitest'
import {
  annualToMonthlyRate,
  cdiAccumulatedFactor,
  monthlyToAnnualRate,
  priceSchedule,
  pricePmt,
  sacSchedule,
  type ScheduleRow,
} from './financing'

const PV = 12_000_000
const RATE = 0.0125
const N = 18

function expectConsistent(rows: ScheduleRow[], pv: number, n: number): void {
  expect(rows).toHaveLength(n)
  expect(rows[0].saldoInicialCentavos).toBe(pv)
  expect(rows[n - 1].saldoFinalCentavos).toBe(0)
  expect(rows.reduce((a, r) => a + r.amortizacaoCentavos, 0)).toBe(pv)
  rows.forEach((r, i) => {
    expect(r.numero).toBe(i + 1)
    expect(r.parcelaCentavos).toBe(r.amortizacaoCentavos + r.jurosCentavos)
    expect(r.saldoFinalCentavos).toBe(r.saldoInicialCentavos - r.amortizacaoCentavos)
    for (const v of Object.values(r)) expect(Number.isSafeInteger(v)).toBe(true)
    if (i > 0) expect(r.saldoInicialCentavos).toBe(rows[i - 1].saldoFinalCentavos)
  })
}

describe('SAC', () => {
  it('DOMAIN check: PV 120.000,00 at 1,25 %, n = 18', () => {
    const rows = sacSchedule(PV, RATE, N)
    expectConsistent(rows, PV, N)
    expect(rows[0]).toEqual({
      numero: 1,
      saldoInicialCentavos: 12_000_000,
      jurosCentavos: 150_000,
      amortizacaoCentavos: 666_667,
      parcelaCentavos: 816_667,
      saldoFinalCentavos: 11_333_333,
    })
    expect(rows.slice(0, -1).every((r) => r.amortizacaoCentavos === 666_667)).toBe(true)
    expect(rows[N - 1].amortizacaoCentavos).toBe(666_661)
    // Instalments fall by A × i each month.
    expect(rows[0].parcelaCentavos - rows[1].parcelaCentavos).toBe(8_333)
  })

  it.each([
    [100_000, 0.02, 1],
    [100, 0.01, 3],
    [1, 0.1, 3],
    [0, 0.01, 5],
    [999_999, 0, 7],
  ])('closes at zero for PV %i, i %d, n %i', (pv, rate, n) => {
    expectConsistent(sacSchedule(pv, rate, n), pv, n)
  })
})

describe('Price', () => {
  it('DOMAIN check: PMT = 7.486,17', () => {
    expect(pricePmt(PV, RATE, N)).toBe(748_617)
  })

  it('has constant instalments and the last one absorbs rounding', () => {
    const rows = priceSchedule(PV, RATE, N)
    expectConsistent(rows, PV, N)
    expect(rows.slice(0, -1).every((r) => r.parcelaCentavos === 748_617)).toBe(true)
    expect(rows[0]).toMatchObject({ jurosCentavos: 150_000, amortizacaoCentavos: 598_617 })
    expect(Math.abs(rows[N - 1].parcelaCentavos - 748_617)).toBeLessThan(N)
  })

  it.each([
    [100_000, 0, 4, 25_000],
    [100_000, 0.01, 1, 101_000],
    [1_000_000, 0.01, 12, 88_849],
  ])('pricePmt(%i, %d, %i) = %i', (pv, rate, n, pmt) => {
    expect(pricePmt(pv, rate, n)).toBe(pmt)
    expectConsistent(priceSchedule(pv, rate, n), pv, n)
  })

  it.each([
    [-1, 0.01, 12],
    [1.5, 0.01, 12],
    [100, -0.01, 12],
    [100, Number.NaN, 12],
    [100, 0.01, 0],
    [100, 0.01, 1.5],
  ])('rejects PV %d, i %d, n %d', (pv, rate, n) => {
    expect(() => pricePmt(pv, rate, n)).toThrow(RangeError)
    expect(() => sacSchedule(pv, rate, n)).toThrow(RangeError)
  })
})

describe('rates', () => {
  it.each([
    [0.12682503013197, 0.01],
    [0.268241794562545, 0.02],
    [0, 0],
  ])('annualToMonthlyRate(%d) by equivalence = %d', (annual, monthly) => {
    expect(annualToMonthlyRate(annual)).toBeCloseTo(monthly, 12)
    expect(monthlyToAnnualRate(monthly)).toBeCloseTo(annual, 12)
  })

  it('nominal variant divides by 12', () => {
    expect(annualToMonthlyRate(0.12, { nominal: true })).toBeCloseTo(0.01, 15)
    expect(monthlyToAnnualRate(0.01, { nominal: true })).toBeCloseTo(0.12, 15)
    expect(annualToMonthlyRate(0.12)).toBeLessThan(0.01)
  })

  it('rejects rates at or below -100 %', () => {
    expect(() => annualToMonthlyRate(-1)).toThrow(RangeError)
  })
})

describe('cdiAccumulatedFactor', () => {
  it.each([
    [[], 100, 1],
    [[0], 100, 1],
    // 252 business days at DI 10 % a.a. is one year: ≈ 10 %.
    [Array(252).fill(10), 100, 1.1],
    [Array(252).fill(10), 110, 1.1105],
    [Array(252).fill(10), 0, 1],
    [Array(21).fill(14.9), 100, 1.01164],
  ])('%#: %j DIs at %d %% of CDI ≈ %d', (dis, pct, expected) => {
    expect(cdiAccumulatedFactor(dis, pct)).toBeCloseTo(expected, 4)
  })

  it('rounds the daily factor to 8 decimal places (B3 method)', () => {
    // (1.1)^(1/252) − 1 = 0.000378286… → 0.00037829
    expect(cdiAccumulatedFactor([10], 100)).toBe(1.00037829)
  })

  it('rejects invalid inputs', () => {
    expect(() => cdiAccumulatedFactor([10], -1)).toThrow(RangeError)
    expect(() => cdiAccumulatedFactor([Number.NaN], 100)).toThrow(RangeError)
  })
})
