import { describe, expect, it } from 'vitest'
import {
  addDays,
  brazilNationalHolidays,
  dayOfWeek,
  daysBetween,
  easterSunday,
  formatDate,
  formatDateTime,
  fromEpochDay,
  isBusinessDay,
  isHoliday,
  isValidISODate,
  isWeekend,
  nextBusinessDay,
  parseDateBR,
  toEpochDay,
  todayISO,
} from './date'

describe('ISO date arithmetic', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isValidISODate(%j) = %s', (iso, expected) => {
    expect(isValidISODate(iso)).toBe(expected)
  })

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-10-18', 0, '2026-10-18'],
  ])('addDays(%s, %i) = %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected)
  })

  it.each([
    ['2026-01-01', '2026-01-11', 10],
    ['2026-01-11', '2026-01-01', -10],
    ['2024-02-01', '2024-03-01', 29],
    ['2026-01-01', '2026-01-01', 0],
    ['1997-10-07', '2025-02-21', 9999],
  ])('daysBetween(%s, %s) = %i', (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected)
  })

  it('epoch day round-trips and rejects invalid dates', () => {
    expect(toEpochDay('1970-01-01')).toBe(0)
    expect(fromEpochDay(toEpochDay('2026-07-15'))).toBe('2026-07-15')
    expect(() => toEpochDay('2026-02-30')).toThrow(RangeError)
  })
})

describe('formatting and parsing', () => {
  it.each([
    ['2026-03-01', '01/03/2026'],
    ['2026-01-01', '01/01/2026'],
    // UTC midnight is still the previous evening in São Paulo.
    ['2026-03-01T00:30:00Z', '28/02/2026'],
    ['2026-03-01T03:00:00Z', '01/03/2026'],
    ['2026-03-01T12:00:00-03:00', '01/03/2026'],
    ['2026-03-01 12:00:00+00:00', '01/03/2026'],
    ['2026-03-01T23:59:59.999999-03:00', '01/03/2026'],
    ['2026-02-30', '—'],
    ['01/03/2026', '—'],
    ['lixo', '—'],
    ['', '—'],
    [null, '—'],
    [undefined, '—'],
  ])('formatDate(%j) = %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected)
  })

  it.each([
    ['2026-03-01T15:04:05Z', '01/03/2026 12:04'],
    ['2026-03-01T00:30:00Z', '28/02/2026 21:30'],
    ['2026-03-01T00:00:00-03:00', '01/03/2026 00:00'],
    ['2026-03-01', '01/03/2026'],
    ['nope', '—'],
    [null, '—'],
  ])('formatDateTime(%j) = %j', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected)
  })

  it.each([
    ['31/02/2026', null],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['01/03/2026', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    [' 15/07/2026 ', '2026-07-15'],
    ['32/01/2026', null],
    ['00/01/2026', null],
    ['15/13/2026', null],
    ['2026-03-01', null],
    ['15/07/26', null],
    ['', null],
    [null, null],
  ])('parseDateBR(%j) = %j', (value, expected) => {
    expect(parseDateBR(value)).toBe(expected)
  })

  it.each([
    ['2026-03-01T02:59:00Z', '2026-02-28'],
    ['2026-03-01T03:00:00Z', '2026-03-01'],
    ['2026-12-31T23:00:00Z', '2026-12-31'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
  ])('todayISO(%s) = %s in São Paulo', (now, expected) => {
    expect(todayISO(new Date(now))).toBe(expected)
  })

  it('todayISO defaults to now', () => {
    expect(isValidISODate(todayISO())).toBe(true)
  })
})

describe('calendar', () => {
  it.each([
    ['1970-01-01', 4],
    ['2026-03-01', 0],
    ['2026-03-07', 6],
    ['2026-03-09', 1],
    ['1960-01-01', 5],
  ])('dayOfWeek(%s) = %i', (iso, expected) => {
    expect(dayOfWeek(iso)).toBe(expected)
  })

  it.each([
    ['2026-03-07', true],
    ['2026-03-08', true],
    ['2026-03-09', false],
    ['2026-03-13', false],
  ])('isWeekend(%s) = %s', (iso, expected) => {
    expect(isWeekend(iso)).toBe(expected)
  })

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2000, '2000-04-23'],
    [2038, '2038-04-25'],
  ])('easterSunday(%i) = %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected)
  })

  it('lists the 2026 bank holidays', () => {
    expect(brazilNationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ])
  })

  it('Consciência Negra is national only from 2024', () => {
    expect(brazilNationalHolidays(2023)).not.toContain('2023-11-20')
    expect(brazilNationalHolidays(2024)).toContain('2024-11-20')
    expect(brazilNationalHolidays(2025)).toEqual(
      expect.arrayContaining(['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']),
    )
  })

  it('returns a copy the caller cannot corrupt', () => {
    brazilNationalHolidays(2026).push('2026-01-02')
    expect(isHoliday('2026-01-02')).toBe(false)
  })

  it.each([
    ['2026-03-09', true],
    ['2026-03-07', false],
    ['2026-02-16', false],
    ['2026-02-18', true],
    ['2026-04-03', false],
    ['2026-06-04', false],
    ['2026-11-20', false],
    ['2026-12-25', false],
    ['2026-12-24', true],
  ])('isBusinessDay(%s) = %s', (iso, expected) => {
    expect(isBusinessDay(iso)).toBe(expected)
  })

  it.each([
    ['2026-03-09', '2026-03-09'],
    ['2026-03-07', '2026-03-09'],
    ['2026-02-14', '2026-02-18'],
    ['2026-04-03', '2026-04-06'],
    ['2026-11-20', '2026-11-23'],
    ['2026-12-31', '2026-12-31'],
    ['2027-01-01', '2027-01-04'],
  ])('nextBusinessDay(%s) = %s', (iso, expected) => {
    expect(nextBusinessDay(iso)).toBe(expected)
  })
})
