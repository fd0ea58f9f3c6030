import { describe, expect, it } from 'vitest'
import { effectivenessByMonth, effectivenessOf, monthsBetween, onTimeLimit, type EfetTitle } from './efetivacao'

const t = (emissao: string, venc: string, pag: string | null, valor: number, pago = pag ? valor : 0): EfetTitle => ({
  data_emissao: emissao,
  data_vencimento: venc,
  data_pagamento: pag,
  valor,
  valor_pago: pago,
})

describe('onTimeLimit (Lei 7.089/83)', () => {
  it.each([
    ['2026-03-10', '2026-03-10'], // Tuesday
    ['2026-03-14', '2026-03-16'], // Saturday → Monday
    ['2026-04-21', '2026-04-22'], // Tiradentes (Tuesday) → Wednesday
    ['2026-12-25', '2026-12-28'], // Christmas (Friday) → Monday
  ])('due %s is on time until %s', (due, limit) => expect(onTimeLimit(due)).toBe(limit))
})

describe('monthsBetween', () => {
  it('lists the months that touch the period', () => {
    expect(monthsBetween('2025-11-23', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
  })
})

describe('effectivenessOf', () => {
  // Worked example: opening AR 1.000,00; sales 500,00 in March; 800,00 collected.
  const titles = [
    t('2026-02-01', '2026-03-02', '2026-03-02', 60_000), // due and paid on time in March
    t('2026-02-10', '2026-03-06', '2026-03-20', 20_000), // paid late
    t('2026-02-15', '2026-03-25', null, 20_000), // still open, overdue at the end
    t('2026-03-05', '2026-04-04', null, 50_000), // sale of March, current at the end
  ]
  const m = effectivenessOf(titles, '2026-03-01', '2026-03-31')

  it('splits what fell due into on time, late and open', () => {
    expect(m).toMatchObject({ vencido: 100_000, recebido_no_prazo: 60_000, recebido_em_atraso: 20_000, em_aberto: 20_000, perc_no_prazo: 60 })
  })

  it('computes CEI and DSO as DOMAIN.md defines them', () => {
    expect(m).toMatchObject({ ar_inicial: 100_000, vendas: 50_000, ar_final: 70_000, ar_final_a_vencer: 50_000 })
    // CEI = (100.000 + 50.000 − 70.000) ÷ (100.000 + 50.000 − 50.000) × 100 = 80 %
    expect(m.cei).toBe(80)
    // DSO = 70.000 ÷ 50.000 × 31 = 43,4 days
    expect(m.dso).toBe(43.4)
  })

  it('counts a partial payment by its date and leaves the rest open', () => {
    const partial = effectivenessOf([t('2026-02-01', '2026-03-02', '2026-03-10', 10_000, 4_000)], '2026-03-01', '2026-03-31')
    expect(partial).toMatchObject({ vencido: 10_000, recebido_em_atraso: 4_000, em_aberto: 6_000, ar_final: 6_000 })
  })

  it('clips the first and last month to the period', () => {
    const months = effectivenessByMonth(titles, '2026-02-15', '2026-03-31')
    expect(months.map((x) => [x.mes, x.inicio, x.fim])).toEqual([
      ['2026-02', '2026-02-15', '2026-02-28'],
      ['2026-03', '2026-03-01', '2026-03-31'],
    ])
    expect(months[1].vencido).toBe(100_000)
  })
})
