import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { NovoUsuario, UsuarioCriado } from '@/shared/api/generated/usuarios'

/**
 * The public sign-up (/user/cadastro) goes through the data layer like every other call, but
 * loads it only when the form is sent (signup-data.ts, a dynamic import): the login side of the
 * app (/user/login, /user/cadastro) keeps the data layer out of its bundle (the login route's
 * budget, scripts/check-budget.mjs). The body follows NovoUsuario in api/openapi.yaml
 * (post_cobranca_criar_usuario); its types are type-only imports, which no bundle carries.
 */

/**
 * The public sign-up (/user/cadastro): a request that an administrator approves. The person's
 * own data and, for the approver, who they are (solicitacao); never a profile or customers.
 */
export type AccessRequest = Omit<NovoUsuario, 'perfil' | 'clientes'>

/** What criar-usuario answers an anonymous sign-up: the pending request (types only here). */
export type RequestedAccess = Pick<
  UsuarioCriado,
  'id' | 'username' | 'email' | 'pendente' | 'detail'
>

/**
 * criar-usuario without a token: only a pending request, no profile and no pages, until an
 * administrator approves it. Nothing but the person's own data goes in the body, and neither it
 * (the password) nor the answer stays in the data layer's cache. Refusals throw the ApiError
 * every form reads its field errors from.
 */
export function requestAccess(
  request: AccessRequest,
): ThunkAction<Promise<RequestedAccess>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const { first_name, last_name, email, username, password, solicitacao } = request
    const body: AccessRequest = { first_name, last_name, email, username, password }
    if (solicitacao?.trim()) body.solicitacao = solicitacao.trim()
    const { signupApi } = await import('./signup-data')
    // An api injected after the store was made has no state until the next action: this one gives it.
    dispatch({ type: 'users/signupDataLoaded' })
    const sent = dispatch(
      signupApi.endpoints.postCobrancaCriarUsuarioSemSessao.initiate({
        novoUsuario: body as NovoUsuario,
      }),
    )
    const answer = await sent
    sent.reset()
    if (answer.error) throw answer.error
    return answer.data as RequestedAccess
  }
}
