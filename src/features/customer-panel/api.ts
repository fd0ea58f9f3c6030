/**
 * The calls of the customer panel and the attendance screen. Paths are the specification's
 * (section 7) unless docs/api-contract.md marks them "nosso". Generic create is POST to the
 * resource path, generic edit is PUT to path + {id}/ without the id in the body, generic
 * delete is DELETE to path + {id}/ (spec section 7).
 */
import { api } from '@/shared/api/client'
import { expectObject, normalizeList } from '@/shared/api/lists'
import { toCentavos } from '@/shared/lib/money'
import type { Cliente, ClienteFila, TotaisCliente } from './types'

const C = '/api/cobranca'

export const URLS = {
  clientes: `${C}/clientes/`,
  cliente: `${C}/cliente/`,
  agrupado: `${C}/contas-receber-agrupado/`,
  contasReceber: `${C}/contas-receber/`,
  vendedores: `${C}/vendedor/`,
  supervisores: `${C}/supervisor/`,
  analistas: `${C}/analista-cobranca/`,
  usuarios: '/api/comum/user/',
  segmentos: `${C}/regua-segmento/`,
  gruposEconomicos: `${C}/grupo-economico/`,
  formasCobranca: `${C}/forma-cobranca/`,
  reguas: `${C}/regua/`,
  tiposResultado: `${C}/atendimento-tipo-resultado/`,
  atendimento: `${C}/atendimento/`,
  concluirAtendimentos: `${C}/atendimento/concluir-atendimentos/`,
  atendimentoParcela: `${C}/atendimento-atak-cobranca/`,
  negociacao: `${C}/atendimento-negociacao/`,
  entrada: `${C}/atendimento-entrada/`,
  entradaParcela: `${C}/atendimento-entrada-parcela/`,
  lembrete: `${C}/lembrete/`,
  telefone: `${C}/cliente-telefone/`,
  email: `${C}/cliente-email/`,
  parecerCredito: `${C}/parecer-credito/`,
  /** nosso: the specification names the state, not the path */
  observacao: `${C}/cliente-observacao/`,
  /** nosso */
  acaoCobrancaRealizada: `${C}/acao-cobranca-realizada/`,
} as const

export type Params = Record<string, string | number | boolean | undefined | null>

function clean(params: Params): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') out[k] = v
  return out
}

export async function getList<T>(
  url: string,
  params: Params = {},
  signal?: AbortSignal,
): Promise<T[]> {
  const { data } = await api.get<unknown>(url, { params: clean(params), signal })
  return normalizeList<T>(data)
}

export async function getOne<T extends object>(url: string, signal?: AbortSignal): Promise<T> {
  const { data } = await api.get<unknown>(url, { signal })
  return expectObject<T>(data)
}

export async function createItem<T extends object>(url: string, body: object): Promise<T> {
  const { data } = await api.post<unknown>(url, body)
  return expectObject<T>(data)
}

/** Generic edit: PUT to path + {id}/, the id removed from the body (spec section 7). */
export async function editItem<T extends object>(
  url: string,
  id: number | string,
  body: object,
): Promise<T> {
  const { id: _id, ...rest } = body as { id?: unknown }
  void _id
  const { data } = await api.put<unknown>(`${url}${id}/`, rest)
  return expectObject<T>(data)
}

export async function deleteItem(url: string, id: number | string): Promise<void> {
  await api.delete(`${url}${id}/`)
}

export interface ConcluirResposta {
  detail?: string
  quantidade?: number
}

export async function concluirAtendimentos(codCliente: number): Promise<ConcluirResposta> {
  const { data } = await api.post<unknown>(`${URLS.concluirAtendimentos}${codCliente}/`)
  return data && typeof data === 'object' ? (data as ConcluirResposta) : {}
}

interface AgrupadoTotais {
  saldo_total?: string
  saldo_vencido?: string
  saldo_a_vencer?: string
  valor_pago?: string
  qtd_vencidos?: number
  maior_atraso?: number
}

const cents = (v: string | undefined) => {
  try {
    return v ? toCentavos(v) : 0
  } catch {
    return 0
  }
}

/** The customer row and its open, overdue and paid totals (grouped receivables, paid included). */
export async function fetchClientePainel(cod: number, signal?: AbortSignal) {
  const [cliente, grupos] = await Promise.all([
    getOne<Cliente>(`${URLS.cliente}${cod}/`, signal),
    getList<AgrupadoTotais>(
      URLS.agrupado,
      { cliente: cod, incluir_pagos: true, incluir_titulos: false },
      signal,
    ),
  ])
  const g = grupos[0] ?? {}
  const totais: TotaisCliente = {
    aberto: cents(g.saldo_total),
    vencido: cents(g.saldo_vencido),
    aVencer: cents(g.saldo_a_vencer),
    pago: cents(g.valor_pago),
    qtdVencidos: g.qtd_vencidos ?? 0,
    maiorAtraso: g.maior_atraso ?? 0,
  }
  return { ...cliente, totais }
}

/** The collection-base filters the base passes in the URL (collection base state names). */
export const BASE_FILTER_PARAMS = [
  'info',
  'filial',
  'vendedor',
  'documento',
  'forma_cobranca',
  'data_vencimento_inicio',
  'data_vencimento_fim',
  'grupo_economico',
] as const

const LIST_FILTERS = new Set(['filial', 'vendedor', 'forma_cobranca', 'grupo_economico'])

/** The base filters of a URL as the POST body of the grouped base: lists for repeated or comma values. */
export function baseFiltersFrom(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const name of BASE_FILTER_PARAMS) {
    const values = search
      .getAll(name)
      .flatMap((v) => (LIST_FILTERS.has(name) ? v.split(',') : [v]))
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length === 0) continue
    out[name] = LIST_FILTERS.has(name) ? values : values[values.length - 1]
  }
  return out
}

/** The ordered customers of the current base filter, without their titles (light). */
export async function fetchFila(
  filters: Record<string, string | string[]>,
  signal?: AbortSignal,
): Promise<ClienteFila[]> {
  const { data } = await api.post<unknown>(
    URLS.agrupado,
    { ...filters, incluir_titulos: false },
    { signal },
  )
  return normalizeList<ClienteFila>(data).map((r) => ({
    cod_cliente: r.cod_cliente,
    nome_fantasia: r.nome_fantasia,
    saldo_vencido: r.saldo_vencido,
    saldo_total: r.saldo_total,
    qtd_vencidos: r.qtd_vencidos,
    maior_atraso: r.maior_atraso,
  }))
}
