/**
 * The public 2ª via on the public data layer (src/shared/api/public-api.ts): the operations
 * generated from the contract's segunda-via tag, on a store of their own with a plain-fetch base
 * query. No Authorization header, no cookies, no referrer, nothing read from or written to the
 * session storage: a staff user signed in in the same browser is never touched, and the link's
 * hash never leaks.
 */
import { generatedApi } from '@/shared/api/generated/segunda-via'
import { createPublicStore, type PublicError, type PublicStore } from '@/shared/api/public-api'
import type { Bill } from './types'

/**
 * The shape of a bill hash (the demo API issues 32 hex digits; a URL-safe token of 16 to 128
 * characters is accepted for the real backend). Anything else is not asked for at all.
 */
const HASH_RE = /^[A-Za-z0-9_-]{16,128}$/
export function isBillHash(hash: string | null | undefined): hash is string {
  return typeof hash === 'string' && HASH_RE.test(hash)
}

/** What the page needs of an answer before it draws it; anything else is an unexpected answer. */
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

export const billApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // One request per hash and visit (StrictMode's double effects included); a failure is
    // asked again by "Tentar novamente", a not-found answer is kept.
    getPublic2ViaId: { extraOptions: { accept: looksLikeBill } },
    // The file passes through the cache to the save and is dropped at once.
    getPublic2ViaIdPdf: { extraOptions: { file: 'application/pdf' }, keepUnusedDataFor: 0 },
  },
})

export const { useGetPublic2ViaIdQuery: useBillQuery, useLazyGetPublic2ViaIdPdfQuery: useBillPdf } = billApi

let store: PublicStore | undefined

/** The page's public store, made on first use. */
export function billStore(): PublicStore {
  store ??= createPublicStore()
  return store
}

/** Forgets every answer (tests, and a new visit after a payment). */
export function forgetBills(): void {
  store = undefined
}

const isNotFound = (error: PublicError | undefined) => error?.kind === 'status' && error.status === 404
export { isNotFound as billNotFound }

const NO_NETWORK = 'Sem conexão. Verifique a rede e tente novamente.'
const NO_SERVER = 'Não foi possível falar com o servidor. Tente novamente.'

/** Why the bill could not be shown, in the customer's words. */
export function billLoadMessage(error: PublicError): string {
  if (error.kind === 'offline') return NO_NETWORK
  if (error.kind === 'network') return NO_SERVER
  if (error.kind === 'malformed') return 'O servidor enviou uma resposta inesperada. Tente novamente.'
  return 'O servidor não conseguiu carregar o boleto. Tente novamente em instantes.'
}

/** Why the PDF could not be saved: the server's own words when it gave them. */
export function billPdfMessage(error: PublicError): string {
  if (error.kind === 'offline') return NO_NETWORK
  if (error.kind === 'network') return NO_SERVER
  if (error.kind === 'status' && error.detail) return error.detail
  return 'Não foi possível gerar o PDF. Tente novamente.'
}

const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g

export function billFileName(documento: string): string {
  const stem = documento.replace(UNSAFE_FILENAME, ' ').trim().replace(/\s+/g, '-').slice(0, 80)
  return `boleto-${stem || 'boa-safra'}.pdf`
}
