import { describe, expect, it } from 'vitest'
import {
  buildBaseView,
  buildEnrichment,
  centavosOf,
  exportRows,
  EXPORT_FORMATS,
  GROUP_NAME_PENDING,
  prepareBase,
  prepareReceivables,
  sortRows,
  type CustomerRow,
  type GroupRow,
} from './base-model'
import { EMPTY_FILTERS, type BaseFilters } from './filters'
import type { ContaReceber, ContasReceberAgrupado } from './types'

let nextId = 1
function title(over: Partial<ContaReceber>): ContaReceber {
  return {
    id: nextId++,
    cod_filial: 1,
    cod_cliente: 1,
    cod_vendedor: 10,
    documento: `NF ${nextId}-1`,
    parcela: 1,
    data_emissao: '2025-01-01',
    data_vencimento: '2025-02-01',
    data_pagamento: null,
    valor: '100.00',
    valor_pago: '0.00',
    saldo: '100.00',
    forma_cobranca: 1,
    status: 'aberto',
    dias_atraso: 0,
    linha_digitavel: null,
    hash_2via: null,
    nosso_numero: null,
    ...over,
  }
}

function customer(
  cod: number,
  nome: string,
  titulos: ContaReceber[],
  over: Partial<ContasReceberAgrupado> = {},
): ContasReceberAgrupado {
  return {
    cod_cliente: cod,
    nome_fantasia: nome,
    razao_social: `${nome} Ltda`,
    cnpj_cpf: '11.222.333/0001-81',
    cod_vendedor: 10,
    cod_filial: 1,
    grupo_economico: null,
    titulos: titulos.map((t) => ({ ...t, cod_cliente: cod })),
    ...over,
  }
}

const f = (over: Partial<BaseFilters> = {}): BaseFilters => ({ ...EMPTY_FILTERS, ...over })

const BASE = [
  customer(
    1,
    'Padaria São João',
    [
      title({ saldo: '0.10', status: 'vencido', dias_atraso: 5, data_vencimento: '2025-01-10' }),
      title({ saldo: '0.20', status: 'vencido', dias_atraso: 45, data_vencimento: '2024-12-01' }),
      title({
        saldo: '500.00',
        status: 'aberto',
        dias_atraso: 0,
        data_vencimento: '2025-03-01',
        forma_cobranca: 2,
      }),
      title({ saldo: '0.00', valor_pago: '100.00', status: 'pago', data_pagamento: '2025-01-05' }),
    ],
    { grupo_economico: 7 },
  ),
  customer(
    2,
    'Mercado Central',
    [
      title({
        saldo: '1000.00',
        status: 'vencido',
        dias_atraso: 200,
        cod_vendedor: 11,
        documento: 'NF 555-2',
      }),
      title({ saldo: '50.00', status: 'vencido', dias_atraso: 95, cod_vendedor: 11 }),
    ],
    { cod_vendedor: 11, cnpj_cpf: '111.444.777-35', grupo_economico: 7 },
  ),
  customer(3, 'Bar do Zé', [title({ saldo: '70.00', status: 'aberto', cod_filial: 2 })], {
    cod_filial: 2,
  }),
]

describe('centavosOf', () => {
  it('reads DRF decimals exactly and never sums floats', () => {
    expect(centavosOf('1234.56')).toBe(123456)
    expect(centavosOf('0.10') + centavosOf('0.20')).toBe(30)
    expect(centavosOf('-5.5')).toBe(-550)
    expect(centavosOf('1.005')).toBe(101)
    expect(centavosOf('abc')).toBe(0)
    expect(centavosOf(null)).toBe(0)
  })
})

describe('prepareBase', () => {
  it('keeps only open titles and points each at its customer', () => {
    const base = prepareBase(BASE)
    expect(base.customers.map((c) => c.cod_cliente)).toEqual([1, 2, 3])
    expect(base.titles).toHaveLength(6)
    expect(base.titles.every((t) => t.saldo > 0)).toBe(true)
    expect(base.customers[1].search).toContain('11144477735')
  })

  it('copes with rows the real backend might send without titles or with junk', () => {
    const base = prepareBase([{ cod_cliente: 9, nome_fantasia: 'Sem títulos' }, null as never])
    expect(base.customers).toHaveLength(1)
    expect(buildBaseView(base, f()).rows).toEqual([])
  })
})

