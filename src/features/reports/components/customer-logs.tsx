import { Table } from 'antd'
import type { TableProps } from 'antd/es/table'
import { useMemo, useState } from 'react'
import { formatDateTime } from '@/shared/lib/date'
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks'
import { REPORT_URLS, type AcaoLogRow } from '../api'
import { fetchReport, requestKey, selectReports, type ReportName } from '../reports-slice'

const logColumns: TableProps<AcaoLogRow>['columns'] = [
  { key: 'data', title: 'Data', render: (_: unknown, r: AcaoLogRow) => formatDateTime(r.data) },
  { key: 'origem', title: 'Origem', dataIndex: 'origem' },
  { key: 'acao', title: 'Ação', dataIndex: 'acao' },
  { key: 'canal', title: 'Canal', dataIndex: 'canal' },
  { key: 'resultado', title: 'Resultado', dataIndex: 'resultado' },
  { key: 'responsavel', title: 'Responsável', dataIndex: 'responsavel' },
  { key: 'documento', title: 'Documento', render: (_: unknown, r: AcaoLogRow) => r.documento ?? '—' },
]

/**
 * A row that opens the customer's last actions (régua sends and attendances), kept under the
 * report's `logs`. One row open at a time.
 */
export function useCustomerLogs<T>(
  report: Extract<ReportName, 'acoesCobranca' | 'documentosPagos' | 'rankingInadimplencia'>,
  keyOf: (row: T) => number | string,
  customerOf: (row: T) => number,
): NonNullable<TableProps<T>['expandable']> {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectReports)
  const logs = state[report].logs
  const status = state.requests[requestKey(report, 'logs')]?.status
  const [open, setOpen] = useState<number | string | null>(null)
  // One object per state of the open row and its logs: the report table re-renders its rows only
  // when it changes. keyOf and customerOf are read as pure functions of the row.
  return useMemo<NonNullable<TableProps<T>['expandable']>>(
    () => ({
      expandedRowKeys: open === null ? [] : [open],
      onExpand: (expanded, row) => {
        setOpen(expanded ? keyOf(row) : null)
        if (expanded)
          void dispatch(
            fetchReport({ report, field: 'logs', url: REPORT_URLS.acaoRealizadaLogs, params: { cliente: customerOf(row) } }),
          )
      },
      expandedRowRender: () => (
        <Table<AcaoLogRow>
          size="small"
          aria-label="Últimas ações de cobrança do cliente"
          rowKey="key"
          loading={status === 'loading'}
          columns={logColumns}
          dataSource={logs}
          pagination={false}
          locale={{ emptyText: 'Nenhuma ação registrada.' }}
        />
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, dispatch, report, status, logs],
  )
}
