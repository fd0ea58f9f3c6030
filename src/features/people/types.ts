/** Shapes of the people register (`/api/cobranca/pessoa/`); optional where the real backend may omit them. */
export type PapelPessoa = 'cliente' | 'avalista' | 'socio' | 'contato'
export type TipoEndereco = 'comercial' | 'residencial' | 'cobranca' | 'entrega'

export interface PessoaEndereco {
  tipo: TipoEndereco
  cep: string
  logradouro: string
  numero?: string
  complemento?: string
  bairro?: string
  cidade: string
  uf: string
  principal?: boolean
}

export interface PessoaEmail {
  email: string
  principal?: boolean
}

export interface PessoaTelefone {
  telefone: string
  whatsapp?: boolean
  principal?: boolean
}

export interface PessoaVinculo {
  cod_cliente: number | null
  grupo_economico: number | null
  papel: PapelPessoa
}

export interface Pessoa {
  id: number
  nome: string
  nome_fantasia?: string
  tipo_pessoa: 'F' | 'J'
  cpf_cnpj: string
  observacao?: string
  ativo?: boolean
  email?: string
  telefone?: string
  cidade?: string
  uf?: string
  enderecos?: PessoaEndereco[]
  emails?: PessoaEmail[]
  telefones?: PessoaTelefone[]
  papeis?: PapelPessoa[]
  vinculos?: PessoaVinculo[]
}

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
