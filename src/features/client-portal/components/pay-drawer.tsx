import { Alert, Drawer, Tag } from 'antd'
import { Link } from 'react-router-dom'
import { PaymentBlock } from '@/features/bill-copy'
import { linhaToBarcode } from '@/shared/lib/boleto'
import { formatDate } from '@/shared/lib/date'
import { joinParts } from '@/shared/lib/text'
import { formatCentavos } from '@/shared/lib/money'
import { downloadTituloPdf } from '../api'
import { amountLines, breakdownOf, centavosOrNull, isPayable, prazoOf, tagOf, type AmountLine } from '../titles-model'
import type { PortalTitulo } from '../types'

function barcodeOf(linha: string | null | undefined): string | null {
  if (!linha) return null
  try {
    return linhaToBarcode(linha)
  } catch {
    return null
  }
}

/** The title's amounts, one line each, in the order they add up. */
function AmountList({ lines }: { lines: AmountLine[] }) {
  if (lines.length === 0) return null
  return (
    <dl className="portal-pay-amounts" aria-label="Composição do valor">
      {lines.map((line) => (
        <div key={line.key} className={`portal-pay-amount${line.key === 'atualizado' ? ' portal-pay-amount-total' : ''}`}>
          <dt>{line.label}</dt>
          <dd>{formatCentavos(line.centavos)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** "a pagar hoje" for a title due today or overdue; "a pagar até dd/mm/aaaa" for one due later. */
function amountLabel(titulo: PortalTitulo, today: string, addsUp: boolean): string {
  const when =
    prazoOf(titulo, today) === 'a_vencer' ? `a pagar até ${formatDate(titulo.vencimento_boleto ?? titulo.data_vencimento)}` : 'a pagar hoje'
  return `${addsUp ? '(=) ' : ''}Saldo atualizado, ${when}`
}

function PaidTitle({ titulo }: { titulo: PortalTitulo }) {
  const pago = centavosOrNull(titulo.valor_pago)
  const parts = [
    'Título pago',
    titulo.data_pagamento ? ` em ${formatDate(titulo.data_pagamento)}` : '',
    pago !== null ? `: ${formatCentavos(pago)}` : '',
    '.',
  ]
  return <Alert type="success" showIcon title={parts.join('')} />
}

/**
 * One title's payment: what it owes and why (original, paid, fine, interest, updated balance),
 * then how to pay it: linha digitável, barcode, PIX and the PDF.
 */
export function PayDrawer({
  titulo,
  today,
  narrow,
  onClose,
}: {
  titulo: PortalTitulo | null
  /** YYYY-MM-DD in São Paulo */
  today: string
  narrow: boolean
  onClose: () => void
}) {
  return (
    <Drawer
      open={!!titulo}
      onClose={onClose}
      placement={narrow ? 'bottom' : 'right'}
      size={narrow ? '92%' : 480}
      title={titulo ? `Pagar ${titulo.documento}` : 'Pagar'}
      destroyOnHidden
      closable={{ 'aria-label': 'Fechar' }}
    >
      {titulo && <PayContent titulo={titulo} today={today} />}
    </Drawer>
  )
}

function PayContent({ titulo, today }: { titulo: PortalTitulo; today: string }) {
  const tag = tagOf(titulo, today)
  const head = (
    <p className="portal-pay-head">
      <Tag color={tag.color}>{tag.label}</Tag>
      {joinParts([titulo.nome_fantasia, `vencimento ${formatDate(titulo.data_vencimento)}`])}
    </p>
  )
  if (titulo.status === 'pago') {
    return (
      <div className="portal-pay">
        {head}
        <PaidTitle titulo={titulo} />
      </div>
    )
  }
  const b = breakdownOf(titulo)
  const payable = isPayable(titulo)
  const diasAtraso = titulo.dias_atraso ?? 0
  return (
    <div className="portal-pay">
      {head}
      {titulo.status === 'vencido' && diasAtraso > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Vencido há ${diasAtraso} ${diasAtraso === 1 ? 'dia' : 'dias'}: multa e juros até hoje incluídos no saldo atualizado.`}
          style={{ marginBottom: 12 }}
        />
      )}
      {/* Payable: the payment block's amount is the last line (the saldo atualizado). */}
      <AmountList lines={amountLines(b, { detailed: true, total: !payable })} />
      {payable ? (
        <>
          {!titulo.linha_digitavel && titulo.pix_copia_cola && (
            <Alert
              type="info"
              showIcon
              title="Este título é cobrado por PIX: não tem boleto nem linha digitável."
              description="Pague com o QR code ou o PIX copia e cola abaixo, no aplicativo do seu banco."
              style={{ marginBottom: 12 }}
            />
          )}
          <PaymentBlock
            amount={titulo.valor_atualizado}
            amountLabel={amountLabel(titulo, today, b.addsUp)}
            linha={titulo.linha_digitavel ?? null}
            codigoBarras={barcodeOf(titulo.linha_digitavel)}
            pix={titulo.pix_copia_cola ?? null}
            onDownloadPdf={async () => {
              await downloadTituloPdf(titulo)
            }}
          />
          {titulo.hash_2via && (
            <p className="portal-pay-link">
              <a href={`/2-via/${titulo.hash_2via}`} target="_blank" rel="noopener noreferrer">
                Abrir a 2ª via para compartilhar
              </a>
            </p>
          )}
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          title={`Este título é cobrado por ${(titulo.forma_cobranca_descricao ?? '').toLowerCase() || 'outra forma'}, sem boleto nem PIX.`}
          description={
            <>
              Para pagar, <Link to="/clientes/contato">fale com o financeiro</Link>.
            </>
          }
        />
      )}
    </div>
  )
}
