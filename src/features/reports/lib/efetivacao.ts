/**
 * Collection effectiveness per month: what fell due, what was collected on time (the next business
 * day counts as on time for a due date on a weekend or holiday, Lei 7.089/83), late, and still
 * open; CEI and DSO (DOMAIN.md) from the balances at the month's first and last day. Pure.
 */
import { cei, dso } from '../../../shared/lib/aging'
import { addDays, isBusinessDay, nextBusinessDay, toEpochDay } from '../../../shared/lib/date'

export interface EfetTitle {
  data_emissao: string
  data_vencimento: string
  data_pagamento: string | null
  /** Centavos. */
  valor: number
  valor_pago: number
}

export interface EfetMonth {
  key: string
  mes: string
  inicio: string
  fim: string
  vencido: number
  recebido_no_prazo: number
  recebido_em_atraso: number
  em_aberto: number
  perc_no_prazo: number | null
  vendas: number
  ar_inicial: number
  ar_final: number
  ar_final_a_vencer: number
  cei: number | null
  dso: number | null
}

const graceCache = new Map<string, string>()
/** Last day a title due on `due` is paid on time. */
export function onTimeLimit(due: string): string {
  let hit = graceCache.get(due)
  if (hit === undefined) {
    hit = isBusinessDay(due) ? due : nextBusinessDay(due)
    graceCache.set(due, hit)
  }
  return hit
}

function lastDayOfMonth(ym: string): string {
  const [y, m] = ym.split('-').map(Number)
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return addDays(next, -1)
}

/** The months (YYYY-MM) that touch [inicio, fim]. */
export function monthsBetween(inicio: string, fim: string): string[] {
  const out: string[] = []
  let [y, m] = inicio.slice(0, 7).split('-').map(Number)
  const end = fim.slice(0, 7)
  for (;;) {
    const ym = `${y}-${String(m).padStart(2, '0')}`
    if (ym > end) break
    out.push(ym)
    m += 1
    if (m > 12) {
      m = 1
      y += 1
    }
  }
  return out
}

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100)

/** Balance of a title at the end of `day` (payments are dated; partial payments too). */
const balanceAt = (t: EfetTitle, day: string) =>
  t.data_pagamento !== null && t.data_pagamento <= day ? t.valor - t.valor_pago : t.valor

/** One summary for [inicio, fim] (both inclusive), clipped to the titles emitted by then. */
export function effectivenessOf(
  titles: readonly EfetTitle[],
  inicio: string,
  fim: string,
): Omit<EfetMonth, 'key' | 'mes'> {
  const before = addDays(inicio, -1)
  let vencido = 0
  let noPrazo = 0
  let atraso = 0
  let aberto = 0
  let vendas = 0
  let arInicial = 0
  let arFinal = 0
  let arFinalAVencer = 0
  for (const t of titles) {
    if (t.data_emissao <= before) arInicial += balanceAt(t, before)
    if (t.data_emissao >= inicio && t.data_emissao <= fim) vendas += t.valor
    if (t.data_emissao <= fim) {
      const b = balanceAt(t, fim)
      arFinal += b
      if (t.data_vencimento > fim) arFinalAVencer += b
    }
    if (t.data_vencimento >= inicio && t.data_vencimento <= fim) {
      vencido += t.valor
      if (t.data_pagamento !== null && t.valor_pago > 0) {
        if (t.data_pagamento <= onTimeLimit(t.data_vencimento)) noPrazo += t.valor_pago
        else atraso += t.valor_pago
      }
      aberto += t.valor - t.valor_pago
    }
  }
  const days = toEpochDay(fim) - toEpochDay(inicio) + 1
  return {
    inicio,
    fim,
    vencido,
    recebido_no_prazo: noPrazo,
    recebido_em_atraso: atraso,
    em_aberto: aberto,
    perc_no_prazo: vencido === 0 ? null : round2((noPrazo / vencido) * 100),
    vendas,
    ar_inicial: arInicial,
    ar_final: arFinal,
    ar_final_a_vencer: arFinalAVencer,
    cei: round2(
      cei({
        openingReceivables: arInicial,
        creditSales: vendas,
        closingReceivables: arFinal,
        closingCurrentReceivables: arFinalAVencer,
      }),
    ),
    dso: round2(dso({ receivables: arFinal, creditSales: vendas, days })),
  }
}

/** One row per month of [inicio, fim]; the first and last months are clipped to the period. */
export function effectivenessByMonth(
  titles: readonly EfetTitle[],
  inicio: string,
  fim: string,
): EfetMonth[] {
  return monthsBetween(inicio, fim).map((mes) => {
    const from = `${mes}-01` < inicio ? inicio : `${mes}-01`
    const last = lastDayOfMonth(mes)
    const to = last > fim ? fim : last
    return { key: mes, mes, ...effectivenessOf(titles, from, to) }
  })
}
