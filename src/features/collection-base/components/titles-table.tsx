import { TotalsRow } from '@/shared/ui/report'
import { FileTextOutlined } from '@ant-design/icons'
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd'
import { formatLinhaDigitavel } from '@/shared/lib/boleto'
import { formatDate } from '@/shared/lib/date'
import { formatCentavos } from '@/shared/lib/money'
import { CopyButton } from '@/shared/ui/copy-button'
import { DateText, Money } from '@/shared/ui/formatted'
import { paymentLinks, STATUS_LABEL, titleTotals, type TitleView } from '../titles-model'
import type { TitleStatus } from '../types'
import { DaysLate } from './days-late'

const STATUS_COLOR: Record<TitleStatus, string> = { aberto: 'blue', vencido: 'red', pago: 'green' }

export function TitleStatusTag({ status }: { status: TitleStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</Tag>
}

export function LinhaDigitavelActions({
  title,
  showText,
}: {
  title: TitleView
  showText?: boolean
}) {
  // A paid title offers no bar code and no 2ª via.
  const { linha, path } = paymentLinks(title)
  const doc = title.row.documento
  return (
    <span className="title-actions">
      {showText && linha && (
        <Tooltip title={formatLinhaDigitavel(linha)}>
          <code className="linha-digitavel">{formatLinhaDigitavel(linha)}</code>
        </Tooltip>
      )}
      {linha && (
        <CopyButton
          text={linha.replace(/\D/g, '')}
          label={`Copiar linha digitável de ${doc}`}
          copiedMessage={`Linha digitável de ${doc} copiada.`}
        />
      )}
      {path && (
        <Tooltip title="Abrir a 2ª via em nova aba">
          <a
            href={path}
            target="_blank"
            rel="noopener noreferrer"
            className="title-second-copy"
            aria-label={`2ª via de ${doc} (abre em nova aba)`}
          >
            <FileTextOutlined aria-hidden /> 2ª via
          </a>
        </Tooltip>
      )}
      {!linha && !path && showText && <span className="muted">—</span>}
    </span>
  )
}

function UpdatedAmount({ title }: { title: TitleView }) {
  if (title.status === 'pago') return <span className="muted">—</span>
  if (!title.multa && !title.juros) return <Money centavos={title.atualizado} />
  return (
    <Tooltip
      title={`Saldo ${formatCentavos(title.saldo)} + multa ${formatCentavos(title.multa)} + juros ${formatCentavos(title.juros)}`}
    >
      <span className="money-updated">
        <Money centavos={title.atualizado} />
      </span>
    </Tooltip>
  )
}

export interface TitlesTableProps {
  titles: TitleView[]
  formaNames: ReadonlyMap<number, string>
  /** 'cliente': every title of one customer (status, payment); 'base': the open titles of a base row */
  variant: 'base' | 'cliente'
  caption: string
  pageSize?: number
}

/** Titles with their charges and totals; used when a base row expands and by Títulos por Cliente. */
export function TitlesTable({
  titles,
  formaNames,
  variant,
  caption,
  pageSize = 10,
}: TitlesTableProps) {
  const full = variant === 'cliente'
  const columns: TableColumnsType<TitleView> = [
    {
      title: 'Documento',
      key: 'documento',
      fixed: full ? 'left' : undefined,
      width: 150,
      render: (_, t) => (
        <span className="title-doc">
          {t.row.documento}
          {t.row.parcela ? <span className="muted"> · parc. {t.row.parcela}</span> : null}
        </span>
      ),
    },
    ...(full
      ? ([
          {
            title: 'Situação',
            key: 'status',
            width: 92,
            render: (_, t) => <TitleStatusTag status={t.status} />,
          },
        ] as TableColumnsType<TitleView>)
      : []),
    ...(full
      ? []
      : ([
          {
            title: 'Emissão',
            key: 'emissao',
            width: 104,
            render: (_, t) => <DateText value={t.row.data_emissao} />,
          },
        ] as TableColumnsType<TitleView>)),
    {
      title: 'Vencimento',
      key: 'vencimento',
      width: 104,
      render: (_, t) => <DateText value={t.row.data_vencimento} />,
    },
    {
      title: 'Dias',
      key: 'dias',
      width: 64,
      align: 'right',
      render: (_, t) => <DaysLate days={t.diasAtraso} />,
    },
    {
      title: 'Valor',
      key: 'valor',
      width: 124,
      align: 'right',
      render: (_, t) => <Money centavos={t.valor} />,
    },
    ...(full
      ? ([
          {
            title: 'Pago',
            key: 'pago',
            width: 130,
            align: 'right',
            render: (_, t) =>
              t.row.data_pagamento ? (
                <span className="cell-two-lines">
                  <Money centavos={t.pago} />
                  <span className="cell-sub">em {formatDate(t.row.data_pagamento)}</span>
                </span>
              ) : (
                <Money centavos={t.pago} />
              ),
          },
        ] as TableColumnsType<TitleView>)
      : []),
    {
      title: 'Saldo',
      key: 'saldo',
      width: 124,
      align: 'right',
      render: (_, t) => <Money centavos={t.saldo} />,
    },
    {
      title: 'Valor atualizado',
      key: 'atualizado',
      width: 140,
      align: 'right',
      render: (_, t) => <UpdatedAmount title={t} />,
    },
    {
      title: 'Forma',
      key: 'forma',
      width: 100,
      render: (_, t) =>
        t.row.forma_cobranca != null
          ? (formaNames.get(t.row.forma_cobranca) ?? t.row.forma_cobranca)
          : '—',
    },
    {
      title: full ? 'Linha digitável' : 'Boleto',
      key: 'linha',
      width: full ? 250 : 130,
      render: (_, t) => <LinhaDigitavelActions title={t} showText={full} />,
    },
  ]

  const totals = titleTotals(titles)
  const moneyCell: Record<string, number | undefined> = {
    valor: totals.valor,
    pago: totals.pago,
    saldo: totals.saldo,
    atualizado: totals.atualizado,
  }

  return (
    <Table<TitleView>
      className={`titles-table titles-table-${variant}`}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={titles}
      scroll={{ x: 'max-content' }}
      pagination={
        titles.length > pageSize
          ? { pageSize, size: 'small', showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }
          : false
      }
      aria-label={caption}
      summary={() => (
        <TotalsRow
          label={`Total · ${totals.quantidade} ${totals.quantidade === 1 ? 'título' : 'títulos'}`}
          keys={columns.slice(1).map((column) => String(column.key))}
          values={moneyCell}
        />
      )}
    />
  )
}
