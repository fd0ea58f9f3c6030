/**
 * The collection base as pure functions: prepare the server's answer once, then filter,
 * group, total and summarise it on every change. The page and bench/ run exactly these.
 * Money is integer centavos from end to end; the decimal strings are read once.
 */
import { AGING_BUCKETS, agingBucket, type AgingBucketKey } from '@/shared/lib/aging'
import { onlyDigits } from '@/shared/lib/documents'
import { toCentavos } from '@/shared/lib/money'
import { foldText, matchesTerms, searchTerms } from '@/shared/lib/text'
import type { BaseFilters, Grouping } from './filters'
import type {
  AtakCobrancaAtendimento,
  Atendimento,
  Channel,
  ContaReceber,
  ContasReceberAgrupado,
  DisparoLog,
  Lembrete,
} from './types'

export const BUCKET_COUNT = AGING_BUCKETS.length
const BUCKET_INDEX = Object.fromEntries(AGING_BUCKETS.map((b, i) => [b.key, i])) as Record<
  AgingBucketKey,
  number
>

const DECIMAL_2 = /^-?\d+(\.\d{1,2})?$/

/**
 * A DRF decimal string in centavos. With at most two places, Number × 100 rounds exactly far
 * below 2^53 centavos; longer forms go through the half-away-from-zero rule. Junk reads as 0
 * so one bad row never takes the page down.
 */
export function centavosOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0
  if (typeof value !== 'string') return 0
  if (DECIMAL_2.test(value)) return Math.round(Number(value) * 100)
  try {
    return toCentavos(value)
  } catch {
    return 0
  }
}

export interface CustomerInfo {
  cod_cliente: number
  nome_fantasia: string
  razao_social: string
  cnpj_cpf: string
  cod_vendedor: number | null
  cod_filial: number | null
  grupo_economico: number | null
  /** folded code, names and document (masked and digits only) */
  search: string
}

export interface PreparedTitle {
  row: ContaReceber
  /** index into PreparedBase.customers */
  customer: number
  filial: number
  vendedor: number
  forma: number
  vencimento: string
  /** lower-cased document, filled on the first `documento` filter (most views never need it) */
  documento: string | null
  saldo: number
  diasAtraso: number
  bucket: number
  overdue: boolean
}

export interface PreparedBase {
  customers: CustomerInfo[]
  titles: PreparedTitle[]
  indexByCode: Map<number, number>
  /**
   * Per customer (same index), the server's totals when the answer came without titles
   * (`incluir_titulos: false`): the server already applied the title filters to them.
   */
  totals: Array<Aggregate | null>
}

type CustomerSource = Partial<Omit<CustomerInfo, 'search'>> & { cod_cliente: number }

