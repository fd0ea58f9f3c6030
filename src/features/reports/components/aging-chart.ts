import { AGING_BUCKETS } from '@/shared/lib/aging'
import { moneyCentavos } from '@/shared/ui/report'

/** A money value (decimal string or reais) as centavos; blank or invalid counts 0. */
const cents = (v: unknown) => moneyCentavos('money', v ?? 0) ?? 0

/** Total per aging bucket (centavos) of rows carrying the bucket fields (a_vencer, d1_30, …). */
export function agingTotals(rows: readonly Record<string, unknown>[]): { categories: string[]; values: number[] } {
  return {
    categories: AGING_BUCKETS.map((b) => (b.key === 'a_vencer' ? b.label : `${b.label} dias`)),
    values: AGING_BUCKETS.map((b) => rows.reduce((s, r) => s + cents(r[b.key]), 0)),
  }
}

/** "2026-03" → "03/2026". */
export const monthLabel = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`

export { cents }
