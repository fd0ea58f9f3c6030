/** The people register: `pessoa` is a resource of the specification's cobrança API (filters ours). */
import { defineResource, getList } from '@/shared/api/resource'
import { normalizeCnpj } from '@/shared/lib/documents'
import type { Pessoa } from './types'

export const PESSOA_URL = '/api/cobranca/pessoa/'
export const CADASTRO_PESSOAS_PATH = '/premissas/cadastro-pessoas'

export const pessoas = defineResource<Pessoa>({ path: PESSOA_URL, editMethod: 'patch' })

/** The person registered under a document (masked or not), if any. */
export async function findByDocument(doc: string, signal?: AbortSignal): Promise<Pessoa | null> {
  const list = await getList<Pessoa>(PESSOA_URL, { cpf_cnpj: normalizeCnpj(doc) }, signal)
  return list[0] ?? null
}

/** People linked to a customer, directly or through its economic group. */
export const linkedPeople = (codCliente: number, signal?: AbortSignal) =>
  getList<Pessoa>(PESSOA_URL, { cod_cliente: codCliente, incluir_grupo: true }, signal)