describe('buildBaseView', () => {
  const base = prepareBase(BASE)

  it('groups by customer, largest overdue first, with centavo-exact figures and aging', () => {
    const view = buildBaseView(base, f())
    const rows = view.rows as CustomerRow[]
    expect(rows.map((r) => r.cliente.cod_cliente)).toEqual([2, 1, 3])
    const padaria = rows[1]
    expect(padaria).toMatchObject({
      qtd_titulos: 3,
      qtd_vencidos: 2,
      saldo: 50030,
      vencido: 30,
      a_vencer: 50000,
      maior_atraso: 45,
    })
    expect(padaria.aging).toEqual([50000, 10, 20, 0, 0, 0])
    expect(rows[0].aging).toEqual([0, 0, 0, 0, 5000, 100000])
    expect(view.totals.saldo).toBe(50030 + 105000 + 7000)
    expect(view.totals.vencido).toBe(30 + 105000)
    expect(view.totals.aging.reduce((a, b) => a + b, 0)).toBe(view.totals.saldo)
    expect(view.summary).toMatchObject({ clientes: 3, clientesVencidos: 2, titulos: 6 })
    expect(view.summary.participacaoVencida).toBeCloseTo(105030 / 162030)
  })

  it('info finds code, name without accents, and CNPJ/CPF with or without the mask', () => {
    const codes = (info: string) =>
      (buildBaseView(base, f({ info })).rows as CustomerRow[]).map((r) => r.cliente.cod_cliente)
    expect(codes('sao joao')).toEqual([1])
    expect(codes('ZE')).toEqual([3])
    expect(codes('111.444')).toEqual([2])
    expect(codes('11144477735')).toEqual([2])
    expect(codes('mercado central')).toEqual([2])
    expect(codes('nada disso')).toEqual([])
  })

  it('applies the title filters: seller, branch, method, document, due-date range', () => {
    const codes = (over: Partial<BaseFilters>) =>
      (buildBaseView(base, f(over)).rows as CustomerRow[]).map((r) => r.cliente.cod_cliente)
    expect(codes({ vendedor: 11 })).toEqual([2])
    expect(codes({ filial: 2 })).toEqual([3])
    expect(codes({ forma_cobranca: 2 })).toEqual([1])
    expect(codes({ documento: 'nf 555' })).toEqual([2])
    expect(
      codes({ data_vencimento_inicio: '2024-12-01', data_vencimento_fim: '2025-01-10' }),
    ).toEqual([1])
    const narrowed = buildBaseView(base, f({ data_vencimento_fim: '2025-01-31' }))
      .rows[0] as CustomerRow
    expect(narrowed.titles.every((t) => t.vencimento <= '2025-01-31')).toBe(true)
  })

  it('rolls customers up by economic group; customers without a group stay on their own', () => {
    const view = buildBaseView(base, f(), {
      grouping: 'grupo_economico',
      groupNames: new Map([[7, 'Rede Sul']]),
    })
    expect(view.rows.map((r) => r.key)).toEqual(['g7', 'c3'])
    const group = view.rows[0] as GroupRow
    expect(group).toMatchObject({
      nome: 'Rede Sul',
      saldo: 155030,
      vencido: 105030,
      qtd_titulos: 5,
      maior_atraso: 200,
    })
    expect(group.clientes.map((c) => c.cliente.cod_cliente)).toEqual([2, 1])
    expect(view.customers).toHaveLength(3)
    expect(view.totals.saldo).toBe(162030)
  })

  it('names a group only from its list: a placeholder while the list is on its way, the id when the list lacks it', () => {
    const nameOfGroup = (groupNames?: ReadonlyMap<number, string>) =>
      (buildBaseView(base, f(), { grouping: 'grupo_economico', groupNames }).rows[0] as GroupRow).nome
    expect(nameOfGroup(undefined)).toBe(GROUP_NAME_PENDING)
    expect(nameOfGroup(new Map())).toBe('Grupo 7')
    expect(nameOfGroup(new Map([[7, 'Rede Sul']]))).toBe('Rede Sul')
  })
})

