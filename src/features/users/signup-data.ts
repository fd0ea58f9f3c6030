/**
 * The public sign-up on the data layer: criar-usuario (post_cobranca_criar_usuario in
 * api/openapi.yaml), sent without a session. The generated endpoint is the administrator's (with
 * a bearer, users-data.ts); this variant of the same operation carries the same generated types
 * and differs only in `withoutSession`, so a staff session open in another tab is never sent with
 * a request for access. Loaded when the form is sent, never in the login side's bundle.
 */
import {
  generatedApi,
  type PostCobrancaCriarUsuarioApiArg,
  type PostCobrancaCriarUsuarioApiResponse,
} from '@/shared/api/generated/usuarios'

export const signupApi = generatedApi.injectEndpoints({
  endpoints: (build) => ({
    postCobrancaCriarUsuarioSemSessao: build.mutation<
      PostCobrancaCriarUsuarioApiResponse,
      PostCobrancaCriarUsuarioApiArg
    >({
      query: (arg) => ({
        url: '/api/cobranca/criar-usuario/',
        method: 'POST',
        body: arg.novoUsuario,
      }),
      extraOptions: { withoutSession: true, expect: 'object' },
    }),
  }),
})
