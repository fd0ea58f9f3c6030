import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import { normalizeError, type ApiError } from '@/shared/api/errors'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import type { RequestStatus } from '@/shared/store/request-status'
import { fetchDisparo, fetchDisparos } from './api'
import type { DisparoLog } from './types'

/**
 * Spec section 3, "Reports": the shipments report (`messages`, `clientes`) and the automatic
 * dispatch report (`disparoAutomaticoLog`), one screen (Relatório de Envios).
 * `messages`: the rendered messages opened, by log id; `clientes`: the customers in the log.
 */
export interface DispatchReportState {
  disparoAutomaticoLog: DisparoLog[]
  messages: Record<number, DisparoLog>
  clientes: number[]
  /** the period the log belongs to */
  periodo: { data_inicio: string; data_fim: string } | null
  status: RequestStatus
  error: ApiError | null
  messageStatus: RequestStatus
  messageError: ApiError | null
}

export const initialState: DispatchReportState = {
  disparoAutomaticoLog: [],
  messages: {},
  clientes: [],
  periodo: null,
  status: 'idle',
  error: null,
  messageStatus: 'idle',
  messageError: null,
}

export const loadDispatchLog = createAsyncThunk<
  DisparoLog[],
  { data_inicio: string; data_fim: string },
  { rejectValue: ApiError }
>('dispatchReport/load', async (periodo, { signal, rejectWithValue }) => {
  try {
    return await fetchDisparos(periodo, signal)
  } catch (error) {
    return rejectWithValue(normalizeError(error))
  }
})

export const loadMessage = createAsyncThunk<DisparoLog, number, { rejectValue: ApiError }>(
  'dispatchReport/message',
  async (id, { signal, rejectWithValue }) => {
    try {
      return await fetchDisparo(id, signal)
    } catch (error) {
      return rejectWithValue(normalizeError(error))
    }
  },
)

const key = (p: { data_inicio: string; data_fim: string }) => `${p.data_inicio}|${p.data_fim}`

export const dispatchReportSlice = createSlice({
  name: 'dispatchReport',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadDispatchLog.pending, (state, action) => {
        state.periodo = action.meta.arg
        state.status = 'loading'
        state.error = null
      })
      .addCase(loadDispatchLog.fulfilled, (state, action) => {
        if (!state.periodo || key(state.periodo) !== key(action.meta.arg)) return
        state.status = 'succeeded'
        state.disparoAutomaticoLog = action.payload
        state.clientes = [...new Set(action.payload.map((r) => r.cod_cliente))].sort((a, b) => a - b)
      })
      .addCase(loadDispatchLog.rejected, (state, action) => {
        if (isAbortedAction(action)) return
        if (!state.periodo || key(state.periodo) !== key(action.meta.arg)) return
        state.status = 'failed'
        state.error = action.payload ?? normalizeError(action.error)
      })
      .addCase(loadMessage.pending, (state) => {
        state.messageStatus = 'loading'
        state.messageError = null
      })
      .addCase(loadMessage.fulfilled, (state, action) => {
        state.messageStatus = 'succeeded'
        state.messages[action.payload.id] = action.payload
      })
      .addCase(loadMessage.rejected, (state, action) => {
        if (isAbortedAction(action)) return
        state.messageStatus = 'failed'
        state.messageError = action.payload ?? normalizeError(action.error)
      })
  },
  selectors: {
    selectDispatchReport: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof dispatchReportSlice> {}
}

const injected = dispatchReportSlice.injectInto(rootReducer)
export const { selectDispatchReport } = injected.selectors
