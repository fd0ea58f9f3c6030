/** One customer's titles as the screens show them: figures in centavos, charges per DOMAIN.md. */
import { updatedAmount } from '@/shared/lib/interest'
import { isValidISODate } from '@/shared/lib/date'
import { centavosOf } from './base-model'
import type { ContaReceber, TitleStatus } from './types'

export interface TitleView {
  key: number
  row: ContaReceber
  status: TitleStatus
  valor: number
  pago: number
  saldo: number
  multa: number
  juros: number
  /** open balance plus fine and interest on the reference day; 0 for paid titles */
  atualizado: number
  diasAtraso: number
}

export interface TitleTotals {
  quantidade: number
  valor: number
  pago: number
  saldo: number
  atualizado: number
}

export const STATUS_LABEL: Record<TitleStatus, string> = {
  aberto: 'A vencer',
  vencido: 'Vencido',
  pago: 'Pago',
}

const HASH_RE = /^[A-Za-z0-9_-]{8,128}$/

/** The public 2ª via page of a title, or null when the hash is missing or odd. */
export function secondCopyPath(hash: string | null | undefined): string | null {
  return typeof hash === 'string' && HASH_RE.test(hash) ? `/2-via/${hash}` : null
}

/** What a title offers to pay it: the bar code and the 2ª via, never on a paid title. */
export function paymentLinks(view: Pick<TitleView, 'status' | 'row'>): {
  linha: string | null
  path: string | null
} {
  if (view.status === 'pago') return { linha: null, path: null }
  return { linha: view.row.linha_digitavel ?? null, path: secondCopyPath(view.row.hash_2via) }
}

function normalStatus(row: ContaReceber, saldo: number): TitleStatus {
  if (row.status === 'pago' || row.status === 'vencido' || row.status === 'aberto')
    return row.status
  return saldo > 0 ? 'aberto' : 'pago'
}

/** Fine 2 % and interest 1 % a month pro rata (DOMAIN.md) on the open balance, as of `today`. */
export function titleView(row: ContaReceber, today: string): TitleView {
  const saldo = centavosOf(row.saldo)
  const status = normalStatus(row, saldo)
  const base = {
    key: row.id,
    row,
    status,
    valor: centavosOf(row.valor),
    pago: centavosOf(row.valor_pago),
    saldo: status === 'pago' ? 0 : saldo,
    diasAtraso: typeof row.dias_atraso === 'number' && row.dias_atraso > 0 ? row.dias_atraso : 0,
  }
  if (
    status === 'pago' ||
    saldo <= 0 ||
    !isValidISODate(row.data_vencimento) ||
    !isValidISODate(today)
  ) {
    return { ...base, multa: 0, juros: 0, atualizado: base.saldo }
  }
  // The server's figures when it sends them (GET contas-receber/ does: issue 23, the same as the
  // portal's); computed here only for titles that come without (the grouped list's).
  if (typeof row.valor_atualizado === 'string') {
    return {
      ...base,
      multa: centavosOf(row.multa),
      juros: centavosOf(row.juros),
      atualizado: centavosOf(row.valor_atualizado),
    }
  }
  const charges = updatedAmount({
    valorCentavos: saldo,
    vencimento: row.data_vencimento,
    hoje: today,
  })
  return {
    ...base,
    multa: charges.multaCentavos,
    juros: charges.jurosCentavos,
    atualizado: charges.totalCentavos,
  }
}

export function titleTotals(titles: readonly TitleView[]): TitleTotals {
  const totals: TitleTotals = {
    quantidade: titles.length,
    valor: 0,
    pago: 0,
    saldo: 0,
    atualizado: 0,
  }
  for (const t of titles) {
    totals.valor += t.valor
    totals.pago += t.pago
    totals.saldo += t.saldo
    totals.atualizado += t.atualizado
  }
  return totals
}

export type TitleFilter = 'todos' | 'abertos' | 'vencidos' | 'pagos'

export function filterTitles(titles: readonly TitleView[], filter: TitleFilter): TitleView[] {
  switch (filter) {
    case 'abertos':
      return titles.filter((t) => t.status !== 'pago')
    case 'vencidos':
      return titles.filter((t) => t.status === 'vencido')
    case 'pagos':
      return titles.filter((t) => t.status === 'pago')
    default:
      return titles as TitleView[]
  }
}

/** Due date first, then document and instalment: the order a statement reads in. */
export function byDueDate(a: TitleView, b: TitleView): number {
  const da = a.row.data_vencimento ?? ''
  const db = b.row.data_vencimento ?? ''
  return da < db ? -1 : da > db ? 1 : a.row.id - b.row.id
}

const reais = (c: number) => c / 100
const dateBR = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
    : ''

/** The titles table as a spreadsheet: the rows on screen and the totals row. */
export function titleExportRows(
  titles: readonly TitleView[],
  formaNames: ReadonlyMap<number, string>,
): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = titles.map((t) => ({
    Documento: t.row.documento,
    Parcela: t.row.parcela,
    Emissão: dateBR(t.row.data_emissao),
    Vencimento: dateBR(t.row.data_vencimento),
    Pagamento: dateBR(t.row.data_pagamento),
    Situação: STATUS_LABEL[t.status],
    'Dias de atraso': t.diasAtraso,
    'Valor (R$)': reais(t.valor),
    'Pago (R$)': reais(t.pago),
    'Saldo (R$)': reais(t.saldo),
    'Valor atualizado (R$)': reais(t.atualizado),
    'Forma de cobrança':
      t.row.forma_cobranca != null
        ? (formaNames.get(t.row.forma_cobranca) ?? String(t.row.forma_cobranca))
        : '',
    'Linha digitável': t.row.linha_digitavel ?? '',
  }))
  const totals = titleTotals(titles)
  rows.push({
    Documento: `Total (${totals.quantidade} ${totals.quantidade === 1 ? 'título' : 'títulos'})`,
    Parcela: '',
    Emissão: '',
    Vencimento: '',
    Pagamento: '',
    Situação: '',
    'Dias de atraso': '',
    'Valor (R$)': reais(totals.valor),
    'Pago (R$)': reais(totals.pago),
    'Saldo (R$)': reais(totals.saldo),
    'Valor atualizado (R$)': reais(totals.atualizado),
    'Forma de cobrança': '',
    'Linha digitável': '',
  })
  return rows
}
