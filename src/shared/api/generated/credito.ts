import { dataApi as api } from '../data-api'
export const addTagTypes = ['credito'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaParecerCreditoVersao: build.query<
        GetCobrancaParecerCreditoVersaoApiResponse,
        GetCobrancaParecerCreditoVersaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/parecer-credito-versao/` }),
        providesTags: ['credito'],
      }),
      postCobrancaParecerCreditoVersao: build.mutation<
        PostCobrancaParecerCreditoVersaoApiResponse,
        PostCobrancaParecerCreditoVersaoApiArg
      >({
        query: () => ({ url: `/api/cobranca/parecer-credito-versao/`, method: 'POST' }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCreditoVersaoId: build.query<
        GetCobrancaParecerCreditoVersaoIdApiResponse,
        GetCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/` }),
        providesTags: ['credito'],
      }),
      putCobrancaParecerCreditoVersaoId: build.mutation<
        PutCobrancaParecerCreditoVersaoIdApiResponse,
        PutCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['credito'],
      }),
      patchCobrancaParecerCreditoVersaoId: build.mutation<
        PatchCobrancaParecerCreditoVersaoIdApiResponse,
        PatchCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['credito'],
      }),
      deleteCobrancaParecerCreditoVersaoId: build.mutation<
        DeleteCobrancaParecerCreditoVersaoIdApiResponse,
        DeleteCobrancaParecerCreditoVersaoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito-versao/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['credito'],
      }),
      postCobrancaParecerCredito: build.mutation<
        PostCobrancaParecerCreditoApiResponse,
        PostCobrancaParecerCreditoApiArg
      >({
        query: () => ({ url: `/api/cobranca/parecer-credito/`, method: 'POST' }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCredito: build.query<
        GetCobrancaParecerCreditoApiResponse,
        GetCobrancaParecerCreditoApiArg
      >({
        query: () => ({ url: `/api/cobranca/parecer-credito/` }),
        providesTags: ['credito'],
      }),
      putCobrancaParecerCreditoId: build.mutation<
        PutCobrancaParecerCreditoIdApiResponse,
        PutCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'PUT',
        }),
        invalidatesTags: ['credito'],
      }),
      patchCobrancaParecerCreditoId: build.mutation<
        PatchCobrancaParecerCreditoIdApiResponse,
        PatchCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'PATCH',
        }),
        invalidatesTags: ['credito'],
      }),
      deleteCobrancaParecerCreditoId: build.mutation<
        DeleteCobrancaParecerCreditoIdApiResponse,
        DeleteCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['credito'],
      }),
      getCobrancaParecerCreditoId: build.query<
        GetCobrancaParecerCreditoIdApiResponse,
        GetCobrancaParecerCreditoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/parecer-credito/${queryArg.id}/` }),
        providesTags: ['credito'],
      }),
      postCobrancaParecerCreditoIdDecidir: build.mutation<
        PostCobrancaParecerCreditoIdDecidirApiResponse,
        PostCobrancaParecerCreditoIdDecidirApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cobranca/parecer-credito/${queryArg.id}/decidir/`,
          method: 'POST',
        }),
        invalidatesTags: ['credito'],
      }),
      getCreditoExposicaoId: build.query<
        GetCreditoExposicaoIdApiResponse,
        GetCreditoExposicaoIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/credito/exposicao/${queryArg.cod}/` }),
        providesTags: ['credito'],
      }),
      getCreditoScoreId: build.query<GetCreditoScoreIdApiResponse, GetCreditoScoreIdApiArg>({
        query: (queryArg) => ({ url: `/api/credito/score/${queryArg.cod}/` }),
        providesTags: ['credito'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetCobrancaParecerCreditoVersaoApiResponse = unknown
export type GetCobrancaParecerCreditoVersaoApiArg = void
export type PostCobrancaParecerCreditoVersaoApiResponse = unknown
export type PostCobrancaParecerCreditoVersaoApiArg = void
export type GetCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type GetCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PutCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type PutCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PatchCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type PatchCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type DeleteCobrancaParecerCreditoVersaoIdApiResponse = unknown
export type DeleteCobrancaParecerCreditoVersaoIdApiArg = {
  id: string
}
export type PostCobrancaParecerCreditoApiResponse = unknown
export type PostCobrancaParecerCreditoApiArg = void
export type GetCobrancaParecerCreditoApiResponse = unknown
export type GetCobrancaParecerCreditoApiArg = void
export type PutCobrancaParecerCreditoIdApiResponse = unknown
export type PutCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type PatchCobrancaParecerCreditoIdApiResponse = unknown
export type PatchCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type DeleteCobrancaParecerCreditoIdApiResponse = unknown
export type DeleteCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type GetCobrancaParecerCreditoIdApiResponse = unknown
export type GetCobrancaParecerCreditoIdApiArg = {
  id: string
}
export type PostCobrancaParecerCreditoIdDecidirApiResponse = unknown
export type PostCobrancaParecerCreditoIdDecidirApiArg = {
  id: string
}
export type GetCreditoExposicaoIdApiResponse = unknown
export type GetCreditoExposicaoIdApiArg = {
  cod: string
}
export type GetCreditoScoreIdApiResponse = unknown
export type GetCreditoScoreIdApiArg = {
  cod: string
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
}
export const {
  useGetCobrancaParecerCreditoVersaoQuery,
  useLazyGetCobrancaParecerCreditoVersaoQuery,
  usePostCobrancaParecerCreditoVersaoMutation,
  useGetCobrancaParecerCreditoVersaoIdQuery,
  useLazyGetCobrancaParecerCreditoVersaoIdQuery,
  usePutCobrancaParecerCreditoVersaoIdMutation,
  usePatchCobrancaParecerCreditoVersaoIdMutation,
  useDeleteCobrancaParecerCreditoVersaoIdMutation,
  usePostCobrancaParecerCreditoMutation,
  useGetCobrancaParecerCreditoQuery,
  useLazyGetCobrancaParecerCreditoQuery,
  usePutCobrancaParecerCreditoIdMutation,
  usePatchCobrancaParecerCreditoIdMutation,
  useDeleteCobrancaParecerCreditoIdMutation,
  useGetCobrancaParecerCreditoIdQuery,
  useLazyGetCobrancaParecerCreditoIdQuery,
  usePostCobrancaParecerCreditoIdDecidirMutation,
  useGetCreditoExposicaoIdQuery,
  useLazyGetCreditoExposicaoIdQuery,
  useGetCreditoScoreIdQuery,
  useLazyGetCreditoScoreIdQuery,
} = injectedRtkApi