function customerInfo(source: CustomerSource): CustomerInfo {
  const nome = String(source.nome_fantasia ?? '')
  const razao = String(source.razao_social ?? '')
  const doc = String(source.cnpj_cpf ?? '')
  return {
    cod_cliente: source.cod_cliente,
    nome_fantasia: nome,
    razao_social: razao,
    cnpj_cpf: doc,
    cod_vendedor: source.cod_vendedor ?? null,
    cod_filial: source.cod_filial ?? null,
    grupo_economico: source.grupo_economico ?? null,
    search: foldText(`${source.cod_cliente} ${nome} ${razao} ${doc} ${onlyDigits(doc)}`),
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : -1)

/** An open title ready for filtering, or null: paid or settled titles never enter the base. */
function prepareTitle(row: ContaReceber, customer: number): PreparedTitle | null {
  if (!row || row.status === 'pago') return null
  const saldo = centavosOf(row.saldo)
  if (saldo <= 0) return null
  const dias = typeof row.dias_atraso === 'number' && row.dias_atraso > 0 ? row.dias_atraso : 0
  return {
    row,
    customer,
    filial: num(row.cod_filial),
    vendedor: num(row.cod_vendedor),
    forma: num(row.forma_cobranca),
    vencimento: typeof row.data_vencimento === 'string' ? row.data_vencimento : '',
    documento: null,
    saldo,
    diasAtraso: dias,
    bucket: BUCKET_INDEX[agingBucket(dias)],
    overdue: row.status === 'vencido' || dias > 0,
  }
}

const AGING_KEYS = AGING_BUCKETS.map((b) => b.key)

/** A customer's totals as the grouped answer states them (no titles sent), in centavos. */
export function aggregateOf(row: ContasReceberAgrupado): Aggregate | null {
  const saldo = centavosOf(row.saldo_total)
  const qtd = typeof row.qtd_titulos === 'number' ? row.qtd_titulos : 0
  if (saldo <= 0 || qtd <= 0) return null
  const vencido = centavosOf(row.saldo_vencido)
  const aging = AGING_KEYS.map((key) => centavosOf(row.aging?.[key]))
  return {
    qtd_titulos: qtd,
    qtd_vencidos: typeof row.qtd_vencidos === 'number' ? row.qtd_vencidos : 0,
    saldo,
    vencido,
    a_vencer: row.saldo_a_vencer !== undefined ? centavosOf(row.saldo_a_vencer) : saldo - vencido,
    aging,
    maior_atraso:
      typeof row.maior_atraso === 'number' && row.maior_atraso > 0 ? row.maior_atraso : 0,
  }
}

/**
 * The grouped answer of contas-receber-agrupado: with titles, flattened into titles that point at
 * their customer; without them (`incluir_titulos: false`, the page's first screen), the
 * customer's totals as the server computed them.
 */
export function prepareBase(rows: readonly ContasReceberAgrupado[]): PreparedBase {
  const customers: CustomerInfo[] = []
  const titles: PreparedTitle[] = []
  const totals: Array<Aggregate | null> = []
  const indexByCode = new Map<number, number>()
  for (const row of rows) {
    if (!row || typeof row.cod_cliente !== 'number') continue
    let index = indexByCode.get(row.cod_cliente)
    if (index === undefined) {
      index = customers.length
      indexByCode.set(row.cod_cliente, index)
      customers.push(customerInfo(row as CustomerSource))
      totals.push(null)
    }
    const list = Array.isArray(row.titulos) ? row.titulos : []
    if (list.length === 0 && totals[index] === null) totals[index] = aggregateOf(row)
    for (const title of list) {
      const prepared = prepareTitle(title, index)
      if (prepared) titles.push(prepared)
    }
  }
  return { customers, titles, indexByCode, totals }
}

/** Flat receivables plus the customer register: the same structure (bench/, and titles without a group). */
export function prepareReceivables(
  receivables: readonly ContaReceber[],
  customers: readonly CustomerSource[],
): PreparedBase {
  const infos = customers.map(customerInfo)
  const indexByCode = new Map<number, number>()
  infos.forEach((c, i) => indexByCode.set(c.cod_cliente, i))
  const titles: PreparedTitle[] = []
  for (const row of receivables) {
    if (!row || row.status === 'pago') continue
    let index = indexByCode.get(row.cod_cliente)
    if (index === undefined) {
      index = infos.length
      indexByCode.set(row.cod_cliente, index)
      infos.push(
        customerInfo({
          cod_cliente: row.cod_cliente,
          cod_vendedor: row.cod_vendedor,
          cod_filial: row.cod_filial,
        }),
      )
    }
    const prepared = prepareTitle(row, index)
    if (prepared) titles.push(prepared)
  }
  return { customers: infos, titles, indexByCode, totals: infos.map(() => null) }
}

// --- enrichment ---------------------------------------------------------------------------------

export type ActionKind = 'atendimento' | 'acao' | 'envio'

export interface LastAction {
  kind: ActionKind
  data: string
  descricao: string
  detalhe?: string
}

export interface NextReminder {
  data: string
  descricao: string
  /** its moment has passed and it is still open */
  atrasado: boolean
}

export interface Enrichment {
  ultima_acao: LastAction | null
  proximo_lembrete: NextReminder | null
}

export const CHANNEL_LABEL: Record<Channel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}

const DISPATCH_STATUS: Record<string, string> = {
  enviado: 'enviado',
  entregue: 'entregue',
  lido: 'lido',
  falha: 'falhou',
}

function instant(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN
  return Date.parse(value)
}

export interface EnrichmentLists {
  atendimentos?: readonly Atendimento[]
  atakcobranca_atendimento?: readonly AtakCobrancaAtendimento[]
  logs?: readonly DisparoLog[]
  lembretes?: readonly Lembrete[]
}

