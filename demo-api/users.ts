import { createHash } from 'node:crypto'
import { APP_PATHS, automacaoUrl } from '../src/shared/config/paths'

/** The demo logins, printed by the dev server and listed in the README. */
export const DEMO_PASSWORD = 'demo1234'

/**
 * The pages a profile can be granted: the app's own path table (one spelling of every path)
 * without the public pages, the redirect and the integration pattern, plus the integrations
 * the demo grants.
 */
const {
  segundaVia: _segundaVia,
  login: _login,
  cadastro: _cadastro,
  changePassword: _changePassword,
  parcelasVencerCorrigido: _corrigido,
  automatizacao: _automatizacao,
  ...GRANTABLE
} = APP_PATHS

export const ROUTES = {
  ...GRANTABLE,
  itau: automacaoUrl('itau'),
  bradesco: automacaoUrl('bradesco'),
} as const

const R = ROUTES

export const CLIENT_ROUTES: string[] = [R.clienteTitulos, R.clienteVendas, R.clienteContato]

const COBRANCA = [R.baseCobranca, R.painelClientes, R.titulosCliente, R.atendimentoCobranca]
const RELATORIOS = [
  R.relatorioEnvios,
  R.acaoCobrancaRealizada,
  R.documentosPagos,
  R.rankingInadimplencia,
  R.eficienciaAcoes,
  R.rankingAnalista,
  R.acompanhamento,
  R.devolucao,
  R.vendas,
  R.efetivacao,
]
const FINANCIAMENTO = [
  R.contrato,
  R.cadastroBanco,
  R.cadastroItem,
  R.parcelasVencer,
  R.endividamento,
]

export const ANALYST_ROUTES: string[] = [
  R.home,
  ...COBRANCA,
  R.parecerCredito,
  ...RELATORIOS,
  R.reguaCobranca,
  R.contato,
]

export const STAFF_ROUTES: string[] = Object.values(ROUTES).filter(
  (r) => !CLIENT_ROUTES.includes(r),
)

export const ROLE_ROUTES: Record<DemoRole, string[]> = {
  admin: [...STAFF_ROUTES, ...CLIENT_ROUTES],
  analista: ANALYST_ROUTES,
  supervisor: [...ANALYST_ROUTES, R.cadastroPessoas, R.usuarios],
  credito: [
    R.home,
    R.parecerCredito,
    R.cadastroPessoas,
    R.painelClientes,
    R.titulosCliente,
    R.rankingInadimplencia,
  ],
  financeiro: [R.home, ...FINANCIAMENTO, R.itau, R.bradesco, R.documentosPagos],
  cliente: CLIENT_ROUTES,
  'primeiro-acesso': ANALYST_ROUTES,
  // An account without a profile (a sign-up request, or staff whose profile was taken away) has
  // no page, and so may call nothing but its own session endpoints.
  novo: [],
}

/**
 * The profiles user administration grants (`perfil` on /api/comum/user/): each is the routes
 * of the demo role of the same name. 'admin' is also the superuser flag, and only a superuser
 * grants or removes it.
 */
export const PERFIS = ['admin', 'supervisor', 'analista', 'credito', 'financeiro', 'cliente'] as const
export type Perfil = (typeof PERFIS)[number]

export function isPerfil(value: unknown): value is Perfil {
  return typeof value === 'string' && (PERFIS as readonly string[]).includes(value)
}

/** The profile a stored role stands for; the first-access analyst is an analyst. */
export function perfilOf(role: string): Perfil | null {
  if (role === 'primeiro-acesso') return 'analista'
  return isPerfil(role) ? role : null
}

/** Who administers accounts, profiles and customer links: the Usuários page's holders. */
export function mayManageUsers(user: { is_superuser: boolean; is_client: boolean; routes: string[] }) {
  return !user.is_client && (user.is_superuser || user.routes.includes(ROUTES.usuarios))
}

