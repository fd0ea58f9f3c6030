import { Alert, Button, Empty, Segmented } from 'antd'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Key,
} from 'react'
import { useSearchParams } from 'react-router-dom'
import { NotifyAction, scopeKey, selectNotification } from '@/features/notification'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce } from '@/shared/store/load-once'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { buildBaseView, exportRows, sortRows, type BaseRow, type SortState } from '../base-model'
import {
  filterChanged,
  filtersCleared,
  filtersReplaced,
  groupingChanged,
  loadBase,
  loadBaseLists,
  reloadLogs,
  selectBaseState,
  selectEnrichment,
  selectFilters,
  selectFormaNames,
  selectGroupNames,
  selectLookups,
  selectPreparedBase,
} from '../collection-base-slice'
import {
  filterEntries,
  filtersFromParams,
  filtersToParams,
  groupingFromParams,
  hasAnyFilter,
  isRefinement,
  sameFilters,
  serverFilterKey,
  type BaseFilters,
  type FilterName,
  type Grouping,
} from '../filters'
import { BaseFiltersBar } from '../components/base-filters'
import { BaseSummaryPanel } from '../components/base-summary'
import { BaseTable } from '../components/base-table'
import '../collection-base.css'

export const ROWS_MARK = 'base-cobranca:linhas'
const EXPORT_TITLE = 'Base Cobrança'
const INFO_URL_DELAY_MS = 300

const GROUPING_OPTIONS = [
  { value: 'cliente', label: 'Por cliente' },
  { value: 'grupo_economico', label: 'Por grupo econômico' },
]

const INTEGER = new Intl.NumberFormat('pt-BR')

function plural(n: number, one: string, many: string) {
  return `${INTEGER.format(n)} ${n === 1 ? one : many}`
}

