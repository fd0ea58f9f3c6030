import { DownloadOutlined } from '@ant-design/icons'
import { QRCodeSVG } from '@rc-component/qrcode'
import { useState } from 'react'
import { formatLinhaDigitavel } from '@/shared/lib/boleto'
import { formatBRL } from '@/shared/lib/money'
import { BillButton } from './bill-button'
import { CopyField } from './copy-field'
import { ItfBarcode } from './itf-barcode'
import '../bill-copy.css'

export interface PaymentBlockProps {
  /** the amount to pay today (DRF decimal string) */
  amount: string
  amountLabel: string
  linha: string | null
  /** the 44 digits; the barcode is drawn from them */
  codigoBarras: string | null
  pix: string | null
  onDownloadPdf?: () => Promise<void>
}

/**
 * How to pay a bill: the amount, the linha digitável with copy and its barcode, PIX copia e cola
 * with copy and its QR code, and the PDF. Shared by the public 2ª via and Meus Títulos.
 */
export function PaymentBlock({ amount, amountLabel, linha, codigoBarras, pix, onDownloadPdf }: PaymentBlockProps) {
  const [downloading, setDownloading] = useState(false)
  const [pdfError, setPdfError] = useState<string | null>(null)

  async function download() {
    if (!onDownloadPdf || downloading) return
    setDownloading(true)
    setPdfError(null)
    try {
      await onDownloadPdf()
    } catch (error) {
      setPdfError(error instanceof Error && error.message ? error.message : 'Não foi possível gerar o PDF.')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="payment-block">
      <div className="payment-amount">
        <span className="payment-amount-label">{amountLabel}</span>
        <strong className="payment-amount-value" data-testid="valor-a-pagar">
          {formatBRL(amount)}
        </strong>
      </div>

      {linha && (
        <section className="payment-section" aria-label="Boleto">
          <CopyField
            label="Linha digitável"
            display={formatLinhaDigitavel(linha)}
            value={linha}
            buttonLabel="Copiar linha digitável"
          />
          {codigoBarras && (
            <div className="payment-barcode">
              <ItfBarcode digits={codigoBarras} />
            </div>
          )}
        </section>
      )}

      {pix && (
        <section className="payment-section payment-pix" aria-label="PIX">
          <figure className="payment-qr" aria-label="QR code do PIX">
            <QRCodeSVG value={pix} size={184} level="M" aria-hidden />
            <figcaption>Leia o QR code no aplicativo do seu banco</figcaption>
          </figure>
          <CopyField
            label="PIX copia e cola"
            display={pix}
            value={pix}
            buttonLabel="Copiar código PIX"
            className="copy-field-pix"
          />
        </section>
      )}

      {onDownloadPdf && (
        <div className="payment-pdf">
          <BillButton icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void download()}>
            Baixar PDF do boleto
          </BillButton>
          {pdfError && (
            <p className="payment-error" role="alert">
              {pdfError}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
