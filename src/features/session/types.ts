/** Spec section 3, "User profile (from the access call)". */
export interface UserProfile {
  is_active: boolean
  id: number
  username: string
  email: string
  first_name: string
  last_name: string
  is_superuser: boolean
  first_login: boolean
  /** Path strings; the real backend may send objects with a `path` field. */
  routes: Array<string | { path?: string }>
  is_client: boolean
}

/** Spec section 3, "Login response". */
export interface LoginResponse {
  access?: string
  refresh?: string
  detail?: string
}

export interface Credentials {
  username: string
  password: string
}
