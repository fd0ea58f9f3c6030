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
import {
  REFERENCE,
  useGetCobrancaFilialQuery,
  useGetCobrancaFormaCobrancaQuery,
  useGetCobrancaGrupoEconomicoQuery,
  useGetCobrancaVendedorQuery,
} from '@/features/reference'
import { useListSource } from '@/shared/api/data-api'
import type { ApiError } from '@/shared/api/errors'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { dateRangeText, useUrlFilters } from '@/shared/ui/report'
import { LoadFailedAlert, LoadFailedPanel } from '@/shared/ui/retry'
import { todayISO } from '@/shared/lib/date'
import {
  AGING_EXPORT_LABELS,
  branchName,
  buildBaseView,
  buildEnrichment,
  EXPORT_FORMATS,
  exportRows,
  prepareBase,
  sellerName,
  sortRows,
  type BaseRow,
  type NameLookups,
  type SortState,
} from '../base-model'
import {
  useBaseQuery,
  useBaseResumo,
  useContactCustomers,
  usePromiseCustomers,
} from '../collection-base-data'
import { filtersReplaced } from '../collection-base-slice'
import {
  BASE_FILTER_SCHEMA,
  GROUPING_SCHEMA,
  SORT_SCHEMA,
  baseLinkQuery,
  filterEntries,
  filtersFromParams,
  hasAnyFilter,
  isRefinement,
  serverFilterKey,
  toBaseFilters,
  toFilterPatch,
  type BaseFilters,
  type Grouping,
} from '../filters'
import { BaseFiltersBar } from '../components/base-filters'
import { BaseSummaryPanel } from '../components/base-summary'
import { BaseTable } from '../components/base-table'
import { TableToolbar } from '../components/table-toolbar'
import { OPTIONAL_COLUMNS, readPrefs, savePrefs, type TablePrefs } from '../table-prefs'
import type { Filial, FormaCobranca, GrupoEconomico, Vendedor } from '../types'
import '../collection-base.css'

export const ROWS_MARK = 'base-cobranca:linhas'

/** Opened by its address: the base's request leaves beside the profile's (src/app/route-types.ts). */
export { prefetchOnOpen } from '../open-prefetch'

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

/** The filter options and the names the table shows: the shared reference lists. */
interface BaseReferences {
  vendedores: Vendedor[]
  filiais: Filial[]
  formas: FormaCobranca[]
  grupos: GrupoEconomico[]
  loading: boolean
  failed: boolean
  error: ApiError | null
  reload: () => void
}

const NO_REFERENCES: BaseReferences = {
  vendedores: [],
  filiais: [],
  formas: [],
  grupos: [],
  // the lists are read once the base has answered: until then they are on their way
  loading: true,
  failed: false,
  error: null,
  reload: () => {},
}

/**
 * Reads the reference lists and hands them to the page. Mounted once the base has answered: the
 * server (and the network) serve the first screen first, the filter options follow a moment
 * later (the lists are shared and cached, so often they are already there).
 */
