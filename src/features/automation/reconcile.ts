/**
 * What a return file would do, shown before anything is applied: which titles it settles (in
 * full or in part), which it does not recognise, which it skips, and every divergence of amount
 * or date between the bank and our receivables.
 */
import { formatDate } from '../../shared/lib/date'
import { formatCentavos, toCentavos } from '../../shared/lib/money'
import type { CnabItem } from './cnab'
import type { MatchedTitle } from './types'

export type Situacao = 'liquida' | 'parcial' | 'nao_reconhecido' | 'ja_pago' | 'ignorado'

export const SITUACAO_LABEL: Record<Situacao, string> = {
  liquida: 'A liquidar',
  parcial: 'Pagamento parcial',
  nao_reconhecido: 'Não reconhecido',
  ja_pago: 'Já pago',
  ignorado: 'Ignorado',
}

export interface PreviewRow {
  key: string
  item: CnabItem
  titulo: MatchedTitle | null
  situacao: Situacao
  /** pt-BR sentences, one per divergence */
  divergencias: string[]
  /** why nothing is done, for the skipped ones */
  motivo: string | null
  /** centavos the title will still owe after this line */
  saldo_restante: number | null
}

export interface PreviewSummary {
  aplicar: number
  valorAplicar: number
  naoReconhecidos: number
  comDivergencia: number
  ignorados: number
}

const brl = formatCentavos

export function reconcile(
  itens: readonly CnabItem[],
  titles: ReadonlyMap<number, MatchedTitle | null>,
  today: string,
): PreviewRow[] {
  const used = new Map<number, number>()
  return itens.map((item) => {
    const titulo = titles.get(item.linha) ?? null
    const base = { key: String(item.linha), item, titulo, divergencias: [] as string[], saldo_restante: null }
    if (!item.liquidacao) {
      return {
        ...base,
        situacao: 'ignorado' as const,
        motivo: `${item.ocorrencia_descricao} (ocorrência ${item.ocorrencia}): não é liquidação.`,
      }
    }
    if (!titulo) {
      return {
        ...base,
        situacao: 'nao_reconhecido' as const,
        motivo: 'Nenhum título com este nosso número ou documento.',
      }
    }
    const earlier = used.get(titulo.id)
    if (earlier !== undefined) {
      return {
        ...base,
        situacao: 'ignorado' as const,
        motivo: `Título repetido no arquivo (já na linha ${earlier}).`,
      }
    }
    used.set(titulo.id, item.linha)
    const saldo = toCentavos(titulo.saldo)
    if (titulo.status === 'pago' || saldo <= 0) {
      return {
        ...base,
        situacao: 'ja_pago' as const,
        motivo: titulo.data_pagamento
          ? `O título já consta como pago em ${formatDate(titulo.data_pagamento)}.`
          : 'O título já consta como pago.',
      }
    }
    const divergencias: string[] = []
    const valor = toCentavos(titulo.valor)
    if (item.valor_titulo !== valor) {
      divergencias.push(`Valor do título no banco ${brl(item.valor_titulo)}; no sistema ${brl(valor)}.`)
    }
    if (item.vencimento && item.vencimento !== titulo.data_vencimento) {
      divergencias.push(
        `Vencimento no banco ${formatDate(item.vencimento)}; no sistema ${formatDate(titulo.data_vencimento)}.`,
      )
    }
    if (!item.data_pagamento) divergencias.push('Liquidação sem data de pagamento.')
    else if (item.data_pagamento > today) {
      divergencias.push(`Data de pagamento ${formatDate(item.data_pagamento)} no futuro.`)
    }
    let situacao: Situacao = 'liquida'
    if (item.valor_pago > saldo) {
      divergencias.push(
        `Pago ${brl(item.valor_pago)}, ${brl(item.valor_pago - saldo)} a mais que o saldo de ${brl(saldo)}` +
          (item.juros > 0 ? ` (juros e multa de ${brl(item.juros)}).` : '.'),
      )
    } else if (item.valor_pago < saldo) {
      situacao = 'parcial'
      divergencias.push(
        `Pago ${brl(item.valor_pago)} de um saldo de ${brl(saldo)}: ficam ${brl(saldo - item.valor_pago)} em aberto.`,
      )
    }
    if (item.valor_pago <= 0) {
      return { ...base, situacao: 'ignorado' as const, motivo: 'Liquidação sem valor pago.' }
    }
    return {
      ...base,
      situacao,
      divergencias,
      motivo: null,
      saldo_restante: Math.max(0, saldo - item.valor_pago),
    }
  })
}

export function willApply(row: PreviewRow): boolean {
  return row.situacao === 'liquida' || row.situacao === 'parcial'
}

export function summarize(rows: readonly PreviewRow[]): PreviewSummary {
  let aplicar = 0
  let valorAplicar = 0
  let naoReconhecidos = 0
  let comDivergencia = 0
  let ignorados = 0
  for (const r of rows) {
    if (willApply(r)) {
      aplicar++
      valorAplicar += r.item.valor_pago
    }
    if (r.situacao === 'nao_reconhecido') naoReconhecidos++
    if (r.situacao === 'ignorado' || r.situacao === 'ja_pago') ignorados++
    if (r.divergencias.length) comDivergencia++
  }
  return { aplicar, valorAplicar, naoReconhecidos, comDivergencia, ignorados }
}
