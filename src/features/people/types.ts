/**
 * Shapes of the people register (`/api/cobranca/pessoa/`), as api/openapi.yaml (tag pessoas)
 * defines them: the generated types, under the names the module's components use. Optional
 * where the real backend may omit them.
 */
import type {
  NovaPessoa,
  PapelPessoa as GeneratedPapel,
  Pessoa as GeneratedPessoa,
  PessoaEmail as GeneratedEmail,
  PessoaEndereco as GeneratedEndereco,
  PessoaTelefone as GeneratedTelefone,
  PessoaVinculo as GeneratedVinculo,
} from '@/shared/api/generated/pessoas'

export type PapelPessoa = GeneratedPapel
export type PessoaEndereco = GeneratedEndereco
export type TipoEndereco = NonNullable<PessoaEndereco['tipo']>
export type PessoaEmail = GeneratedEmail
export type PessoaTelefone = GeneratedTelefone
export type PessoaVinculo = GeneratedVinculo
export type Pessoa = GeneratedPessoa
/** What the form sends: the whole record, lists included (POST, or PATCH of an existing one). */
export type PessoaPayload = NovaPessoa

export const PAPEL_LABEL: Record<PapelPessoa, string> = {
  cliente: 'Cliente',
  avalista: 'Avalista',
  socio: 'Sócio',
  contato: 'Contato',
}

export const PAPEL_COLOR: Record<PapelPessoa, string> = {
  cliente: 'blue',
  avalista: 'purple',
  socio: 'geekblue',
  contato: 'default',
}

export const TIPO_ENDERECO_LABEL: Record<TipoEndereco, string> = {
  comercial: 'Comercial',
  residencial: 'Residencial',
  cobranca: 'Cobrança',
  entrega: 'Entrega',
}

export const UFS = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ')
