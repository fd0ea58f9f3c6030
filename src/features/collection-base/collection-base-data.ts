/**
 * Base Cobrança and Títulos por Cliente on the data layer (issue 22): the reads are generated
 * queries (tags cobranca and atendimento); this file adds what the module needs.
 *
 * The grouped base (POST contas-receber-agrupado/, a read: `x-leitura` in the contract) is the
 * big answer. RTK Query's reducer runs under Immer, and Immer walks every object newly put into
 * the state and deep-freezes it. Measured in Node with RTK's own reducer: the first screen's
 * customer totals (1.300 customers) cost 6 ms that way, the full answer with 100.000 titles
 * 170 ms, on every answer. Frozen on the way in (each row and the list), Immer stops at the list:
 * 0.1 ms for either. So the rows are frozen in transformResponse (the nested titles and aging are
 * never written either) and kept without structural sharing (a refetch would walk both answers
 * field by field to compare them). The development store checks skip the cache (app/store.ts).
 */
import { JUST_FETCHED_S } from '@/shared/api/prefetch'
import { useEffect, useMemo, useState } from 'react'
import { errorOf, statusOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { generatedApi as atendimentoGenerated } from '@/shared/api/generated/atendimento'
import {
  generatedApi as cobrancaGenerated,
  type PostCobrancaContasReceberAgrupadoApiResponse,
  type ResumoBaseCobranca,
} from '@/shared/api/generated/cobranca'
import { normalizeList } from '@/shared/api/lists'
import { addDays, todayISO } from '@/shared/lib/date'
import { useAppDispatch } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import {
  EMPTY_FILTERS,
  FILTER_NAMES,
  PROMISE_STATUSES,
  serverFilters,
  type BaseFilters,
  type PromiseFilter,
} from './filters'
import type {
  AtakCobrancaAtendimento,
  Atendimento,
  ContaReceber,
  ContasReceberAgrupado,
  DisparoLog,
  Lembrete,
} from './types'

export type { RequestStatus }

/** bench/base-cobranca-browser.ts measures from this mark (the base's JSON read) to the first rows. */
export const BASE_DATA_MARK = 'base-cobranca:dados'

/** How far back the dispatch log is read for the "last action" column. */
export const LOG_WINDOW_DAYS = 90

/** What the base shows beside each customer, under the specification's list names. */
export interface BaseResumo {
  atendimentos: Atendimento[]
  atakcobranca_atendimento: AtakCobrancaAtendimento[]
  logs: DisparoLog[]
  lembretes: Lembrete[]
}

function freezeRows<T>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row)
  return Object.freeze(rows) as T[]
}

/** The grouped base's answer (array or DRF page) with its rows frozen, shape unchanged. */
export function frozenGroupedAnswer(data: unknown): PostCobrancaContasReceberAgrupadoApiResponse {
  const rows = normalizeList<object>(data)
  freezeRows(rows)
  if ((rows as unknown) !== data) Object.freeze(data)
  performance.mark?.(BASE_DATA_MARK)
  return data as PostCobrancaContasReceberAgrupadoApiResponse
}

