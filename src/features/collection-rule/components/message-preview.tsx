import { Tag, Typography } from 'antd'
import { useMemo } from 'react'
import { emailPreview, previewDocument, sanitizeEmailHtml } from '@/shared/lib/sanitize-html'
import { smsSegments } from '@/shared/lib/sms'
import type { Channel } from '../types'

/**
 * An e-mail body in a sandboxed iframe (RELIABILITY 16): `values` are escaped and merged, then
 * DOMPurify runs last. Without `values` the HTML is already rendered (from the server) and is
 * only sanitised. `sandbox=""` allows nothing: no scripts, forms, popups or navigation.
 */
export function EmailPreview({
  html,
  values,
  title,
  height = 320,
}: {
  html: string
  values?: Readonly<Record<string, string>>
  title: string
  height?: number
}) {
  const srcDoc = useMemo(
    () => (values ? emailPreview(html, values) : previewDocument(sanitizeEmailHtml(html))),
    [html, values],
  )
  return (
    <iframe
      className="cr-email-frame"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      style={{ height }}
    />
  )
}

/** "148 caracteres · GSM-7 · 1 segmento" (160 GSM-7 / 70 UCS-2 per segment; emoji count right). */
export function SegmentCounter({ text, canal }: { text: string; canal: Channel }) {
  const info = smsSegments(text)
  const chars = [...text].length
  if (canal === 'whatsapp')
    return (
      <Typography.Text type="secondary" className="cr-counter" aria-live="polite">
        {chars} {chars === 1 ? 'caractere' : 'caracteres'}
      </Typography.Text>
    )
  return (
    <Typography.Text type="secondary" className="cr-counter" aria-live="polite">
      {info.chars} {info.chars === 1 ? 'caractere' : 'caracteres'} · {info.encoding} ·{' '}
      {info.segments} {info.segments === 1 ? 'segmento' : 'segmentos'}
      {info.encoding === 'UCS-2' && (
        <Tag color="orange" style={{ marginInlineStart: 8 }}>
          acentos ou emoji: 70 por segmento
        </Tag>
      )}
    </Typography.Text>
  )
}

/** SMS and WhatsApp messages render as text, never as HTML. */
export function TextPreview({ text, label }: { text: string; label: string }) {
  return (
    <div className="cr-text-preview" role="figure" aria-label={label}>
      {text}
    </div>
  )
}

/** A rendered message of any channel: subject and body. */
export function RenderedMessage({
  canal,
  assunto,
  mensagem,
}: {
  canal: Channel
  assunto?: string
  mensagem: string
}) {
  if (canal === 'email')
    return (
      <div className="cr-rendered">
        <p className="cr-subject">
          <strong>Assunto:</strong> {assunto || '—'}
        </p>
        <EmailPreview html={mensagem} title="Mensagem renderizada" height={260} />
      </div>
    )
  return (
    <div className="cr-rendered">
      <TextPreview text={mensagem} label="Mensagem renderizada" />
      <SegmentCounter text={mensagem} canal={canal} />
    </div>
  )
}
