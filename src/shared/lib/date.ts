/**
 * Date-only values travel as `YYYY-MM-DD` strings. Arithmetic happens on UTC
 * day numbers built from the parts, because `new Date('YYYY-MM-DD')` is UTC
 * midnight and shows as the previous day in America/Sao_Paulo.
 */

const MS_PER_DAY = 86_400_000
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

function parseParts(iso: string): [number, number, number] | null {
  const m = ISO_DATE_RE.exec(iso)
  if (!m) return null
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null
  return [y, mo, d]
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}

function daysInMonth(y: number, month: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

export function isValidISODate(iso: string | null | undefined): iso is string {
  return typeof iso === 'string' && parseParts(iso) !== null
}

/** Days since 1970-01-01 for a date-only value; throws on invalid input. */
export function toEpochDay(iso: string): number {
  const p = parseParts(iso)
  if (!p) throw new RangeError(`Data inválida: ${iso}`)
  return Date.UTC(p[0], p[1] - 1, p[2]) / MS_PER_DAY
}

export function fromEpochDay(day: number): string {
  const d = new Date(day * MS_PER_DAY)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

export function addDays(iso: string, n: number): string {
  return fromEpochDay(toEpochDay(iso) + n)
}

export function daysBetween(fromISO: string, toISO: string): number {
  return toEpochDay(toISO) - toEpochDay(fromISO)
}

const EMPTY = '—'
const TIME_ZONE = 'America/Sao_Paulo'

const ISO_DATETIME_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/

const spParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

interface WallClock {
  date: string
  time: string
}

function wallClockInSaoPaulo(instant: Date): WallClock {
  const parts: Record<string, string> = {}
  for (const p of spParts.formatToParts(instant)) parts[p.type] = p.value
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

function parseDateTime(value: string): Date | null {
  if (!ISO_DATETIME_RE.test(value)) return null
  const d = new Date(value.replace(' ', 'T'))
  return Number.isNaN(d.getTime()) ? null : d
}

function isoToBR(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
}

/**
 * `dd/mm/aaaa`. Date-only values are shown as they are; datetimes are shown
 * as the calendar day in São Paulo, which is what the user lived through.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY
  const s = value.trim()
  if (isValidISODate(s)) return isoToBR(s)
  const d = parseDateTime(s)
  return d ? isoToBR(wallClockInSaoPaulo(d).date) : EMPTY
}

/** `dd/mm/aaaa HH:mm` in São Paulo; a date-only value has no time to show. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY
  const s = value.trim()
  if (isValidISODate(s)) return isoToBR(s)
  const d = parseDateTime(s)
  if (!d) return EMPTY
  const { date, time } = wallClockInSaoPaulo(d)
  return `${isoToBR(date)} ${time}`
}

/** `dd/mm/aaaa` → `YYYY-MM-DD`, or null for impossible dates such as 31/02. */
export function parseDateBR(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim())
  if (!m) return null
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`
  return isValidISODate(iso) ? iso : null
}

export function todayISO(now: Date = new Date()): string {
  return wallClockInSaoPaulo(now).date
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: string): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(iso) + 4) % 7) + 7) % 7
}

export function isWeekend(iso: string): boolean {
  const dow = dayOfWeek(iso)
  return dow === 0 || dow === 6
}

/** Gregorian Easter Sunday (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

const holidayCache = new Map<number, string[]>()

/**
 * Days without bank clearing nationwide: the federal holidays plus Carnaval
 * Monday/Tuesday and Corpus Christi, which are not federal holidays but on
 * which the banks do not open. Local holidays are out of scope.
 */
export function brazilNationalHolidays(year: number): string[] {
  const cached = holidayCache.get(year)
  if (cached) return [...cached]
  const y = pad(year, 4)
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25']
  // Dia Nacional de Zumbi e da Consciência Negra became a national holiday by Lei 14.759/2023.
  if (year >= 2024) fixed.push('11-20')
  const easter = easterSunday(year)
  const movable = [-48, -47, -2, 60].map((offset) => addDays(easter, offset))
  const all = [...fixed.map((md) => `${y}-${md}`), ...movable].sort()
  holidayCache.set(year, all)
  return [...all]
}

export function isHoliday(iso: string): boolean {
  return brazilNationalHolidays(Number(iso.slice(0, 4))).includes(iso)
}

export function isBusinessDay(iso: string): boolean {
  return !isWeekend(iso) && !isHoliday(iso)
}

/** The same day when it is already a business day. */
export function nextBusinessDay(iso: string): string {
  let d = iso
  while (!isBusinessDay(d)) d = addDays(d, 1)
  return d
}
