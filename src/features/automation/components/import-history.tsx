import { UndoOutlined } from '@ant-design/icons'
import { Button, Popconfirm, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ApiError } from '@/shared/api/errors'
import { formatDate, formatDateTime } from '@/shared/lib/date'
import { formatCentavos, toCentavos } from '@/shared/lib/money'
import { joinParts } from '@/shared/lib/text'
import type { RequestStatus } from '@/shared/store/request-status'
import { ExportButton } from '@/shared/ui/export-button'
import { DateText, Money } from '@/shared/ui/formatted'
import { Section } from '@/shared/ui/section'
import { lastUndoable } from '../automation-slice'
import type { ImportItem, ImportRecord } from '../types'

function ItemsTable({ record }: { record: ImportRecord }) {
  const columns: ColumnsType<ImportItem> = [
    { title: 'Linha', dataIndex: 'linha', width: 70 },
    { title: 'Título', dataIndex: 'documento' },
    { title: 'Cliente', key: 'cliente', render: (_, i) => joinParts([i.cod_cliente, i.nome_fantasia]) },
    { title: 'Nosso número', dataIndex: 'nosso_numero', render: (v: string | null) => v ?? '—' },
    { title: 'Pagamento', dataIndex: 'data_pagamento', render: (v: string) => <DateText value={v} /> },
    { title: 'Valor pago', dataIndex: 'valor_pago', align: 'right', render: (v: string) => <Money value={v} /> },
    {
      title: 'Resultado',
      key: 'quitado',
      render: (_, i) => (i.quitado ? <Tag color="green">Quitado</Tag> : <Tag color="gold">Parcial</Tag>),
    },
  ]
  return (
    <Table<ImportItem>
      size="small"
      rowKey="titulo"
      columns={columns}
      dataSource={record.itens}
      pagination={false}
      aria-label={`Títulos liquidados pela importação ${record.arquivo}`}
    />
  )
}

function excelRows(rows: readonly ImportRecord[]) {
  return rows.flatMap((r) =>
    r.itens.map((i) => ({
      'Importado em': formatDateTime(r.criado_em),
      Por: r.usuario_nome,
      Arquivo: r.arquivo,
      Layout: r.layout,
      Situação: r.desfeita ? 'Desfeita' : 'Aplicada',
      Título: i.documento,
      Cliente: joinParts([i.cod_cliente, i.nome_fantasia]),
      Pagamento: formatDate(i.data_pagamento),
      'Valor pago': toCentavos(i.valor_pago) / 100,
    })),
  )
}

/** Who imported what, and when; the last import still applied can be undone. */
export function ImportHistory({
  rows,
  status,
  error,
  undoingId,
  onRetry,
  onUndo,
}: {
  rows: ImportRecord[]
  status: RequestStatus
  error: ApiError | null
  undoingId: number | null
  onRetry: () => void
  onUndo: (record: ImportRecord) => void
}) {
  const last = lastUndoable(rows)
  const applied = rows.filter((r) => !r.desfeita)
  const columns: ColumnsType<ImportRecord> = [
    { title: 'Importado em', dataIndex: 'criado_em', render: (v: string) => <DateText value={v} withTime /> },
    { title: 'Por', dataIndex: 'usuario_nome' },
    { title: 'Arquivo', dataIndex: 'arquivo' },
    { title: 'Layout', dataIndex: 'layout', width: 100 },
    { title: 'Títulos', dataIndex: 'qtd_titulos', align: 'right', width: 80 },
    { title: 'Valor liquidado', dataIndex: 'valor_total', align: 'right', render: (v: string) => <Money value={v} /> },
    {
      title: 'Situação',
      key: 'situacao',
      render: (_, r) =>
        r.desfeita ? (
          <span>
            <Tag>Desfeita</Tag>
            <span className="automation-muted">
              {r.desfeita_por_nome} em {formatDateTime(r.desfeita_em)}
            </span>
          </span>
        ) : (
          <Tag color="green">Aplicada</Tag>
        ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      fixed: 'right',
      render: (_, r) =>
        r.id === last?.id ? (
          <Popconfirm
            title="Desfazer esta importação?"
            description={`Os ${r.qtd_titulos} títulos voltam ao saldo de antes (${formatCentavos(toCentavos(r.valor_total))}).`}
            okText="Desfazer"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={() => onUndo(r)}
          >
            <Button size="small" danger icon={<UndoOutlined aria-hidden />} loading={undoingId === r.id}>
              Desfazer
            </Button>
          </Popconfirm>
        ) : null,
    },
  ]
  return (
    <Section
      title="Histórico de importações"
      status={status}
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyText="Nenhum arquivo retorno importado nesta integração."
      extra={
        <ExportButton
          rows={() => excelRows(rows)}
          title="Histórico de importações"
          columns={{ 'Valor pago': 'money' }}
          disabled={!rows.length}
        />
      }
    >
        <Table<ImportRecord>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 900 }}
          expandable={{ expandedRowRender: (r) => <ItemsTable record={r} /> }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                Total aplicado ({applied.length} {applied.length === 1 ? 'importação' : 'importações'})
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {applied.reduce((t, r) => t + r.qtd_titulos, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <Money centavos={applied.reduce((t, r) => t + toCentavos(r.valor_total), 0)} />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} colSpan={2} />
            </Table.Summary.Row>
          )}
        />
    </Section>
  )
}
