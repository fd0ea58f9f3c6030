/**
 * Merge tags of the message templates ({{cliente}}, {{valor}}, ...): finding, validating,
 * rendering and inserting them. Values are HTML-escaped for e-mail bodies before they are merged;
 * the e-mail preview still runs DOMPurify as its last step (sanitize-html.ts).
 */

/** `{{ name }}` with optional spaces; names are lower-case words with digits and underscores. */
const TAG_RE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g
/** Anything that looks like an attempt at a tag but is malformed: `{{ x`, `{x}}`, `{{ }}`. */
const BROKEN_RE = /\{\{(?!\s*[A-Za-z0-9_]+\s*\}\})[^{}\s]*|(?<!\{)\{(?!\{)[^{}]*\}\}/g

/** The tag names a text uses, in order of first appearance. */
export function extractTags(text: string): string[] {
  const seen = new Set<string>()
  for (const m of text.matchAll(TAG_RE)) seen.add(m[1])
  return [...seen]
}

/** `{{nome}}` or `nome` → `nome`. */
export function tagName(tag: string): string {
  return tag.replace(/^\{\{\s*|\s*\}\}$/g, '')
}

/** Tags of `text` not in `known` (names with or without braces), plus malformed fragments. */
export function unknownTags(text: string, known: Iterable<string>): string[] {
  const names = new Set([...known].map(tagName))
  const unknown = extractTags(text)
    .filter((t) => !names.has(t))
    .map((t) => `{{${t}}}`)
  const broken = [...text.matchAll(BROKEN_RE)].map((m) => m[0].trim().slice(0, 30))
  return [...unknown, ...broken]
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export interface RenderOptions {
  /** 'html' escapes every value (e-mail bodies); 'text' merges them as they are (SMS, WhatsApp, subject). */
  mode: 'html' | 'text'
}

/** Replaces known tags by their values; unknown tags stay as typed, so they can be spotted. */
export function renderTemplate(
  text: string,
  values: Readonly<Record<string, string>>,
  { mode }: RenderOptions,
): string {
  return text.replace(TAG_RE, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole
    const value = values[name]
    return mode === 'html' ? escapeHtml(value) : value
  })
}

/** A subject or recipient with CR/LF would let someone inject mail headers. */
export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value)
}

/**
 * Inserts `tag` at the selection [start, end) of `text` (replacing what is selected) and returns
 * the new text with the caret right after the tag.
 */
export function insertAtCursor(
  text: string,
  tag: string,
  start: number | null | undefined,
  end: number | null | undefined = start,
): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start ?? text.length, text.length))
  const e = Math.max(s, Math.min(end ?? s, text.length))
  return { text: text.slice(0, s) + tag + text.slice(e), caret: s + tag.length }
}

/** Sample values for previews: a believable customer of Boa Safra Alimentos. */
export const SAMPLE_TAG_VALUES: Readonly<Record<string, string>> = {
  cliente: 'Padaria Pão Quente',
  nome_fantasia: 'Padaria Pão Quente',
  razao_social: 'Pão Quente Panificadora Ltda',
  cnpj_cpf: '11.222.333/0001-81',
  documento: 'NF 104233-2',
  valor: 'R$\u00a01.234,56',
  valor_atualizado: 'R$\u00a01.271,60',
  vencimento: '10/11/2026',
  dias_atraso: '13',
  linha_digitavel: '23793.38128 60000.000003 00000.000400 1 84340000123456',
  link_2via: 'https://boasafra.com.br/2-via/3f2a9c',
  analista: 'Beatriz Moura',
  vendedor: 'Marcos Silva',
}
