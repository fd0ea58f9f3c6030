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
        query: (queryArg) => ({
          url: `/api/access/change-password/`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sessao'],
      }),
      postLogin: build.mutation<PostLoginApiResponse, PostLoginApiArg>({
        query: (queryArg) => ({ url: `/api/login/`, method: 'POST', body: queryArg.credenciais }),
        invalidatesTags: ['sessao'],
      }),
      postRefresh: build.mutation<PostRefreshApiResponse, PostRefreshApiArg>({
        query: (queryArg) => ({
          url: `/api/refresh/`,
          method: 'POST',
          body: queryArg.refreshToken,
        }),
        invalidatesTags: ['sessao'],
      }),
      postTokenBlacklist: build.mutation<PostTokenBlacklistApiResponse, PostTokenBlacklistApiArg>({
        query: (queryArg) => ({
          url: `/api/token/blacklist/`,
          method: 'POST',
          body: queryArg.refreshToken,
        }),
        invalidatesTags: ['sessao'],
      }),
      postVerify: build.mutation<PostVerifyApiResponse, PostVerifyApiArg>({
        query: (queryArg) => ({ url: `/api/verify/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sessao'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type GetAccessAccessApiResponse =
  /** status 200 O perfil de quem chama; as rotas decidem o menu e as páginas. */ PerfilDoUsuario
export type GetAccessAccessApiArg = void
export type PostAccessChangePasswordApiResponse =
  /** status 200 Senha alterada; first_login passa a false. */ {
    success: true
    detail: string
  }
export type PostAccessChangePasswordApiArg = {
  body: {
    old_password?: string
    new_password: string
    new_password_confirm: string
  }
}
export type PostLoginApiResponse =
  /** status 200 O par de tokens. A especificação lê o login qualquer que seja o status: credenciais recusadas também podem vir como 200 sem access, só com detail. */ RespostaLogin
export type PostLoginApiArg = {
  credenciais: Credenciais
}
export type PostRefreshApiResponse = /** status 200 O novo par (o refresh gira). */ ParDeTokens
export type PostRefreshApiArg = {
  refreshToken: RefreshToken
}
export type PostTokenBlacklistApiResponse =
  /** status 200 A cadeia do refresh está aposentada (corpo vazio). */ object
export type PostTokenBlacklistApiArg = {
  refreshToken: RefreshToken
}
export type PostVerifyApiResponse = /** status 200 Válido (corpo vazio). */ object
export type PostVerifyApiArg = {
  body: {
    token: string
  }
}
export type PerfilDoUsuario = {
  id: number
  username: string
  email?: string
  first_name?: string
  last_name?: string
  is_active: boolean
  is_superuser?: boolean
  first_login?: boolean
  is_client?: boolean
  routes: string[]
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
export type RespostaLogin = {
  access?: string
  refresh?: string
  detail?: string
}
export type Credenciais = {
  username: string
  password: string
}
export type ParDeTokens = {
  access: string
  refresh?: string
}
export type TokenInvalido = {
  detail: string
  code?: string
}
export type RefreshToken = {
  refresh: string
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