describe('buildEnrichment', () => {
  it('takes the latest action of any kind and the earliest open reminder', () => {
    const now = Date.parse('2025-03-10T12:00:00-03:00')
    const map = buildEnrichment(
      {
        atendimentos: [
          {
            id: 1,
            cod_cliente: 1,
            tipo_resultado: 1,
            data: '2025-03-01T10:00:00-03:00',
            observacao: 'Ligou',
          },
          {
            id: 2,
            cod_cliente: 1,
            tipo_resultado: 1,
            data: '2025-03-09T10:00:00-03:00',
            is_deleted: true,
          },
        ],
        atakcobranca_atendimento: [
          {
            id: 1,
            atendimento: 1,
            cod_cliente: 1,
            data: '2025-03-01T10:00:00-03:00',
            acao: 'Envio de 2ª via',
          },
        ],
        logs: [
          {
            id: 1,
            cod_cliente: 2,
            data: '2025-03-05T08:00:00-03:00',
            canal: 'email',
            status: 'entregue',
          },
        ],
        lembretes: [
          {
            id: 1,
            cod_cliente: 1,
            data: '2025-03-20T09:00:00-03:00',
            descricao: 'Depois',
            concluido: false,
          },
          {
            id: 2,
            cod_cliente: 1,
            data: '2025-03-08T09:00:00-03:00',
            descricao: 'Antes',
            concluido: false,
          },
          {
            id: 3,
            cod_cliente: 1,
            data: '2025-03-01T09:00:00-03:00',
            descricao: 'Feito',
            concluido: true,
          },
        ],
      },
      now,
    )
    expect(map.get(1)?.ultima_acao).toMatchObject({ kind: 'acao', descricao: 'Envio de 2ª via' })
    expect(map.get(1)?.proximo_lembrete).toEqual({
      data: '2025-03-08T09:00:00-03:00',
      descricao: 'Antes',
      atrasado: true,
    })
    expect(map.get(2)?.ultima_acao).toMatchObject({
      kind: 'envio',
      descricao: 'Envio de E-mail',
      detalhe: 'entregue',
    })
    const view = buildBaseView(prepareBase(BASE), f(), { enrichment: map })
    expect((view.rows.find((r) => r.key === 'c1') as CustomerRow).proximo_lembrete?.descricao).toBe(
      'Antes',
    )
  })
})

describe('sorting and export', () => {
  const view = buildBaseView(prepareBase(BASE), f())

  it('sorts by a column and keeps the worklist order on ties', () => {
    expect(sortRows(view.rows, { key: 'saldo', order: 'ascend' }).map((r) => r.key)).toEqual([
      'c3',
      'c1',
      'c2',
    ])
    expect(sortRows(view.rows, { key: 'nome', order: 'ascend' }).map((r) => r.key)).toEqual([
      'c3',
      'c2',
      'c1',
    ])
    expect(sortRows(view.rows, { key: 'aging0', order: 'descend' })[0].key).toBe('c1')
    expect(sortRows(view.rows, null)).toBe(view.rows)
  })

  it('exports the rows on screen and a totals row, money as numbers in reais', () => {
    const lookups = { vendedor: new Map([[11, 'Ana']]), filial: new Map([[1, 'Campinas/SP']]) }
    const rows = exportRows(view.rows, view.totals, lookups)
    expect(rows).toHaveLength(4)
    expect(rows[0]).toMatchObject({
      Código: 2,
      Cliente: 'Mercado Central',
      Vendedor: 'Ana',
      Vencido: 1050,
      Dias: 200,
    })
    expect(rows[3]).toMatchObject({
      Código: null,
      Cliente: 'Total',
      'Em aberto': 1620.3,
      Vencido: 1050.3,
      Títulos: 6,
    })
    expect(Object.keys(rows[0])).toEqual(Object.keys(rows[3]))
    // every figure column has a cell type for the spreadsheet
    for (const key of Object.keys(rows[0]).filter((k) => typeof rows[0][k] === 'number'))
      expect(EXPORT_FORMATS, key).toHaveProperty(key)
    // by economic group, the name column is named as on screen
    const grouped = buildBaseView(prepareBase(BASE), f(), { grouping: 'grupo_economico' })
    const sheet = exportRows(grouped.rows, grouped.totals, lookups, 'grupo_economico')
    expect(Object.keys(sheet[0])[1]).toBe('Grupo econômico / cliente')
  })
})

