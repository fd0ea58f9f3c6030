/**
 * Loan schedules (SAC and Price) in integer centavos, rate conversions and the
 * CDI accumulation used by post-fixed contracts.
 */
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
