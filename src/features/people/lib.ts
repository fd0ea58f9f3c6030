/** Pure helpers of the people register: form values ↔ payload, and how a person reads in a list. */
import { formatCep } from '@/shared/lib/cep'
import { formatCpfCnpj, normalizeCnpj } from '@/shared/lib/documents'
import { foldText } from '@/shared/lib/text'
import { APP_PATHS } from '@/shared/config/paths'
import type { PapelPessoa, Pessoa, PessoaEndereco, PessoaPayload, PessoaVinculo } from './types'

/** The register's page, for links from other modules (the customer panel). */
export const CADASTRO_PESSOAS_PATH = APP_PATHS.cadastroPessoas

export interface VinculoForm {
  alvo: 'cliente' | 'grupo'
  cod_cliente?: number | null
  grupo_economico?: number | null
  papel?: PapelPessoa
}

export interface PessoaFormValues {
  cpf_cnpj: string
  nome: string
  nome_fantasia?: string
  ativo: boolean
  observacao?: string
  papeis: PapelPessoa[]
  enderecos: Partial<PessoaEndereco>[]
  emails: { email?: string }[]
  telefones: { telefone?: string; whatsapp?: boolean }[]
  vinculos: VinculoForm[]
}

/** 'F' for 11 digits, 'J' for 14 characters (the alphanumeric CNPJ included), else null. */
export function kindOfDocument(doc: string): 'F' | 'J' | null {
  const v = normalizeCnpj(doc ?? '')
  return v.length === 11 ? 'F' : v.length === 14 ? 'J' : null
}

export function toFormValues(p: Pessoa | null): PessoaFormValues {
  if (!p) {
    return {
      cpf_cnpj: '',
      nome: '',
      nome_fantasia: '',
      ativo: true,
      observacao: '',
      papeis: [],
      enderecos: [{ tipo: 'comercial' }],
      emails: [],
      telefones: [],
      vinculos: [],
    }
  }
  const principalFirst = <T extends { principal?: boolean }>(items: T[] | undefined) =>
    [...(items ?? [])].sort((a, b) => Number(Boolean(b.principal)) - Number(Boolean(a.principal)))
  return {
    cpf_cnpj: formatCpfCnpj(p.cpf_cnpj),
    nome: p.nome,
    nome_fantasia: p.nome_fantasia ?? '',
    ativo: p.ativo !== false,
    observacao: p.observacao ?? '',
    papeis: p.papeis ?? [],
    enderecos: principalFirst(p.enderecos),
    emails: principalFirst(p.emails).map((e) => ({ email: e.email })),
    telefones: principalFirst(p.telefones).map((t) => ({ telefone: t.telefone, whatsapp: Boolean(t.whatsapp) })),
    vinculos: (p.vinculos ?? []).map((v) => ({
      alvo: v.grupo_economico ? 'grupo' : 'cliente',
      cod_cliente: v.cod_cliente,
      grupo_economico: v.grupo_economico,
      papel: v.papel,
    })),
  }
}

const trim = (s: unknown) => (typeof s === 'string' ? s.trim() : '')

/** The payload the API takes: document masked and upper case, the first item of each list principal. */
export function toPayload(v: PessoaFormValues): PessoaPayload {
  const doc = normalizeCnpj(v.cpf_cnpj ?? '')
  return {
    cpf_cnpj: formatCpfCnpj(doc),
    tipo_pessoa: kindOfDocument(doc),
    nome: trim(v.nome),
    nome_fantasia: trim(v.nome_fantasia),
    ativo: v.ativo !== false,
    observacao: trim(v.observacao),
    papeis: v.papeis ?? [],
    enderecos: (v.enderecos ?? []).map((e, i) => ({
      tipo: e.tipo ?? 'comercial',
      cep: formatCep(trim(e.cep)),
      logradouro: trim(e.logradouro),
      numero: trim(e.numero),
      complemento: trim(e.complemento),
      bairro: trim(e.bairro),
      cidade: trim(e.cidade),
      uf: trim(e.uf).toUpperCase(),
      principal: i === 0,
    })),
    emails: (v.emails ?? []).map((e, i) => ({ email: trim(e.email), principal: i === 0 })),
    telefones: (v.telefones ?? []).map((t, i) => ({
      telefone: trim(t.telefone),
      whatsapp: Boolean(t.whatsapp),
      principal: i === 0,
    })),
    vinculos: (v.vinculos ?? []).map(
      (l): PessoaVinculo => ({
        cod_cliente: l.alvo === 'cliente' ? (l.cod_cliente ?? null) : null,
        grupo_economico: l.alvo === 'grupo' ? (l.grupo_economico ?? null) : null,
        papel: l.papel as PapelPessoa,
      }),
    ),
  }
}

/** Everything a search may match: names (accents ignored) and the document with and without mask. */
export function searchText(p: Pessoa): string {
  return foldText(
    [p.nome, p.nome_fantasia ?? '', p.cpf_cnpj, normalizeCnpj(p.cpf_cnpj), p.email ?? '', p.cidade ?? ''].join(' '),
  )
}
