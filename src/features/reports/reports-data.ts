/**
 * The reports' additions to the generated endpoints (tag relatorios): what each answer must be
 * (a list, an object with its rows: anything else is a malformed answer with a retry), and the
 * named transforms of the old reports slice, now run once per answer before it enters the cache:
 * the analyst ranking aggregated and sorted, the paid documents' totals, the efficiency rows'
 * sequential key. Rows are frozen on the way in, so the store keeps them as they are instead of
 * walking thousands of objects field by field (a quarter of paid documents is 12.000 rows at
 * scale 5), and kept without structural sharing for the same reason.
 */
import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query/react'
import { errorOf, rowsOf, statusOf, type ListQueryResult } from '@/shared/api/data-api'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { generatedApi } from '@/shared/api/generated/relatorios'
import { normalizeList } from '@/shared/api/lists'
import type { RequestStatus } from '@/shared/store/request-status'
import { aggregateRankingAnalista, sortRanking, type RankingAnalistaSourceRow } from './lib/ranking-analista'
import type {
  DocumentoPagoRow,
  DocumentosPagosData,
  EficienciaData,
  EficienciaRow,
  RankingAnalistaData,
} from './types'

/** Spec: POST (and GET) with ?data_inicio=&data_fim=; a spreadsheet, downloaded by shared/api/download.ts. */
export const EFICIENCIA_EXCEL_URL = '/api/cobranca/report-eficiencia-cobranca/excel'

function frozen<T>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row)
  return Object.freeze(rows) as T[]
}

/** A list answer (array or DRF page) as frozen rows. */
export function frozenRows<T>(data: unknown): T[] {
  return frozen(rowsOf(data as T[]))
}

const cents = (v: string | number) => Math.round(Number(v) * 100)

export function documentosPagosData(data: unknown): DocumentosPagosData {
  const rows = normalizeList<DocumentoPagoRow>(data)
  let valor = 0
  let multa = 0
  let juros = 0
  for (const r of rows) {
    valor += cents(r.valor_pago)
    multa += cents(r.multa)
    juros += cents(r.juros)
  }
  return {
    documentos_pagos: frozen(rows),
    dados: { quantidade: rows.length, valor_pago: valor, multa, juros },
  }
}

export function rankingAnalistaData(data: unknown): RankingAnalistaData {
  const { ranking, analistas, shared } = aggregateRankingAnalista(normalizeList<RankingAnalistaSourceRow>(data))
  return { ranking_analista: frozen(sortRanking(ranking)), analistas: frozen(analistas), compartilhados: frozen(shared) }
}

/** Efficiency rows get a sequential key (spec), whatever the server sent. */
export function eficienciaData(data: unknown): EficienciaData {
  const extra = (data ?? {}) as Partial<Pick<EficienciaData, 'baseline' | 'total_recuperado'>>
  return {
    rows: frozen(normalizeList<EficienciaRow>(data).map((r, i) => ({ ...r, key: i + 1 }))),
    baseline: extra.baseline ?? null,
    total_recuperado: extra.total_recuperado ?? null,
  }
}

type Definitions = DefinitionsFromApi<typeof generatedApi>
type Transformed<K extends keyof Definitions, R> = OverrideResultType<Definitions[K], R>

const list = { expect: 'list' } as const
const big = { structuralSharing: false } as const

export const reportsApi = generatedApi.enhanceEndpoints<
  never,
  {
    getCobrancaReportDocumentosPagos: Transformed<'getCobrancaReportDocumentosPagos', DocumentosPagosData>
    getCobrancaReportRankingAnalista: Transformed<'getCobrancaReportRankingAnalista', RankingAnalistaData>
    getCobrancaReportEficienciaCobranca: Transformed<'getCobrancaReportEficienciaCobranca', EficienciaData>
  }
>({
  endpoints: {
    getCobrancaReportAcaoCobrancaRealizada: { extraOptions: list, transformResponse: frozenRows, ...big },
    getCobrancaReportAcaoCobrancaRealizadaLogs: { extraOptions: list, transformResponse: frozenRows },
    getCobrancaReportDocumentosPagos: { extraOptions: list, transformResponse: documentosPagosData, ...big },
    getCobrancaReportRankingInadimplencia: { extraOptions: list, transformResponse: frozenRows, ...big },
    getCobrancaReportRankingAnalista: { extraOptions: list, transformResponse: rankingAnalistaData, ...big },
    // an array or a DRF page, as before; the page carries baseline and total_recuperado
    getCobrancaReportEficienciaCobranca: { extraOptions: list, transformResponse: eficienciaData, ...big },
    getCobrancaReportAtendimento: { extraOptions: list, transformResponse: frozenRows, ...big },
    getCobrancaReportEfetivacaoCobranca: { extraOptions: { expect: 'object', required: ['results'] } },
    getCobrancaReportDevolucao: { extraOptions: { expect: 'object', required: ['results'] } },
    getCobrancaReportVendas: { extraOptions: { expect: 'object', required: ['meses', 'results'] } },
    getCobrancaReportPainelInicial: { extraOptions: { expect: 'object' } },
  },
})

export const {
  useGetCobrancaReportAcaoCobrancaRealizadaQuery,
  useGetCobrancaReportAcaoCobrancaRealizadaLogsQuery,
  useGetCobrancaReportDocumentosPagosQuery,
  useGetCobrancaReportRankingInadimplenciaQuery,
  useGetCobrancaReportRankingAnalistaQuery,
  useGetCobrancaReportEficienciaCobrancaQuery,
  useGetCobrancaReportAtendimentoQuery,
  useGetCobrancaReportEfetivacaoCobrancaQuery,
  useGetCobrancaReportDevolucaoQuery,
  useGetCobrancaReportVendasQuery,
  useGetCobrancaReportPainelInicialQuery,
} = reportsApi

/** What reportStatus reads of a query's result: its flags, error and refetch. */
type QueryState = Omit<ListQueryResult<unknown>, 'data'>

/**
 * A report query as the report view's source: every request in flight is 'loading' (the last
 * rows stay on screen under the table's spinner, as before), a failure carries the ApiError, and
 * reload asks the server again.
 */
export function reportStatus(result: QueryState): { status: RequestStatus; error: ApiError | null; reload: () => void } {
  return {
    status: result.isFetching ? 'loading' : statusOf(result),
    error: errorOf(result),
    reload: () => void result.refetch(),
  }
}

/** The location levels and period of useReportFilters' params, as the generated arguments. */
export function commonArgs(params: Record<string, string | number>) {
  const text = (v: string | number | undefined) => (v === undefined ? undefined : String(v))
  return {
    dataInicio: text(params.data_inicio),
    dataFim: text(params.data_fim),
    regiao: text(params.regiao),
    uf: text(params.uf),
    cidade: text(params.cidade),
    empreendimento: text(params.empreendimento),
    modulo: params.modulo === undefined ? undefined : Number(params.modulo),
  }
}

/**
 * A list from an endpoint of another module's tag (its shape check is not ours to set): the rows
 * (array or DRF page), null before the first answer, or the malformed answer as an ApiError.
 */
export function listOrError<T>(data: unknown): { rows: T[] | null; malformed: ApiError | null } {
  if (data === undefined) return { rows: null, malformed: null }
  try {
    return { rows: normalizeList<T>(data), malformed: null }
  } catch (error) {
    return { rows: null, malformed: normalizeError(error) }
  }
}