/** Last action (attendance, collection action or automatic message) and next open reminder per customer. */
export function buildEnrichment(
  lists: EnrichmentLists,
  now: number = Date.now(),
): Map<number, Enrichment> {
  const out = new Map<number, Enrichment>()
  const best = new Map<number, number>()
  const entry = (cod: number): Enrichment => {
    let e = out.get(cod)
    if (!e) {
      e = { ultima_acao: null, proximo_lembrete: null }
      out.set(cod, e)
    }
    return e
  }
  // Later lists win ties: an attendance's collection action says more than the attendance.
  const offer = (cod: number, when: number, action: LastAction) => {
    if (!Number.isFinite(when)) return
    const current = best.get(cod)
    if (current !== undefined && current > when) return
    best.set(cod, when)
    entry(cod).ultima_acao = action
  }
  for (const a of lists.atendimentos ?? []) {
    if (a.is_deleted) continue
    offer(a.cod_cliente, instant(a.data), {
      kind: 'atendimento',
      data: a.data,
      descricao: 'Atendimento',
      detalhe: a.observacao || undefined,
    })
  }
  for (const a of lists.atakcobranca_atendimento ?? []) {
    offer(a.cod_cliente, instant(a.data), {
      kind: 'acao',
      data: a.data,
      descricao: a.acao || 'Ação de cobrança',
      detalhe: a.documento || undefined,
    })
  }
  for (const log of lists.logs ?? []) {
    const canal = CHANNEL_LABEL[log.canal] ?? 'Mensagem'
    offer(log.cod_cliente, instant(log.data), {
      kind: 'envio',
      data: log.data,
      descricao: `Envio de ${canal}`,
      detalhe:
        [DISPATCH_STATUS[log.status] ?? log.status, log.documento].filter(Boolean).join(' · ') ||
        undefined,
    })
  }
  const reminderAt = new Map<number, number>()
  for (const r of lists.lembretes ?? []) {
    if (r.concluido) continue
    const when = instant(r.data)
    if (!Number.isFinite(when)) continue
    const current = reminderAt.get(r.cod_cliente)
    if (current !== undefined && current <= when) continue
    reminderAt.set(r.cod_cliente, when)
    entry(r.cod_cliente).proximo_lembrete = {
      data: r.data,
      descricao: r.descricao,
      atrasado: when < now,
    }
  }
  return out
}

// --- filter, group, total -----------------------------------------------------------------------

export interface Aggregate {
  qtd_titulos: number
  qtd_vencidos: number
  /** open balance, centavos */
  saldo: number
  vencido: number
  a_vencer: number
  /** open balance per aging bucket (AGING_BUCKETS order), centavos */
  aging: number[]
  maior_atraso: number
}

export interface CustomerRow extends Aggregate {
  kind: 'cliente'
  key: string
  cliente: CustomerInfo
  grupo_nome: string | null
  /** the filtered open titles; empty when the base came as totals (they load on expand) */
  titles: PreparedTitle[]
  /** false: the base came as totals and `titles` is empty until the row loads them */
  hasTitles: boolean
  ultima_acao: LastAction | null
  proximo_lembrete: NextReminder | null
}

export interface GroupRow extends Aggregate {
  kind: 'grupo'
  key: string
  grupo_economico: number
  nome: string
  clientes: CustomerRow[]
  ultima_acao: LastAction | null
  proximo_lembrete: NextReminder | null
}

export type BaseRow = CustomerRow | GroupRow

export interface BaseSummary {
  clientes: number
  clientesVencidos: number
  titulos: number
  /** overdue share of the open balance, 0..1 (null without balance) */
  participacaoVencida: number | null
}

export interface BaseView {
  rows: BaseRow[]
  /** every customer row the filters select, whatever the grouping (notifications use these) */
  customers: CustomerRow[]
  totals: Aggregate
  summary: BaseSummary
}

/** While the names are unknown (the list is on its way) a placeholder; a group missing from the list, its id. */
export const GROUP_NAME_PENDING = 'Carregando grupo…'
function groupName(id: number, names: ReadonlyMap<number, string> | undefined): string {
  if (!names) return GROUP_NAME_PENDING
  return names.get(id) ?? `Grupo ${id}`
}

