/**
 * Meus Títulos' figures and filters, in centavos (never float sums of reais).
 *
 * Every amount is the server's (issue 23: valor atualizado comes from the API): the browser adds
 * the titles' own figures up for the totals, and never recomputes a title's fine, interest or
 * updated balance.
 */
import { toCentavos } from '@/shared/lib/money'
import type { PortalTitulo, TituloStatus } from './types'

export type Situacao = 'todos' | 'em_aberto' | 'vencido' | 'aberto' | 'pago'

export const SITUACOES: ReadonlyArray<{ value: Situacao; label: string; status: TituloStatus[] }> = [
  { value: 'todos', label: 'Todos', status: [] },
  { value: 'em_aberto', label: 'Em aberto (vencidos e a vencer)', status: ['vencido', 'aberto'] },
  { value: 'vencido', label: 'Vencidos', status: ['vencido'] },
  { value: 'aberto', label: 'A vencer', status: ['aberto'] },
  { value: 'pago', label: 'Pagos', status: ['pago'] },
]

export const STATUS_LABEL: Record<TituloStatus, string> = { aberto: 'A vencer', vencido: 'Vencido', pago: 'Pago' }
export const STATUS_COLOR: Record<TituloStatus, string> = { aberto: 'blue', vencido: 'red', pago: 'green' }

export function statusesOf(situacao: Situacao): TituloStatus[] {
  return SITUACOES.find((s) => s.value === situacao)?.status ?? []
}

/**
 * When a title is due, seen from `today` (YYYY-MM-DD, São Paulo): the server's status, with its
 * open titles split into those due today (or earlier, if the server has not turned the day yet)
 * and those due later.
 */
export type Prazo = 'vencido' | 'vence_hoje' | 'a_vencer' | 'pago'

export function prazoOf(t: Pick<PortalTitulo, 'status' | 'data_vencimento'>, today: string): Prazo {
  if (t.status === 'pago' || t.status === 'vencido') return t.status
  return t.data_vencimento <= today ? 'vence_hoje' : 'a_vencer'
}

/** The tag of a title: the server's status, and "Vence hoje" for an open title due today. */
export function tagOf(t: Pick<PortalTitulo, 'status' | 'data_vencimento'>, today: string): { label: string; color: string } {
  if (prazoOf(t, today) === 'vence_hoje') return { label: 'Vence hoje', color: 'orange' }
  return { label: STATUS_LABEL[t.status], color: STATUS_COLOR[t.status] }
}

/** A DRF decimal as centavos; null when the answer does not carry it (or carries no number). */
export function centavosOrNull(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  try {
    return toCentavos(value)
  } catch {
    return null
  }
}

/** Fine plus interest to date, as the server sends them; null unless the answer has both. */
export function encargosCentavos(t: Pick<PortalTitulo, 'multa' | 'juros'>): number | null {
  const multa = centavosOrNull(t.multa)
  const juros = centavosOrNull(t.juros)
  return multa === null || juros === null ? null : multa + juros
}

/**
 * One title's amounts, each as the server sent it (null when the answer lacks it):
 * valor original − pago = saldo; saldo + multa + juros = saldo atualizado.
 */
export interface Breakdown {
  original: number | null
  pago: number | null
  saldo: number | null
  multa: number | null
  juros: number | null
  encargos: number | null
  atualizado: number | null
  /**
   * original − pago + multa + juros = atualizado to the centavo (and saldo, when sent, is
   * original − pago). False when a figure is missing or the server's figures do not close (a
   * discount the answer does not itemise): the screens then list the figures without + − =.
   */
  addsUp: boolean
}

export function breakdownOf(t: Pick<PortalTitulo, 'valor' | 'valor_pago' | 'saldo' | 'multa' | 'juros' | 'valor_atualizado'>): Breakdown {
  const original = centavosOrNull(t.valor)
  const pago = centavosOrNull(t.valor_pago)
  const saldo = centavosOrNull(t.saldo)
  const multa = centavosOrNull(t.multa)
  const juros = centavosOrNull(t.juros)
  const atualizado = centavosOrNull(t.valor_atualizado)
  const encargos = encargosCentavos(t)
  const addsUp =
    original !== null &&
    pago !== null &&
    encargos !== null &&
    atualizado !== null &&
    original - pago + encargos === atualizado &&
    (saldo === null || saldo === original - pago)
  return { original, pago, saldo, multa, juros, encargos, atualizado, addsUp }
}

