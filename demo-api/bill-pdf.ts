/**
 * The bill (boleto) as a PDF, drawn with pdf-lib: payee, payer, amounts, the linha digitável
 * as text, the Interleaved 2 of 5 barcode drawn from the same 44 digits (src/shared/lib/itf),
 * and the PIX copia-e-cola with its QR code. `extractPdfText` reads the text back (tests, e2e).
 */
import { QrCode, Ecc } from '@rc-component/qrcode/lib/libs/qrcodegen'
import {
  PDFArray,
  PDFDocument,
  PDFRawStream,
  PDFRef,
  StandardFonts,
  decodePDFRawStream,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib'
import { formatLinhaDigitavel, linhaToBarcode } from '../src/shared/lib/boleto'
import { formatDate } from '../src/shared/lib/date'
import { itfBars } from '../src/shared/lib/itf'
import { formatBRL } from '../src/shared/lib/money'
import type { BillView } from './types-portal'

const pct = (value: string) => Number(value).toLocaleString('pt-BR', { maximumFractionDigits: 2 })

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const INK = rgb(0.1, 0.1, 0.1)
const MUTED = rgb(0.38, 0.38, 0.38)
const RULE = rgb(0.75, 0.75, 0.75)

/** pdf-lib's standard fonts speak WinAnsi: characters outside it become '?'. */
function winAnsi(text: string): string {
  return text.replace(/[\u2010-\u2015]/g, '-').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?')
}

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
  y: number
}

function text(pen: Pen, value: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}) {
  pen.page.drawText(winAnsi(value), {
    x,
    y: pen.y,
    size: options.size ?? 10,
    font: options.bold ? pen.bold : pen.regular,
    color: options.color ?? INK,
  })
}

