import { describe, expect, it } from 'vitest'
import type { CnabItem } from './cnab'
import { reconcile, summarize, willApply } from './reconcile'
import type { MatchedTitle } from './types'

const TODAY = '2026-11-23'

function item(linha: number, over: Partial<CnabItem> = {}): CnabItem {
  return {
    linha,
    ocorrencia: '06',
    ocorrencia_descricao: 'Liquidação',
    liquidacao: true,
    nosso_numero: String(10000000 + linha),
    documento: `NF ${linha}-1`,
    numero_documento: `NF ${linha}-1`,
    vencimento: '2026-11-16',
    valor_titulo: 50_000,
    valor_pago: 50_000,
    juros: 0,
    desconto: 0,
    tarifa: 245,
    data_pagamento: '2026-11-19',
    data_credito: '2026-11-23',
    sacado: 'X',
    ...over,
  }
}

function title(id: number, over: Partial<MatchedTitle> = {}): MatchedTitle {
  return {
    id,
    documento: `NF ${id}-1`,
    cod_cliente: 10010,
    nome_fantasia: 'Mercado Bom Preço',
    nosso_numero: String(10000000 + id),
    data_vencimento: '2026-11-16',
    valor: '500.00',
    saldo: '500.00',
    valor_pago: '0.00',
    data_pagamento: null,
    status: 'vencido',
    ...over,
  }
}

describe('reconcile', () => {
  it.each([
    ['exact payment', item(1), title(1), 'liquida', [], 0],
    [
      'paid late with fine and interest',
      item(2, { valor_pago: 51_167, juros: 1_167 }),
      title(2),
      'liquida',
      ['Pago R$\u00a0511,67, R$\u00a011,67 a mais que o saldo de R$\u00a0500,00 (juros e multa de R$\u00a011,67).'],
      0,
    ],
    [
      'partial payment',
      item(3, { valor_pago: 30_000 }),
      title(3),
      'parcial',
      ['Pago R$\u00a0300,00 de um saldo de R$\u00a0500,00: ficam R$\u00a0200,00 em aberto.'],
      20_000,
    ],
    [
      'due date differs',
      item(4, { vencimento: '2026-11-19' }),
      title(4),
      'liquida',
      ['Vencimento no banco 19/11/2026; no sistema 16/11/2026.'],
      0,
    ],
    [
      'amount of the title differs and payment in the future',
      item(5, { valor_titulo: 49_000, data_pagamento: '2026-11-30', valor_pago: 50_000 }),
      title(5),
      'liquida',
      ['Valor do título no banco R$\u00a0490,00; no sistema R$\u00a0500,00.', 'Data de pagamento 30/11/2026 no futuro.'],
      0,
    ],
  ])('%s', (_case, it_, t, situacao, divergencias, restante) => {
    const [row] = reconcile([it_], new Map([[it_.linha, t]]), TODAY)
    expect(row.situacao).toBe(situacao)
    expect(row.divergencias).toEqual(divergencias)
    expect(row.saldo_restante).toBe(restante)
    expect(willApply(row)).toBe(true)
  })

  it('skips what it cannot apply, and says why', () => {
    const rows = reconcile(
      [
        item(1, { liquidacao: false, ocorrencia: '02', ocorrencia_descricao: 'Entrada confirmada' }),
        item(2),
        item(3),
        item(4),
        item(5, { nosso_numero: '10000003' }),
      ],
      new Map<number, MatchedTitle | null>([
        [1, title(1)],
        [2, null],
        [3, title(3)],
        [4, title(4, { status: 'pago', saldo: '0.00', data_pagamento: '2026-11-10' })],
        [5, title(3)],
      ]),
      TODAY,
    )
    expect(rows.map((r) => [r.situacao, r.motivo])).toEqual([
      ['ignorado', 'Entrada confirmada (ocorrência 02): não é liquidação.'],
      ['nao_reconhecido', 'Nenhum título com este nosso número ou documento.'],
      ['liquida', null],
      ['ja_pago', 'O título já consta como pago em 10/11/2026.'],
      ['ignorado', 'Título repetido no arquivo (já na linha 3).'],
    ])
    expect(summarize(rows)).toEqual({
      aplicar: 1,
      valorAplicar: 50_000,
      naoReconhecidos: 1,
      comDivergencia: 0,
      ignorados: 3,
    })
  })
})
