/**
 * Business-day arithmetic for collection: which day a message goes out and from which day a title
 * counts as late. Built on date.ts (weekends plus the national bank holidays: fixed dates,
 * Carnaval, Sexta-feira Santa and Corpus Christi from Easter). Local holidays are out of scope.
 */
import { addDays, daysBetween, isBusinessDay, nextBusinessDay } from './date'

export { isBusinessDay, nextBusinessDay }

/** The last business day on or before `iso`. */
export function previousBusinessDay(iso: string): string {
  let d = iso
  while (!isBusinessDay(d)) d = addDays(d, -1)
  return d
}

/**
 * `n` business days after (n > 0) or before (n < 0) `iso`; 0 gives `iso` itself, even when it is
 * not a business day.
 */
export function addBusinessDays(iso: string, n: number): string {
  let d = iso
  const step = n < 0 ? -1 : 1
  for (let left = Math.abs(n); left > 0; ) {
    d = addDays(d, step)
    if (isBusinessDay(d)) left--
  }
  return d
}

/** Business days in (from, to]: how many business days pass going from `from` to `to`. */
export function businessDaysBetween(from: string, to: string): number {
  const span = daysBetween(from, to)
  const sign = span < 0 ? -1 : 1
  let count = 0
  for (let i = 1; i <= Math.abs(span); i++) if (isBusinessDay(addDays(from, i * sign))) count++
  return count * sign
}

/**
 * The day a title may still be paid without charges: its due date, or the next business day when
 * it falls on a weekend or bank holiday (Lei 7.089/83; DOMAIN.md).
 */
export function effectiveDueDate(dueDate: string): string {
  return nextBusinessDay(dueDate)
}

/**
 * When a step of a collection rule `dias` days from the due date goes out. Steps before or on the
 * due date count from the calendar due date; steps after it count from the effective due date
 * (a title due on Saturday is not late on Monday). A send day that is not a business day moves
 * to the next business day.
 */
export function stepSendDate(dueDate: string, dias: number): string {
  const base = dias > 0 ? effectiveDueDate(dueDate) : dueDate
  return nextBusinessDay(addDays(base, dias))
}

/** Days late on `today`, counting from the effective due date (0 while not late). */
export function businessAwareDaysLate(dueDate: string, today: string): number {
  const late = daysBetween(effectiveDueDate(dueDate), today)
  return late > 0 ? daysBetween(dueDate, today) : 0
}
