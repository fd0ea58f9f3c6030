import { describe, expect, it } from 'vitest'
import { isPathAllowed, landingPath, loginPathFor, profileRoutes } from './access'
import type { UserProfile } from './types'

const base: UserProfile = {
  id: 1,
  username: 'ana',
  email: '',
  first_name: '',
  last_name: '',
  is_active: true,
  is_superuser: false,
  first_login: false,
  is_client: false,
  routes: ['/cobranca/nova-base-cobranca/', { path: '/automatizacao/:integracao' }, { nope: 1 } as never, 42 as never],
}

describe('profile access', () => {
  it('normalises routes given as strings or objects with a path', () => {
    expect(profileRoutes(base)).toEqual(['/cobranca/nova-base-cobranca', '/automatizacao/:integracao'])
    expect(profileRoutes({ routes: null as never })).toEqual([])
  })

  it('allows listed paths, patterns, and the home page to staff only', () => {
    expect(isPathAllowed(base, '/cobranca/nova-base-cobranca')).toBe(true)
    expect(isPathAllowed(base, '/automatizacao/itau')).toBe(true)
    expect(isPathAllowed(base, '/cobranca/titulos-cliente')).toBe(false)
    expect(isPathAllowed(base, '/')).toBe(true)
    expect(isPathAllowed({ ...base, is_client: true }, '/')).toBe(false)
  })

  it('lands staff on / and clients on /clientes/titulos', () => {
    expect(landingPath({ is_client: false })).toBe('/')
    expect(landingPath({ is_client: true })).toBe('/clientes/titulos')
  })

  it('carries the whole current location, encoded, in the redirect parameter', () => {
    expect(loginPathFor({ pathname: '/vendas', search: '?a=1&b=2', hash: '#x' })).toBe(
      '/user/login?redirect=%2Fvendas%3Fa%3D1%26b%3D2%23x',
    )
  })
})
