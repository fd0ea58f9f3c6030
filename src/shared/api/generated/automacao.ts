import { dataApi as api } from '../data-api'
export const addTagTypes = ['automacao'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAutomacaoIntegracoesId: build.query<
        GetAutomacaoIntegracoesIdApiResponse,
        GetAutomacaoIntegracoesIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/automacao/integracoes/${queryArg.slug}/` }),
        providesTags: ['automacao'],
      }),
      postAutomacaoIntegracoesIdConferir: build.mutation<
        PostAutomacaoIntegracoesIdConferirApiResponse,
        PostAutomacaoIntegracoesIdConferirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/automacao/integracoes/${queryArg.slug}/conferir/`,
          method: 'POST',
          body: queryArg.conferenciaRetorno,
        }),
        invalidatesTags: ['automacao'],
      }),
      getAutomacaoIntegracoesIdImportacoes: build.query<
        GetAutomacaoIntegracoesIdImportacoesApiResponse,
        GetAutomacaoIntegracoesIdImportacoesApiArg
      >({
        query: (queryArg) => ({ url: `/api/automacao/integracoes/${queryArg.slug}/importacoes/` }),
        providesTags: ['automacao'],
      }),
      postAutomacaoIntegracoesIdImportacoes: build.mutation<
        PostAutomacaoIntegracoesIdImportacoesApiResponse,
        PostAutomacaoIntegracoesIdImportacoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/automacao/integracoes/${queryArg.slug}/importacoes/`,
          method: 'POST',
          body: queryArg.novaImportacaoRetorno,
        }),
        invalidatesTags: ['automacao'],
      }),
      postAutomacaoIntegracoesIdImportacoesIdDesfazer: build.mutation<
        PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiResponse,
        PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/automacao/integracoes/${queryArg.slug}/importacoes/${queryArg.id}/desfazer/`,
          method: 'POST',
        }),
        invalidatesTags: ['automacao'],
      }),
      postAutomacaoIntegracoesIdTestar: build.mutation<
        PostAutomacaoIntegracoesIdTestarApiResponse,
        PostAutomacaoIntegracoesIdTestarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/automacao/integracoes/${queryArg.slug}/testar/`,
          method: 'POST',
        }),
        invalidatesTags: ['automacao'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetAutomacaoIntegracoesIdApiResponse =
  /** status 200 A integração, com o estado da conexão. */ IntegracaoBancaria
export type GetAutomacaoIntegracoesIdApiArg = {
  slug: string
}
export type PostAutomacaoIntegracoesIdConferirApiResponse =
  /** status 200 Para cada linha, o título encontrado (por nosso número ou pelo documento) ou null. */ ResultadoConferencia
export type PostAutomacaoIntegracoesIdConferirApiArg = {
  slug: string
  conferenciaRetorno: ConferenciaRetorno
}
export type GetAutomacaoIntegracoesIdImportacoesApiResponse =
  /** status 200 As importações (aplicadas e desfeitas), com os títulos que cada uma liquidou. */ ImportacaoRetorno[]
export type GetAutomacaoIntegracoesIdImportacoesApiArg = {
  slug: string
}
export type PostAutomacaoIntegracoesIdImportacoesApiResponse =
  /** status 201 A importação aplicada. */ ImportacaoRetorno
export type PostAutomacaoIntegracoesIdImportacoesApiArg = {
  slug: string
  novaImportacaoRetorno: NovaImportacaoRetorno
}
export type PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiResponse =
  /** status 200 A importação, agora desfeita. */ ImportacaoRetorno
export type PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiArg = {
  slug: string
  id: number
}
export type PostAutomacaoIntegracoesIdTestarApiResponse =
  /** status 200 A integração com o resultado do teste (status, mensagem, última comunicação). */ IntegracaoBancaria
export type PostAutomacaoIntegracoesIdTestarApiArg = {
  slug: string
}
export type IntegracaoBancaria = {
  /** o da rota (itau, bradesco …) */
  slug: string
  nome: string
  /** código FEBRABAN do banco (341, 237 …) */
  banco: string
  agencia: string
  conta: string
  carteira?: string
  convenio?: string
  layouts: ('CNAB 240' | 'CNAB 400')[]
  status: 'conectado' | 'instavel' | 'desconectado'
  mensagem?: string
  ultima_comunicacao?: string | null
  ultimo_retorno?: string | null
}
export type Detalhe = {
  detail: string
}
export type Decimal = string
export type TituloConferido = {
  id: number
  documento: string
  cod_cliente: number
  nome_fantasia?: string
  nosso_numero?: string | null
  data_vencimento: string
  valor: Decimal
  saldo: Decimal
  valor_pago?: Decimal
  data_pagamento?: string | null
  status: 'aberto' | 'vencido' | 'pago'
}
export type ResultadoConferencia = {
  itens: {
    linha: number
    /** null quando nenhum título tem esse nosso número nem esse documento */
    titulo: TituloConferido | null
  }[]
}
export type ErrosDeCampo = {
  detail?: string
  code?: string
  /** as rotas de conta respondem success: false junto dos erros */
  success?: boolean
  non_field_errors?: string[]
  [key: string]: any
}
export type ConferenciaRetorno = {
  itens: {
    /** linha do registro de detalhe no arquivo */
    linha: number
    nosso_numero?: string
    /** referência da empresa (uso da empresa / número do documento) */
    documento?: string
  }[]
}
export type ItemImportacaoRetorno = {
  titulo: number
  documento: string
  cod_cliente: number
  nome_fantasia?: string
  nosso_numero?: string | null
  linha: number
  valor_pago: Decimal
  data_pagamento: string
  /** o pagamento quitou todo o saldo */
  quitado: boolean
}
export type ImportacaoRetorno = {
  id: number
  integracao?: string
  arquivo: string
  layout: 'CNAB 240' | 'CNAB 400'
  impressao?: string
  data_geracao?: string | null
  usuario?: number
  usuario_nome?: string
  criado_em: string
  qtd_titulos: number
  valor_total: Decimal
  desfeita: boolean
  desfeita_em?: string | null
  desfeita_por_nome?: string | null
  itens: ItemImportacaoRetorno[]
}
export type NovaImportacaoRetorno = {
  /** nome do arquivo */
  arquivo: string
  /** o texto do arquivo, com as linhas como vieram (os bytes lidos como Windows-1252, um caractere por posição). Um arquivo que não se lê é recusado em `conteudo` com a linha e a posição ("Arquivo recusado: linha 7, posição 85: …"); o mesmo arquivo (a mesma impressão digital do conteúdo) não é aplicado duas vezes. */
  conteudo: string
  /** o que a pré-visualização mostrou. Se o arquivo agora liquidaria outra coisa (um título pago entre a conferência e a aplicação), nada é aplicado e a resposta pede nova conferência em `conferido`. */
  conferido?: {
    qtd_titulos: number
    valor_total: Decimal
  }
}
export const {
  useGetAutomacaoIntegracoesIdQuery,
  useLazyGetAutomacaoIntegracoesIdQuery,
  usePostAutomacaoIntegracoesIdConferirMutation,
  useGetAutomacaoIntegracoesIdImportacoesQuery,
  useLazyGetAutomacaoIntegracoesIdImportacoesQuery,
  usePostAutomacaoIntegracoesIdImportacoesMutation,
  usePostAutomacaoIntegracoesIdImportacoesIdDesfazerMutation,
  usePostAutomacaoIntegracoesIdTestarMutation,
} = injectedRtkApi
