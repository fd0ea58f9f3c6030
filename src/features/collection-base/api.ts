import { loadReference } from '@/features/reference'
import { api } from '@/shared/api/client'
import { normalizeList } from '@/shared/api/lists'
import { getList, getObject } from '@/shared/api/resource'
import { addDays, todayISO } from '@/shared/lib/date'
import type { ServerFilters } from './filters'
import type {
  AtakCobrancaAtendimento,
  Atendimento,
  ContaReceber,
  ContasReceberAgrupado,
  DisparoLog,
  Lembrete,
} from './types'

const C = '/api/cobranca'

/** Paths of the module (docs/api-contract.md says which come from the specification). */
export const URLS = {
  /** spec: "generic POST of filters for the grouped collection base"; body names are ours */
  base: `${C}/contas-receber-agrupado/`,
  titulos: `${C}/contas-receber/`,
  atendimentos: `${C}/atendimento/`,
  lembretes: `${C}/lembrete/`,
  atak: `${C}/atendimento-atak-cobranca/`,
  /** spec: the automatic dispatch log list (`logs` of the collection base) */
  logs: `${C}/disparo-automatico`,
  /** ours: per customer, the latest attendance, action and message and the next reminder */
  resumo: `${C}/base-cobranca-resumo/`,
  /** ours (issue 15): promises to pay, filtered by `status` */
  promessas: `${C}/promessa-pagamento/`,
} as const

/** How far back the dispatch log is read for the "last action" column. */
export const LOG_WINDOW_DAYS = 90

/**
 * The base as customer totals only (`incluir_titulos: false`): what the first screen needs, a
 * few hundred rows instead of every title. The titles of one customer come on expand.
 */
export async function fetchBase(
  filters: Partial<ServerFilters>,
  signal?: AbortSignal,
): Promise<ContasReceberAgrupado[]> {
  const early = takePrimed(filters)
  if (early) return early
  const { data } = await api.post(URLS.base, { ...filters, incluir_titulos: false }, { signal })
  return normalizeList<ContasReceberAgrupado>(data)
}

/** A first request started before the page rendered, used once by the first load that matches. */
let primed: { key: string; at: number; promise: Promise<ContasReceberAgrupado[]> } | null = null
const PRIMED_FOR_MS = 5_000

const bodyKey = (filters: Partial<ServerFilters>) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1)))

function takePrimed(filters: Partial<ServerFilters>): Promise<ContasReceberAgrupado[]> | null {
  const entry = primed
  primed = null
  if (!entry || entry.key !== bodyKey(filters) || Date.now() - entry.at > PRIMED_FOR_MS) return null
  return entry.promise
}

/**
 * Starts the base's first request as soon as the page's code arrives, while React still renders
 * the page (its load would otherwise start after the first paint). The page's own load takes it.
 */
export function primeBase(filters: Partial<ServerFilters>): void {
  const promise = fetchBase(filters)
  promise.catch(() => {}) // a failure reaches the page's load, which shows it
  primed = { key: bodyKey(filters), at: Date.now(), promise }
}

/** The open titles of one customer under the same server filters as the base's totals. */
export async function fetchBaseTitles(
  codCliente: number,
  filters: Partial<ServerFilters>,
  signal?: AbortSignal,
): Promise<ContaReceber[]> {
  const { data } = await api.post(URLS.base, { ...filters, cod_cliente: codCliente }, { signal })
  const rows = normalizeList<ContasReceberAgrupado>(data)
  return rows.find((r) => r.cod_cliente === codCliente)?.titulos ?? []
}

/** What the base shows beside each customer, under the specification's list names. */
export interface BaseResumo {
  atendimentos: Atendimento[]
  atakcobranca_atendimento: AtakCobrancaAtendimento[]
  logs: DisparoLog[]
  lembretes: Lembrete[]
}

/** One request for the last action and next reminder of every customer (was four whole lists). */
export async function fetchResumo(
  signal?: AbortSignal,
  today: string = todayISO(),
): Promise<BaseResumo> {
  const body = await getObject<Record<string, unknown>>(
    URLS.resumo,
    { envios_desde: addDays(today, -LOG_WINDOW_DAYS) },
    signal,
    ['atendimentos', 'atakcobranca_atendimento', 'logs', 'lembretes'],
  )
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : [])
  return {
    atendimentos: list<Atendimento>(body.atendimentos),
    atakcobranca_atendimento: list<AtakCobrancaAtendimento>(body.atakcobranca_atendimento),
    logs: list<DisparoLog>(body.logs),
    lembretes: list<Lembrete>(body.lembretes),
  }
}

/** The customers with a promise in one of these statuses (the promise filter). */
export async function fetchPromiseCustomers(
  status: readonly string[],
  signal?: AbortSignal,
): Promise<number[]> {
  const rows = await getList<{ cod_cliente: number }>(
    URLS.promessas,
    { status: status.join(',') },
    signal,
  )
  return [...new Set(rows.map((r) => r.cod_cliente))]
}

/** The customers with an attendance whose next contact (data_retorno) is this day. */
export async function fetchContactCustomers(
  day: string,
  signal?: AbortSignal,
): Promise<number[]> {
  const rows = await getList<Atendimento>(
    URLS.atendimentos,
    { data_retorno: day, is_deleted: false },
    signal,
  )
  return [...new Set(rows.map((r) => r.cod_cliente))]
}

/**
 * The reference lists come from features/reference: one cached GET shared by every page (the
 * base, Títulos por Cliente, the panel). Not tied to this page's signal, so leaving the page
 * never cancels a list another page waits for.
 */
export const fetchClientes = () => loadReference('clientes')
export const fetchVendedores = () => loadReference('vendedores')
export const fetchFiliais = () => loadReference('filiais')
export const fetchFormasCobranca = () => loadReference('formasCobranca')
export const fetchGruposEconomicos = () => loadReference('gruposEconomicos')
/** Títulos por Cliente: every title of one customer, open and paid. */
export function fetchTitulosDoCliente(
  codCliente: number,
  signal?: AbortSignal,
): Promise<ContaReceber[]> {
  return getList<ContaReceber>(URLS.titulos, { cod_cliente: codCliente }, signal)
}
