/**
 * Loan schedules (SAC, Price and bullet, with grace periods) in integer centavos, rate
 * conversions, the CDI accumulation used by post-fixed contracts, due dates on the shared
 * business-day calendar, and the IRR/CET of a contract's real cash flows.
 */
import { fromEpochDay, isBusinessDay, nextBusinessDay, toEpochDay } from './date'
import { roundCentavos } from './money'

export interface ScheduleRow {
  numero: number
  saldoInicialCentavos: number
  jurosCentavos: number
  amortizacaoCentavos: number
  parcelaCentavos: number
  saldoFinalCentavos: number
}

function assertLoan(pvCentavos: number, monthlyRate: number, n: number): void {
  if (!Number.isSafeInteger(pvCentavos) || pvCentavos < 0)
    throw new RangeError('Valor financiado inválido.')
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0) throw new RangeError('Taxa inválida.')
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('Prazo inválido.')
}

/**
 * Both systems round each row to centavos, which leaves a few centavos of
 * balance at the end; the last instalment amortises whatever is left so the
 * schedule closes at exactly zero.
 */
function buildSchedule(
  pvCentavos: number,
  monthlyRate: number,
  n: number,
  amortisation: (juros: number) => number,
): ScheduleRow[] {
  const rows: ScheduleRow[] = []
  let saldo = pvCentavos
  for (let numero = 1; numero <= n; numero++) {
    const juros = roundCentavos(saldo * monthlyRate)
    const amort = numero === n ? saldo : Math.min(saldo, amortisation(juros))
    rows.push({
      numero,
      saldoInicialCentavos: saldo,
      jurosCentavos: juros,
      amortizacaoCentavos: amort,
      parcelaCentavos: amort + juros,
      saldoFinalCentavos: saldo - amort,
    })
    saldo -= amort
  }
  return rows
}

/** SAC: constant amortisation PV ÷ n, decreasing instalments. */
export function sacSchedule(pvCentavos: number, monthlyRate: number, n: number): ScheduleRow[] {
  assertLoan(pvCentavos, monthlyRate, n)
  const amort = roundCentavos(pvCentavos / n)
  return buildSchedule(pvCentavos, monthlyRate, n, () => amort)
}

/** Price instalment PMT = PV × i ÷ (1 − (1 + i)^−n), in centavos. */
export function pricePmt(pvCentavos: number, monthlyRate: number, n: number): number {
  assertLoan(pvCentavos, monthlyRate, n)
  if (monthlyRate === 0) return roundCentavos(pvCentavos / n)
  return roundCentavos((pvCentavos * monthlyRate) / (1 - (1 + monthlyRate) ** -n))
}

/** Price (French) system: constant instalments, amortisation = PMT − interest. */
export function priceSchedule(pvCentavos: number, monthlyRate: number, n: number): ScheduleRow[] {
  const pmt = pricePmt(pvCentavos, monthlyRate, n)
  return buildSchedule(pvCentavos, monthlyRate, n, (juros) => pmt - juros)
}

/**
 * Annual → monthly rate (fractions, 0.12 = 12 %). Compound equivalence by
 * default; `nominal` is for contracts that state a nominal annual rate.
 */
export function annualToMonthlyRate(annual: number, options: { nominal?: boolean } = {}): number {
  if (!Number.isFinite(annual) || annual <= -1) throw new RangeError('Taxa inválida.')
  return options.nominal ? annual / 12 : (1 + annual) ** (1 / 12) - 1
}

export function monthlyToAnnualRate(monthly: number, options: { nominal?: boolean } = {}): number {
  if (!Number.isFinite(monthly) || monthly <= -1) throw new RangeError('Taxa inválida.')
  return options.nominal ? monthly * 12 : (1 + monthly) ** 12 - 1
}

/**
 * Accumulated factor of `percentOfCdi` % of the CDI over the given daily DI
 * rates (annual % on a 252-business-day basis, e.g. 14.90). The daily factor
 * is rounded to 8 decimal places as in the B3 methodology so results match
 * bank statements.
 */
