/**
 * The attendance screen's own state: the customer's open titles and the queue of customers of
 * the collection-base filter it was opened with (for 'Próximo cliente').
 */
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure } from '@/shared/store/request-status'
import { rootReducer } from '@/shared/store/root-reducer'
import { URLS, fetchFila, getList } from './api'
import type { RequestStatus } from './customer-panel-thunks'
import type { ClienteFila, ContaReceber } from './types'

export interface AttendanceState {
  /** open titles (aberto, vencido) of the customer, by due date */
  titulos: ContaReceber[]
  titulosCliente: number | null
  /** customers of the base filter, in the base's order */
  fila: ClienteFila[]
  /** the filter the queue was read with (a stable string of the URL's base params) */
  filaFiltro: string | null
  status: { titulos: RequestStatus; fila: RequestStatus }
  error: { titulos: ApiError | null; fila: ApiError | null }
}

const initialState: AttendanceState = {
  titulos: [],
  titulosCliente: null,
  fila: [],
  filaFiltro: null,
  status: { titulos: 'idle', fila: 'idle' },
  error: { titulos: null, fila: null },
}

const thunk = createAsyncThunk.withTypes<{ rejectValue: ApiError }>()

export const loadTitulosAbertos = thunk(
  'attendance/loadTitulos',
  async (cod: number, { signal, rejectWithValue }) => {
    try {
      return await getList<ContaReceber>(
        URLS.contasReceber,
        { cliente: cod, status__in: 'aberto,vencido', ordering: 'data_vencimento,documento' },
        signal,
      )
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

export const loadFila = thunk(
  'attendance/loadFila',
  async (
    { filters }: { key: string; filters: Record<string, unknown> },
    { signal, rejectWithValue },
  ) => {
    try {
      return await fetchFila(filters, signal)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

export const attendanceSlice = createSlice({
  name: 'attendance',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadTitulosAbertos.pending, (state, action) => {
        state.status.titulos = 'loading'
        state.error.titulos = null
        if (state.titulosCliente !== action.meta.arg) state.titulos = []
        state.titulosCliente = action.meta.arg
      })
      .addCase(loadTitulosAbertos.fulfilled, (state, action) => {
        if (state.titulosCliente !== action.meta.arg) return
        state.status.titulos = 'succeeded'
        state.titulos = action.payload
      })
      .addCase(loadTitulosAbertos.rejected, (state, action) => {
        if (state.titulosCliente !== action.meta.arg) return
        state.status.titulos = action.meta.aborted ? 'idle' : 'failed'
        state.error.titulos = action.meta.aborted
          ? null
          : (action.payload ?? apiFailure(action.error))
      })
      .addCase(loadFila.pending, (state, action) => {
        state.status.fila = 'loading'
        state.error.fila = null
        if (state.filaFiltro !== action.meta.arg.key) state.fila = []
        state.filaFiltro = action.meta.arg.key
      })
      .addCase(loadFila.fulfilled, (state, action) => {
        if (state.filaFiltro !== action.meta.arg.key) return
        state.status.fila = 'succeeded'
        state.fila = action.payload
      })
      .addCase(loadFila.rejected, (state, action) => {
        if (state.filaFiltro !== action.meta.arg.key) return
        state.status.fila = action.meta.aborted ? 'idle' : 'failed'
        state.error.fila = action.meta.aborted ? null : (action.payload ?? apiFailure(action.error))
      })
  },
  selectors: {
    selectAttendance: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof attendanceSlice> {}
}

const injected = attendanceSlice.injectInto(rootReducer)
export const { selectAttendance } = injected.selectors
