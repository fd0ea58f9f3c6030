import {
  createAsyncThunk,
  createSelector,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import type { ApiError } from '@/shared/api/errors'
import { apiFailure } from '@/shared/store/request-status'
import { rootReducer } from '@/shared/store/root-reducer'
import { isAbortedAction } from '@/shared/store/load-once'
import {
  fetchBase,
  fetchBaseTitles,
  fetchContactCustomers,
  fetchFiliais,
  fetchFormasCobranca,
  fetchGruposEconomicos,
  fetchPromiseCustomers,
  fetchResumo,
  fetchVendedores,
} from './api'
import { buildEnrichment, prepareBase, type NameLookups } from './base-model'
import {
  EMPTY_FILTERS,
  FILTER_NAMES,
  PROMISE_STATUSES,
  serverFilterKey,
  sameFilters,
  serverFilters,
  type BaseFilters,
  type FilterName,
  type Grouping,
  type PromiseFilter,
} from './filters'
import type {
  AtakCobrancaAtendimento,
  Atendimento,
  ClienteResumo,
  ContaReceber,
  ContasReceberAgrupado,
  DisparoLog,
  Filial,
  FormaCobranca,
  GrupoEconomico,
  Lembrete,
  Vendedor,
} from './types'

import type { RequestStatus } from '@/shared/store/request-status'
export type { RequestStatus }

/** The lists that load beside the base: the specification's names, plus the filter options. */
export interface BaseLists {
  logs: DisparoLog[]
  cliente_grupo_economico: GrupoEconomico[]
  lembretes: Lembrete[]
  atendimentos: Atendimento[]
  clientes: ClienteResumo[]
  atakcobranca_atendimento: AtakCobrancaAtendimento[]
  vendedores: Vendedor[]
  filiais: Filial[]
  formas_cobranca: FormaCobranca[]
}

export type ListName = keyof BaseLists

/**
 * What loads beside the base: `resumo` fills logs, lembretes, atendimentos and
 * atakcobranca_atendimento in one request (one row per customer); `clientes` comes from the
 * base's own answer; the rest are the filter options.
 */
export type LoaderName =
  | 'resumo'
  | 'cliente_grupo_economico'
  | 'vendedores'
  | 'filiais'
  | 'formas_cobranca'

/** A small list loaded for one key (a customer's titles, a work-queue filter's customers). */
export interface KeyedLoad<T> {
  key: string
  status: RequestStatus
  data: T
  error: ApiError | null
}

/** Spec section 3, "Collection base state": the lists and the filters under their names. */
export interface CollectionBaseState extends BaseFilters, BaseLists {
  base_cobranca: ContasReceberAgrupado[]
  agrupamento: Grouping
  baseStatus: RequestStatus
  baseError: ApiError | null
  /** the filters `base_cobranca` was loaded with (info is never sent) */
  loadedFilters: BaseFilters | null
  baseRequestId: string | null
  listsStatus: RequestStatus
  /** lists that failed: the base still shows, without what they add */
  listsFailed: LoaderName[]
  listsError: ApiError | null
  /** the open titles of a customer, loaded when its row expands (key: the server filters) */
  titulos: Record<number, KeyedLoad<ContaReceber[]>>
  /** customers with a promise in the chosen status (key: the choice) */
  promessaClientes: KeyedLoad<number[]> | null
  /** customers whose next contact is today (key: the day) */
  contatoClientes: KeyedLoad<number[]> | null
}

const emptyLists: BaseLists = {
  logs: [],
  cliente_grupo_economico: [],
  lembretes: [],
  atendimentos: [],
  clientes: [],
  atakcobranca_atendimento: [],
  vendedores: [],
  filiais: [],
  formas_cobranca: [],
}

export const initialState: CollectionBaseState = {
  ...EMPTY_FILTERS,
  ...emptyLists,
  base_cobranca: [],
  agrupamento: 'cliente',
  baseStatus: 'idle',
  baseError: null,
  loadedFilters: null,
  baseRequestId: null,
  listsStatus: 'idle',
  listsFailed: [],
  listsError: null,
  titulos: {},
  promessaClientes: null,
  contatoClientes: null,
}

const LOADERS: Record<LoaderName, (signal: AbortSignal) => Promise<Partial<BaseLists>>> = {
  resumo: (signal) => fetchResumo(signal),
  cliente_grupo_economico: async () => ({ cliente_grupo_economico: await fetchGruposEconomicos() }),
  vendedores: async () => ({ vendedores: await fetchVendedores() }),
  filiais: async () => ({ filiais: await fetchFiliais() }),
  formas_cobranca: async () => ({ formas_cobranca: await fetchFormasCobranca() }),
}

export interface ListsResult {
  lists: Partial<BaseLists>
  failed: LoaderName[]
  error: ApiError | null
}

/** Every list in parallel, each GET once; one failing list never hides the others. */
export const loadBaseLists = createAsyncThunk<ListsResult, void>(
  'collectionBase/loadLists',
  async (_, { signal }) => {
    const names = Object.keys(LOADERS) as LoaderName[]
    const settled = await Promise.allSettled(names.map((name) => LOADERS[name](signal)))
    const lists: Partial<BaseLists> = {}
    const failed: LoaderName[] = []
    let error: ApiError | null = null
    settled.forEach((result, i) => {
      if (result.status === 'fulfilled') Object.assign(lists, result.value)
      else {
        failed.push(names[i])
        error ??= apiFailure(result.reason)
      }
    })
    if (signal.aborted) throw new DOMException('Requisição cancelada.', 'AbortError')
    return { lists, failed, error }
  },
)

/**
 * After a notification is queued: the sent log is read again, so each customer's last action
 * shows the send at once. If it fails the previous log stays; the next visit reads it anyway.
 */
export const reloadLogs = createAsyncThunk<DisparoLog[], void>(
  'collectionBase/reloadLogs',
  async (_, { signal }) => (await fetchResumo(signal)).logs,
)

/** The open titles of one customer, under the filters the base's totals were loaded with. */
export const loadCustomerTitles = createAsyncThunk<
  ContaReceber[],
  { cod: number; filters: BaseFilters },
  { rejectValue: ApiError }
>('collectionBase/loadCustomerTitles', async ({ cod, filters }, { signal, rejectWithValue }) => {
  try {
    return await fetchBaseTitles(cod, serverFilters(filters), signal)
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

/** Customers with a promise to pay in the chosen status (promessa-pagamento/?status=). */
export const loadPromiseCustomers = createAsyncThunk<
  number[],
  Exclude<PromiseFilter, ''>,
  { rejectValue: ApiError }
>('collectionBase/loadPromiseCustomers', async (choice, { signal, rejectWithValue }) => {
  try {
    return await fetchPromiseCustomers(PROMISE_STATUSES[choice], signal)
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

/** Customers with an attendance whose next contact (data_retorno) is this day. */
export const loadContactCustomers = createAsyncThunk<number[], string, { rejectValue: ApiError }>(
  'collectionBase/loadContactCustomers',
  async (day, { signal, rejectWithValue }) => {
    try {
      return await fetchContactCustomers(day, signal)
    } catch (error) {
      return rejectWithValue(apiFailure(error))
    }
  },
)

function keyedPending<T>(current: KeyedLoad<T> | null | undefined, key: string, empty: T) {
  return { key, status: 'loading' as const, data: current?.key === key ? current.data : empty, error: null }
}

export const BASE_DATA_MARK = 'base-cobranca:dados'

export const loadBase = createAsyncThunk<
  ContasReceberAgrupado[],
  BaseFilters,
  { rejectValue: ApiError }
>('collectionBase/loadBase', async (filters, { signal, rejectWithValue }) => {
  try {
    const rows = await fetchBase(serverFilters(filters), signal)
    // bench/base-cobranca-browser.ts measures from here to the first rows on screen.
    performance.mark?.(BASE_DATA_MARK)
    return rows
  } catch (error) {
    return rejectWithValue(apiFailure(error))
  }
})

export const collectionBaseSlice = createSlice({
  name: 'collectionBase',
  initialState,
  reducers: {
    /**
     * The URL is the filters' only holder; the slice mirrors it under the specification's
     * names, one way: the page replaces the whole set whenever the URL's values change.
     */
    filtersReplaced(
      state,
      action: PayloadAction<{ filters: BaseFilters; agrupamento?: Grouping }>,
    ) {
      for (const name of FILTER_NAMES)
        (state[name] as BaseFilters[FilterName]) = action.payload.filters[name]
      if (action.payload.agrupamento) state.agrupamento = action.payload.agrupamento
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadBase.pending, (state, action) => {
        state.baseStatus = 'loading'
        state.baseError = null
        state.baseRequestId = action.meta.requestId
      })
      .addCase(loadBase.fulfilled, (state, action) => {
        if (state.baseRequestId !== action.meta.requestId) return
        state.baseStatus = 'succeeded'
        state.base_cobranca = action.payload
        // The base's customers as the specification's `clientes` list: no request of its own.
        state.clientes = action.payload.map((r) => ({
          cod_cliente: r.cod_cliente,
          nome_fantasia: r.nome_fantasia,
          cod_vendedor: r.cod_vendedor ?? null,
          cod_filial: r.cod_filial ?? null,
          cnpj_cpf: r.cnpj_cpf ?? '',
        })) as ClienteResumo[]
        // Titles opened under other filters are stale now.
        state.titulos = {}
        state.loadedFilters = { ...action.meta.arg, info: '' }
        state.baseRequestId = null
      })
      .addCase(loadBase.rejected, (state, action) => {
        if (state.baseRequestId !== action.meta.requestId) return
        state.baseRequestId = null
        if (isAbortedAction(action)) {
          state.baseStatus = state.loadedFilters ? 'succeeded' : 'idle'
          return
        }
        state.baseStatus = 'failed'
        state.baseError = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadBaseLists.pending, (state) => {
        state.listsStatus = 'loading'
        state.listsError = null
      })
      .addCase(loadBaseLists.fulfilled, (state, action) => {
        Object.assign(state, action.payload.lists)
        state.listsFailed = action.payload.failed
        state.listsError = action.payload.error
        state.listsStatus = action.payload.failed.length ? 'failed' : 'succeeded'
      })
      .addCase(reloadLogs.fulfilled, (state, action) => {
        state.logs = action.payload
      })
      .addCase(loadCustomerTitles.pending, (state, action) => {
        const { cod, filters } = action.meta.arg
        state.titulos[cod] = keyedPending(state.titulos[cod], serverFilterKey(filters), [])
      })
      .addCase(loadCustomerTitles.fulfilled, (state, action) => {
        const { cod, filters } = action.meta.arg
        const key = serverFilterKey(filters)
        if (state.titulos[cod]?.key !== key) return
        state.titulos[cod] = { key, status: 'succeeded', data: action.payload, error: null }
      })
      .addCase(loadCustomerTitles.rejected, (state, action) => {
        const { cod, filters } = action.meta.arg
        const entry = state.titulos[cod]
        if (!entry || entry.key !== serverFilterKey(filters)) return
        if (isAbortedAction(action)) {
          delete state.titulos[cod]
          return
        }
        entry.status = 'failed'
        entry.error = action.payload ?? apiFailure(action.error)
      })
      .addCase(loadPromiseCustomers.pending, (state, action) => {
        state.promessaClientes = keyedPending(state.promessaClientes, action.meta.arg, [])
      })
      .addCase(loadPromiseCustomers.fulfilled, (state, action) => {
        if (state.promessaClientes?.key !== action.meta.arg) return
        state.promessaClientes = { key: action.meta.arg, status: 'succeeded', data: action.payload, error: null }
      })
      .addCase(loadPromiseCustomers.rejected, (state, action) => {
        if (state.promessaClientes?.key !== action.meta.arg) return
        if (isAbortedAction(action)) state.promessaClientes = null
        else {
          state.promessaClientes.status = 'failed'
          state.promessaClientes.error = action.payload ?? apiFailure(action.error)
        }
      })
      .addCase(loadContactCustomers.pending, (state, action) => {
        state.contatoClientes = keyedPending(state.contatoClientes, action.meta.arg, [])
      })
      .addCase(loadContactCustomers.fulfilled, (state, action) => {
        if (state.contatoClientes?.key !== action.meta.arg) return
        state.contatoClientes = { key: action.meta.arg, status: 'succeeded', data: action.payload, error: null }
      })
      .addCase(loadContactCustomers.rejected, (state, action) => {
        if (state.contatoClientes?.key !== action.meta.arg) return
        if (isAbortedAction(action)) state.contatoClientes = null
        else {
          state.contatoClientes.status = 'failed'
          state.contatoClientes.error = action.payload ?? apiFailure(action.error)
        }
      })
      .addCase(loadBaseLists.rejected, (state, action) => {
        if (isAbortedAction(action)) {
          state.listsStatus = 'idle'
          return
        }
        state.listsStatus = 'failed'
        state.listsError = apiFailure(action.error)
      })
  },
  selectors: {
    selectBaseState: (state) => state,
    selectBaseRows: (state) => state.base_cobranca,
    selectGrouping: (state) => state.agrupamento,
  },
})

declare module '@/shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof collectionBaseSlice> {}
}

const injected = collectionBaseSlice.injectInto(rootReducer)

export const { filtersReplaced } = collectionBaseSlice.actions
export const { selectBaseState, selectBaseRows, selectGrouping } = injected.selectors

type Root = Parameters<typeof selectBaseState>[0]

let lastFilters: BaseFilters = EMPTY_FILTERS

/** The eight filters as one object, the same object while none changes. */
export function selectFilters(root: Root): BaseFilters {
  const state = selectBaseState(root)
  if (sameFilters(state, lastFilters)) return lastFilters
  lastFilters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, state[name]]),
  ) as unknown as BaseFilters
  return lastFilters
}

export const selectServerKey = createSelector([selectFilters], serverFilterKey)

/** The answer prepared once (decimal strings read, buckets set): every keystroke reuses it. */
export const selectPreparedBase = createSelector([selectBaseRows], prepareBase)

export const selectEnrichment = createSelector(
  [
    (root: Root) => selectBaseState(root).atendimentos,
    (root: Root) => selectBaseState(root).atakcobranca_atendimento,
    (root: Root) => selectBaseState(root).logs,
    (root: Root) => selectBaseState(root).lembretes,
  ],
  (atendimentos, atakcobranca_atendimento, logs, lembretes) =>
    buildEnrichment({ atendimentos, atakcobranca_atendimento, logs, lembretes }),
)

export const selectGroupNames = createSelector(
  [(root: Root) => selectBaseState(root).cliente_grupo_economico],
  (groups) => new Map(groups.map((g) => [g.id, g.nome])),
)

export const selectLookups = createSelector(
  [(root: Root) => selectBaseState(root).vendedores, (root: Root) => selectBaseState(root).filiais],
  (vendedores, filiais): NameLookups => ({
    vendedor: new Map(vendedores.map((v) => [v.codigo, v.nome])),
    filial: new Map(filiais.map((f) => [f.cod_filial, f.uf ? `${f.filial}/${f.uf}` : f.filial])),
  }),
)

export const selectFormaNames = createSelector(
  [(root: Root) => selectBaseState(root).formas_cobranca],
  (formas) => new Map(formas.map((f) => [f.id, f.descricao])),
)

export { serverFilterKey }
