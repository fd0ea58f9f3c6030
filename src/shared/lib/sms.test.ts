import { describe, expect, it } from 'vitest'
import { smsSegments } from './sms'

describe('smsSegments', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['Olá', 'UCS-2', 3, 1],
    ['Ola, seu boleto vence amanha.', 'GSM-7', 29, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    // Extension characters count as two septets.
    ['€', 'GSM-7', 2, 1],
    ['{}[]~|^\\€', 'GSM-7', 18, 1],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(81), 'GSM-7', 162, 2],
    // 152 septets then an escape pair cannot share the segment: it moves on.
    ['a'.repeat(152) + '€' + 'a'.repeat(10), 'GSM-7', 164, 2],
    ['a'.repeat(152) + '€' + 'a'.repeat(152), 'GSM-7', 306, 3],
    ['é è ù ì ò Ç É Ä Ö Ñ Ü à', 'GSM-7', 23, 1],
    // Lowercase ç and the tilde vowels are not in GSM-7, common in pt-BR.
    ['ç', 'UCS-2', 1, 1],
    ['Ação', 'UCS-2', 4, 1],
    ['ã'.repeat(70), 'UCS-2', 70, 1],
    ['ã'.repeat(71), 'UCS-2', 71, 2],
    ['ã'.repeat(134), 'UCS-2', 134, 2],
    ['ã'.repeat(135), 'UCS-2', 135, 3],
    // Emoji are surrogate pairs: two code units, never split.
    ['😀', 'UCS-2', 2, 1],
    ['😀'.repeat(35), 'UCS-2', 70, 1],
    ['ã'.repeat(66) + '😀' + 'ã', 'UCS-2', 69, 1],
    ['ã'.repeat(66) + '😀' + 'ã'.repeat(5), 'UCS-2', 73, 2],
  ] as const)('%#: %j → %s, %i chars, %i segments', (text, encoding, chars, segments) => {
    expect(smsSegments(text)).toEqual({ encoding, chars, segments })
  })
})
