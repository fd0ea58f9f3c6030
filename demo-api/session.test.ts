import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listRows, resetDb } from './db'
import {
  PASSWORD_FIELDS,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
  TOKEN_BLACKLIST_PATH,
} from './handlers/session'
import { signToken, verifyToken } from './jwt'
import { call, login } from './test-client'
import { ROUTES } from './users'

beforeEach(() => resetDb())
afterEach(() => {
  vi.useRealTimers()
  delete process.env.DEMO_ACCESS_TTL
  delete process.env.DEMO_REFRESH_TTL
})

const PROTECTED = '/api/cobranca/forma-cobranca/'

describe('jwt', () => {
  it('signs HS256 tokens with the simplejwt claims, under jsdom too', async () => {
    expect(typeof window).toBe('object')
    const token = await signToken(30, 'access')
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()))
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toMatchObject({ user_id: 30, token_type: 'access' })
    expect(payload.exp - payload.iat).toBe(1800)
    expect(typeof payload.jti).toBe('string')
    expect(await verifyToken(token, 'access')).toMatchObject({ user_id: 30 })
    expect(await verifyToken(token, 'refresh')).toBeNull()
    expect(await verifyToken(`${token.slice(0, -2)}xx`)).toBeNull()
  })

  it('reads lifetimes from the environment at signing time', async () => {
    process.env.DEMO_REFRESH_TTL = '60'
    const token = await signToken(1, 'refresh')
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(payload.exp - payload.iat).toBe(60)
  })
})

describe('POST /api/login/', () => {
  it('answers tokens and the success detail', async () => {
    const { status, body } = await call('POST', '/api/login/', {
      body: { username: 'analista', password: 'demo1234' },
    })
    expect(status).toBe(200)
    expect(body.detail).toBe('Login realizado com sucesso.')
    expect((await verifyToken(body.access, 'access'))?.user_id).toBe(30)
    expect((await verifyToken(body.refresh, 'refresh'))?.user_id).toBe(30)
  })

  it.each([
    ['wrong password', { username: 'admin', password: 'errada123' }],
    ['unknown user', { username: 'ninguem', password: 'demo1234' }],
    ['inactive user', { username: 'inativo', password: 'demo1234' }],
  ])('answers 401 without tokens for %s', async (_case, credentials) => {
    const { status, body } = await call('POST', '/api/login/', { body: credentials })
    expect(status).toBe(401)
    expect(body).toEqual({ detail: 'Usuário e/ou senha inválidos.' })
  })

  it('answers 400 for missing fields and malformed JSON', async () => {
    expect((await call('POST', '/api/login/', { body: {} })).body).toEqual({
      username: ['Este campo é obrigatório.'],
      password: ['Este campo é obrigatório.'],
    })
    expect((await call('POST', '/api/login/', { body: '{' })).status).toBe(400)
  })

  it('without the trailing slash answers as Django with APPEND_SLASH (a write cannot be redirected)', async () => {
    const { status } = await call('POST', '/api/login', {
      body: { username: 'admin', password: 'demo1234' },
    })
    expect(status).toBe(500)
  })
})

