import type { RequestStatus } from './customer-panel-data'
/** Pure rules of the customer panel, tested in lib.test.ts. */
import { todayISO, isValidISODate } from '@/shared/lib/date'
import { onlyDigits } from '@/shared/lib/documents'
import { fromCentavos, splitCentavos } from '@/shared/lib/money'
import { foldText, searchTerms } from '@/shared/lib/text'
import type {
  Atendimento,
  ClienteFila,
  ClienteResumo,
  Lembrete,
  ParecerCredito,
  TipoResultado,
  Usuario,
} from './types'

/**
 * Customer search over code, name and CNPJ/CPF, accent- and case-insensitive. Every word must
 * match; a word with digits also matches the document without its mask ("11222333").
 */
export function matchesCustomer(c: ClienteResumo, query: string): boolean {
  const words = searchTerms(query)
  if (words.length === 0) return true
  const text = foldText(`${c.cod_cliente} ${c.nome_fantasia ?? ''} ${c.cnpj_cpf ?? ''}`)
  const digits = onlyDigits(c.cnpj_cpf ?? '')
  return words.every((w) => {
    if (text.includes(w)) return true
    const wDigits = onlyDigits(w)
    return wDigits.length >= 3 && wDigits === w.replace(/[.\-/]/g, '') && digits.includes(wDigits)
  })
}

export function customerLabel(c: ClienteResumo): string {
  return [String(c.cod_cliente), c.nome_fantasia, c.cnpj_cpf].filter(Boolean).join(' · ')
}

/** Result types offered to the user: inactive ones removed (spec section 3). */
export function activeResultTypes(tipos: readonly TipoResultado[]): TipoResultado[] {
  return tipos.filter((t) => t.inativo !== true)
}

/** Credit opinions by `data`, newest first (spec section 3); ties: the later record first. */
export function sortPareceres(list: readonly ParecerCredito[]): ParecerCredito[] {
  return [...list].sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.id - a.id))
}

export function byInstantDesc<T extends { data: string; id: number | string }>(
  list: readonly T[],
): T[] {
  const time = (s: string) => {
    const t = Date.parse(s)
    return Number.isNaN(t) ? 0 : t
  }
  return [...list].sort((a, b) => time(b.data) - time(a.data) || (b.id > a.id ? 1 : -1))
}

/**
 * The pending reminder: the earliest one not yet completed, overdue or upcoming. It is the one
 * the analyst must act on first; null when every reminder is completed.
 */
export function pendingReminder(lembretes: readonly Lembrete[]): Lembrete | null {
  let best: Lembrete | null = null
  for (const l of lembretes) {
    if (l.concluido) continue
    if (!best || Date.parse(l.data) < Date.parse(best.data)) best = l
  }
  return best
}

export function isOverdueInstant(iso: string, now: Date = new Date()): boolean {
  const t = Date.parse(iso)
  return !Number.isNaN(t) && t < now.getTime()
}

/**
 * Attendance returns: attendances still open that scheduled a next contact, soonest first.
 */
export function attendanceReturns(atendimentos: readonly Atendimento[]): Atendimento[] {
  return atendimentos
    .filter((a) => !a.concluido && !a.is_deleted && isValidISODate(a.data_retorno ?? ''))
    .sort((a, b) =>
      a.data_retorno! < b.data_retorno! ? -1 : a.data_retorno! > b.data_retorno! ? 1 : a.id - b.id,
    )
}

export function isPastDate(iso: string | null | undefined, today: string = todayISO()): boolean {
  return !!iso && iso < today
}

