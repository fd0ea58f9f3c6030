import { api } from '@/shared/api/client'

/** Spec section 7. The payload field names are ours (docs/api-contract.md). */
export const CREATE_USER_URL = '/api/cobranca/criar-usuario/'

export interface NewUser {
  first_name: string
  last_name: string
  email: string
  username: string
  password: string
  is_client?: boolean
  clientes?: number[]
}

export interface CreatedUser {
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  is_client?: boolean
  is_active?: boolean
}

export async function createUser(user: NewUser, options: { authorized?: boolean } = {}): Promise<CreatedUser> {
  const { data } = await api.post<CreatedUser>(CREATE_USER_URL, user, { authorized: options.authorized ?? true })
  return data
}
