import { BillButton } from './bill-button'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useEffect } from 'react'
import { Provider } from 'react-redux'
import { PublicContext, type PublicError } from '@/shared/api/public-api'
import { formatDate } from '@/shared/lib/date'
import { formatBRL } from '@/shared/lib/money'
import { saveBlob } from '@/shared/lib/save-blob'
import {
  billFileName,
  billLoadMessage,
  billNotFound,
  billPdfMessage,
  billStore,
  isBillHash,
  useBillPdf,
  useBillQuery,
} from '../api'
import type { Bill } from '../types'
import { PaymentBlock } from './payment-block'
import '../bill-copy.css'

export const NOT_FOUND_TITLE = 'Boleto não encontrado'
export const NOT_FOUND_TEXT =
  'Confira se o link está completo, como foi recebido. Se o problema continuar, fale com o financeiro da Boa Safra Alimentos.'

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bill-copy">
      <header className="bill-copy-header">
        <span className="bill-copy-brand">Boa Safra Alimentos</span>
        <span className="bill-copy-kind">2ª via do boleto</span>
      </header>
      <main className="bill-copy-main">{children}</main>
      <footer className="bill-copy-footer">Boa Safra Alimentos · pagamento seguro pelo aplicativo do seu banco</footer>
    </div>
  )
}

function StatusLine({ bill }: { bill: Bill }) {
  if (bill.status === 'pago') {
    return (
      <p className="bill-status bill-status-paid" role="status">
        Este boleto já foi pago{bill.data_pagamento ? ` em ${formatDate(bill.data_pagamento)}` : ''}. Não há nada a pagar.
      </p>
    )
  }
  if (bill.status === 'vencido') {
    return (
      <p className="bill-status bill-status-late">
        Vencido em {formatDate(bill.data_vencimento)}
        {bill.dias_atraso > 0 ? ` (${bill.dias_atraso} ${bill.dias_atraso === 1 ? 'dia' : 'dias'} de atraso)` : ''}
        {bill.dias_atraso === 0 ? ': pagável sem encargos no próximo dia útil.' : '.'}
      </p>
    )
  }
  return <p className="bill-status bill-status-open">Vence em {formatDate(bill.data_vencimento)}.</p>
}

/** "2.00" → "2", "0.33" → "0,33": the percent as people write it. */
export function formatPct(value: string): string {
  const n = Number(value)
  return Number.isFinite(n) ? n.toLocaleString('pt-BR', { maximumFractionDigits: 2 }) : value
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="bill-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function BillDetails({ bill }: { bill: Bill }) {
  const late = Number(bill.multa) > 0 || Number(bill.juros) > 0
  return (
    <dl className="bill-details">
      <Row label="Beneficiário">
        {bill.beneficiario.nome}
        <small>CNPJ {bill.beneficiario.cnpj}</small>
      </Row>
      <Row label="Pagador">
        {bill.pagador.nome}
        <small>CPF/CNPJ {bill.pagador.documento}</small>
      </Row>
      <Row label="Documento">
        {bill.documento}
        {bill.nosso_numero && <small>Nosso número {bill.nosso_numero}</small>}
      </Row>
      <Row label="Vencimento original">{formatDate(bill.data_vencimento)}</Row>
      <Row label="Valor original">{formatBRL(bill.valor)}</Row>
      {bill.status !== 'pago' && bill.saldo !== bill.valor && <Row label="Saldo em aberto">{formatBRL(bill.saldo)}</Row>}
      {bill.status !== 'pago' && late && (
        <>
          <Row label={`Multa (${formatPct(bill.multa_pct)}%)`}>{formatBRL(bill.multa)}</Row>
          <Row label={`Juros (${formatPct(bill.juros_mes_pct)}% ao mês)`}>{formatBRL(bill.juros)}</Row>
        </>
      )}
      {bill.status !== 'pago' && bill.vencimento_boleto && bill.reemitido && (
        <Row label="Vencimento deste boleto">{formatDate(bill.vencimento_boleto)}</Row>
      )}
      {bill.banco && <Row label="Banco">{`${bill.banco.nome} (${bill.banco.codigo})`}</Row>}
    </dl>
  )
}

/**
 * The public 2ª via: the bill identified by the hash, read through the public data layer (no
 * session, its own store). A malformed hash is not asked for; an unknown one shows the same
 * not-found text.
 */
export function BillCopyView({ hash }: { hash: string | undefined }) {
  return (
    <Provider store={billStore()} context={PublicContext}>
      <BillCopyContent hash={hash} />
    </Provider>
  )
}

function BillCopyContent({ hash }: { hash: string | undefined }) {
  const valid = isBillHash(hash)
  const query = useBillQuery(valid ? { hash } : skipToken)
  const [readPdf] = useBillPdf()
  const error = query.error as PublicError | undefined
  const bill = query.data as Bill | undefined

  useEffect(() => {
    if (bill) document.title = `2ª via ${bill.documento} · Boa Safra Alimentos`
  }, [bill])

  if (!valid || billNotFound(error)) {
    return (
      <Frame>
        <div className="bill-message" role="alert">
          <h1>{NOT_FOUND_TITLE}</h1>
          <p>{NOT_FOUND_TEXT}</p>
        </div>
      </Frame>
    )
  }
  if (error && !query.isFetching) {
    return (
      <Frame>
        <div className="bill-message" role="alert">
          <h1>Não foi possível carregar o boleto</h1>
          <p>{billLoadMessage(error)}</p>
          <BillButton primary onClick={() => void query.refetch()}>
            Tentar novamente
          </BillButton>
        </div>
      </Frame>
    )
  }
  if (!bill) {
    return (
      <Frame>
        <div role="status" aria-live="polite" className="bill-loading">
          <i className="bill-spinner" aria-hidden />
          carregando
        </div>
      </Frame>
    )
  }

  const downloadPdf = async () => {
    const result = await readPdf({ hash: bill.hash || (hash as string) })
    if (result.isError || !result.data) {
      throw new Error(billPdfMessage((result.error as PublicError | undefined) ?? { kind: 'malformed' }))
    }
    saveBlob(result.data, billFileName(bill.documento))
  }

  return (
    <Frame>
      <h1 className="bill-title">
        {bill.documento}
        <span>{bill.pagador.nome}</span>
      </h1>
      <StatusLine bill={bill} />
      {bill.status !== 'pago' && (
        <PaymentBlock
          amount={bill.valor_atualizado}
          amountLabel={`Valor a pagar em ${formatDate(bill.calculado_em)}`}
          linha={bill.linha_digitavel}
          codigoBarras={bill.codigo_barras}
          pix={bill.pix_copia_cola}
          onDownloadPdf={downloadPdf}
        />
      )}
      <BillDetails bill={bill} />
    </Frame>
  )
}
