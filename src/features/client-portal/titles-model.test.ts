import { describe, expect, it } from 'vitest'
import { isPayable, statusesOf, summarize } from './titles-model'
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
    const rows: PortalTitulo[] = [
      base, // DOMAIN.md: R$ 500,00, 10 days late, 2 % + 1 % a month → R$ 511,67
      { ...base, id: 2, status: 'aberto', multa: '0.00', juros: '0.00', valor: '0.10', saldo: '0.10', valor_atualizado: '0.10' },
      { ...base, id: 3, status: 'aberto', multa: '0.00', juros: '0.00', valor: '0.20', saldo: '0.20', valor_atualizado: '0.20' },
      { ...base, id: 4, status: 'pago', valor_pago: '120.00', saldo: '0.00', valor_atualizado: '0.00', data_pagamento: '2026-11-02' },
    ]
    expect(summarize(rows)).toEqual({
      aPagar: { quantidade: 3, centavos: 51167 + 30 },
      vencidos: { quantidade: 1, centavos: 51167 },
      aVencer: { quantidade: 2, centavos: 30 },
      pagos: { quantidade: 1, centavos: 12000 },
    })
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