export interface ViewOptions {
  grouping?: Grouping
  /** the economic groups' names; undefined while their list has not answered */
  groupNames?: ReadonlyMap<number, string>
  enrichment?: ReadonlyMap<number, Enrichment>
  /**
   * Customers the work-queue filters keep (promises, next contact today); null: no such filter.
   * The page fetches these small lists; an empty set selects nobody.
   */
  onlyCustomers?: ReadonlySet<number> | null
}

export function emptyAggregate(): Aggregate {
  return {
    qtd_titulos: 0,
    qtd_vencidos: 0,
    saldo: 0,
    vencido: 0,
    a_vencer: 0,
    aging: new Array(BUCKET_COUNT).fill(0),
    maior_atraso: 0,
  }
}

function addInto(target: Aggregate, source: Aggregate): void {
  target.qtd_titulos += source.qtd_titulos
  target.qtd_vencidos += source.qtd_vencidos
  target.saldo += source.saldo
  target.vencido += source.vencido
  target.a_vencer += source.a_vencer
  for (let i = 0; i < BUCKET_COUNT; i++) target.aging[i] += source.aging[i]
  if (source.maior_atraso > target.maior_atraso) target.maior_atraso = source.maior_atraso
}

/** Worklist order: largest overdue balance first, then open balance, then code. */
function byOverdue(a: BaseRow, b: BaseRow): number {
  return b.vencido - a.vencido || b.saldo - a.saldo || rowCode(a) - rowCode(b)
}

function rowCode(row: BaseRow): number {
  return row.kind === 'cliente' ? row.cliente.cod_cliente : -row.grupo_economico
}

function latest<T extends { data: string }>(items: Array<T | null>): T | null {
  let out: T | null = null
  for (const item of items)
    if (item && (!out || Date.parse(item.data) > Date.parse(out.data))) out = item
  return out
}

function earliest<T extends { data: string }>(items: Array<T | null>): T | null {
  let out: T | null = null
  for (const item of items)
    if (item && (!out || Date.parse(item.data) < Date.parse(out.data))) out = item
  return out
}

/**
 * Applies every filter to the titles (the server already applied all but `info`, so this is
 * cheap insurance against a backend that ignores one), groups them by customer and, on the
 * switch, by economic group, sorted by overdue amount, with totals and the summary.
 */
