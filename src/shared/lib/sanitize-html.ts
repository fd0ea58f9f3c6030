/**
 * The e-mail template preview (RELIABILITY 16): sample values are HTML-escaped and merged first,
 * DOMPurify runs as the LAST step, and the result goes into `<iframe sandbox srcdoc>`, so scripts,
 * handlers, `javascript:` links, `<base>`, `<meta refresh>` and forms never run.
 */
import DOMPurify from 'dompurify'
import { renderTemplate } from './template-tags'

const FORBID_TAGS = [
  'script',
  'style',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
]
const FORBID_ATTR = ['action', 'formaction', 'srcdoc', 'ping', 'background', 'xmlns']

/** E-mail-safe HTML: no active content, no SVG/MathML, only http(s)/mailto/tel/relative links. */
export function sanitizeEmailHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  })
}

/** The fixed shell around the sanitised body: no network except images, no scripts at all. */
const CSP =
  "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src 'none'; form-action 'none'"

export function previewDocument(sanitizedBody: string): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    '<style>body{font:14px/1.5 system-ui,sans-serif;color:#1f1f1f;margin:12px;word-wrap:break-word}' +
    'img{max-width:100%}a{color:#1677ff}</style></head><body>' +
    sanitizedBody +
    '</body></html>'
  )
}

/** Template body + values → the `srcdoc` of the preview iframe (escape, merge, DOMPurify last). */
export function emailPreview(body: string, values: Readonly<Record<string, string>>): string {
  const merged = renderTemplate(body, values, { mode: 'html' })
  return previewDocument(sanitizeEmailHtml(merged))
}
