/** What other modules may use: the payment block (amount, linha digitável, barcode, PIX, PDF). */
export { PaymentBlock, type PaymentBlockProps } from './components/payment-block'
export { ItfBarcode } from './components/itf-barcode'
export { CopyField } from './components/copy-field'
