import { Segmented } from 'antd'
import { useCallback, useState, type Key } from 'react'
import { NotifyAction } from '@/features/notification'
import { ExportButton } from '@/shared/ui/export-button'
import { PageContainer } from '@/shared/ui/page-container'
import { LoadFailedPanel } from '@/shared/ui/retry'
import { EXPORT_FORMATS, type BaseRow } from '../base-model'
import { hasAnyFilter, type Grouping } from '../filters'
import { BaseFiltersBar } from '../components/base-filters'
import { BaseNotices, useBaseEmptyText } from '../components/base-notices'
import { BaseSummaryPanel } from '../components/base-summary'
import { BaseTable } from '../components/base-table'
import { TableToolbar } from '../components/table-toolbar'
import { useBaseData } from '../hooks/use-base-data'
import { useBaseExport } from '../hooks/use-base-export'
import { useBaseFilters } from '../hooks/use-base-filters'
import { useBaseReferences } from '../hooks/use-base-references'
import { useBaseView } from '../hooks/use-base-view'
import { plural, useNotifyScope } from '../hooks/use-notify-scope'
import { useTableSettings } from '../hooks/use-table-settings'
import { useWorkQueue } from '../hooks/use-work-queue'
import '../collection-base.css'

export { ROWS_MARK } from '../hooks/use-base-view'

const EXPORT_TITLE = 'Base Cobrança'

const GROUPING_OPTIONS = [
  { value: 'cliente', label: 'Por cliente' },
  { value: 'grupo_economico', label: 'Por grupo econômico' },
]

/**
 * Base Cobrança: the worklist of open titles grouped by customer, with notifications and export.
 * The logic lives in ../hooks (filters, data, view, references, export, scope); every value the
 * table and the filter bar get is memoised there, so typing re-renders only what it changes.
 */
export default function BaseCobrancaPage() {
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([])
  const onSelect = useCallback((keys: Key[]) => setSelectedKeys(keys), [])
  const { filters, grouping, sort, serverKey, barFilters, onChange, onInfo, onClear, onGrouping, onSort } =
    useBaseFilters(setSelectedKeys)

  const { base, baseSettled, resumo, prepared, enrichment } = useBaseData(filters, serverKey)
  const refs = useBaseReferences(baseSettled)
  const queue = useWorkQueue(filters)
  const loaded = base.loadedFilters
  const { view, rows, deferredInfo, page, onPage } = useBaseView({
    prepared,
    answer: base.rows,
    filters,
    loaded,
    grouping,
    groupNames: refs.groupNames,
    enrichment,
    onlyCustomers: queue.onlyCustomers,
    queueKey: queue.key,
    sort,
  })
  const { prefs, onPrefs, fullScreen, setFullScreen } = useTableSettings()
  const { selectedCustomers, shownFilters, filterQuery, scope, scopeLabel, notification, sentHere } =
    useNotifyScope(view, selectedKeys, filters, deferredInfo, sort)
  const { buildExport, describeFilters } = useBaseExport({
    rows,
    totals: view.totals,
    lookups: refs.lookups,
    formaNames: refs.formaNames,
    groupNames: refs.groupNames,
    grouping,
    sort,
    shownFilters,
    columns: prefs.columns,
  })

  const loading = base.fetching || queue.loading
  const hasData = loaded !== null
  const baseIsEmpty =
    hasData && base.rows?.length === 0 && !hasAnyFilter({ ...filters, info: '' })
  const emptyText = useBaseEmptyText(!hasData || queue.loading, baseIsEmpty, onClear)

  if (base.status === 'failed' && !hasData) {
    return (
      <PageContainer title="Base Cobrança">
        {refs.lists}
        <LoadFailedPanel
          title="Não foi possível carregar a base de cobrança."
          error={base.error}
          onRetry={base.retry}
        />
      </PageContainer>
    )
  }

  const { references } = refs
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
            onQueued={resumo.reload}
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
      {refs.lists}
      <BaseFiltersBar
        filters={barFilters}
        info={filters.info}
        options={refs.options}
        onChange={onChange}
        onInfo={onInfo}
        onClear={onClear}
        hasFilters={hasAnyFilter({ ...filters, info: '' })}
      />
      <BaseNotices
        refresh={base.status === 'failed' && hasData ? { error: base.error, retry: base.retry } : null}
        extras={
          resumo.failed || references.failed
            ? {
                error: resumo.failed ? resumo.error : references.error,
                retry: () => {
                  if (resumo.failed) resumo.reload()
                  if (references.failed) references.reload()
                },
              }
            : null
        }
        queue={queue.error ? { error: queue.error, retry: queue.retry } : null}
        sent={sentHere ? notification : null}
      />
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
          lookups={refs.lookups}
          formaNames={refs.formaNames}
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
          enrichmentPending={resumo.pending}
          loadedFilters={loaded}
        />
      </div>
    </PageContainer>
  )
}
