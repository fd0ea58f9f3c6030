/**
 * Row types of the credit module (parecer de crédito with its versions, and the people register).
 * `parecer-credito` and `pessoa` are declared in types.ts with fewer fields; the credit module's
 * rows carry these richer shapes (the base fields unchanged, so the customer panel keeps working).
 */
import type { ParecerCredito, Pessoa } from './types'

type Decimal = string
type IsoDate = string
type IsoDateTime = string

export type SituacaoParecer = 'em_analise' | 'aprovado' | 'reprovado'
/** What the worklist shows: an approved opinion past its validity date counts as vencido. */
export type StatusParecer = SituacaoParecer | 'vencido'
export type ClasseRisco = 'A' | 'B' | 'C' | 'D' | 'E'

/** The fields every version keeps a copy of. */
export interface ParecerConteudo {
  parecer: string
  limite_atual: Decimal
  limite_solicitado: Decimal | null
  limite_sugerido: Decimal
  validade: IsoDate | null
  classe_risco: ClasseRisco | null
  garantias: string
  condicoes_pagamento: string
  situacao: SituacaoParecer
  /** the transparent score (0–100) when the version was written */
  score: number | null
}

export interface ParecerCreditoRow extends ParecerCredito, ParecerConteudo {
  situacao: SituacaoParecer
  versao: number
  atualizado_em: IsoDateTime
  atualizado_por: number
  aprovado_por: number | null
  aprovado_em: IsoDateTime | null
  comentario_decisao: string
}

export type AcaoVersao = 'criacao' | 'edicao' | 'aprovacao' | 'reprovacao'

export interface ParecerCreditoVersao extends ParecerConteudo {
  id: number
  parecer_credito: number
  cod_cliente: number
  versao: number
  data_hora: IsoDateTime
  usuario: number
  acao: AcaoVersao
  /** why this version was written (the change note or the decision's comment) */
  motivo: string
}

export type TipoEndereco = 'comercial' | 'residencial' | 'cobranca' | 'entrega'

export interface PessoaEndereco {
  tipo: TipoEndereco
  cep: string
  logradouro: string
  numero: string
  complemento: string
  bairro: string
  cidade: string
  uf: string
  principal: boolean
}

export interface PessoaEmail {
  email: string
  principal: boolean
}

export interface PessoaTelefone {
  telefone: string
  whatsapp: boolean
  principal: boolean
}

export type PapelPessoa = 'cliente' | 'avalista' | 'socio' | 'contato'

export interface PessoaVinculo {
  cod_cliente: number | null
  grupo_economico: number | null
  papel: PapelPessoa
}

export interface PessoaRow extends Pessoa {
  nome_fantasia: string
  enderecos: PessoaEndereco[]
  emails: PessoaEmail[]
  telefones: PessoaTelefone[]
  papeis: PapelPessoa[]
  vinculos: PessoaVinculo[]
}

declare module './module-tables' {
  interface ModuleTables {
    'parecer-credito-versao': ParecerCreditoVersao[]
  }
}
