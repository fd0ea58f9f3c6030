/**
 * Collection-action efficiency: which actions (régua sends and analyst attendances) preceded the
 * payment of each title, per action and channel (or per analyst), against comparable overdue
 * titles that got no action in the same window. Pure: the demo API and the tests share it.
 */
import { toEpochDay } from '../../../shared/lib/date'
import { splitCentavos } from '../../../shared/lib/money'

export const PAID_WITHIN = [1, 3, 7, 15] as const
/** Payments are credited to the actions of the previous 15 days. */
export const ATTRIBUTION_DAYS = 15

export interface EfTitle {
  id: number
  data_vencimento: string
  /** Payment day of a fully paid title; null while anything is open. */
  data_pagamento: string | null
  /** What was paid, in centavos. */
  valor_pago: number
}

export interface EfAction {
  titulo: number
  /** Calendar day of the action (YYYY-MM-DD). */
  data: string
  origem: 'Régua' | 'Analista'
  acao: string
  canal: string
  analista: string
}

/** Strata of days overdue [from, to] the comparison is made in: the aging buckets, the first split in weeks. */
const AGING_STRATA: readonly (readonly [number, number])[] = [
  [1, 7],
  [8, 15],
  [16, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, Infinity],
]

export type EfDimension = 'acao' | 'analista'

export interface EfRow {
  key: number
  origem: string
  acao: string
  canal: string
  analista: string
  titulos_acionados: number
  pagos_1d: number
  pagos_3d: number
  pagos_7d: number
  pagos_15d: number
  /** Share of touched titles paid within 15 days, percent. */
  taxa_15d: number
  titulos_vencidos_acionados: number
  taxa_vencidos_15d: number | null
  /**
   * Percentage points over comparable titles without action: the 15-day rate of the overdue titles
   * touched minus the rate untouched titles of the same aging bucket had; null without a baseline.
   */
  uplift_pp: number | null
  /** Centavos: every payment split in equal parts among the actions of its last 15 days. */
  valor_recuperado: number
  mediana_dias: number | null
}

export interface EfBaseline {
  titulos: number
  pagos_15d: number
  taxa_15d: number | null
}

