import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  extractTags,
  hasLineBreak,
  insertAtCursor,
  renderTemplate,
  unknownTags,
} from './template-tags'

const KNOWN = ['{{cliente}}', '{{valor}}', 'vencimento']

describe('merge tags', () => {
  it('extracts the tags a text uses, once each', () => {
    expect(extractTags('Olá {{cliente}}, {{ valor }} vence {{vencimento}}; {{cliente}}')).toEqual([
      'cliente',
      'valor',
      'vencimento',
    ])
  })

  it.each([
    ['Olá {{cliente}}, {{valor}}', []],
    ['Olá {{client}}', ['{{client}}']],
    ['{{valor}} em {{vencimento}} e {{boleto}}', ['{{boleto}}']],
    ['Olá {{cliente', ['{{cliente']],
    ['Olá {cliente}}', ['{cliente}}']],
  ])('flags the unknown or malformed tags of %j', (text, expected) => {
    expect(unknownTags(text, KNOWN)).toEqual(expected)
  })

  it('renders known tags, escaping values for HTML, and leaves unknown ones', () => {
    const values = { cliente: 'Bar <Zé> & "Filhos"', valor: 'R$ 10,00' }
    expect(renderTemplate('<p>{{cliente}}: {{valor}} {{outro}}</p>', values, { mode: 'html' })).toBe(
      '<p>Bar &lt;Zé&gt; &amp; &quot;Filhos&quot;: R$ 10,00 {{outro}}</p>',
    )
    expect(renderTemplate('{{cliente}}', values, { mode: 'text' })).toBe('Bar <Zé> & "Filhos"')
    expect(escapeHtml(`'`)).toBe('&#39;')
  })

  it('refuses CR/LF in a subject', () => {
    expect(hasLineBreak('Título em aberto')).toBe(false)
    expect(hasLineBreak('Assunto\r\nBcc: x@y.z')).toBe(true)
    expect(hasLineBreak('Assunto\nX')).toBe(true)
  })

  it('inserts at the cursor, replacing the selection', () => {
    expect(insertAtCursor('Olá , tudo bem?', '{{cliente}}', 4)).toEqual({
      text: 'Olá {{cliente}}, tudo bem?',
      caret: 15,
    })
    expect(insertAtCursor('Valor: 999.', '{{valor}}', 7, 10)).toEqual({
      text: 'Valor: {{valor}}.',
      caret: 16,
    })
    expect(insertAtCursor('fim', '{{valor}}', null).text).toBe('fim{{valor}}')
  })
})
