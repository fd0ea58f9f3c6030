/**
 * The finance registers, with the semantics of the specification (section 4, "Finance
 * registers") implemented once:
 * - load: GET a URL (or a reload URL) into a named list; every row gets `key` = its position.
 *   A single-object request whose answer is empty or has at most one item is stored once and
 *   the answer returned. Otherwise the list is stored and the foreign-key lookups are fetched,
 *   each into its own list, the loop stopping early at a lookup whose list already holds data.
 * - clear: the list becomes empty.
 * - save: POST to the URL, or PATCH to URL + {id}/ when the payload has an id; then reload.
 * - delete: DELETE to the delete URL, remove the row with that id locally, reload, then
 *   'Deletado com Sucesso...' (auto-close 1.5 s).
 * The register kit reads it through `useFinanceSource` (a RegisterSource<T>).
 */
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import { api } from '@/shared/api/client'
import type { ApiError } from '@/shared/api/errors'
import { getList, type QueryParams } from '@/shared/api/resource'
import { messageFinanceDeleted } from '@/shared/ui/error-catalogue'
import { apiFailure, type RequestStatus } from '@/shared/store/request-status'
import { rootReducer } from '@/shared/store/root-reducer'
import { FINANCE_LISTS, FINANCE_URLS, type FinanceList } from './api'
import type {
  Banco,
  Contrato,
  Empresa,
  FormaAmortizacao,
  Indice,
  Liberacao,
  LiberacaoParcela,
  Moeda,
  RelatorioParcela,
  TipoContrato,
  TipoJuros,
} from './types'

export type { FinanceList }

/** A loaded row: what the API sent, plus its position. */
export type Keyed<T> = T & { key: number; id?: number | string }
type AnyRow = Record<string, unknown>

export type FinanceState = { [K in FinanceList]: Keyed<AnyRow>[] } & {
  status: Record<FinanceList, RequestStatus>
  error: Record<FinanceList, ApiError | null>
}

const byList = <V>(value: V) => Object.fromEntries(FINANCE_LISTS.map((f) => [f, value])) as Record<FinanceList, V>

export const initialFinanceState: FinanceState = {
  ...(Object.fromEntries(FINANCE_LISTS.map((f) => [f, []])) as unknown as { [K in FinanceList]: Keyed<AnyRow>[] }),
  status: byList<RequestStatus>('idle'),
  error: byList<ApiError | null>(null),
}

export function withKeys<T extends object>(rows: readonly T[]): Keyed<T>[] {
  return rows.map((row, index) => ({ ...row, key: index }) as Keyed<T>)
}

export interface Lookup {
  field: FinanceList
  url: string
  params?: QueryParams
}

export interface LoadArgs {
  field: FinanceList
  url: string
  /** fetched instead of `url` when given */
  reloadUrl?: string
  params?: QueryParams
  /** 'object': an empty or one-item answer is stored once and returned as is */
  requestType?: 'list' | 'object'
  lookups?: Lookup[]
}

export interface SaveArgs {
  field: FinanceList
  url: string
  payload: AnyRow
  /** the list to reload after saving; `url` by default */
  reloadUrl?: string
  params?: QueryParams
}

export interface DeleteArgs {
  field: FinanceList
  /** the delete URL (the row's own URL) */
  url: string
  id: number | string
  /** the list to reload */
  reloadUrl: string
  params?: QueryParams
}

type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

interface ThunkConfig {
  rejectValue: ApiError
}

type WithFinance = { finance: FinanceState }

function rejectedOr<T>(action: { payload?: T; error: { message?: string } }): ApiError {
  return (action.payload as ApiError | undefined) ?? apiFailure(new Error(action.error.message))
}

