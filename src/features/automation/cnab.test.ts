import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildCnab240, buildCnab400, type ReturnEntry } from '../../../demo-api/cnab-samples/build'
import { BROKEN_AT, SAMPLE_FILES } from '../../../demo-api/cnab-samples/samples'
import { bankMismatch, decodeCnab, fingerprint, parseCnab, type CnabFile } from './cnab'

const SAMPLES = join(__dirname, '../../../demo-api/cnab-samples')
const sample = (name: string) => decodeCnab(readFileSync(join(SAMPLES, name)))

/** The document, dates and amounts of ENTRY: every layout must read them back as written. */
const WRITTEN = {
  documento: 'NF 101081-1',
  vencimento: '2026-11-16',
  valor_titulo: 115_817,
  valor_pago: 118_133,
  juros: 2_316,
  data_pagamento: '2026-11-19',
  data_credito: '2026-11-23',
}

const ENTRY: ReturnEntry = {
  ...WRITTEN,
  nosso_numero: '10087093',
  desconto: 0,
  tarifa: 245,
  sacado: 'Mercearia Açaí Ltda',
  sacado_documento: '11222333000181',
}

function ok(content: string): CnabFile {
  const result = parseCnab(content)
  if (!result.ok) throw new Error(`esperava sucesso: ${JSON.stringify(result.error)}`)
  return result.file
}

/** Replaces the characters at (line, position), both 1-based. */
function patch(content: string, linha: number, posicao: number, chars: string): string {
  const lines = content.split('\r\n')
  const l = lines[linha - 1]
  lines[linha - 1] = l.slice(0, posicao - 1) + chars + l.slice(posicao - 1 + chars.length)
  return lines.join('\r\n')
}

const good240 = buildCnab240({ banco: '341', data_geracao: '2026-11-23', sequencial: 7, entries: [ENTRY] })
const good400 = buildCnab400({ banco: '237', data_geracao: '2026-11-23', sequencial: 9, entries: [ENTRY] })
const itau400 = buildCnab400({ banco: '341', data_geracao: '2026-11-23', sequencial: 9, entries: [ENTRY] })

describe('parseCnab: good files', () => {
  it('reads a CNAB 240 return: header, segment T and U of each title', () => {
    const file = ok(good240)
    expect(file).toMatchObject({
      layout: 'CNAB 240',
      banco: '341',
      banco_nome: 'Itaú',
      empresa: 'BOA SAFRA ALIMENTOS LTDA',
      data_geracao: '2026-11-23',
      sequencial: '000007',
    })
    expect(file.itens).toEqual([
      {
        linha: 3,
        ocorrencia: '06',
        ocorrencia_descricao: 'Liquidação',
        liquidacao: true,
        ...WRITTEN,
        nosso_numero: '10087093',
        numero_documento: 'NF 101081-1',
        desconto: 0,
        tarifa: 245,
        sacado: 'MERCEARIA ACAI LTDA',
      },
    ])
  })

  it.each([
    ['Bradesco', good400, '237', '10087093'],
    ['Itaú', itau400, '341', '10087093'],
  ])('reads a CNAB 400 return of %s', (_name, content, banco, nosso) => {
    const file = ok(content)
    expect(file.layout).toBe('CNAB 400')
    expect(file.banco).toBe(banco)
    expect(file.itens).toHaveLength(1)
    expect(file.itens[0]).toMatchObject({
      linha: 2,
      ocorrencia: '06',
      liquidacao: true,
      ...WRITTEN,
      nosso_numero: nosso.padStart(banco === '237' ? 11 : 8, '0'),
      numero_documento: '101081-1',
    })
  })

  it('accepts LF-only line ends and no final newline', () => {
    expect(ok(good240.replace(/\r\n/g, '\n').replace(/\n$/, '')).itens).toHaveLength(1)
  })

  it('reads the committed samples', () => {
    const itau = ok(sample(SAMPLE_FILES.itau240))
    expect(itau.layout).toBe('CNAB 240')
    expect(itau.banco).toBe('341')
    expect(itau.itens).toHaveLength(6)
    expect(itau.itens.filter((i) => i.liquidacao)).toHaveLength(5)
    expect(itau.itens.find((i) => !i.liquidacao)?.ocorrencia_descricao).toBe('Entrada confirmada')
    const bradesco = ok(sample(SAMPLE_FILES.bradesco400))
    expect(bradesco.layout).toBe('CNAB 400')
    expect(bradesco.banco).toBe('237')
    expect(bradesco.itens).toHaveLength(5)
    expect(bradesco.itens.every((i) => i.liquidacao && i.valor_pago > 0)).toBe(true)
  })
})

