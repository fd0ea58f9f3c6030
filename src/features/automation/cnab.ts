/**
 * Bank return files (arquivo retorno de cobrança), parsed in the browser before anything is
 * applied. Two layouts: FEBRABAN CNAB 240 (segments T and U, the same for every bank) and
 * CNAB 400 in the Bradesco (237) and Itaú (341) variants. Positions are 1-based and inclusive,
 * as in the banks' manuals; the first error found stops the parse with its line and position.
 */

export type CnabLayout = 'CNAB 240' | 'CNAB 400'

export interface CnabItem {
  /** line of the detail record (segment T in CNAB 240) */
  linha: number
  ocorrencia: string
  ocorrencia_descricao: string
  /** the occurrence settles the title (liquidação) */
  liquidacao: boolean
  /** as the bank sent it, digits only */
  nosso_numero: string
  /** the company's own reference (uso da empresa / número do documento), trimmed */
  documento: string
  numero_documento: string
  vencimento: string | null
  /** centavos */
  valor_titulo: number
  valor_pago: number
  juros: number
  desconto: number
  tarifa: number
  data_pagamento: string | null
  data_credito: string | null
  sacado: string
}

export interface CnabFile {
  layout: CnabLayout
  banco: string
  banco_nome: string
  empresa: string
  data_geracao: string | null
  sequencial: string
  itens: CnabItem[]
}

export interface CnabError {
  linha: number
  posicao: number
  mensagem: string
}

export type CnabParseResult = { ok: true; file: CnabFile } | { ok: false; error: CnabError }

class Fail extends Error {
  constructor(
    readonly linha: number,
    readonly posicao: number,
    mensagem: string,
  ) {
    super(mensagem)
  }
}

export const BANK_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '104': 'Caixa',
  '237': 'Bradesco',
  '341': 'Itaú',
  '748': 'Sicredi',
}

/** FEBRABAN CNAB 240 return occurrences (código de movimento, segmento T/U). */
const OCORRENCIAS_240: Record<string, string> = {
  '02': 'Entrada confirmada',
  '03': 'Entrada rejeitada',
  '04': 'Transferência de carteira/entrada',
  '05': 'Transferência de carteira/baixa',
  '06': 'Liquidação',
  '09': 'Baixa',
  '12': 'Confirmação de abatimento',
  '13': 'Abatimento cancelado',
  '14': 'Vencimento alterado',
  '17': 'Liquidação após baixa ou de título não registrado',
  '19': 'Confirmação de instrução de protesto',
  '25': 'Protestado e baixado',
  '28': 'Débito de tarifas/custas',
}
const LIQUIDA_240 = new Set(['06', '17'])

const OCORRENCIAS_400: Record<string, Record<string, string>> = {
  '237': {
    '02': 'Entrada confirmada',
    '03': 'Entrada rejeitada',
    '06': 'Liquidação normal',
    '09': 'Baixado automaticamente',
    '10': 'Baixado conforme instruções',
    '12': 'Abatimento concedido',
    '14': 'Vencimento alterado',
    '15': 'Liquidação em cartório',
    '17': 'Liquidação após baixa ou título não registrado',
    '28': 'Débito de tarifas/custas',
  },
  '341': {
    '02': 'Entrada confirmada',
    '03': 'Entrada rejeitada',
    '06': 'Liquidação normal',
    '08': 'Liquidação em cartório',
    '09': 'Baixa simples',
    '10': 'Baixa por ter sido liquidado',
    '14': 'Vencimento alterado',
    '28': 'Débito de tarifas/custas',
  },
}
const LIQUIDA_400: Record<string, Set<string>> = {
  '237': new Set(['06', '15', '17']),
  '341': new Set(['06', '08']),
}

/** Where the nosso número sits in each bank's CNAB 400 detail record. */
const NOSSO_NUMERO_400: Record<string, [number, number]> = {
  '237': [71, 81],
  '341': [63, 70],
}

function slice(line: string, from: number, to: number): string {
  return line.slice(from - 1, to)
}

function text(line: string, from: number, to: number): string {
  return slice(line, from, to).trim()
}

function digits(line: string, no: number, from: number, to: number, label: string): string {
  const value = slice(line, from, to)
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < 48 || c > 57) {
      throw new Fail(
        no,
        from + i,
        `${label} (posições ${from} a ${to}) deve ser numérico; encontrado "${value[i]}".`,
      )
    }
  }
  return value
}

function centavos(line: string, no: number, from: number, to: number, label: string): number {
  return Number(digits(line, no, from, to, label))
}

function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
}

