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
export type GetAutomacaoIntegracoesIdApiResponse = unknown
export type GetAutomacaoIntegracoesIdApiArg = {
  slug: string
}
export type PostAutomacaoIntegracoesIdConferirApiResponse = unknown
export type PostAutomacaoIntegracoesIdConferirApiArg = {
  slug: string
}
export type GetAutomacaoIntegracoesIdImportacoesApiResponse = unknown
export type GetAutomacaoIntegracoesIdImportacoesApiArg = {
  slug: string
}
export type PostAutomacaoIntegracoesIdImportacoesApiResponse = unknown
export type PostAutomacaoIntegracoesIdImportacoesApiArg = {
  slug: string
}
export type PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiResponse = unknown
export type PostAutomacaoIntegracoesIdImportacoesIdDesfazerApiArg = {
  slug: string
  id: string
}
export type PostAutomacaoIntegracoesIdTestarApiResponse = unknown
export type PostAutomacaoIntegracoesIdTestarApiArg = {
  slug: string
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
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
