import { describe, expect, it } from 'vitest'
import { emailPreview, sanitizeEmailHtml } from './sanitize-html'

/** RELIABILITY 16: hostile templates an attacker (or a careless paste) may save. */
const HOSTILE: [string, string][] = [
  ['script', '<p>Oi</p><script>alert(1)</script>'],
  ['event handler', '<img src="x" onerror="alert(1)"><p onclick="alert(2)">Oi</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">2ª via</a><a href=" JaVaScRiPt:alert(1)">x</a>'],
  ['base', '<base href="https://evil.example/"><a href="/2-via">2ª via</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['form', '<form action="https://evil.example"><input name="senha"><button>Pagar</button></form>'],
  ['svg', '<svg onload="alert(1)"><script>alert(2)</script></svg>'],
  ['mathml', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><object data="x"></object>'],
  ['attribute break-out', '"><img src=x onerror=alert(1)>'],
  ['style', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
]

function dom(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('sanitizeEmailHtml (jsdom)', () => {
  it.each(HOSTILE)('neutralises %s', (_name, html) => {
    const clean = sanitizeEmailHtml(html)
    const doc = dom(clean)
    expect(doc.querySelectorAll('script,base,meta,form,input,button,svg,math,iframe,object,style')).toHaveLength(0)
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on')).toBe(false)
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:')
      }
    }
  })

  it('keeps merge tags, in text and in link addresses', () => {
    const clean = sanitizeEmailHtml(
      '<p>Olá, {{cliente}}! {{valor}} vence em {{vencimento}}.</p><a href="{{link_2via}}">2ª via</a>',
    )
    expect(clean).toContain('{{cliente}}')
    expect(clean).toContain('{{vencimento}}')
    expect(clean).toContain('href="{{link_2via}}"')
  })

  it('keeps ordinary e-mail markup', () => {
    const clean = sanitizeEmailHtml(
      '<p style="color:#333"><strong>Atenção</strong></p><table><tr><td>R$ 10,00</td></tr></table><a href="https://boasafra.com.br">site</a>',
    )
    expect(clean).toContain('<strong>Atenção</strong>')
    expect(clean).toContain('<td>R$ 10,00</td>')
    expect(clean).toContain('href="https://boasafra.com.br"')
  })
})

describe('emailPreview', () => {
  it('escapes hostile sample values before merging, and sanitises last', () => {
    const doc = emailPreview('<p>{{cliente}}</p><a href="{{link}}">x</a>', {
      cliente: '<img src=x onerror=alert(1)>',
      link: 'javascript:alert(1)',
    })
    const body = dom(doc).body
    expect(body.querySelector('img')).toBeNull()
    expect(body.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript')
    expect(doc).toContain("default-src 'none'")
  })
})