/** DDMMAAAA or DDMMAA; all zeros (or blank) is "no date". */
function date(line: string, no: number, from: number, to: number, label: string): string | null {
  const raw = slice(line, from, to)
  if (/^[ 0]*$/.test(raw)) return null
  const value = digits(line, no, from, to, label)
  const d = Number(value.slice(0, 2))
  const m = Number(value.slice(2, 4))
  const y = value.length === 8 ? Number(value.slice(4)) : 2000 + Number(value.slice(4))
  if (!isValidDate(y, m, d)) {
    throw new Fail(
      no,
      from,
      `${label} inválida (posições ${from} a ${to}): ${value.slice(0, 2)}/${value.slice(2, 4)}/${value.slice(4)}.`,
    )
  }
  return `${String(y).padStart(4, '0')}-${value.slice(2, 4)}-${value.slice(0, 2)}`
}

function expect(line: string, no: number, at: number, wanted: string, message: string): void {
  const found = slice(line, at, at + wanted.length - 1)
  if (found !== wanted) {
    let i = 0
    while (i < wanted.length && found[i] === wanted[i]) i++
    throw new Fail(no, at + i, message)
  }
}

function checkBank(line: string, no: number, at: number, banco: string): void {
  expect(
    line,
    no,
    at,
    banco,
    `Código do banco diferente do cabeçalho (esperado ${banco}, encontrado ${slice(line, at, at + 2)}).`,
  )
}

/** Lines without their terminators; trailing blank lines (and a final newline) are fine. */
function splitLines(content: string): string[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines
}

function checkWidths(lines: string[], width: number): void {
  lines.forEach((line, i) => {
    if (line.length === width) return
    if (line.length === 0) throw new Fail(i + 1, 1, 'Linha vazia no meio do arquivo.')
    throw new Fail(
      i + 1,
      Math.min(line.length, width) + 1,
      line.length < width
        ? `Linha com ${line.length} posições; o ${width === 240 ? 'CNAB 240' : 'CNAB 400'} tem ${width} em cada linha.`
        : `Linha com ${line.length} posições; o ${width === 240 ? 'CNAB 240' : 'CNAB 400'} tem ${width} em cada linha.`,
    )
  })
}

/** Where each layout's file header has the bank's and the company's names (positions, 1-based). */
const HEADER_NAMES: Record<CnabLayout, { banco: [number, number]; empresa: [number, number] }> = {
  'CNAB 240': { banco: [103, 132], empresa: [73, 102] },
  'CNAB 400': { banco: [80, 94], empresa: [47, 76] },
}

/** The parsed file: the bank's name is ours when we know the bank, else the header's. */
function cnabFile(
  layout: CnabLayout,
  header: string,
  read: Omit<CnabFile, 'layout' | 'banco_nome' | 'empresa'>,
): CnabFile {
  const at = HEADER_NAMES[layout]
  const { banco, ...rest } = read
  return {
    layout,
    banco,
    banco_nome: BANK_NAMES[banco] ?? text(header, ...at.banco),
    empresa: text(header, ...at.empresa),
    ...rest,
  }
}

