import { describe, expect, it } from 'vitest'
import { brazilNationalHolidays } from './date'
import {
  addBusinessDays,
  businessAwareDaysLate,
  businessDaysBetween,
  effectiveDueDate,
  isBusinessDay,
  previousBusinessDay,
  stepSendDate,
} from './business-days'

describe('national bank holidays (known years)', () => {
  it.each([
    // Carnaval Mon/Tue, Sexta-feira Santa and Corpus Christi move with Easter.
    [2025, ['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']],
    [2026, ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']],
    [2027, ['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']],
  ])('%i has the Easter-based dates', (year, movable) => {
    const holidays = brazilNationalHolidays(year)
    for (const d of movable) expect(holidays).toContain(d)
    for (const md of ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'])
      expect(holidays).toContain(`${year}-${md}`)
    expect(holidays).toHaveLength(13)
  })

  it.each([
    ['2025-04-18', false], // Sexta-feira Santa
    ['2025-04-17', true],
    ['2026-02-17', false], // Carnaval
    ['2026-02-18', true], // Quarta-feira de Cinzas: banks open at noon
    ['2027-05-27', false], // Corpus Christi
    ['2026-11-20', false], // Consciência Negra
    ['2026-11-21', false], // Saturday
    ['2026-11-23', true],
  ])('%s is a business day: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected)
  })
})

describe('business-day arithmetic', () => {
  it.each([
    ['2026-11-19', 1, '2026-11-23'], // Thu + 1 → skips Consciência Negra (Fri) and the weekend
    ['2026-11-23', -1, '2026-11-19'],
    ['2025-12-24', 2, '2025-12-29'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2027-03-25', 1, '2027-03-29'], // Sexta-feira Santa 2027
  ])('addBusinessDays(%s, %i) = %s', (from, n, expected) => {
    expect(addBusinessDays(from, n)).toBe(expected)
  })

  it('counts business days between two dates, signed', () => {
    expect(businessDaysBetween('2026-11-19', '2026-11-23')).toBe(1)
    expect(businessDaysBetween('2026-11-23', '2026-11-19')).toBe(-1)
    expect(businessDaysBetween('2026-02-13', '2026-02-18')).toBe(1) // Carnaval
  })

  it('finds the previous business day', () => {
    expect(previousBusinessDay('2026-11-22')).toBe('2026-11-19')
    expect(previousBusinessDay('2026-11-23')).toBe('2026-11-23')
  })
})

describe('collection-rule step scheduling', () => {
  it('a title due on Saturday may be paid on Monday without charges', () => {
    expect(effectiveDueDate('2026-11-21')).toBe('2026-11-23')
    expect(businessAwareDaysLate('2026-11-21', '2026-11-23')).toBe(0)
    expect(businessAwareDaysLate('2026-11-21', '2026-11-24')).toBe(3)
    expect(businessAwareDaysLate('2026-11-24', '2026-11-20')).toBe(0)
  })

  it.each([
    // due (weekday), D−3 on a Sunday → Monday
    ['2026-11-25', -3, '2026-11-23'],
    // due Wednesday, D+1 on Thursday
    ['2026-11-25', 1, '2026-11-26'],
    // due Saturday 21/11: D+1 counts from Monday 23/11 → Tuesday 24/11, never Sunday
    ['2026-11-21', 1, '2026-11-24'],
    // due Saturday, D0 → the next business day (Monday)
    ['2026-11-21', 0, '2026-11-23'],
    // due Friday 19/11/2026? (Thu) D+1 falls on the Consciência Negra holiday → Monday
    ['2026-11-19', 1, '2026-11-23'],
    // due on Carnaval Monday 2026: D+7 from Wednesday 18/02 → 25/02
    ['2026-02-16', 7, '2026-02-25'],
    // D−15 and D+90 of a title due on 2025-12-31
    ['2025-12-31', -15, '2025-12-16'],
    ['2025-12-31', 90, '2026-03-31'],
  ])('due %s, step D%i goes out on %s', (due, dias, expected) => {
    const sent = stepSendDate(due, dias)
    expect(sent).toBe(expected)
    expect(isBusinessDay(sent)).toBe(true)
  })
})
