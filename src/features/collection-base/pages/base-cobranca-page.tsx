import { Alert, Button, Empty, Segmented, Skeleton } from 'antd'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Key,
} from 'react'
import { NotifyAction, scopeKey, selectNotification } from '@/features/notification'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { useLoadOnce } from '@/shared/store/load-once'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { useUrlFilters } from '@/shared/ui/report'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { APP_PATHS } from '@/shared/config/paths'
import { todayISO } from '@/shared/lib/date'
import { primeBase } from '../api'
import {
  branchName,
  buildBaseView,
  EXPORT_FORMATS,
  exportRows,
  sellerName,
  sortRows,
  type BaseRow,
  type SortState,
} from '../base-model'
import {
  filtersReplaced,
  loadBase,
  loadBaseLists,
  loadContactCustomers,
  loadPromiseCustomers,
  reloadLogs,
  selectBaseState,
  selectEnrichment,
  selectFormaNames,
  selectGroupNames,
  selectLookups,
  selectPreparedBase,
} from '../collection-base-slice'
import {
  BASE_FILTER_SCHEMA,
  GROUPING_SCHEMA,
  SORT_SCHEMA,
  filterEntries,
  filtersFromParams,
  hasAnyFilter,
  isRefinement,
  serverFilterKey,
  serverFilters,
  toBaseFilters,
  toFilterPatch,
  type BaseFilters,
  type Grouping,
} from '../filters'
import { BaseFiltersBar } from '../components/base-filters'
import { BaseSummaryPanel } from '../components/base-summary'
import { BaseTable } from '../components/base-table'
import { TableToolbar } from '../components/table-toolbar'
import { readPrefs, savePrefs, type TablePrefs } from '../table-prefs'
import '../collection-base.css'

export const ROWS_MARK = 'base-cobranca:linhas'

const EXPORT_TITLE = 'Base Cobrança'

const GROUPING_OPTIONS = [
  { value: 'cliente', label: 'Por cliente' },
  { value: 'grupo_economico', label: 'Por grupo econômico' },
]

const INTEGER = new Intl.NumberFormat('pt-BR')

/** How the work-queue filters read in the export's first line. */
const CHOICE_TEXT: Record<string, string> = {
  vence_hoje: 'vencem hoje',
  quebradas: 'quebradas',
  ativas: 'ativas',
  hoje: 'hoje',
}

function plural(n: number, one: string, many: string) {
  return `${INTEGER.format(n)} ${n === 1 ? one : many}`
}

