/**
 * The customer panel on the data layer (issue 22): its reads are the generated queries of the
 * atendimento, cobranca, credito and usuarios tags; this file adds what the module needs.
 *
 * - Tags with ids per customer and per row ('lembretes:42', 'lembretes#7'): a save reloads the
 *   affected sections of that customer only (spec section 4), the other customers' cache stays.
 * - Result types: one cached query for every component (and the reports' filter), kept five
 *   minutes without subscribers.
 * - Shape checks (a malformed 200 is an error with a retry, RELIABILITY 36).
 */
import { useCallback, useMemo } from 'react'
import { errorOf, rowsOf, statusOf, useListSource, type ListQueryResult } from '@/shared/api/data-api'
import { generatedApi as atendimentoGenerated } from '@/shared/api/generated/atendimento'
import { generatedApi as cobrancaGenerated } from '@/shared/api/generated/cobranca'
import { generatedApi as creditoGenerated } from '@/shared/api/generated/credito'
import { generatedApi as usuariosGenerated } from '@/shared/api/generated/usuarios'
import type { ApiError } from '@/shared/api/errors'
import type { PrefetchDispatch, PrefetchOnOpen } from '@/shared/api/prefetch'
import { parseCodCliente } from '@/shared/config/paths'
import { toCentavos } from '@/shared/lib/money'
import type { RequestStatus } from '@/shared/store/request-status'
import type { useAppDispatch } from '@/shared/store/hooks'
import type {
  Atendimento,
  EntradaAtendimento,
  NovaEntradaAtendimento,
  NovaPromessaPagamento,
  NovoAtendimento,
} from '@/shared/api/generated/atendimento'
import { activeResultTypes } from './lib'
import type { ClientePainel, TipoResultado, TotaisCliente, Usuario } from './types'

export type { RequestStatus }

/** The sections of one customer, each read by one GET (the old request groups). */
export type CustomerGroup =
  | 'atendimentos'
  | 'atendimento_parcela'
  | 'negociacoes'
  | 'atendimento_entrada'
  | 'atendimento_entrada_parcela'
  | 'lembretes'
  | 'emails'
  | 'telefones'
  | 'observacoes'
  | 'parecer_credito'
  | 'contas_pagas'
  | 'acao_cobranca_realizada'
  | 'promessas'

/**
 * Spec section 4: after an attendance is created the panel reloads the instalment attendances,
 * the attendances, the negotiations, the down payments, their instalments and the reminders.
 */
export const RELOAD_AFTER_ATTENDANCE: readonly CustomerGroup[] = [
  'atendimento_parcela',
  'atendimentos',
  'negociacoes',
  'atendimento_entrada',
  'atendimento_entrada_parcela',
  'lembretes',
]

/** How many paid titles the panel shows (the most recent). */
export const PAID_LIMIT = 50

const T = 'atendimento' as const
/** The list of one section of one customer. */
export const groupTag = (group: CustomerGroup, cod: number) => ({ type: T, id: `${group}:${cod}` })
/** One row of a section (a delete or an edit reloads the list that holds it). */
const rowTag = (group: CustomerGroup, id: number | string) => ({ type: T, id: `${group}#${id}` })
/** The instalments of one down payment (deleting it removes them). */
const parcelasOfTag = (entrada: number | string) => ({
  type: T,
  id: `parcelas-da-entrada#${entrada}`,
})
const TIPOS_RESULTADO = { type: T, id: 'tipos-resultado' }

interface ByCustomer {
  codCliente?: number
  cliente?: number
}
const codOf = (arg: ByCustomer | void) => (arg ? (arg.codCliente ?? arg.cliente ?? 0) : 0)

function listTags(group: CustomerGroup) {
  return (result: unknown, _error: unknown, arg: ByCustomer) => [
    groupTag(group, codOf(arg)),
    ...rowsOf(result as { id: number | string }[] | undefined).map((r) => rowTag(group, r.id)),
  ]
}

/** A create: the customer's list of that section (cod_cliente of the body). */
function createTags(group: CustomerGroup, bodyKey: string) {
  return (_r: unknown, error: unknown, arg: Record<string, unknown>) => {
    const body = arg[bodyKey] as { cod_cliente?: number } | undefined
    return error || body?.cod_cliente === undefined ? [] : [groupTag(group, body.cod_cliente)]
  }
}

