/**
 * The URL contract with the collection base: the panel is opened with `?cliente=<cod_cliente>`,
 * the attendance screen with `?cliente=<cod_cliente>&<base filter params>`.
 */
import { BASE_FILTER_PARAMS } from './api'

export const PAINEL_PATH = '/cobranca/novo-painel-clientes'
export const ATENDIMENTO_PATH = '/cobranca/atendimento'

export function parseCliente(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null
  return Number(value.trim())
}

export function painelUrl(cod: number): string {
  return `${PAINEL_PATH}?cliente=${encodeURIComponent(String(cod))}`
}

/** The attendance screen for a customer, carrying the base filters (from a URL or an object). */
export function atendimentoUrl(
  cod: number,
  filters:
    | URLSearchParams
    | Record<string, string | number | readonly (string | number)[] | null | undefined> = {},
): string {
  const p = new URLSearchParams()
  p.set('cliente', String(cod))
  for (const name of BASE_FILTER_PARAMS) {
    const raw = filters instanceof URLSearchParams ? filters.getAll(name) : filters[name]
    const values = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw]
    for (const v of values) if (String(v) !== '') p.append(name, String(v))
  }
  return `${ATENDIMENTO_PATH}?${p.toString()}`
}