/** What a profile grants: routes, client or staff, superuser. Null grants nothing. */
export function rightsOf(perfil: Perfil | null) {
  const role: DemoRole = perfil ?? 'novo'
  return {
    role,
    routes: [...ROLE_ROUTES[role]],
    is_client: perfil === 'cliente',
    is_staff: perfil !== null && perfil !== 'cliente',
    is_superuser: perfil === 'admin',
  }
}

export type DemoRole =
  | 'admin'
  | 'analista'
  | 'supervisor'
  | 'credito'
  | 'financeiro'
  | 'cliente'
  | 'primeiro-acesso'
  | 'novo'

export interface DemoUserSpec {
  id: number
  username: string
  role: DemoRole
  description: string
  first_name: string
  last_name: string
  email: string
  is_superuser: boolean
  is_client: boolean
  first_login: boolean
  is_active: boolean
  /** Printed in the start-up table; the extra analysts are real users but not advertised. */
  listed: boolean
}

const user = (
  id: number,
  username: string,
  role: DemoRole,
  description: string,
  first_name: string,
  last_name: string,
  extra: Partial<DemoUserSpec> = {},
): DemoUserSpec => ({
  id,
  username,
  role,
  description,
  first_name,
  last_name,
  email: `${username.replace(/[^a-z0-9.]/g, '.')}@boasafra.com.br`,
  is_superuser: false,
  is_client: false,
  first_login: false,
  is_active: true,
  listed: true,
  ...extra,
})

/**
 * The analyst user has id 30 because the specification's analyst lookup filters
 * analista-cobranca by the fixed user id 30.
 */
export const DEMO_USERS: DemoUserSpec[] = [
  user(
    1,
    'admin',
    'admin',
    'Administrador (superusuário, todas as rotas)',
    'Ana',
    'Administradora',
    {
      is_superuser: true,
    },
  ),
  user(
    2,
    'supervisor',
    'supervisor',
    'Supervisor de cobrança (+ pessoas e usuários)',
    'Sérgio',
    'Moura',
  ),
  user(3, 'credito', 'credito', 'Analista de crédito', 'Cláudia', 'Rezende'),
  user(4, 'financeiro', 'financeiro', 'Financeiro (gestão de financiamentos)', 'Fábio', 'Nogueira'),
  user(
    5,
    'cliente',
    'cliente',
    'Cliente (portal: títulos, compras, contato)',
    'Carlos',
    'Pereira',
    {
      is_client: true,
      email: 'carlos.pereira@mercadosaojorge.com.br',
    },
  ),
  user(
    6,
    'primeiro-acesso',
    'primeiro-acesso',
    'Analista no primeiro acesso (deve trocar a senha)',
    'Paula',
    'Antunes',
    {
      first_login: true,
    },
  ),
  user(7, 'inativo', 'analista', 'Usuário desativado (login recusado)', 'Igor', 'Teles', {
    is_active: false,
  }),
  user(30, 'analista', 'analista', 'Analista de cobrança', 'Beatriz', 'Lima'),
  user(31, 'marcos.silva', 'analista', 'Analista de cobrança', 'Marcos', 'Silva', {
    listed: false,
  }),
  user(32, 'juliana.costa', 'analista', 'Analista de cobrança', 'Juliana', 'Costa', {
    listed: false,
  }),
  user(33, 'renato.alves', 'analista', 'Analista de cobrança', 'Renato', 'Alves', {
    listed: false,
  }),
  user(34, 'fernanda.rocha', 'analista', 'Analista de cobrança', 'Fernanda', 'Rocha', {
    listed: false,
  }),
]

/** Users linked to an analista-cobranca row, in the row order. */
export const ANALYST_USER_IDS = [30, 31, 32, 33, 34, 6]

export function hashPassword(password: string, salt: string): string {
  const digest = createHash('sha256').update(`${salt}$${password}`).digest('hex')
  return `sha256$${salt}$${digest}`
}

export function checkPassword(password: string, stored: string): boolean {
  const [algo, salt, digest] = stored.split('$')
  if (algo !== 'sha256' || !salt || !digest) return false
  return hashPassword(password, salt) === stored
}