export interface EfResult {
  rows: EfRow[]
  baseline: EfBaseline
  total_recuperado: number
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const pct = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100

function groupKey(a: EfAction, dim: EfDimension): string {
  return dim === 'analista' ? `${a.origem}\u0000${a.analista}` : `${a.origem}\u0000${a.acao}\u0000${a.canal}`
}

/** Keys are sequential (1, 2, …) in the output order: amount recovered, then titles touched. */
export function attributeEfficiency(args: {
  titles: readonly EfTitle[]
  actions: readonly EfAction[]
  inicio: string
  fim: string
  dimension?: EfDimension
}): EfResult {
  const { titles, inicio, fim, dimension = 'acao' } = args
  const byId = new Map<number, EfTitle>()
  for (const t of titles) byId.set(t.id, t)

  // Actions in the window on titles still open on the action day.
  const counted: (EfAction & { day: number; group: string })[] = []
  for (const a of args.actions) {
    if (a.data < inicio || a.data > fim) continue
    const t = byId.get(a.titulo)
    if (!t) continue
    if (t.data_pagamento !== null && t.data_pagamento < a.data) continue
    counted.push({ ...a, day: toEpochDay(a.data), group: groupKey(a, dimension) })
  }

  interface Acc {
    sample: EfAction
    first: Map<number, number>
    overdueTouched: Set<number>
    recovered: number
  }
  const groups = new Map<string, Acc>()
  const touched = new Set<number>()
  const byTitle = new Map<number, typeof counted>()
  for (const a of counted) {
    let g = groups.get(a.group)
    if (!g) groups.set(a.group, (g = { sample: a, first: new Map(), overdueTouched: new Set(), recovered: 0 }))
    const prev = g.first.get(a.titulo)
    if (prev === undefined || a.day < prev) g.first.set(a.titulo, a.day)
    if (a.data > byId.get(a.titulo)!.data_vencimento) g.overdueTouched.add(a.titulo)
    touched.add(a.titulo)
    let list = byTitle.get(a.titulo)
    if (!list) byTitle.set(a.titulo, (list = []))
    list.push(a)
  }

  // Linear attribution of each payment to the actions of its previous ATTRIBUTION_DAYS days.
  let totalRecovered = 0
  for (const [id, list] of byTitle) {
    const t = byId.get(id)!
    if (t.data_pagamento === null) continue
    const paid = toEpochDay(t.data_pagamento)
    const credited = list
      .filter((a) => a.day <= paid && paid - a.day <= ATTRIBUTION_DAYS)
      .sort((a, b) => a.day - b.day || a.group.localeCompare(b.group))
    if (credited.length === 0) continue
    const parts = splitCentavos(t.valor_pago, credited.length)
    credited.forEach((a, i) => {
      groups.get(a.group)!.recovered += parts[i]
    })
    totalRecovered += t.valor_pago
  }

  // Comparable titles: never touched in the window. For each stratum of days overdue, the titles
  // still open on the day they reached it (inside the window) and how many paid in 15 days.
  const bucketOf = (daysOverdue: number) => AGING_STRATA.findIndex(([, hi]) => daysOverdue <= hi)
  const strata = AGING_STRATA.map(() => ({ titles: 0, paid: 0 }))
  const fimDay = toEpochDay(fim)
  const inicioDay = toEpochDay(inicio)
  for (const t of titles) {
    if (touched.has(t.id)) continue
    const due = toEpochDay(t.data_vencimento)
    const paidAt = t.data_pagamento === null ? null : toEpochDay(t.data_pagamento)
    AGING_STRATA.forEach(([lo, hi], i) => {
      const ref = Math.max(inicioDay, due + lo)
      if (ref > fimDay || ref - due > hi) return
      if (paidAt !== null && paidAt < ref) return
      strata[i].titles += 1
      if (paidAt !== null && paidAt - ref <= 15) strata[i].paid += 1
    })
  }
  const baseTitles = strata.reduce((n, x) => n + x.titles, 0)
  const basePaid = strata.reduce((n, x) => n + x.paid, 0)
  const baseRate = baseTitles === 0 ? null : pct(basePaid, baseTitles)
  const strataRate = strata.map((x) => (x.titles === 0 ? null : x.paid / x.titles))

  const rows: Omit<EfRow, 'key'>[] = []
  for (const g of groups.values()) {
    const within = PAID_WITHIN.map(() => 0)
    const days: number[] = []
    let overduePaid = 0
    let expected = 0
    let expectedN = 0
    for (const [id, first] of g.first) {
      const t = byId.get(id)!
      if (g.overdueTouched.has(id)) {
        const rate = strataRate[bucketOf(first - toEpochDay(t.data_vencimento))]
        if (rate !== null && rate !== undefined) {
          expected += rate
          expectedN += 1
        }
      }
      if (t.data_pagamento === null) continue
      const d = toEpochDay(t.data_pagamento) - first
      days.push(d)
      PAID_WITHIN.forEach((limit, i) => {
        if (d <= limit) within[i] += 1
      })
      if (g.overdueTouched.has(id) && d <= 15) overduePaid += 1
    }
    const n = g.first.size
    const overdueRate = g.overdueTouched.size === 0 ? null : pct(overduePaid, g.overdueTouched.size)
    rows.push({
      origem: g.sample.origem,
      acao: dimension === 'analista' ? '' : g.sample.acao,
      canal: dimension === 'analista' ? '' : g.sample.canal,
      analista: dimension === 'analista' ? g.sample.analista : '',
      titulos_acionados: n,
      pagos_1d: within[0],
      pagos_3d: within[1],
      pagos_7d: within[2],
      pagos_15d: within[3],
      taxa_15d: pct(within[3], n),
      titulos_vencidos_acionados: g.overdueTouched.size,
      taxa_vencidos_15d: overdueRate,
      uplift_pp:
        overdueRate === null || expectedN === 0
          ? null
          : Math.round((overdueRate - (expected / expectedN) * 100) * 100) / 100,
      valor_recuperado: g.recovered,
      mediana_dias: median(days),
    })
  }
  rows.sort(
    (a, b) =>
      b.valor_recuperado - a.valor_recuperado ||
      b.titulos_acionados - a.titulos_acionados ||
      `${a.origem}${a.acao}${a.canal}${a.analista}`.localeCompare(`${b.origem}${b.acao}${b.canal}${b.analista}`, 'pt-BR'),
  )
  return {
    rows: rows.map((r, i) => ({ key: i + 1, ...r })),
    baseline: { titulos: baseTitles, pagos_15d: basePaid, taxa_15d: baseRate },
    total_recuperado: totalRecovered,
  }
}
