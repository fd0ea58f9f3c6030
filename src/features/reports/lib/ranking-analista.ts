/**
 * Analyst ranking aggregation (spec sections 3 and 4): a document counts once per analyst for
 * the document totals; paid adds to the paid count and value, unpaid to the open count and value;
 * every action row increments that analyst's action count.
 */

/** A row of GET /api/cobranca/report-ranking-analista (one analyst action on one document). */
export interface RankingAnalistaSourceRow {
  analistacobranca: string
  documento: string
  pago: boolean
  /** Decimal string or number, in reais. */
  valor_presente: number | string
}

export interface RankingAnalistaRow {
  analista: string
  count_acoes: number
  count_documentos: number
  count_documentos_pagos: number
  /** Reais, rounded to the centavo (summed in centavos). */
  valor_documentos_pagos: number
  count_documentos_abertos: number
  valor_documentos_abertos: number
  key: string
}

export interface AnalistaItem {
  analista: string
  key: string
}

interface Acc {
  analista: string
  /** bit of this analyst in the per-document masks (the first 31 analysts), else -1 */
  bit: number
  /** documents of analysts beyond the 31st */
  extra: Set<string> | null
  acoes: number
  docs: number
  pagos: number
  pagosCentavos: number
  abertos: number
  abertosCentavos: number
}

const toCentavos = (v: number | string): number => {
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

/**
 * Rows per analyst in the order the analysts first appear, plus the analyst list. The first row
 * of a document decides whether it counts as paid or open for that analyst. One map lookup per
 * row: each document keeps a bit mask of the analysts that already counted it.
 */
export function aggregateRankingAnalista(rows: readonly RankingAnalistaSourceRow[]): {
  ranking: RankingAnalistaRow[]
  analistas: AnalistaItem[]
} {
  const masks = new Map<string, number>()
  const byAnalyst = new Map<string, Acc>()
  let last: Acc | null = null
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    const name = row.analistacobranca ?? ''
    let acc: Acc | undefined = last !== null && last.analista === name ? last : byAnalyst.get(name)
    if (!acc) {
      const n = byAnalyst.size
      acc = {
        analista: name,
        bit: n < 31 ? 1 << n : -1,
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
    if (acc.extra !== null) {
      if (acc.extra.has(row.documento)) continue
      acc.extra.add(row.documento)
    } else {
      const mask = masks.get(row.documento) ?? 0
      if ((mask & acc.bit) !== 0) continue
      masks.set(row.documento, mask | acc.bit)
    }
    acc.docs += 1
    const cents = toCentavos(row.valor_presente)
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
  return { ranking, analistas }
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
