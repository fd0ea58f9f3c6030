/**
 * The calls of the customer panel and the attendance screen. Paths are the specification's
 * (section 7) unless docs/api-contract.md marks them "nosso". Generic create is POST to the
 * resource path, generic edit is PUT to path + {id}/ without the id in the body, generic
 * delete is DELETE to path + {id}/ (spec section 7).
 */
import { api } from '@/shared/api/client'
import { expectObject, normalizeList } from '@/shared/api/lists'
import { defineResource, getList } from '@/shared/api/resource'
import { toCentavos } from '@/shared/lib/money'
import type {
  Atendimento,
  Cliente,
  ClienteEmail,
  ClienteFila,
  ClienteTelefone,
  Entrada,
  EntradaParcela,
  Lembrete,
  Negociacao,
  Observacao,
  PromessaPagamento,
  TotaisCliente,
} from './types'

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
  /** nosso (issue 15): promises to pay */
  promessa: `${C}/promessa-pagamento/`,
} as const

export type { QueryParams as Params } from '@/shared/api/resource'
export { getList }

/** The panel's writable records: generic create, edit (PUT {id}/ without the id), delete. */
export const RESOURCES = {
  atendimento: defineResource<Atendimento>({ path: URLS.atendimento }),
  negociacao: defineResource<Negociacao>({ path: URLS.negociacao }),
  entrada: defineResource<Entrada>({ path: URLS.entrada }),
  entradaParcela: defineResource<EntradaParcela>({ path: URLS.entradaParcela }),
  lembrete: defineResource<Lembrete>({ path: URLS.lembrete }),
  telefone: defineResource<ClienteTelefone>({ path: URLS.telefone }),
  email: defineResource<ClienteEmail>({ path: URLS.email }),
  observacao: defineResource<Observacao>({ path: URLS.observacao }),
  /** a promise is cancelled with PATCH {cancelada: true}, never edited otherwise */
  promessa: defineResource<PromessaPagamento>({ path: URLS.promessa, editMethod: 'patch' }),
} as const

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
    // The customer asked for, or an error with a retry (never a skeleton waiting forever).
    api
      .get<unknown>(`${URLS.cliente}${cod}/`, { signal })
      .then(({ data }) => expectObject<Cliente>(data, { cod_cliente: cod })),
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

/** The ordered customers of the current base filter, without their titles (light). */
export async function fetchFila(
  filters: Record<string, unknown>,
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