function ReferenceLists({ onLists }: { onLists: (lists: BaseReferences) => void }) {
  const vendedores = useListSource(useGetCobrancaVendedorQuery(undefined, REFERENCE))
  const filiais = useListSource(useGetCobrancaFilialQuery(undefined, REFERENCE))
  const formas = useListSource(useGetCobrancaFormaCobrancaQuery(undefined, REFERENCE))
  const grupos = useListSource(useGetCobrancaGrupoEconomicoQuery(undefined, REFERENCE))
  const all = [vendedores, filiais, formas, grupos]
  const failed = all.find((r) => r.status === 'failed')
  const loading = all.some((r) => r.status === 'loading' || r.status === 'idle')
  const lists = useMemo<BaseReferences>(
    () => ({
      // Empty lists stay the same object: the table's names change only when a list arrives.
      vendedores: vendedores.rows.length ? vendedores.rows : NO_REFERENCES.vendedores,
      filiais: filiais.rows.length ? filiais.rows : NO_REFERENCES.filiais,
      formas: formas.rows.length ? formas.rows : NO_REFERENCES.formas,
      grupos: grupos.rows.length ? grupos.rows : NO_REFERENCES.grupos,
      loading,
      failed: !!failed,
      error: failed?.error ?? null,
      reload: () => {
        for (const r of [vendedores, filiais, formas, grupos]) if (r.status === 'failed') r.reload()
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows and statuses stand for the lists
    [vendedores.rows, filiais.rows, formas.rows, grupos.rows, loading, failed?.error],
  )
  useEffect(() => onLists(lists), [lists, onLists])
  return null
}

/** Base Cobrança: the worklist of open titles grouped by customer, with notifications and export. */
export default function BaseCobrancaPage() {
  const dispatch = useAppDispatch()

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

  // --- data: the base once per visit and again when the server filters change ---------------
  const serverKey = serverFilterKey(filters)
  // The key stands for the server filters: the query's argument changes only when they do.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const serverOnly = useMemo(() => filters, [serverKey])
  const base = useBaseQuery(serverOnly)
  // What loads beside the base waits for its first answer, painted: the server, the network and
  // the main thread serve the first screen first; the last actions and the filter options follow
  // a frame later (their answers re-render the table, which must not delay the first rows).
  const answered = base.rows !== undefined || base.status === 'failed'
  const [baseSettled, setBaseSettled] = useState(false)
  useEffect(() => {
    if (!answered || baseSettled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBaseSettled(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [answered, baseSettled])
  const { resumo, pending: resumoPending, failed: resumoFailed, ...resumoLoad } =
    useBaseResumo(baseSettled)
  const [references, setReferences] = useState<BaseReferences>(NO_REFERENCES)

  // Decimal strings read once, buckets set: every keystroke reuses the prepared base.
  const prepared = useMemo(() => prepareBase(base.rows ?? []), [base.rows])
  const enrichment = useMemo(
    () =>
      buildEnrichment(
        resumo ?? { atendimentos: [], atakcobranca_atendimento: [], logs: [], lembretes: [] },
      ),
    [resumo],
  )
  // No names until the groups' list has answered: the table says so instead of "Grupo 11".
  const groupsPending = references.grupos.length === 0 && references.loading
  const groupNames = useMemo(
    () => (groupsPending ? undefined : new Map(references.grupos.map((g) => [g.id, g.nome]))),
    [references.grupos, groupsPending],
  )
  const lookups = useMemo<NameLookups>(
    () => ({
      vendedor: new Map(references.vendedores.map((v) => [v.codigo, v.nome])),
      filial: new Map(
        references.filiais.map((f) => [f.cod_filial, f.uf ? `${f.filial}/${f.uf}` : f.filial]),
      ),
    }),
    [references.vendedores, references.filiais],
  )
  const formaNames = useMemo(
    () => new Map(references.formas.map((f) => [f.id, f.descricao])),
    [references.formas],
  )

  // --- the work-queue filters: a small list of customers each, only while the filter is on ---
  const promise = filters.promessa
  const contactDay = filters.proximo_contato === 'hoje' ? todayISO() : ''
  const promiseLoad = usePromiseCustomers(promise)
  const contactLoad = useContactCustomers(contactDay)
  const onlyCustomers = useMemo(() => {
    const sets: number[][] = []
    if (promiseLoad) sets.push(promiseLoad.codes)
    if (contactLoad) sets.push(contactLoad.codes)
    if (!sets.length) return null
    let out = new Set(sets[0])
    for (const next of sets.slice(1)) out = new Set(next.filter((c) => out.has(c)))
    return out
  }, [promiseLoad?.codes, contactLoad?.codes]) // eslint-disable-line react-hooks/exhaustive-deps
  const queueLoading = promiseLoad?.status === 'loading' || contactLoad?.status === 'loading'
  const queueError =
    (promiseLoad?.status === 'failed' && promiseLoad.error) ||
    (contactLoad?.status === 'failed' && contactLoad.error) ||
    null
  const retryQueue = () => {
    if (promiseLoad?.status === 'failed') promiseLoad.retry()
    if (contactLoad?.status === 'failed') contactLoad.retry()
  }

  // --- the view: filtered and grouped on the loaded data -------------------------------------
  const deferredInfo = useDeferredValue(filters.info)
  const loaded = base.loadedFilters
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

  const viewKey = `${structuralKey}|${deferredInfo}|${promise}|${contactDay}|${grouping}|${sort ? `${sort.key}:${sort.order ?? ''}` : ''}`
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
    if (!rows.length || markedFor.current === base.rows) return
    markedFor.current = base.rows
    requestAnimationFrame(() => performance.mark?.(ROWS_MARK))
  }, [rows, base.rows])

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
  // The "Atender" links carry the filters and the sort: Atendimento walks the queue in this order.
  const filterQuery = useMemo(() => baseLinkQuery(shownFilters, sort), [shownFilters, sort])
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

  // The spreadsheet has the columns the analyst chose to see (the customer's identity always).
  const buildExport = useCallback(() => {
    const hidden = new Set(
      OPTIONAL_COLUMNS.filter((c) => !prefs.columns.includes(c.key)).flatMap((c) =>
        c.key === 'aging' ? AGING_EXPORT_LABELS : [c.label],
      ),
    )
    const sheet = exportRows(rows, view.totals, lookups, grouping)
    return hidden.size
      ? sheet.map((row) => Object.fromEntries(Object.entries(row).filter(([title]) => !hidden.has(title))))
      : sheet
  }, [rows, view.totals, lookups, grouping, prefs.columns])
  // The file says which filters made it and in which order, by the names the screen shows.
  const describeFilters = useCallback(() => {
    const labels = BASE_FILTER_SCHEMA as unknown as Record<string, { label: string } | undefined>
    const from = shownFilters.data_vencimento_inicio
    const to = shownFilters.data_vencimento_fim
    const parts: string[] = []
    for (const [name, value] of filterEntries(shownFilters)) {
      if (name === 'data_vencimento_inicio' || name === 'data_vencimento_fim') {
        if (name === 'data_vencimento_fim' && from) continue
        parts.push(dateRangeText('Vencimento', from, to))
        continue
      }
      const shown =
        name === 'vendedor'
          ? sellerName(Number(value), lookups) || value
          : name === 'filial'
            ? branchName(Number(value), lookups) || value
            : name === 'forma_cobranca'
              ? (formaNames.get(Number(value)) ?? value)
              : name === 'grupo_economico'
                ? (groupNames?.get(Number(value)) ?? value)
                : name === 'promessa' || name === 'proximo_contato'
                  ? (CHOICE_TEXT[value] ?? value)
                  : value
      parts.push(`${labels[name]?.label ?? name}: ${shown}`)
    }
    if (grouping === 'grupo_economico') parts.push('Por grupo econômico')
    if (sort) {
      const bucket = /^aging(\d)$/.exec(sort.key)
      const column =
        sort.key === 'nome'
          ? grouping === 'grupo_economico'
            ? 'Grupo econômico / cliente'
            : 'Cliente'
          : bucket
            ? AGING_EXPORT_LABELS[Number(bucket[1])]
            : sort.key === 'a_vencer'
              ? 'A vencer'
              : (OPTIONAL_COLUMNS.find((c) => c.key === sort.key)?.label ?? 'a coluna escolhida')
      parts.push(`Ordenado por ${column}${sort.order === 'descend' ? ' (decrescente)' : ''}`)
    }
    return parts.join(' · ')
  }, [shownFilters, lookups, formaNames, groupNames, grouping, sort])
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
  const filterOptions = useMemo(
    () => ({
      vendedores: references.vendedores,
      filiais: references.filiais,
      formas: references.formas,
      grupos: references.grupos,
      loading: references.loading,
    }),
    [references],
  )

  const loading = base.fetching || queueLoading
  const hasData = loaded !== null

  const baseIsEmpty =
    hasData && base.rows?.length === 0 && !hasAnyFilter({ ...filters, info: '' })
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

  const referenceLists = baseSettled ? <ReferenceLists onLists={setReferences} /> : null

  if (base.status === 'failed' && !hasData) {
    return (
      <PageContainer title="Base Cobrança">
        {referenceLists}
        <LoadFailedPanel
          title="Não foi possível carregar a base de cobrança."
          error={base.error}
          onRetry={base.retry}
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
            onQueued={resumoLoad.reload}
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
      {referenceLists}
      <BaseFiltersBar
        filters={barFilters}
        info={filters.info}
        options={filterOptions}
        onChange={onChange}
        onInfo={onInfo}
        onClear={onClear}
        hasFilters={hasAnyFilter({ ...filters, info: '' })}
      />
      {base.status === 'failed' && hasData && (
        <LoadFailedAlert
          className="base-alert"
          title="Não foi possível atualizar a base com estes filtros. Os dados abaixo são da consulta anterior."
          error={base.error}
          onRetry={base.retry}
        />
      )}
      {(resumoFailed || references.failed) && (
        <LoadFailedAlert
          className="base-alert"
          tone="warning"
          title="Algumas informações complementares não carregaram (última ação, lembretes ou opções de filtro)."
          error={resumoFailed ? resumoLoad.error : references.error}
          onRetry={() => {
            if (resumoFailed) resumoLoad.reload()
            if (references.failed) references.reload()
          }}
        />
      )}
      {queueError && (
        <LoadFailedAlert
          className="base-alert"
          title="Não foi possível aplicar o filtro de promessas ou de próximo contato."
          error={queueError}
          onRetry={retryQueue}
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
          enrichmentPending={resumoPending}
          loadedFilters={loaded}
        />
      </div>
    </PageContainer>
  )
}