interface QueryResult {
  currentData?: unknown
  isFetching: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

/**
 * The status of the answer for the current arguments (RTK Query's isSuccess stays true while a
 * new argument loads over the previous answer): loading until this arg's answer is here.
 */
function currentStatus(result: QueryResult): RequestStatus {
  if (result.isError) return 'failed'
  return result.isFetching || result.currentData === undefined ? 'loading' : 'succeeded'
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? freezeRows(value as T[]) : [])

/** The summary's four lists, each a list (frozen, a row per customer). */
export function resumoData(data: ResumoBaseCobranca): BaseResumo {
  return {
    atendimentos: list<Atendimento>(data.atendimentos),
    atakcobranca_atendimento: list<AtakCobrancaAtendimento>(data.atakcobranca_atendimento),
    logs: list<DisparoLog>(data.logs),
    lembretes: list<Lembrete>(data.lembretes),
  }
}

const LIST = { expect: 'list' } as const

export const collectionBaseApi = cobrancaGenerated.enhanceEndpoints({
  endpoints: {
    postCobrancaContasReceberAgrupado: {
      extraOptions: LIST,
      transformResponse: frozenGroupedAnswer,
      structuralSharing: false,
    },
    getCobrancaBaseCobrancaResumo: {
      extraOptions: {
        expect: 'object',
        required: ['atendimentos', 'atakcobranca_atendimento', 'logs', 'lembretes'],
      },
    },
    getCobrancaContasReceber: { extraOptions: LIST },
  },
})

export const attendanceReadsApi = atendimentoGenerated.enhanceEndpoints({
  endpoints: {
    getCobrancaPromessaPagamento: { extraOptions: LIST },
    getCobrancaAtendimento: { extraOptions: LIST },
  },
})

const {
  usePostCobrancaContasReceberAgrupadoQuery,
  useGetCobrancaBaseCobrancaResumoQuery,
  useGetCobrancaContasReceberQuery,
} = collectionBaseApi
const { useGetCobrancaPromessaPagamentoQuery, useGetCobrancaAtendimentoQuery } = attendanceReadsApi

type GroupedArg = { body: Record<string, unknown> }

/** The base's first screen: customer totals only (`incluir_titulos: false`), titles on expand. */
export function baseArg(filters: BaseFilters): GroupedArg {
  return { body: { ...serverFilters(filters), incluir_titulos: false } }
}

/** The open titles of one customer under the filters the base's totals were loaded with. */
export function customerTitlesArg(filters: BaseFilters, cod: number): GroupedArg {
  return { body: { ...serverFilters(filters), cod_cliente: cod } }
}

/** The filters a grouped-base body was asked with (the server's filters; the page's own blank). */
export function filtersOfBody(body: Record<string, unknown>): BaseFilters {
  const out: Record<string, unknown> = { ...EMPTY_FILTERS }
  for (const name of FILTER_NAMES) if (body[name] !== undefined) out[name] = body[name]
  return out as unknown as BaseFilters
}

/** Requests of the grouped base someone waits for, by body (StrictMode remounts count once). */
const waiting = new Map<string, number>()

/**
 * RTK Query lets a request run on when its arguments change or its page goes away; the base's
 * request is aborted instead (RELIABILITY 26 and 30) when nobody waits for it any more: one tick
 * later, so that StrictMode's unmount → mount keeps the request in flight.
 */
function useAbortWhenUnused(arg: GroupedArg): void {
  const dispatch = useAppDispatch()
  const key = JSON.stringify(arg.body)
  useEffect(() => {
    waiting.set(key, (waiting.get(key) ?? 0) + 1)
    return () => {
      waiting.set(key, (waiting.get(key) ?? 1) - 1)
      setTimeout(() => {
        if (waiting.get(key)) return
        waiting.delete(key)
        dispatch(
          collectionBaseApi.util.getRunningQueryThunk('postCobrancaContasReceberAgrupado', {
            body: JSON.parse(key) as Record<string, unknown>,
          }),
        )?.abort()
      }, 0)
    }
  }, [dispatch, key])
}


export interface BaseData {
  /** the rows on screen: this request's answer, or the previous filters' while it runs */
  rows: ContasReceberAgrupado[] | undefined
  /** the filters `rows` were loaded with (info and the queue filters blank) */
  loadedFilters: BaseFilters | null
  status: RequestStatus
  /** a request is on its way (the first or a new filter's) */
  fetching: boolean
  error: ApiError | null
  retry: () => void
}

/**
 * The base under the server filters: every visit reads it again, and its request leaves while
 * the page's first render runs (not after the first paint, when the query's effect subscribes);
 * a change of filters asks again and aborts the superseded request. While a new answer is on its
 * way the previous rows stay, with the filters they were loaded with.
 */
export function useBaseQuery(filters: BaseFilters): BaseData {
  const dispatch = useAppDispatch()
  const arg = useMemo(() => baseArg(filters), [filters])
  useState(() => {
    // Not subscribed: the query below subscribes to this same request a moment later. A request
    // already in flight for this body (the page opened by its address, open-prefetch.ts) is
    // joined, and one answered within JUST_FETCHED_S is used; anything older is asked again.
    dispatch(
      collectionBaseApi.endpoints.postCobrancaContasReceberAgrupado.initiate(arg, {
        subscribe: false,
        forceRefetch: JUST_FETCHED_S,
      }),
    )
    return true
  })
  const result = usePostCobrancaContasReceberAgrupadoQuery(arg, {
    // an answer this visit has just received (its request left while the page rendered, or beside
    // the profile on opening) is not asked for again when the query subscribes; anything older is
    refetchOnMountOrArgChange: JUST_FETCHED_S,
  })
  useAbortWhenUnused(arg)
  const current = result.currentData
  const [loaded, setLoaded] = useState<{ data: unknown; filters: BaseFilters } | null>(null)
  if (current !== undefined && loaded?.data !== current) {
    // Which filters the rows on screen belong to: remembered when this arg's answer arrives.
    setLoaded({ data: current, filters: filtersOfBody(arg.body) })
  }
  const rows = useMemo(
    () =>
      loaded ? normalizeList<ContasReceberAgrupado>(loaded.data as ContasReceberAgrupado[]) : undefined,
    [loaded],
  )
  const { refetch } = result
  return {
    rows,
    loadedFilters: loaded?.filters ?? null,
    status: statusOf(result),
    fetching: result.isFetching,
    error: errorOf(result),
    retry: refetch as () => void,
  }
}

/** The titles of one customer of the base (asked for on expand, once per customer and filters). */
export function useBaseCustomerTitles(
  filters: BaseFilters | null,
  cod: number,
  skip: boolean,
): { titles: ContaReceber[] | null; status: RequestStatus; error: ApiError | null; retry: () => void } {
  const arg = useMemo(
    () => (filters ? customerTitlesArg(filters, cod) : { body: {} }),
    [filters, cod],
  )
  const result = usePostCobrancaContasReceberAgrupadoQuery(arg, {
    skip: skip || !filters,
    refetchOnMountOrArgChange: false,
  })
  const data = result.currentData
  const titles = useMemo(() => {
    if (data === undefined) return null
    const rows = normalizeList<ContasReceberAgrupado>(data as ContasReceberAgrupado[])
    return rows.find((r) => r.cod_cliente === cod)?.titulos ?? []
  }, [data, cod])
  return {
    titles,
    status: currentStatus(result),
    error: errorOf(result),
    retry: result.refetch as () => void,
  }
}

/**
 * The last action and next reminder of every customer (one request for four lists), asked for
 * once the base has answered: the server and the network serve the first screen first.
 */
export function useBaseResumo(enabled: boolean) {
  const [enviosDesde] = useState(() => addDays(todayISO(), -LOG_WINDOW_DAYS))
  const result = useGetCobrancaBaseCobrancaResumoQuery({ enviosDesde }, { skip: !enabled })
  const { data } = result
  const resumo = useMemo(() => (data ? resumoData(data) : null), [data])
  return {
    resumo,
    /** no answer yet (a failed reload keeps the previous one without a warning) */
    pending: !resumo && !result.isError,
    failed: result.isError && !resumo,
    error: errorOf(result),
    reload: result.refetch as () => void,
  }
}

export interface CustomerSet {
  codes: number[]
  status: RequestStatus
  error: ApiError | null
  retry: () => void
}

function useCustomerCodes(result: QueryResult, on: boolean): CustomerSet | null {
  const data = result.currentData
  const codes = useMemo(
    () =>
      data === undefined
        ? []
        : [...new Set(normalizeList<{ cod_cliente: number }>(data).map((r) => r.cod_cliente))],
    [data],
  )
  if (!on) return null
  return {
    codes,
    status: currentStatus(result),
    error: errorOf(result),
    retry: result.refetch as () => void,
  }
}

/** The customers with a promise in the chosen status (the promise filter), while it is on. */
export function usePromiseCustomers(choice: PromiseFilter): CustomerSet | null {
  const result = useGetCobrancaPromessaPagamentoQuery(
    { status: choice ? PROMISE_STATUSES[choice].join(',') : '' },
    { skip: !choice },
  )
  return useCustomerCodes(result, !!choice)
}

/** The customers with an attendance whose next contact (data_retorno) is this day, while on. */
export function useContactCustomers(day: string): CustomerSet | null {
  const result = useGetCobrancaAtendimentoQuery(
    { dataRetorno: day, isDeleted: false },
    { skip: !day },
  )
  return useCustomerCodes(result, !!day)
}

/** Títulos por Cliente: every title of one customer, open and paid. */
export function useCustomerTitles(cliente: number | null) {
  const result = useGetCobrancaContasReceberQuery(
    { codCliente: cliente ?? 0 },
    { skip: cliente === null },
  )
  const data = result.currentData
  const titles = useMemo(
    () => (data === undefined ? null : normalizeList<ContaReceber>(data)),
    [data],
  )
  return {
    titles,
    status: cliente === null ? 'idle' : currentStatus(result),
    error: errorOf(result),
    retry: result.refetch as () => void,
  }
}
