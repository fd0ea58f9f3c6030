/**
 * The role × operation matrix, generated from the contract (api/openapi.yaml): every demo role
 * and an anonymous caller against every operation. A cell the contract forbids must answer 403
 * with DRF's wording and no data; a client user gets only rows of its own customers wherever it
 * may read; and the public sign-up grants nothing, whatever its body asks for.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { contractOperations, mayCall, type OperationAccess } from './contract'
import { getRow, listRows, resetDb } from './db'
import { MSG } from './http'
import { call, login } from './test-client'
import { DEMO_USERS, ROLE_ROUTES, ROUTES, type DemoRole } from './users'

const ROLES: DemoRole[] = ['admin', 'analista', 'supervisor', 'credito', 'financeiro', 'cliente']
const OPERATIONS = [...contractOperations().values()]

/** A concrete URL for an operation: any value serves, since the permission check comes first. */
function urlOf(op: OperationAccess): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'slug' ? 'itau' : name === 'hash' ? 'x' : name === 'cod' ? '10001' : '1',
  )
}

/** Every cod_cliente anywhere in a JSON answer. */
function customerCodes(body: unknown, out: string[] = []): string[] {
  if (Array.isArray(body)) for (const item of body) customerCodes(item, out)
  else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (key === 'cod_cliente' && value !== null && typeof value !== 'object') out.push(String(value))
      else customerCodes(value, out)
    }
  }
  return out
}

const userOf = (role: DemoRole) => DEMO_USERS.find((u) => u.username === role)!

