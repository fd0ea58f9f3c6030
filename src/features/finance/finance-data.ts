/**
 * Gestão Financiamento on the data layer (issue 22), with the finance-register semantics of the
 * specification (section 4, "Finance registers") kept over the RTK Query cache:
 * - Load: each list of the finance state (section 3, "Finance state") is one generated GET and
 *   its cache entry; every row read from it gets `key` = its position (`withKeys`), and rows
 *   carry their id. The foreign-key lookups of a list are lists of their own: a lookup whose list
 *   already holds data is read from the cache and not fetched again (the early stop); one that
 *   holds none is fetched. A single-object request ('object') whose answer is empty or has at
 *   most one item is stored once and loads no lookups.
 * - Clear: `clearRegister(list)` sets the list to empty.
 * - Save: POST, or PATCH to {id}/ when the payload has an id, with the payload as body; then the
 *   list reloads (the write invalidates the list's tag; the save resolves once it has answered).
 * - Delete: DELETE to {id}/; the row with that id leaves the list at once; the list reloads; then
 *   'Deletado com Sucesso...' (auto-close 1.5 s).
 * Each list provides its own tag, so a write reloads that list only, as the slice did.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { errorOf, rowsOf, statusOf } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import {
  generatedApi,
  type AlteracaoBanco,
  type AlteracaoContrato,
  type AlteracaoEmpresa,
  type AlteracaoFormaAmortizacao,
  type AlteracaoIndice,
  type AlteracaoIndiceTaxa,
  type AlteracaoLiberacao,
  type AlteracaoLiberacaoParcela,
  type AlteracaoMoeda,
  type AlteracaoTipoContrato,
  type AlteracaoTipoJuros,
  type GetFinanceiroLiberacaoApiArg,
  type GetFinanceiroLiberacaoParcelaApiArg,
  type GetFinanceiroRelatorioParcelasApiArg,
  type NovaEmpresa,
  type NovaFormaAmortizacao,
  type NovaIndiceTaxa,
  type NovaLiberacao,
  type NovaLiberacaoParcela,
  type NovaMoeda,
  type NovoBanco,
  type NovoContrato,
  type NovoIndice,
  type NovoTipoContrato,
  type NovoTipoJuros,
} from '@/shared/api/generated/financiamento'
import { useAppDispatch } from '@/shared/store/hooks'
import type { RequestStatus } from '@/shared/store/request-status'
import { messageFinanceDeleted } from '@/shared/ui/error-catalogue'
import type { RegisterSource } from '@/shared/ui/register'
import type { FinanceList, FinanceRowTypes, IndiceTaxa } from './types'

export type { FinanceList, FinanceRowTypes } from './types'

/** The filters each list's GET takes (the generated argument; the others take none). */
export interface FinanceListArgs {
  banco: void
  moeda: void
  contrato: void
  tipo_juros: void
  indice: void
  tipo_contrato: void
  forma_amortizacao: void
  relatorio_parcelas: GetFinanceiroRelatorioParcelasApiArg
  liberacao: GetFinanceiroLiberacaoApiArg
  liberacao_parcela: GetFinanceiroLiberacaoParcelaApiArg
  empresa: void
}

/** A loaded row: what the API sent, plus its position. */
export type Keyed<T> = T & { key: number; id?: number | string }

export function withKeys<T extends object>(rows: readonly T[]): Keyed<T>[] {
  return rows.map((row, index) => ({ ...row, key: index }) as Keyed<T>)
}

const TAG = 'financiamento' as const
/** The tag of one list: its GET provides it, its writes invalidate it. */
const listTag = (list: FinanceList | 'indice_taxa') => [{ type: TAG, id: list }]
/** A refused write reloads nothing (the form keeps what was typed; the list is unchanged). */
const afterSuccess = (list: FinanceList | 'indice_taxa') => (_result: unknown, error: unknown) =>
  error ? [] : listTag(list)
const LIST = { expect: 'list' } as const