/** The text cut (with "...") to fit `maxWidth` points. */
function fit(font: PDFFont, value: string, size: number, maxWidth: number): string {
  const clean = winAnsi(value)
  if (font.widthOfTextAtSize(clean, size) <= maxWidth) return clean
  let cut = clean
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}...`
}

/** A label over its value, at column x, cut to the column's width. */
function field(pen: Pen, label: string, value: string, x: number, size = 10, maxWidth = 180) {
  const y = pen.y
  text(pen, fit(pen.regular, label, 7, maxWidth), x, { size: 7, color: MUTED })
  pen.y -= size + 3
  text(pen, fit(pen.bold, value, size, maxWidth), x, { size, bold: true })
  pen.y = y
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: A4.width - MARGIN, y: pen.y },
    thickness: 0.6,
    color: RULE,
  })
}

function wrap(value: string, width: number): string[] {
  const lines: string[] = []
  for (let i = 0; i < value.length; i += width) lines.push(value.slice(i, i + width))
  return lines
}

function drawBarcode(pen: Pen, digits44: string) {
  // FEBRABAN: at most 103 mm wide and 13 mm tall; 405 units at a 3:1 ratio → 0.72 pt each.
  const layout = itfBars(digits44, 3)
  const unit = 0.72
  const height = 38
  for (const bar of layout.bars) {
    pen.page.drawRectangle({ x: MARGIN + bar.x * unit, y: pen.y - height, width: bar.width * unit, height, color: rgb(0, 0, 0) })
  }
  pen.y -= height
}

function drawQr(pen: Pen, payload: string, x: number, size: number) {
  const qr = QrCode.encodeText(payload, Ecc.MEDIUM)
  const quiet = 2
  const cell = size / (qr.size + quiet * 2)
  const top = pen.y
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (!qr.getModule(col, row)) continue
      pen.page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: top - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      })
    }
  }
}

export async function buildBillPdf(bill: BillView): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`2ª via - ${bill.documento}`)
  doc.setAuthor(bill.beneficiario.nome)
  doc.setSubject(bill.linha_digitavel ? `Linha digitável ${bill.linha_digitavel}` : 'PIX')
  doc.setCreator('Cobrança · Boa Safra Alimentos')
  doc.setProducer('pdf-lib')
  const page = doc.addPage([A4.width, A4.height])
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: A4.height - MARGIN - 10,
  }
  const col2 = MARGIN + 190
  const col3 = MARGIN + 350

  text(pen, fit(pen.bold, bill.beneficiario.nome, 15, 330), MARGIN, { size: 15, bold: true })
  text(pen, '2ª via do boleto', col3 + 40, { size: 12, bold: true })
  pen.y -= 14
  const address = `CNPJ ${bill.beneficiario.cnpj} - ${bill.beneficiario.endereco} - ${bill.beneficiario.cidade}/${bill.beneficiario.uf}`
  text(pen, fit(pen.regular, address, 8, A4.width - 2 * MARGIN), MARGIN, { size: 8, color: MUTED })
  pen.y -= 12
  rule(pen)

  pen.y -= 16
  field(pen, 'Pagador', bill.pagador.nome, MARGIN, 10, col3 - MARGIN - 12)
  field(pen, 'CPF/CNPJ do pagador', bill.pagador.documento, col3)
  pen.y -= 30
  field(pen, 'Documento', `${bill.documento}`, MARGIN)
  field(pen, 'Nosso número', bill.nosso_numero ?? '-', col2)
  field(pen, 'Emissão', formatDate(bill.data_emissao), col3)
  pen.y -= 30
  field(pen, 'Vencimento original', formatDate(bill.data_vencimento), MARGIN)
  field(pen, 'Valor original', formatBRL(bill.valor), col2)
  field(pen, 'Saldo em aberto', formatBRL(bill.saldo), col3)
  pen.y -= 30
  field(pen, `Multa (${pct(bill.multa_pct)}%)`, formatBRL(bill.multa), MARGIN)
  field(pen, `Juros (${pct(bill.juros_mes_pct)}% ao mês)`, formatBRL(bill.juros), col2)
  field(pen, 'Dias em atraso', String(bill.dias_atraso), col3)
  pen.y -= 34
  field(pen, `Valor a pagar em ${formatDate(bill.calculado_em)}`, formatBRL(bill.valor_atualizado), MARGIN, 14)
  if (bill.vencimento_boleto) field(pen, 'Vencimento do boleto', formatDate(bill.vencimento_boleto), col3, 14)
  pen.y -= 30
  rule(pen)

  if (bill.linha_digitavel) {
    pen.y -= 20
    field(pen, `${bill.banco?.nome ?? 'Banco'} (${bill.banco?.codigo ?? ''})`, bill.agencia_codigo ? `Agência / código do beneficiário ${bill.agencia_codigo}` : '', MARGIN, 9, 400)
    pen.y -= 30
    text(pen, 'Linha digitável', MARGIN, { size: 7, color: MUTED })
    pen.y -= 16
    text(pen, formatLinhaDigitavel(bill.linha_digitavel), MARGIN, { size: 13, bold: true })
    pen.y -= 14
    drawBarcode(pen, bill.codigo_barras ?? linhaToBarcode(bill.linha_digitavel))
    pen.y -= 12
    text(pen, bill.reemitido ? 'Boleto reemitido com o valor atualizado, com vencimento na data do cálculo.' : 'Após o vencimento, cobrar multa e juros conforme as instruções abaixo.', MARGIN, { size: 8, color: MUTED })
    pen.y -= 16
    rule(pen)
  }

  if (bill.pix_copia_cola) {
    pen.y -= 18
    text(pen, 'Pague com PIX: leia o QR code ou use o PIX copia e cola', MARGIN, { size: 10, bold: true })
    pen.y -= 8
    const qrSize = 120
    drawQr(pen, bill.pix_copia_cola, MARGIN, qrSize)
    const top = pen.y
    pen.y -= 14
    text(pen, 'PIX copia e cola', MARGIN + qrSize + 16, { size: 7, color: MUTED })
    for (const line of wrap(bill.pix_copia_cola, 60)) {
      pen.y -= 11
      text(pen, line, MARGIN + qrSize + 16, { size: 8 })
    }
    pen.y = Math.min(pen.y, top - qrSize) - 12
    rule(pen)
  }

  pen.y -= 18
  text(pen, 'Instruções', MARGIN, { size: 9, bold: true })
  pen.y -= 13
  text(pen, `Após o vencimento: multa de ${pct(bill.multa_pct)}% e juros de ${pct(bill.juros_mes_pct)}% ao mês, pro rata die.`, MARGIN, { size: 8 })
  pen.y -= 11
  text(pen, 'Vencimento em fim de semana ou feriado bancário: pagável sem encargos no primeiro dia útil seguinte.', MARGIN, { size: 8 })
  pen.y -= 11
  text(pen, `Documento gerado em ${formatDate(bill.calculado_em)}. Dúvidas: fale com o financeiro da ${bill.beneficiario.nome}.`, MARGIN, { size: 8, color: MUTED })

  return doc.save()
}

/** WinAnsi bytes 0x80–0x9f that differ from Latin-1; the rest maps one to one. */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' }

function decodeWinAnsi(bytes: number[]): string {
  return bytes.map((b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('')
}

function literalBytes(body: string): number[] {
  const out: number[] = []
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch !== '\\') {
      out.push(ch.charCodeAt(0) & 0xff)
      continue
    }
    const next = body[++i]
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))
    if (octal) {
      out.push(parseInt(octal[0], 8) & 0xff)
      i += octal[0].length - 1
    } else if (next === 'n') out.push(10)
    else if (next === 'r') out.push(13)
    else if (next === 't') out.push(9)
    else if (next !== undefined) out.push(next.charCodeAt(0))
  }
  return out
}

/**
 * The text a PDF shows, one string per text-showing operator (Tj), pages in order: inflates
 * each page's content streams and decodes hex and literal strings of the standard fonts.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const runs: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref
      if (!(stream instanceof PDFRawStream)) continue
      const data = decodePDFRawStream(stream).decode()
      const source = Array.from(data, (b) => String.fromCharCode(b)).join('')
      const re = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g
      for (let m = re.exec(source); m; m = re.exec(source)) {
        if (m[1] !== undefined) {
          const hex = m[1].replace(/\s+/g, '')
          const out: number[] = []
          for (let i = 0; i + 1 < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16))
          runs.push(decodeWinAnsi(out))
        } else {
          runs.push(decodeWinAnsi(literalBytes(m[2])))
        }
      }
    }
  }
  return runs
}
