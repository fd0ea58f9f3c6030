/**
 * Shapes of the people register (`/api/cobranca/pessoa/`), as api/openapi.yaml (tag pessoas)
 * defines them: the generated types, under the names the module's components use. Optional
 * where the real backend may omit them.
 */
import type { NovaPessoa, PapelPessoa, PessoaEndereco } from '@/shared/api/generated/pessoas'

export type {
  Pessoa,
  PapelPessoa,
  PessoaEmail,
  PessoaEndereco,
  PessoaTelefone,
  PessoaVinculo,
} from '@/shared/api/generated/pessoas'
export type TipoEndereco = NonNullable<PessoaEndereco['tipo']>
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
