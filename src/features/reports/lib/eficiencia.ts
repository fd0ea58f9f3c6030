/**
 * Collection-action efficiency: which actions (régua sends and analyst attendances) preceded the
 * payment of each title, per action and channel (or per analyst), against comparable overdue
 * titles that got no action: same day, same stratum of days overdue (see EfBaseline). Pure: the demo API and the tests share it.
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
   * Percentage points over comparable titles without action: for each overdue title touched (from
   * the group's first overdue action on it, day d), paid within 15 days (1 or 0) minus the share of
   * the titles open on day d, in the same stratum of days overdue and with no action in the 15 days
   * up to d, that paid within 15 days of d; the mean over the touched titles that had comparables.
   * Null when none had.
   */
  uplift_pp: number | null
  /** Centavos: every payment split in equal parts among the actions of its last 15 days. */
  valor_recuperado: number
  mediana_dias: number | null
}

/**
 * The comparison for every overdue title touched in the period (first overdue action of any kind)
 * that had comparables: for each, the titles open on the same day, in the same stratum of days
 * overdue, with no action in the previous 15 days.
 */
export interface EfBaseline {
  /** Comparable titles, summed over the touched titles (a title may serve several comparisons). */
  titulos: number
  /** Of those, paid within 15 days of the comparison day. */
  pagos_15d: number
  /** Expected rate without action, percent: the mean over the touched titles of pagos ÷ títulos of their comparables. */
  taxa_15d: number | null
  /** Overdue titles touched in the period that had comparables. */
  titulos_acionados: number
  /** Of those, paid within 15 days of their first overdue action. */
  pagos_acionados_15d: number
  taxa_acionados_15d: number | null
  /** taxa_acionados_15d − taxa_15d, percentage points (from unrounded rates). */
  ganho_pp: number | null
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
    /** Title → first day of the group's actions on it once overdue. */
    overdueTouched: Map<number, number>
    recovered: number
  }
  const groups = new Map<string, Acc>()
  const touched = new Set<number>()
  const byTitle = new Map<number, typeof counted>()
  for (const a of counted) {
    let g = groups.get(a.group)
    if (!g) groups.set(a.group, (g = { sample: a, first: new Map(), overdueTouched: new Map(), recovered: 0 }))
    const prev = g.first.get(a.titulo)
    if (prev === undefined || a.day < prev) g.first.set(a.titulo, a.day)
    if (a.data > byId.get(a.titulo)!.data_vencimento) {
      const prevOverdue = g.overdueTouched.get(a.titulo)
      if (prevOverdue === undefined || a.day < prevOverdue) g.overdueTouched.set(a.titulo, a.day)
    }
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

  // Comparable titles, matched on the day and the days-overdue stratum: for a title first touched on
  // day d at n days overdue, the titles that on the same day d were open, in the same stratum of
  // days overdue and had no action in the ATTRIBUTION_DAYS days up to d; their rate is how many
  // paid within 15 days of d. Same day, same age, same time left to pay: what would have happened
  // without the action. (Comparing with titles never touched favours titles paid before anyone
  // acted, the survivors' bias that made every action look harmful.)
  const bucketOf = (daysOverdue: number) =>
    daysOverdue < 1 ? -1 : AGING_STRATA.findIndex(([, hi]) => daysOverdue <= hi)
  const actionDays = new Map<number, number[]>()
  for (const a of counted) {
    let list = actionDays.get(a.titulo)
    if (!list) actionDays.set(a.titulo, (list = []))
    list.push(a.day)
  }
  const titleDays = titles.map((t) => ({
    id: t.id,
    due: toEpochDay(t.data_vencimento),
    paidAt: t.data_pagamento === null ? null : toEpochDay(t.data_pagamento),
  }))
  const cells = new Map<string, { titles: number; paid: number }>()
  const cellOf = (day: number, stratum: number) => {
    const key = `${day}:${stratum}`
    let cell = cells.get(key)
    if (cell) return cell
    const [lo, hi] = AGING_STRATA[stratum]
    cell = { titles: 0, paid: 0 }
    for (const t of titleDays) {
      const overdue = day - t.due
      if (overdue < lo || overdue > hi) continue
      if (t.paidAt !== null && t.paidAt < day) continue
      if (actionDays.get(t.id)?.some((x) => x <= day && day - x <= ATTRIBUTION_DAYS)) continue
      cell.titles += 1
      if (t.paidAt !== null && t.paidAt - day <= 15) cell.paid += 1
    }
    cells.set(key, cell)
    return cell
  }
  /** The comparable rate (0–1) for a title touched on `day` at `overdue` days; null without comparables. */
  const comparableRate = (day: number, overdue: number): number | null => {
    const stratum = bucketOf(overdue)
    if (stratum < 0) return null
    const cell = cellOf(day, stratum)
    return cell.titles === 0 ? null : cell.paid / cell.titles
  }
  // The page's figures: the same comparison for every overdue title touched in the period, from
  // its first overdue action of any kind.
  const firstAny = new Map<number, number>()
  for (const a of counted) {
    if (a.data <= byId.get(a.titulo)!.data_vencimento) continue
    const prev = firstAny.get(a.titulo)
    if (prev === undefined || a.day < prev) firstAny.set(a.titulo, a.day)
  }
  const baseline: EfBaseline = {
    titulos: 0,
    pagos_15d: 0,
    taxa_15d: null,
    titulos_acionados: 0,
    pagos_acionados_15d: 0,
    taxa_acionados_15d: null,
    ganho_pp: null,
  }
  let expectedAll = 0
  for (const [id, day] of firstAny) {
    const t = byId.get(id)!
    const stratum = bucketOf(day - toEpochDay(t.data_vencimento))
    if (stratum < 0) continue
    const cell = cellOf(day, stratum)
    if (cell.titles === 0) continue
    baseline.titulos += cell.titles
    baseline.pagos_15d += cell.paid
    expectedAll += cell.paid / cell.titles
    baseline.titulos_acionados += 1
    if (t.data_pagamento !== null && toEpochDay(t.data_pagamento) - day <= 15) baseline.pagos_acionados_15d += 1
  }
  if (baseline.titulos_acionados > 0) {
    const n = baseline.titulos_acionados
    baseline.taxa_15d = Math.round((expectedAll / n) * 10_000) / 100
    baseline.taxa_acionados_15d = pct(baseline.pagos_acionados_15d, n)
    baseline.ganho_pp = Math.round(((baseline.pagos_acionados_15d - expectedAll) / n) * 10_000) / 100
  }

  const rows: Omit<EfRow, 'key'>[] = []
  for (const g of groups.values()) {
    const within = PAID_WITHIN.map(() => 0)
    const days: number[] = []
    for (const [id, first] of g.first) {
      const t = byId.get(id)!
      if (t.data_pagamento === null) continue
      const d = toEpochDay(t.data_pagamento) - first
      days.push(d)
      PAID_WITHIN.forEach((limit, i) => {
        if (d <= limit) within[i] += 1
      })
    }
    // Overdue titles: paid within 15 days of the group's first overdue action, against the
    // comparable rate of that day and stratum (only titles that have comparables enter the ganho).
    let overduePaid = 0
    let matched = 0
    let matchedPaid = 0
    let expected = 0
    for (const [id, day] of g.overdueTouched) {
      const t = byId.get(id)!
      const paid = t.data_pagamento !== null && toEpochDay(t.data_pagamento) - day <= 15 ? 1 : 0
      overduePaid += paid
      const rate = comparableRate(day, day - toEpochDay(t.data_vencimento))
      if (rate === null) continue
      matched += 1
      matchedPaid += paid
      expected += rate
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
        matched === 0 ? null : Math.round(((matchedPaid - expected) / matched) * 10_000) / 100,
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
    baseline,
    total_recuperado: totalRecovered,
  }
}
