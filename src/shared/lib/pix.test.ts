import { describe, expect, it } from 'vitest'
import { buildPixPayload, crc16ccitt, isValidPixPayload, parsePixTlv, toPixText } from './pix'

// Example from the BCB "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

describe('crc16ccitt', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
    [BCB_EXAMPLE.slice(0, -4), '1D3D'],
  ])('crc16ccitt(%j) = %s', (input, expected) => {
    expect(crc16ccitt(input)).toBe(expected)
  })
})

describe('toPixText', () => {
  it.each([
    ['São Paulo', 15, 'Sao Paulo'],
    ['  Cobrança   Ágil  Ltda ', 25, 'Cobranca Agil Ltda'],
    ['Florianópolis do Norte', 15, 'Florianopolis d'],
    ['Emoji 😀 fora', 25, 'Emoji fora'],
  ])('toPixText(%j, %i) = %j', (input, max, expected) => {
    expect(toPixText(input, max)).toBe(expected)
  })
})

describe('buildPixPayload', () => {
  it('reproduces the BCB static example', () => {
    expect(
      buildPixPayload({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
      }),
    ).toBe(BCB_EXAMPLE)
  })

  it.each([
    {
      args: {
        chave: 'financeiro@empresa.com.br',
        valor: 123456,
        nome: 'Empresa Ação Comércio Serviços e Cia',
        cidade: 'São José dos Campos',
        txid: 'FAT2026000123',
      },
      fields: { '54': '1234.56', '59': 'Empresa Acao Comercio Ser', '60': 'Sao Jose dos Ca' },
      account: { '00': 'br.gov.bcb.pix', '01': 'financeiro@empresa.com.br' },
      txid: 'FAT2026000123',
    },
    {
      args: { url: 'pix.example.com/qr/v2/9d36b84f', valor: 5, nome: 'Loja', cidade: 'Recife' },
      fields: { '01': '12', '54': '0.05', '59': 'Loja', '60': 'Recife' },
      account: { '00': 'br.gov.bcb.pix', '25': 'pix.example.com/qr/v2/9d36b84f' },
      txid: '***',
    },
    {
      args: { chave: '+5511999998888', nome: 'Maria', cidade: 'Brasília' },
      fields: { '59': 'Maria', '60': 'Brasilia' },
      account: { '00': 'br.gov.bcb.pix', '01': '+5511999998888' },
      txid: '***',
    },
  ])('builds a valid payload for $args.nome', ({ args, fields, account, txid }) => {
    const payload = buildPixPayload(args)
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)))
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(isValidPixPayload(payload)).toBe(true)
    const parsed = parsePixTlv(payload)
    expect(parsed).toMatchObject({ '00': '01', '52': '0000', '53': '986', '58': 'BR', ...fields })
    if (!args.valor) expect(parsed['54']).toBeUndefined()
    expect(parsePixTlv(parsed['26'])).toEqual(account)
    expect(parsePixTlv(parsed['62'])).toEqual({ '05': txid })
    expect(payload).toMatch(/^[\x20-\x7e]+$/)
  })

  it.each([
    [{ nome: 'A', cidade: 'B' }],
    [{ chave: 'k', url: 'u', nome: 'A', cidade: 'B' }],
    [{ chave: 'k', nome: '', cidade: 'B' }],
    [{ chave: 'k', nome: 'A', cidade: '  ' }],
    [{ chave: 'k', nome: 'A', cidade: 'B', txid: 'com espaço' }],
    [{ chave: 'k', nome: 'A', cidade: 'B', txid: 'x'.repeat(26) }],
    [{ chave: 'k', nome: 'A', cidade: 'B', valor: 1.5 }],
    [{ chave: 'k', nome: 'A', cidade: 'B', valor: -100 }],
    [{ chave: 'k'.repeat(100), nome: 'A', cidade: 'B' }],
  ])('rejects %j', (args) => {
    expect(() => buildPixPayload(args)).toThrow(RangeError)
  })
})

describe('parsePixTlv / isValidPixPayload', () => {
  it('parses the BCB example', () => {
    expect(parsePixTlv(BCB_EXAMPLE)).toEqual({
      '00': '01',
      '26': '0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000',
      '52': '0000',
      '53': '986',
      '58': 'BR',
      '59': 'Fulano de Tal',
      '60': 'BRASILIA',
      '62': '0503***',
      '63': '1D3D',
    })
  })

  it.each(['0002', '00020', 'xx0201', '0005abc'])('throws on malformed TLV %j', (payload) => {
    expect(() => parsePixTlv(payload)).toThrow(RangeError)
  })

  it.each([
    [BCB_EXAMPLE, true],
    [BCB_EXAMPLE.slice(0, -4) + '1D3E', false],
    [BCB_EXAMPLE.replace('Fulano', 'Fulana'), false],
    ['', false],
    ['lixo', false],
  ])('isValidPixPayload(%#) = %s', (payload, expected) => {
    expect(isValidPixPayload(payload)).toBe(expected)
  })
})