/** Loading a register (section 4). Resolves with what the API answered. */
export const loadRegister = createAsyncThunk<unknown, LoadArgs, ThunkConfig>(
  'finance/load',
  async (args, { dispatch, getState, signal, rejectWithValue }) => {
    try {
      const result = await getList<AnyRow>(args.reloadUrl ?? args.url, args.params, signal)
      if (args.requestType === 'object' && result.length <= 1) {
        dispatch(financeSlice.actions.listStored({ field: args.field, rows: result }))
        return result
      }
      dispatch(financeSlice.actions.listStored({ field: args.field, rows: result }))
      for (const lookup of args.lookups ?? []) {
        // The specification's early stop: a lookup that already holds data ends the loop.
        if ((getState() as WithFinance).finance[lookup.field].length > 0) break
        dispatch(financeSlice.actions.listLoading(lookup.field))
        try {
          const rows = await getList<AnyRow>(lookup.url, lookup.params, signal)
          dispatch(financeSlice.actions.listStored({ field: lookup.field, rows }))
        } catch (error) {
          dispatch(financeSlice.actions.listFailed({ field: lookup.field, error: apiFailure(error) }))
        }
      }
      return result
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

/** Saving: POST, or PATCH to {id}/ when the payload has an id, then the list reloads. */
export const saveRegister = createAsyncThunk<AnyRow, SaveArgs, ThunkConfig>(
  'finance/save',
  async (args, { dispatch, rejectWithValue }) => {
    try {
      const id = args.payload.id
      const hasId = id !== undefined && id !== null && id !== ''
      const { data } = hasId
        ? await api.patch<AnyRow>(`${args.url}${encodeURIComponent(String(id))}/`, args.payload)
        : await api.post<AnyRow>(args.url, args.payload)
      await dispatch(loadRegister({ field: args.field, url: args.reloadUrl ?? args.url, params: args.params }))
      return data
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

/** Deleting: DELETE, drop the row locally, reload, then 'Deletado com Sucesso...' (1.5 s). */
export const deleteRegister = createAsyncThunk<void, DeleteArgs, ThunkConfig>(
  'finance/delete',
  async (args, { dispatch, rejectWithValue }) => {
    try {
      await api.delete(args.url)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
    dispatch(financeSlice.actions.rowRemoved({ field: args.field, id: args.id }))
    await dispatch(loadRegister({ field: args.field, url: args.reloadUrl, params: args.params }))
    messageFinanceDeleted()
  },
)

/** Loads the lists among `fields` that were never loaded (left behind by the early stop). */
export const loadMissing =
  (fields: readonly FinanceList[]) =>
  async (dispatch: AppThunkDispatch, getState: () => unknown): Promise<void> => {
    const { finance } = getState() as WithFinance
    const missing = fields.filter((f) => finance.status[f] === 'idle' && finance[f].length === 0)
    await Promise.all(missing.map((f) => dispatch(loadRegister({ field: f, url: FINANCE_URLS[f] }))))
  }

export const financeSlice = createSlice({
  name: 'finance',
  initialState: initialFinanceState,
  reducers: {
    listLoading(state, action: PayloadAction<FinanceList>) {
      state.status[action.payload] = 'loading'
    },
    listStored(state, action: PayloadAction<{ field: FinanceList; rows: readonly AnyRow[] }>) {
      const { field, rows } = action.payload
      state[field] = withKeys(rows)
      state.status[field] = 'succeeded'
      state.error[field] = null
    },
    listFailed(state, action: PayloadAction<{ field: FinanceList; error: ApiError }>) {
      state.status[action.payload.field] = 'failed'
      state.error[action.payload.field] = action.payload.error
    },
    /** Clearing a register sets its list to empty. */
    clearRegister(state, action: PayloadAction<FinanceList>) {
      state[action.payload] = []
    },
    rowRemoved(state, action: PayloadAction<{ field: FinanceList; id: number | string }>) {
      const { field, id } = action.payload
      state[field] = withKeys(state[field].filter((row) => String(row.id) !== String(id)))
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadRegister.pending, (state, action) => {
        state.status[action.meta.arg.field] = 'loading'
      })
      .addCase(loadRegister.rejected, (state, action) => {
        if (action.meta.aborted) {
          if (state.status[action.meta.arg.field] === 'loading') state.status[action.meta.arg.field] = 'idle'
          return
        }
        state.status[action.meta.arg.field] = 'failed'
        state.error[action.meta.arg.field] = rejectedOr(action)
      })
  },
  selectors: {
    selectFinance: (state) => state,
  },
})

export const { clearRegister } = financeSlice.actions

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof financeSlice> {}
}

const injected = financeSlice.injectInto(rootReducer)
export const { selectFinance } = injected.selectors

/** The row type of each finance list. */
export interface FinanceRowTypes {
  banco: Banco
  moeda: Moeda
  contrato: Contrato
  tipo_juros: TipoJuros
  indice: Indice
  tipo_contrato: TipoContrato
  forma_amortizacao: FormaAmortizacao
  relatorio_parcelas: RelatorioParcela
  liberacao: Liberacao
  liberacao_parcela: LiberacaoParcela
  empresa: Empresa
}

/** A list of the finance state with its row type. */
export function listOf<K extends FinanceList>(finance: FinanceState, field: K): Keyed<FinanceRowTypes[K]>[] {
  return finance[field] as unknown as Keyed<FinanceRowTypes[K]>[]
}
