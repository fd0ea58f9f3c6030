import { dataApi as api } from '../data-api'
export const addTagTypes = ['pessoas'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaPessoa: build.query<GetCobrancaPessoaApiResponse, GetCobrancaPessoaApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/pessoa/`,
          params: {
            cpf_cnpj: queryArg.cpfCnpj,
            cod_cliente: queryArg.codCliente,
            incluir_grupo: queryArg.incluirGrupo,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['pessoas'],
      }),
      postCobrancaPessoa: build.mutation<PostCobrancaPessoaApiResponse, PostCobrancaPessoaApiArg>({
        query: (queryArg) => ({
          url: `/api/cobranca/pessoa/`,
          method: 'POST',
          body: queryArg.novaPessoa,
        }),
        invalidatesTags: ['pessoas'],
      }),
      getCobrancaPessoaId: build.query<GetCobrancaPessoaIdApiResponse, GetCobrancaPessoaIdApiArg>({
        query: (queryArg) => ({ url: `/api/cobranca/pessoa/${queryArg.id}/` }),
        providesTags: ['pessoas'],
      }),
      putCobrancaPessoaId: build.mutation<
        PutCobrancaPessoaIdApiResponse,
        PutCobrancaPessoaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/pessoa/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novaPessoa,
        }),
        invalidatesTags: ['pessoas'],
      }),
      patchCobrancaPessoaId: build.mutation<
        PatchCobrancaPessoaIdApiResponse,
        PatchCobrancaPessoaIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/pessoa/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoPessoa,
        }),
        invalidatesTags: ['pessoas'],
      }),
      deleteCobrancaPessoaId: build.mutation<
        DeleteCobrancaPessoaIdApiResponse,
        DeleteCobrancaPessoaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/pessoa/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['pessoas'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaPessoaApiResponse =
  | /** status 200 As pessoas, por nome; com page ou page_size, uma página do DRF. */ Pessoa[]
  | PaginaPessoa
export type GetCobrancaPessoaApiArg = {
  /** o documento, com ou sem máscara (a pessoa já cadastrada com ele) */
  cpfCnpj?: string
  /** as pessoas vinculadas ao cliente */
  codCliente?: number
  /** com cod_cliente, também as vinculadas ao grupo econômico do cliente */
  incluirGrupo?: boolean
  page?: number
  pageSize?: number
}
export type PostCobrancaPessoaApiResponse = /** status 201 Criada. */ Pessoa
export type PostCobrancaPessoaApiArg = {
  novaPessoa: NovaPessoa
}
export type GetCobrancaPessoaIdApiResponse =
  /** status 200 A pessoa, com as listas aninhadas. */ Pessoa
export type GetCobrancaPessoaIdApiArg = {
  id: number
}
export type PutCobrancaPessoaIdApiResponse = /** status 200 A pessoa salva. */ Pessoa
export type PutCobrancaPessoaIdApiArg = {
  id: number
  novaPessoa: NovaPessoa
}
export type PatchCobrancaPessoaIdApiResponse =
  /** status 200 A pessoa salva (a tela envia o cadastro inteiro; uma lista enviada substitui a anterior). */ Pessoa
export type PatchCobrancaPessoaIdApiArg = {
  id: number
  alteracaoPessoa: AlteracaoPessoa
}
export type DeleteCobrancaPessoaIdApiResponse = unknown
export type DeleteCobrancaPessoaIdApiArg = {
  id: number
}
export type PessoaEndereco = {
  tipo?: 'comercial' | 'residencial' | 'cobranca' | 'entrega'
  /** guardado com máscara: 01310-100 */
  cep: string
  logradouro: string
  numero?: string
  complemento?: string
  bairro?: string
  cidade: string
  /** sigla da UF (guardada em maiúsculas) */
  uf: string
  /** exatamente um endereço da lista é o principal */
  principal?: boolean
}
export type PessoaEmail = {
  email: string
  principal?: boolean
}
export type PessoaTelefone = {
  /** DDD + número; guardado com máscara: (11) 98765-4321 */
  telefone: string
  whatsapp?: boolean
  principal?: boolean
}
export type PapelPessoa = 'cliente' | 'avalista' | 'socio' | 'contato'
export type PessoaVinculo = {
  cod_cliente?: number | null
  grupo_economico?: number | null
  papel: PapelPessoa
}
export type Pessoa = {
  id: number
  /** nome ou razão social */
  nome: string
  nome_fantasia?: string
  /** do documento: F para CPF, J para CNPJ */
  tipo_pessoa?: 'F' | 'J'
  /** CPF ou CNPJ (também o alfanumérico) com máscara */
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
export type PaginaPessoa = {
  count: number
  next: string | null
  previous: string | null
  results: Pessoa[]
}
export type Detalhe = {
  detail: string
}
export type ErrosPessoa = {
  [key: string]: (
    | string
    | {
        [key: string]: string[]
      }
  )[]
}
export type AlteracaoPessoa = {
  nome?: string
  nome_fantasia?: string
  /** se enviado, deve concordar com o documento */
  tipo_pessoa?: 'F' | 'J' | null
  /** com ou sem máscara; as letras do CNPJ alfanumérico em maiúsculas */
  cpf_cnpj?: string
  observacao?: string
  ativo?: boolean
  email?: string | null
  telefone?: string | null
  cidade?: string
  uf?: string
  enderecos?: PessoaEndereco[]
  emails?: PessoaEmail[]
  telefones?: PessoaTelefone[]
  papeis?: PapelPessoa[]
  vinculos?: PessoaVinculo[]
}
export type NovaPessoa = AlteracaoPessoa & {
  nome: string
  cpf_cnpj: string
}
export const {
  useGetCobrancaPessoaQuery,
  useLazyGetCobrancaPessoaQuery,
  usePostCobrancaPessoaMutation,
  useGetCobrancaPessoaIdQuery,
  useLazyGetCobrancaPessoaIdQuery,
  usePutCobrancaPessoaIdMutation,
  usePatchCobrancaPessoaIdMutation,
  useDeleteCobrancaPessoaIdMutation,
} = injectedRtkApi