export interface AmountLine {
  key: 'original' | 'pago' | 'saldo' | 'multa' | 'juros' | 'encargos' | 'atualizado'
  label: string
  centavos: number
}

/**
 * The lines a card or the pay drawer shows, in the order they add up: Valor original, (-) Pago,
 * [(=) Saldo em aberto], (+) Multa e juros (or Multa and Juros apart), (=) Saldo atualizado.
 * A figure the answer lacks has no line; Pago, the open balance and charges only show when
 * there are some; the + − = marks only when the figures close to the centavo.
 */
export function amountLines(b: Breakdown, options: { detailed?: boolean; total?: boolean } = {}): AmountLine[] {
  const { detailed = false, total = true } = options
  const op = (mark: string) => (b.addsUp ? `${mark} ` : '')
  const lines: AmountLine[] = []
  if (b.original !== null) lines.push({ key: 'original', label: 'Valor original', centavos: b.original })
  const pago = b.pago ?? 0
  const paid = pago > 0
  if (paid) lines.push({ key: 'pago', label: `${op('(-)')}${detailed ? 'Valor pago' : 'Pago'}`, centavos: pago })
  if (paid && detailed && b.saldo !== null) lines.push({ key: 'saldo', label: `${op('(=)')}Saldo em aberto`, centavos: b.saldo })
  if (!detailed && b.encargos !== null) {
    if (b.encargos > 0) lines.push({ key: 'encargos', label: `${op('(+)')}Multa e juros`, centavos: b.encargos })
  } else {
    if (b.multa !== null && b.multa > 0) lines.push({ key: 'multa', label: `${op('(+)')}Multa`, centavos: b.multa })
    if (b.juros !== null && b.juros > 0) lines.push({ key: 'juros', label: `${op('(+)')}Juros`, centavos: b.juros })
  }
  if (total && b.atualizado !== null) lines.push({ key: 'atualizado', label: `${op('(=)')}Saldo atualizado`, centavos: b.atualizado })
  return lines
}

export interface Figure {
  quantidade: number
  centavos: number
}

export interface TitlesSummary {
  /** vencidos + vencem hoje: what the customer must pay today, updated with fine and interest */
  aPagarHoje: Figure
  vencidos: Figure
  vencemHoje: Figure
  /** open titles due after today (their balance: no charges yet) */
  aVencer: Figure
  /** paid titles and what was paid for them */
  pagos: Figure
}

const zero = (): Figure => ({ quantidade: 0, centavos: 0 })

function add(figure: Figure, centavos: number | null): void {
  figure.quantidade += 1
  figure.centavos += centavos ?? 0
}

/**
 * The headline figures of the titles on screen, for `today` (YYYY-MM-DD, São Paulo). Open titles
 * count by their server-updated amount (valor_atualizado); paid ones by valor_pago.
 */
export function summarize(rows: readonly PortalTitulo[], today: string): TitlesSummary {
  const out: TitlesSummary = { aPagarHoje: zero(), vencidos: zero(), vencemHoje: zero(), aVencer: zero(), pagos: zero() }
  for (const t of rows) {
    const prazo = prazoOf(t, today)
    if (prazo === 'pago') {
      add(out.pagos, centavosOrNull(t.valor_pago))
      continue
    }
    const due = centavosOrNull(t.valor_atualizado)
    if (prazo === 'a_vencer') {
      add(out.aVencer, due)
      continue
    }
    add(prazo === 'vencido' ? out.vencidos : out.vencemHoje, due)
    add(out.aPagarHoje, due)
  }
  return out
}

/** Something the customer can pay here: open, with a bill (boleto or PIX). */
export function isPayable(t: Pick<PortalTitulo, 'status' | 'hash_2via' | 'linha_digitavel' | 'pix_copia_cola'>): boolean {
  return t.status !== 'pago' && !!t.hash_2via && !!(t.linha_digitavel || t.pix_copia_cola)
}
