/**
 * Analyst ranking aggregation (spec sections 3 and 4): a document counts once per analyst for
 * the document totals; paid adds to the paid count and value, unpaid to the open count and value;
 * every action row increments that analyst's action count.
 */
import type { RankingAnalistaLinha, RankingAnalistaOrigem } from '../../../shared/api/generated/relatorios'
import { decimalCentavos } from '../../../shared/ui/report/decimal'

/** A row of GET /api/cobranca/report-ranking-analista (one analyst action on one document). */
export type RankingAnalistaSourceRow = RankingAnalistaOrigem

/**
 * An analyst's line of the ranking (the contract's, without the position the page adds); the
 * values are reais rounded to the centavo (summed in centavos).
 */
export type RankingAnalistaRow = Omit<RankingAnalistaLinha, 'posicao'>

export interface AnalistaItem {
  analista: string
  key: string
}

interface Acc {
  analista: string
  /** bit of this analyst in the per-document masks (the first 31 analysts), else 0 */
  bit: number
  /** document indexes of analysts beyond the 31st */
  extra: Set<number> | null
  acoes: number
  docs: number
  pagos: number
  pagosCentavos: number
  abertos: number
  abertosCentavos: number
}

/** Reais as centavos, by the old rule (Math.round of reais × 100; not a number counts 0). */
const slowCentavos = (v: number | string): number => {
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

/**
 * A DRF decimal string read straight into centavos without a float parse (decimalCentavos);
 * anything else (more than two decimals, spaces, exponents, numbers) goes to slowCentavos,
 * which gives the same result for the strings of the fast path.
 */
export function centavosOfDecimal(v: number | string): number {
  if (typeof v !== 'string') return slowCentavos(v)
  return decimalCentavos(v) ?? slowCentavos(v)
}

const EMPTY_SLOT = -1

/**
 * Rows per analyst in the order the analysts first appear, plus the analyst list. The first row
 * of a document decides whether it counts as paid or open for that analyst.
 *
 * One pass. Documents get a dense index from an open-addressing table sized once for the input
 * (FNV-1a over the document string; no Map growth, no per-row objects); each index keeps a bit
 * mask of the analysts (the first 31) that already counted it. The bench (bench/reports.ts)
 * measures it at 100,000 rows.
 */
export function aggregateRankingAnalista(rows: readonly RankingAnalistaSourceRow[]): {
  ranking: RankingAnalistaRow[]
  analistas: AnalistaItem[]
  shared: SharedDocument[]
} {
  const total = rows.length
  let capacity = 16
  while (capacity < total * 2) capacity *= 2
  const slotMask = capacity - 1
  const slots = new Int32Array(capacity).fill(EMPTY_SLOT)
  const docKeys: string[] = []
  const docMasks = new Int32Array(total || 1)
  // per document: the first analyst that counted it, and whether that row was paid and its value
  const docFirst: Acc[] = []
  const docPago = new Uint8Array(total || 1)
  const docCents = new Float64Array(total || 1)
  // documents counted by more than one analyst (few): their analysts
  const sharedBy = new Map<number, string[]>()
  const byAnalyst = new Map<string, Acc>()
  let last: Acc | null = null
  for (let i = 0; i < total; i++) {
    const row = rows[i]
    const name = row.analistacobranca ?? ''
    let acc: Acc | undefined = last !== null && last.analista === name ? last : byAnalyst.get(name)
    if (acc === undefined) {
      const n = byAnalyst.size
      acc = {
        analista: name,
        bit: n < 31 ? 1 << n : 0,
        extra: n < 31 ? null : new Set(),
        acoes: 0,
        docs: 0,
        pagos: 0,
        pagosCentavos: 0,
        abertos: 0,
        abertosCentavos: 0,
      }
      byAnalyst.set(name, acc)
    }
    last = acc
    acc.acoes += 1

    // The document's dense index.
    const doc = String(row.documento ?? '')
    let h = 0x811c9dc5
    for (let j = 0; j < doc.length; j++) h = Math.imul(h ^ doc.charCodeAt(j), 0x01000193)
    let p = h & slotMask
    let idx: number
    for (;;) {
      idx = slots[p]
      if (idx === EMPTY_SLOT) {
        idx = docKeys.length
        docKeys.push(doc)
        slots[p] = idx
        docFirst.push(acc)
        docPago[idx] = row.pago ? 1 : 0
        docCents[idx] = centavosOfDecimal(row.valor_presente)
        break
      }
      if (docKeys[idx] === doc) break
      p = (p + 1) & slotMask
    }

    if (acc.extra !== null) {
      if (acc.extra.has(idx)) continue
      acc.extra.add(idx)
    } else {
      const mask = docMasks[idx]
      if ((mask & acc.bit) !== 0) continue
      docMasks[idx] = mask | acc.bit
    }
    acc.docs += 1
    if (docFirst[idx] !== acc) {
      const names = sharedBy.get(idx)
      if (names) names.push(acc.analista)
      else sharedBy.set(idx, [docFirst[idx].analista, acc.analista])
    }
    const cents = centavosOfDecimal(row.valor_presente)
    if (row.pago) {
      acc.pagos += 1
      acc.pagosCentavos += cents
    } else {
      acc.abertos += 1
      acc.abertosCentavos += cents
    }
  }
  const ranking: RankingAnalistaRow[] = []
  const analistas: AnalistaItem[] = []
  for (const acc of byAnalyst.values()) {
    const key = acc.analista
    ranking.push({
      analista: acc.analista,
      count_acoes: acc.acoes,
      count_documentos: acc.docs,
      count_documentos_pagos: acc.pagos,
      valor_documentos_pagos: acc.pagosCentavos / 100,
      count_documentos_abertos: acc.abertos,
      valor_documentos_abertos: acc.abertosCentavos / 100,
      key,
    })
    analistas.push({ analista: acc.analista, key })
  }
  const shared: SharedDocument[] = []
  for (const [idx, names] of sharedBy) shared.push({ analistas: names, pago: docPago[idx] === 1, centavos: docCents[idx] })
  return { ranking, analistas, shared }
}

/** A document worked by more than one analyst: each analyst's line counts it once. */
export interface SharedDocument {
  /** the analysts (keys) whose lines count it */
  analistas: string[]
  /** as its first row read */
  pago: boolean
  centavos: number
}

export interface DistinctDocuments {
  documentos: number
  pagos: number
  pagosCentavos: number
  abertos: number
  abertosCentavos: number
}

/**
 * The documents of some analysts' lines counted once each: the lines' sums minus the repeats of
 * the documents several of them worked (the lines count a document once per analyst, spec).
 */
export function distinctDocuments(
  lines: readonly RankingAnalistaRow[],
  shared: readonly SharedDocument[],
): DistinctDocuments {
  const out: DistinctDocuments = { documentos: 0, pagos: 0, pagosCentavos: 0, abertos: 0, abertosCentavos: 0 }
  const keys = new Set<string>()
  for (const l of lines) {
    keys.add(l.key)
    out.documentos += l.count_documentos
    out.pagos += l.count_documentos_pagos
    out.pagosCentavos += Math.round(l.valor_documentos_pagos * 100)
    out.abertos += l.count_documentos_abertos
    out.abertosCentavos += Math.round(l.valor_documentos_abertos * 100)
  }
  for (const d of shared) {
    let n = 0
    for (const a of d.analistas) if (keys.has(a)) n += 1
    const repeats = n - 1
    if (repeats <= 0) continue
    out.documentos -= repeats
    if (d.pago) {
      out.pagos -= repeats
      out.pagosCentavos -= repeats * d.centavos
    } else {
      out.abertos -= repeats
      out.abertosCentavos -= repeats * d.centavos
    }
  }
  return out
}

/** Ranking order: amount recovered, then paid documents, then name. */
export function sortRanking(rows: readonly RankingAnalistaRow[]): RankingAnalistaRow[] {
  return [...rows].sort(
    (a, b) =>
      b.valor_documentos_pagos - a.valor_documentos_pagos ||
      b.count_documentos_pagos - a.count_documentos_pagos ||
      a.analista.localeCompare(b.analista, 'pt-BR'),
  )
}
