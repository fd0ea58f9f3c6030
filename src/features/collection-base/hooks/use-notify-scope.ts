import { useMemo, type Key } from 'react'
import { scopeKey, selectNotification } from '@/features/notification'
import { useAppSelector } from '@/shared/store/hooks'
import type { BaseView, SortState } from '../base-model'
import { baseLinkQuery, filterEntries, type BaseFilters } from '../filters'

const INTEGER = new Intl.NumberFormat('pt-BR')

/** "1 cliente", "1.300 clientes" */
export function plural(n: number, one: string, many: string) {
  return `${INTEGER.format(n)} ${n === 1 ? one : many}`
}

/**
 * Who a notification reaches (the selected customers, or all the filtered ones) and what the
 * links carry: the filters the table shows (its deferred text search) and the sort.
 */
export function useNotifyScope(
  view: BaseView,
  selectedKeys: Key[],
  filters: BaseFilters,
  deferredInfo: string,
  sort: SortState | null,
) {
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
  return { selectedCustomers, shownFilters, filterQuery, scope, scopeLabel, notification, sentHere }
}
