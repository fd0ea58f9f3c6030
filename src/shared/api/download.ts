import type { AxiosProgressEvent, AxiosResponse } from 'axios'
import { EXPORT_TIMEOUT_MS } from '../config/constants'
import { saveBlob } from '../lib/save-blob'
import { api } from './client'
import { isAxiosError, parseDrfBody } from './errors'

export const EXCEL_URL = '/api/comum/excel/'

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const

export type DownloadKind = keyof typeof MIME

/** A download that failed; `message` follows the catalogue's order (custom → error → detail). */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly fromServer: boolean,
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

export interface DownloadRequest {
  url: string
  method?: 'GET' | 'POST'
  data?: unknown
  params?: Record<string, string | number | undefined>
  kind: DownloadKind
  /** The file is named `<title>.<kind>` unless the server names it. */
  title: string
  /**
   * The page's own name for the file (its title and the day): it wins over the server's
   * Content-Disposition, so a report's file is named for the report the user exported.
   */
  fileName?: string
  onProgress?: (percent: number | null) => void
  signal?: AbortSignal
}

const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g

export function sanitizeFileName(name: string, kind: DownloadKind): string {
  const base = name
    .replace(UNSAFE_FILENAME, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 120)
  const stem = base.toLowerCase().endsWith(`.${kind}`) ? base.slice(0, -(kind.length + 1)) : base
  return `${stem || 'arquivo'}.${kind}`
}

/** RFC 6266 filename or filename*; anything path-like or odd is sanitised away. */
export function fileNameFromDisposition(
  header: string | undefined,
  kind: DownloadKind,
): string | null {
  if (!header) return null
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header)
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)
  let raw = star?.[1] ?? plain?.[1]
  if (!raw) return null
  try {
    raw = decodeURIComponent(raw.trim())
  } catch {
    raw = raw.trim()
  }
  const last = raw.split(/[\\/]/).pop() ?? ''
  return last ? sanitizeFileName(last, kind) : null
}

/** Blob from any realm (the fetch adapter's, jsdom's, the page's): judged by shape. */
function isBlobLike(value: unknown): value is Blob {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).slice === 'function'
  )
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}

/** An error JSON answered to a blob request: read it, never save it as a file. */
async function messageFromErrorBody(data: unknown): Promise<string | null> {
  let body: unknown = data
  if (isBlobLike(data)) {
    const text = await blobText(data)
    if (/^\s*</.test(text)) return null
    try {
      body = JSON.parse(text)
    } catch {
      return null
    }
  }
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error
    if (typeof error === 'string' && error) return error
    const parsed = parseDrfBody(body)
    if (parsed.detail) return parsed.detail
    const all = [...parsed.nonFieldErrors, ...Object.values(parsed.fieldErrors).flat()]
    if (all.length) return all.join(' ')
  }
  return null
}

function contentType(response: AxiosResponse): string {
  const header = response.headers?.['content-type']
  return typeof header === 'string' ? header.split(';')[0].trim().toLowerCase() : ''
}

/**
 * Downloads an .xlsx or .pdf (RELIABILITY 18): only the expected MIME type is saved, error
 * JSON sent to a blob request becomes a DownloadError with its detail, the object URL is revoked.
 */
export async function downloadFile(request: DownloadRequest): Promise<string> {
  const { url, method = 'POST', data, params, kind, title, fileName: ownName, onProgress, signal } = request
  let response: AxiosResponse<Blob>
  try {
    response = await api.request<Blob>({
      url,
      method,
      data,
      params,
      signal,
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
      headers: { Accept: `${MIME[kind]}, application/json` },
      onDownloadProgress: (event: AxiosProgressEvent) => {
        onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : null)
      },
    })
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      const message = await messageFromErrorBody(error.response.data)
      if (message) throw new DownloadError(message, true)
    }
    throw error
  }
  if (response.data === undefined) throw new DownloadError('Sessão encerrada.', false)
  const type = contentType(response) || (response.data as Blob).type
  if (type !== MIME[kind] && !(await isGenericFile(type, kind, response.data as Blob))) {
    const message = type.includes('json') ? await messageFromErrorBody(response.data) : null
    throw new DownloadError(
      message ?? 'O servidor não enviou o arquivo esperado.',
      Boolean(message),
    )
  }
  const fileName = ownName
    ? sanitizeFileName(ownName, kind)
    : (fileNameFromDisposition(response.headers?.['content-disposition'] as string | undefined, kind) ??
      sanitizeFileName(title, kind))
  const blob = response.data as Blob
  saveBlob(blob.type === MIME[kind] ? blob : new Blob([blob], { type: MIME[kind] }), fileName)
  onProgress?.(100)
  return fileName
}

/**
 * Servers send files under generic types too (issue 23): Django's FileResponse and many views
 * answer `application/octet-stream`, older ones `application/vnd.ms-excel` for a spreadsheet.
 * Under such a type the file is taken when its first bytes are the expected format's (a
 * spreadsheet is a ZIP, `PK\x03\x04`; a PDF starts `%PDF`), so an error page never is.
 */
const GENERIC_TYPES: Record<DownloadKind, readonly string[]> = {
  xlsx: ['application/octet-stream', 'application/vnd.ms-excel', 'application/zip', 'application/x-zip-compressed'],
  pdf: ['application/octet-stream', 'application/x-pdf'],
}
const SIGNATURE: Record<DownloadKind, readonly number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  pdf: [0x25, 0x50, 0x44, 0x46],
}

async function isGenericFile(type: string, kind: DownloadKind, blob: Blob): Promise<boolean> {
  if (!GENERIC_TYPES[kind].includes(type.split(';')[0].trim().toLowerCase())) return false
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer())
  return SIGNATURE[kind].every((byte, i) => head[i] === byte)
}

/** Spec section 7: POST /api/comum/excel/ with data and title → `<title>.xlsx`. */
export function exportExcel(
  data: unknown,
  title: string,
  options: Pick<DownloadRequest, 'onProgress' | 'signal'> = {},
): Promise<string> {
  return downloadFile({
    url: EXCEL_URL,
    method: 'POST',
    data: { data, title },
    kind: 'xlsx',
    title,
    ...options,
  })
}
