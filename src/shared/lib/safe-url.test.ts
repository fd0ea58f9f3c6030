import { describe, expect, it } from 'vitest'
import { isSafeExternalUrl, safeRedirectPath } from './safe-url'

const ORIGIN = 'https://app.cobranca.com.br'
const FALLBACK = '/dashboard'

describe('safeRedirectPath', () => {
  it.each([
    ['/clientes', '/clientes'],
    ['/clientes/42?aba=titulos#contatos', '/clientes/42?aba=titulos#contatos'],
    ['/busca?q=Jo%C3%A3o%20Silva', '/busca?q=Jo%C3%A3o%20Silva'],
    ['/busca?q=100%25', '/busca?q=100%25'],
    ['/busca?next=%2Fclientes', '/busca?next=%2Fclientes'],
    ['/a/./b/../c', '/a/c'],
    ['/', '/'],
    ['/2-via/abc123', '/2-via/abc123'],
  ])('accepts %j → %j', (candidate, expected) => {
    expect(safeRedirectPath(candidate, FALLBACK, ORIGIN)).toBe(expected)
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['absolute https', 'https://evil.com/x'],
    ['absolute same origin spelled out', 'https://app.cobranca.com.br/clientes'],
    ['absolute http', 'http://evil.com'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/user/login'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash in path', '/clientes\\..\\..\\evil'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with spaces', ' javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['relative without slash', 'clientes'],
    ['scheme-like relative', 'evil.com'],
    ['leading space', ' /clientes'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['carriage return', '/clientes\r\nSet-Cookie: x'],
    ['null byte', '/clientes\u0000'],
    ['DEL', '/\u007f/evil.com'],
    ['right-to-left override', '/\u202emoc.live'],
    ['zero-width space', '/\u200b/evil.com'],
    ['encoded double slash', '/%2F%2Fevil.com'],
    ['encoded double slash lowercase', '/%2f%2fevil.com'],
    ['encoded backslash', '/%5C%5Cevil.com'],
    ['encoded slash backslash', '/%5Cevil.com'],
    ['double-encoded double slash', '/%252F%252Fevil.com'],
    ['quadruple-encoded', '/%25252525252F%252F'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0a/evil.com'],
    ['encoded javascript', '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)'],
    ['fully encoded protocol-relative', '%2F%2Fevil.com'],
    ['dot segment to double slash', '/..//evil.com'],
    ['dot segments to double slash', '/a/../..//evil.com'],
    ['encoded dot segment', '/%2e%2e//evil.com'],
    ['userinfo trick', '//app.cobranca.com.br@evil.com'],
    ['too long', `/${'a'.repeat(3000)}`],
    ['malformed escape only', '%E0%A4%A'],
  ])('rejects %s', (_label, candidate) => {
    expect(safeRedirectPath(candidate, FALLBACK, ORIGIN)).toBe(FALLBACK)
  })

  it('never returns something that resolves off the origin', () => {
    const inputs = ['/x', '//x', '/\\x', '/%2F%2Fx', '/..//x', 'https://x', '/./x', '/.%2E//x']
    for (const input of inputs) {
      const result = safeRedirectPath(input, FALLBACK, ORIGIN)
      expect(new URL(result, ORIGIN).origin).toBe(ORIGIN)
      expect(result.startsWith('/')).toBe(true)
      expect(result.startsWith('//')).toBe(false)
    }
  })

  it('uses only the origin of a full href', () => {
    expect(safeRedirectPath('/clientes', FALLBACK, `${ORIGIN}/user/login?redirect=x`)).toBe(
      '/clientes',
    )
  })

  it('falls back when the origin itself is unusable', () => {
    expect(safeRedirectPath('/clientes', FALLBACK, 'not a url')).toBe(FALLBACK)
  })
})

describe('isSafeExternalUrl', () => {
  const ALLOW = ['boletos.banco.com.br', '*.cdn.cobranca.com.br']

  it.each([
    ['https://boletos.banco.com.br/2via/123.pdf', true],
    ['https://BOLETOS.banco.com.br/x', true],
    ['https://arquivos.cdn.cobranca.com.br/a.pdf', true],
    ['https://a.b.cdn.cobranca.com.br/a.pdf', true],
    [`blob:${ORIGIN}/9b2c6b1e-1111-4a4a-9999-000000000000`, true],
    ['http://boletos.banco.com.br/x', false],
    ['https://boletos.banco.com.br.evil.com/x', false],
    ['https://evilboletos.banco.com.br/x', false],
    ['https://cdn.cobranca.com.br/a.pdf', false],
    ['https://evil.com/?https://boletos.banco.com.br', false],
    ['https://user:pass@boletos.banco.com.br/x', false],
    ['https://boletos.banco.com.br@evil.com/x', false],
    ['blob:https://evil.com/9b2c6b1e', false],
    ['blob:null/9b2c6b1e', false],
    ['javascript:alert(1)', false],
    ['data:application/pdf;base64,AAAA', false],
    ['/relativo.pdf', false],
    [' https://boletos.banco.com.br/x', false],
    ['https://boletos.banco.com.br/x\n', false],
    ['https:\\\\boletos.banco.com.br\\x', false],
    ['', false],
  ])('isSafeExternalUrl(%j) = %s', (url, expected) => {
    expect(isSafeExternalUrl(url, ALLOW, ORIGIN)).toBe(expected)
  })

  it('refuses blob URLs when no origin is known', () => {
    expect(isSafeExternalUrl(`blob:${ORIGIN}/abc`, ALLOW, undefined)).toBe(false)
  })

  it('an empty allowlist allows no host', () => {
    expect(isSafeExternalUrl('https://boletos.banco.com.br/x', [], ORIGIN)).toBe(false)
  })
})
