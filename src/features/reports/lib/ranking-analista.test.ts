import { describe, expect, it } from 'vitest'
import { aggregateRankingAnalista, centavosOfDecimal, distinctDocuments, sortRanking, type RankingAnalistaSourceRow } from './ranking-analista'

const row = (analistacobranca: string, documento: string, pago: boolean, valor_presente: number | string): RankingAnalistaSourceRow => ({
  analistacobranca,
  documento,
  pago,
  valor_presente,
})

describe('aggregateRankingAnalista (spec section 4)', () => {
  it.each([
    {
      name: 'no rows',
      rows: [],
      expected: [],
    },
    {
      name: 'one paid document',
      rows: [row('Ana', 'NF 1-1', true, '100.10')],
      expected: [{ analista: 'Ana', count_acoes: 1, count_documentos: 1, count_documentos_pagos: 1, valor_documentos_pagos: 100.1, count_documentos_abertos: 0, valor_documentos_abertos: 0, key: 'Ana' }],
    },
    {
      name: 'a document counts once per analyst, every action counts',
      rows: [row('Ana', 'NF 1-1', false, '50.00'), row('Ana', 'NF 1-1', false, '50.00'), row('Ana', 'NF 2-1', true, 20)],
      expected: [{ analista: 'Ana', count_acoes: 3, count_documentos: 2, count_documentos_pagos: 1, valor_documentos_pagos: 20, count_documentos_abertos: 1, valor_documentos_abertos: 50, key: 'Ana' }],
    },
    {
      name: 'the same document counts for each analyst who worked it',
      rows: [row('Ana', 'NF 1-1', true, '10.00'), row('Bruno', 'NF 1-1', true, '10.00')],
      expected: [
        { analista: 'Ana', count_acoes: 1, count_documentos: 1, count_documentos_pagos: 1, valor_documentos_pagos: 10, count_documentos_abertos: 0, valor_documentos_abertos: 0, key: 'Ana' },
        { analista: 'Bruno', count_acoes: 1, count_documentos: 1, count_documentos_pagos: 1, valor_documentos_pagos: 10, count_documentos_abertos: 0, valor_documentos_abertos: 0, key: 'Bruno' },
      ],
    },
    {
      name: 'sums in centavos: 0,10 + 0,20 = 0,30',
      rows: [row('Ana', 'A', false, '0.10'), row('Ana', 'B', false, '0.20')],
      expected: [{ analista: 'Ana', count_acoes: 2, count_documentos: 2, count_documentos_pagos: 0, valor_documentos_pagos: 0, count_documentos_abertos: 2, valor_documentos_abertos: 0.3, key: 'Ana' }],
    },
  ])('$name', ({ rows, expected }) => {
    const { ranking, analistas } = aggregateRankingAnalista(rows)
    expect(ranking).toEqual(expected)
    expect(analistas).toEqual(expected.map((r) => ({ analista: r.analista, key: r.key })))
  })

  it('the totals count a document once, even when several analysts worked it (lines count it per analyst)', () => {
    const rows = [
      row('Ana', 'NF 1-1', true, '10.00'),
      row('Bruno', 'NF 1-1', true, '10.00'),
      row('Carla', 'NF 1-1', true, '10.00'),
      row('Ana', 'NF 2-1', false, '7.50'),
      row('Bruno', 'NF 2-1', false, '7.50'),
      row('Bruno', 'NF 3-1', false, '1.00'),
    ]
    const { ranking, shared } = aggregateRankingAnalista(rows)
    expect(ranking.reduce((s, r) => s + r.count_documentos, 0)).toBe(6)
    expect(shared).toEqual([
      { analistas: ['Ana', 'Bruno', 'Carla'], pago: true, centavos: 1000 },
      { analistas: ['Ana', 'Bruno'], pago: false, centavos: 750 },
    ])
    expect(distinctDocuments(ranking, shared)).toEqual({ documentos: 3, pagos: 1, pagosCentavos: 1000, abertos: 2, abertosCentavos: 850 })
    // only Ana and Carla on screen: NF 1-1 once, NF 2-1 (Ana's)
    const some = ranking.filter((r) => r.key !== 'Bruno')
    expect(distinctDocuments(some, shared)).toEqual({ documentos: 2, pagos: 1, pagosCentavos: 1000, abertos: 1, abertosCentavos: 750 })
  })

  it('orders the ranking by amount paid, then paid documents, then name', () => {
    const { ranking } = aggregateRankingAnalista([
      row('Carla', 'X', true, 5),
      row('Bruno', 'Y', true, 50),
      row('Ana', 'Z', true, 5),
    ])
    expect(sortRanking(ranking).map((r) => r.analista)).toEqual(['Bruno', 'Ana', 'Carla'])
  })

  it('keeps every count exact over 100.000 action rows (the timing is in bench/reports.ts)', () => {
    const rows: RankingAnalistaSourceRow[] = []
    for (let i = 0; i < 100_000; i++)
      rows.push(row(`Analista ${i % 6}`, `NF ${i % 20_000}-1`, i % 3 === 0, '1.01'))
    const { ranking } = aggregateRankingAnalista(rows)
    expect(ranking).toHaveLength(6)
    expect(ranking.reduce((s, r) => s + r.count_acoes, 0)).toBe(100_000)
    // analyst k sees the documents i ≡ k (mod 6) of 20.000: 20.000 / 2 = 10.000 distinct per analyst
    // (6 and 20.000 share the factor 2), each worth R$ 1,01.
    for (const r of ranking) {
      expect(r.count_documentos).toBe(10_000)
      expect(r.count_documentos_pagos + r.count_documentos_abertos).toBe(10_000)
      expect(Math.round((r.valor_documentos_pagos + r.valor_documentos_abertos) * 100)).toBe(1_010_000)
    }
  })

  it('agrees with a plain reference over random rows: 40 analysts (past the 31 of the bit masks), repeated documents, odd values', () => {
    // The specification's rule written the obvious way: a Set of documents per analyst.
    const reference = (rows: RankingAnalistaSourceRow[]) => {
      const by = new Map<string, { acoes: number; docs: Set<string>; pagos: number; vp: number; abertos: number; va: number }>()
      for (const r of rows) {
        let a = by.get(r.analistacobranca)
        if (!a) by.set(r.analistacobranca, (a = { acoes: 0, docs: new Set(), pagos: 0, vp: 0, abertos: 0, va: 0 }))
        a.acoes += 1
        if (a.docs.has(r.documento)) continue
        a.docs.add(r.documento)
        const n = Number(r.valor_presente)
        const c = Number.isFinite(n) ? Math.round(n * 100) : 0
        if (r.pago) {
          a.pagos += 1
          a.vp += c
        } else {
          a.abertos += 1
          a.va += c
        }
      }
      return [...by].map(([analista, a]) => ({
        analista,
        count_acoes: a.acoes,
        count_documentos: a.docs.size,
        count_documentos_pagos: a.pagos,
        valor_documentos_pagos: a.vp / 100,
        count_documentos_abertos: a.abertos,
        valor_documentos_abertos: a.va / 100,
        key: analista,
      }))
    }
    let seed = 7
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const odd = ['', 'abc', ' 12.5 ', '-0.00', '1e3', '.5', '5.', '-', '12.345', '0.29', '-12.3']
    for (let round = 0; round < 20; round++) {
      const rows = Array.from({ length: 2000 }, () =>
        row(
          `Analista ${Math.floor(rnd() * 40)}`,
          `NF ${Math.floor(rnd() * 300)}-${Math.floor(rnd() * 3)}`,
          rnd() < 0.4,
          rnd() < 0.2 ? Math.round(rnd() * 1e6) / 100 : rnd() < 0.2 ? odd[Math.floor(rnd() * odd.length)] : (rnd() * 20_000 - 2000).toFixed(2),
        ),
      )
      expect(aggregateRankingAnalista(rows).ranking).toEqual(reference(rows))
    }
  })

  it('reads decimal strings into centavos as Math.round(Number(v) × 100) does', () => {
    for (const v of ['0.29', '1234.5', '-12.34', '-0.00', '0', '007.10', '99999999999.99', '1.005', '', 'x', 12.345, -0.1]) {
      const n = Number(v)
      expect(centavosOfDecimal(v) + 0).toBe((Number.isFinite(n) ? Math.round(n * 100) : 0) + 0)
    }
  })
})
