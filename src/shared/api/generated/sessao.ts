import { dataApi as api } from '../data-api'
export const addTagTypes = ['sessao'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccessAccess: build.query<GetAccessAccessApiResponse, GetAccessAccessApiArg>({
        query: () => ({ url: `/api/access/access/` }),
        providesTags: ['sessao'],
      }),
      postAccessChangePassword: build.mutation<
        PostAccessChangePasswordApiResponse,
        PostAccessChangePasswordApiArg
      >({
        query: () => ({ url: `/api/access/change-password/`, method: 'POST' }),
        invalidatesTags: ['sessao'],
      }),
      postLogin: build.mutation<PostLoginApiResponse, PostLoginApiArg>({
        query: () => ({ url: `/api/login/`, method: 'POST' }),
        invalidatesTags: ['sessao'],
      }),
      postRefresh: build.mutation<PostRefreshApiResponse, PostRefreshApiArg>({
        query: () => ({ url: `/api/refresh/`, method: 'POST' }),
        invalidatesTags: ['sessao'],
      }),
      postTokenBlacklist: build.mutation<PostTokenBlacklistApiResponse, PostTokenBlacklistApiArg>({
        query: () => ({ url: `/api/token/blacklist/`, method: 'POST' }),
        invalidatesTags: ['sessao'],
      }),
      postVerify: build.mutation<PostVerifyApiResponse, PostVerifyApiArg>({
        query: () => ({ url: `/api/verify/`, method: 'POST' }),
        invalidatesTags: ['sessao'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetAccessAccessApiResponse = unknown
export type GetAccessAccessApiArg = void
export type PostAccessChangePasswordApiResponse = unknown
export type PostAccessChangePasswordApiArg = void
export type PostLoginApiResponse = unknown
export type PostLoginApiArg = void
export type PostRefreshApiResponse = unknown
export type PostRefreshApiArg = void
export type PostTokenBlacklistApiResponse = unknown
export type PostTokenBlacklistApiArg = void
export type PostVerifyApiResponse = unknown
export type PostVerifyApiArg = void
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
  useGetAccessAccessQuery,
  useLazyGetAccessAccessQuery,
  usePostAccessChangePasswordMutation,
  usePostLoginMutation,
  usePostRefreshMutation,
  usePostTokenBlacklistMutation,
  usePostVerifyMutation,
} = injectedRtkApi