export const financeApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getFinanceiroBanco: { providesTags: listTag('banco'), extraOptions: LIST },
    postFinanceiroBanco: { invalidatesTags: afterSuccess('banco') },
    patchFinanceiroBancoId: { invalidatesTags: afterSuccess('banco') },
    deleteFinanceiroBancoId: { invalidatesTags: afterSuccess('banco') },
    getFinanceiroMoeda: { providesTags: listTag('moeda'), extraOptions: LIST },
    postFinanceiroMoeda: { invalidatesTags: afterSuccess('moeda') },
    patchFinanceiroMoedaId: { invalidatesTags: afterSuccess('moeda') },
    deleteFinanceiroMoedaId: { invalidatesTags: afterSuccess('moeda') },
    getFinanceiroContrato: { providesTags: listTag('contrato'), extraOptions: LIST },
    postFinanceiroContrato: { invalidatesTags: afterSuccess('contrato') },
    patchFinanceiroContratoId: { invalidatesTags: afterSuccess('contrato') },
    deleteFinanceiroContratoId: { invalidatesTags: afterSuccess('contrato') },
    getFinanceiroTipoJuros: { providesTags: listTag('tipo_juros'), extraOptions: LIST },
    postFinanceiroTipoJuros: { invalidatesTags: afterSuccess('tipo_juros') },
    patchFinanceiroTipoJurosId: { invalidatesTags: afterSuccess('tipo_juros') },
    deleteFinanceiroTipoJurosId: { invalidatesTags: afterSuccess('tipo_juros') },
    getFinanceiroIndice: { providesTags: listTag('indice'), extraOptions: LIST },
    postFinanceiroIndice: { invalidatesTags: afterSuccess('indice') },
    patchFinanceiroIndiceId: { invalidatesTags: afterSuccess('indice') },
    deleteFinanceiroIndiceId: { invalidatesTags: afterSuccess('indice') },
    getFinanceiroTipoContrato: { providesTags: listTag('tipo_contrato'), extraOptions: LIST },
    postFinanceiroTipoContrato: { invalidatesTags: afterSuccess('tipo_contrato') },
    patchFinanceiroTipoContratoId: { invalidatesTags: afterSuccess('tipo_contrato') },
    deleteFinanceiroTipoContratoId: { invalidatesTags: afterSuccess('tipo_contrato') },
    getFinanceiroFormaAmortizacao: { providesTags: listTag('forma_amortizacao'), extraOptions: LIST },
    postFinanceiroFormaAmortizacao: { invalidatesTags: afterSuccess('forma_amortizacao') },
    patchFinanceiroFormaAmortizacaoId: { invalidatesTags: afterSuccess('forma_amortizacao') },
    deleteFinanceiroFormaAmortizacaoId: { invalidatesTags: afterSuccess('forma_amortizacao') },
    getFinanceiroRelatorioParcelas: { providesTags: listTag('relatorio_parcelas'), extraOptions: LIST },
    getFinanceiroLiberacao: { providesTags: listTag('liberacao'), extraOptions: LIST },
    postFinanceiroLiberacao: { invalidatesTags: afterSuccess('liberacao') },
    patchFinanceiroLiberacaoId: { invalidatesTags: afterSuccess('liberacao') },
    deleteFinanceiroLiberacaoId: { invalidatesTags: afterSuccess('liberacao') },
    getFinanceiroLiberacaoParcela: { providesTags: listTag('liberacao_parcela'), extraOptions: LIST },
    postFinanceiroLiberacaoParcela: { invalidatesTags: afterSuccess('liberacao_parcela') },
    patchFinanceiroLiberacaoParcelaId: { invalidatesTags: afterSuccess('liberacao_parcela') },
    deleteFinanceiroLiberacaoParcelaId: { invalidatesTags: afterSuccess('liberacao_parcela') },
    // generating a release's schedule replaces its stored instalments: that list reloads
    postFinanceiroLiberacaoIdGerarParcelas: { invalidatesTags: afterSuccess('liberacao_parcela') },
    getFinanceiroEmpresa: { providesTags: listTag('empresa'), extraOptions: LIST },
    postFinanceiroEmpresa: { invalidatesTags: afterSuccess('empresa') },
    patchFinanceiroEmpresaId: { invalidatesTags: afterSuccess('empresa') },
    deleteFinanceiroEmpresaId: { invalidatesTags: afterSuccess('empresa') },
    // an index's rate history: a register of its own, under the index (the kit's semantics)
    getFinanceiroIndiceTaxa: { providesTags: listTag('indice_taxa'), extraOptions: LIST },
    postFinanceiroIndiceTaxa: { invalidatesTags: afterSuccess('indice_taxa'), extraOptions: { expect: 'object' } },
    patchFinanceiroIndiceTaxaId: { invalidatesTags: afterSuccess('indice_taxa'), extraOptions: { expect: 'object' } },
    deleteFinanceiroIndiceTaxaId: { invalidatesTags: afterSuccess('indice_taxa') },
    getFinanceiroRecebiveisPrevistos: { extraOptions: { expect: 'object', required: ['faixas', 'meses'] } },
  },
})