/** An edit or a delete: the list that holds the row. */
function rowTags(group: CustomerGroup) {
  return (_r: unknown, error: unknown, arg: { id: string }) =>
    error ? [] : [rowTag(group, arg.id)]
}

const LIST: { expect: 'list' } = { expect: 'list' }

export const atendimentoApi = atendimentoGenerated.enhanceEndpoints({
  endpoints: {
    getCobrancaAtendimentoTipoResultado: {
      keepUnusedDataFor: 300,
      providesTags: [TIPOS_RESULTADO],
      extraOptions: LIST,
    },
    getCobrancaAtendimento: { providesTags: listTags('atendimentos'), extraOptions: LIST },
    getCobrancaAtendimentoAtakCobranca: {
      providesTags: listTags('atendimento_parcela'),
      extraOptions: LIST,
    },
    getCobrancaAtendimentoNegociacao: { providesTags: listTags('negociacoes'), extraOptions: LIST },
    getCobrancaAtendimentoEntrada: {
      providesTags: listTags('atendimento_entrada'),
      extraOptions: LIST,
    },
    getCobrancaAtendimentoEntradaParcela: {
      providesTags: (result, error, arg) => [
        ...listTags('atendimento_entrada_parcela')(result, error, arg),
        ...rowsOf(result).map((p) => parcelasOfTag(p.entrada)),
      ],
      extraOptions: LIST,
    },
    getCobrancaLembrete: { providesTags: listTags('lembretes'), extraOptions: LIST },
    getCobrancaClienteEmail: { providesTags: listTags('emails'), extraOptions: LIST },
    getCobrancaClienteTelefone: { providesTags: listTags('telefones'), extraOptions: LIST },
    getCobrancaClienteObservacao: { providesTags: listTags('observacoes'), extraOptions: LIST },
    getCobrancaAcaoCobrancaRealizada: {
      providesTags: listTags('acao_cobranca_realizada'),
      extraOptions: LIST,
    },
    getCobrancaPromessaPagamento: { providesTags: listTags('promessas'), extraOptions: LIST },

    // An attendance reloads what the specification lists, for its customer only.
    postCobrancaAtendimento: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : RELOAD_AFTER_ATTENDANCE.map((g) => groupTag(g, arg.novoAtendimento.cod_cliente)),
    },
    putCobrancaAtendimentoId: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              rowTag('atendimentos', arg.id),
              groupTag('atendimentos', arg.novoAtendimento.cod_cliente),
            ],
    },
    // the id in the path is the customer's code
    postCobrancaAtendimentoConcluirAtendimentosId: {
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [groupTag('atendimentos', Number(arg.id))],
    },
    postCobrancaAtendimentoNegociacao: {
      invalidatesTags: createTags('negociacoes', 'novaNegociacao'),
    },
    putCobrancaAtendimentoNegociacaoId: { invalidatesTags: rowTags('negociacoes') },
    deleteCobrancaAtendimentoNegociacaoId: { invalidatesTags: rowTags('negociacoes') },
    postCobrancaLembrete: { invalidatesTags: createTags('lembretes', 'novoLembrete') },
    putCobrancaLembreteId: { invalidatesTags: rowTags('lembretes') },
    deleteCobrancaLembreteId: { invalidatesTags: rowTags('lembretes') },
    postCobrancaClienteTelefone: {
      invalidatesTags: createTags('telefones', 'novoClienteTelefone'),
    },
    putCobrancaClienteTelefoneId: { invalidatesTags: rowTags('telefones') },
    deleteCobrancaClienteTelefoneId: { invalidatesTags: rowTags('telefones') },
    postCobrancaClienteEmail: { invalidatesTags: createTags('emails', 'novoClienteEmail') },
    putCobrancaClienteEmailId: { invalidatesTags: rowTags('emails') },
    deleteCobrancaClienteEmailId: { invalidatesTags: rowTags('emails') },
    postCobrancaClienteObservacao: {
      invalidatesTags: createTags('observacoes', 'novaClienteObservacao'),
    },
    putCobrancaClienteObservacaoId: { invalidatesTags: rowTags('observacoes') },
    deleteCobrancaClienteObservacaoId: { invalidatesTags: rowTags('observacoes') },
    postCobrancaPromessaPagamento: {
      invalidatesTags: createTags('promessas', 'novaPromessaPagamento'),
    },
    patchCobrancaPromessaPagamentoId: { invalidatesTags: rowTags('promessas') },
    // A down payment and its schedule are several writes: saveEntrada reloads once at the end.
    postCobrancaAtendimentoEntrada: { invalidatesTags: [] },
    putCobrancaAtendimentoEntradaId: { invalidatesTags: [] },
    postCobrancaAtendimentoEntradaParcela: { invalidatesTags: [] },
    putCobrancaAtendimentoEntradaParcelaId: { invalidatesTags: [] },
    deleteCobrancaAtendimentoEntradaParcelaId: { invalidatesTags: [] },
    deleteCobrancaAtendimentoEntradaId: {
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [rowTag('atendimento_entrada', arg.id), parcelasOfTag(arg.id)],
    },
  },
})

