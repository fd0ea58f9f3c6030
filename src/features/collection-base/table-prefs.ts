/**
 * The Base Cobrança table as each analyst sets it: which columns show and how dense the rows
 * are, kept per user in this browser. The default fits a 1280-px screen with the menu open.
 */
import { sessionIdentity } from '@/shared/storage/tokens'

export type BaseColumnKey =
  | 'vendedor'
  | 'qtd_titulos'
  | 'saldo'
  | 'vencido'
  | 'maior_atraso'
  | 'aging'
  | 'filial'
  | 'ultima_acao'
  | 'lembrete'

export type Density = 'small' | 'middle'

export interface TablePrefs {
  columns: BaseColumnKey[]
  density: Density
}

/** The optional columns, in table order, with the label the picker shows. */
export const OPTIONAL_COLUMNS: ReadonlyArray<{ key: BaseColumnKey; label: string; width: number }> =
  [
    { key: 'vendedor', label: 'Vendedor', width: 150 },
    { key: 'qtd_titulos', label: 'Títulos', width: 76 },
    { key: 'saldo', label: 'Em aberto', width: 124 },
    { key: 'vencido', label: 'Vencido', width: 124 },
    { key: 'maior_atraso', label: 'Dias', width: 64 },
    { key: 'aging', label: 'Aging (6 faixas)', width: 6 * 116 },
    { key: 'filial', label: 'Filial', width: 130 },
    { key: 'ultima_acao', label: 'Última ação', width: 180 },
    { key: 'lembrete', label: 'Próximo lembrete', width: 160 },
  ]

/** Always there: selection, expand, customer and actions ("Painel" and "Atender" on one line). */
export const CUSTOMER_WIDTH = 220
export const ACTIONS_WIDTH = 160
export const FIXED_WIDTH = 40 + 40 + CUSTOMER_WIDTH + ACTIONS_WIDTH

export const DEFAULT_PREFS: TablePrefs = {
  columns: ['saldo', 'vencido', 'maior_atraso', 'ultima_acao'],
  density: 'small',
}

/** The width the chosen columns need (the default stays under a 1280-px screen's 976 px). */
export function tableWidth(columns: readonly BaseColumnKey[]): number {
  return (
    FIXED_WIDTH +
    OPTIONAL_COLUMNS.filter((c) => columns.includes(c.key)).reduce((sum, c) => sum + c.width, 0)
  )
}

const KEY_PREFIX = 'boasafra:base-cobranca:tabela:'
const KNOWN = new Set(OPTIONAL_COLUMNS.map((c) => c.key))

export function readPrefs(user: string | null = sessionIdentity()): TablePrefs {
  if (!user) return DEFAULT_PREFS
  try {
    const raw = localStorage.getItem(KEY_PREFIX + user)
    if (!raw) return DEFAULT_PREFS
    const parsed = JSON.parse(raw) as Partial<TablePrefs>
    const columns = Array.isArray(parsed.columns)
      ? parsed.columns.filter((c): c is BaseColumnKey => KNOWN.has(c as BaseColumnKey))
      : DEFAULT_PREFS.columns
    const density = parsed.density === 'middle' ? 'middle' : 'small'
    return { columns, density }
  } catch {
    return DEFAULT_PREFS
  }
}

export function savePrefs(prefs: TablePrefs, user: string | null = sessionIdentity()): void {
  if (!user) return
  try {
    localStorage.setItem(KEY_PREFIX + user, JSON.stringify(prefs))
  } catch {
    /* blocked storage: the choice lasts this visit */
  }
}
