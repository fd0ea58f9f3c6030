import { Alert, Drawer, Tag } from 'antd'
import { Link } from 'react-router-dom'
import { PaymentBlock } from '@/features/bill-copy'
import { linhaToBarcode } from '@/shared/lib/boleto'
import { formatDate } from '@/shared/lib/date'
import { formatBRL, formatCentavos } from '@/shared/lib/money'
import { downloadTituloPdf } from '../api'
import { encargosCentavos, isPayable, STATUS_COLOR, STATUS_LABEL } from '../titles-model'
import type { PortalTitulo } from '../types'

function barcodeOf(linha: string | null | undefined): string | null {
  if (!linha) return null
  try {
    return linhaToBarcode(linha)
  } catch {
    return null
  }
}

/** One title's payment: the amount today, linha digitável, barcode, PIX and the PDF. */
export function PayDrawer({ titulo, narrow, onClose }: { titulo: PortalTitulo | null; narrow: boolean; onClose: () => void }) {
  const diasAtraso = titulo?.dias_atraso ?? 0
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
      {titulo && (
        <div className="portal-pay">
          <p className="portal-pay-head">
            <Tag color={STATUS_COLOR[titulo.status]}>{STATUS_LABEL[titulo.status]}</Tag>
            {titulo.nome_fantasia} · vencimento {formatDate(titulo.data_vencimento)} · valor original {formatBRL(titulo.valor)}
          </p>
          {titulo.status === 'pago' ? (
            <Alert type="success" showIcon title={`Título pago${titulo.data_pagamento ? ` em ${formatDate(titulo.data_pagamento)}` : ''}.`} />
          ) : isPayable(titulo) ? (
            <>
              {titulo.status === 'vencido' && diasAtraso > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  title={`Vencido há ${diasAtraso} ${diasAtraso === 1 ? 'dia' : 'dias'}: multa e juros de ${formatCentavos(
                    encargosCentavos(titulo),
                  )} incluídos.`}
                  style={{ marginBottom: 12 }}
                />
              )}
              <PaymentBlock
                amount={titulo.valor_atualizado}
                amountLabel="Valor atualizado para pagar hoje"
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
      )}
    </Drawer>
  )
}