describe('the role × operation matrix (api/openapi.yaml)', { timeout: 240_000 }, () => {
  const tokens = new Map<DemoRole, string>()
  beforeAll(async () => {
    resetDb()
    for (const role of ROLES) tokens.set(role, await login(role))
  })

  it('covers every operation, each with its access and, when by route, the pages that need it', () => {
    expect(OPERATIONS.length).toBeGreaterThan(300)
    for (const op of OPERATIONS) {
      if (op.acesso === 'rotas') {
        const granted = new Set(Object.values(ROUTES) as string[])
        for (const r of op.rotas) expect(granted, `${op.method} ${op.path}: ${r}`).toContain(r)
      }
    }
  })

  it('answers 403 with no data to every role the contract does not allow, before reading the body', async () => {
    let forbiddenCells = 0
    const wrong: string[] = []
    for (const role of ROLES) {
      const routes = ROLE_ROUTES[role]
      const user = { is_superuser: userOf(role).is_superuser, routes }
      for (const op of OPERATIONS) {
        if (mayCall(user, op)) continue
        forbiddenCells++
        const { status, body } = await call(op.method, urlOf(op), {
          token: tokens.get(role),
          body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
        })
        if (status !== 403 || JSON.stringify(body) !== JSON.stringify({ detail: MSG.forbidden }))
          wrong.push(`${role} ${op.method} ${op.path} → ${status}`)
      }
    }
    expect(wrong).toEqual([])
    // Each staff role is refused most of the API; the figure goes to the closing note.
    expect(forbiddenCells).toBeGreaterThan(1000)
    console.info(`[matriz] ${OPERATIONS.length} operações × ${ROLES.length} perfis: ${forbiddenCells} células proibidas conferidas`)
  })

  it('refuses every operation that is not public to an anonymous caller', async () => {
    const wrong: string[] = []
    for (const op of OPERATIONS.filter((o) => o.acesso !== 'publico')) {
      const { status } = await call(op.method, urlOf(op), {
        body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      })
      if (status !== 403) wrong.push(`${op.method} ${op.path} → ${status}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives a client user only rows of its own customers on every read it may make', async () => {
    const cliente = userOf('cliente')
    const mine = new Set(
      listRows('user-client')
        .filter((l) => l.user === cliente.id)
        .map((l) => String(l.cod_cliente)),
    )
    expect(mine.size).toBeGreaterThan(0)
    const user = { is_superuser: false, routes: ROLE_ROUTES.cliente }
    const reads = OPERATIONS.filter(
      (op) => op.method === 'GET' && op.acesso === 'rotas' && mayCall(user, op),
    )
    expect(reads.length).toBeGreaterThan(5)
    const leaks: string[] = []
    for (const op of reads) {
      const { status, body } = await call('GET', urlOf(op), { token: tokens.get('cliente') })
      expect(status, `${op.method} ${op.path}`).not.toBe(403)
      const foreign = customerCodes(body).filter((c) => !mine.has(c))
      if (foreign.length > 0) leaks.push(`${op.path}: ${foreign.slice(0, 3).join(', ')}`)
      if (op.escopoCliente === false && customerCodes(body).length > 0)
        leaks.push(`${op.path} traz cod_cliente e não declara x-escopo-cliente`)
    }
    expect(leaks).toEqual([])
  })

  it('lets a profile call the pages it holds: each role reads the lists its pages need', async () => {
    // One read per role that its pages depend on, and that another role is refused.
    const cases: Array<[DemoRole, string]> = [
      ['analista', '/api/cobranca/base-cobranca-resumo/'],
      ['credito', '/api/credito/score/10001/'],
      ['financeiro', '/api/financeiro/contrato/'],
      ['supervisor', '/api/comum/user/?page=1'],
      ['cliente', '/api/portal/titulos/'],
    ]
    for (const [role, url] of cases) {
      const { status } = await call('GET', url, { token: tokens.get(role) })
      expect(status, `${role} ${url}`).toBe(200)
    }
    expect((await call('GET', '/api/financeiro/contrato/', { token: tokens.get('analista') })).status).toBe(403)
    expect((await call('GET', '/api/cobranca/pessoa/', { token: tokens.get('financeiro') })).status).toBe(403)
    expect((await call('GET', '/api/comum/user/', { token: tokens.get('analista') })).status).toBe(200)
    expect((await call('GET', '/api/comum/user/', { token: tokens.get('financeiro') })).status).toBe(403)
  })
})

describe('the public sign-up grants nothing', () => {
  const HOSTILE = {
    username: 'intruso',
    email: 'intruso@example.com',
    first_name: 'Intruso',
    last_name: 'Anônimo',
    password: 'Segura#2026x',
    is_client: true,
    clientes: [10229],
    is_staff: true,
    is_superuser: true,
    is_active: true,
    perfil: 'admin',
    routes: ['/gestao-usuarios/add-usuario'],
  }

  it('creates an inactive, pending request with no profile, routes or customers, whatever the body says', async () => {
    resetDb()
    const { status, body } = await call('POST', '/api/cobranca/criar-usuario/', { body: HOSTILE })
    expect(status).toBe(201)
    expect(body).toMatchObject({ pendente: true, is_active: false, perfil: null, clientes: [] })
    const stored = getRow('user', body.id)!
    expect(stored).toMatchObject({
      is_active: false,
      is_staff: false,
      is_superuser: false,
      is_client: false,
      pendente: true,
      routes: [],
    })
    expect(listRows('user-client').filter((l) => l.user === body.id)).toEqual([])
    // It cannot sign in, and is told why (only with the right password).
    const denied = await call('POST', '/api/login/', {
      body: { username: 'intruso', password: HOSTILE.password },
    })
    expect(denied.status).toBe(401)
    expect(denied.body.detail).toMatch(/aguarda a liberação de um administrador/)
    const wrong = await call('POST', '/api/login/', { body: { username: 'intruso', password: 'x' } })
    expect(wrong.body.detail).not.toMatch(/aguarda/)
  })

  it('once approved without a profile that grants pages, reads nothing but its own session', async () => {
    resetDb()
    const admin = await login('admin')
    const { body } = await call('POST', '/api/cobranca/criar-usuario/', { body: HOSTILE })
    // Approved as an analyst: the analyst's pages, and nothing of Usuários or Financiamento.
    const approved = await call('POST', `/api/comum/user/${body.id}/aprovar/`, {
      token: admin,
      body: { perfil: 'analista' },
    })
    expect(approved.status).toBe(200)
    const token = await login('intruso', HOSTILE.password)
    expect((await call('GET', '/api/cobranca/base-cobranca-resumo/', { token })).status).toBe(200)
    expect((await call('GET', '/api/financeiro/contrato/', { token })).status).toBe(403)
    expect((await call('PATCH', '/api/comum/user/2/', { token, body: { first_name: 'X' } })).status).toBe(403)
    expect(
      (await call('POST', '/api/access/user-client', { token, body: { user: body.id, cod_cliente: 10229 } }))
        .status,
    ).toBe(403)
    // Its profile taken away, it keeps only its session endpoints.
    await call('PATCH', `/api/comum/user/${body.id}/`, { token: admin, body: { perfil: null } })
    const bare = await login('intruso', HOSTILE.password)
    expect((await call('GET', '/api/access/access/', { token: bare })).body.routes).toEqual([])
    expect((await call('GET', '/api/cobranca/base-cobranca-resumo/', { token: bare })).status).toBe(403)
    expect((await call('GET', '/api/cobranca/contas-receber/?cliente=10229', { token: bare })).status).toBe(403)
  })

  it('a signed-in user without Usuários cannot create accounts through it', async () => {
    resetDb()
    const token = await login('analista')
    const { status } = await call('POST', '/api/cobranca/criar-usuario/', {
      token,
      body: { ...HOSTILE, perfil: 'analista' },
    })
    expect(status).toBe(403)
    expect(listRows('user').some((u) => u.username === 'intruso')).toBe(false)
  })
})

describe('approving, refusing and the rules on users', () => {
  it('approves with a profile (customers required for a client) and refuses a request', async () => {
    resetDb()
    const supervisor = await login('supervisor')
    const ask = (username: string) =>
      call('POST', '/api/cobranca/criar-usuario/', {
        body: {
          username,
          email: `${username}@example.com`,
          first_name: 'Nova',
          last_name: 'Pessoa',
          password: 'Segura#2026x',
          solicitacao: 'Mercado São Jorge, CNPJ 12.345.678/0001-90',
        },
      })
    const a = (await ask('nova.cliente')).body
    const b = (await ask('outra.pessoa')).body
    const pending = await call('GET', '/api/comum/user/?pendente=true', { token: supervisor })
    expect(pending.body.map((u: { username: string }) => u.username)).toEqual(['nova.cliente', 'outra.pessoa'])
    expect(pending.body[0].solicitacao).toMatch(/Mercado São Jorge/)
    // A supervisor cannot make an administrator; a client needs customers.
    expect(
      (await call('POST', `/api/comum/user/${a.id}/aprovar/`, { token: supervisor, body: { perfil: 'admin' } }))
        .status,
    ).toBe(403)
    const noCustomer = await call('POST', `/api/comum/user/${a.id}/aprovar/`, {
      token: supervisor,
      body: { perfil: 'cliente' },
    })
    expect(noCustomer.body).toEqual({ clientes: ['Selecione ao menos um cliente.'] })
    const ok = await call('POST', `/api/comum/user/${a.id}/aprovar/`, {
      token: supervisor,
      body: { perfil: 'cliente', clientes: [10001] },
    })
    expect(ok.body).toMatchObject({ perfil: 'cliente', is_active: true, pendente: false, clientes: [10001] })
    expect(getRow('user', a.id)!.routes).toEqual(ROLE_ROUTES.cliente)
    // Already handled.
    expect(
      (await call('POST', `/api/comum/user/${a.id}/recusar/`, { token: supervisor })).status,
    ).toBe(400)
    expect((await call('POST', `/api/comum/user/${b.id}/recusar/`, { token: supervisor })).status).toBe(204)
    expect(getRow('user', b.id)).toBeUndefined()
  })

  it('nobody deactivates or demotes the last superuser, or changes their own profile', async () => {
    resetDb()
    const admin = await login('admin')
    const supervisor = await login('supervisor')
    expect((await call('PATCH', '/api/comum/user/1/', { token: admin, body: { is_active: false } })).status).toBe(400)
    // A supervisor manages users, but never a superuser's profile or situation.
    expect(
      (await call('PATCH', '/api/comum/user/1/', { token: supervisor, body: { is_active: false } })).status,
    ).toBe(403)
    expect(getRow('user', 1)!.is_active).toBe(true)
    const selfDemote = await call('PATCH', '/api/comum/user/1/', { token: admin, body: { perfil: 'analista' } })
    expect(selfDemote.body.detail).toBe('Você não pode mudar o seu próprio perfil.')
    // Another superuser makes the first demotable, but never by a supervisor.
    await call('PATCH', '/api/comum/user/30/', { token: admin, body: { perfil: 'admin' } })
    expect(getRow('user', 30)!.is_superuser).toBe(true)
    expect(
      (await call('PATCH', '/api/comum/user/30/', { token: supervisor, body: { perfil: 'analista' } })).status,
    ).toBe(403)
    const analystAdmin = await login('analista')
    const demoteFirst = await call('PATCH', '/api/comum/user/1/', { token: analystAdmin, body: { perfil: 'supervisor' } })
    expect(demoteFirst.status).toBe(200)
    // Now 30 is the last superuser: the first cannot take it away.
    const admin2 = await login('admin')
    expect(
      (await call('PATCH', '/api/comum/user/30/', { token: admin2, body: { perfil: 'analista' } })).status,
    ).toBe(403)
    const last = await call('PATCH', '/api/comum/user/30/', { token: analystAdmin, body: { is_active: false } })
    expect(last.body.detail).toBe('Você não pode desativar o seu próprio usuário.')
  })
})
