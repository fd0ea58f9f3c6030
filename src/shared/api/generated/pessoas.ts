import { dataApi as api } from '../data-api'
export const addTagTypes = ['pessoas'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCobrancaPessoa: build.query<GetCobrancaPessoaApiResponse, GetCobrancaPessoaApiArg>({
        query: () => ({ url: `/api/cobranca/pessoa/` }),
        providesTags: ['pessoas'],
      }),
      postCobrancaPessoa: build.mutation<PostCobrancaPessoaApiResponse, PostCobrancaPessoaApiArg>({
        query: () => ({ url: `/api/cobranca/pessoa/`, method: 'POST' }),
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
        query: (queryArg) => ({ url: `/api/cobranca/pessoa/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['pessoas'],
      }),
      patchCobrancaPessoaId: build.mutation<
        PatchCobrancaPessoaIdApiResponse,
        PatchCobrancaPessoaIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/cobranca/pessoa/${queryArg.id}/`, method: 'PATCH' }),
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
export type GetCobrancaPessoaApiResponse = unknown
export type GetCobrancaPessoaApiArg = void
export type PostCobrancaPessoaApiResponse = unknown
export type PostCobrancaPessoaApiArg = void
export type GetCobrancaPessoaIdApiResponse = unknown
export type GetCobrancaPessoaIdApiArg = {
  id: string
}
export type PutCobrancaPessoaIdApiResponse = unknown
export type PutCobrancaPessoaIdApiArg = {
  id: string
}
export type PatchCobrancaPessoaIdApiResponse = unknown
export type PatchCobrancaPessoaIdApiArg = {
  id: string
}
export type DeleteCobrancaPessoaIdApiResponse = unknown
export type DeleteCobrancaPessoaIdApiArg = {
  id: string
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  [key: string]: string[]
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
