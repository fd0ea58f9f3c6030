import { describe, expect, it } from 'vitest'
import {
  byDueDate,
  filterTitles,
  paymentLinks,
  secondCopyPath,
  titleExportRows,
  titleTotals,
  titleView,
} from './titles-model'
import type { ContaReceber } from './types'

const row = (over: Partial<ContaReceber>): ContaReceber => ({
  id: 1,
  cod_filial: 1,
  cod_cliente: 1,
  cod_vendedor: 1,
  documento: 'NF 1-1',
  parcela: 1,
  data_emissao: '2025-01-01',
  data_vencimento: '2025-03-03',
  data_pagamento: null,
  valor: '500.00',
  valor_pago: '0.00',
  saldo: '500.00',
  forma_cobranca: 1,
  status: 'vencido',
  dias_atraso: 10,
  linha_digitavel: '00190500954014481606906809350314337370000000100',
  hash_2via: '4c8ba6efa6027021eccd53d3378a8f04',
  nosso_numero: null,
  ...over,
})

describe('titles with charges (DOMAIN.md)', () => {
  it('R$ 500,00, 10 days late, 2 % fine and 1 % a month: R$ 511,67', () => {
    const t = titleView(row({}), '2025-03-13')
    expect(t).toMatchObject({
      saldo: 50000,
      multa: 1000,
      juros: 167,
      atualizado: 51167,
      status: 'vencido',
    })
  })

  it('a paid title has no balance and no charges; an open one not yet due keeps its balance', () => {
    expect(
      titleView(row({ status: 'pago', saldo: '0.00', valor_pago: '500.00' }), '2025-03-13'),
    ).toMatchObject({
      saldo: 0,
      atualizado: 0,
      pago: 50000,
    })
    expect(titleView(row({ status: 'aberto', dias_atraso: 0 }), '2025-03-01')).toMatchObject({
      atualizado: 50000,
      multa: 0,
    })
  })

  it('totals, filters and order', () => {
    const views = [
      titleView(
        row({ id: 2, data_vencimento: '2025-04-01', status: 'aberto', saldo: '0.10' }),
        '2025-03-13',
      ),
      titleView(row({ id: 1 }), '2025-03-13'),
      titleView(
        row({ id: 3, status: 'pago', saldo: '0.00', valor: '0.20', valor_pago: '0.20' }),
        '2025-03-13',
      ),
    ].sort(byDueDate)
    expect(views.map((t) => t.key)).toEqual([1, 3, 2])
    expect(titleTotals(views)).toMatchObject({ quantidade: 3, saldo: 50010, atualizado: 51177 })
    expect(filterTitles(views, 'pagos').map((t) => t.key)).toEqual([3])
    expect(filterTitles(views, 'abertos').map((t) => t.key)).toEqual([1, 2])
    expect(filterTitles(views, 'vencidos').map((t) => t.key)).toEqual([1])
    const sheet = titleExportRows(views, new Map([[1, 'Boleto']]))
    expect(sheet.at(-1)).toMatchObject({
      Documento: 'Total (3 títulos)',
      'Saldo (R$)': 500.1,
      'Valor atualizado (R$)': 511.77,
    })
    expect(sheet[0]).toMatchObject({
      'Forma de cobrança': 'Boleto',
      Situação: 'Vencido',
      Vencimento: '03/03/2025',
    })
  })

  it('links the public 2ª via only for a well-formed hash', () => {
    expect(secondCopyPath('4c8ba6efa6027021eccd53d3378a8f04')).toBe(
      '/2-via/4c8ba6efa6027021eccd53d3378a8f04',
    )
    expect(secondCopyPath('../../x')).toBeNull()
    expect(secondCopyPath('javascript:alert(1)')).toBeNull()
    expect(secondCopyPath(null)).toBeNull()
  })
})

describe('payment links', () => {
  it('offers the bar code and the 2ª via on open and overdue titles only', () => {
    const open = titleView(row({}), '2025-03-13')
    expect(paymentLinks(open)).toEqual({
      linha: '00190500954014481606906809350314337370000000100',
      path: '/2-via/4c8ba6efa6027021eccd53d3378a8f04',
    })
    const paid = titleView(
      row({ status: 'pago', saldo: '0.00', valor_pago: '500.00', data_pagamento: '2025-03-05' }),
      '2025-03-13',
    )
    expect(paymentLinks(paid)).toEqual({ linha: null, path: null })
  })
})
