import { describe, expect, it } from 'vitest'
import {
  addMonthsISO,
  annualToMonthlyRate,
  bulletSchedule,
  businessDaysBetween,
  cdiAccumulatedFactor,
  cetAnnual,
  contractMonthlyRate,
  contractSchedule,
  summarizeSchedule,
  dueDates,
  irr,
  loanSchedule,
  postFixedPeriodRates,
  totalInterestCentavos,
  xirr,
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

// Second loan, checked by hand: PV 50.000,00 at 2 % a month, n = 4.
//   Price: PMT = 50.000 × 0,02 ÷ (1 − 1,02^−4) = 1.000 ÷ 0,07615457… = 13.131,19
//     J1 = 1.000,00 A1 = 12.131,19 saldo 37.868,81
//     J2 =   757,38 A2 = 12.373,81 saldo 25.495,00
//     J3 =   509,90 A3 = 12.621,29 saldo 12.873,71
//     J4 =   257,47 A4 = 12.873,71 parcela 13.131,18 (absorbs rounding); juros 2.524,75
//   SAC: A = 12.500,00, J = 1.000 / 750 / 500 / 250, parcelas 13.500 / 13.250 / 13.000 / 12.750
//   Bullet: 1.000,00 a month, 51.000,00 at the end; juros 4.000,00
const PV2 = 5_000_000
const R2 = 0.02

describe('second loan (hand-checked): PV 50.000,00 at 2 %, n = 4', () => {
  it('Price', () => {
    const rows = priceSchedule(PV2, R2, 4)
    expect(rows.map((r) => [r.jurosCentavos, r.amortizacaoCentavos, r.parcelaCentavos, r.saldoFinalCentavos])).toEqual([
      [100_000, 1_213_119, 1_313_119, 3_786_881],
      [75_738, 1_237_381, 1_313_119, 2_549_500],
      [50_990, 1_262_129, 1_313_119, 1_287_371],
      [25_747, 1_287_371, 1_313_118, 0],
    ])
    expect(totalInterestCentavos(rows)).toBe(252_475)
  })

  it('SAC', () => {
    const rows = sacSchedule(PV2, R2, 4)
    expect(rows.map((r) => r.parcelaCentavos)).toEqual([1_350_000, 1_325_000, 1_300_000, 1_275_000])
    expect(totalInterestCentavos(rows)).toBe(250_000)
  })

  it('bullet: interest monthly, principal at maturity', () => {
    const rows = bulletSchedule(PV2, R2, 4)
    expectConsistent(rows, PV2, 4)
    expect(rows.map((r) => r.parcelaCentavos)).toEqual([100_000, 100_000, 100_000, 5_100_000])
    expect(rows.map((r) => r.amortizacaoCentavos)).toEqual([0, 0, 0, PV2])
    expect(totalInterestCentavos(rows)).toBe(400_000)
  })
})

describe('loanSchedule', () => {
  it.each([
    ['SAC', sacSchedule],
    ['PRICE', priceSchedule],
    ['BULLET', bulletSchedule],
  ] as const)('%s with a fixed rate and no grace equals the plain schedule (DOMAIN fixture)', (system, plain) => {
    const rows = loanSchedule({ pvCentavos: PV, rate: RATE, n: N, system })
    expect(rows.map(({ carencia, ...r }) => (expect(carencia).toBe(false), r))).toEqual(plain(PV, RATE, N))
  })

  it('keeps the DOMAIN fixture: SAC A = 6.666,67, first 8.166,67; Price PMT = 7.486,17', () => {
    const sac = loanSchedule({ pvCentavos: PV, rate: RATE, n: N, system: 'SAC' })
    expect(sac[0].amortizacaoCentavos).toBe(666_667)
    expect(sac[0].parcelaCentavos).toBe(816_667)
    const price = loanSchedule({ pvCentavos: PV, rate: RATE, n: N, system: 'PRICE' })
    expect(price.slice(0, -1).every((r) => r.parcelaCentavos === 748_617)).toBe(true)
    expect(price.at(-1)?.saldoFinalCentavos).toBe(0)
  })

  it('grace with interest paid: 2 months of 1.000,00, then the plain Price schedule', () => {
    const rows = loanSchedule({ pvCentavos: PV2, rate: R2, n: 4, system: 'PRICE', graceMonths: 2 })
    expect(rows).toHaveLength(6)
    expect(rows.slice(0, 2).map((r) => [r.carencia, r.parcelaCentavos, r.saldoFinalCentavos])).toEqual([
      [true, 100_000, PV2],
      [true, 100_000, PV2],
    ])
    expect(rows.slice(2).map((r) => r.parcelaCentavos)).toEqual([1_313_119, 1_313_119, 1_313_119, 1_313_118])
    expect(rows.map((r) => r.numero)).toEqual([1, 2, 3, 4, 5, 6])
    expect(totalInterestCentavos(rows)).toBe(452_475)
  })

  it('grace with interest capitalised: 50.000 → 51.000 → 52.020, SAC on 52.020,00', () => {
    const rows = loanSchedule({
      pvCentavos: PV2,
      rate: R2,
      n: 4,
      system: 'SAC',
      graceMonths: 2,
      graceInterest: 'capitalizado',
    })
    expect(rows.slice(0, 2).map((r) => [r.parcelaCentavos, r.jurosCentavos, r.saldoFinalCentavos])).toEqual([
      [0, 100_000, 5_100_000],
      [0, 102_000, 5_202_000],
    ])
    // A = 13.005,00; J = 1.040,40 / 780,30 / 520,20 / 260,10
    expect(rows.slice(2).map((r) => r.parcelaCentavos)).toEqual([1_404_540, 1_378_530, 1_352_520, 1_326_510])
    expect(rows.at(-1)?.saldoFinalCentavos).toBe(0)
    expect(rows.reduce((a, r) => a + r.amortizacaoCentavos, 0)).toBe(PV2)
    expect(totalInterestCentavos(rows)).toBe(100_000 + 102_000 + 104_040 + 78_030 + 52_020 + 26_010)
  })

  it('post-fixed Price recomputes the instalment when the rate changes and closes at zero', () => {
    const rows = loanSchedule({ pvCentavos: PV2, rate: [0.02, 0.02, 0.01, 0.01], n: 4, system: 'PRICE' })
    expect(rows[0].parcelaCentavos).toBe(1_313_119)
    expect(rows[1].parcelaCentavos).toBe(1_313_119)
    // balance 25.495,00 over 2 months at 1 %: PMT = 254,95 ÷ (1 − 1,01^−2) = 254,95 ÷ 0,01970395 = 12.939,03
    expect(rows[2].parcelaCentavos).toBe(pricePmt(2_549_500, 0.01, 2))
    expect(rows[2].parcelaCentavos).toBe(1_293_903)
    expect(rows.at(-1)?.saldoFinalCentavos).toBe(0)
  })

  it('rejects a negative grace', () => {
    expect(() => loanSchedule({ pvCentavos: 1, rate: 0.01, n: 1, system: 'SAC', graceMonths: -1 })).toThrow(RangeError)
  })
})

describe('dates on the shared business-day calendar', () => {
  it('adds months clamping to the end of the month', () => {
    expect(addMonthsISO('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonthsISO('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonthsISO('2026-11-20', 14)).toBe('2028-01-20')
    expect(addMonthsISO('2026-03-15', -3)).toBe('2025-12-15')
  })

  it('moves due dates off weekends and bank holidays, counting months from the first due date', () => {
    // 20/11/2026 Consciência Negra (Fri) → Mon 23; 20/12/2026 Sunday → Mon 21; 20/01/2027 Wed.
    expect(dueDates('2026-11-20', 3)).toEqual(['2026-11-23', '2026-12-21', '2027-01-20'])
    // 08/02/2027 is Carnaval Monday, 09/02 Tuesday: no clearing until Wednesday.
    expect(dueDates('2027-01-08', 2)).toEqual(['2027-01-08', '2027-02-10'])
    expect(dueDates('2026-11-20', 2, { businessDays: false })).toEqual(['2026-11-20', '2026-12-20'])
  })

  it('counts business days from the start (inclusive) to the end (exclusive)', () => {
    // 13/11/2026 Fri … 23/11 Mon: 13, 16, 17, 18, 19 (20 is a holiday)
    expect(businessDaysBetween('2026-11-13', '2026-11-23')).toBe(5)
    expect(businessDaysBetween('2026-11-23', '2026-11-23')).toBe(0)
  })

  it('projects post-fixed rates per period on the business days of each period', () => {
    // 02/03/2026 Mon … 31/03/2026 (exclusive): 21 business days; at 100 % of 14,9 % the factor of 21 days.
    const [r1] = postFixedPeriodRates('2026-03-02', ['2026-03-31'], { cdiAnnualPercent: 14.9, percentOfCdi: 100 })
    expect(businessDaysBetween('2026-03-02', '2026-03-31')).toBe(21)
    expect(r1).toBeCloseTo(cdiAccumulatedFactor(Array(21).fill(14.9), 100) - 1, 12)
    expect(r1).toBeCloseTo(0.01164, 4)
    // with a spread of 3,5 % a.a. on the same 252-day basis
    const [r2] = postFixedPeriodRates('2026-03-02', ['2026-03-31'], {
      cdiAnnualPercent: 14.9,
      percentOfCdi: 100,
      spreadAnnualPercent: 3.5,
    })
    expect(r2).toBeCloseTo((1 + r1) * 1.035 ** (21 / 252) - 1, 12)
  })
})

describe('IRR and CET', () => {
  it('irr of simple flows', () => {
    expect(irr([-100, 110])).toBeCloseTo(0.1, 9)
    expect(irr([-100, 0, 121])).toBeCloseTo(0.1, 9)
    expect(irr([100, 50])).toBeNull()
  })

  it('irr of the DOMAIN Price loan is the contract rate, 1,25 % a month', () => {
    const flows = [PV, ...priceSchedule(PV, RATE, N).map((r) => -r.parcelaCentavos)]
    expect(irr(flows)).toBeCloseTo(0.0125, 6)
  })

  it('xirr on days/365: 100.000 for 110.000 one year later is 10 % a year', () => {
    expect(
      xirr([
        { date: '2026-01-01', centavos: 10_000_000 },
        { date: '2027-01-01', centavos: -11_000_000 },
      ]),
    ).toBeCloseTo(0.1, 9)
  })

  it('CET includes the fees paid up front: 1.000,00 of fees make 10 % cost 11,11 %', () => {
    const payments = [{ date: '2027-01-01', centavos: 11_000_000 }]
    expect(cetAnnual({ releaseDate: '2026-01-01', pvCentavos: 10_000_000, payments })).toBeCloseTo(0.1, 9)
    expect(
      cetAnnual({ releaseDate: '2026-01-01', pvCentavos: 10_000_000, feesCentavos: 100_000, payments }),
    ).toBeCloseTo(11_000_000 / 9_900_000 - 1, 9)
  })

  it('CET of SAC, Price and bullet for the same loan: more interest-bearing time costs no more per year', () => {
    const dates = dueDates('2026-02-02', 4, { businessDays: false })
    const cet = (rows: ScheduleRow[]) =>
      cetAnnual({
        releaseDate: '2026-01-02',
        pvCentavos: PV2,
        feesCentavos: 50_000,
        payments: rows.map((r, i) => ({ date: dates[i], centavos: r.parcelaCentavos })),
      })
    const [sac, price, bullet] = [sacSchedule, priceSchedule, bulletSchedule].map((f) => cet(f(PV2, R2, 4)) ?? 0)
    // Same rate, same 1 % fee: the fee weighs more on the shortest average term (SAC).
    expect(sac).toBeGreaterThan(price)
    expect(price).toBeGreaterThan(bullet)
    // Without fees, every system costs the contract rate, 2 % a month ≈ 26,8 % a year (by days).
    const plain = cetAnnual({
      releaseDate: '2026-01-02',
      pvCentavos: PV2,
      payments: priceSchedule(PV2, R2, 4).map((r, i) => ({ date: dates[i], centavos: r.parcelaCentavos })),
    })
    expect(plain).toBeGreaterThan(0.26)
    expect(plain).toBeLessThan(0.28)
  })
})

describe('contract schedules', () => {
  it('converts the stated rate: 1,25 % a.m.; 12 % a.a. effective; 12 % a.a. nominal', () => {
    expect(contractMonthlyRate(1.25, 'mensal')).toBe(0.0125)
    expect(contractMonthlyRate(12, 'anual')).toBeCloseTo(0.009488793, 9)
    expect(contractMonthlyRate(12, 'anual', 'nominal')).toBeCloseTo(0.01, 15)
  })

  it('pre-fixed: the DOMAIN Price fixture with due dates on business days', () => {
    const rows = contractSchedule({
      pvCentavos: PV,
      releaseDate: '2026-10-20',
      firstDue: '2026-11-20',
      n: N,
      system: 'PRICE',
      rate: { kind: 'pre', monthly: RATE },
    })
    expect(rows.slice(0, 3).map((r) => r.vencimento)).toEqual(['2026-11-23', '2026-12-21', '2027-01-20'])
    expect(rows.slice(0, -1).every((r) => r.parcelaCentavos === 748_617)).toBe(true)
    const summary = summarizeSchedule(rows, '2026-10-20')
    expect(summary.totalJurosCentavos).toBe(rows.reduce((a, r) => a + r.jurosCentavos, 0))
    expect(summary.totalPagoCentavos).toBe(PV + summary.totalJurosCentavos)
    // 1,25 % a month is 16,08 % a year; business-day shifts move the CET a little.
    expect(summary.cet).toBeGreaterThan(0.155)
    expect(summary.cet).toBeLessThan(0.165)
  })

  it('post-fixed: each period at the CDI of its business days, SAC amortisation constant', () => {
    const rows = contractSchedule({
      pvCentavos: PV2,
      releaseDate: '2026-03-02',
      firstDue: '2026-03-31',
      n: 3,
      system: 'SAC',
      rate: { kind: 'pos', cdiAnnualPercent: 14.9, percentOfCdi: 100 },
    })
    expect(rows[0].taxa).toBeCloseTo(cdiAccumulatedFactor(Array(21).fill(14.9), 100) - 1, 12)
    // 31/03 … 30/04 (exclusive): 20 business days (Good Friday 03/04 and Tiradentes 21/04 are out)
    expect(businessDaysBetween('2026-03-31', '2026-04-30')).toBe(20)
    expect(rows[1].taxa).toBeCloseTo(cdiAccumulatedFactor(Array(20).fill(14.9), 100) - 1, 12)
    expect(rows.map((r) => r.amortizacaoCentavos)).toEqual([1_666_667, 1_666_667, 1_666_666])
    expect(rows[0].jurosCentavos).toBe(Math.round(PV2 * rows[0].taxa))
  })

  it('refuses a first due date on or before the release', () => {
    expect(() =>
      contractSchedule({
        pvCentavos: PV2,
        releaseDate: '2026-03-02',
        firstDue: '2026-03-02',
        n: 3,
        system: 'SAC',
        rate: { kind: 'pre', monthly: 0.01 },
      }),
    ).toThrow(RangeError)
  })
})
