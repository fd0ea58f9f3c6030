/**
 * The public 2ª via: plain fetch, never the app's API client. No Authorization header, no
 * cookies, no referrer, nothing read from or written to the session storage: a staff user
 * signed in in the same browser is never touched, and the link's hash never leaks.
 */
import { env } from '@/shared/config/env'
import { saveBlob } from '@/shared/lib/save-blob'
import type { Bill } from './types'

/** Our paths (docs/api-contract.md, "nosso"). */
export const PUBLIC_BILL_PATH = '/api/public/2-via/'
export const publicBillUrl = (hash: string) => `${env.apiUrl}${PUBLIC_BILL_PATH}${hash}/`
export const publicBillPdfUrl = (hash: string) => `${publicBillUrl(hash)}pdf/`

/**
 * The shape of a bill hash (the demo API issues 32 hex digits; a URL-safe token of 16 to 128
 * characters is accepted for the real backend). Anything else is not asked for at all.
 */
const HASH_RE = /^[A-Za-z0-9_-]{16,128}$/
export function isBillHash(hash: string | null | undefined): hash is string {
  return typeof hash === 'string' && HASH_RE.test(hash)
}

export type BillResult = { kind: 'found'; bill: Bill } | { kind: 'not_found' }

export class BillLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BillLoadError'
  }
}

const REQUEST: RequestInit = {
  method: 'GET',
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
  cache: 'no-store',
}

function looksLikeBill(data: unknown): data is Bill {
  if (!data || typeof data !== 'object') return false
  const b = data as Partial<Bill>
  return (
    typeof b.documento === 'string' &&
    typeof b.valor_atualizado === 'string' &&
    (b.status === 'aberto' || b.status === 'vencido' || b.status === 'pago') &&
    !!b.beneficiario &&
    !!b.pagador
  )
}

async function requestBill(hash: string): Promise<BillResult> {
  let response: Response
  try {
    response = await fetch(publicBillUrl(hash), { ...REQUEST, headers: { Accept: 'application/json' } })
  } catch {
    throw new BillLoadError(
      typeof navigator !== 'undefined' && navigator.onLine === false
        ? 'Sem conexão. Verifique a rede e tente novamente.'
        : 'Não foi possível falar com o servidor. Tente novamente.',
    )
  }
  if (response.status === 404) return { kind: 'not_found' }
  if (!response.ok) throw new BillLoadError('O servidor não conseguiu carregar o boleto. Tente novamente em instantes.')
  let data: unknown
  try {
    data = await response.json()
  } catch {
    data = null
  }
  if (!looksLikeBill(data)) throw new BillLoadError('O servidor enviou uma resposta inesperada. Tente novamente.')
  return { kind: 'found', bill: data }
}

const loads = new Map<string, Promise<BillResult>>()

/**
 * One request per hash and page visit, StrictMode's double effects included; a failure is
 * forgotten so "Tentar novamente" asks again, a not-found answer is kept.
 */
export function loadBill(hash: string): Promise<BillResult> {
  let load = loads.get(hash)
  if (!load) {
    load = requestBill(hash)
    loads.set(hash, load)
    load.catch(() => loads.delete(hash))
  }
  return load
}

/** Forgets the answers kept by loadBill (tests, and a new visit after a payment). */
export function forgetBills(): void {
  loads.clear()
}

const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g

export function billFileName(documento: string): string {
  const stem = documento.replace(UNSAFE_FILENAME, ' ').trim().replace(/\s+/g, '-').slice(0, 80)
  return `boleto-${stem || 'boa-safra'}.pdf`
}

/** Saves a PDF answer; anything that is not a PDF is read for its message and never saved. */
export async function savePdfResponse(response: Response, fileName: string): Promise<void> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!response.ok || type !== 'application/pdf') {
    let detail: string | null = null
    try {
      const body = (await response.json()) as { detail?: unknown }
      if (typeof body?.detail === 'string') detail = body.detail
    } catch {
      // not JSON: the generic message below
    }
    throw new BillLoadError(detail ?? 'Não foi possível gerar o PDF. Tente novamente.')
  }
  const blob = await response.blob()
  saveBlob(blob, fileName)
}

/** The public bill's PDF, by plain fetch (no session). */
export async function downloadPublicBillPdf(hash: string, documento: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(publicBillPdfUrl(hash), { ...REQUEST, headers: { Accept: 'application/pdf' } })
  } catch {
    throw new BillLoadError('Não foi possível falar com o servidor. Tente novamente.')
  }
  await savePdfResponse(response, billFileName(documento))
}
