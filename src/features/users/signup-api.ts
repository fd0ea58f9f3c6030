import { api } from '@/shared/api/client'

/**
 * The public sign-up (/user/cadastro) stays OUTSIDE the data layer on purpose: the login side of
 * the app (/user/login, /user/cadastro) must not load src/shared/api/data-api.ts nor the generated
 * endpoints (the login route's bundle budget, scripts/check-budget.mjs). Its one request is this
 * plain function on the axios client; everything else of user administration goes through
 * users-data.ts. The body follows NovoUsuario in api/openapi.yaml (post_cobranca_criar_usuario).
 */

/** Spec section 7. The payload field names are ours (docs/api-contract.md). */
export const CREATE_USER_URL = '/api/cobranca/criar-usuario/'

/** The public sign-up (/user/cadastro): a request that an administrator approves. */
export interface AccessRequest {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  /** who this is (role, company), for the approver */
  solicitacao?: string
}

/** What criar-usuario answers an anonymous sign-up: the pending request (types only here). */
export interface RequestedAccess {
  id: number
  username: string
  email: string
  pendente?: boolean
  detail?: string
}

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