/** Base Cobrança: the worklist of open titles grouped by customer, with notifications and export. */
export default function BaseCobrancaPage() {
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const state = useAppSelector(selectBaseState)
  const filters = useAppSelector(selectFilters)
  const prepared = useAppSelector(selectPreparedBase)
  const enrichment = useAppSelector(selectEnrichment)
  const groupNames = useAppSelector(selectGroupNames)
  const lookups = useAppSelector(selectLookups)
  const formaNames = useAppSelector(selectFormaNames)
  const grouping = state.agrupamento

  // --- the URL and the slice hold the same filters ------------------------------------------
  const search = params.toString()
  const latest = useRef({ filters, grouping })
  latest.current = { filters, grouping }
  const written = useRef<string | null>(null)
  const setParamsRef = useRef(setParams)
  setParamsRef.current = setParams
  const [synced, setSynced] = useState(false)

  // A bookmark, a shared link or Back/Forward: the URL decides. Our own writes are skipped.
  useLayoutEffect(() => {
    if (search === written.current) {
      // Our own write coming back: consumed, so a later Back/Forward to it counts as the user's.
      written.current = null
      return
    }
    const fromUrl = filtersFromParams(new URLSearchParams(search))
    const groupingFromUrl = groupingFromParams(new URLSearchParams(search))
    if (
      !sameFilters(fromUrl, latest.current.filters) ||
      groupingFromUrl !== latest.current.grouping
    ) {
      dispatch(filtersReplaced({ filters: fromUrl, agrupamento: groupingFromUrl }))
      latest.current = { filters: fromUrl, grouping: groupingFromUrl }
    }
    setSynced(true)
  }, [search, dispatch])

  const searchRef = useRef(search)
  searchRef.current = search
  const writePending = useRef(false)
  /** One URL write per event, however many filters it changed (the date range sets two). */
  const writeUrl = useCallback(() => {
    if (writePending.current) return
    writePending.current = true
    queueMicrotask(() => {
      writePending.current = false
      const next = filtersToParams(latest.current.filters, latest.current.grouping).toString()
      if (next === searchRef.current) return
      written.current = next
      setParamsRef.current(next, { replace: true })
    })
  }, [])

  const infoTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(infoTimer.current), [])

  const onChange = useCallback(
    <K extends FilterName>(name: K, value: BaseFilters[K]) => {
      // Kept at once: the date range sets two filters in one event.
      latest.current = { ...latest.current, filters: { ...latest.current.filters, [name]: value } }
      dispatch(filterChanged(name, value))
      writeUrl()
    },
    [dispatch, writeUrl],
  )

  const onInfo = useCallback(
    (value: string) => {
      latest.current = { ...latest.current, filters: { ...latest.current.filters, info: value } }
      dispatch(filterChanged('info', value))
      clearTimeout(infoTimer.current)
      infoTimer.current = setTimeout(writeUrl, INFO_URL_DELAY_MS)
    },
    [dispatch, writeUrl],
  )

  const [selectedKeys, setSelectedKeys] = useState<Key[]>([])

  const onClear = useCallback(() => {
    latest.current = { ...latest.current, filters: filtersFromParams(new URLSearchParams()) }
    dispatch(filtersCleared())
    writeUrl()
  }, [dispatch, writeUrl])

  const onGrouping = useCallback(
    (value: Grouping) => {
      latest.current = { ...latest.current, grouping: value }
      dispatch(groupingChanged(value))
      setSelectedKeys([])
      writeUrl()
    },
    [dispatch, writeUrl],
  )

  // --- data: each GET once per visit; the base again when the server filters change ----------
  const serverKey = serverFilterKey(filters)
  const [attempt, setAttempt] = useState(0)
  const [listsAttempt, setListsAttempt] = useState(0)
  useLoadOnce(`base-cobranca:listas#${listsAttempt}`, () => dispatch(loadBaseLists()))
  useLoadOnce(synced ? `base-cobranca:base?${serverKey}#${attempt}` : null, () =>
    dispatch(loadBase(latest.current.filters)),
  )

  // --- the view: filtered and grouped on the loaded data -------------------------------------
  const deferredInfo = useDeferredValue(filters.info)
  const loaded = state.loadedFilters
  // Narrowing shows at once on the loaded data; widening keeps it until the server answers.
  const structural = loaded && !isRefinement(loaded, filters) ? loaded : filters
  const structuralKey = serverFilterKey(structural)
  const view = useMemo(
    () =>
      buildBaseView(
        prepared,
        { ...filtersFromParams(new URLSearchParams(structuralKey)), info: deferredInfo },
        { grouping, groupNames, enrichment },
      ),
    [prepared, structuralKey, deferredInfo, grouping, groupNames, enrichment],
  )
  const [sort, setSort] = useState<SortState | null>(null)
  const rows = useMemo(() => sortRows(view.rows, sort), [view.rows, sort])

  const viewKey = `${structuralKey}|${deferredInfo}|${grouping}|${sort?.key}:${sort?.order}`
  const [pageState, setPageState] = useState({ key: viewKey, current: 1, pageSize: 20 })
  const currentPage = pageState.key === viewKey ? pageState.current : 1
  // Stable props: the table re-renders only when what it shows changes (typing stays light).
  const page = useMemo(
    () => ({ current: currentPage, pageSize: pageState.pageSize }),
    [currentPage, pageState.pageSize],
  )
  const onPage = useCallback(
    (next: { current: number; pageSize: number }) => setPageState({ key: viewKey, ...next }),
    [viewKey],
  )

  const markedFor = useRef<unknown>(null)
  useEffect(() => {
    if (!rows.length || markedFor.current === state.base_cobranca) return
    markedFor.current = state.base_cobranca
    requestAnimationFrame(() => performance.mark?.(ROWS_MARK))
  }, [rows, state.base_cobranca])

  // --- selection and notification scope -------------------------------------------------------
  const selectedCustomers = useMemo(() => {
    const wanted = new Set(selectedKeys.map(String))
    const codes: number[] = []
    for (const row of view.rows) {
      if (!wanted.has(row.key)) continue
      if (row.kind === 'cliente') codes.push(row.cliente.cod_cliente)
      else for (const c of row.clientes) codes.push(c.cliente.cod_cliente)
    }
    return codes
  }, [selectedKeys, view.rows])
  // What the table shows follows the deferred info; so do the links and the notification scope.
  const shownFilters = useMemo(() => ({ ...filters, info: deferredInfo }), [filters, deferredInfo])
  const filterQuery = useMemo(
    () => new URLSearchParams(filterEntries(shownFilters)).toString(),
    [shownFilters],
  )
  const scope = useMemo(
    () => ({
      filtros: Object.fromEntries(filterEntries(shownFilters)),
      clientes: selectedCustomers.length
        ? selectedCustomers
        : view.customers.map((c) => c.cliente.cod_cliente),
    }),
    [shownFilters, selectedCustomers, view.customers],
  )
  const scopeLabel = selectedCustomers.length
    ? plural(selectedCustomers.length, 'cliente selecionado', 'clientes selecionados')
    : `todos os ${plural(view.customers.length, 'cliente filtrado', 'clientes filtrados')}`

  const notification = useAppSelector(selectNotification)
  const sentHere =
    notification.lastQueue && !notification.canNotify && notification.scopeKey === scopeKey(scope)

  const buildExport = useCallback(
    () => exportRows(rows, view.totals, lookups),
    [rows, view.totals, lookups],
  )
  const onSelect = useCallback((keys: Key[]) => setSelectedKeys(keys), [])
  const onSort = useCallback((next: SortState | null) => setSort(next), [])

  // The key is the server filters' canonical form: the bar's filters stay one object while typing.
  const barFilters = useMemo(() => filtersFromParams(new URLSearchParams(serverKey)), [serverKey])
  const listsLoading = state.listsStatus === 'loading'
  const filterOptions = useMemo(
    () => ({
      vendedores: state.vendedores,
      filiais: state.filiais,
      formas: state.formas_cobranca,
      grupos: state.cliente_grupo_economico,
      loading: listsLoading,
    }),
    [
      state.vendedores,
      state.filiais,
      state.formas_cobranca,
      state.cliente_grupo_economico,
      listsLoading,
    ],
  )

  const loading = state.baseStatus === 'loading'
  const hasData = loaded !== null

  const baseIsEmpty =
    hasData && state.base_cobranca.length === 0 && !hasAnyFilter({ ...filters, info: '' })
  const emptyText = useMemo(
    () =>
      !hasData ? (
        <span className="muted">Buscando a base…</span>
      ) : baseIsEmpty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nenhum título em aberto na base de cobrança."
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nenhum cliente encontrado para os filtros aplicados."
        >
          <Button onClick={onClear}>Limpar filtros</Button>
        </Empty>
      ),
    [hasData, baseIsEmpty, onClear],
  )

  if (state.baseStatus === 'failed' && !hasData) {
    return (
      <PageContainer title="Base Cobrança">
        <LoadFailedPanel
          title="Não foi possível carregar a base de cobrança."
          error={state.baseError}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </PageContainer>
    )
  }

  return (
    <PageContainer
      title="Base Cobrança"
      subtitle="Títulos em aberto por cliente, do maior valor vencido para o menor."
      extra={
        <>
          <Segmented
            value={grouping}
            options={GROUPING_OPTIONS}
            onChange={(value) => onGrouping(value as Grouping)}
            aria-label="Agrupamento"
          />
          <NotifyAction
            scope={scope}
            scopeLabel={scopeLabel}
            disabled={!hasData || view.customers.length === 0}
            disabledReason={
              !hasData ? 'Aguarde a base carregar.' : 'Nenhum cliente nos filtros para notificar.'
            }
            onQueued={() => void dispatch(reloadLogs())}
          />
          <ExportButton rows={buildExport} title={EXPORT_TITLE} disabled={!rows.length} />
        </>
      }
    >
      <BaseFiltersBar
        filters={barFilters}
        info={filters.info}
        options={filterOptions}
        onChange={onChange}
        onInfo={onInfo}
        onClear={onClear}
        hasFilters={hasAnyFilter({ ...filters, info: '' })}
      />
      {state.baseStatus === 'failed' && hasData && (
        <LoadFailedAlert
          className="base-alert"
          title="Não foi possível atualizar a base com estes filtros. Os dados abaixo são da consulta anterior."
          error={state.baseError}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state.listsStatus === 'failed' && (
        <LoadFailedAlert
          className="base-alert"
          tone="warning"
          title="Algumas informações complementares não carregaram (última ação, lembretes ou opções de filtro)."
          error={state.listsError}
          onRetry={() => setListsAttempt((n) => n + 1)}
        />
      )}
      {sentHere && (
        <Alert
          className="base-alert"
          type="success"
          showIcon
          title="Notificações enfileiradas."
          description={notification.motivo}
        />
      )}
      <BaseSummaryPanel
        totals={view.totals}
        summary={view.summary}
        loading={loading}
        empty={!hasData}
      />
      <p className="base-count" role="status" aria-live="polite">
        {hasData
          ? `${plural(view.summary.clientes, 'cliente', 'clientes')} · ${plural(view.summary.titulos, 'título', 'títulos')}${
              selectedCustomers.length
                ? ` · ${plural(selectedCustomers.length, 'selecionado', 'selecionados')}`
                : ''
            }${loading ? ' · atualizando…' : ''}`
          : 'Buscando a base de cobrança…'}
      </p>
      <BaseTable
        rows={rows as BaseRow[]}
        totals={view.totals}
        customersCount={view.summary.clientes}
        lookups={lookups}
        formaNames={formaNames}
        sort={sort}
        onSort={onSort}
        filterQuery={filterQuery}
        loading={loading}
        selectedKeys={selectedKeys}
        onSelect={onSelect}
        page={page}
        onPage={onPage}
        emptyText={emptyText}
      />
    </PageContainer>
  )
}
