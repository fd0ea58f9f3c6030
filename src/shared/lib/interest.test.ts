import { describe, expect, it } from 'vitest'
import { updatedAmount } from './interest'

describe('updatedAmount', () => {
  it('DOMAIN example: R$ 500,00, 10 days, 2 % fine, 1 % a month → R$ 511,67', () => {
    expect(
      updatedAmount({
        valorCentavos: 50_000,
        vencimento: '2026-03-02',
        hoje: '2026-03-12',
        multaPct: 2,
        jurosMesPct: 1,
      }),
    ).toEqual({ diasAtraso: 10, multaCentavos: 1_000, jurosCentavos: 167, totalCentavos: 51_167 })
  })

  it('defaults to 2 % fine and 1 % a month', () => {
    expect(
      updatedAmount({ valorCentavos: 50_000, vencimento: '2026-03-02', hoje: '2026-03-12' })
        .totalCentavos,
    ).toBe(51_167)
  })

  it.each([
    // [label, vencimento, hoje, diasAtraso, multa, juros]
    ['paid early', '2026-03-10', '2026-03-05', 0, 0, 0],
    ['paid on the due date', '2026-03-10', '2026-03-10', 0, 0, 0],
    ['one day late', '2026-03-10', '2026-03-11', 1, 1_000, 17],
    ['30 days late', '2026-03-10', '2026-04-09', 30, 1_000, 500],
    ['Saturday due, paid Monday', '2026-03-07', '2026-03-09', 0, 0, 0],
    ['Saturday due, paid Sunday', '2026-03-07', '2026-03-08', 0, 0, 0],
    ['Saturday due, paid Tuesday: counted from Saturday', '2026-03-07', '2026-03-10', 3, 1_000, 50],
    ['Good Friday due, paid Monday', '2026-04-03', '2026-04-06', 0, 0, 0],
    ['Carnaval Saturday due, paid Ash Wednesday', '2026-02-14', '2026-02-18', 0, 0, 0],
    ['Carnaval Saturday due, paid Thursday', '2026-02-14', '2026-02-19', 5, 1_000, 83],
    ['Consciência Negra due, paid Monday', '2026-11-20', '2026-11-23', 0, 0, 0],
    ['Consciência Negra due, paid Tuesday', '2026-11-20', '2026-11-24', 4, 1_000, 67],
  ])('%s', (_label, vencimento, hoje, diasAtraso, multa, juros) => {
    expect(updatedAmount({ valorCentavos: 50_000, vencimento, hoje })).toEqual({
      diasAtraso,
      multaCentavos: multa,
      jurosCentavos: juros,
      totalCentavos: 50_000 + multa + juros,
    })
  })

  it.each([
    [{ valorCentavos: 123_45, multaPct: 0, jurosMesPct: 0 }, 0, 0],
    [{ valorCentavos: 123_45, multaPct: 2, jurosMesPct: 0 }, 247, 0],
    [{ valorCentavos: 99, multaPct: 2, jurosMesPct: 1 }, 2, 0],
    [{ valorCentavos: 1_000_000_00, multaPct: 10, jurosMesPct: 5 }, 10_000_000, 1_666_667],
  ])('rounds fine and interest to centavos %j', (args, multa, juros) => {
    const r = updatedAmount({ ...args, vencimento: '2026-03-02', hoje: '2026-03-12' })
    expect(r.multaCentavos).toBe(multa)
    expect(r.jurosCentavos).toBe(juros)
    expect(r.totalCentavos).toBe(args.valorCentavos + multa + juros)
  })

  it.each([
    { valorCentavos: -1, vencimento: '2026-03-02', hoje: '2026-03-12' },
    { valorCentavos: 1.5, vencimento: '2026-03-02', hoje: '2026-03-12' },
    { valorCentavos: 100, vencimento: '2026-02-30', hoje: '2026-03-12' },
    { valorCentavos: 100, vencimento: '2026-03-02', hoje: '12/03/2026' },
    { valorCentavos: 100, vencimento: '2026-03-02', hoje: '2026-03-12', multaPct: -1 },
    { valorCentavos: 100, vencimento: '2026-03-02', hoje: '2026-03-12', jurosMesPct: Number.NaN },
  ])('rejects %j', (args) => {
    expect(() => updatedAmount(args)).toThrow(RangeError)
  })
})