export const cobrancaApi = cobrancaGenerated.enhanceEndpoints({
  endpoints: {
    getCobrancaClienteId: { extraOptions: { expect: 'object', required: ['cod_cliente'] } },
    getCobrancaContasReceberAgrupado: { extraOptions: LIST },
    getCobrancaContasReceber: { extraOptions: LIST },
  },
})

export const creditoApi = creditoGenerated.enhanceEndpoints({
  endpoints: { getCobrancaParecerCredito: { extraOptions: LIST } },
})

export const usuariosApi = usuariosGenerated.enhanceEndpoints({
  endpoints: { getComumUser: { keepUnusedDataFor: 300, extraOptions: LIST } },
})

export const {
  useGetCobrancaAtendimentoQuery,
  useGetCobrancaAtendimentoAtakCobrancaQuery,
  useGetCobrancaAtendimentoNegociacaoQuery,
  useGetCobrancaAtendimentoEntradaQuery,
  useGetCobrancaAtendimentoEntradaParcelaQuery,
  useGetCobrancaLembreteQuery,
  useGetCobrancaClienteEmailQuery,
  useGetCobrancaClienteTelefoneQuery,
  useGetCobrancaClienteObservacaoQuery,
  useGetCobrancaAcaoCobrancaRealizadaQuery,
  useGetCobrancaPromessaPagamentoQuery,
  useGetCobrancaAtendimentoTipoResultadoQuery,
  usePostCobrancaAtendimentoMutation,
  usePutCobrancaAtendimentoIdMutation,
  usePostCobrancaAtendimentoConcluirAtendimentosIdMutation,
} = atendimentoApi

export const {
  useGetCobrancaClienteIdQuery,
  useGetCobrancaContasReceberAgrupadoQuery,
  useGetCobrancaContasReceberQuery,
  usePostCobrancaContasReceberAgrupadoQuery,
} = cobrancaApi

/** What a section shows: its rows, its status, its error and a retry. */
export interface SectionData<R> {
  rows: R[]
  status: RequestStatus
  error: ApiError | null
  retry: () => void
}

/** A query's result as a section: rows, status, error and a retry (nothing before it starts). */
export function useSectionOf<R>(result: ListQueryResult<R> | { data?: unknown; refetch: () => unknown }): SectionData<R> {
  const { rows, status, error, reload } = useListSource(result as ListQueryResult<R>)
  return useMemo(() => ({ rows, status, error, retry: reload }), [rows, status, error, reload])
}

/**
 * A query that waits for `now` (the first screenful painted, issue 25) unless its answer is
 * already cached: until then no request goes out, and a cached answer shows at once (a skipped
 * RTK Query hook would hide it).
 */
export function useQueryWhen<A, R>(
  useLive: (arg: A, options: { skip: boolean; refetchOnMountOrArgChange?: number | boolean }) => R,
  useCached: (arg: A) => { data?: unknown },
  arg: A,
  now: boolean,
  refetchOnMountOrArgChange?: number | boolean,
): R {
  const cached = useCached(arg)
  return useLive(arg, { refetchOnMountOrArgChange, skip: !now && cached.data === undefined })
}

/** The customer's result types: one cached list for every component; inactive ones removed. */
const ALL = {}
export function useResultTypes(now = true): { tipos: TipoResultado[]; status: RequestStatus } {
  const result = useQueryWhen(
    useGetCobrancaAtendimentoTipoResultadoQuery,
    atendimentoApi.endpoints.getCobrancaAtendimentoTipoResultado.useQueryState,
    ALL,
    now,
    300,
  )
  const tipos = useMemo(
    () => activeResultTypes(rowsOf(result.data as TipoResultado[] | undefined)),
    [result.data],
  )
  return { tipos, status: statusOf(result) }
}

