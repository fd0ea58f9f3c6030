import { describe, expect, it } from 'vitest'
import { coverageByMonth, contractDebts, groupDebts, maturityProfile, toReais, weightedCost, type DebtLists } from './debt-model'
import type { Contrato, LiberacaoParcela } from './types'

const base: Omit<Contrato, 'id' | 'numero' | 'banco' | 'moeda' | 'taxa' | 'taxa_mensal'> = {
  empresa: 1,
  tipo_contrato: 1,
  tipo_juros: 1,
  indice: 5,
  forma_amortizacao: 1,
  data_contratacao: '2026-01-10',
  valor_contratado: '3000.00',
  qtd_parcelas: 3,
  carencia_meses: 0,
  observacao: '',
  base_taxa: 'mensal',
  tipo_taxa: 'efetiva',
  percentual_indice: null,
  data_primeiro_vencimento: '2026-02-10',
  juros_carencia: 'pago',
  valor_tarifas: '0.00',
}
const contratos: Contrato[] = [
  { ...base, id: 1, numero: 'A', banco: 1, moeda: 1, taxa: '1.0000', taxa_mensal: '1.0000' },
  { ...base, id: 2, numero: 'B', banco: 2, moeda: 2, taxa: '0.5000', taxa_mensal: '0.5000' },
]
let seq = 0
const p = (contrato: number, due: string, amort: string, juros: string, pago = false): LiberacaoParcela => ({
  id: ++seq,
  liberacao: contrato,
  contrato,
  parcela: seq,
  data_vencimento: due,
  valor_amortizacao: amort,
  valor_juros: juros,
  valor_parcela: (Number(amort) + Number(juros)).toFixed(2),
  saldo_devedor: '0.00',
  pago,
  data_pagamento: null,
})
const lists: DebtLists = {
  contratos,
  parcelas: [
    p(1, '2026-10-10', '999.00', '9.99', true),
    p(1, '2026-12-23', '1000.00', '10.00'),
    p(1, '2027-12-28', '2000.00', '20.00'),
    p(2, '2027-01-22', '100.00', '1.00'),
  ],
  bancos: [
    { id: 1, codigo: '341', nome: 'Itaú', ispb: '60701190', ativo: true },
    { id: 2, codigo: '001', nome: 'BB', ispb: '00000000', ativo: true },
  ],
  empresas: [{ id: 1, razao_social: 'Boa Safra Alimentos Ltda', nome_fantasia: 'Boa Safra', cnpj: '' }],
  indices: [{ id: 5, nome: 'Pré', descricao: '', pos_fixado: false, base: 'anual' }],
  moedas: [
    { id: 1, sigla: 'BRL', nome: 'Real', simbolo: 'R$', cotacao: '1.0000', data_cotacao: null },
    { id: 2, sigla: 'USD', nome: 'Dólar', simbolo: 'US$', cotacao: '5.0000', data_cotacao: null },
  ],
  latest: new Map(),
  today: '2026-11-23',
}

describe('debt model', () => {
  it('converts foreign currency by the registered quotation', () => {
    expect(toReais(10_000, lists.moedas[1])).toBe(50_000)
    expect(toReais(10_000, lists.moedas[0])).toBe(10_000)
  })

  it('splits each balance into short term (≤ 12 months) and long term, paid instalments out', () => {
    const debts = contractDebts(lists)
    expect(debts.map((d) => [d.numero, d.saldoCentavos, d.curtoCentavos, d.longoCentavos])).toEqual([
      ['A', 300_000, 100_000, 200_000],
      ['B', 50_000, 50_000, 0],
    ])
    expect(debts[0].custoAnual).toBeCloseTo(1.01 ** 12 - 1, 12)
    expect(debts[0].banco).toBe('341 · Itaú')
  })

  it('weights the average cost by balance and groups by bank', () => {
    const debts = contractDebts(lists)
    const expected = (((1.01 ** 12 - 1) * 300_000 + (1.005 ** 12 - 1) * 50_000) / 350_000) * 100
    expect(weightedCost(debts)).toBeCloseTo(expected, 10)
    const groups = groupDebts(debts, 'banco')
    expect(groups.map((g) => [g.chave, g.saldoCentavos, Math.round(g.participacao * 100) / 100])).toEqual([
      ['341 · Itaú', 300_000, 85.71],
      ['001 · BB', 50_000, 14.29],
    ])
    expect(groupDebts(debts, 'empresa')).toHaveLength(1)
  })

  it('profiles maturities by year in reais', () => {
    expect(maturityProfile(lists)).toEqual([
      { ano: '2026', principalCentavos: 100_000, jurosCentavos: 1_000 },
      { ano: '2027', principalCentavos: 250_000, jurosCentavos: 2_500 },
    ])
  })

  it('sets the debt service of each month against the expected receivables and flags the gaps', () => {
    const rows = coverageByMonth(lists, {
      meses: [
        { mes: '2026-11', titulos: 0, valor_aberto: '0.00', valor_previsto: '0.00' },
        { mes: '2026-12', titulos: 3, valor_aberto: '3000.00', valor_previsto: '2020.00' },
        { mes: '2027-01', titulos: 1, valor_aberto: '500.00', valor_previsto: '400.00' },
      ],
    })
    expect(rows).toEqual([
      { mes: '2026-11', servicoCentavos: 0, recebiveisCentavos: 0, cobertura: null, descoberto: false },
      { mes: '2026-12', servicoCentavos: 101_000, recebiveisCentavos: 202_000, cobertura: 2, descoberto: false },
      { mes: '2027-01', servicoCentavos: 50_500, recebiveisCentavos: 40_000, cobertura: 40_000 / 50_500, descoberto: true },
    ])
  })
})