export const {
  useGetFinanceiroIndiceTaxaQuery,
  useGetFinanceiroRecebiveisPrevistosQuery,
  usePostFinanceiroLiberacaoIdGerarParcelasMutation,
} = financeApi

type Row = Record<string, unknown>
type FinanceDispatch = ReturnType<typeof useAppDispatch>
/** The cache utilities' thunks are typed with the api's root state, which feature code does not see. */
const dispatchUtil = (dispatch: FinanceDispatch, action: unknown): void =>
  void (dispatch as unknown as (a: unknown) => unknown)(action)
const e = financeApi.endpoints
// Writes are awaited where they are started; nothing reads them from the store.
const UNTRACKED = { track: false } as const

interface ListEndpoints {
  /** the list's GET in the generated api */
  query: keyof typeof e
  create?: (dispatch: FinanceDispatch, body: Row) => Promise<unknown>
  update?: (dispatch: FinanceDispatch, id: number, body: Row) => Promise<unknown>
  remove?: (dispatch: FinanceDispatch, id: number) => Promise<unknown>
}

/**
 * Each finance list's GET and writes: the payload goes as the body, as the form built it. The
 * lists stand in the specification's order (FINANCE_LISTS reads it from here).
 */
const LISTS: Record<FinanceList, ListEndpoints> = {
  banco: {
    query: 'getFinanceiroBanco',
    create: (d, body) => d(e.postFinanceiroBanco.initiate({ novoBanco: body as NovoBanco }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroBancoId.initiate({ id, alteracaoBanco: body as AlteracaoBanco }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroBancoId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  moeda: {
    query: 'getFinanceiroMoeda',
    create: (d, body) => d(e.postFinanceiroMoeda.initiate({ novaMoeda: body as NovaMoeda }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroMoedaId.initiate({ id, alteracaoMoeda: body as AlteracaoMoeda }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroMoedaId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  contrato: {
    query: 'getFinanceiroContrato',
    create: (d, body) => d(e.postFinanceiroContrato.initiate({ novoContrato: body as NovoContrato }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroContratoId.initiate({ id, alteracaoContrato: body as AlteracaoContrato }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroContratoId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  tipo_juros: {
    query: 'getFinanceiroTipoJuros',
    create: (d, body) => d(e.postFinanceiroTipoJuros.initiate({ novoTipoJuros: body as NovoTipoJuros }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroTipoJurosId.initiate({ id, alteracaoTipoJuros: body as AlteracaoTipoJuros }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroTipoJurosId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  indice: {
    query: 'getFinanceiroIndice',
    create: (d, body) => d(e.postFinanceiroIndice.initiate({ novoIndice: body as NovoIndice }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroIndiceId.initiate({ id, alteracaoIndice: body as AlteracaoIndice }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroIndiceId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  tipo_contrato: {
    query: 'getFinanceiroTipoContrato',
    create: (d, body) =>
      d(e.postFinanceiroTipoContrato.initiate({ novoTipoContrato: body as NovoTipoContrato }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(
        e.patchFinanceiroTipoContratoId.initiate({ id, alteracaoTipoContrato: body as AlteracaoTipoContrato }, UNTRACKED),
      ).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroTipoContratoId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  forma_amortizacao: {
    query: 'getFinanceiroFormaAmortizacao',
    create: (d, body) =>
      d(
        e.postFinanceiroFormaAmortizacao.initiate({ novaFormaAmortizacao: body as NovaFormaAmortizacao }, UNTRACKED),
      ).unwrap(),
    update: (d, id, body) =>
      d(
        e.patchFinanceiroFormaAmortizacaoId.initiate(
          { id, alteracaoFormaAmortizacao: body as AlteracaoFormaAmortizacao },
          UNTRACKED,
        ),
      ).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroFormaAmortizacaoId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  relatorio_parcelas: { query: 'getFinanceiroRelatorioParcelas' },
  liberacao: {
    query: 'getFinanceiroLiberacao',
    create: (d, body) => d(e.postFinanceiroLiberacao.initiate({ novaLiberacao: body as NovaLiberacao }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroLiberacaoId.initiate({ id, alteracaoLiberacao: body as AlteracaoLiberacao }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroLiberacaoId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  liberacao_parcela: {
    query: 'getFinanceiroLiberacaoParcela',
    create: (d, body) =>
      d(
        e.postFinanceiroLiberacaoParcela.initiate({ novaLiberacaoParcela: body as NovaLiberacaoParcela }, UNTRACKED),
      ).unwrap(),
    update: (d, id, body) =>
      d(
        e.patchFinanceiroLiberacaoParcelaId.initiate(
          { id, alteracaoLiberacaoParcela: body as AlteracaoLiberacaoParcela },
          UNTRACKED,
        ),
      ).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroLiberacaoParcelaId.initiate({ id }, UNTRACKED)).unwrap(),
  },
  empresa: {
    query: 'getFinanceiroEmpresa',
    create: (d, body) => d(e.postFinanceiroEmpresa.initiate({ novaEmpresa: body as NovaEmpresa }, UNTRACKED)).unwrap(),
    update: (d, id, body) =>
      d(e.patchFinanceiroEmpresaId.initiate({ id, alteracaoEmpresa: body as AlteracaoEmpresa }, UNTRACKED)).unwrap(),
    remove: (d, id) => d(e.deleteFinanceiroEmpresaId.initiate({ id }, UNTRACKED)).unwrap(),
  },
}

/** The lists of the finance state (specification, "Finance state"), in its order: the keys of LISTS. */
export const FINANCE_LISTS = Object.keys(LISTS) as readonly FinanceList[]

/** What the generic code needs of a list's GET: its hook, initiate and cache utilities. */
interface ListQueryResult {
  data?: unknown
  error?: unknown
  isUninitialized: boolean
  isLoading: boolean
  isFetching: boolean
  isSuccess: boolean
  isError: boolean
  refetch: () => unknown
}
interface ListQueryEndpoint {
  useQuery: (arg: unknown, options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean }) => ListQueryResult
  initiate: (
    arg: unknown,
    options?: { subscribe?: boolean; forceRefetch?: boolean },
  ) => (dispatch: FinanceDispatch, getState: () => unknown, extra: unknown) => PromiseLike<unknown> & {
    unsubscribe: () => void
  }
}
/**
 * The cache utilities are typed per endpoint; every finance list GET caches an array of rows,
 * so one endpoint's name stands for all of them in the generic code below.
 */
type QueryName = 'getFinanceiroBanco'

/** The list's GET, seen through the shape every list GET shares (they differ only in types). */
function listQuery(list: FinanceList): ListQueryEndpoint {
  return e[LISTS[list].query] as unknown as ListQueryEndpoint
}

const cacheName = (list: FinanceList) => LISTS[list].query as QueryName

/** The lists whose GET takes filters (the generated query reads them from an argument object). */
const FILTERED: ReadonlySet<FinanceList> = new Set(['relatorio_parcelas', 'liberacao', 'liberacao_parcela'])

/**
 * The generated argument for a list's filters, one cache entry per set of filters given: the
 * empty filters dropped; `{}` when none (filtered lists), nothing at all for the others.
 */
export function listArgs(list: FinanceList, args: unknown): unknown {
  if (!FILTERED.has(list)) return undefined
  const given = args && typeof args === 'object' ? Object.entries(args as Row) : []
  return Object.fromEntries(given.filter(([, v]) => v !== undefined && v !== null && v !== ''))
}

/** Reloads a list (joins the reload a write's invalidation already started); never rejects. */
export function reloadList(dispatch: FinanceDispatch, list: FinanceList, args?: unknown): Promise<unknown> {
  return Promise.resolve(dispatch(listQuery(list).initiate(listArgs(list, args), { subscribe: false, forceRefetch: true })))
}

/** Removes the row with that id from the list's cached answer. */
function rowRemoved(dispatch: FinanceDispatch, list: FinanceList, args: unknown, id: number | string): void {
  dispatchUtil(
    dispatch,
    financeApi.util.updateQueryData(cacheName(list), listArgs(list, args) as void, (draft) => {
      const rows = draft as unknown as Row[]
      const at = rows.findIndex((row) => String(row.id) === String(id))
      if (at >= 0) rows.splice(at, 1)
    }),
  )
}

/** Clearing a register sets its list to empty (every cached entry of the list). */
export function clearRegister(list: FinanceList) {
  return (dispatch: FinanceDispatch, getState: () => unknown): void => {
    const name = cacheName(list)
    const state = getState() as Parameters<typeof financeApi.util.selectCachedArgsForQuery>[0]
    for (const args of financeApi.util.selectCachedArgsForQuery(state, name)) {
      dispatchUtil(dispatch, financeApi.util.updateQueryData(name, args, (draft) => void (draft as unknown as Row[]).splice(0)))
    }
  }
}

/** A payload or row that names a stored row: saving it is an update. */
export const hasId = (id: unknown) => id !== undefined && id !== null && id !== ''

/** Saving: POST, or PATCH to {id}/ when the payload has an id (the payload as body); then the list reloads. */
export async function saveRegister(
  dispatch: FinanceDispatch,
  list: FinanceList,
  payload: Row,
  args?: unknown,
): Promise<unknown> {
  const { create, update } = LISTS[list]
  if (!create || !update) throw new Error(`${list} é somente leitura`)
  const saved = hasId(payload.id) ? await update(dispatch, Number(payload.id), payload) : await create(dispatch, payload)
  await reloadList(dispatch, list, args)
  return saved
}

/** Deleting: DELETE, drop the row with that id locally, reload the list, then 'Deletado com Sucesso...'. */
export async function deleteRegister(
  dispatch: FinanceDispatch,
  list: FinanceList,
  id: number | string,
  args?: unknown,
): Promise<void> {
  const { remove } = LISTS[list]
  if (!remove) throw new Error(`${list} é somente leitura`)
  await remove(dispatch, Number(id))
  rowRemoved(dispatch, list, args, id)
  await reloadList(dispatch, list, args)
  messageFinanceDeleted()
}

export interface FinanceListOptions<K extends FinanceList> {
  /** the list's filters, as its generated GET names them */
  args?: FinanceListArgs[K]
  /**
   * Read as a foreign-key lookup: a list the cache already holds is not fetched again (the
   * specification's early stop); the page's own list is fetched on every visit.
   */
  lookup?: boolean
  skip?: boolean
}

export interface FinanceListData<T> {
  rows: Keyed<T>[]
  status: RequestStatus
  error: ApiError | null
  reload: () => void
}

/** One finance list from the cache, each row keyed by its position. */
export function useFinanceList<K extends FinanceList>(
  list: K,
  options: FinanceListOptions<K> = {},
): FinanceListData<FinanceRowTypes[K]> {
  // `list` is fixed for a component: every list's hook runs the same React hooks.
  const result = listQuery(list).useQuery(listArgs(list, options.args), {
    skip: options.skip,
    refetchOnMountOrArgChange: !options.lookup,
  })
  const { data, isUninitialized, refetch } = result
  const rows = useMemo(() => withKeys(rowsOf(data as FinanceRowTypes[K][] | undefined)), [data])
  const reload = useCallback(() => {
    if (!isUninitialized) void refetch()
  }, [isUninitialized, refetch])
  const error = useMemo(() => errorOf({ error: result.error }), [result.error])
  return { rows, status: statusOf(result), error, reload }
}

export interface FinanceSourceOptions<K extends FinanceList = FinanceList> {
  /** the list's filters, as its generated GET names them */
  args?: FinanceListArgs[K]
  /** lists the page needs beside this one (select options), loaded as lookups */
  lookups?: readonly FinanceList[]
  /** 'object': an answer that is empty or has at most one item loads no lookups */
  requestType?: 'list' | 'object'
  /** false: do not load (a child list waiting for its parent) */
  enabled?: boolean
}

/**
 * The lookups of a list: each one subscribed without forcing a fetch, so a list the cache
 * already holds is not fetched again and one it does not hold is.
 */
function useLookups(lists: readonly FinanceList[], skip: boolean): void {
  const dispatch = useAppDispatch()
  const key = lists.join(',')
  useEffect(() => {
    if (skip || !key) return
    const subscriptions = (key.split(',') as FinanceList[]).map((list) =>
      dispatch(listQuery(list).initiate(listArgs(list, undefined), { forceRefetch: false })),
    )
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [dispatch, key, skip])
}

function withoutKey(row: object | null): Row {
  if (!row) return {}
  const rest: Row = { ...(row as Row) }
  delete rest.key
  return rest
}

/**
 * A finance register as the register kit's RegisterSource: the list's rows keyed by position,
 * loaded on every visit with its lookups; save and delete with the section-4 semantics above.
 */
export function useFinanceSource<T extends object, K extends FinanceList = FinanceList>(
  list: K,
  options: FinanceSourceOptions<K> = {},
): RegisterSource<Keyed<T>> {
  const dispatch = useAppDispatch()
  const enabled = options.enabled ?? true
  const data = useFinanceList(list, { args: options.args, skip: !enabled })
  const single = options.requestType === 'object' && (data.status !== 'succeeded' || data.rows.length <= 1)
  useLookups(options.lookups ?? [], !enabled || single)
  const argsKey = JSON.stringify(listArgs(list, options.args) ?? null)
  const { rows, status, error, reload } = data

  return useMemo<RegisterSource<Keyed<T>>>(() => {
    const args = JSON.parse(argsKey) as unknown
    return {
      rows: rows as unknown as Keyed<T>[],
      status,
      error,
      reload,
      save: (values, editing) =>
        saveRegister(
          dispatch,
          list,
          // the kit passes a new row's defaults (newRow) as `editing`: without an id it is a create
          hasId(editing?.id) ? { ...values, id: editing!.id } : { ...withoutKey(editing), ...values },
          args,
        ),
      remove: (row) => deleteRegister(dispatch, list, row.id as number, args),
    }
  }, [rows, status, error, reload, dispatch, list, argsKey])
}

/**
 * An index's rate history as a RegisterSource, with the register kit's own semantics (what the
 * kit's resource source did for it before): create POSTs, edit PATCHes {id}/ without the id in
 * the body, delete drops the row at once; each write reloads the list.
 */
export function useIndiceTaxaSource(args: { indice?: number; ordering?: 'data' | '-data' }): RegisterSource<IndiceTaxa> {
  const dispatch = useAppDispatch()
  const result = useGetFinanceiroIndiceTaxaQuery(args)
  const { data, isUninitialized, refetch } = result
  const rows = useMemo(() => rowsOf(data), [data])
  const status = statusOf(result)
  const error = useMemo(() => errorOf({ error: result.error }), [result.error])
  const argsKey = JSON.stringify(args)

  return useMemo<RegisterSource<IndiceTaxa>>(() => {
    const cached = JSON.parse(argsKey) as typeof args
    return {
      rows,
      status,
      error,
      reload: () => {
        if (!isUninitialized) void refetch()
      },
      save: async (values, editing) => {
        const body = { ...values }
        delete (body as Row).id
        return editing
          ? dispatch(
              e.patchFinanceiroIndiceTaxaId.initiate(
                { id: editing.id, alteracaoIndiceTaxa: body as AlteracaoIndiceTaxa },
                UNTRACKED,
              ),
            ).unwrap()
          : dispatch(e.postFinanceiroIndiceTaxa.initiate({ novaIndiceTaxa: body as NovaIndiceTaxa }, UNTRACKED)).unwrap()
      },
      remove: async (row) => {
        await dispatch(e.deleteFinanceiroIndiceTaxaId.initiate({ id: row.id }, UNTRACKED)).unwrap()
        dispatchUtil(
          dispatch,
          financeApi.util.updateQueryData('getFinanceiroIndiceTaxa', cached, (draft) => {
            const at = draft.findIndex((t) => t.id === row.id)
            if (at >= 0) draft.splice(at, 1)
          }),
        )
      },
    }
  }, [rows, status, error, isUninitialized, refetch, dispatch, argsKey])
}
