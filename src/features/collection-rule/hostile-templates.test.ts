import { describe, expect, it } from 'vitest'
import { emailPreview } from '@/shared/lib/sanitize-html'
import { SAMPLE_TAG_VALUES } from '@/shared/lib/template-tags'
import { FORBIDDEN_SELECTOR, HOSTILE_TEMPLATES, dangerousUrl, hostileMarker } from './hostile-templates'

/** RELIABILITY 16 in jsdom: the preview pipeline (escape, merge, DOMPurify last) on every hostile template. */
describe('e-mail preview of hostile templates (jsdom)', () => {
  it.each(HOSTILE_TEMPLATES.map((t, i) => [t.name, t.body, i] as const))(
    'neutralises %s and keeps the merge tags',
    (_name, body, index) => {
      const srcdoc = emailPreview(body, SAMPLE_TAG_VALUES)
      const doc = new DOMParser().parseFromString(srcdoc, 'text/html')
      expect(doc.querySelectorAll(FORBIDDEN_SELECTOR)).toHaveLength(0)
      // the only <meta> tags are the shell's charset and Content-Security-Policy
      const equivs = [...doc.querySelectorAll('meta[http-equiv]')].map((m) => m.getAttribute('http-equiv'))
      expect(equivs).toEqual(['Content-Security-Policy'])
      for (const el of doc.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          expect(attr.name.toLowerCase().startsWith('on'), `${el.localName}[${attr.name}]`).toBe(false)
          expect(['action', 'formaction', 'srcdoc', 'ping', 'xlink:href', 'background']).not.toContain(attr.name)
          expect(dangerousUrl(attr.value), `${el.localName}[${attr.name}=${attr.value}]`).toBe(false)
        }
      }
      expect(doc.body.textContent).toContain(hostileMarker(index))
      expect(doc.body.textContent).toContain(`Valor: ${SAMPLE_TAG_VALUES.valor}`)
      const links = [...doc.querySelectorAll("a")].filter((a) => a.textContent === "2ª via")
      expect(links[0]?.getAttribute('href')).toBe(SAMPLE_TAG_VALUES.link_2via)
      expect(doc.body.textContent).not.toContain('{{')
    },
  )

  it('markup that is only text stays text', () => {
    const escaped = HOSTILE_TEMPLATES.find((t) => t.name === 'escaped markup')!
    const doc = new DOMParser().parseFromString(emailPreview(escaped.body, SAMPLE_TAG_VALUES), 'text/html')
    expect(doc.body.textContent).toContain('<script>alert(1)</script>')
  })
})