/** Base Cobrança: the worklist of open titles grouped by customer, with notifications and export. */
export default function BaseCobrancaPage() {
  // The base's request leaves while this first render runs, not after the first paint. Here, not
  // when the chunk loads: the route guard has already checked that the profile holds this page,
  // so a client who types the address asks nothing the server would refuse (issue 26).
  useState(() => {
    if (window.location.pathname === APP_PATHS.baseCobranca)
      primeBase(serverFilters(filtersFromParams(new URLSearchParams(window.location.search))))
    return true
  })
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectBaseState)
  const prepared = useAppSelector(selectPreparedBase)
  const enrichment = useAppSelector(selectEnrichment)
  const groupNames = useAppSelector(selectGroupNames)
  const lookups = useAppSelector(selectLookups)
  const formaNames = useAppSelector(selectFormaNames)

  // --- the URL is the only holder of the filters; the slice mirrors them (spec state names) ---
  const url = useUrlFilters(BASE_FILTER_SCHEMA)
  const groupingUrl = useUrlFilters(GROUPING_SCHEMA)
  const grouping = groupingUrl.values.agrupamento
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the values
  const filters = useMemo(() => toBaseFilters(url.values), [url.key])
  useEffect(() => {
    dispatch(filtersReplaced({ filters, agrupamento: grouping }))
  }, [dispatch, filters, grouping])

  const filtersRef = useRef(filters)
  useEffect(() => {
    filtersRef.current = filters
  })
  const setUrl = url.set
  const onChange = useCallback(
    (patch: Partial<BaseFilters>) => setUrl(toFilterPatch(patch, filtersRef.current)),
    [setUrl],
  )
  const onInfo = useCallback((value: string) => setUrl({ info: value }), [setUrl])
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([])

  const onClear = url.reset
  const setGrouping = groupingUrl.set
  const onGrouping = useCallback(
    (value: Grouping) => {
      setSelectedKeys([])
      setGrouping({ agrupamento: value })
    },
    [setGrouping],
  )

  // --- data: each GET once per visit; the base again when the server filters change ----------
  const serverKey = serverFilterKey(filters)
  const [attempt, setAttempt] = useState(0)
  const [listsAttempt, setListsAttempt] = useState(0)
  useLoadOnce(`base-cobranca:base?${serverKey}#${attempt}`, () => dispatch(loadBase(filters)))
  // What loads beside the base waits for its first answer: the server (and the network) serve
  // the first screen first; the last actions and the filter options follow a moment later.
  const baseSettled = state.loadedFilters !== null || state.baseStatus === 'failed'
  useLoadOnce(baseSettled ? `base-cobranca:listas#${listsAttempt}` : null, () =>
    dispatch(loadBaseLists()),
  )

  // --- the work-queue filters: a small list of customers each, only while the filter is on ---
  const promise = filters.promessa
  const contactDay = filters.proximo_contato === 'hoje' ? todayISO() : ''
  const [queueAttempt, setQueueAttempt] = useState(0)
  useLoadOnce(promise ? `base-cobranca:promessas=${promise}#${queueAttempt}` : null, () =>
    dispatch(loadPromiseCustomers(promise as Exclude<typeof promise, ''>)),
  )
  useLoadOnce(contactDay ? `base-cobranca:contato=${contactDay}#${queueAttempt}` : null, () =>
    dispatch(loadContactCustomers(contactDay)),
  )
  const promiseLoad = promise && state.promessaClientes?.key === promise ? state.promessaClientes : null
  const contactLoad =
    contactDay && state.contatoClientes?.key === contactDay ? state.contatoClientes : null
  const onlyCustomers = useMemo(() => {
    const sets: number[][] = []
    if (promise) sets.push(promiseLoad?.data ?? [])
    if (contactDay) sets.push(contactLoad?.data ?? [])
    if (!sets.length) return null
    let out = new Set(sets[0])
    for (const next of sets.slice(1)) out = new Set(next.filter((c) => out.has(c)))
    return out
  }, [promise, contactDay, promiseLoad?.data, contactLoad?.data])
  const queueLoading =
    (!!promise && promiseLoad?.status !== 'succeeded' && promiseLoad?.status !== 'failed') ||
    (!!contactDay && contactLoad?.status !== 'succeeded' && contactLoad?.status !== 'failed')
  const queueError =
    (promiseLoad?.status === 'failed' && promiseLoad.error) ||
    (contactLoad?.status === 'failed' && contactLoad.error) ||
    null

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
        { grouping, groupNames, enrichment, onlyCustomers },
      ),
    [prepared, structuralKey, deferredInfo, grouping, groupNames, enrichment, onlyCustomers],
  )
  // The sort lives in the address with the filters (a link shows the same order).
  const sortUrl = useUrlFilters(SORT_SCHEMA)
  const sort = sortUrl.values.ordenar
  const rows = useMemo(() => sortRows(view.rows, sort), [view.rows, sort])

  // Columns and density as this analyst left them; full screen for this visit.
  const [prefs, setPrefs] = useState<TablePrefs>(() => readPrefs())
  const onPrefs = useCallback((next: TablePrefs) => {
    setPrefs(next)
    savePrefs(next)
  }, [])
  const [fullScreen, setFullScreen] = useState(false)
  useEffect(() => {
    if (!fullScreen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullScreen])

  const viewKey = `${structuralKey}|${deferredInfo}|${promise}|${contactDay}|${grouping}|${sort?.key}:${sort?.order}`
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
    () => exportRows(rows, view.totals, lookups, grouping),
    [rows, view.totals, lookups, grouping],
  )
  // The file says which filters made it (by the names the screen shows) and when.
  const describeFilters = useCallback(() => {
    const labels = BASE_FILTER_SCHEMA as unknown as Record<string, { label: string } | undefined>
    const parts = filterEntries(shownFilters).map(([name, value]) => {
      const shown =
        name === 'vendedor'
          ? sellerName(Number(value), lookups) || value
          : name === 'filial'
            ? branchName(Number(value), lookups) || value
            : name === 'promessa' || name === 'proximo_contato'
              ? (CHOICE_TEXT[value] ?? value)
              : value
      return `${labels[name]?.label ?? name}: ${shown}`
    })
    if (grouping === 'grupo_economico') parts.push('por grupo econômico')
    if (sort)
      parts.push(`ordenado por ${sort.key}${sort.order === 'descend' ? ' (decrescente)' : ''}`)
    return parts.join(' · ')
  }, [shownFilters, lookups, grouping, sort])
  const onSelect = useCallback((keys: Key[]) => setSelectedKeys(keys), [])
  const setSortUrl = sortUrl.set
  const onSort = useCallback(
    (next: SortState | null) => setSortUrl({ ordenar: next }),
    [setSortUrl],
  )

  // The key is the server filters' canonical form: the bar's filters stay one object while typing.
  const barFilters = useMemo(
    () => ({
      ...filtersFromParams(new URLSearchParams(serverKey)),
      promessa: promise,
      proximo_contato: filters.proximo_contato,
    }),
    [serverKey, promise, filters.proximo_contato],
  )
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

  const loading = state.baseStatus === 'loading' || queueLoading
  const hasData = loaded !== null

  const baseIsEmpty =
    hasData && state.base_cobranca.length === 0 && !hasAnyFilter({ ...filters, info: '' })
  const emptyText = useMemo(
    () =>
      !hasData || queueLoading ? (
        // The space of the rows to come, so nothing below jumps when they arrive (CLS).
        <div className="base-table-skeleton">
          <span className="muted">Buscando a base…</span>
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
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
    [hasData, queueLoading, baseIsEmpty, onClear],
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
      subtitle={
        grouping === 'grupo_economico'
          ? 'Títulos em aberto por grupo econômico, do maior valor vencido para o menor.'
          : 'Títulos em aberto por cliente, do maior valor vencido para o menor.'
      }
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
          <ExportButton
            rows={buildExport}
            title={EXPORT_TITLE}
            filters={describeFilters}
            columns={EXPORT_FORMATS}
            disabled={!rows.length}
          />
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
      {queueError && (
        <LoadFailedAlert
          className="base-alert"
          title="Não foi possível aplicar o filtro de promessas ou de próximo contato."
          error={queueError}
          onRetry={() => setQueueAttempt((n) => n + 1)}
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
      <div className={fullScreen ? 'base-table-area is-full-screen' : 'base-table-area'}>
        <TableToolbar
          prefs={prefs}
          onPrefs={onPrefs}
          fullScreen={fullScreen}
          onFullScreen={setFullScreen}
        />
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
          visibleColumns={prefs.columns}
          density={prefs.density}
          grouping={grouping}
          fullScreen={fullScreen}
          enrichmentPending={listsLoading || state.listsStatus === 'idle'}
        />
      </div>
    </PageContainer>
  )
}