describe('POST /api/token/blacklist/ (logout revokes the refresh token)', () => {
  const invalid = { detail: 'Token inválido ou expirado', code: 'token_not_valid' }

  it('blacklists the refresh token: it neither refreshes nor verifies afterwards', async () => {
    expect(TOKEN_BLACKLIST_PATH).toBe('/api/token/blacklist/')
    const { refresh, access } = (
      await call('POST', '/api/login/', { body: { username: 'financeiro', password: 'demo1234' } })
    ).body
    expect(await call('POST', TOKEN_BLACKLIST_PATH, { body: { refresh } })).toMatchObject({
      status: 200,
      body: {},
    })
    expect(await call('POST', '/api/refresh/', { body: { refresh } })).toMatchObject({
      status: 401,
      body: invalid,
    })
    expect((await call('POST', '/api/verify/', { body: { token: refresh } })).status).toBe(401)
    // a second logout with the same token, an access token or garbage: 401, as simplejwt answers
    expect((await call('POST', TOKEN_BLACKLIST_PATH, { body: { refresh } })).status).toBe(401)
    expect((await call('POST', TOKEN_BLACKLIST_PATH, { body: { refresh: access } })).status).toBe(401)
    expect((await call('POST', TOKEN_BLACKLIST_PATH, { body: { refresh: 'a.b.c' } })).status).toBe(401)
  })

  it('needs no bearer and asks for the field when it is missing', async () => {
    expect(await call('POST', TOKEN_BLACKLIST_PATH, { body: {} })).toMatchObject({
      status: 400,
      body: { refresh: ['Este campo é obrigatório.'] },
    })
  })
})

describe('POST /api/refresh/ and /api/verify/', () => {
  async function pair() {
    return (
      await call('POST', '/api/login/', { body: { username: 'supervisor', password: 'demo1234' } })
    ).body
  }
  const invalid = { detail: 'Token inválido ou expirado', code: 'token_not_valid' }

  it('rotates the refresh token and retires the old one when the new one is first used', async () => {
    const { access, refresh } = await pair()
    const first = await call('POST', '/api/refresh/', { body: { refresh } })
    expect(first.status).toBe(200)
    expect(first.body.access).not.toBe(access)
    expect(first.body.refresh).not.toBe(refresh)
    expect((await call('GET', PROTECTED, { token: first.body.access })).status).toBe(200)
    // The first use of the replacement retires the token it replaced.
    const second = await call('POST', '/api/refresh/', { body: { refresh: first.body.refresh } })
    expect(second.status).toBe(200)
    expect(await call('POST', '/api/refresh/', { body: { refresh } })).toMatchObject({
      status: 401,
      body: invalid,
    })
    expect((await call('POST', '/api/verify/', { body: { token: refresh } })).status).toBe(401)
    expect(
      (await call('POST', '/api/refresh/', { body: { refresh: second.body.refresh } })).status,
    ).toBe(200)
    expect((await call('POST', '/api/verify/', { body: { token: first.body.refresh } })).status).toBe(401)
  })

  it('survives an answer that never reached the browser: the old token works until its replacement is used', async () => {
    const { refresh } = await pair()
    // The tab that asked closed before storing this pair.
    const lost = await call('POST', '/api/refresh/', { body: { refresh } })
    expect(lost.status).toBe(200)
    // Another tab still holds the old token: it verifies and refreshes.
    expect((await call('POST', '/api/verify/', { body: { token: refresh } })).status).toBe(200)
    const again = await call('POST', '/api/refresh/', { body: { refresh } })
    expect(again.status).toBe(200)
    // Only one replacement lives: the lost one is retired, the new one works.
    expect((await call('POST', '/api/refresh/', { body: { refresh: lost.body.refresh } })).status).toBe(401)
    expect((await call('POST', '/api/refresh/', { body: { refresh: again.body.refresh } })).status).toBe(200)
    expect((await call('POST', '/api/refresh/', { body: { refresh } })).status).toBe(401)
  })

  it('a logout retires the whole chain, the unused replacement included', async () => {
    const { refresh } = await pair()
    const next = await call('POST', '/api/refresh/', { body: { refresh } })
    expect((await call('POST', TOKEN_BLACKLIST_PATH, { body: { refresh } })).status).toBe(200)
    expect((await call('POST', '/api/refresh/', { body: { refresh } })).status).toBe(401)
    expect((await call('POST', '/api/refresh/', { body: { refresh: next.body.refresh } })).status).toBe(401)
  })

  it('refuses an access token, garbage and an expired refresh token with 401', async () => {
    const { access } = await pair()
    expect(await call('POST', '/api/refresh/', { body: { refresh: access } })).toMatchObject({
      status: 401,
      body: invalid,
    })
    expect(await call('POST', '/api/refresh/', { body: { refresh: 'a.b.c' } })).toMatchObject({
      status: 401,
      body: invalid,
    })
    process.env.DEMO_REFRESH_TTL = '1'
    const { refresh } = await pair()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_000)
    expect(await call('POST', '/api/refresh/', { body: { refresh } })).toMatchObject({
      status: 401,
      body: invalid,
    })
  })

  it('verifies access and refresh tokens', async () => {
    const { access, refresh } = await pair()
    expect(await call('POST', '/api/verify/', { body: { token: access } })).toMatchObject({
      status: 200,
      body: {},
    })
    expect(await call('POST', '/api/verify/', { body: { token: refresh } })).toMatchObject({
      status: 200,
      body: {},
    })
    expect(await call('POST', '/api/verify/', { body: { token: 'lixo' } })).toMatchObject({
      status: 401,
      body: invalid,
    })
  })
})