/** The users that name the authors of attendances, notes and reminders (one cached list). */
export function useUsuariosList(now = true): { usuarios: Usuario[]; status: RequestStatus } {
  const result = useQueryWhen(
    usuariosApi.useGetComumUserQuery,
    usuariosApi.endpoints.getComumUser.useQueryState,
    ALL,
    now,
    300,
  )
  const usuarios = useMemo(() => rowsOf(result.data as Usuario[] | undefined), [result.data])
  return { usuarios, status: statusOf(result) }
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

export function totaisOf(rows: readonly AgrupadoTotais[]): TotaisCliente {
  const g = rows[0] ?? {}
  return {
    aberto: cents(g.saldo_total),
    vencido: cents(g.saldo_vencido),
    aVencer: cents(g.saldo_a_vencer),
    pago: cents(g.valor_pago),
    qtdVencidos: g.qtd_vencidos ?? 0,
    maiorAtraso: g.maior_atraso ?? 0,
  }
}

/**
 * The arguments of what the first screenful of a customer reads (the header and its totals, the
 * open titles): the screens and the queue's prefetch use the same ones, so they share the cache.
 */
export const clienteArg = (cod: number) => ({ id: String(cod) })
export const totaisArg = (cod: number) => ({
  cliente: cod,
  incluirPagos: true,
  incluirTitulos: false,
})
/**
 * How old (s) a customer's header or open titles may be and still open without reading the
 * server again: the queue reads the next customer ahead (holdFirstScreens), and a click on
 * 'Próximo cliente' a few seconds later shows that read instead of repeating it. Older (the
 * analyst spent longer on the current one) the screen shows it and reads again at once.
 */
export const FIRST_SCREEN_FRESH_S = 30

export const titulosAbertosArg = (cod: number) => ({
  cliente: cod,
  statusIn: 'aberto,vencido',
  ordering: 'data_vencimento,documento',
})

/**
 * The customer of the header with its open, overdue and paid totals: GET cliente/{cod}/ and the
 * grouped receivables of the customer (paid included), as one section.
 */
export function useClientePainel(cod: number | null): {
  cliente: ClientePainel | null
  status: RequestStatus
  error: ApiError | null
  retry: () => void
} {
  const skip = cod === null
  const fresh = { skip, refetchOnMountOrArgChange: FIRST_SCREEN_FRESH_S }
  const clienteQ = useGetCobrancaClienteIdQuery(clienteArg(cod ?? 0), fresh)
  const totaisQ = useGetCobrancaContasReceberAgrupadoQuery(totaisArg(cod ?? 0), fresh)
  const cliente = useMemo<ClientePainel | null>(() => {
    const row = clienteQ.data as Omit<ClientePainel, 'totais'> | undefined
    if (!row || totaisQ.data === undefined || row.cod_cliente !== cod) return null
    return { ...row, totais: totaisOf(rowsOf(totaisQ.data as AgrupadoTotais[])) }
  }, [clienteQ.data, totaisQ.data, cod])
  const failed = clienteQ.isError ? clienteQ : totaisQ.isError ? totaisQ : null
  const { refetch: refetchCliente } = clienteQ
  const { refetch: refetchTotais } = totaisQ
  const clienteFailed = clienteQ.isError
  const totaisFailed = totaisQ.isError
  const retry = useCallback(() => {
    if (clienteFailed) void refetchCliente()
    if (totaisFailed) void refetchTotais()
  }, [clienteFailed, totaisFailed, refetchCliente, refetchTotais])
  const status: RequestStatus = failed
    ? 'failed'
    : cliente
      ? 'succeeded'
      : skip
        ? 'idle'
        : 'loading'
  return { cliente, status, error: failed ? errorOf(failed) : null, retry }
}

/** Reloads sections of one customer (a down payment's several writes end with one reload). */
export const reloadGroups = (
  dispatch: ReturnType<typeof useAppDispatch>,
  cod: number,
  groups: readonly CustomerGroup[],
) => dispatch(atendimentoApi.util.invalidateTags(groups.map((g) => groupTag(g, cod))))

// --- writes: the generated mutations, with the reloads above ---

type Dispatch = ReturnType<typeof useAppDispatch>
const E = atendimentoApi.endpoints

/** The panel's simple records: create (POST), edit (PUT {id}/ without the id), delete. */
const RECORDS = {
  negociacao: {
    post: E.postCobrancaAtendimentoNegociacao,
    put: E.putCobrancaAtendimentoNegociacaoId,
    del: E.deleteCobrancaAtendimentoNegociacaoId,
    key: 'novaNegociacao',
  },
  lembrete: {
    post: E.postCobrancaLembrete,
    put: E.putCobrancaLembreteId,
    del: E.deleteCobrancaLembreteId,
    key: 'novoLembrete',
  },
  telefone: {
    post: E.postCobrancaClienteTelefone,
    put: E.putCobrancaClienteTelefoneId,
    del: E.deleteCobrancaClienteTelefoneId,
    key: 'novoClienteTelefone',
  },
  email: {
    post: E.postCobrancaClienteEmail,
    put: E.putCobrancaClienteEmailId,
    del: E.deleteCobrancaClienteEmailId,
    key: 'novoClienteEmail',
  },
  observacao: {
    post: E.postCobrancaClienteObservacao,
    put: E.putCobrancaClienteObservacaoId,
    del: E.deleteCobrancaClienteObservacaoId,
    key: 'novaClienteObservacao',
  },
} as const

export type RecordKind = keyof typeof RECORDS

interface AnyEndpoint {
  initiate: (arg: never) => unknown
}
type Unwrappable = { unwrap: () => Promise<unknown> }
const run = (dispatch: Dispatch, endpoint: AnyEndpoint, arg: object) =>
  (dispatch(endpoint.initiate(arg as never) as never) as unknown as Unwrappable).unwrap()

/**
 * Create (no id) or edit a record (PUT {id}/ without the id in the body); the invalidation
 * reloads its section. Throws the ApiError.
 */
export function saveRecord(dispatch: Dispatch, kind: RecordKind, body: object, id?: number) {
  const r = RECORDS[kind]
  const { id: _omitted, ...fields } = body as { id?: unknown }
  return id === undefined
    ? run(dispatch, r.post, { [r.key]: fields })
    : run(dispatch, r.put, { id: String(id), [r.key]: fields })
}

export function deleteRecord(dispatch: Dispatch, kind: RecordKind, id: number) {
  return run(dispatch, RECORDS[kind].del, { id: String(id) })
}

export type AtendimentoBody = NovoAtendimento

export const createAtendimento = (dispatch: Dispatch, body: NovoAtendimento) =>
  run(dispatch, E.postCobrancaAtendimento, { novoAtendimento: body }) as Promise<Atendimento>

/** Generic edit of an attendance (PUT without the id); also the soft delete (is_deleted). */
export const editAtendimento = (dispatch: Dispatch, atendimento: Atendimento) => {
  const { id, ...body } = atendimento
  return run(dispatch, E.putCobrancaAtendimentoId, {
    id: String(id),
    novoAtendimento: body,
  }) as Promise<Atendimento>
}

export const concluirAtendimentos = (dispatch: Dispatch, cod: number) =>
  run(dispatch, E.postCobrancaAtendimentoConcluirAtendimentosId, { id: String(cod) }) as Promise<{
    detail?: string
    quantidade?: number
  }>

export const createPromessa = (dispatch: Dispatch, body: NovaPromessaPagamento) =>
  run(dispatch, E.postCobrancaPromessaPagamento, { novaPromessaPagamento: body })

export const cancelPromessa = (dispatch: Dispatch, id: number) =>
  run(dispatch, E.patchCobrancaPromessaPagamentoId, {
    id: String(id),
    cancelamentoPromessa: { cancelada: true },
  })

export interface ParcelaInput {
  id?: number
  parcela: number
  data_vencimento: string
  valor: string
  pago: boolean
}

export interface SaveEntradaArg {
  cod: number
  /** present when editing */
  id?: number
  entrada: Omit<NovaEntradaAtendimento, 'cod_cliente'> & { cod_cliente?: number }
  parcelas: ParcelaInput[]
  /** ids of the stored instalments the user removed (edit) */
  removidas?: number[]
}

/**
 * A down payment and its instalment schedule. A new one that fails halfway is deleted again
 * (its instalments cascade), so no half schedule stays behind; an edit syncs the instalments:
 * PUT the kept ones, POST the new ones, DELETE the removed ones. Once anything was written the
 * down payments and their instalments are read again.
 */
export async function saveEntrada(
  dispatch: Dispatch,
  { cod, id, entrada, parcelas, removidas = [] }: SaveEntradaArg,
): Promise<EntradaAtendimento> {
  let createdId: number | null = null
  let wrote = false
  try {
    const body = { ...entrada, cod_cliente: cod, qtd_parcelas: parcelas.length }
    const saved = (
      id === undefined
        ? await run(dispatch, E.postCobrancaAtendimentoEntrada, { novaEntradaAtendimento: body })
        : await run(dispatch, E.putCobrancaAtendimentoEntradaId, {
            id: String(id),
            novaEntradaAtendimento: body,
          })
    ) as EntradaAtendimento
    wrote = true
    if (id === undefined) createdId = saved.id
    for (const p of parcelas) {
      const novaEntradaParcela = {
        entrada: saved.id,
        parcela: p.parcela,
        data_vencimento: p.data_vencimento,
        valor: p.valor,
        pago: p.pago,
      }
      if (p.id === undefined)
        await run(dispatch, E.postCobrancaAtendimentoEntradaParcela, { novaEntradaParcela })
      else
        await run(dispatch, E.putCobrancaAtendimentoEntradaParcelaId, {
          id: String(p.id),
          novaEntradaParcela,
        })
    }
    for (const removed of removidas)
      await run(dispatch, E.deleteCobrancaAtendimentoEntradaParcelaId, { id: String(removed) })
    createdId = null
    return saved
  } catch (error) {
    if (createdId !== null)
      await run(dispatch, E.deleteCobrancaAtendimentoEntradaId, { id: String(createdId) }).catch(
        () => undefined,
      )
    throw error
  } finally {
    if (wrote) reloadGroups(dispatch, cod, ['atendimento_entrada', 'atendimento_entrada_parcela'])
  }
}

export const deleteEntrada = (dispatch: Dispatch, id: number) =>
  run(dispatch, E.deleteCobrancaAtendimentoEntradaId, { id: String(id) })

/**
 * Reads ahead the first screenful of the customers in `cods` (the queue's next and previous,
 * issue 25) into the same cache the screen reads, with the same arguments, and holds them while
 * the current customer is open: a click on 'Próximo cliente' finds the header and the open
 * titles there. A plain prefetch would be dropped after keepUnusedDataFor (60 s) without a
 * subscriber, and an analyst often spends longer on one customer; the subscriptions end when the
 * customers change or the screen closes.
 */
export function holdFirstScreens(dispatch: Dispatch, cods: readonly number[]): () => void {
  // what was read less than FIRST_SCREEN_FRESH_S ago (the customer just left) is not read again
  const subs = cods.flatMap((cod) => readFirstScreen(dispatch, cod, { forceRefetch: FIRST_SCREEN_FRESH_S }))
  return () => subs.forEach((s) => s.unsubscribe())
}

/** The header's and the open titles' reads of one customer, with the screen's own arguments. */
function readFirstScreen(
  dispatch: PrefetchDispatch,
  cod: number,
  options: { forceRefetch: number; subscribe?: boolean },
) {
  const C = cobrancaApi.endpoints
  return [
    dispatch(C.getCobrancaClienteId.initiate(clienteArg(cod), options)),
    dispatch(C.getCobrancaContasReceberAgrupado.initiate(totaisArg(cod), options)),
    dispatch(C.getCobrancaContasReceber.initiate(titulosAbertosArg(cod), options)),
  ]
}

/**
 * Painel de Clientes or Atendimento opened by its address (`?cliente=`): the customer's header
 * and open titles are asked for beside the profile (src/app/route-types.ts, prefetchOnOpen), not
 * after the layout and the page have rendered; the screen's queries (fresh for
 * FIRST_SCREEN_FRESH_S) join them instead of asking again.
 */
export const prefetchOnOpen: PrefetchOnOpen = (search, dispatch) => {
  const cod = parseCodCliente(search.get('cliente'))
  if (cod !== null) readFirstScreen(dispatch, cod, { subscribe: false, forceRefetch: FIRST_SCREEN_FRESH_S })
}
