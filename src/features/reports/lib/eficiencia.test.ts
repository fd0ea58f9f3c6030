import { describe, expect, it } from 'vitest'
import { attributeEfficiency, median, type EfAction, type EfTitle } from './eficiencia'

const title = (id: number, due: string, paid: string | null, valor = 10_000): EfTitle => ({
  id,
  data_vencimento: due,
  data_pagamento: paid,
  valor_pago: paid ? valor : 0,
})
const act = (titulo: number, data: string, acao = 'Lembrete', canal = 'sms', origem: EfAction['origem'] = 'Régua', analista = ''): EfAction => ({
  titulo,
  data,
  acao,
  canal,
  origem,
  analista,
})

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('%j → %s', (values, expected) => expect(median(values)).toBe(expected))
})

describe('attributeEfficiency', () => {
  const window = { inicio: '2026-03-01', fim: '2026-03-31' }

  it('counts titles paid within 1, 3, 7 and 15 days of the first action, and the median', () => {
    const titles = [
      title(1, '2026-02-20', '2026-03-02'), // 1 day after the action
      title(2, '2026-02-20', '2026-03-06'), // 5 days
      title(3, '2026-02-20', '2026-03-20'), // 19 days
      title(4, '2026-02-20', null),
    ]
    const actions = [1, 2, 3, 4].map((id) => act(id, '2026-03-01'))
    const { rows } = attributeEfficiency({ titles, actions, ...window })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      key: 1,
      titulos_acionados: 4,
      pagos_1d: 1,
      pagos_3d: 1,
      pagos_7d: 2,
      pagos_15d: 2,
      taxa_15d: 50,
      mediana_dias: 5,
    })
  })

  it('splits each payment equally among the actions of its last 15 days, to the centavo', () => {
    const titles = [title(1, '2026-02-20', '2026-03-10', 10_001)]
    const actions = [
      act(1, '2026-03-01', 'Lembrete', 'sms'),
      act(1, '2026-03-05', 'Lembrete', 'email'),
      act(1, '2026-03-08', 'Ligação', 'telefone', 'Analista', 'Ana'),
    ]
    const result = attributeEfficiency({ titles, actions, ...window })
    expect(result.total_recuperado).toBe(10_001)
    expect(result.rows.reduce((s, r) => s + r.valor_recuperado, 0)).toBe(10_001)
    expect(result.rows.map((r) => r.valor_recuperado).sort()).toEqual([3333, 3334, 3334].sort())
    // sequential keys in output order
    expect(result.rows.map((r) => r.key)).toEqual([1, 2, 3])
  })

  it('ignores actions outside the window, after the payment, or older than 15 days before it', () => {
    const titles = [title(1, '2026-02-01', '2026-03-25'), title(2, '2026-02-01', '2026-03-02')]
    const actions = [
      act(1, '2026-02-27'), // before the window
      act(1, '2026-03-01'), // in the window, 24 days before payment: touched but no credit
      act(2, '2026-03-05'), // after the title was paid: not counted
    ]
    const result = attributeEfficiency({ titles, actions, ...window })
    expect(result.rows[0].titulos_acionados).toBe(1)
    expect(result.rows[0].valor_recuperado).toBe(0)
    expect(result.total_recuperado).toBe(0)
  })

  it('groups by analyst when asked', () => {
    const titles = [title(1, '2026-02-01', null), title(2, '2026-02-01', null)]
    const actions = [
      act(1, '2026-03-02', 'Ligação', 'telefone', 'Analista', 'Ana'),
      act(2, '2026-03-02', 'E-mail', 'email', 'Analista', 'Ana'),
    ]
    const { rows } = attributeEfficiency({ titles, actions, ...window, dimension: 'analista' })
    expect(rows).toEqual([expect.objectContaining({ analista: 'Ana', titulos_acionados: 2, acao: '', canal: '' })])
  })

  it('compares with untouched titles of the same days-overdue stratum (uplift in p.p.)', () => {
    // Touched: 2 titles 10 days overdue on the action day, one paid in 3 days → 50 %.
    // Untouched: 4 titles overdue 8–15 days in the window, one paid within 15 days → 25 %.
    const titles = [
      title(1, '2026-02-19', '2026-03-04'),
      title(2, '2026-02-19', null),
      title(10, '2026-02-20', '2026-03-05'), // reaches 8 days on 28/02 → ref 01/03 (9 days), paid in 4
      title(11, '2026-02-20', null),
      title(12, '2026-02-20', null),
      title(13, '2026-02-20', null),
    ]
    const actions = [act(1, '2026-03-01'), act(2, '2026-03-01')]
    const { rows, baseline } = attributeEfficiency({ titles, actions, ...window })
    expect(rows[0].taxa_vencidos_15d).toBe(50)
    expect(rows[0].uplift_pp).toBe(25)
    expect(baseline.titulos).toBeGreaterThanOrEqual(4)
  })

  it('matches on the action day: comparables are open that day, in the band, without an action in the 15 days before', () => {
    // Touched on 10/03 at 10 days overdue (band 8–15), paid on 12/03 → 1.
    // On 10/03 in the same band: 11 and 12 open and untouched (11 paid in 5 days → 1/2);
    // 13 was paid on 09/03, before the day (not comparable: the survivors' bias);
    // 14 had an action on 01/03 (9 days before: not "without action");
    // 15 is 40 days overdue (another band).
    const titles = [
      title(1, '2026-02-28', '2026-03-12'),
      title(11, '2026-03-01', '2026-03-15'),
      title(12, '2026-03-01', null),
      title(13, '2026-03-01', '2026-03-09'),
      title(14, '2026-03-01', null),
      title(15, '2026-01-29', '2026-03-11'),
    ]
    const actions = [act(1, '2026-03-10'), act(14, '2026-03-01', 'Ligação', 'telefone', 'Analista', 'Ana')]
    const { rows, baseline } = attributeEfficiency({ titles, actions, ...window })
    const lembrete = rows.find((r) => r.acao === 'Lembrete')!
    expect(lembrete.taxa_vencidos_15d).toBe(100)
    expect(lembrete.uplift_pp).toBe(50)
    expect(baseline).toMatchObject({
      titulos: 2,
      pagos_15d: 1,
      taxa_15d: 50,
      titulos_acionados: 1,
      pagos_acionados_15d: 1,
      taxa_acionados_15d: 100,
      ganho_pp: 50,
    })
  })
})
