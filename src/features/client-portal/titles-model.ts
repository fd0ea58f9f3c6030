/** Meus Títulos' figures and filters, in centavos (never float sums of reais). */
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

const c = (value: string | null | undefined) => {
  try {
    return value ? toCentavos(value) : 0
  } catch {
    return 0
  }
}

export function encargosCentavos(t: Pick<PortalTitulo, 'multa' | 'juros'>): number {
  return c(t.multa) + c(t.juros)
}

export interface TitlesSummary {
  aPagar: { quantidade: number; centavos: number }
  vencidos: { quantidade: number; centavos: number }
  aVencer: { quantidade: number; centavos: number }
  pagos: { quantidade: number; centavos: number }
}

/** What the customer owes today (updated), split into overdue and not yet due, and what it paid. */
export function summarize(rows: readonly PortalTitulo[]): TitlesSummary {
  const out: TitlesSummary = {
    aPagar: { quantidade: 0, centavos: 0 },
    vencidos: { quantidade: 0, centavos: 0 },
    aVencer: { quantidade: 0, centavos: 0 },
    pagos: { quantidade: 0, centavos: 0 },
  }
  for (const t of rows) {
    if (t.status === 'pago') {
      out.pagos.quantidade += 1
      out.pagos.centavos += c(t.valor_pago)
      continue
    }
    const due = c(t.valor_atualizado)
    out.aPagar.quantidade += 1
    out.aPagar.centavos += due
    const bucket = t.status === 'vencido' ? out.vencidos : out.aVencer
    bucket.quantidade += 1
    bucket.centavos += due
  }
  return out
}

/** Something the customer can pay here: open, with a bill (boleto or PIX). */
export function isPayable(t: Pick<PortalTitulo, 'status' | 'hash_2via' | 'linha_digitavel' | 'pix_copia_cola'>): boolean {
  return t.status !== 'pago' && !!t.hash_2via && !!(t.linha_digitavel || t.pix_copia_cola)
}
