/**
 * The reports' state under the specification's names (section 3, "Reports"). One generic load
 * does every report: a GET to a URL with optional filters, the answer optionally transformed
 * (by a named, serialisable transform) and stored under caller-named fields.
 */
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { api } from '@/shared/api/client'
import type { ApiError } from '@/shared/api/errors'
import { normalizeList } from '@/shared/api/lists'
import { cleanParams, type QueryParams } from '@/shared/api/resource'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import type {
  AcaoLogRow,
  AcaoRealizadaRow,
  AtendimentoReportRow,
  DocumentoPagoRow,
  EficienciaRow,
  RankingInadimplenciaRow,
} from './api'
import {
  aggregateRankingAnalista,
  sortRanking,
  type AnalistaItem,
  type RankingAnalistaRow,
  type RankingAnalistaSourceRow,
} from './lib/ranking-analista'

export interface DateRangeState {
  startDate: string | null
  endDate: string | null
}

export interface ReportsState {
  /** Acompanhamento de Cobrança */
  acompanhamento: {
    dados: AtendimentoReportRow[]
    date: DateRangeState
    filterAcaoCobranca: number[]
    filterAnalista: number[]
    filterCliente: number[]
    filterVendedor: number[]
  }
  /** Última Ação Realizada */
  acoesCobranca: { acoes_cobranca: AcaoRealizadaRow[]; logs: AcaoLogRow[] }
  /** Documentos Pagos: `dados` are the period's totals */
  documentosPagos: {
    dados: { quantidade: number; valor_pago: number; multa: number; juros: number } | null
    documentos_pagos: DocumentoPagoRow[]
    logs: AcaoLogRow[]
    date: DateRangeState
  }
  rankingInadimplencia: { ranking_inadimplencia: RankingInadimplenciaRow[]; logs: AcaoLogRow[] }
  rankingAnalista: {
    ranking_analista: RankingAnalistaRow[]
    analistas: AnalistaItem[]
    dates: [string | null, string | null]
    filter_analista: string[]
  }
  /** Eficiência: rows with a sequential key, and the comparable titles without action */
  eficiencia: {
    rows: EficienciaRow[]
    baseline: { titulos: number; pagos_15d: number; taxa_15d: number | null } | null
    total_recuperado: string | null
  }
  requests: Record<string, { status: RequestStatus; error: ApiError | null; requestId: string }>
}

export type ReportName = Exclude<keyof ReportsState, 'requests'>

const initialState = (): ReportsState => ({
  acompanhamento: {
    dados: [],
    date: { startDate: null, endDate: null },
    filterAcaoCobranca: [],
    filterAnalista: [],
    filterCliente: [],
    filterVendedor: [],
  },
  acoesCobranca: { acoes_cobranca: [], logs: [] },
  documentosPagos: { dados: null, documentos_pagos: [], logs: [], date: { startDate: null, endDate: null } },
  rankingInadimplencia: { ranking_inadimplencia: [], logs: [] },
  rankingAnalista: { ranking_analista: [], analistas: [], dates: [null, null], filter_analista: [] },
  eficiencia: { rows: [], baseline: null, total_recuperado: null },
  requests: {},
})

const cents = (v: string | number) => Math.round(Number(v) * 100)

/**
 * Rows arrive frozen: immer then stores them as they are instead of walking and freezing
 * thousands of objects field by field (a quarter of paid documents is 12.000 rows at scale 5).
 */
function frozen<T>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row)
  return Object.freeze(rows) as T[]
}

/** Named transforms of an answer into fields (named, so actions stay serialisable). */
export const TRANSFORMS = {
  rankingAnalista: (data: unknown) => {
    const { ranking, analistas } = aggregateRankingAnalista(normalizeList<RankingAnalistaSourceRow>(data))
    return { ranking_analista: frozen(sortRanking(ranking)), analistas: frozen(analistas) }
  },
  documentosPagos: (data: unknown) => {
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
  },
  /** Efficiency rows get a sequential key (spec), whatever the server sent. */
  eficiencia: (data: unknown) => {
    const extra = (data ?? {}) as Partial<Pick<ReportsState['eficiencia'], 'baseline' | 'total_recuperado'>>
    return {
      rows: frozen(normalizeList<EficienciaRow>(data).map((r, i) => ({ ...r, key: i + 1 }))),
      baseline: extra.baseline ?? null,
      total_recuperado: extra.total_recuperado ?? null,
    }
  },
} as const

export type TransformName = keyof typeof TRANSFORMS

export interface FetchReportArgs {
  report: ReportName
  /** the field the list goes to (without a transform) and the request's name */
  field: string
  url: string
  params?: QueryParams
  transform?: TransformName
}

export const requestKey = (report: ReportName, field: string) => `${report}.${field}`

export const fetchReport = createAsyncThunk<
  Record<string, unknown>,
  FetchReportArgs,
  { rejectValue: ApiError }
>('reports/fetch', async (args, { signal, rejectWithValue }) => {
  try {
    const response = await api.get(args.url, { params: cleanParams(args.params ?? {}), signal })
    const data: unknown = response?.data
    return args.transform ? TRANSFORMS[args.transform](data) : { [args.field]: frozen(normalizeList(data)) }
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    /** A filter or selection kept under its specification name. */
    reportFieldSet(state, action: PayloadAction<{ report: ReportName; field: string; value: unknown }>) {
      const { report, field, value } = action.payload
      ;(state[report] as Record<string, unknown>)[field] = value
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReport.pending, (state, action) => {
        const { report, field } = action.meta.arg
        const key = requestKey(report, field)
        state.requests[key] = { status: 'loading', error: null, requestId: action.meta.requestId }
      })
      .addCase(fetchReport.fulfilled, (state, action) => {
        const { report, field } = action.meta.arg
        const req = state.requests[requestKey(report, field)]
        if (!req || req.requestId !== action.meta.requestId) return
        req.status = 'succeeded'
        Object.assign(state[report], action.payload)
      })
      .addCase(fetchReport.rejected, (state, action) => {
        const { report, field } = action.meta.arg
        const req = state.requests[requestKey(report, field)]
        if (!req || req.requestId !== action.meta.requestId) return
        if (isAbortedAction(action)) {
          req.status = 'idle'
          return
        }
        req.status = 'failed'
        req.error = action.payload ?? apiFailure(action.error)
      })
  },
  selectors: {
    selectReports: (state) => state,
  },
})

export const { reportFieldSet } = reportsSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

const injected = reportsSlice.injectInto(rootReducer)
export const { selectReports } = injected.selectors