function parse240(lines: string[]): CnabFile {
  checkWidths(lines, 240)
  const header = lines[0]
  expect(header, 1, 8, '0', 'A primeira linha deve ser o header de arquivo (tipo de registro 0).')
  const banco = digits(header, 1, 1, 3, 'Código do banco')
  expect(header, 1, 143, '2', 'Não é um arquivo retorno: a posição 143 deve ser 2 (retorno).')
  const dataGeracao = date(header, 1, 144, 151, 'Data de geração')
  const sequencial = digits(header, 1, 158, 163, 'Número sequencial do arquivo')
  const itens: CnabItem[] = []
  let lote: { numero: string; linha: number; registros: number } | null = null
  let lotes = 0
  let trailerSeen = false
  for (let i = 1; i < lines.length; i++) {
    const no = i + 1
    const line = lines[i]
    if (trailerSeen) throw new Fail(no, 1, 'Há linhas depois do trailer do arquivo (tipo 9).')
    checkBank(line, no, 1, banco)
    const tipo = slice(line, 8, 8)
    if (tipo === '1') {
      if (lote) throw new Fail(no, 8, `O lote da linha ${lote.linha} não foi fechado (trailer de lote, tipo 5).`)
      lote = { numero: digits(line, no, 4, 7, 'Número do lote'), linha: no, registros: 1 }
      expect(line, no, 9, 'T', 'O header de lote de retorno deve ter a operação T na posição 9.')
      lotes++
      continue
    }
    if (tipo === '3') {
      if (!lote) throw new Fail(no, 8, 'Registro de detalhe fora de um lote (falta o header de lote, tipo 1).')
      expect(line, no, 4, lote.numero, `Número de lote diferente do header de lote (${lote.numero}).`)
      lote.registros++
      const segmento = slice(line, 14, 14)
      if (segmento === 'U') throw new Fail(no, 14, 'Segmento U sem o segmento T antes dele.')
      if (segmento !== 'T') continue
      const next = lines[i + 1]
      if (!next || slice(next, 8, 8) !== '3' || slice(next, 14, 14) !== 'U') {
        throw new Fail(no + 1, 14, `Esperado o segmento U depois do segmento T da linha ${no}.`)
      }
      checkBank(next, no + 1, 1, banco)
      expect(next, no + 1, 4, lote.numero, `Número de lote diferente do header de lote (${lote.numero}).`)
      lote.registros++
      i++
      const ocorrencia = digits(line, no, 16, 17, 'Código de movimento')
      const ocorrenciaU = slice(next, 16, 17)
      if (ocorrenciaU !== ocorrencia) {
        throw new Fail(no + 1, 16, `Código de movimento do segmento U (${ocorrenciaU}) diferente do segmento T (${ocorrencia}).`)
      }
      const nosso = text(line, 38, 57)
      if (/[^0-9 -]/.test(nosso)) {
        const at = slice(line, 38, 57).search(/[^0-9 -]/)
        throw new Fail(no, 38 + at, 'Nosso número (posições 38 a 57) deve conter só dígitos.')
      }
      itens.push({
        linha: no,
        ocorrencia,
        ocorrencia_descricao: OCORRENCIAS_240[ocorrencia] ?? `Ocorrência ${ocorrencia}`,
        liquidacao: LIQUIDA_240.has(ocorrencia),
        nosso_numero: nosso.replace(/\D/g, ''),
        documento: text(line, 106, 130) || text(line, 59, 73),
        numero_documento: text(line, 59, 73),
        vencimento: date(line, no, 74, 81, 'Data de vencimento'),
        valor_titulo: centavos(line, no, 82, 96, 'Valor do título'),
        tarifa: centavos(line, no, 199, 213, 'Valor da tarifa'),
        sacado: text(line, 149, 188),
        juros: centavos(next, no + 1, 18, 32, 'Juros/multa/encargos'),
        desconto: centavos(next, no + 1, 33, 47, 'Valor do desconto'),
        valor_pago: centavos(next, no + 1, 78, 92, 'Valor pago'),
        data_pagamento: date(next, no + 1, 138, 145, 'Data da ocorrência'),
        data_credito: date(next, no + 1, 146, 153, 'Data do crédito'),
      })
      continue
    }
    if (tipo === '5') {
      if (!lote) throw new Fail(no, 8, 'Trailer de lote sem header de lote.')
      lote.registros++
      const declared = Number(digits(line, no, 18, 23, 'Quantidade de registros do lote'))
      if (declared !== lote.registros) {
        throw new Fail(no, 18, `O trailer do lote declara ${declared} registros; o lote tem ${lote.registros}.`)
      }
      lote = null
      continue
    }
    if (tipo === '9') {
      if (lote) throw new Fail(no, 8, `O lote da linha ${lote.linha} não foi fechado (trailer de lote, tipo 5).`)
      const declaredLotes = Number(digits(line, no, 18, 23, 'Quantidade de lotes'))
      if (declaredLotes !== lotes) {
        throw new Fail(no, 18, `O trailer do arquivo declara ${declaredLotes} lotes; o arquivo tem ${lotes}.`)
      }
      const declared = Number(digits(line, no, 24, 29, 'Quantidade de registros do arquivo'))
      if (declared !== lines.length) {
        throw new Fail(no, 24, `O trailer do arquivo declara ${declared} registros; o arquivo tem ${lines.length}.`)
      }
      trailerSeen = true
      continue
    }
    throw new Fail(no, 8, `Tipo de registro "${tipo}" desconhecido no CNAB 240.`)
  }
  if (!trailerSeen) throw new Fail(lines.length, 1, 'Falta o trailer do arquivo (tipo de registro 9) na última linha.')
  return cnabFile('CNAB 240', header, { banco, data_geracao: dataGeracao, sequencial, itens })
}

