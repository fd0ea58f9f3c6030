import { api } from '@/shared/api/client'
import { normalizeList } from '@/shared/api/lists'
import { addDays, todayISO } from '@/shared/lib/date'
import type { ServerFilters } from './filters'
import type {
  AtakCobrancaAtendimento,
  Atendimento,
  ClienteResumo,
  ContaReceber,
  ContasReceberAgrupado,
  DisparoLog,
  Filial,
  FormaCobranca,
  GrupoEconomico,
  Lembrete,
  Vendedor,
} from './types'

const C = '/api/cobranca'

/** Paths of the module (docs/api-contract.md says which come from the specification). */
export const URLS = {
  /** spec: "generic POST of filters for the grouped collection base"; body names are ours */
  base: `${C}/contas-receber-agrupado/`,
  titulos: `${C}/contas-receber/`,
  clientes: `${C}/clientes/`,
  vendedores: `${C}/vendedor/`,
  filiais: `${C}/filial/`,
  formasCobranca: `${C}/forma-cobranca/`,
  gruposEconomicos: `${C}/grupo-economico/`,
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

async function list<T>(
  url: string,
  params: Record<string, string | number | boolean> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  const { data } = await api.get(url, { params, signal })
  return normalizeList<T>(data)
}

export const fetchClientes = (signal?: AbortSignal) =>
  list<ClienteResumo>(URLS.clientes, {}, signal)
export const fetchVendedores = (signal?: AbortSignal) => list<Vendedor>(URLS.vendedores, {}, signal)
export const fetchFiliais = (signal?: AbortSignal) => list<Filial>(URLS.filiais, {}, signal)
export const fetchFormasCobranca = (signal?: AbortSignal) =>
  list<FormaCobranca>(URLS.formasCobranca, {}, signal)
export const fetchGruposEconomicos = (signal?: AbortSignal) =>
  list<GrupoEconomico>(URLS.gruposEconomicos, {}, signal)
/** Spec: atendimento/ takes is_deleted; deleted attendances never count as the last action. */
export const fetchAtendimentos = (signal?: AbortSignal) =>
  list<Atendimento>(URLS.atendimentos, { is_deleted: false }, signal)
export const fetchLembretesPendentes = (signal?: AbortSignal) =>
  list<Lembrete>(URLS.lembretes, { concluido: false }, signal)
export const fetchAtak = (signal?: AbortSignal) =>
  list<AtakCobrancaAtendimento>(URLS.atak, {}, signal)

export function fetchLogs(signal?: AbortSignal, today: string = todayISO()): Promise<DisparoLog[]> {
  return list<DisparoLog>(
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
  return list<ContaReceber>(URLS.titulos, { cod_cliente: codCliente }, signal)
}