export function cdiAccumulatedFactor(dailyDIs: readonly number[], percentOfCdi: number): number {
  if (!Number.isFinite(percentOfCdi) || percentOfCdi < 0)
    throw new RangeError('Percentual do CDI inválido.')
  let factor = 1
  for (const di of dailyDIs) {
    if (!Number.isFinite(di) || di <= -100) throw new RangeError(`Taxa DI inválida: ${di}`)
    const daily = Number(((1 + di / 100) ** (1 / 252) - 1).toFixed(8))
    factor *= 1 + (daily * percentOfCdi) / 100
  }
  return factor
}

// ---------------------------------------------------------------------------------------------
// Contracts: bullet, grace periods, per-period rates (post-fixed), dates and the CET.

export type AmortizationSystem = 'SAC' | 'PRICE' | 'BULLET'

/** During a grace period the interest is either paid each month or added to the balance. */
export type GraceInterest = 'pago' | 'capitalizado'

/** One row of a contract schedule: amortisation rows plus the grace months before them. */
export interface LoanRow extends ScheduleRow {
  /** true for a grace month (no amortisation) */
  carencia: boolean
}

export interface LoanTerms {
  pvCentavos: number
  /**
   * The rate of each month as a fraction. A single number for a fixed rate; a list (one per
   * month, grace months first) for post-fixed contracts whose projected rate varies.
   */
  rate: number | readonly number[]
  /** number of amortisation instalments (after the grace period) */
  n: number
  system: AmortizationSystem
  graceMonths?: number
  graceInterest?: GraceInterest
}

/** Bullet (americano): interest every month, the whole principal with the last instalment. */
export function bulletSchedule(pvCentavos: number, monthlyRate: number, n: number): ScheduleRow[] {
  assertLoan(pvCentavos, monthlyRate, n)
  return buildSchedule(pvCentavos, monthlyRate, n, () => 0)
}

function rateAt(rate: number | readonly number[], t: number): number {
  if (typeof rate === 'number') return rate
  const r = rate[Math.min(t, rate.length - 1)]
  if (r === undefined) throw new RangeError('Taxa inválida.')
  return r
}

/**
 * The full schedule of a contract: the grace months (interest paid, or capitalised into the
 * balance), then SAC, Price or bullet over `n` months. With a fixed rate the amortisation rows
 * are exactly those of sacSchedule/priceSchedule/bulletSchedule on the balance after the grace.
 * With varying rates (post-fixed) SAC keeps A = balance ÷ n and Price recomputes its instalment
 * on the remaining balance and term whenever the rate changes. The last row closes at zero.
 */
export function loanSchedule(terms: LoanTerms): LoanRow[] {
  const { pvCentavos, n, system } = terms
  const grace = terms.graceMonths ?? 0
  const graceInterest = terms.graceInterest ?? 'pago'
  if (!Number.isSafeInteger(grace) || grace < 0) throw new RangeError('Carência inválida.')
  const rates =
    typeof terms.rate === 'number' ? [terms.rate] : terms.rate.length ? terms.rate : [Number.NaN]
  for (const r of rates) assertLoan(pvCentavos, r, n)

  const rows: LoanRow[] = []
  let saldo = pvCentavos
  for (let t = 0; t < grace; t++) {
    const juros = roundCentavos(saldo * rateAt(terms.rate, t))
    const capitalised = graceInterest === 'capitalizado'
    rows.push({
      numero: t + 1,
      saldoInicialCentavos: saldo,
      jurosCentavos: juros,
      amortizacaoCentavos: capitalised ? -juros : 0,
      parcelaCentavos: capitalised ? 0 : juros,
      saldoFinalCentavos: capitalised ? saldo + juros : saldo,
      carencia: true,
    })
    if (capitalised) saldo += juros
  }

  const base = saldo
  const sacAmort = roundCentavos(base / n)
  let pmt = 0
  let pmtRate = Number.NaN
  for (let k = 1; k <= n; k++) {
    const t = grace + k - 1
    const rate = rateAt(terms.rate, t)
    const juros = roundCentavos(saldo * rate)
    let amort: number
    if (k === n) amort = saldo
    else if (system === 'SAC') amort = Math.min(saldo, sacAmort)
    else if (system === 'BULLET') amort = 0
    else {
      if (rate !== pmtRate) {
        pmt = pricePmt(saldo, rate, n - k + 1)
        pmtRate = rate
      }
      amort = Math.min(saldo, Math.max(0, pmt - juros))
    }
    rows.push({
      numero: t + 1,
      saldoInicialCentavos: saldo,
      jurosCentavos: juros,
      amortizacaoCentavos: amort,
      parcelaCentavos: amort + juros,
      saldoFinalCentavos: saldo - amort,
      carencia: false,
    })
    saldo -= amort
  }
  return rows
}

