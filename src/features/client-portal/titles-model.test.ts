import { describe, expect, it } from 'vitest'
import { amountLines, breakdownOf, isPayable, prazoOf, statusesOf, summarize, tagOf } from './titles-model'
import type { PortalTitulo } from './types'

const base: PortalTitulo = {
  id: 1,
  cod_cliente: 10001,
  nome_fantasia: 'Mercado São Jorge',
  documento: 'NF 1-1',
  parcela: 1,
  data_emissao: '2026-10-01',
  data_vencimento: '2026-11-01',
  data_pagamento: null,
  valor: '500.00',
  valor_pago: '0.00',
  saldo: '500.00',
  status: 'vencido',
  dias_atraso: 10,
  forma_cobranca: 1,
  forma_cobranca_descricao: 'Boleto',
  multa: '10.00',
  juros: '1.67',
  valor_atualizado: '511.67',
  hash_2via: 'a'.repeat(32),
  linha_digitavel: '0'.repeat(47),
  pix_copia_cola: null,
  vencimento_boleto: '2026-11-11',
}

describe('Meus Títulos model', () => {
  it('sums in centavos: 0,10 + 0,20 is 0,30, and overdue amounts are the updated ones', () => {
    const today = '2026-11-20'
    const rows: PortalTitulo[] = [
      base, // DOMAIN.md: R$ 500,00, 10 days late, 2 % + 1 % a month → R$ 511,67
      { ...base, id: 2, status: 'aberto', data_vencimento: '2026-12-01', multa: '0.00', juros: '0.00', valor: '0.10', saldo: '0.10', valor_atualizado: '0.10' },
      { ...base, id: 3, status: 'aberto', data_vencimento: '2026-12-02', multa: '0.00', juros: '0.00', valor: '0.20', saldo: '0.20', valor_atualizado: '0.20' },
      { ...base, id: 4, status: 'pago', valor_pago: '120.00', saldo: '0.00', valor_atualizado: '0.00', data_pagamento: '2026-11-02' },
    ]
    expect(summarize(rows, today)).toEqual({
      aPagarHoje: { quantidade: 1, centavos: 51167 },
      vencidos: { quantidade: 1, centavos: 51167 },
      vencemHoje: { quantidade: 0, centavos: 0 },
      aVencer: { quantidade: 2, centavos: 30 },
      pagos: { quantidade: 1, centavos: 12000 },
    })
  })

  it('"a pagar hoje" is the overdue titles plus those due today; one due tomorrow is not in it', () => {
    const today = '2026-11-27'
    const rows: PortalTitulo[] = [
      // overdue: R$ 500,00 + 10,00 fine + 1,67 interest (DOMAIN.md) = R$ 511,67, as the server sends it
      { ...base, id: 1, data_vencimento: '2026-11-17', status: 'vencido' },
      // due today: no charges yet, R$ 1.234,56
      { ...base, id: 2, data_vencimento: today, status: 'aberto', valor: '1234.56', saldo: '1234.56', multa: '0.00', juros: '0.00', valor_atualizado: '1234.56', dias_atraso: 0 },
      // due tomorrow: R$ 999,99, not to pay today
      { ...base, id: 3, data_vencimento: '2026-11-28', status: 'aberto', valor: '999.99', saldo: '999.99', multa: '0.00', juros: '0.00', valor_atualizado: '999.99', dias_atraso: 0 },
      // paid: never to pay
      { ...base, id: 4, status: 'pago', valor_pago: '500.00', saldo: '0.00', multa: '0.00', juros: '0.00', valor_atualizado: '0.00', data_pagamento: '2026-11-20' },
    ]
    const s = summarize(rows, today)
    // by hand: 511,67 + 1.234,56 = 1.746,23
    expect(s.aPagarHoje).toEqual({ quantidade: 2, centavos: 174623 })
    expect(s.vencidos).toEqual({ quantidade: 1, centavos: 51167 })
    expect(s.vencemHoje).toEqual({ quantidade: 1, centavos: 123456 })
    expect(s.aVencer).toEqual({ quantidade: 1, centavos: 99999 })
    expect(s.pagos).toEqual({ quantidade: 1, centavos: 50000 })
    expect(rows.map((t) => prazoOf(t, today))).toEqual(['vencido', 'vence_hoje', 'a_vencer', 'pago'])
    expect(tagOf(rows[1], today)).toEqual({ label: 'Vence hoje', color: 'orange' })
    expect(tagOf(rows[2], today).label).toBe('A vencer')
    // the day after, the server calls the same title overdue, with charges: it is still to pay that day
    expect(prazoOf({ status: 'vencido', data_vencimento: today }, '2026-11-28')).toBe('vencido')
  })

  it('a partly paid title adds up: original − pago + multa + juros = saldo atualizado, to the centavo', () => {
    // the demo's NF 111386-2: R$ 2.602,32, R$ 839,08 paid, 372 days late on the R$ 1.763,24 left
    const partial: PortalTitulo = {
      ...base,
      valor: '2602.32',
      valor_pago: '839.08',
      saldo: '1763.24',
      multa: '35.26',
      juros: '218.64',
      valor_atualizado: '2017.14',
    }
    const b = breakdownOf(partial)
    expect(b).toEqual({
      original: 260232,
      pago: 83908,
      saldo: 176324,
      multa: 3526,
      juros: 21864,
      encargos: 25390,
      atualizado: 201714,
      addsUp: true,
    })
    // by hand: 2.602,32 − 839,08 = 1.763,24; 1.763,24 + 35,26 + 218,64 = 2.017,14
    expect(260232 - 83908 + 3526 + 21864).toBe(201714)
    expect(amountLines(b).map((l) => [l.label, l.centavos])).toEqual([
      ['Valor original', 260232],
      ['(-) Pago', 83908],
      ['(+) Multa e juros', 25390],
      ['(=) Saldo atualizado', 201714],
    ])
    expect(amountLines(b, { detailed: true, total: false }).map((l) => [l.label, l.centavos])).toEqual([
      ['Valor original', 260232],
      ['(-) Valor pago', 83908],
      ['(=) Saldo em aberto', 176324],
      ['(+) Multa', 3526],
      ['(+) Juros', 21864],
    ])
    // an unpaid title on time: no Pago, no charges, only what it is
    const onTime = breakdownOf({ ...base, multa: '0.00', juros: '0.00', valor_atualizado: '500.00' })
    expect(amountLines(onTime).map((l) => l.label)).toEqual(['Valor original', '(=) Saldo atualizado'])
  })

  it('hides a figure the answer lacks, and drops the + − = marks when the figures do not close', () => {
    const { multa: _multa, juros: _juros, valor_pago: _pago, saldo: _saldo, ...bare } = base
    const b = breakdownOf(bare)
    expect(b).toMatchObject({ multa: null, juros: null, encargos: null, pago: null, addsUp: false })
    const lines = amountLines(b, { detailed: true })
    expect(lines.map((l) => [l.label, l.centavos])).toEqual([
      ['Valor original', 50000],
      ['Saldo atualizado', 51167],
    ])
    for (const line of lines) expect(Number.isFinite(line.centavos)).toBe(true)
    // a discount the answer does not itemise: the server's figures, without claiming they add up
    const discounted = breakdownOf({ ...base, valor_pago: '0.00', saldo: '450.00', multa: '9.00', juros: '1.50', valor_atualizado: '460.50' })
    expect(discounted.addsUp).toBe(false)
    expect(amountLines(discounted).map((l) => l.label)).toEqual(['Valor original', 'Multa e juros', 'Saldo atualizado'])
  })

  it.each([
    ['todos', []],
    ['em_aberto', ['vencido', 'aberto']],
    ['pago', ['pago']],
  ] as const)('situação %s asks for %j', (situacao, status) => {
    expect(statusesOf(situacao)).toEqual(status)
  })

  it('offers payment only for open titles with a bill', () => {
    expect(isPayable(base)).toBe(true)
    expect(isPayable({ ...base, status: 'pago' })).toBe(false)
    expect(isPayable({ ...base, hash_2via: null })).toBe(false)
    expect(isPayable({ ...base, linha_digitavel: null, pix_copia_cola: null })).toBe(false)
    expect(isPayable({ ...base, linha_digitavel: null, pix_copia_cola: '000201' })).toBe(true)
  })
})
