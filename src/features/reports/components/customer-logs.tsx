import { skipToken } from '@reduxjs/toolkit/query/react'
import { Table } from 'antd'
import type { TableProps } from 'antd/es/table'
import { useMemo, useState } from 'react'
import { formatDateTime } from '@/shared/lib/date'
import { useGetCobrancaReportAcaoCobrancaRealizadaLogsQuery } from '../reports-data'
import type { AcaoLogRow } from '../types'

const logColumns: TableProps<AcaoLogRow>['columns'] = [
  { key: 'data', title: 'Data', render: (_: unknown, r: AcaoLogRow) => formatDateTime(r.data) },
  { key: 'origem', title: 'Origem', dataIndex: 'origem' },
  { key: 'acao', title: 'Ação', dataIndex: 'acao' },
  { key: 'canal', title: 'Canal', dataIndex: 'canal' },
  { key: 'resultado', title: 'Resultado', dataIndex: 'resultado' },
  { key: 'responsavel', title: 'Responsável', dataIndex: 'responsavel' },
  { key: 'documento', title: 'Documento', render: (_: unknown, r: AcaoLogRow) => r.documento ?? '—' },
]

const NONE: AcaoLogRow[] = []

/**
 * A row that opens the customer's last actions (régua sends and attendances): the report's
 * `logs`, read when the row opens. One row open at a time.
 */
export function useCustomerLogs<T>(
  keyOf: (row: T) => number | string,
  customerOf: (row: T) => number,
): NonNullable<TableProps<T>['expandable']> {
  const [open, setOpen] = useState<{ key: number | string; cliente: number } | null>(null)
  const result = useGetCobrancaReportAcaoCobrancaRealizadaLogsQuery(open ? { cliente: open.cliente } : skipToken)
  const logs = result.data ?? NONE
  const loading = result.isFetching
  // One object per state of the open row and its logs: the report table re-renders its rows only
  // when it changes. keyOf and customerOf are read as pure functions of the row.
  return useMemo<NonNullable<TableProps<T>['expandable']>>(
    () => ({
      expandedRowKeys: open === null ? [] : [open.key],
      onExpand: (expanded, row) => setOpen(expanded ? { key: keyOf(row), cliente: customerOf(row) } : null),
      expandedRowRender: () => (
        <Table<AcaoLogRow>
          size="small"
          aria-label="Últimas ações de cobrança do cliente"
          rowKey="key"
          loading={loading}
          columns={logColumns}
          dataSource={logs}
          pagination={false}
          locale={{ emptyText: 'Nenhuma ação registrada.' }}
        />
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, loading, logs],
  )
}
