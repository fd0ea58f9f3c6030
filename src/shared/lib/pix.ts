/**
 * PIX BR Code (EMV merchant-presented QR, BCB manual): a chain of TLV fields
 * `id(2) length(2) value`, closed by a CRC16 over everything before it.
 */
import { fromCentavos } from './money'

/** CRC16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR. */
export function crc16ccitt(s: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(s)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Campo ${id} do PIX excede 99 caracteres.`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Readers only accept plain ASCII in the name and city, so accents are dropped. */
export function toPixText(s: string, maxLength: number): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim()
}

export interface PixPayloadArgs {
  /** Static code: the PIX key (e-mail, phone, CPF/CNPJ or random key). */
  chave?: string
  /** Dynamic code: the PSP location URL without the scheme. */
  url?: string
  /** Amount in centavos; omitted or 0 lets the payer type it. */
  valor?: number
  nome: string
  cidade: string
  txid?: string
}

export function buildPixPayload(args: PixPayloadArgs): string {
  const chave = args.chave?.trim()
  const url = args.url?.trim()
  if (!chave === !url) throw new RangeError('Informe a chave PIX ou a URL, não ambas.')
  const nome = toPixText(args.nome, 25)
  const cidade = toPixText(args.cidade, 15)
  if (!nome || !cidade) throw new RangeError('Nome e cidade do recebedor são obrigatórios.')
  const txid = args.txid?.trim() || '***'
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new RangeError('txid deve ter até 25 letras ou números.')
  }
  if (args.valor !== undefined && (!Number.isSafeInteger(args.valor) || args.valor < 0)) {
    throw new RangeError('Valor do PIX inválido.')
  }

  const account = tlv('00', 'br.gov.bcb.pix') + (chave ? tlv('01', chave) : tlv('25', url!))
  const body = [
    tlv('00', '01'),
    // 12 = single-use, the kind a dynamic (URL) code is.
    url ? tlv('01', '12') : '',
    tlv('26', account),
    tlv('52', '0000'),
    tlv('53', '986'),
    args.valor ? tlv('54', fromCentavos(args.valor)) : '',
    tlv('58', 'BR'),
    tlv('59', nome),
    tlv('60', cidade),
    tlv('62', tlv('05', txid)),
    '6304',
  ].join('')
  return body + crc16ccitt(body)
}

/** Top-level TLV fields by id; nested templates (26, 62) can be parsed again. */
export function parsePixTlv(payload: string): Record<string, string> {
  const fields: Record<string, string> = {}
  let i = 0
  while (i < payload.length) {
    const id = payload.slice(i, i + 2)
    const lengthText = payload.slice(i + 2, i + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) {
      throw new RangeError(`TLV malformado na posição ${i}.`)
    }
    const length = Number(lengthText)
    const value = payload.slice(i + 4, i + 4 + length)
    if (value.length !== length) throw new RangeError(`Campo ${id} truncado.`)
    fields[id] = value
    i += 4 + length
  }
  return fields
}

export function isValidPixPayload(payload: string): boolean {
  try {
    const fields = parsePixTlv(payload)
    return (
      fields['00'] === '01' &&
      payload.slice(-8, -4) === '6304' &&
      crc16ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase()
    )
  } catch {
    return false
  }
}
