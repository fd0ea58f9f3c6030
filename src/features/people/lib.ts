/** Pure helpers of the people register: a stored person as the form's row, the form's payload as the API's. */
import { normalizeCnpj } from '@/shared/lib/documents'
import { APP_PATHS } from '@/shared/config/paths'
import type { PapelPessoa, Pessoa, PessoaEndereco, PessoaPayload, PessoaVinculo } from './types'

/** The register's page, for links from other modules (the customer panel). */
export const CADASTRO_PESSOAS_PATH = APP_PATHS.cadastroPessoas

/** A link as the form shows it: with a customer or an economic group (`alvo` picks the select). */
export interface VinculoRow {
  alvo: 'cliente' | 'grupo'
  cod_cliente?: number | null
  grupo_economico?: number | null
  papel?: PapelPessoa
}

/** A person as the form edits it: principal items first, each link saying what it links to. */
export type PessoaRow = Omit<Pessoa, 'vinculos'> & { vinculos: VinculoRow[] }

/** 'F' for 11 digits, 'J' for 14 characters (the alphanumeric CNPJ included), else null. */
export function kindOfDocument(doc: string): 'F' | 'J' | null {
  const v = normalizeCnpj(doc ?? '')
  return v.length === 11 ? 'F' : v.length === 14 ? 'J' : null
}

const principalFirst = <T extends { principal?: boolean }>(items: T[] | undefined) =>
  [...(items ?? [])].sort((a, b) => Number(Boolean(b.principal)) - Number(Boolean(a.principal)))

export function toPessoaRow(p: Pessoa): PessoaRow {
  return {
    ...p,
    enderecos: principalFirst(p.enderecos),
    emails: principalFirst(p.emails),
    telefones: principalFirst(p.telefones),
    vinculos: (p.vinculos ?? []).map((v) => ({ ...v, alvo: v.grupo_economico ? 'grupo' : 'cliente' })),
  }
}

/**
 * The register kit's payload as the API takes it: the kind of person from the document, the first
 * item of each list principal, each link to a customer or a group (the other null).
 */
export function toPessoaPayload(v: Partial<PessoaRow>): PessoaPayload {
  const principal = <T extends object>(items: T[] | undefined) => (items ?? []).map((x, i) => ({ ...x, principal: i === 0 }))
  return {
    ...v,
    nome: v.nome ?? '',
    cpf_cnpj: v.cpf_cnpj ?? '',
    tipo_pessoa: kindOfDocument(v.cpf_cnpj ?? ''),
    enderecos: principal(v.enderecos as PessoaEndereco[]),
    emails: principal(v.emails),
    telefones: principal(v.telefones),
    vinculos: (v.vinculos ?? []).map(
      (l): PessoaVinculo => ({
        cod_cliente: l.alvo === 'cliente' ? (l.cod_cliente ?? null) : null,
        grupo_economico: l.alvo === 'grupo' ? (l.grupo_economico ?? null) : null,
        papel: l.papel as PapelPessoa,
      }),
    ),
  }
}