describe('customer totals without titles (the first screen of the page)', () => {
  // The same customers as BASE, as the server states them with `incluir_titulos: false`.
  const full = buildBaseView(prepareBase(BASE), f())
  const totalsOnly: ContasReceberAgrupado[] = BASE.map((row) => {
    const c = full.customers.find((r) => r.cliente.cod_cliente === row.cod_cliente)!
    const money = (centavos: number) => (centavos / 100).toFixed(2)
    const keys = ['a_vencer', 'd1_30', 'd31_60', 'd61_90', 'd91_180', 'd180_mais'] as const
    return {
      ...row,
      titulos: [],
      qtd_titulos: c.qtd_titulos,
      qtd_vencidos: c.qtd_vencidos,
      saldo_total: money(c.saldo),
      saldo_vencido: money(c.vencido),
      saldo_a_vencer: money(c.a_vencer),
      maior_atraso: c.maior_atraso,
      aging: Object.fromEntries(keys.map((k, i) => [k, money(c.aging[i])])) as never,
    }
  })

  it('gives the same rows, totals and summary as the titles did', () => {
    const view = buildBaseView(prepareBase(totalsOnly), f())
    expect(view.rows.map((r) => r.key)).toEqual(full.rows.map((r) => r.key))
    expect(view.totals).toEqual(full.totals)
    expect(view.summary).toEqual(full.summary)
    expect(view.customers.every((c) => !c.hasTitles && c.titles.length === 0)).toBe(true)
    expect(full.customers.every((c) => c.hasTitles)).toBe(true)
  })

  it('filters by info and groups by economic group on the totals, at once', () => {
    const byInfo = buildBaseView(prepareBase(totalsOnly), f({ info: 'padaria sao' }))
    expect(byInfo.rows.map((r) => r.key)).toEqual(['c1'])
    const grouped = buildBaseView(prepareBase(totalsOnly), f(), { grouping: 'grupo_economico' })
    const expected = buildBaseView(prepareBase(BASE), f(), { grouping: 'grupo_economico' })
    expect(grouped.rows.map((r) => [r.key, r.saldo])).toEqual(
      expected.rows.map((r) => [r.key, r.saldo]),
    )
  })

  it('keeps only the customers a work-queue filter names (none when the list is empty)', () => {
    const only = buildBaseView(prepareBase(totalsOnly), f(), { onlyCustomers: new Set([2, 99]) })
    expect(only.rows.map((r) => r.key)).toEqual(['c2'])
    expect(buildBaseView(prepareBase(totalsOnly), f(), { onlyCustomers: new Set() }).rows).toEqual(
      [],
    )
  })
})

describe('flat receivables (the bench input)', () => {
  it('prepares titles whose customer is missing from the register too', () => {
    const base = prepareReceivables(
      [title({ cod_cliente: 99, saldo: '10.00' })],
      [{ cod_cliente: 1, nome_fantasia: 'A' }],
    )
    expect(base.customers.map((c) => c.cod_cliente)).toEqual([1, 99])
    expect(buildBaseView(base, f()).rows.map((r) => r.key)).toEqual(['c99'])
  })
})
