import { CheckOutlined, WarningOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Popconfirm, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { formatDate } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import type { ApiError } from '@/shared/api/errors'
import { ExportButton } from '@/shared/ui/export-button'
import { DateText, Money } from '@/shared/ui/formatted'
import type { Preview } from '../automation-slice'
import { SITUACAO_LABEL, summarize, willApply, type PreviewRow, type Situacao } from '../reconcile'

const SITUACAO_COLOR: Record<Situacao, string> = {
  liquida: 'green',
  parcial: 'gold',
  nao_reconhecido: 'red',
  ja_pago: 'default',
  ignorado: 'default',
}

/** The refused line around the error, with the wrong position marked. */
export function ErrorExcerpt({ line, posicao }: { line: string; posicao: number }) {
  const at = Math.max(0, posicao - 1)
  const from = Math.max(0, at - 24)
  const to = Math.min(line.length, at + 25)
  return (
    <pre className="automation-error-excerpt" aria-label="Trecho da linha com erro">
      {from > 0 && '…'}
      {line.slice(from, at)}
      <mark>{line[at] === undefined ? '⏎' : line[at] === ' ' ? '␣' : line[at]}</mark>
      {line.slice(at + 1, to)}
      {to < line.length && '…'}
    </pre>
  )
}

/** A refusal's messages, one per line (field errors first), or its message. */
export function ErrorList({ error }: { error: ApiError }) {
  const messages = [...Object.values(error.fieldErrors ?? {}).flat(), ...(error.nonFieldErrors ?? [])]
  if (!messages.length) return <>{error.message}</>
  return (
    <ul className="automation-notes">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  )
}

function excelRows(rows: readonly PreviewRow[]) {
  return rows.map((r) => ({
    Linha: r.item.linha,
    Situação: SITUACAO_LABEL[r.situacao],
    'Nosso número': r.item.nosso_numero,
    Documento: r.titulo?.documento ?? r.item.documento,
    Cliente: r.titulo?.nome_fantasia ?? r.item.sacado,
    Vencimento: formatDate(r.item.vencimento),
    'Valor do título': r.item.valor_titulo / 100,
    'Valor pago': r.item.valor_pago / 100,
    Pagamento: formatDate(r.item.data_pagamento),
    Observações: [...r.divergencias, r.motivo ?? ''].filter(Boolean).join(' '),
  }))
}

export function PreviewPanel({
  preview,
  applying,
  applyError,
  onApply,
  checking,
  onRecheck,
  onDiscard,
}: {
  preview: Preview
  applying: boolean
  applyError: ApiError | null
  onApply: () => void
  /** the same file is being checked again */
  checking: boolean
  /** checks the same file again (the server says what it settles changed since this preview) */
  onRecheck: () => void
  onDiscard: () => void
}) {
  const file = preview.file!
  const rows = preview.rows
  const s = summarize(rows)
  // Refused because what the file settles changed since this preview: nothing is applied from it
  // until "Conferir de novo" has shown what it settles now (a new preview, without the refusal).
  const stale = Boolean(applyError?.fieldErrors?.conferido)
  const cannotApply = !s.aplicar || stale || checking
  const columns: ColumnsType<PreviewRow> = [
    { title: 'Linha', key: 'linha', width: 56, render: (_, r) => r.item.linha },
    {
      title: 'Situação',
      key: 'situacao',
      width: 120,
      render: (_, r) => <Tag color={SITUACAO_COLOR[r.situacao]}>{SITUACAO_LABEL[r.situacao]}</Tag>,
    },
    {
      title: 'Título · nosso número',
      key: 'titulo',
      render: (_, r) => (
        <span>
          {r.titulo?.documento ?? (r.item.documento || '—')}
          <br />
          <span className="automation-muted">
            {r.item.nosso_numero || '—'} · {r.titulo?.nome_fantasia ?? (r.item.sacado || 'sacado não informado')}
          </span>
        </span>
      ),
    },
    { title: 'Vencimento', key: 'venc', render: (_, r) => <DateText value={r.item.vencimento} /> },
    { title: 'Valor do título', key: 'valor', align: 'right', render: (_, r) => <Money centavos={r.item.valor_titulo} /> },
    { title: 'Valor pago', key: 'pago', align: 'right', render: (_, r) => <Money centavos={r.item.valor_pago} /> },
    { title: 'Pagamento', key: 'data', render: (_, r) => <DateText value={r.item.data_pagamento} /> },
    {
      title: 'Divergências e observações',
      key: 'obs',
      render: (_, r) =>
        r.divergencias.length || r.motivo ? (
          <ul className="automation-notes">
            {r.divergencias.map((d) => (
              <li key={d}>
                <WarningOutlined aria-hidden className="automation-warn" /> {d}
              </li>
            ))}
            {r.motivo && <li>{r.motivo}</li>}
          </ul>
        ) : (
          <span className="automation-ok">
            <CheckOutlined aria-hidden /> Confere
          </span>
        ),
    },
  ]
  return (
    <section aria-label="Conferência do arquivo">
      <Card
        size="small"
        title={`Conferência de ${preview.arquivo}`}
        extra={
          <ExportButton
            rows={() => excelRows(rows)}
            title={`Conferência ${preview.arquivo}`}
            columns={{ 'Valor do título': 'money', 'Valor pago': 'money' }}
            disabled={!rows.length}
          />
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'layout', label: 'Layout', children: file.layout },
            { key: 'banco', label: 'Banco', children: `${file.banco} · ${file.banco_nome}` },
            { key: 'gerado', label: 'Gerado em', children: <DateText value={file.data_geracao} /> },
            { key: 'seq', label: 'Sequência', children: file.sequencial || '—' },
          ]}
        />
        <ul className="automation-summary" aria-label="Resumo da conferência">
          <li>
            <strong>{s.aplicar}</strong> {s.aplicar === 1 ? 'título a liquidar' : 'títulos a liquidar'} ·{' '}
            <strong>{formatCentavos(s.valorAplicar)}</strong>
          </li>
          <li>
            <strong>{s.naoReconhecidos}</strong> não {s.naoReconhecidos === 1 ? 'reconhecido' : 'reconhecidos'}
          </li>
          <li>
            <strong>{s.comDivergencia}</strong> com divergência
          </li>
          <li>
            <strong>{s.ignorados}</strong> {s.ignorados === 1 ? 'ignorado' : 'ignorados'}
          </li>
        </ul>
        <Table<PreviewRow>
          aria-label="Linhas do arquivo"
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          // the columns fit the card at 1280 px (issue 24): texts wrap, the table never scrolls sideways there
          scroll={{ x: true }}
          rowClassName={(r) => (willApply(r) ? '' : 'automation-row-skip')}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                Total a liquidar ({s.aplicar})
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Money centavos={rows.filter(willApply).reduce((t, r) => t + r.item.valor_titulo, 0)} />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Money centavos={s.valorAplicar} />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} colSpan={2} />
            </Table.Summary.Row>
          )}
        />
        {applyError && (
          <Alert
            type="error"
            showIcon
            className="automation-apply-error"
            title="A importação não foi aplicada."
            description={<ErrorList error={applyError} />}
            action={
              applyError.fieldErrors?.conferido ? (
                <Button size="small" onClick={onRecheck} loading={checking}>
                  Conferir de novo
                </Button>
              ) : undefined
            }
          />
        )}
        <div className="automation-actions" role="group" aria-label="Ações da conferência">
          <Button onClick={onDiscard} disabled={applying}>
            Descartar
          </Button>
          <Popconfirm
            title={`Marcar ${s.aplicar} ${s.aplicar === 1 ? 'título' : 'títulos'} como ${s.aplicar === 1 ? 'pago' : 'pagos'}?`}
            description={`Total de ${formatCentavos(s.valorAplicar)}. A importação pode ser desfeita depois.`}
            okText="Aplicar"
            cancelText="Cancelar"
            onConfirm={onApply}
            disabled={cannotApply || applying}
          >
            <Button type="primary" loading={applying} disabled={cannotApply}>
              Aplicar
            </Button>
          </Popconfirm>
        </div>
      </Card>
    </section>
  )
}
