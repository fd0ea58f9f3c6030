/**
 * The credit endpoints. `parecer-credito` is in the specification's list reads; the writes with
 * versions, the decision, the versions list, exposure and score are ours (docs/api-contract.md).
 */
import { api } from '@/shared/api/client'
import { expectObject } from '@/shared/api/lists'
import { getList, getObject, type QueryParams } from '@/shared/api/resource'
import type { Exposicao, Parecer, ParecerPayload, ParecerVersao, ScoreResposta, SituacaoParecer } from './types'

export const PARECER_CREDITO_URL = '/api/cobranca/parecer-credito/'
export const PARECER_VERSAO_URL = '/api/cobranca/parecer-credito-versao/'
export const parecerUrl = (id: number) => `${PARECER_CREDITO_URL}${id}/`
export const decidirUrl = (id: number) => `${PARECER_CREDITO_URL}${id}/decidir/`
export const exposicaoUrl = (cod: number) => `/api/credito/exposicao/${cod}/`
export const scoreUrl = (cod: number) => `/api/credito/score/${cod}/`

/** The page of this module: its presence in the profile is what lets a user decide. */
export const PARECER_CREDITO_PATH = '/credito/credito/parecer-credito'

/** A link to one customer's credit workspace (the customer panel uses it). */
export function parecerCreditoLink(codCliente: number, parecer?: number): string {
  return `${PARECER_CREDITO_PATH}?cod_cliente=${codCliente}${parecer ? `&parecer=${parecer}` : ''}`
}

export const listPareceres = (params: QueryParams, signal?: AbortSignal) =>
  getList<Parecer>(PARECER_CREDITO_URL, params, signal)

export const listVersoes = (params: QueryParams, signal?: AbortSignal) =>
  getList<ParecerVersao>(PARECER_VERSAO_URL, params, signal)

export const getExposicao = (cod: number, signal?: AbortSignal) => getObject<Exposicao>(exposicaoUrl(cod), {}, signal)

export const getScore = (cod: number, signal?: AbortSignal) => getObject<ScoreResposta>(scoreUrl(cod), {}, signal)

export async function createParecer(payload: ParecerPayload): Promise<Parecer> {
  const { data } = await api.post<unknown>(PARECER_CREDITO_URL, payload)
  return expectObject<Parecer>(data)
}

/** Every edit is a new version: PATCH with the reason for the change in `motivo`. */
export async function updateParecer(id: number, payload: Partial<ParecerPayload>): Promise<Parecer> {
  const { data } = await api.patch<unknown>(parecerUrl(id), payload)
  return expectObject<Parecer>(data)
}

export async function decidirParecer(
  id: number,
  body: { situacao: Exclude<SituacaoParecer, 'em_analise'>; comentario: string },
): Promise<Parecer> {
  const { data } = await api.post<unknown>(decidirUrl(id), body)
  return expectObject<Parecer>(data)
}