/** Total interest paid over a schedule (capitalised grace interest is paid later as principal). */
export function totalInterestCentavos(rows: readonly ScheduleRow[]): number {
  return rows.reduce((sum, r) => sum + r.parcelaCentavos, 0) - rows[0].saldoInicialCentavos
}

/** `months` calendar months after `iso`, the day clamped to the month's end (31/01 + 1 → 28/02). */
export function addMonthsISO(iso: string, months: number): string {
  toEpochDay(iso)
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  const d = Number(iso.slice(8, 10))
  const year = y + Math.floor(m / 12)
  const month = ((m % 12) + 12) % 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/**
 * Due dates of `count` monthly instalments from the first due date, each moved to the next
 * business day of the shared calendar (weekends and national bank holidays) when it falls on
 * a day without clearing. Months are counted from the first date, not from the moved one.
 */
export function dueDates(firstDue: string, count: number, options: { businessDays?: boolean } = {}): string[] {
  const adjust = options.businessDays ?? true
  return Array.from({ length: count }, (_, i) => {
    const d = addMonthsISO(firstDue, i)
    return adjust ? nextBusinessDay(d) : d
  })
}

/** Business days from `from` (inclusive) to `to` (exclusive), the B3 count for DI accrual. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0
  for (let day = toEpochDay(from), end = toEpochDay(to); day < end; day++)
    if (isBusinessDay(fromEpochDay(day))) count++
  return count
}

export interface PostFixedRate {
  /** projected DI (CDI) in % a.a. on 252 business days, e.g. 14.9 */
  cdiAnnualPercent: number
  /** percentage of the CDI, e.g. 100 or 115 */
  percentOfCdi: number
  /** spread over the index in % a.a. (252 business days), e.g. 3.5 */
  spreadAnnualPercent?: number
}

/**
 * The projected rate of each period between consecutive dates (`start`, then each due date)
 * for a post-fixed contract: the DI accumulated over the period's business days at the given
 * percentage of the CDI (cdiAccumulatedFactor), times the spread on the same 252-day basis.
 */
export function postFixedPeriodRates(start: string, dates: readonly string[], rate: PostFixedRate): number[] {
  const spread = (rate.spreadAnnualPercent ?? 0) / 100
  if (!Number.isFinite(spread) || spread <= -1) throw new RangeError('Spread inválido.')
  let previous = start
  return dates.map((date) => {
    const du = businessDaysBetween(previous, date)
    previous = date
    const di = cdiAccumulatedFactor(Array<number>(du).fill(rate.cdiAnnualPercent), rate.percentOfCdi)
    return di * (1 + spread) ** (du / 252) - 1
  })
}

/**
 * Internal rate of return per period of equally spaced flows (flows[0] at t = 0), by bisection
 * on the NPV, which is monotonic for a loan (one sign change). Null when there is none.
 */
export function irr(flows: readonly number[]): number | null {
  const npv = (r: number) => flows.reduce((sum, f, t) => sum + f / (1 + r) ** t, 0)
  return solveRate(npv)
}

export interface DatedFlow {
  date: string
  /** centavos; what the borrower receives is positive, what it pays negative (or the reverse) */
  centavos: number
}

/**
 * Annual effective rate r of dated flows with Σ CF_j ÷ (1 + r)^(d_j ÷ 365) = 0, d_j the days
 * since the first flow: the CET formula of Resolução CMN 3.517/2007.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  if (flows.length < 2) return null
  const d0 = toEpochDay(flows[0].date)
  const npv = (r: number) =>
    flows.reduce((sum, f) => sum + f.centavos / (1 + r) ** ((toEpochDay(f.date) - d0) / 365), 0)
  return solveRate(npv)
}

function solveRate(npv: (r: number) => number): number | null {
  let lo = -0.9999
  let hi = 1
  let flo = npv(lo)
  let fhi = npv(hi)
  while (Math.sign(flo) === Math.sign(fhi) && hi < 1e6) {
    hi *= 4
    fhi = npv(hi)
  }
  if (!Number.isFinite(flo) || !Number.isFinite(fhi) || Math.sign(flo) === Math.sign(fhi)) return null
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2
    const fm = npv(mid)
    if (fm === 0) return mid
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid
      flo = fm
    } else hi = mid
  }
  return (lo + hi) / 2
}

export interface CetInput {
  /** release date: the borrower receives the principal minus the fees paid up front */
  releaseDate: string
  pvCentavos: number
  /** fees paid at release (TAC, IOF, registration), centavos */
  feesCentavos?: number
  /** the instalments and their due dates */
  payments: readonly { date: string; centavos: number }[]
}

