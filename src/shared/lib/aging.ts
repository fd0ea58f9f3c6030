/** Aging buckets and the two collection KPIs (DSO, CEI). */

export const AGING_BUCKETS = [
  { key: 'a_vencer', label: 'A vencer' },
  { key: 'd1_30', label: '1–30' },
  { key: 'd31_60', label: '31–60' },
  { key: 'd61_90', label: '61–90' },
  { key: 'd91_180', label: '91–180' },
  { key: 'd180_mais', label: '> 180' },
] as const

export type AgingBucket = (typeof AGING_BUCKETS)[number]
export type AgingBucketKey = AgingBucket['key']
export type AgingBucketLabel = AgingBucket['label']

/** Partial days count as a full day late, so the buckets never overlap or leave gaps. */
export function agingBucket(diasAtraso: number): AgingBucketKey {
  if (Number.isNaN(diasAtraso)) throw new RangeError('Dias de atraso inválidos.')
  const d = Math.ceil(diasAtraso)
  if (d <= 0) return 'a_vencer'
  if (d <= 30) return 'd1_30'
  if (d <= 60) return 'd31_60'
  if (d <= 90) return 'd61_90'
  if (d <= 180) return 'd91_180'
  return 'd180_mais'
}

export function agingLabel(key: AgingBucketKey): AgingBucketLabel {
  const bucket = AGING_BUCKETS.find((b) => b.key === key)
  if (!bucket) throw new RangeError(`Faixa desconhecida: ${key}`)
  return bucket.label
}

export interface AgingTotal {
  key: AgingBucketKey
  label: AgingBucketLabel
  count: number
  totalCentavos: number
}

/** Totals per bucket in display order, including empty buckets. */
export function agingSummary(
  items: readonly { diasAtraso: number; valorCentavos: number }[],
): AgingTotal[] {
  const totals = AGING_BUCKETS.map((b) => ({
    key: b.key,
    label: b.label,
    count: 0,
    totalCentavos: 0,
  }))
  for (const item of items) {
    const row = totals.find((t) => t.key === agingBucket(item.diasAtraso))!
    row.count += 1
    row.totalCentavos += item.valorCentavos
  }
  return totals
}

/** Simple DSO in days; null when there were no credit sales to divide by. */
export function dso(args: {
  receivables: number
  creditSales: number
  days: number
}): number | null {
  const { receivables, creditSales, days } = args
  if (creditSales === 0) return null
  return (receivables / creditSales) * days
}

/**
 * Collection Effectiveness Index in percent; null when nothing was collectable.
 * Current receivables are those not yet due at the end of the period.
 */
export function cei(args: {
  openingReceivables: number
  creditSales: number
  closingReceivables: number
  closingCurrentReceivables: number
}): number | null {
  const { openingReceivables, creditSales, closingReceivables, closingCurrentReceivables } = args
  const collectable = openingReceivables + creditSales - closingCurrentReceivables
  if (collectable === 0) return null
  return ((openingReceivables + creditSales - closingReceivables) / collectable) * 100
}