/** Same day `n` months later; the 31st becomes the month's last day (31/01 + 1 → 28/02 or 29/02). */
export function addMonthsISO(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const total = y * 12 + (m - 1) + n
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

export interface InstalmentDraft {
  parcela: number
  data_vencimento: string
  /** centavos */
  valor: number
}

/**
 * The instalment schedule of a down payment: what is left after the entry, split in equal
 * parts to the centavo (leftover centavos go to the first parts), one due date a month.
 */
export function buildInstalments(
  restCentavos: number,
  n: number,
  firstDue: string,
): InstalmentDraft[] {
  return splitCentavos(restCentavos, n).map((valor, i) => ({
    parcela: i + 1,
    data_vencimento: addMonthsISO(firstDue, i),
    valor,
  }))
}

export interface ScheduleCheck {
  ok: boolean
  /** centavos: instalments + entry − total (0 when it adds up) */
  difference: number
}

export function checkSchedule(
  totalCentavos: number,
  entradaCentavos: number,
  parcelas: readonly number[],
): ScheduleCheck {
  const sum = parcelas.reduce((s, v) => s + v, 0)
  const difference = sum + entradaCentavos - totalCentavos
  return { ok: difference === 0, difference }
}

export const decimal = (centavos: number) => fromCentavos(centavos)

export function userName(usuarios: readonly Usuario[], id: number | null | undefined): string {
  if (id === null || id === undefined) return 'Sistema'
  const u = usuarios.find((x) => x.id === id)
  if (!u) return `Usuário ${id}`
  const full = `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim()
  return full || u.username
}

export interface QueuePosition {
  index: number
  total: number
  next: ClienteFila | null
  previous: ClienteFila | null
}

/**
 * Where the customer sits in the queue of the base filter. A customer that left the queue
 * (concluded, paid) continues at the first customer.
 */
const queueCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' })

function queueValue(c: ClienteFila, field: string): number {
  const n = (v: string | number | undefined) => {
    const x = Number(v ?? 0)
    return Number.isFinite(x) ? x : 0
  }
  if (field.startsWith('aging__')) return n(c.aging?.[field.slice(7)])
  if (field === 'saldo_a_vencer' && c.saldo_a_vencer === undefined)
    return n(c.saldo_total) - n(c.saldo_vencido)
  return n(c[field as 'saldo_total' | 'saldo_vencido' | 'qtd_titulos' | 'maior_atraso'])
}

/**
 * The queue in the base's sort (`ordering` of the grouped answer's fields, as
 * baseBodyFromParams writes it: `-saldo_vencido`, `nome_fantasia`, `-aging__d1_30`): stable, so
 * ties keep the server's worklist order, as in Base Cobrança (issue 24 item 5). Without an
 * ordering (or one it does not know) the order stays.
 */
export function sortQueue(
  fila: readonly ClienteFila[],
  ordering: string | undefined,
): ClienteFila[] {
  const raw = ordering?.split(',')[0]?.trim()
  if (!raw) return fila as ClienteFila[]
  const dir = raw.startsWith('-') ? -1 : 1
  const field = raw.replace(/^-/, '')
  const known =
    field === 'nome_fantasia' ||
    field.startsWith('aging__') ||
    ['saldo_total', 'saldo_vencido', 'saldo_a_vencer', 'qtd_titulos', 'maior_atraso'].includes(
      field,
    )
  if (!known) return fila as ClienteFila[]
  return fila
    .map((c, i) => ({ c, i }))
    .sort((a, b) => {
      const d =
        field === 'nome_fantasia'
          ? queueCollator.compare(a.c.nome_fantasia, b.c.nome_fantasia)
          : queueValue(a.c, field) - queueValue(b.c, field)
      return d * dir || a.i - b.i
    })
    .map((x) => x.c)
}

export function queuePosition(fila: readonly ClienteFila[], cod: number | null): QueuePosition {
  const index = cod === null ? -1 : fila.findIndex((c) => c.cod_cliente === cod)
  const next = index < 0 ? (fila[0] ?? null) : (fila[index + 1] ?? null)
  const previous = index > 0 ? fila[index - 1] : null
  return { index, total: fila.length, next, previous }
}

const inputNumber = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Centavos as a money input shows them: 123456 → "1.234,56". */
export function centavosToInput(c: number): string {
  return inputNumber.format(c / 100)
}

/** A decimal string of the API as money input text: "1234.5" → "1.234,50". */
export function decimalToInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const n = Number(value)
  return Number.isFinite(n) ? inputNumber.format(n) : ''
}

/** Two request groups shown as one section: failed beats loading beats idle beats succeeded. */
/**
 * A section's status that also waits for the lists naming its rows (result types, users, forms
 * of charge), which come after the first screenful (issue 25): a row never shows "Usuário 30" or
 * "Resultado inativo #5" for a list still on its way. A list that failed leaves the fallback names.
 */
export function withNames(
  section: { status: RequestStatus; empty: boolean },
  ...names: RequestStatus[]
): { status: RequestStatus; empty: boolean } {
  return section.status === 'succeeded' && names.some((n) => n === 'loading' || n === 'idle')
    ? { status: 'loading', empty: true }
    : section
}

export function worstStatus(a: RequestStatus, b: RequestStatus): RequestStatus {
  for (const status of ['failed', 'loading', 'idle'] as const) {
    if (a === status || b === status) return status
  }
  return 'succeeded'
}

/** A phone as digits only, without Brazil's country code: "(11) 98765-4321" ≡ "+55 11 98765 4321". */
export function normalPhone(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '')
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits
}

/** An e-mail compared without case and surrounding spaces. */
export function normalEmail(value: string): string {
  return (value ?? '').trim().toLowerCase()
}

/** Whether a contact already exists for the customer (the row being edited does not count). */
export function isDuplicateContact(
  kind: 'telefone' | 'email',
  value: string,
  existing: ReadonlyArray<{ id: number; telefone?: string; email?: string }>,
  editingId?: number,
): boolean {
  const norm = kind === 'telefone' ? normalPhone : normalEmail
  const wanted = norm(value)
  if (!wanted) return false
  return existing.some(
    (row) =>
      row.id !== editingId &&
      norm((kind === 'telefone' ? row.telefone : row.email) ?? '') === wanted,
  )
}

/** Where a long e-mail may wrap: after the "@" and before each dot, never mid-word. */
export function emailBreakPoints(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/)
}

export interface ScheduleInputs {
  /** centavos, null when the field does not parse */
  total: number | null
  entrada: number | null
  /** the typed number of instalments */
  parcelas: string | undefined
  /** ISO date of the first due date; null when empty, 'invalid' when it does not exist */
  primeiro: string | null | 'invalid'
}

/**
 * Why the down payment's schedule cannot be drawn yet, or null when every input is valid. One
 * rule: the schedule is drawn only from valid inputs (never from a stale or impossible value).
 */
export function scheduleProblem(
  inputs: ScheduleInputs,
  { maxParcelas, today, isNew }: { maxParcelas: number; today: string; isNew: boolean },
): string | null {
  const { total, entrada, parcelas, primeiro } = inputs
  if (total === null || total <= 0) return 'Informe um valor total válido.'
  if (entrada === null || entrada < 0) return 'Informe um valor de entrada válido (zero ou mais).'
  if (entrada > total) return 'A entrada não pode ser maior que o valor total.'
  const n = Number(parcelas)
  if (
    !/^\d+$/.test(String(parcelas ?? '').trim()) ||
    !Number.isInteger(n) ||
    n < 1 ||
    n > maxParcelas
  )
    return `Informe de 1 a ${maxParcelas} parcelas.`
  if (primeiro === null) return 'Informe o primeiro vencimento.'
  if (primeiro === 'invalid') return 'O primeiro vencimento não é uma data válida.'
  if (isNew && primeiro < today) return 'O primeiro vencimento não pode ser anterior a hoje.'
  if (entrada === total) return 'A entrada cobre o total: não há parcelas a gerar.'
  return null
}

/** What a record of the panel is called in its sentences. */
export interface RecordNoun {
  /** as in the middle of a sentence: 'entrada', 'e-mail' */
  name: string
  feminine?: boolean
  /** its rows are told apart by number: 'Editar entrada #12' */
  numbered?: boolean
}

/** The panel's records by what saveRecord/deleteRecord call them (and the down payment). */
export const RECORD_NOUNS = {
  entrada: { name: 'entrada', feminine: true, numbered: true },
  negociacao: { name: 'negociação', feminine: true, numbered: true },
  observacao: { name: 'observação', feminine: true, numbered: true },
  lembrete: { name: 'lembrete' },
  telefone: { name: 'telefone' },
  email: { name: 'e-mail' },
} as const satisfies Record<string, RecordNoun>

export type RecordNounKind = keyof typeof RECORD_NOUNS

/** The sentences every record form and list of the panel says about a record, from its noun. */
export function recordWords({ name, feminine = false, numbered = false }: RecordNoun) {
  const o = feminine ? 'a' : 'o'
  const capitalized = name.charAt(0).toUpperCase() + name.slice(1)
  /** a row by its number when the noun has one: 'negociação #12' */
  const row = (id: number) => (numbered ? `${name} #${id}` : name)
  return {
    new: `${feminine ? 'Nova' : 'Novo'} ${name}`,
    edit: `Editar ${name}`,
    editRow: (id: number) => `Editar ${row(id)}`,
    save: `Salvar ${name}`,
    saveFailed: `Não foi possível salvar ${o} ${name}.`,
    saved: (created: boolean) => `${capitalized} ${created ? 'registrad' : 'atualizad'}${o}.`,
    deleteQuestion: `Excluir ${feminine ? 'esta' : 'este'} ${name}?`,
    deleteRow: (id: number) => `Excluir ${row(id)}`,
    deleted: `${capitalized} excluíd${o}.`,
  }
}
