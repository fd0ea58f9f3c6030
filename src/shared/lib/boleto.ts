/**
 * Boleto (FEBRABAN) barcode and linha digitável. Barcode layout, 44 digits:
 * bank(3) currency(1) general DV(1) due factor(4) value(10) free field(25).
 */
import { fromEpochDay, isValidISODate, toEpochDay } from './date'

const FACTOR_BASE_DAY = toEpochDay('1997-10-07')
// The factor ran out at 9999 (2025-02-21) and restarted at 1000, so it cycles every 9000 days.
const FACTOR_CYCLE = 9000
const FACTOR_MIN = 1000

export function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/** General check digit over the 43 barcode digits without position 5. */
export function boletoMod11(digits43: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const dv = 11 - (sum % 11)
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv
}

export function dueDateFactor(dueISO: string): number {
  const days = toEpochDay(dueISO) - FACTOR_BASE_DAY
  if (days < FACTOR_MIN) {
    throw new RangeError('Vencimento anterior ao primeiro fator de vencimento válido.')
  }
  return ((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN
}

const WINDOW_PAST_DAYS = 3000
const WINDOW_FUTURE_DAYS = 5500

/**
 * A factor maps to one date per 9000-day cycle; the one inside
 * [today − 3000, today + 5500] is chosen (the window is shorter than a cycle,
 * so at most one candidate fits). Outside it, the nearest candidate wins.
 */
export function dueDateFromFactor(factor: number, todayISO: string): string {
  if (!Number.isInteger(factor) || factor < FACTOR_MIN || factor > 9999) {
    throw new RangeError(`Fator de vencimento inválido: ${factor}`)
  }
  const today = toEpochDay(todayISO) - FACTOR_BASE_DAY
  const k = Math.max(0, Math.ceil((today - WINDOW_PAST_DAYS - factor) / FACTOR_CYCLE))
  let best = factor + k * FACTOR_CYCLE
  if (best > today + WINDOW_FUTURE_DAYS && k > 0) {
    const previous = best - FACTOR_CYCLE
    if (Math.abs(previous - today) < Math.abs(best - today)) best = previous
  }
  return fromEpochDay(FACTOR_BASE_DAY + best)
}

export interface BoletoArgs {
  banco: string
  vencimento: string
  valorCentavos: number
  campoLivre: string
}

export interface Boleto {
  codigoBarras: string
  linhaDigitavel: string
}

const MAX_VALUE_CENTAVOS = 9_999_999_999

export function buildBoleto(args: BoletoArgs): Boleto {
  const { banco, vencimento, valorCentavos, campoLivre } = args
  if (!/^\d{3}$/.test(banco)) throw new RangeError('Banco deve ter 3 dígitos.')
  if (!/^\d{25}$/.test(campoLivre)) throw new RangeError('Campo livre deve ter 25 dígitos.')
  if (!isValidISODate(vencimento)) throw new RangeError('Vencimento inválido.')
  if (!Number.isInteger(valorCentavos) || valorCentavos < 0 || valorCentavos > MAX_VALUE_CENTAVOS) {
    throw new RangeError('Valor do boleto inválido.')
  }
  const factor = String(dueDateFactor(vencimento)).padStart(4, '0')
  const value = String(valorCentavos).padStart(10, '0')
  const withoutDv = `${banco}9${factor}${value}${campoLivre}`
  const dv = boletoMod11(withoutDv)
  const codigoBarras = `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`
  return { codigoBarras, linhaDigitavel: barcodeToLinha(codigoBarras) }
}

function withMod10(block: string): string {
  return `${block}${mod10(block)}`
}

export function barcodeToLinha(barcode44: string): string {
  const b = barcode44.replace(/\D+/g, '')
  if (b.length !== 44) throw new RangeError('Código de barras deve ter 44 dígitos.')
  const campoLivre = b.slice(19)
  const block1 = withMod10(b.slice(0, 4) + campoLivre.slice(0, 5))
  const block2 = withMod10(campoLivre.slice(5, 15))
  const block3 = withMod10(campoLivre.slice(15, 25))
  return `${block1}${block2}${block3}${b[4]}${b.slice(5, 19)}`
}

export function linhaToBarcode(linha47: string): string {
  const l = linha47.replace(/\D+/g, '')
  if (l.length !== 47) throw new RangeError('Linha digitável deve ter 47 dígitos.')
  const campoLivre = l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31)
  return `${l.slice(0, 4)}${l[32]}${l.slice(33, 47)}${campoLivre}`
}

/** Masks, spaces and dots are ignored; anything else disqualifies the input. */
export function isValidLinhaDigitavel(s: string): boolean {
  if (/[^\d.\s-]/.test(s)) return false
  const l = s.replace(/\D+/g, '')
  if (l.length !== 47) return false
  const blocksOk =
    mod10(l.slice(0, 9)) === Number(l[9]) &&
    mod10(l.slice(10, 20)) === Number(l[20]) &&
    mod10(l.slice(21, 31)) === Number(l[31])
  if (!blocksOk) return false
  const barcode = linhaToBarcode(l)
  return boletoMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4])
}

/** Unknown shapes come back unchanged so partial input is not lost. */
export function formatLinhaDigitavel(s: string): string {
  const l = s.replace(/\D+/g, '')
  if (l.length !== 47) return s
  return [
    `${l.slice(0, 5)}.${l.slice(5, 10)}`,
    `${l.slice(10, 15)}.${l.slice(15, 21)}`,
    `${l.slice(21, 26)}.${l.slice(26, 32)}`,
    l[32],
    l.slice(33),
  ].join(' ')
}

export interface ParsedLinha {
  banco: string
  valorCentavos: number
  /** null when the factor is 0000 (bill without a due date). */
  vencimento: string | null
}

export function parseLinhaDigitavel(s: string, todayISO: string): ParsedLinha | null {
  if (!isValidLinhaDigitavel(s)) return null
  const l = s.replace(/\D+/g, '')
  const factor = Number(l.slice(33, 37))
  let vencimento: string | null = null
  if (factor !== 0) {
    if (factor < FACTOR_MIN) return null
    vencimento = dueDateFromFactor(factor, todayISO)
  }
  return { banco: l.slice(0, 3), valorCentavos: Number(l.slice(37, 47)), vencimento }
}
