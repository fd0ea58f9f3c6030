/**
 * The sample return files: which demo titles they settle and how. The same choice works on any
 * seed (the unit tests run a smaller one), so tests build today's files from the data they have,
 * and `generate.ts` writes the committed files from the default seed.
 */
import { addDays, isBusinessDay, toEpochDay } from '../../src/shared/lib/date'
import { toCentavos } from '../../src/shared/lib/money'
import type { Cliente, ContaReceber } from '../types'
import { buildCnab240, buildCnab400, type ReturnEntry } from './build'

/** The day the committed files were written for; on other days their due dates drift from the seed's. */
export const SAMPLE_DAY = '2026-11-23'

export const SAMPLE_FILES = {
  itau240: 'itau-cnab240-retorno.ret',
  bradesco400: 'bradesco-cnab400-retorno.ret',
  broken: 'itau-cnab240-com-erro.ret',
} as const

/** Where the broken file breaks: a letter O instead of a zero in the amount of its third title (segment T). */
export const BROKEN_AT = { linha: 7, posicao: 85 } as const

/** Nosso números no seeded title has. */
export const UNKNOWN_NOSSO_NUMERO = { itau: '90000017', bradesco: '90000025' } as const

function previousBusinessDay(iso: string): string {
  let d = addDays(iso, -1)
  while (!isBusinessDay(d)) d = addDays(d, -1)
  return d
}

function nextBusinessDayAfter(iso: string): string {
  let d = addDays(iso, 1)
  while (!isBusinessDay(d)) d = addDays(d, 1)
  return d
}

/** Open, never partly paid boletos of one bank, due around today, of customers other than the portal demo's. */
/**
 * An Itaú CNAB 240 return with one line: `title` paid in full on `day` (found by its nosso
 * número or, without one, by its document). Tests pay a title with it as the bank would.
 */
export function fullPaymentFile(
  title: { nosso_numero: string | null; documento: string; data_vencimento: string; saldo: string },
  day: string,
  sequencial: number,
): string {
  const cents = toCentavos(title.saldo)
  return buildCnab240({
    banco: '341',
    data_geracao: day,
    sequencial,
    entries: [
      {
        nosso_numero: title.nosso_numero ?? '',
        documento: title.documento,
        vencimento: title.data_vencimento,
        valor_titulo: cents,
        valor_pago: cents,
        data_pagamento: day,
        data_credito: day,
        sacado: 'CLIENTE',
      },
    ],
  })
}

export function candidates(rows: readonly ContaReceber[], banco: string, today: string): ContaReceber[] {
  const t = toEpochDay(today)
  return rows.filter((r) => {
    if (!r.nosso_numero || !r.linha_digitavel?.startsWith(banco)) return false
    if (r.status === 'pago' || r.saldo !== r.valor || r.cod_cliente <= 10002) return false
    const offset = toEpochDay(r.data_vencimento) - t
    return offset >= -25 && offset <= 12
  })
}

function entry(
  title: ContaReceber,
  names: Map<number, Cliente>,
  paidOn: string,
  valorPago: number,
  extra: Partial<ReturnEntry> = {},
): ReturnEntry {
  const c = names.get(title.cod_cliente)
  return {
    nosso_numero: title.nosso_numero!,
    documento: title.documento,
    vencimento: title.data_vencimento,
    valor_titulo: toCentavos(title.valor),
    valor_pago: valorPago,
    data_pagamento: paidOn,
    data_credito: nextBusinessDayAfter(paidOn),
    sacado: c?.razao_social ?? '',
    sacado_documento: c?.cnpj_cpf.replace(/\D/g, ''),
    tarifa: 245,
    ...extra,
  }
}

/** Fine 2 % once plus 1 % a month pro rata, as the bills are registered. */
function lateCharges(valor: number, dueISO: string, paidISO: string): number {
  const days = toEpochDay(paidISO) - toEpochDay(dueISO)
  if (days <= 0) return 0
  return Math.round(valor * 0.02) + Math.round((valor * 0.01 * days) / 30)
}

export interface SampleSet {
  itau240: string
  bradesco400: string
  broken: string
  /** ids of the titles each good file settles in full */
  settles: { itau240: number[]; bradesco400: number[] }
  /** title ids with something to review: [id, what] */
  notes: { itau240: Record<number, string>; bradesco400: Record<number, string> }
}

