/**
 * The reports' client state under the specification's names (section 3, "Reports"): the filters
 * and selections, mirrored from the address. The rows themselves (acoes_cobranca, logs,
 * documentos_pagos and dados, ranking_inadimplencia, ranking_analista and analistas, the
 * efficiency rows) live in the data layer's cache, keyed by the filters (reports-data.ts).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/shared/store/root-reducer'

export interface DateRangeState {
  startDate: string | null
  endDate: string | null
}

export interface ReportsState {
  /** Acompanhamento de Cobrança */
  acompanhamento: {
    date: DateRangeState
    filterAcaoCobranca: number[]
    filterAnalista: number[]
    filterCliente: number[]
    filterVendedor: number[]
  }
  /** Documentos Pagos: the payment period */
  documentosPagos: { date: DateRangeState }
  rankingAnalista: {
    dates: [string | null, string | null]
    filter_analista: string[]
  }
}

export type ReportName = keyof ReportsState

export const initialState = (): ReportsState => ({
  acompanhamento: {
    date: { startDate: null, endDate: null },
    filterAcaoCobranca: [],
    filterAnalista: [],
    filterCliente: [],
    filterVendedor: [],
  },
  documentosPagos: { date: { startDate: null, endDate: null } },
  rankingAnalista: { dates: [null, null], filter_analista: [] },
})

type FieldSet = {
  [R in ReportName]: { [F in keyof ReportsState[R]]: { report: R; field: F; value: ReportsState[R][F] } }[keyof ReportsState[R]]
}[ReportName]

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    /** A filter or selection kept under its specification name. */
    reportFieldSet(state, action: PayloadAction<FieldSet>) {
      const { report, field, value } = action.payload
      ;(state[report] as Record<string, unknown>)[field] = value
    },
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