describe('parseCnab: broken files stop at the first error, with line and position', () => {
  it('the committed broken sample', () => {
    const result = parseCnab(sample(SAMPLE_FILES.broken))
    expect(result).toEqual({
      ok: false,
      error: {
        linha: BROKEN_AT.linha,
        posicao: BROKEN_AT.posicao,
        mensagem: 'Valor do título (posições 82 a 96) deve ser numérico; encontrado "O".',
      },
    })
  })

  const lines240 = good240.split('\r\n')
  it.each([
    ['empty file', '', 1, 1, 'O arquivo está vazio.'],
    ['first line of 239', lines240[0].slice(0, 239), 1, 240, 'A primeira linha tem 239 posições'],
    ['first line of 401', 'X'.repeat(401), 1, 401, 'A primeira linha tem 401 posições'],
    ['short detail line', good240.replace(lines240[2], lines240[2].slice(0, 200)), 3, 201, 'Linha com 200 posições'],
    ['blank line in the middle', good240.replace(lines240[2] + '\r\n', '\r\n'), 3, 1, 'Linha vazia'],
    ['remessa instead of retorno', patch(good240, 1, 143, '1'), 1, 143, 'Não é um arquivo retorno'],
    ['bank code differs from the header', patch(good240, 3, 2, '3'), 3, 2, 'Código do banco diferente'],
    ['letter in the amount paid', patch(good240, 4, 90, 'A'), 4, 90, 'Valor pago (posições 78 a 92) deve ser numérico; encontrado "A".'],
    ['31 February as payment date', patch(good240, 4, 138, '3102'), 4, 138, 'Data da ocorrência inválida (posições 138 a 145): 31/02/2026.'],
    ['segment U missing', patch(good240, 4, 14, 'Y'), 4, 14, 'Esperado o segmento U depois do segmento T da linha 3.'],
    ['lote trailer count wrong', patch(good240, 5, 18, '000009'), 5, 18, 'declara 9 registros; o lote tem 4'],
    ['file trailer count wrong', patch(good240, 6, 24, '000007'), 6, 24, 'declara 7 registros; o arquivo tem 6'],
    ['file trailer missing', lines240.slice(0, 5).join('\r\n'), 5, 1, 'Falta o trailer do arquivo'],
    ['unknown record type', patch(good240, 3, 8, '7'), 3, 8, 'Tipo de registro "7" desconhecido'],
  ])('CNAB 240: %s', (_case, content, linha, posicao, mensagem) => {
    const result = parseCnab(content)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.linha).toBe(linha)
    expect(result.error.posicao).toBe(posicao)
    expect(result.error.mensagem).toContain(mensagem)
  })

  it.each([
    ['remessa instead of retorno', patch(good400, 1, 2, '1'), 1, 2, 'Não é um arquivo retorno'],
    ['wrong sequence number', patch(good400, 2, 395, '000005'), 2, 395, 'Número sequencial 000005 na linha 2; esperado 000002.'],
    ['letter in the nosso número', patch(good400, 2, 75, 'x'), 2, 75, 'Nosso número (posições 71 a 81) deve ser numérico'],
    ['13th month in the due date', patch(good400, 2, 147, '011326'), 2, 147, 'Data de vencimento inválida'],
    ['unsupported bank', patch(good400, 1, 77, '104'), 1, 77, 'CNAB 400 do banco 104 não é suportado'],
    ['line of 399', good400.replace(good400.split('\r\n')[2], good400.split('\r\n')[2].slice(1)), 3, 400, 'Linha com 399 posições'],
  ])('CNAB 400: %s', (_case, content, linha, posicao, mensagem) => {
    const result = parseCnab(content)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject({ linha, posicao })
    expect(result.error.mensagem).toContain(mensagem)
  })
})

describe('bankMismatch and fingerprint', () => {
  it('refuses a file from another bank, pointing at the bank code', () => {
    expect(bankMismatch(ok(good240), '341')).toBeNull()
    expect(bankMismatch(ok(good240), '237')).toEqual({
      linha: 1,
      posicao: 1,
      mensagem: 'O arquivo é do banco 341 (Itaú); esta integração é do banco 237 (Bradesco).',
    })
    expect(bankMismatch(ok(good400), '341')?.posicao).toBe(77)
  })

  it('is stable and tells files apart', () => {
    expect(fingerprint(good240)).toBe(fingerprint(String(good240)))
    expect(fingerprint(good240)).toMatch(/^[0-9a-f]{16}$/)
    expect(fingerprint(good240)).not.toBe(fingerprint(patch(good240, 4, 78, '9')))
  })
})
