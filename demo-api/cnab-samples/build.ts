/**
 * Writes bank return files (CNAB 240 FEBRABAN and CNAB 400 Bradesco/Itaú) for demo titles: the
 * sample files in this folder come from here, and the tests build files for the seed they run on.
 */

export interface ReturnEntry {
  nosso_numero: string
  documento: string
  /** ISO date */
  vencimento: string
  /** centavos */
  valor_titulo: number
  valor_pago: number
  juros?: number
  desconto?: number
  tarifa?: number
  data_pagamento: string
  data_credito: string
  sacado: string
  /** CPF/CNPJ digits */
  sacado_documento?: string
  /** '06' = liquidação unless told */
  ocorrencia?: string
}

export interface ReturnFileOptions {
  banco: '341' | '237'
  /** ISO date */
  data_geracao: string
  sequencial: number
  entries: ReturnEntry[]
}

const COMPANY = 'BOA SAFRA ALIMENTOS LTDA'
const COMPANY_CNPJ = '12345678000195'
const BANKS = {
  '341': { nome: 'BANCO ITAU SA', agencia: '0912', conta: '23456', dac: '7', carteira: '109' },
  '237': { nome: 'BRADESCO', agencia: '3381', conta: '0012345', dac: '0', carteira: '09' },
} as const

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase()
}

class Line {
  private chars: string[]
  constructor(width: number) {
    this.chars = Array.from({ length: width }, () => ' ')
  }
  /** Alphanumeric: left-aligned, blank-padded, cut to the field. */
  a(from: number, to: number, value: string): this {
    const width = to - from + 1
    const v = ascii(value).slice(0, width).padEnd(width, ' ')
    for (let i = 0; i < width; i++) this.chars[from - 1 + i] = v[i]
    return this
  }
  /** Numeric: right-aligned, zero-padded; refuses values that do not fit. */
  n(from: number, to: number, value: number | string): this {
    const width = to - from + 1
    const v = String(value).padStart(width, '0')
    if (v.length > width || !/^\d+$/.test(v)) throw new RangeError(`${value} não cabe em ${from}-${to}`)
    for (let i = 0; i < width; i++) this.chars[from - 1 + i] = v[i]
    return this
  }
  toString(): string {
    return this.chars.join('')
  }
}

/** DDMMAAAA (or DDMMAA with short=true). */
function dmy(iso: string, short = false): string {
  const [y, m, d] = iso.split('-')
  return `${d}${m}${short ? y.slice(2) : y}`
}

export function buildCnab240(options: ReturnFileOptions): string {
  const bank = BANKS[options.banco]
  const b = options.banco
  const lines: string[] = []
  lines.push(
    new Line(240)
      .n(1, 3, b).n(4, 7, 0).n(8, 8, 0).n(18, 18, 2).n(19, 32, COMPANY_CNPJ)
      .a(33, 52, '').n(53, 57, bank.agencia).a(58, 58, '').n(59, 70, bank.conta).a(71, 71, bank.dac)
      .a(73, 102, COMPANY).a(103, 132, bank.nome).n(143, 143, 2).n(144, 151, dmy(options.data_geracao))
      .n(152, 157, 61500).n(158, 163, options.sequencial).n(164, 166, 87).n(167, 171, 0)
      .toString(),
  )
  lines.push(
    new Line(240)
      .n(1, 3, b).n(4, 7, 1).n(8, 8, 1).a(9, 9, 'T').n(10, 11, 1).n(14, 16, 45).n(18, 18, 2)
      .n(19, 33, COMPANY_CNPJ).n(54, 58, bank.agencia).n(60, 71, bank.conta).a(72, 72, bank.dac)
      .a(74, 103, COMPANY).n(184, 191, options.sequencial).n(192, 199, dmy(options.data_geracao))
      .n(200, 207, dmy(options.data_geracao))
      .toString(),
  )
  let seq = 0
  for (const e of options.entries) {
    const ocorrencia = e.ocorrencia ?? '06'
    lines.push(
      new Line(240)
        .n(1, 3, b).n(4, 7, 1).n(8, 8, 3).n(9, 13, ++seq).a(14, 14, 'T').n(16, 17, ocorrencia)
        .n(18, 22, bank.agencia).n(24, 35, bank.conta).a(36, 36, bank.dac)
        .a(38, 57, e.nosso_numero).n(58, 58, 1).a(59, 73, e.documento).n(74, 81, dmy(e.vencimento))
        .n(82, 96, e.valor_titulo).n(97, 99, b).n(100, 104, bank.agencia).a(106, 130, e.documento)
        .n(131, 132, 9).n(133, 133, (e.sacado_documento ?? '').length === 11 ? 1 : 2)
        .n(134, 148, e.sacado_documento ?? 0).a(149, 188, e.sacado).n(199, 213, e.tarifa ?? 0)
        .toString(),
    )
    const paid = ocorrencia === '06' || ocorrencia === '17'
    lines.push(
      new Line(240)
        .n(1, 3, b).n(4, 7, 1).n(8, 8, 3).n(9, 13, ++seq).a(14, 14, 'U').n(16, 17, ocorrencia)
        .n(18, 32, e.juros ?? 0).n(33, 47, e.desconto ?? 0).n(48, 62, 0).n(63, 77, 0)
        .n(78, 92, paid ? e.valor_pago : 0)
        .n(93, 107, paid ? e.valor_pago - (e.tarifa ?? 0) : 0).n(108, 122, 0).n(123, 137, 0)
        .n(138, 145, paid ? dmy(e.data_pagamento) : 0).n(146, 153, paid ? dmy(e.data_credito) : 0)
        .toString(),
    )
  }
  const paidTotal = options.entries.reduce((s, e) => s + e.valor_pago, 0)
  lines.push(
    new Line(240)
      .n(1, 3, b).n(4, 7, 1).n(8, 8, 5).n(18, 23, seq + 2).n(24, 29, options.entries.length)
      .n(30, 46, paidTotal)
      .toString(),
  )
  lines.push(
    new Line(240).n(1, 3, b).n(4, 7, 9999).n(8, 8, 9).n(18, 23, 1).n(24, 29, lines.length + 1).toString(),
  )
  return lines.join('\r\n') + '\r\n'
}

