import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure } from '@/shared/store/request-status'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import { fetchClientes, fetchFormasCobranca, fetchTitulosDoCliente } from './api'
import type { ClienteResumo, ContaReceber, FormaCobranca } from './types'

import type { RequestStatus } from '@/shared/store/request-status'
export type { RequestStatus }

/** Títulos por Cliente: the customer picker's list and one customer's titles, open and paid. */
export interface CustomerTitlesState {
  clientes: ClienteResumo[]
  formas_cobranca: FormaCobranca[]
  clientesStatus: RequestStatus
  clientesError: ApiError | null
  /** whose titles `titulos` holds */
  cliente: number | null
  titulos: ContaReceber[]
  titulosStatus: RequestStatus
  titulosError: ApiError | null
  titulosRequestId: string | null
}

export const initialState: CustomerTitlesState = {
  clientes: [],
  formas_cobranca: [],
  clientesStatus: 'idle',
  clientesError: null,
  cliente: null,
  titulos: [],
  titulosStatus: 'idle',
  titulosError: null,
  titulosRequestId: null,
}

export const loadCustomerOptions = createAsyncThunk<
  { clientes: ClienteResumo[]; formas: FormaCobranca[] },
  void,
  { rejectValue: ApiError }
>('customerTitles/loadOptions', async (_, { rejectWithValue }) => {
  try {
    // The method names are a nicety: without them the codes show.
    const [clientes, formas] = await Promise.all([
      fetchClientes(),
      fetchFormasCobranca().catch(() => []),
    ])
    return { clientes, formas }
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

export const loadCustomerTitles = createAsyncThunk<
  ContaReceber[],
  number,
  { rejectValue: ApiError }
>('customerTitles/loadTitles', async (codCliente, { signal, rejectWithValue }) => {
  try {
    return await fetchTitulosDoCliente(codCliente, signal)
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

export const customerTitlesSlice = createSlice({
  name: 'customerTitles',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCustomerOptions.pending, (state) => {
        state.clientesStatus = 'loading'
        state.clientesError = null
      })
      .addCase(loadCustomerOptions.fulfilled, (state, action) => {
        state.clientesStatus = 'succeeded'
        state.clientes = action.payload.clientes
        state.formas_cobranca = action.payload.formas
      })
      .addCase(loadCustomerOptions.rejected, (state, action) => {
        if (isAbortedAction(action)) {
          state.clientesStatus = state.clientes.length ? 'succeeded' : 'idle'
          return
        }
        state.clientesStatus = 'failed'
        state.clientesError = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadCustomerTitles.pending, (state, action) => {
        state.titulosRequestId = action.meta.requestId
        state.titulosStatus = 'loading'
        state.titulosError = null
        if (state.cliente !== action.meta.arg) {
          state.cliente = action.meta.arg
          state.titulos = []
        }
      })
      .addCase(loadCustomerTitles.fulfilled, (state, action) => {
        if (state.titulosRequestId !== action.meta.requestId) return
        state.titulosRequestId = null
        state.titulosStatus = 'succeeded'
        state.titulos = action.payload
      })
      .addCase(loadCustomerTitles.rejected, (state, action) => {
        if (state.titulosRequestId !== action.meta.requestId) return
        state.titulosRequestId = null
        if (isAbortedAction(action)) {
          state.titulosStatus = 'idle'
          return
        }
        state.titulosStatus = 'failed'
        state.titulosError = action.payload ?? apiFailure(action.error)
      })
  },
  selectors: {
    selectCustomerTitles: (state) => state,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof customerTitlesSlice> {}
}

const injected = customerTitlesSlice.injectInto(rootReducer)

export const { selectCustomerTitles } = injected.selectors