function parse400(lines: string[]): CnabFile {
  checkWidths(lines, 400)
  const header = lines[0]
  expect(header, 1, 1, '0', 'A primeira linha deve ser o header (tipo de registro 0).')
  expect(header, 1, 2, '2', 'Não é um arquivo retorno: a posição 2 do header deve ser 2 (retorno).')
  expect(header, 1, 3, 'RETORNO', 'O header deve trazer RETORNO nas posições 3 a 9.')
  const banco = digits(header, 1, 77, 79, 'Código do banco')
  const nossoAt = NOSSO_NUMERO_400[banco]
  if (!nossoAt) {
    throw new Fail(1, 77, `CNAB 400 do banco ${banco} não é suportado (só Bradesco 237 e Itaú 341); use o CNAB 240.`)
  }
  const dataGeracao = date(header, 1, 95, 100, 'Data de gravação')
  const sequencial = text(header, 109, 113)
  const itens: CnabItem[] = []
  let trailerSeen = false
  for (let i = 0; i < lines.length; i++) {
    const no = i + 1
    const line = lines[i]
    if (trailerSeen) throw new Fail(no, 1, 'Há linhas depois do trailer (tipo 9).')
    const seq = digits(line, no, 395, 400, 'Número sequencial do registro')
    if (Number(seq) !== no) {
      throw new Fail(no, 395, `Número sequencial ${seq} na linha ${no}; esperado ${String(no).padStart(6, '0')}.`)
    }
    if (i === 0) continue
    const tipo = slice(line, 1, 1)
    if (tipo === '9') {
      expect(line, no, 2, '2', 'O trailer de retorno deve ter 2 na posição 2.')
      checkBank(line, no, 5, banco)
      trailerSeen = true
      continue
    }
    if (tipo !== '1') throw new Fail(no, 1, `Tipo de registro "${tipo}" desconhecido no CNAB 400.`)
    const ocorrencia = digits(line, no, 109, 110, 'Código de ocorrência')
    const nosso = digits(line, no, nossoAt[0], nossoAt[1], 'Nosso número')
    const juros = centavos(line, no, 267, 279, 'Juros de mora')
    itens.push({
      linha: no,
      ocorrencia,
      ocorrencia_descricao: OCORRENCIAS_400[banco][ocorrencia] ?? `Ocorrência ${ocorrencia}`,
      liquidacao: LIQUIDA_400[banco].has(ocorrencia),
      nosso_numero: nosso,
      documento: text(line, 38, 62) || text(line, 117, 126),
      numero_documento: text(line, 117, 126),
      data_pagamento: date(line, no, 111, 116, 'Data da ocorrência'),
      vencimento: date(line, no, 147, 152, 'Data de vencimento'),
      valor_titulo: centavos(line, no, 153, 165, 'Valor do título'),
      tarifa: centavos(line, no, 176, 188, 'Despesas de cobrança'),
      desconto: centavos(line, no, 241, 253, 'Desconto concedido'),
      valor_pago: centavos(line, no, 254, 266, 'Valor pago'),
      juros,
      data_credito: date(line, no, 296, 301, 'Data do crédito'),
      sacado: '',
    })
  }
  if (!trailerSeen) throw new Fail(lines.length, 1, 'Falta o trailer (tipo de registro 9) na última linha.')
  return cnabFile('CNAB 400', header, { banco, data_geracao: dataGeracao, sequencial, itens })
}

/** Parses a return file; the layout comes from the width of the first line. */
export function parseCnab(content: string): CnabParseResult {
  try {
    const lines = splitLines(content)
    if (lines.length === 0) throw new Fail(1, 1, 'O arquivo está vazio.')
    const width = lines[0].length
    if (width !== 240 && width !== 400) {
      const expected = width < 320 ? 240 : 400
      throw new Fail(
        1,
        Math.min(width, expected) + 1,
        `A primeira linha tem ${width} posições; um arquivo retorno CNAB tem linhas de 240 ou de 400 posições.`,
      )
    }
    if (lines.length < 3) {
      throw new Fail(lines.length + 1, 1, 'Arquivo incompleto: faltam os registros de detalhe e o trailer.')
    }
    return { ok: true, file: width === 240 ? parse240(lines) : parse400(lines) }
  } catch (error) {
    if (error instanceof Fail) {
      return { ok: false, error: { linha: error.linha, posicao: error.posicao, mensagem: error.message } }
    }
    throw error
  }
}

/** Bytes as the banks write them (ISO-8859-1 / Windows-1252): one character per position. */
export function decodeCnab(bytes: ArrayBuffer | Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes)
}

/** The file must come from the integration's bank. */
export function bankMismatch(file: CnabFile, banco: string): CnabError | null {
  if (file.banco === banco) return null
  return {
    linha: 1,
    posicao: file.layout === 'CNAB 240' ? 1 : 77,
    mensagem: `O arquivo é do banco ${file.banco} (${file.banco_nome}); esta integração é do banco ${banco} (${BANK_NAMES[banco] ?? banco}).`,
  }
}

/** A short fingerprint of the content: the server (the demo API) refuses the same file twice. */
export function fingerprint(content: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < content.length; i++) {
    const ch = content.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0')
}
