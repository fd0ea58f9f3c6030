import { dataApi as api } from '../data-api'
export const addTagTypes = ['usuarios'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccessUserClient: build.query<GetAccessUserClientApiResponse, GetAccessUserClientApiArg>({
        query: () => ({ url: `/api/access/user-client/` }),
        providesTags: ['usuarios'],
      }),
      postAccessUserClient: build.mutation<
        PostAccessUserClientApiResponse,
        PostAccessUserClientApiArg
      >({
        query: () => ({ url: `/api/access/user-client/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
      getAccessUserClientId: build.query<
        GetAccessUserClientIdApiResponse,
        GetAccessUserClientIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/access/user-client/${queryArg.id}/` }),
        providesTags: ['usuarios'],
      }),
      putAccessUserClientId: build.mutation<
        PutAccessUserClientIdApiResponse,
        PutAccessUserClientIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/access/user-client/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['usuarios'],
      }),
      patchAccessUserClientId: build.mutation<
        PatchAccessUserClientIdApiResponse,
        PatchAccessUserClientIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/access/user-client/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['usuarios'],
      }),
      deleteAccessUserClientId: build.mutation<
        DeleteAccessUserClientIdApiResponse,
        DeleteAccessUserClientIdApiArg
      >({
        query: (queryArg) => ({ url: `/api/access/user-client/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['usuarios'],
      }),
      postCobrancaCriarUsuario: build.mutation<
        PostCobrancaCriarUsuarioApiResponse,
        PostCobrancaCriarUsuarioApiArg
      >({
        query: () => ({ url: `/api/cobranca/criar-usuario/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
      getComumUser: build.query<GetComumUserApiResponse, GetComumUserApiArg>({
        query: (queryArg) => ({
          url: `/api/comum/user/`,
          params: {
            is_client: queryArg.isClient,
          },
        }),
        providesTags: ['usuarios'],
      }),
      postComumUser: build.mutation<PostComumUserApiResponse, PostComumUserApiArg>({
        query: () => ({ url: `/api/comum/user/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
      patchComumUserId: build.mutation<PatchComumUserIdApiResponse, PatchComumUserIdApiArg>({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/`, method: 'PATCH' }),
        invalidatesTags: ['usuarios'],
      }),
      getComumUserId: build.query<GetComumUserIdApiResponse, GetComumUserIdApiArg>({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/` }),
        providesTags: ['usuarios'],
      }),
      putComumUserId: build.mutation<PutComumUserIdApiResponse, PutComumUserIdApiArg>({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/`, method: 'PUT' }),
        invalidatesTags: ['usuarios'],
      }),
      deleteComumUserId: build.mutation<DeleteComumUserIdApiResponse, DeleteComumUserIdApiArg>({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['usuarios'],
      }),
      postComumUserIdAprovar: build.mutation<
        PostComumUserIdAprovarApiResponse,
        PostComumUserIdAprovarApiArg
      >({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/aprovar/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
      postComumUserIdRecusar: build.mutation<
        PostComumUserIdRecusarApiResponse,
        PostComumUserIdRecusarApiArg
      >({
        query: (queryArg) => ({ url: `/api/comum/user/${queryArg.id}/recusar/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetAccessUserClientApiResponse = unknown
export type GetAccessUserClientApiArg = void
export type PostAccessUserClientApiResponse = unknown
export type PostAccessUserClientApiArg = void
export type GetAccessUserClientIdApiResponse = unknown
export type GetAccessUserClientIdApiArg = {
  id: string
}
export type PutAccessUserClientIdApiResponse = unknown
export type PutAccessUserClientIdApiArg = {
  id: string
}
export type PatchAccessUserClientIdApiResponse = unknown
export type PatchAccessUserClientIdApiArg = {
  id: string
}
export type DeleteAccessUserClientIdApiResponse = unknown
export type DeleteAccessUserClientIdApiArg = {
  id: string
}
export type PostCobrancaCriarUsuarioApiResponse = unknown
export type PostCobrancaCriarUsuarioApiArg = void
export type GetComumUserApiResponse = unknown
export type GetComumUserApiArg = {
  /** false: só a equipe (o Parecer de crédito lista os analistas) */
  isClient?: boolean
}
export type PostComumUserApiResponse = unknown
export type PostComumUserApiArg = void
export type PatchComumUserIdApiResponse = unknown
export type PatchComumUserIdApiArg = {
  id: string
}
export type GetComumUserIdApiResponse = unknown
export type GetComumUserIdApiArg = {
  id: string
}
export type PutComumUserIdApiResponse = unknown
export type PutComumUserIdApiArg = {
  id: string
}
export type DeleteComumUserIdApiResponse = unknown
export type DeleteComumUserIdApiArg = {
  id: string
}
export type PostComumUserIdAprovarApiResponse = unknown
export type PostComumUserIdAprovarApiArg = {
  id: string
}
export type PostComumUserIdRecusarApiResponse = unknown
export type PostComumUserIdRecusarApiArg = {
  id: string
}
export type Detalhe = {
  detail: string
}
export type ErrosDeCampo = {
  detail?: string
  code?: string
  /** as rotas de conta respondem success: false junto dos erros */
  success?: boolean
  non_field_errors?: string[]
  [key: string]: any
}
export const {
  useGetAccessUserClientQuery,
  useLazyGetAccessUserClientQuery,
  usePostAccessUserClientMutation,
  useGetAccessUserClientIdQuery,
  useLazyGetAccessUserClientIdQuery,
  usePutAccessUserClientIdMutation,
  usePatchAccessUserClientIdMutation,
  useDeleteAccessUserClientIdMutation,
  usePostCobrancaCriarUsuarioMutation,
  useGetComumUserQuery,
  useLazyGetComumUserQuery,
  usePostComumUserMutation,
  usePatchComumUserIdMutation,
  useGetComumUserIdQuery,
  useLazyGetComumUserIdQuery,
  usePutComumUserIdMutation,
  useDeleteComumUserIdMutation,
  usePostComumUserIdAprovarMutation,
  usePostComumUserIdRecusarMutation,
} = injectedRtkApi
