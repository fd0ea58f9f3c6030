/**
 * Charges on an overdue title: a one-off fine plus simple pro-rata interest
 * (monthly % ÷ 30 per day), as Brazilian banks compute on boletos.
 */
import { daysBetween, isBusinessDay, isValidISODate, nextBusinessDay } from './date'
import { roundCentavos } from './money'

export interface UpdatedAmountArgs {
  valorCentavos: number
  vencimento: string
  hoje: string
  /** Fine in percent; consumer titles are limited to 2 % (CDC art. 52 §1º). */
  multaPct?: number
  jurosMesPct?: number
}

export interface UpdatedAmount {
  diasAtraso: number
  multaCentavos: number
  jurosCentavos: number
  totalCentavos: number
}

export function updatedAmount(args: UpdatedAmountArgs): UpdatedAmount {
  const { valorCentavos, vencimento, hoje, multaPct = 2, jurosMesPct = 1 } = args
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) {
    throw new RangeError('Valor do título inválido.')
  }
  if (!isValidISODate(vencimento) || !isValidISODate(hoje)) throw new RangeError('Data inválida.')
  if (!(multaPct >= 0) || !(jurosMesPct >= 0)) throw new RangeError('Percentual inválido.')

  const noCharge = {
    diasAtraso: 0,
    multaCentavos: 0,
    jurosCentavos: 0,
    totalCentavos: valorCentavos,
  }
  const late = daysBetween(vencimento, hoje)
  if (late <= 0) return noCharge
  // Lei 7.089/83: a due date without banking moves to the next business day,
  // but only as a grace period; once missed, the original date counts.
  if (!isBusinessDay(vencimento) && daysBetween(nextBusinessDay(vencimento), hoje) <= 0) {
    return noCharge
  }
  const multaCentavos = roundCentavos((valorCentavos * multaPct) / 100)
  const jurosCentavos = roundCentavos((valorCentavos * jurosMesPct * late) / 3000)
  return {
    diasAtraso: late,
    multaCentavos,
    jurosCentavos,
    totalCentavos: valorCentavos + multaCentavos + jurosCentavos,
  }
}