export function buildCnab400(options: ReturnFileOptions): string {
  const bank = BANKS[options.banco]
  const b = options.banco
  const lines: string[] = []
  const header = new Line(400).n(1, 1, 0).n(2, 2, 2).a(3, 9, 'RETORNO').n(10, 11, 1).a(12, 26, 'COBRANCA')
  if (b === '237') header.n(27, 46, '4567890')
  else header.n(27, 30, bank.agencia).n(31, 32, 0).n(33, 37, bank.conta).a(38, 38, bank.dac)
  lines.push(
    header
      .a(47, 76, COMPANY).n(77, 79, b).a(80, 94, bank.nome).n(95, 100, dmy(options.data_geracao, true))
      .n(101, 108, 1600).n(109, 113, options.sequencial).n(380, 385, dmy(options.data_geracao, true))
      .n(395, 400, 1)
      .toString(),
  )
  for (const e of options.entries) {
    const ocorrencia = e.ocorrencia ?? '06'
    const paid = ocorrencia === '06' || ocorrencia === '15' || ocorrencia === '17' || ocorrencia === '08'
    const line = new Line(400).n(1, 1, 1).n(2, 3, 2).n(4, 17, COMPANY_CNPJ).a(38, 62, e.documento)
    if (b === '237') {
      line.n(21, 37, `0${bank.carteira}${bank.agencia}${bank.conta}${bank.dac}`.padStart(17, '0'))
      line.n(71, 81, e.nosso_numero).n(82, 82, 0).n(108, 108, 9)
    } else {
      line.n(18, 21, bank.agencia).n(22, 23, 0).n(24, 28, bank.conta).a(29, 29, bank.dac)
      line.n(63, 70, e.nosso_numero).n(83, 85, bank.carteira).n(86, 93, e.nosso_numero).a(108, 108, 'I')
    }
    lines.push(
      line
        .n(109, 110, ocorrencia).n(111, 116, paid ? dmy(e.data_pagamento, true) : dmy(options.data_geracao, true))
        .a(117, 126, e.documento.replace(/^NF\s*/, '')).n(147, 152, dmy(e.vencimento, true))
        .n(153, 165, e.valor_titulo).n(166, 168, b).n(169, 173, 0).n(174, 175, 1)
        .n(176, 188, e.tarifa ?? 0).n(189, 253, 0).n(241, 253, e.desconto ?? 0)
        .n(254, 266, paid ? e.valor_pago : 0).n(267, 279, e.juros ?? 0).n(280, 292, 0)
        .n(296, 301, paid ? dmy(e.data_credito, true) : 0).n(395, 400, lines.length + 1)
        .toString(),
    )
  }
  const paidTotal = options.entries.reduce((s, e) => s + e.valor_pago, 0)
  lines.push(
    new Line(400)
      .n(1, 1, 9).n(2, 2, 2).n(3, 4, 1).n(5, 7, b).n(18, 25, options.entries.length).n(26, 39, paidTotal)
      .n(395, 400, lines.length + 1)
      .toString(),
  )
  return lines.join('\r\n') + '\r\n'
}
