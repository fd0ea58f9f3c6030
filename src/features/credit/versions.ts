/** Comparing two versions of a credit opinion, and the labels a timeline reads with. */
import { formatDate } from '@/shared/lib/date'
import { formatBRL } from '@/shared/lib/money'
import type { Parecer, ParecerVersao, StatusParecer } from './types'

export const STATUS_LABEL: Record<StatusParecer, string> = {
  em_analise: 'Em análise',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
  vencido: 'Vencido',
}

export const STATUS_COLOR: Record<StatusParecer, string> = {
  em_analise: 'gold',
  aprovado: 'green',
  reprovado: 'red',
  vencido: 'default',
}

export const ACAO_LABEL: Record<string, string> = {
  criacao: 'Parecer escrito',
  edicao: 'Parecer alterado',
  aprovacao: 'Aprovado',
  reprovacao: 'Reprovado',
}

export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABEL[status as StatusParecer] ?? status ?? '—'
}

type Kind = 'money' | 'date' | 'text' | 'status' | 'plain'

/** The fields a version keeps, in the order a comparison lists them. */
export const COMPARED_FIELDS: readonly { field: keyof ParecerVersao; label: string; kind: Kind }[] =
  [
    { field: 'limite_atual', label: 'Limite atual', kind: 'money' },
    { field: 'limite_solicitado', label: 'Limite solicitado', kind: 'money' },
    { field: 'limite_sugerido', label: 'Limite sugerido', kind: 'money' },
    { field: 'validade', label: 'Validade', kind: 'date' },
    { field: 'classe_risco', label: 'Classe de risco', kind: 'plain' },
    { field: 'situacao', label: 'Situação', kind: 'status' },
    { field: 'score', label: 'Score', kind: 'plain' },
    { field: 'parecer', label: 'Parecer', kind: 'text' },
    { field: 'garantias', label: 'Garantias', kind: 'text' },
    { field: 'condicoes_pagamento', label: 'Condições de pagamento', kind: 'text' },
  ]

export interface VersionChange {
  field: string
  label: string
  kind: Kind
  before: string
  after: string
}

const EMPTY = '—'

export function displayValue(kind: Kind, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  switch (kind) {
    case 'money':
      return formatBRL(String(value))
    case 'date':
      return formatDate(String(value))
    case 'status':
      return statusLabel(String(value))
    default:
      return String(value)
  }
}

function same(kind: Kind, a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(a) && empty(b)) return true
  if (kind === 'money' && !empty(a) && !empty(b)) return Number(a) === Number(b)
  if (kind === 'text') return String(a ?? '').trim() === String(b ?? '').trim()
  return String(a) === String(b)
}

/** What changed from `previous` to `current`; with no previous version every filled field is new. */
export function compareVersions(
  previous: ParecerVersao | null | undefined,
  current: ParecerVersao,
): VersionChange[] {
  const out: VersionChange[] = []
  for (const { field, label, kind } of COMPARED_FIELDS) {
    const before = previous ? previous[field] : null
    const after = current[field]
    if (same(kind, before, after)) continue
    out.push({
      field,
      label,
      kind,
      before: displayValue(kind, before),
      after: displayValue(kind, after),
    })
  }
  return out
}

/** Versions of one opinion oldest first, whatever order they came in. */
export function sortVersions(versions: readonly ParecerVersao[]): ParecerVersao[] {
  return [...versions].sort((a, b) => a.versao - b.versao || a.id - b.id)
}

/** The version just before `v` of the same opinion, if any. */
export function previousVersion(
  versions: readonly ParecerVersao[],
  v: ParecerVersao,
): ParecerVersao | null {
  let best: ParecerVersao | null = null
  for (const x of versions) {
    if (x.parecer_credito !== v.parecer_credito || x.versao >= v.versao) continue
    if (!best || x.versao > best.versao) best = x
  }
  return best
}

/** A change in limit between versions, in words: "Limite reduzido de R$ 80.000,00 para R$ 40.000,00". */
export function limitChangeText(previous: ParecerVersao | null, current: ParecerVersao): string | null {
  if (!previous || previous.limite_sugerido === null || current.limite_sugerido === null) return null
  const a = Number(previous.limite_sugerido)
  const b = Number(current.limite_sugerido)
  if (a === b) return null
  return `Limite ${b < a ? 'reduzido' : 'aumentado'} de ${formatBRL(previous.limite_sugerido)} para ${formatBRL(current.limite_sugerido)}`
}

/** Opinions newest first by date, then the most recently created (as the customer panel lists them). */
export function sortPareceres(list: readonly Parecer[]): Parecer[] {
  return [...list].sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.id - a.id))
}

/** Every version of a customer's opinions as the history lists them: newest first, the latest version first at the same instant. */
export function historyOrder(versions: readonly ParecerVersao[]): ParecerVersao[] {
  return [...versions].sort((a, b) =>
    a.data_hora < b.data_hora ? 1 : a.data_hora > b.data_hora ? -1 : b.versao - a.versao || b.id - a.id,
  )
}

/** Who did it: the name the server sent, else its user id, never "usuário null". */
export function authorName(name: string | null | undefined, id: number | null | undefined): string {
  if (name) return name
  return id != null ? `usuário ${id}` : 'usuário não informado'
}