describe('authentication of the other endpoints', () => {
  it('answers 403 without a token', async () => {
    const { status, body } = await call('GET', PROTECTED)
    expect(status).toBe(403)
    expect(body).toEqual({ detail: 'As credenciais de autenticação não foram fornecidas.' })
  })

  it('answers 403 for a garbage token, a refresh token and a forged signature', async () => {
    const token = await login('admin')
    const refresh = await signToken(1, 'refresh')
    const forged = `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`
    for (const bad of ['garbage', refresh, forged]) {
      const { status, body } = await call('GET', PROTECTED, { token: bad })
      expect(status).toBe(403)
      expect(body.detail).toBe('Token inválido ou expirado')
    }
  })

  it('answers 403 once the access token expires', async () => {
    process.env.DEMO_ACCESS_TTL = '1'
    const token = await login('admin')
    expect((await call('GET', PROTECTED, { token })).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2_000)
    expect(await call('GET', PROTECTED, { token })).toMatchObject({
      status: 403,
      body: { detail: 'Token inválido ou expirado', code: 'token_not_valid' },
    })
  })

  it('answers 403 for the token of a user deactivated after login', async () => {
    const token = await signToken(7, 'access')
    expect((await call('GET', PROTECTED, { token })).status).toBe(403)
  })
})

describe('GET /api/access/access/', () => {
  it('returns the profile with the routes of each role', async () => {
    const admin = (await call('GET', '/api/access/access/', { token: await login('admin') })).body
    expect(admin).toMatchObject({
      username: 'admin',
      is_superuser: true,
      is_client: false,
      first_login: false,
      is_active: true,
    })
    expect(Object.keys(admin).sort()).toEqual(
      [
        'email',
        'first_login',
        'first_name',
        'id',
        'is_active',
        'is_client',
        'is_superuser',
        'last_name',
        'routes',
        'username',
      ].sort(),
    )
    expect(admin.routes).toEqual(expect.arrayContaining(Object.values(ROUTES)))

    const cliente = (await call('GET', '/api/access/access/', { token: await login('cliente') }))
      .body
    expect(cliente.is_client).toBe(true)
    expect(cliente.routes).toEqual(['/clientes/titulos', '/clientes/vendas', '/clientes/contato'])

    const first = (
      await call('GET', '/api/access/access/', { token: await login('primeiro-acesso') })
    ).body
    expect(first.first_login).toBe(true)

    const analista = (await call('GET', '/api/access/access/', { token: await login('analista') }))
      .body
    expect(analista.id).toBe(30)
    expect(analista.routes).toContain('/cobranca/nova-base-cobranca')
    expect(analista.routes).not.toContain('/gestao-usuarios/add-usuario')
    expect(analista.routes.some((r: string) => r.startsWith('/clientes/'))).toBe(false)

    const financeiro = (
      await call('GET', '/api/access/access/', { token: await login('financeiro') })
    ).body
    expect(financeiro.routes).toContain('/gestao-financiamento/gestao-financiamento/contrato')
    expect(financeiro.routes).not.toContain('/cobranca/nova-base-cobranca')

    const supervisor = (
      await call('GET', '/api/access/access/', { token: await login('supervisor') })
    ).body
    expect(supervisor.routes).toEqual(
      expect.arrayContaining([
        ...analista.routes,
        '/premissas/cadastro-pessoas',
        '/gestao-usuarios/add-usuario',
      ]),
    )

    const credito = (await call('GET', '/api/access/access/', { token: await login('credito') }))
      .body
    expect(credito.routes).toContain('/credito/credito/parecer-credito')
  })
})