export function buildBaseView(
  base: PreparedBase,
  filters: BaseFilters,
  options: ViewOptions = {},
): BaseView {
  const { grouping = 'cliente', groupNames, enrichment, onlyCustomers } = options
  const { customers, titles } = base
  const serverTotals = base.totals ?? []

  const terms = searchTerms(filters.info ?? '')
  const allowed = new Uint8Array(customers.length)
  for (let i = 0; i < customers.length; i++) {
    const c = customers[i]
    if (filters.grupo_economico !== null && c.grupo_economico !== filters.grupo_economico) continue
    if (onlyCustomers && !onlyCustomers.has(c.cod_cliente)) continue
    if (terms.length && !matchesTerms(c.search, terms)) continue
    allowed[i] = 1
  }

  const filial = filters.filial ?? -1
  const vendedor = filters.vendedor ?? -1
  const forma = filters.forma_cobranca ?? -1
  const documento = (filters.documento ?? '').trim().toLowerCase()
  const from = filters.data_vencimento_inicio ?? ''
  const to = filters.data_vencimento_fim ?? ''

  const groups: Array<{ agg: Aggregate; titles: PreparedTitle[] } | undefined> = new Array(
    customers.length,
  )
  for (let t = 0; t < titles.length; t++) {
    const title = titles[t]
    if (allowed[title.customer] === 0) continue
    if (filial !== -1 && title.filial !== filial) continue
    if (vendedor !== -1 && title.vendedor !== vendedor) continue
    if (forma !== -1 && title.forma !== forma) continue
    if (from && title.vencimento < from) continue
    if (to && title.vencimento > to) continue
    if (
      documento &&
      !(title.documento ??= String(title.row.documento ?? '').toLowerCase()).includes(documento)
    )
      continue
    let group = groups[title.customer]
    if (!group) {
      group = { agg: emptyAggregate(), titles: [] }
      groups[title.customer] = group
    }
    const agg = group.agg
    group.titles.push(title)
    agg.qtd_titulos += 1
    agg.saldo += title.saldo
    agg.aging[title.bucket] += title.saldo
    if (title.overdue) {
      agg.qtd_vencidos += 1
      agg.vencido += title.saldo
      if (title.diasAtraso > agg.maior_atraso) agg.maior_atraso = title.diasAtraso
    } else {
      agg.a_vencer += title.saldo
    }
  }

  // Customers that came as totals: the server applied the title filters to them already.
  for (let i = 0; i < customers.length; i++) {
    const agg = serverTotals[i]
    if (agg && allowed[i] === 1 && !groups[i]) groups[i] = { agg: { ...agg, aging: [...agg.aging] }, titles: [] }
  }

  const customerRows: CustomerRow[] = []
  const totals = emptyAggregate()
  let clientesVencidos = 0
  for (let i = 0; i < customers.length; i++) {
    const group = groups[i]
    if (!group) continue
    const c = customers[i]
    const extra = enrichment?.get(c.cod_cliente)
    const row: CustomerRow = {
      kind: 'cliente',
      key: `c${c.cod_cliente}`,
      cliente: c,
      grupo_nome: c.grupo_economico !== null ? groupName(c.grupo_economico, groupNames) : null,
      titles: group.titles,
      hasTitles: !serverTotals[i],
      ultima_acao: extra?.ultima_acao ?? null,
      proximo_lembrete: extra?.proximo_lembrete ?? null,
      ...group.agg,
    }
    customerRows.push(row)
    addInto(totals, group.agg)
    if (group.agg.vencido > 0) clientesVencidos += 1
  }
  customerRows.sort(byOverdue)

  let rows: BaseRow[] = customerRows
  if (grouping === 'grupo_economico') {
    const byGroup = new Map<number, GroupRow>()
    const lone: BaseRow[] = []
    for (const row of customerRows) {
      const id = row.cliente.grupo_economico
      if (id === null) {
        lone.push(row)
        continue
      }
      let group = byGroup.get(id)
      if (!group) {
        group = {
          kind: 'grupo',
          key: `g${id}`,
          grupo_economico: id,
          nome: row.grupo_nome ?? `Grupo ${id}`,
          clientes: [],
          ultima_acao: null,
          proximo_lembrete: null,
          ...emptyAggregate(),
        }
        byGroup.set(id, group)
      }
      group.clientes.push(row)
      addInto(group, row)
    }
    for (const group of byGroup.values()) {
      group.ultima_acao = latest(group.clientes.map((c) => c.ultima_acao))
      group.proximo_lembrete = earliest(group.clientes.map((c) => c.proximo_lembrete))
    }
    rows = [...byGroup.values(), ...lone].sort(byOverdue)
  }

  return {
    rows,
    customers: customerRows,
    totals,
    summary: {
      clientes: customerRows.length,
      clientesVencidos,
      titulos: totals.qtd_titulos,
      participacaoVencida: totals.saldo > 0 ? totals.vencido / totals.saldo : null,
    },
  }
}

// --- sorting and export -------------------------------------------------------------------------

export type SortKey =
  'saldo' | 'vencido' | 'a_vencer' | 'maior_atraso' | 'qtd_titulos' | 'nome' | `aging${number}`

export interface SortState {
  key: SortKey
  order: 'ascend' | 'descend'
}

export function rowName(row: BaseRow): string {
  return row.kind === 'cliente' ? row.cliente.nome_fantasia : row.nome
}

function sortValue(row: BaseRow, key: SortKey): number {
  if (key.startsWith('aging')) return row.aging[Number(key.slice(5))] ?? 0
  return row[key as Exclude<SortKey, 'nome' | `aging${number}`>]
}

/** The user's column sort; without one, the worklist order stays. Stable, so ties keep that order. */
export function sortRows(rows: readonly BaseRow[], sort: SortState | null): BaseRow[] {
  if (!sort) return rows as BaseRow[]
  const dir = sort.order === 'ascend' ? 1 : -1
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' })
  const indexed = rows.map((row, i) => ({ row, i }))
  indexed.sort((a, b) => {
    const c =
      sort.key === 'nome'
        ? collator.compare(rowName(a.row), rowName(b.row))
        : sortValue(a.row, sort.key) - sortValue(b.row, sort.key)
    return c * dir || a.i - b.i
  })
  return indexed.map((x) => x.row)
}

