import { describe, expect, it } from 'vitest'
import { computeScore, paymentDaysLate, riskClass, scoreFactors, WEIGHTS, type ScoreInput } from './credit-score'

const base: ScoreInput = {
  pagosQtd: 20,
  pagosEmDiaQtd: 20,
  atrasoMedioDias: 0,
  compraMediaMensal: 5_000_000,
  mesesRelacionamento: 60,
  exposicaoAberto: 1_000_000,
  exposicaoLimite: 4_000_000,
  temGrupo: true,
  limiteAtual: 8_000_000,
  maiorAtrasoAtualDias: 0,
}

const points = (input: Partial<ScoreInput>) =>
  Object.fromEntries(scoreFactors({ ...base, ...input }).map((f) => [f.key, f.points]))

describe('score factors', () => {
  it('weights add up to 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b)).toBe(100)
  })

  it.each([
    // [case, input, factor, points]
    ['all on time', { pagosQtd: 20, pagosEmDiaQtd: 20 }, 'pontualidade', 100],
    ['15 of 20 on time', { pagosQtd: 20, pagosEmDiaQtd: 15 }, 'pontualidade', 75],
    ['no payments: neutral', { pagosQtd: 0, pagosEmDiaQtd: 0 }, 'pontualidade', 50],
    ['no delay', { atrasoMedioDias: 0 }, 'atraso', 100],
    ['15 days average', { atrasoMedioDias: 15 }, 'atraso', 75],
    ['60 days or more', { atrasoMedioDias: 90 }, 'atraso', 0],
    ['R$ 50.000/month', { compraMediaMensal: 5_000_000 }, 'volume', 100],
    ['R$ 10.000/month', { compraMediaMensal: 1_000_000 }, 'volume', 20],
    ['above the ceiling', { compraMediaMensal: 9_000_000 }, 'volume', 100],
    ['5 years', { mesesRelacionamento: 60 }, 'relacionamento', 100],
    ['18 months', { mesesRelacionamento: 18 }, 'relacionamento', 30],
    ['new customer', { mesesRelacionamento: 0 }, 'relacionamento', 0],
    ['25% of group limit', { exposicaoAberto: 1_000_000, exposicaoLimite: 4_000_000 }, 'grupo', 100],
    ['50% of group limit', { exposicaoAberto: 2_000_000, exposicaoLimite: 4_000_000 }, 'grupo', 100],
    ['75% of group limit', { exposicaoAberto: 3_000_000, exposicaoLimite: 4_000_000 }, 'grupo', 50],
    ['over the limit', { exposicaoAberto: 5_000_000, exposicaoLimite: 4_000_000 }, 'grupo', 0],
    ['no limit, nothing open', { exposicaoAberto: 0, exposicaoLimite: 0 }, 'grupo', 100],
    ['no limit, balance open', { exposicaoAberto: 100, exposicaoLimite: 0 }, 'grupo', 0],
  ] as const)('%s → %s = %i', (_name, input, key, expected) => {
    expect(points(input)[key]).toBe(expected)
  })

  it('says what was measured, in pt-BR', () => {
    const f = scoreFactors({ ...base, pagosQtd: 25, pagosEmDiaQtd: 23, atrasoMedioDias: 4.25, temGrupo: false })
    expect(f[0].measured).toBe('92% em dia (23 de 25)')
    expect(f[1].measured).toBe('4,3 dias em média')
    expect(f[2].measured).toBe('R$\u00a050.000,00 por mês')
    expect(f[4].measured).toBe('25% do limite do cliente (sem grupo econômico) em uso')
  })
})

describe('computeScore', () => {
  it.each([
    [80, 'A'],
    [79.9, 'B'],
    [65, 'B'],
    [50, 'C'],
    [35, 'D'],
    [34.9, 'E'],
    [0, 'E'],
  ] as const)('score %d is class %s', (score, classe) => {
    expect(riskClass(score)).toBe(classe)
  })

  it('a perfect customer: 100, class A, two months of purchases', () => {
    const r = computeScore(base)
    expect(r.score).toBe(100)
    expect(r.classe).toBe('A')
    expect(r.limiteSugerido).toBe(10_000_000)
    expect(r.limiteExplicacao).toHaveLength(1)
  })

  it('adds the contributions and rounds the limit down to R$ 500,00', () => {
    // pontualidade 75 → 22.5; atraso 75 → 18.75→18.8; volume 20.6→21 → 3.2 (rounded 3.15); relacionamento 30 → 4.5; grupo 100 → 15
    const r = computeScore({
      ...base,
      pagosEmDiaQtd: 15,
      atrasoMedioDias: 15,
      compraMediaMensal: 1_031_234,
      mesesRelacionamento: 18,
    })
    const sum = r.factors.reduce((s, f) => s + f.contribution, 0)
    expect(r.score).toBeCloseTo(sum, 5)
    expect(r.factors.map((f) => f.contribution)).toEqual([22.5, 18.8, 3.2, 4.5, 15])
    expect(r.score).toBe(64)
    expect(r.classe).toBe('C')
    // 10.312,34 × 1 = 10.312,34 → 10.000,00
    expect(r.limiteSugerido).toBe(1_000_000)
  })

  it('never suggests more than the current limit while a title is over 30 days late', () => {
    const r = computeScore({ ...base, maiorAtrasoAtualDias: 45, limiteAtual: 3_000_000 })
    expect(r.limiteSugerido).toBe(3_000_000)
    expect(r.limiteExplicacao[1]).toMatch(/vencido há 45 dias/)
    expect(computeScore({ ...base, maiorAtrasoAtualDias: 30, limiteAtual: 3_000_000 }).limiteSugerido).toBe(10_000_000)
  })
})

describe('paymentDaysLate (Lei 7.089/83)', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 0], // on the due day
    ['2026-03-10', '2026-03-09', 0], // early
    ['2026-03-10', '2026-03-13', 3],
    ['2026-03-14', '2026-03-16', 0], // due Saturday, paid Monday: no charge
    ['2026-03-14', '2026-03-17', 3], // missed Monday: late from the due date
    ['2026-04-21', '2026-04-22', 0], // Tiradentes (holiday) → next business day
    ['2026-12-25', '2026-12-28', 0], // Christmas Friday → Monday
  ])('due %s, paid %s → %i', (due, paid, days) => {
    expect(paymentDaysLate(due, paid)).toBe(days)
  })
})