describe('POST /api/access/change-password/', () => {
  const PATH = '/api/access/change-password/'
  const body = (current: string | undefined, next: string, confirm = next) => ({
    ...(current === undefined ? {} : { [PASSWORD_FIELDS.current]: current }),
    [PASSWORD_FIELDS.next]: next,
    [PASSWORD_FIELDS.confirm]: confirm,
  })

  it('lets a first-login user set a password without the current one, then clears first_login', async () => {
    const token = await login('primeiro-acesso')
    const { status, body: answer } = await call('POST', PATH, {
      token,
      body: body(undefined, 'Safra#2025'),
    })
    expect(status).toBe(200)
    expect(answer).toEqual({ success: true, detail: 'Senha alterada com sucesso.' })
    expect((await call('GET', '/api/access/access/', { token })).body.first_login).toBe(false)
    expect(
      (
        await call('POST', '/api/login/', {
          body: { username: 'primeiro-acesso', password: 'demo1234' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call('POST', '/api/login/', {
          body: { username: 'primeiro-acesso', password: 'Safra#2025' },
        })
      ).status,
    ).toBe(200)
  })

  it('lists every broken rule in pt-BR', async () => {
    const token = await login('analista')
    const { status, body: answer } = await call('POST', PATH, {
      token,
      body: body('errada', '1234567', '7654321'),
    })
    expect(status).toBe(400)
    expect(answer.success).toBe(false)
    expect(answer.errors).toEqual([
      PASSWORD_MESSAGES.wrongCurrent,
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.numeric,
      PASSWORD_MESSAGES.mismatch,
    ])
    const same = await call('POST', PATH, { token, body: body('demo1234', 'analista') })
    expect(same.body.errors).toContain(PASSWORD_MESSAGES.similar)
    const missing = await call('POST', PATH, { token, body: body(undefined, 'Safra#2025') })
    expect(missing.body.errors).toEqual([PASSWORD_MESSAGES.currentRequired])
  })

  it('changes the password of a regular user given the current one', async () => {
    const token = await login('analista')
    expect(
      (await call('POST', PATH, { token, body: body('demo1234', 'Cobranca@2025') })).status,
    ).toBe(200)
    expect(
      (
        await call('POST', '/api/login/', {
          body: { username: 'analista', password: 'Cobranca@2025' },
        })
      ).status,
    ).toBe(200)
  })

  it('requires authentication', async () => {
    expect((await call('POST', PATH, { body: body('demo1234', 'Safra#2025') })).status).toBe(403)
  })
})

describe('POST /api/cobranca/criar-usuario/', () => {
  const PATH = '/api/cobranca/criar-usuario/'
  const valid = {
    first_name: 'Rita',
    last_name: 'Souza',
    email: 'rita@mercadosaojorge.com.br',
    username: 'rita.souza',
    password: 'Boa#Safra2025',
    is_client: true,
    clientes: [10001],
  }

  it('anonymously creates only a pending request: no client flag, no customers, no login', async () => {
    const { status, body } = await call('POST', PATH, { body: valid })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      username: 'rita.souza',
      is_client: false,
      is_active: false,
      pendente: true,
      perfil: null,
      clientes: [],
    })
    expect(body).not.toHaveProperty('password')
    const refused = await call('POST', '/api/login/', {
      body: { username: 'rita.souza', password: 'Boa#Safra2025' },
    })
    expect(refused.status).toBe(401)
    expect(listRows('user-client').some((l) => l.user === body.id)).toBe(false)
  })

  it('staff with Usuários create an active client user, linked to its customers, on first_login', async () => {
    const token = await login('admin')
    const { status, body } = await call('POST', PATH, { token, body: valid })
    expect(status).toBe(201)
    expect(body).toMatchObject({ is_client: true, is_active: true, first_login: true, perfil: 'cliente', clientes: [10001] })
    const own = await login('rita.souza', 'Boa#Safra2025')
    const profile = (await call('GET', '/api/access/access/', { token: own })).body
    expect(profile.routes).toEqual(['/clientes/titulos', '/clientes/vendas', '/clientes/contato'])
    const links = await call('GET', `/api/access/user-client?user=${body.id}`, { token: own })
    expect(links.body).toEqual([expect.objectContaining({ user: body.id, cod_cliente: 10001 })])
  })

  it('marks users created by staff as first_login, with the chosen profile', async () => {
    const token = await login('admin')
    const { status, body } = await call('POST', PATH, {
      token,
      body: { ...valid, is_client: false, clientes: [], perfil: 'credito' },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ first_login: true, perfil: 'credito', is_client: false })
    const missing = await call('POST', PATH, {
      token,
      body: { ...valid, username: 'sem.perfil', email: 'sem@perfil.com', is_client: false },
    })
    expect(missing.body.perfil).toEqual([SIGNUP_MESSAGES.perfilRequired])
  })

  it('answers field errors', async () => {
    const token = await login('admin')
    const { status, body } = await call('POST', PATH, {
      token,
      body: { ...valid, username: 'admin', email: 'sem-arroba', password: '123', clientes: [99] },
    })
    expect(status).toBe(400)
    expect(body.username).toEqual([SIGNUP_MESSAGES.usernameTaken])
    expect(body.email).toEqual(['Insira um endereço de email válido.'])
    expect(body.password).toEqual(
      expect.arrayContaining([PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.numeric]),
    )
    expect(body.clientes).toEqual(['Pk inválido "99" - objeto não existe.'])
    // Anonymous: the customers it names are ignored, never checked.
    const empty = await call('POST', PATH, { body: { clientes: [99] } })
    expect(Object.keys(empty.body).sort()).toEqual(['email', 'first_name', 'password', 'username'])
  })
})

describe('/api/access/user-client', () => {
  it('lists links filtered by user and supports generic writes', async () => {
    const token = await login('admin')
    const list = await call('GET', '/api/access/user-client?user=5', { token })
    expect(list.body).toHaveLength(2)
    const created = await call('POST', '/api/access/user-client', {
      token,
      body: { user: 5, cod_cliente: 10003 },
    })
    expect(created.status).toBe(201)
    const edited = await call('PUT', `/api/access/user-client/${created.body.id}/`, {
      token,
      body: { id: 999, user: 5, cod_cliente: 10004 },
    })
    expect(edited.body).toEqual({ id: created.body.id, user: 5, cod_cliente: 10004 })
    expect(
      (
        await call('PATCH', `/api/access/user-client/${created.body.id}/`, {
          token,
          body: { cod_cliente: 10005 },
        })
      ).body.cod_cliente,
    ).toBe(10005)
    expect(
      (await call('DELETE', `/api/access/user-client/${created.body.id}/`, { token })).status,
    ).toBe(204)
    expect((await call('GET', '/api/access/user-client', { token })).body).toHaveLength(2)
  })

  it('shows a client user only its own links', async () => {
    const token = await login('cliente')
    const links = (await call('GET', '/api/access/user-client', { token })).body
    expect(links.map((l: { cod_cliente: number }) => l.cod_cliente).sort()).toEqual([10001, 10002])
  })
})