export function buildSamples(
  rows: readonly ContaReceber[],
  clientes: readonly Cliente[],
  today: string,
): SampleSet {
  const names = new Map(clientes.map((c) => [c.cod_cliente, c]))
  const paidOn = previousBusinessDay(today)
  const itau = candidates(rows, '341', today)
  const bradesco = candidates(rows, '237', today)
  if (itau.length < 5 || bradesco.length < 4)
    throw new Error('o seed não tem boletos em aberto suficientes para os exemplos')

  // Itaú, CNAB 240: three paid as billed (one with the due date the bank has three days later),
  // one paid late with fine and interest, an entry confirmation, and a title we never issued.
  const lateOne = itau.find((t) => toEpochDay(t.data_vencimento) < toEpochDay(paidOn)) ?? itau[3]
  const plain = itau.filter((t) => t !== lateOne)
  const lateValor = toCentavos(lateOne.valor)
  const juros = lateCharges(lateValor, lateOne.data_vencimento, paidOn)
  const itauEntries: ReturnEntry[] = [
    entry(plain[0], names, paidOn, toCentavos(plain[0].valor)),
    entry(plain[1], names, paidOn, toCentavos(plain[1].valor)),
    entry(lateOne, names, paidOn, lateValor + juros, { juros }),
    entry(plain[2], names, paidOn, toCentavos(plain[2].valor), {
      vencimento: addDays(plain[2].data_vencimento, 3),
    }),
    entry(plain[3], names, paidOn, 0, { ocorrencia: '02' }),
    {
      nosso_numero: UNKNOWN_NOSSO_NUMERO.itau,
      documento: 'NF 999871-1',
      vencimento: addDays(today, -4),
      valor_titulo: 84_590,
      valor_pago: 84_590,
      data_pagamento: paidOn,
      data_credito: nextBusinessDayAfter(paidOn),
      sacado: 'EMPORIO DESCONHECIDO LTDA',
      sacado_documento: '11222333000181',
      tarifa: 245,
    },
  ]
  const itau240 = buildCnab240({ banco: '341', data_geracao: today, sequencial: 318, entries: itauEntries })

  // Bradesco, CNAB 400: three paid as billed, one paid in part, one unknown.
  const partial = bradesco[3]
  const partialPaid = Math.round(toCentavos(partial.valor) * 0.6)
  const bradescoEntries: ReturnEntry[] = [
    entry(bradesco[0], names, paidOn, toCentavos(bradesco[0].valor)),
    entry(bradesco[1], names, paidOn, toCentavos(bradesco[1].valor)),
    entry(bradesco[2], names, paidOn, toCentavos(bradesco[2].valor)),
    entry(partial, names, paidOn, partialPaid),
    {
      nosso_numero: UNKNOWN_NOSSO_NUMERO.bradesco,
      documento: 'NF 999904-2',
      vencimento: addDays(today, -2),
      valor_titulo: 152_000,
      valor_pago: 152_000,
      data_pagamento: paidOn,
      data_credito: nextBusinessDayAfter(paidOn),
      sacado: 'CASA DE CARNES NAO CADASTRADA',
      tarifa: 245,
    },
  ]
  const bradesco400 = buildCnab400({
    banco: '237',
    data_geracao: today,
    sequencial: 1204,
    entries: bradescoEntries,
  })

  const lines = itau240.split('\r\n')
  const target = lines[BROKEN_AT.linha - 1]
  const at = BROKEN_AT.posicao - 1
  lines[BROKEN_AT.linha - 1] = target.slice(0, at) + 'O' + target.slice(at + 1)
  const broken = lines.join('\r\n')

  return {
    itau240,
    bradesco400,
    broken,
    settles: {
      itau240: [plain[0].id, plain[1].id, lateOne.id, plain[2].id],
      bradesco400: [bradesco[0].id, bradesco[1].id, bradesco[2].id],
    },
    notes: {
      itau240: { [lateOne.id]: 'juros', [plain[2].id]: 'vencimento', [plain[3].id]: 'ocorrência 02' },
      bradesco400: { [partial.id]: 'parcial' },
    },
  }
}