export interface NameLookups {
  vendedor: ReadonlyMap<number, string>
  filial: ReadonlyMap<number, string>
}

const reais = (centavos: number) => centavos / 100

function formatInstantBR(value: string | undefined): string {
  if (!value) return ''
  const iso = value.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
    : ''
}

export function sellerName(id: number | null, lookups: NameLookups): string {
  if (id === null) return ''
  return lookups.vendedor.get(id) ?? String(id)
}

export function branchName(id: number | null, lookups: NameLookups): string {
  if (id === null) return ''
  return lookups.filial.get(id) ?? String(id)
}

/** The aging columns of the sheet, as the summary names them ("1–30 dias"). */
export const AGING_EXPORT_LABELS = AGING_BUCKETS.map((bucket) =>
  bucket.key === 'a_vencer' ? bucket.label : `${bucket.label} dias`,
)

function figureColumns(agg: Aggregate): Record<string, number | null> {
  const out: Record<string, number | null> = {
    Títulos: agg.qtd_titulos,
    'Em aberto': reais(agg.saldo),
    Vencido: reais(agg.vencido),
    Dias: agg.maior_atraso || null,
  }
  AGING_BUCKETS.forEach((_, i) => {
    out[AGING_EXPORT_LABELS[i]] = reais(agg.aging[i])
  })
  return out
}

/** Cell types for the spreadsheet (money in BRL, counts as numbers, the document as text). */
export const EXPORT_FORMATS = {
  Código: 'integer',
  'CNPJ/CPF': 'text',
  Títulos: 'integer',
  'Em aberto': 'money',
  Vencido: 'money',
  Dias: 'integer',
  ...Object.fromEntries(AGING_EXPORT_LABELS.map((label) => [label, 'money'])),
} as const satisfies Record<string, 'integer' | 'text' | 'money'>

/**
 * The spreadsheet of exactly what the table shows: its rows, in its order, and the totals row,
 * under the screen's labels; the customer's code and name in cells of their own.
 */
export function exportRows(
  rows: readonly BaseRow[],
  totals: Aggregate,
  lookups: NameLookups,
  grouping: Grouping = 'cliente',
): Array<Record<string, unknown>> {
  const nameLabel = grouping === 'grupo_economico' ? 'Grupo econômico / cliente' : 'Cliente'
  const out: Array<Record<string, unknown>> = rows.map((row) => {
    const action = row.ultima_acao
    const reminder = row.proximo_lembrete
    const common = {
      'Última ação': action ? `${action.descricao} em ${formatInstantBR(action.data)}` : '',
      'Próximo lembrete': reminder
        ? `${formatInstantBR(reminder.data)} · ${reminder.descricao}`
        : '',
    }
    if (row.kind === 'grupo') {
      return {
        Código: null,
        [nameLabel]: `${row.nome} (${row.clientes.length} ${row.clientes.length === 1 ? 'cliente' : 'clientes'})`,
        'CNPJ/CPF': '',
        'Grupo econômico': row.nome,
        Vendedor: '',
        Filial: '',
        ...figureColumns(row),
        ...common,
      }
    }
    const c = row.cliente
    return {
      Código: c.cod_cliente,
      [nameLabel]: c.nome_fantasia || c.razao_social || `Cliente ${c.cod_cliente}`,
      'CNPJ/CPF': c.cnpj_cpf,
      'Grupo econômico': row.grupo_nome ?? '',
      Vendedor: sellerName(c.cod_vendedor, lookups),
      Filial: branchName(c.cod_filial, lookups),
      ...figureColumns(row),
      ...common,
    }
  })
  out.push({
    Código: null,
    [nameLabel]: 'Total',
    'CNPJ/CPF': '',
    'Grupo econômico': '',
    Vendedor: '',
    Filial: '',
    ...figureColumns(totals),
    'Última ação': '',
    'Próximo lembrete': '',
  })
  return out
}
