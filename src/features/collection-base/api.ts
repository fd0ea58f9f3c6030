import { loadReference } from '@/features/reference'
import { api } from '@/shared/api/client'
import { normalizeList } from '@/shared/api/lists'
import { getList } from '@/shared/api/resource'
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
} as const

/** How far back the dispatch log is read for the "last action" column. */
export const LOG_WINDOW_DAYS = 90

export async function fetchBase(
  filters: Partial<ServerFilters>,
  signal?: AbortSignal,
): Promise<ContasReceberAgrupado[]> {
  const { data } = await api.post(URLS.base, filters, { signal })
  return normalizeList<ContasReceberAgrupado>(data)
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
/** Spec: atendimento/ takes is_deleted; deleted attendances never count as the last action. */
export const fetchAtendimentos = (signal?: AbortSignal) =>
  getList<Atendimento>(URLS.atendimentos, { is_deleted: false }, signal)
export const fetchLembretesPendentes = (signal?: AbortSignal) =>
  getList<Lembrete>(URLS.lembretes, { concluido: false }, signal)
export const fetchAtak = (signal?: AbortSignal) =>
  getList<AtakCobrancaAtendimento>(URLS.atak, {}, signal)

export function fetchLogs(signal?: AbortSignal, today: string = todayISO()): Promise<DisparoLog[]> {
  return getList<DisparoLog>(
    URLS.logs,
    { data_inicio: addDays(today, -LOG_WINDOW_DAYS), data_fim: today },
    signal,
  )
}

/** Títulos por Cliente: every title of one customer, open and paid. */
export function fetchTitulosDoCliente(
  codCliente: number,
  signal?: AbortSignal,
): Promise<ContaReceber[]> {
  return getList<ContaReceber>(URLS.titulos, { cod_cliente: codCliente }, signal)
}
