import { describe, expect, it } from 'vitest'
import { AGING_BUCKETS, agingBucket, agingLabel, agingSummary, cei, dso } from './aging'

describe('aging buckets', () => {
  it('lists the buckets in display order', () => {
    expect(AGING_BUCKETS.map((b) => b.key)).toEqual([
      'a_vencer',
      'd1_30',
      'd31_60',
      'd61_90',
      'd91_180',
      'd180_mais',
    ])
    expect(AGING_BUCKETS.map((b) => b.label)).toEqual([
      'A vencer',
      '1–30',
      '31–60',
      '61–90',
      '91–180',
      '> 180',
    ])
  })

  it.each([
    [-30, 'a_vencer'],
    [0, 'a_vencer'],
    [1, 'd1_30'],
    [30, 'd1_30'],
    [31, 'd31_60'],
    [60, 'd31_60'],
    [61, 'd61_90'],
    [90, 'd61_90'],
    [91, 'd91_180'],
    [180, 'd91_180'],
    [181, 'd180_mais'],
    [5000, 'd180_mais'],
    [0.5, 'd1_30'],
    [30.2, 'd31_60'],
  ] as const)('agingBucket(%d) = %s', (days, key) => {
    expect(agingBucket(days)).toBe(key)
  })

  it('every day from -5 to 400 falls in exactly one bucket, in order', () => {
    let lastIndex = 0
    for (let d = -5; d <= 400; d++) {
      const index = AGING_BUCKETS.findIndex((b) => b.key === agingBucket(d))
      expect(index).toBeGreaterThanOrEqual(lastIndex)
      lastIndex = index
    }
    expect(lastIndex).toBe(AGING_BUCKETS.length - 1)
  })

  it('rejects NaN', () => {
    expect(() => agingBucket(Number.NaN)).toThrow(RangeError)
  })

  it('labels a key', () => {
    expect(agingLabel('d180_mais')).toBe('> 180')
  })

  it('sums by bucket including empty ones', () => {
    const summary = agingSummary([
      { diasAtraso: -3, valorCentavos: 100 },
      { diasAtraso: 30, valorCentavos: 200 },
      { diasAtraso: 31, valorCentavos: 300 },
      { diasAtraso: 29, valorCentavos: 50 },
      { diasAtraso: 400, valorCentavos: 1 },
    ])
    expect(summary.map((s) => [s.key, s.count, s.totalCentavos])).toEqual([
      ['a_vencer', 1, 100],
      ['d1_30', 2, 250],
      ['d31_60', 1, 300],
      ['d61_90', 0, 0],
      ['d91_180', 0, 0],
      ['d180_mais', 1, 1],
    ])
  })
})

describe('KPIs', () => {
  it.each([
    [{ receivables: 300_000, creditSales: 900_000, days: 90 }, 30],
    [{ receivables: 50_000, creditSales: 100_000, days: 30 }, 15],
    [{ receivables: 0, creditSales: 100_000, days: 30 }, 0],
    [{ receivables: 10, creditSales: 0, days: 30 }, null],
  ])('dso(%j) = %j', (args, expected) => {
    const value = dso(args)
    if (expected === null) expect(value).toBeNull()
    else expect(value).toBeCloseTo(expected, 10)
  })

  it.each([
    [
      {
        openingReceivables: 100_000,
        creditSales: 500_000,
        closingReceivables: 150_000,
        closingCurrentReceivables: 120_000,
      },
      93.75,
    ],
    [
      {
        openingReceivables: 100,
        creditSales: 0,
        closingReceivables: 0,
        closingCurrentReceivables: 0,
      },
      100,
    ],
    [
      {
        openingReceivables: 100,
        creditSales: 0,
        closingReceivables: 100,
        closingCurrentReceivables: 0,
      },
      0,
    ],
    [
      {
        openingReceivables: 0,
        creditSales: 0,
        closingReceivables: 0,
        closingCurrentReceivables: 0,
      },
      null,
    ],
  ])('cei(%j) = %j', (args, expected) => {
    const value = cei(args)
    if (expected === null) expect(value).toBeNull()
    else expect(value).toBeCloseTo(expected, 10)
  })
})
