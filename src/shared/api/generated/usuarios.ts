import { dataApi as api } from '../data-api'
export const addTagTypes = ['usuarios'] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccessUserClient: build.query<GetAccessUserClientApiResponse, GetAccessUserClientApiArg>({
        query: (queryArg) => ({
          url: `/api/access/user-client`,
          params: {
            user: queryArg.user,
            user__in: queryArg.userIn,
          },
        }),
        providesTags: ['usuarios'],
      }),
      postAccessUserClient: build.mutation<
        PostAccessUserClientApiResponse,
        PostAccessUserClientApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access/user-client`,
          method: 'POST',
          body: queryArg.novoVinculoUsuarioCliente,
        }),
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
        query: (queryArg) => ({
          url: `/api/access/user-client/${queryArg.id}/`,
          method: 'PUT',
          body: queryArg.novoVinculoUsuarioCliente,
        }),
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
        query: (queryArg) => ({
          url: `/api/cobranca/criar-usuario/`,
          method: 'POST',
          body: queryArg.novoUsuario,
        }),
        invalidatesTags: ['usuarios'],
      }),
      getComumUser: build.query<GetComumUserApiResponse, GetComumUserApiArg>({
        query: (queryArg) => ({
          url: `/api/comum/user/`,
          params: {
            is_client: queryArg.isClient,
            page: queryArg.page,
            page_size: queryArg.pageSize,
            search: queryArg.search,
            pendente: queryArg.pendente,
          },
        }),
        providesTags: ['usuarios'],
      }),
      postComumUser: build.mutation<PostComumUserApiResponse, PostComumUserApiArg>({
        query: () => ({ url: `/api/comum/user/`, method: 'POST' }),
        invalidatesTags: ['usuarios'],
      }),
      patchComumUserId: build.mutation<PatchComumUserIdApiResponse, PatchComumUserIdApiArg>({
        query: (queryArg) => ({
          url: `/api/comum/user/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.alteracaoUsuario,
        }),
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
        query: (queryArg) => ({
          url: `/api/comum/user/${queryArg.id}/aprovar/`,
          method: 'POST',
          body: queryArg.aprovacaoUsuario,
        }),
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
export type GetAccessUserClientApiResponse =
  | /** status 200 Os vínculos (para o usuário cliente, só os dele); com page ou page_size, uma página do DRF. */ VinculoUsuarioCliente[]
  | PaginaVinculoUsuarioCliente
export type GetAccessUserClientApiArg = {
  /** os vínculos de um usuário */
  user?: number
  /** os vínculos de vários usuários, ids separados por vírgula (a contagem da página de Usuários) */
  userIn?: string
}
export type PostAccessUserClientApiResponse =
  /** status 201 O vínculo criado. */ VinculoUsuarioCliente
export type PostAccessUserClientApiArg = {
  novoVinculoUsuarioCliente: NovoVinculoUsuarioCliente
}
export type GetAccessUserClientIdApiResponse = /** status 200 O vínculo. */ VinculoUsuarioCliente
export type GetAccessUserClientIdApiArg = {
  id: number
}
export type PutAccessUserClientIdApiResponse =
  /** status 200 O vínculo alterado. */ VinculoUsuarioCliente
export type PutAccessUserClientIdApiArg = {
  id: number
  novoVinculoUsuarioCliente: NovoVinculoUsuarioCliente
}
export type PatchAccessUserClientIdApiResponse = unknown
export type PatchAccessUserClientIdApiArg = {
  id: number
}
export type DeleteAccessUserClientIdApiResponse = unknown
export type DeleteAccessUserClientIdApiArg = {
  id: number
}
export type PostCobrancaCriarUsuarioApiResponse =
  /** status 201 A conta criada (com token) ou a solicitação de acesso registrada (sem token, com o aviso em detail). */ UsuarioCriado
export type PostCobrancaCriarUsuarioApiArg = {
  novoUsuario: NovoUsuario
}
export type GetComumUserApiResponse =
  | /** status 200 Os usuários do sistema; com page ou page_size, uma página do DRF. */ UsuarioSistema[]
  | PaginaUsuarioSistema
export type GetComumUserApiArg = {
  /** false: só a equipe (o Parecer de crédito lista os analistas) */
  isClient?: boolean
  page?: number
  pageSize?: number
  /** usuário, nome, sobrenome ou e-mail (sem acento) */
  search?: string
  /** true: só as solicitações de acesso aguardando aprovação; false: só as contas */
  pendente?: boolean
}
export type PostComumUserApiResponse = unknown
export type PostComumUserApiArg = void
export type PatchComumUserIdApiResponse = /** status 200 O usuário alterado. */ UsuarioSistema
export type PatchComumUserIdApiArg = {
  id: number
  alteracaoUsuario: AlteracaoUsuario
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
export type PostComumUserIdAprovarApiResponse =
  /** status 200 O usuário aprovado, ativo, com o perfil e os clientes vinculados. */ UsuarioCriado
export type PostComumUserIdAprovarApiArg = {
  id: number
  aprovacaoUsuario: AprovacaoUsuario
}
export type PostComumUserIdRecusarApiResponse = unknown
export type PostComumUserIdRecusarApiArg = {
  id: number
}
export type VinculoUsuarioCliente = {
  id: number
  user: number
  cod_cliente: number
}
export type PaginaVinculoUsuarioCliente = {
  count: number
  next: string | null
  previous: string | null
  results: VinculoUsuarioCliente[]
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
export type NovoVinculoUsuarioCliente = {
  user: number
  cod_cliente: number
}
export type Perfil = 'admin' | 'supervisor' | 'analista' | 'credito' | 'financeiro' | 'cliente'
export type UsuarioSistema = {
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  is_active: boolean
  is_superuser?: boolean
  is_staff?: boolean
  is_client: boolean
  /** true: define a senha própria no primeiro acesso */
  first_login?: boolean
  date_joined?: string
  last_login?: string | null
  /** null: sem perfil, nenhuma página */
  perfil: Perfil | null
  /** uma solicitação de acesso aguardando aprovação (inativa, sem perfil) */
  pendente?: boolean
  /** o que a pessoa escreveu no cadastro ('' se nada) */
  solicitacao?: string
}
export type UsuarioCriado = UsuarioSistema & {
  clientes?: number[]
  detail?: string
}
export type NovoUsuario = {
  first_name: string
  last_name?: string
  email: string
  username: string
  password: string
  perfil?: Perfil
  /** os clientes de um perfil cliente (ao menos um) */
  clientes?: number[]
  /** função ou empresa, para quem aprova (cadastro público) */
  solicitacao?: string
}
export type PaginaUsuarioSistema = {
  count: number
  next: string | null
  previous: string | null
  results: UsuarioSistema[]
}
export type AlteracaoUsuario = {
  first_name?: string
  last_name?: string
  email?: string
  is_active?: boolean
  is_client?: boolean
  /** null tira o perfil (a conta não vê mais nenhuma página) */
  perfil?: Perfil | null
}
export type AprovacaoUsuario = {
  perfil: Perfil
  /** os clientes de um perfil cliente (ao menos um) */
  clientes?: number[]
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