/**
 * CET (custo efetivo total) as an annual effective rate: the XIRR of what the borrower really
 * receives (principal − fees) against what it pays (instalments on their due dates).
 */
export function cetAnnual(input: CetInput): number | null {
  const fees = input.feesCentavos ?? 0
  const flows: DatedFlow[] = [
    { date: input.releaseDate, centavos: input.pvCentavos - fees },
    ...input.payments.filter((p) => p.centavos !== 0).map((p) => ({ date: p.date, centavos: -p.centavos })),
  ]
  return xirr(flows)
}

/** A contract's stated rate (percent per month or year, effective or nominal) as a monthly fraction. */
export function contractMonthlyRate(percent: number, base: 'mensal' | 'anual', tipo: 'efetiva' | 'nominal' = 'efetiva'): number {
  if (!Number.isFinite(percent) || percent <= -100) throw new RangeError('Taxa inválida.')
  return base === 'mensal' ? percent / 100 : annualToMonthlyRate(percent / 100, { nominal: tipo === 'nominal' })
}

export type ContractRate = { kind: 'pre'; monthly: number } | ({ kind: 'pos' } & PostFixedRate)

export interface ContractScheduleInput {
  pvCentavos: number
  /** the day the money arrives: the start of the first period */
  releaseDate: string
  /** due date of instalment 1 (the first grace month, if any) */
  firstDue: string
  n: number
  system: AmortizationSystem
  graceMonths?: number
  graceInterest?: GraceInterest
  rate: ContractRate
  /** move due dates to the next business day (default true) */
  businessDays?: boolean
}

export interface DatedLoanRow extends LoanRow {
  vencimento: string
  /** the rate applied in the period, as a fraction */
  taxa: number
}

/**
 * A release's schedule with due dates: pre-fixed at the monthly rate, post-fixed at the rate
 * projected for each period's business days (postFixedPeriodRates), grace months first.
 */
export function contractSchedule(input: ContractScheduleInput): DatedLoanRow[] {
  const grace = input.graceMonths ?? 0
  const count = grace + input.n
  const dates = dueDates(input.firstDue, count, { businessDays: input.businessDays })
  if (toEpochDay(dates[0]) <= toEpochDay(input.releaseDate))
    throw new RangeError('O primeiro vencimento deve ser depois da liberação.')
  const rates =
    input.rate.kind === 'pre' ? Array<number>(count).fill(input.rate.monthly) : postFixedPeriodRates(input.releaseDate, dates, input.rate)
  const rows = loanSchedule({
    pvCentavos: input.pvCentavos,
    rate: rates,
    n: input.n,
    system: input.system,
    graceMonths: grace,
    graceInterest: input.graceInterest,
  })
  return rows.map((row, i) => ({ ...row, vencimento: dates[i], taxa: rates[i] }))
}

export interface ScheduleSummary {
  totalJurosCentavos: number
  totalPagoCentavos: number
  /** annual effective CET, null when it cannot be computed */
  cet: number | null
}

/** Total interest, total paid and the CET (fees included) of a dated schedule. */
export function summarizeSchedule(
  rows: readonly DatedLoanRow[],
  releaseDate: string,
  feesCentavos = 0,
): ScheduleSummary {
  if (rows.length === 0) return { totalJurosCentavos: 0, totalPagoCentavos: 0, cet: null }
  const pv = rows[0].saldoInicialCentavos
  return {
    totalJurosCentavos: totalInterestCentavos(rows),
    totalPagoCentavos: rows.reduce((a, r) => a + r.parcelaCentavos, 0),
    cet: cetAnnual({
      releaseDate,
      pvCentavos: pv,
      feesCentavos,
      payments: rows.map((r) => ({ date: r.vencimento, centavos: r.parcelaCentavos })),
    }),
  }
}
