import { api } from '@/shared/api/client'
import type { NovoUsuario, UsuarioCriado } from '@/shared/api/generated/usuarios'

/**
 * The public sign-up (/user/cadastro) stays OUTSIDE the data layer on purpose: the login side of
 * the app (/user/login, /user/cadastro) must not load src/shared/api/data-api.ts nor the generated
 * endpoints (the login route's bundle budget, scripts/check-budget.mjs). Its one request is this
 * plain function on the axios client; everything else of user administration goes through
 * users-data.ts. The body follows NovoUsuario in api/openapi.yaml (post_cobranca_criar_usuario);
 * its types come from the generated contract as type-only imports, which no bundle carries.
 */

/** Spec section 7. The payload field names are ours (docs/api-contract.md). */
export const CREATE_USER_URL = '/api/cobranca/criar-usuario/'

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
 * administrator approves it. Nothing but the person's own data goes in the body.
 */
export async function requestAccess(request: AccessRequest): Promise<RequestedAccess> {
  const { first_name, last_name, email, username, password, solicitacao } = request
  const body: AccessRequest = { first_name, last_name, email, username, password }
  if (solicitacao?.trim()) body.solicitacao = solicitacao.trim()
  const { data } = await api.post<RequestedAccess>(CREATE_USER_URL, body, { authorized: false })
  return data
}
