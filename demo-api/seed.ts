/**
 * The demo database of "Boa Safra Alimentos", a food distributor. Everything is
 * drawn from one fixed PRNG stream; dates are drawn as day offsets from the
 * reference day, so a different "today" shifts every date but changes nothing
 * else, and overdue ages always look current.
 */
import { extendSeed } from './seed-modules'
import { buildBoleto, mod10 } from '../src/shared/lib/boleto'
import { fromEpochDay, todayISO, toEpochDay } from '../src/shared/lib/date'
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf } from '../src/shared/lib/documents'
import { priceSchedule, sacSchedule } from '../src/shared/lib/financing'
import { fromCentavos, splitCentavos } from '../src/shared/lib/money'
import { createRng, type Rng } from './prng'
import {
  ATENDIMENTO_OBSERVACOES,
  BRANCHES,
  BUSINESS_TYPES,
  COMPANY_SUFFIXES,
  FEMALE_NAMES,
  GROUP_NAMES,
  LEMBRETE_DESCRICOES,
  MALE_NAMES,
  PARECERES,
  SEGMENTS,
  SURNAMES,
  TRADE_SUFFIXES,
} from './seed-names'
import type {
  AnalistaCobranca,
  Atendimento,
  AtendimentoAtakCobranca,
  AtendimentoEntrada,
  AtendimentoEntradaParcela,
  AtendimentoNegociacao,
  Channel,
  Cliente,
  ClienteEmail,
  ClienteTelefone,
  ContaReceber,
  Contrato,
  DisparoLog,
  Lembrete,
  Liberacao,
  LiberacaoParcela,
  ParecerCredito,
  Pessoa,
  ReguaAcao,
  Seed,
  SystemUser,
  Tables,
  Template,
  Vendedor,
  VwFiltroEmpreendimento,
} from './types'
import { ANALYST_USER_IDS, DEMO_USERS, ROLE_ROUTES, hashPassword } from './users'

export const SEED_NUMBER = 20_240_917
export const CUSTOMER_COUNT = 360
export const RECEIVABLES_PER_SCALE = 20_000

export const FORMA = { boleto: 1, pix: 2, deposito: 3, cartao: 4, cheque: 5 } as const

const COMPANY_CNPJ_BASE = '34567890'

type Risk = 'good' | 'average' | 'bad'

interface CustomerProfile {
  size: number
  risk: Risk
}

/** Scales the secondary tables gently: the unit tests run at 0.1, performance work at 5. */
function secondaryFactor(scale: number): number {
  return Math.min(1, Math.max(0.2, scale))
}

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}

function personName(rng: Rng): { first: string; full: string; female: boolean } {
  const female = rng.chance(0.5)
  const first = female ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES)
  const full = `${first} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`
  return { first, full, female }
}

function newCnpj(rng: Rng, used: Set<string>, alphanumeric = false): string {
  for (;;) {
    const root = alphanumeric
      ? `${rng.pick(['A', 'B', 'C', 'K', 'X'])}${rng.digits(1)}${rng.pick(['R', 'T', 'Z'])}${rng.digits(5)}`
      : `${rng.int(1, 9)}${rng.digits(7)}`
    const base = `${root}${rng.chance(0.85) ? '0001' : `000${rng.int(2, 9)}`}`
    const doc = formatCnpj(base + cnpjCheckDigits(base))
    if (!used.has(doc)) {
      used.add(doc)
      return doc
    }
  }
}

function newCpf(rng: Rng, used: Set<string>): string {
  for (;;) {
    const base = `${rng.int(1, 9)}${rng.digits(8)}`
    if (/^(\d)\1+$/.test(base)) continue
    const doc = formatCpf(base + cpfCheckDigits(base))
    if (!used.has(doc)) {
      used.add(doc)
      return doc
    }
  }
}

function phone(rng: Rng, ddd: string, mobile: boolean): string {
  return mobile
    ? `(${ddd}) 9${rng.int(6, 9)}${rng.digits(3)}-${rng.digits(4)}`
    : `(${ddd}) ${rng.int(2, 4)}${rng.digits(3)}-${rng.digits(4)}`
}

/** Adds calendar months to an ISO date, keeping day ≤ 28 so no month overflows. */
function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  const d = Math.min(Number(iso.slice(8, 10)), 28)
  const year = y + Math.floor(m / 12)
  const month = (((m % 12) + 12) % 12) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** Cumulative weights for O(log n) weighted picks over hundreds of customers. */
function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length)
  let acc = 0
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i]
    out[i] = acc
  }
  return out
}

function pickIndex(rng: Rng, cum: Float64Array): number {
  const r = rng.next() * cum[cum.length - 1]
  let lo = 0
  let hi = cum.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cum[mid] > r) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** Free field (25 digits) in each bank's own layout, so the bills look like the real thing. */
function campoLivre(banco: string, nossoNumero: string): string {
  if (banco === '341') {
    const carteira = '109'
    const agencia = '0912'
    const conta = '23456'
    const dacNosso = mod10(agencia + conta + carteira + nossoNumero)
    const dacConta = mod10(agencia + conta)
    return `${carteira}${nossoNumero}${dacNosso}${agencia}${conta}${dacConta}000`
  }
  if (banco === '237') return `3381${'09'}${nossoNumero.padStart(11, '0')}${'0012345'}0`
  return `000000${'3128557'}${nossoNumero.padStart(10, '0')}17`
}

export function buildSeed(
  scale = Number(process.env.DEMO_SCALE ?? 1),
  today: string = todayISO(),
): Seed {
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`DEMO_SCALE inválido: ${scale}`)
  const rng = createRng(SEED_NUMBER)
  const todayEpoch = toEpochDay(today)
  const dayCache = new Map<number, string>()
  const day = (offset: number): string => {
    let iso = dayCache.get(offset)
    if (iso === undefined) {
      iso = fromEpochDay(todayEpoch + offset)
      dayCache.set(offset, iso)
    }
    return iso
  }
  const dateTime = (offset: number, hour: number, minute: number) =>
    `${day(offset)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`
  /**
   * Something that already happened: the seed does not know the hour it runs at, so what
   * would fall today (and could read 17:02 at nine in the morning) goes to yesterday. The
   * random draws stay the same, so the rest of the seed does not move.
   */
  const pastBusinessTime = (offset: number) =>
    dateTime(Math.min(offset, -1), rng.int(8, 17), rng.int(0, 59))
  const secondary = secondaryFactor(scale)
  const usedDocs = new Set<string>()

  // --- people and organisation -------------------------------------------------------------
  const user: SystemUser[] = DEMO_USERS.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    is_active: u.is_active,
    is_superuser: u.is_superuser,
    is_staff: !u.is_client,
    is_client: u.is_client,
    first_login: u.first_login,
    date_joined: dateTime(-1000 + u.id, 9, 0),
    last_login: u.first_login ? null : dateTime(-1, 8, 30),
    password: hashPassword('demo1234', `seed${u.id}`),
    routes: [...ROLE_ROUTES[u.role]],
    role: u.role,
    pendente: false,
    solicitacao: '',
  }))

  const filial = BRANCHES.map((b) => {
    const base = `${COMPANY_CNPJ_BASE}000${b.cod_filial + 1}`
    return {
      cod_filial: b.cod_filial,
      filial: b.cities[0][0] as string,
      uf: b.uf as string,
      cnpj: formatCnpj(base + cnpjCheckDigits(base)),
    }
  })
  for (const f of filial) usedDocs.add(f.cnpj)

  const supervisorNames = [
    'Sérgio Moura',
    'Helena Duarte',
    'Ricardo Tavares',
    'Mônica Prado',
    'Otávio Brandão',
  ]
  const supervisor = supervisorNames.map((nome, i) => ({
    id: i + 1,
    nome,
    email: `${slug(nome.split(' ')[0])}.${slug(nome.split(' ')[1])}@boasafra.com.br`,
    user: i === 0 ? 2 : null,
  }))
  // Curitiba and Goiânia share a supervisor: five supervisors for six branches.
  const supervisorOfBranch = [0, 1, 2, 3, 4, 5, 4]

  const analystUsers = ANALYST_USER_IDS.map((id) => DEMO_USERS.find((u) => u.id === id)!)
  const analistaCobranca: AnalistaCobranca[] = analystUsers.map((u, i) => ({
    id: i + 1,
    nome: `${u.first_name} ${u.last_name}`,
    email: u.email,
    user: u.id,
    ativo: true,
  }))

  const vendedor: Vendedor[] = []
  for (let i = 0; i < 25; i++) {
    const cod_filial = (i % 6) + 1
    const p = personName(rng)
    const ddd = BRANCHES[cod_filial - 1].cities[0][1]
    vendedor.push({
      codigo: 101 + i,
      nome: p.full,
      cod_filial,
      supervisor: supervisorOfBranch[cod_filial],
      email: `${slug(p.first)}.${slug(p.full.split(' ')[1])}${101 + i}@boasafra.com.br`,
      telefone: phone(rng, ddd, true),
      ativo: i !== 24,
    })
  }
  const analystOfSeller = new Map<number, number>()
  const vendedorAnalista = vendedor.map((v, i) => {
    const analista = (i % 5) + 1
    analystOfSeller.set(v.codigo, analista)
    return {
      id: i + 1,
      cod_vendedor: v.codigo,
      analista,
      telefone: v.telefone,
      email: v.email,
    }
  })

  const grupoEconomico = GROUP_NAMES.map((nome, i) => ({ id: i + 1, nome }))

  const formaCobranca = [
    { id: FORMA.boleto, descricao: 'Boleto', ativo: true },
    { id: FORMA.pix, descricao: 'PIX', ativo: true },
    { id: FORMA.deposito, descricao: 'Depósito', ativo: true },
    { id: FORMA.cartao, descricao: 'Cartão', ativo: true },
    { id: FORMA.cheque, descricao: 'Cheque', ativo: true },
  ]
  const formaWeights = [
    [FORMA.boleto, 60],
    [FORMA.pix, 15],
    [FORMA.deposito, 8],
    [FORMA.cartao, 10],
    [FORMA.cheque, 7],
  ] as const

  // --- collection rules and notification settings ---------------------------------------------
  const regua = [
    { id: 1, nome: 'Régua padrão', descricao: 'Padarias, restaurantes e bares.', ativo: true },
    {
      id: 2,
      nome: 'Régua grandes contas',
      descricao: 'Supermercados e institucionais: contato antecipado.',
      ativo: true,
    },
    {
      id: 3,
      nome: 'Régua pequeno varejo',
      descricao: 'Clientes pessoa física, foco em WhatsApp.',
      ativo: true,
    },
  ]
  const template: Template[] = [
    {
      id: 1,
      nome: 'Lembrete de vencimento (e-mail)',
      canal: 'email',
      assunto: 'Boa Safra: seu boleto vence em {{vencimento}}',
      corpo:
        '<p>Olá, {{nome_fantasia}}!</p><p>Lembramos que o título {{documento}} no valor de {{valor}} vence em ' +
        '{{vencimento}}.</p><p>Linha digitável: {{linha_digitavel}}</p><p><a href="{{link_2via}}">Acessar a 2ª via</a></p>' +
        '<p>Equipe de Cobrança Boa Safra Alimentos</p>',
      ativo: true,
    },
    {
      id: 2,
      nome: 'Vencimento hoje (SMS)',
      canal: 'sms',
      assunto: '',
      corpo:
        'Boa Safra: {{nome_fantasia}}, o titulo {{documento}} de {{valor}} vence hoje. 2a via: {{link_2via}}',
      ativo: true,
    },
    {
      id: 3,
      nome: 'Título em atraso (WhatsApp)',
      canal: 'whatsapp',
      assunto: '',
      corpo:
        'Olá, {{nome_fantasia}}! Identificamos que o título {{documento}} de {{valor}}, vencido em {{vencimento}}, ' +
        'ainda está em aberto. Se já pagou, desconsidere. 2ª via: {{link_2via}}',
      ativo: true,
    },
    {
      id: 4,
      nome: 'Título em atraso (e-mail)',
      canal: 'email',
      assunto: 'Boa Safra: título {{documento}} em aberto',
      corpo:
        '<p>Prezado cliente {{nome_fantasia}},</p><p>Não identificamos o pagamento do título {{documento}} de ' +
        '{{valor}}, vencido em {{vencimento}}.</p><p>Linha digitável atualizada: {{linha_digitavel}}</p>' +
        '<p><a href="{{link_2via}}">2ª via do boleto</a></p>',
      ativo: true,
    },
    {
      id: 5,
      nome: 'Atraso (SMS)',
      canal: 'sms',
      assunto: '',
      corpo:
        'Boa Safra: consta em aberto o titulo {{documento}} ({{valor}}). Regularize: {{link_2via}}',
      ativo: true,
    },
    {
      id: 6,
      nome: 'Lembrete (WhatsApp)',
      canal: 'whatsapp',
      assunto: '',
      corpo:
        'Olá, {{nome_fantasia}}! Seu título {{documento}} de {{valor}} vence em {{vencimento}}. 2ª via: {{link_2via}}',
      ativo: true,
    },
    {
      id: 7,
      nome: 'Aviso de negativação (e-mail)',
      canal: 'email',
      assunto: 'Aviso importante sobre o título {{documento}}',
      corpo:
        '<p>{{nome_fantasia}},</p><p>O título {{documento}} de {{valor}} segue em aberto desde {{vencimento}}. ' +
        'Entre em contato para evitar o encaminhamento aos órgãos de proteção ao crédito.</p>',
      ativo: false,
    },
  ]
  const acoesByRegua: [number, number, Channel, number, string][] = [
    [1, -5, 'email', 1, 'Lembrete 5 dias antes'],
    [1, 0, 'sms', 2, 'Aviso no dia do vencimento'],
    [1, 3, 'whatsapp', 3, 'Cobrança amigável'],
    [1, 10, 'email', 4, 'Cobrança por e-mail'],
    [1, 30, 'sms', 5, 'Cobrança 30 dias'],
    [2, -10, 'email', 1, 'Lembrete 10 dias antes'],
    [2, -3, 'email', 1, 'Lembrete 3 dias antes'],
    [2, 1, 'email', 4, 'Atraso 1 dia'],
    [2, 7, 'whatsapp', 3, 'Atraso 7 dias'],
    [2, 15, 'email', 7, 'Aviso de negativação'],
    [3, -2, 'whatsapp', 6, 'Lembrete por WhatsApp'],
    [3, 1, 'sms', 5, 'Atraso 1 dia'],
    [3, 5, 'whatsapp', 3, 'Atraso 5 dias'],
    [3, 15, 'sms', 5, 'Atraso 15 dias'],
  ]
  const reguaAcao: ReguaAcao[] = acoesByRegua.map(([r, dias, canal, tpl, descricao], i) => ({
    id: i + 1,
    regua: r,
    dias,
    canal,
    template: tpl,
    descricao,
    ativo: tpl !== 7,
  }))
  const reguaSegmento = SEGMENTS.map((s) => ({ id: s.id, regua: s.regua, descricao: s.descricao }))
  const statusTemplate: [string, number, number | null, string][] = [
    ['Em dia', 0, 0, '#52c41a'],
    ['Atraso leve', 1, 15, '#faad14'],
    ['Em cobrança', 16, 60, '#fa8c16'],
    ['Cobrança intensiva', 61, 180, '#f5222d'],
    ['Jurídico', 181, null, '#820014'],
  ]
  const reguaStatus = regua.flatMap((r, ri) =>
    statusTemplate.map(([descricao, dias_de, dias_ate, cor], si) => ({
      id: ri * statusTemplate.length + si + 1,
      regua: r.id,
      descricao,
      dias_de,
      dias_ate,
      cor,
    })),
  )
  const smtp = [
    {
      id: 1,
      nome: 'Office 365 — Cobrança',
      host: 'smtp.office365.com',
      port: 587,
      username: 'cobranca@boasafra.com.br',
      from_email: 'Boa Safra Cobrança <cobranca@boasafra.com.br>',
      use_tls: true,
      use_ssl: false,
      ativo: true,
    },
    {
      id: 2,
      nome: 'Servidor de contingência',
      host: 'smtp.boasafra.com.br',
      port: 465,
      username: 'naoresponda@boasafra.com.br',
      from_email: 'Boa Safra Alimentos <naoresponda@boasafra.com.br>',
      use_tls: false,
      use_ssl: true,
      ativo: false,
    },
  ]
  const tag = [
    { tag: '{{nome_fantasia}}', descricao: 'Nome fantasia do cliente' },
    { tag: '{{razao_social}}', descricao: 'Razão social do cliente' },
    { tag: '{{cnpj_cpf}}', descricao: 'CNPJ ou CPF do cliente' },
    { tag: '{{documento}}', descricao: 'Número do documento (NF e parcela)' },
    { tag: '{{valor}}', descricao: 'Valor do título (R$)' },
    { tag: '{{vencimento}}', descricao: 'Data de vencimento (dd/mm/aaaa)' },
    { tag: '{{linha_digitavel}}', descricao: 'Linha digitável do boleto' },
    { tag: '{{link_2via}}', descricao: 'Link público da 2ª via' },
    { tag: '{{vendedor}}', descricao: 'Nome do vendedor' },
  ]
  const atendimentoTipoResultado = [
    'Promessa de pagamento',
    'Pagamento confirmado',
    'Cliente não atende',
    'Número inexistente ou errado',
    'Retornar contato',
    'Negociação em andamento',
    '2ª via enviada',
    'Cliente contesta valor',
    'Encaminhado ao jurídico',
    'Recado deixado',
    'Protesto solicitado',
    'Visita do vendedor',
    'Carta de cobrança',
  ].map((descricao, i) => ({ id: i + 1, descricao, inativo: i >= 10 }))

  // --- customers -----------------------------------------------------------------------------
  const cliente: Cliente[] = []
  const profiles: CustomerProfile[] = []
  const usedNames = new Set<string>()
  const dddOf = new Map<number, string>()
  const fixedNames = ['Mercado São Jorge', 'Padaria Pão Quente', 'Restaurante Sabor Mineiro']
  const sellersByBranch = (f: number) => vendedor.filter((v) => v.cod_filial === f && v.ativo)
  const typeWeights = BUSINESS_TYPES.map((t, i) => [i, t[2]] as const)
  for (let i = 0; i < CUSTOMER_COUNT; i++) {
    const cod_cliente = 10001 + i
    const branch =
      BRANCHES[
        rng.weighted([
          [0, 30],
          [1, 18],
          [2, 16],
          [3, 12],
          [4, 14],
          [5, 10],
        ])
      ]
    const [cidade, ddd] = rng.chance(0.45) ? branch.cities[0] : rng.pick(branch.cities)
    const isCpf = i >= fixedNames.length && rng.chance(0.1)
    let nome_fantasia: string
    let razao_social: string
    let segmento: number
    let size: number
    if (isCpf) {
      const owner = personName(rng)
      const prefix = rng.pick([
        'Bar',
        'Lanchonete',
        'Mercearia',
        'Quitanda',
        'Trailer de Lanches',
        'Banca',
      ])
      nome_fantasia = `${prefix} ${owner.female ? 'da' : 'do'} ${owner.first}`
      if (usedNames.has(nome_fantasia))
        nome_fantasia = `${nome_fantasia} ${owner.full.split(' ')[1]}`
      razao_social = owner.full
      segmento = 6
      size = 0.4
    } else {
      const type = BUSINESS_TYPES[rng.weighted(typeWeights)]
      nome_fantasia =
        i < fixedNames.length ? fixedNames[i] : `${type[0]} ${rng.pick(TRADE_SUFFIXES)}`
      for (let attempt = 0; usedNames.has(nome_fantasia) && attempt < 4; attempt++) {
        nome_fantasia = `${type[0]} ${rng.pick(TRADE_SUFFIXES)}`
      }
      if (usedNames.has(nome_fantasia)) nome_fantasia = `${nome_fantasia} ${cidade}`
      const fixedType = BUSINESS_TYPES.find((t) => nome_fantasia.startsWith(`${t[0]} `))
      segmento = (i < fixedNames.length ? fixedType?.[1] : undefined) ?? type[1]
      size =
        ((i < fixedNames.length ? fixedType?.[3] : undefined) ?? type[3]) * (0.5 + rng.next() * 1.5)
      razao_social = `${nome_fantasia} ${rng.pick(COMPANY_SUFFIXES)}`
    }
    usedNames.add(nome_fantasia)
    // A few customers already carry the alphanumeric CNPJ (IN RFB 2.229/2024).
    const cnpj_cpf = isCpf ? newCpf(rng, usedDocs) : newCnpj(rng, usedDocs, i % 120 === 77)
    const sellers = sellersByBranch(branch.cod_filial)
    const seller = rng.pick(sellers)
    // The client demo login sees the first two customers: give them something to pay.
    const risk: Risk =
      i < fixedNames.length
        ? i < 2
          ? 'bad'
          : 'average'
        : rng.weighted([
            ['good', 58],
            ['average', 27],
            ['bad', 15],
          ])
    const limite = Math.round((size * (3000 + rng.next() * 30000)) / 500) * 500
    dddOf.set(cod_cliente, ddd)
    profiles.push({ size, risk })
    cliente.push({
      cod_cliente,
      nome_fantasia,
      razao_social,
      cnpj_cpf,
      tipo_pessoa: isCpf ? 'F' : 'J',
      cod_vendedor: seller.codigo,
      cod_filial: branch.cod_filial,
      grupo_economico: !isCpf && rng.chance(0.35) ? rng.int(1, grupoEconomico.length) : null,
      segmento,
      regua: SEGMENTS[segmento - 1].regua,
      forma_cobranca: isCpf ? rng.pick([FORMA.pix, FORMA.boleto]) : rng.weighted(formaWeights),
      analista: analystOfSeller.get(seller.codigo)!,
      supervisor: seller.supervisor,
      cidade,
      uf: branch.uf,
      limite_credito: fromCentavos(Math.max(2000, limite) * 100),
      ativo: rng.chance(0.95),
      data_cadastro: day(-rng.int(800, 3500)),
    })
  }

  // --- receivables ---------------------------------------------------------------------------
  const total = Math.round(RECEIVABLES_PER_SCALE * scale)
  const contasReceber: ContaReceber[] = new Array(total)
  const sizeCum = cumulative(profiles.map((p) => p.size))
  const bankOf = [
    ['341', 50],
    ['237', 35],
    ['001', 15],
  ] as const
  const openOverdueByCustomer = new Map<number, number[]>()
  const receivablesByCustomer = new Map<number, number[]>()
  let produced = 0
  let nf = 100_000 + rng.int(0, 5000)
  let nossoNumero = 10_000_000 + rng.int(0, 99_999)
  const HISTORY_DAYS = 730
  while (produced < total) {
    const ci = pickIndex(rng, sizeCum)
    const c = cliente[ci]
    const profile = profiles[ci]
    // Emission dates advance with the invoice count so NF numbers grow with time, like a real series.
    const emission = Math.min(
      -1,
      -HISTORY_DAYS + Math.floor((produced / total) * HISTORY_DAYS) + rng.int(-2, 2),
    )
    const parcelas = Math.min(
      total - produced,
      rng.weighted([
        [1, 45],
        [2, 25],
        [3, 20],
        [4, 10],
      ]),
    )
    const invoiceCentavos = Math.round((150 + rng.next() ** 2 * 7000 * profile.size) * 100)
    const parts = splitCentavos(invoiceCentavos, parcelas)
    const termDays =
      parcelas === 1
        ? rng.weighted([
            [7, 10],
            [14, 20],
            [21, 25],
            [28, 30],
            [30, 15],
          ])
        : 30
    const forma = rng.chance(0.85) ? c.forma_cobranca : rng.weighted(formaWeights)
    nf += rng.int(1, 4)
    for (let p = 1; p <= parcelas; p++) {
      const due = emission + termDays * p
      const valor = parts[p - 1]
      let delay: number | null
      if (profile.risk === 'good') {
        delay = rng.chance(0.97) ? rng.int(-6, 3) : rng.int(10, 60)
      } else if (profile.risk === 'average') {
        delay = rng.weighted([
          [0, 50],
          [1, 35],
          [2, 12],
          [3, 3],
        ])
        delay =
          delay === 0
            ? rng.int(-3, 2)
            : delay === 1
              ? rng.int(3, 20)
              : delay === 2
                ? rng.int(21, 90)
                : null
      } else {
        delay = rng.weighted([
          [0, 25],
          [1, 30],
          [2, 17],
          [3, 28],
        ])
        delay =
          delay === 0
            ? rng.int(-2, 5)
            : delay === 1
              ? rng.int(6, 60)
              : delay === 2
                ? rng.int(61, 200)
                : null
      }
      const partialDraw = rng.next()
      const partialShare = 0.3 + rng.next() * 0.4
      const paidOffset = delay === null ? null : Math.max(emission, due + delay)
      const paid = paidOffset !== null && paidOffset <= 0
      let valorPago = paid ? valor : 0
      let dataPagamento = paid ? day(paidOffset) : null
      if (!paid && due < -5 && partialDraw < 0.08) {
        valorPago = Math.round(valor * partialShare)
        dataPagamento = day(Math.min(0, due + 3))
      }
      const saldo = valor - valorPago
      const status = saldo === 0 ? 'pago' : due < 0 ? 'vencido' : 'aberto'
      const id = produced + 1
      const hasBill = forma === FORMA.boleto || forma === FORMA.pix
      const hash = hasBill ? rng.hex(32) : null
      let linha: string | null = null
      let nosso: string | null = null
      if (forma === FORMA.boleto) {
        const banco = rng.weighted(bankOf)
        nossoNumero += 1
        nosso = String(nossoNumero)
        linha = buildBoleto({
          banco,
          vencimento: day(due),
          valorCentavos: valor,
          campoLivre: campoLivre(banco, nosso),
        }).linhaDigitavel
      }
      contasReceber[produced] = {
        id,
        cod_filial: c.cod_filial,
        cod_cliente: c.cod_cliente,
        cod_vendedor: c.cod_vendedor,
        documento: `NF ${nf}-${p}`,
        parcela: p,
        data_emissao: day(emission),
        data_vencimento: day(due),
        data_pagamento: dataPagamento,
        valor: fromCentavos(valor),
        valor_pago: fromCentavos(valorPago),
        saldo: fromCentavos(saldo),
        forma_cobranca: forma,
        status,
        dias_atraso: status === 'vencido' ? -due : 0,
        linha_digitavel: linha,
        hash_2via: hash,
        nosso_numero: nosso,
      }
      let all = receivablesByCustomer.get(c.cod_cliente)
      if (!all) receivablesByCustomer.set(c.cod_cliente, (all = []))
      all.push(id)
      if (status === 'vencido') {
        let list = openOverdueByCustomer.get(c.cod_cliente)
        if (!list) openOverdueByCustomer.set(c.cod_cliente, (list = []))
        list.push(id)
      }
      produced++
    }
  }

  // --- contacts ------------------------------------------------------------------------------
  const clienteTelefone: ClienteTelefone[] = []
  const clienteEmail: ClienteEmail[] = []
  const emailsOf = new Map<number, string[]>()
  const phonesOf = new Map<number, string[]>()
  const freeMail = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br']
  for (const c of cliente) {
    const ddd = dddOf.get(c.cod_cliente)!
    if (rng.chance(0.88)) {
      const n = rng.int(1, 3)
      for (let k = 0; k < n; k++) {
        const mobile = rng.chance(0.7)
        const telefone = phone(rng, ddd, mobile)
        const contato = `${rng.pick([...MALE_NAMES, ...FEMALE_NAMES])} (${rng.pick(['Financeiro', 'Compras', 'Proprietário', 'Gerente'])})`
        clienteTelefone.push({
          id: clienteTelefone.length + 1,
          cod_cliente: c.cod_cliente,
          telefone,
          tipo: mobile ? 'celular' : 'fixo',
          whatsapp: mobile && rng.chance(0.8),
          contato,
          principal: k === 0,
        })
        phonesOf.set(c.cod_cliente, [...(phonesOf.get(c.cod_cliente) ?? []), telefone])
      }
    }
    if (rng.chance(0.82)) {
      const n = rng.int(1, 2)
      const domain =
        c.tipo_pessoa === 'F' || rng.chance(0.3)
          ? rng.pick(freeMail)
          : `${slug(c.nome_fantasia)}.com.br`
      for (let k = 0; k < n; k++) {
        const first = rng.pick([...MALE_NAMES, ...FEMALE_NAMES])
        const local =
          domain.endsWith('.com.br') && !freeMail.includes(domain)
            ? rng.pick(['financeiro', 'contato', 'compras', slug(first)])
            : `${slug(first)}.${slug(rng.pick(SURNAMES))}${rng.int(1, 99)}`
        const email = `${local}${k > 0 ? k + 1 : ''}@${domain}`
        clienteEmail.push({
          id: clienteEmail.length + 1,
          cod_cliente: c.cod_cliente,
          email,
          contato: first,
          principal: k === 0,
          recebe_cobranca: k === 0 || rng.chance(0.5),
        })
        emailsOf.set(c.cod_cliente, [...(emailsOf.get(c.cod_cliente) ?? []), email])
      }
    }
  }

  // --- attendances, negotiations, down payments, reminders -----------------------------------
  const analystUserOf = (analistaId: number) => analistaCobranca[analistaId - 1].user
  const overdueCustomers = cliente.filter((c) => openOverdueByCustomer.has(c.cod_cliente))
  const atendimento: Atendimento[] = []
  const atendimentoNegociacao: AtendimentoNegociacao[] = []
  const atendimentoEntrada: AtendimentoEntrada[] = []
  const atendimentoEntradaParcela: AtendimentoEntradaParcela[] = []
  const atendimentoAtakCobranca: AtendimentoAtakCobranca[] = []
  const activeResults = atendimentoTipoResultado.filter((t) => !t.inativo)
  const attendanceCount = Math.round(3000 * secondary)
  const saldoOf = (id: number) => Math.round(Number(contasReceber[id - 1].saldo) * 100)
  for (let i = 0; i < attendanceCount; i++) {
    const c =
      overdueCustomers.length > 0 && rng.chance(0.8)
        ? rng.pick(overdueCustomers)
        : rng.pick(cliente)
    // Squaring skews towards recent days: most attendance history is fresh.
    const offset = -Math.floor(rng.next() ** 2 * 365)
    const tipo = i % 25 === 24 ? rng.pick(atendimentoTipoResultado) : rng.pick(activeResults)
    const usuario = rng.chance(0.85) ? analystUserOf(c.analista) : rng.pick(ANALYST_USER_IDS)
    const needsReturn = tipo.id === 1 || tipo.id === 5 || tipo.id === 6
    const a: Atendimento = {
      id: i + 1,
      cod_cliente: c.cod_cliente,
      cod_vendedor: c.cod_vendedor,
      data: pastBusinessTime(offset),
      usuario,
      tipo_resultado: tipo.id,
      forma_cobranca: rng.chance(0.8) ? c.forma_cobranca : null,
      observacao: rng.pick(ATENDIMENTO_OBSERVACOES),
      data_retorno: needsReturn ? day(offset + rng.int(1, 15)) : null,
      is_deleted: rng.chance(0.03),
      concluido: offset < -15 ? rng.chance(0.9) : rng.chance(0.4),
    }
    atendimento.push(a)
    const overdue = openOverdueByCustomer.get(c.cod_cliente) ?? []
    if (overdue.length > 0 && rng.chance(0.35)) {
      const n = Math.min(overdue.length, rng.int(1, 3))
      const acao = rng.pick([
        'Cobrança telefônica',
        'Envio de 2ª via',
        'Envio de e-mail',
        'Mensagem WhatsApp',
        'Negociação',
      ])
      for (let k = 0; k < n; k++) {
        const cr = contasReceber[rng.pick(overdue) - 1]
        atendimentoAtakCobranca.push({
          id: atendimentoAtakCobranca.length + 1,
          atendimento: a.id,
          cod_cliente: c.cod_cliente,
          conta_receber: cr.id,
          documento: cr.documento,
          parcela: cr.parcela,
          data: a.data,
          acao,
          usuario,
        })
      }
    }
    if ((tipo.id === 1 || tipo.id === 6) && rng.chance(0.6)) {
      const original =
        overdue.length > 0
          ? overdue.reduce((s, id) => s + saldoOf(id), 0)
          : rng.int(50_000, 800_000)
      const desconto = Math.round(original * rng.next() * 0.1)
      const negociado = original - desconto
      const qtd = rng.int(1, 6)
      const negStatus = rng.weighted([
        ['aceita', 55],
        ['proposta', 30],
        ['cancelada', 15],
      ] as const)
      const neg: AtendimentoNegociacao = {
        id: atendimentoNegociacao.length + 1,
        atendimento: a.id,
        cod_cliente: c.cod_cliente,
        data: day(offset),
        valor_original: fromCentavos(original),
        desconto: fromCentavos(desconto),
        valor_negociado: fromCentavos(negociado),
        qtd_parcelas: qtd,
        status: negStatus,
        observacao:
          negStatus === 'aceita' ? 'Acordo aceito pelo cliente.' : 'Aguardando retorno do cliente.',
        usuario,
      }
      atendimentoNegociacao.push(neg)
      if (negStatus === 'aceita' && rng.chance(0.7)) {
        const valorEntrada = Math.round(negociado * (0.1 + rng.next() * 0.2))
        const parcelasCentavos = splitCentavos(negociado - valorEntrada, qtd)
        const entrada: AtendimentoEntrada = {
          id: atendimentoEntrada.length + 1,
          atendimento: a.id,
          negociacao: neg.id,
          cod_cliente: c.cod_cliente,
          data: day(offset),
          valor_total: fromCentavos(negociado),
          valor_entrada: fromCentavos(valorEntrada),
          qtd_parcelas: qtd,
          forma_cobranca: c.forma_cobranca,
          usuario,
        }
        atendimentoEntrada.push(entrada)
        parcelasCentavos.forEach((valor, k) => {
          const dueOffset = offset + 30 * (k + 1)
          atendimentoEntradaParcela.push({
            id: atendimentoEntradaParcela.length + 1,
            entrada: entrada.id,
            atendimento: a.id,
            cod_cliente: c.cod_cliente,
            parcela: k + 1,
            data_vencimento: day(dueOffset),
            valor: fromCentavos(valor),
            pago: dueOffset < 0 && rng.chance(0.8),
          })
        })
      }
    }
  }

  const lembrete: Lembrete[] = []
  const reminderCount = Math.round(500 * secondary)
  for (let i = 0; i < reminderCount; i++) {
    const a = rng.pick(atendimento)
    const offset = rng.int(-60, 20)
    lembrete.push({
      id: i + 1,
      cod_cliente: a.cod_cliente,
      atendimento: rng.chance(0.6) ? a.id : null,
      usuario: a.usuario,
      data: dateTime(offset, rng.int(8, 17), rng.pick([0, 15, 30, 45])),
      descricao: rng.pick(LEMBRETE_DESCRICOES),
      concluido: offset < 0 ? rng.chance(0.7) : false,
    })
  }

  const parecerCredito: ParecerCredito[] = []
  for (const c of cliente) {
    if (!rng.chance(0.4)) continue
    const n = rng.int(1, 3)
    for (let k = 0; k < n; k++) {
      const atual = Math.round(Number(c.limite_credito) * (0.6 + rng.next() * 0.6)) * 100
      const situacao = rng.weighted([
        ['aprovado', 60],
        ['reprovado', 20],
        ['em_analise', 20],
      ] as const)
      const factor = situacao === 'reprovado' ? 0.5 + rng.next() * 0.4 : 0.9 + rng.next() * 0.6
      parecerCredito.push({
        id: parecerCredito.length + 1,
        cod_cliente: c.cod_cliente,
        data: day(-rng.int(1, 700)),
        parecer: rng.pick(PARECERES),
        limite_atual: fromCentavos(atual),
        limite_sugerido: fromCentavos(Math.round((atual * factor) / 50_000) * 50_000),
        situacao,
        usuario: rng.chance(0.8) ? 3 : 1,
      })
    }
  }

  // --- dispatch log --------------------------------------------------------------------------
  const disparoLog: DisparoLog[] = []
  const dispatchCount = Math.round(2000 * secondary)
  for (let i = 0; i < dispatchCount; i++) {
    const c = rng.pick(cliente)
    const acoes = reguaAcao.filter((a) => a.regua === c.regua)
    const acao = rng.pick(acoes)
    const mine = receivablesByCustomer.get(c.cod_cliente) ?? []
    const cr = mine.length > 0 ? contasReceber[rng.pick(mine) - 1] : null
    const targets =
      acao.canal === 'email' ? emailsOf.get(c.cod_cliente) : phonesOf.get(c.cod_cliente)
    const destinatario = targets && targets.length > 0 ? rng.pick(targets) : ''
    const status = !destinatario
      ? 'falha'
      : rng.weighted([
          ['enviado', 25],
          ['entregue', 45],
          ['lido', 25],
          ['falha', 5],
        ] as const)
    disparoLog.push({
      id: i + 1,
      data: pastBusinessTime(-rng.int(0, 90)),
      cod_cliente: c.cod_cliente,
      conta_receber: cr?.id ?? null,
      documento: cr?.documento ?? null,
      regua: c.regua,
      regua_acao: acao.id,
      template: acao.template,
      canal: acao.canal,
      destinatario,
      status,
      erro:
        status !== 'falha'
          ? null
          : destinatario
            ? 'Destinatário recusou a mensagem.'
            : 'Cliente sem contato cadastrado para o canal.',
    })
  }

  // --- people register and filter hierarchy --------------------------------------------------
  const pessoa: Pessoa[] = []
  for (let i = 0; i < 60; i++) {
    const branch = rng.pick(BRANCHES)
    const [cidade, ddd] = rng.pick(branch.cities)
    const isPj = rng.chance(0.3)
    const p = personName(rng)
    const nome = isPj
      ? `${rng.pick(SURNAMES)} ${rng.pick(['Transportes', 'Consultoria', 'Serviços', 'Embalagens'])} Ltda`
      : p.full
    pessoa.push({
      id: i + 1,
      nome,
      tipo_pessoa: isPj ? 'J' : 'F',
      cpf_cnpj: isPj ? newCnpj(rng, usedDocs) : newCpf(rng, usedDocs),
      email: `${slug(isPj ? nome.split(' ')[0] : p.first)}.${slug(rng.pick(SURNAMES))}@${rng.pick(freeMail)}`,
      telefone: phone(rng, ddd, rng.chance(0.7)),
      cidade,
      uf: branch.uf,
      observacao: rng.pick([
        '',
        '',
        'Avalista em contrato de financiamento.',
        'Contato comercial.',
        'Fiador de cliente.',
      ]),
      ativo: rng.chance(0.92),
    })
  }

  const vwFiltro: VwFiltroEmpreendimento[] = []
  for (const b of BRANCHES) {
    const city = b.cities[0][0]
    const projects = ['Centro de Distribuição', 'Atacado', 'Cozinha Industrial'].slice(
      0,
      rng.int(2, 3),
    )
    for (const project of projects) {
      const modules = rng.int(1, 4)
      for (let m = 1; m <= modules; m++) {
        vwFiltro.push({
          id: vwFiltro.length + 1,
          regiao: b.regiao,
          uf: b.uf,
          cidade: city,
          empreendimento: `${project} ${city}`,
          modulo: m,
        })
      }
    }
  }

  // --- financing -----------------------------------------------------------------------------
  const banco = [
    ['001', 'Banco do Brasil'],
    ['033', 'Santander'],
    ['104', 'Caixa Econômica Federal'],
    ['237', 'Bradesco'],
    ['341', 'Itaú Unibanco'],
    ['748', 'Sicredi'],
    ['756', 'Sicoob'],
  ].map(([codigo, nome], i) => ({ id: i + 1, codigo, nome, ativo: codigo !== '033' }))
  const moeda = [
    { id: 1, sigla: 'BRL', nome: 'Real', simbolo: 'R$' },
    { id: 2, sigla: 'USD', nome: 'Dólar americano', simbolo: 'US$' },
    { id: 3, sigla: 'EUR', nome: 'Euro', simbolo: '€' },
  ]
  const tipoJuros = [
    { id: 1, descricao: 'Pré-fixado' },
    { id: 2, descricao: 'Pós-fixado' },
  ]
  const indice = [
    { id: 1, nome: 'CDI', descricao: 'Certificado de Depósito Interbancário', pos_fixado: true },
    { id: 2, nome: 'SELIC', descricao: 'Taxa Selic', pos_fixado: true },
    { id: 3, nome: 'IPCA', descricao: 'Índice de Preços ao Consumidor Amplo', pos_fixado: true },
    { id: 4, nome: 'TJLP', descricao: 'Taxa de Juros de Longo Prazo', pos_fixado: true },
    { id: 5, nome: 'Pré', descricao: 'Taxa pré-fixada (sem índice)', pos_fixado: false },
  ]
  const tipoContrato = [
    'Capital de giro',
    'FINAME',
    'CCB',
    'Leasing',
    'Financiamento de veículos',
  ].map((descricao, i) => ({
    id: i + 1,
    descricao,
  }))
  const formaAmortizacao = [
    { id: 1, codigo: 'SAC' as const, descricao: 'SAC — amortização constante' },
    { id: 2, codigo: 'PRICE' as const, descricao: 'Tabela Price — parcelas iguais' },
    { id: 3, codigo: 'BULLET' as const, descricao: 'Bullet — principal no vencimento' },
  ]
  const empresa = [
    {
      razao_social: 'Boa Safra Alimentos Ltda',
      nome_fantasia: 'Boa Safra Alimentos',
      base: `${COMPANY_CNPJ_BASE}0001`,
    },
    {
      razao_social: 'Boa Safra Distribuição e Logística Ltda',
      nome_fantasia: 'Boa Safra Logística',
      base: '457812300001',
    },
    {
      razao_social: 'Safra Norte Comércio de Alimentos Ltda',
      nome_fantasia: 'Safra Norte',
      base: '290134560001',
    },
  ].map((e, i) => ({
    id: i + 1,
    razao_social: e.razao_social,
    nome_fantasia: e.nome_fantasia,
    cnpj: formatCnpj(e.base + cnpjCheckDigits(e.base)),
  }))
  const contrato: Contrato[] = []
  const liberacao: Liberacao[] = []
  const liberacaoParcela: LiberacaoParcela[] = []
  for (let i = 0; i < 10; i++) {
    const pos = rng.chance(0.4)
    const amort = rng.chance(0.6) ? 1 : 2
    const tipo = rng.int(1, tipoContrato.length)
    const start = -rng.int(60, 900)
    const valorCentavos = rng.int(20, 500) * 10_000 * 100
    const taxaCentesimos = pos ? rng.int(20, 60) : rng.int(90, 170)
    const qtd = rng.pick([12, 18, 24, 36, 48, 60])
    const carencia = rng.pick([0, 0, 3, 6])
    const bancoId = rng.pick(banco.filter((b) => b.ativo)).id
    const c: Contrato = {
      id: i + 1,
      numero: `${tipoContrato[tipo - 1].descricao === 'CCB' ? 'CCB' : 'CT'}-${2022 + (i % 4)}/${String(rng.int(100, 99999)).padStart(5, '0')}`,
      empresa: rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ]),
      banco: bancoId,
      moeda: i === 7 ? 2 : 1,
      tipo_contrato: tipo,
      tipo_juros: pos ? 2 : 1,
      indice: pos ? rng.pick([1, 1, 2, 3]) : 5,
      forma_amortizacao: amort,
      data_contratacao: day(start),
      valor_contratado: fromCentavos(valorCentavos),
      taxa_mensal: (taxaCentesimos / 100).toFixed(4),
      qtd_parcelas: qtd,
      carencia_meses: carencia,
      observacao: pos ? 'Taxa = índice + spread mensal informado.' : '',
    }
    contrato.push(c)
    const releases = rng.chance(0.35) ? 2 : 1
    const shares =
      releases === 2
        ? [Math.round(valorCentavos * 0.6), valorCentavos - Math.round(valorCentavos * 0.6)]
        : [valorCentavos]
    // Post-fixed schedules are projected with the index at about 0.9 % a month on top of the spread.
    const monthlyRate = (taxaCentesimos / 100 + (pos ? 0.9 : 0)) / 100
    shares.forEach((share, r) => {
      const lib: Liberacao = {
        id: liberacao.length + 1,
        contrato: c.id,
        data: day(start + r * rng.int(20, 60)),
        valor: fromCentavos(share),
      }
      liberacao.push(lib)
      const schedule =
        amort === 1 ? sacSchedule(share, monthlyRate, qtd) : priceSchedule(share, monthlyRate, qtd)
      for (const row of schedule) {
        const due = addMonths(lib.data, carencia + row.numero)
        const paid = toEpochDay(due) < todayEpoch
        liberacaoParcela.push({
          id: liberacaoParcela.length + 1,
          liberacao: lib.id,
          contrato: c.id,
          parcela: row.numero,
          data_vencimento: due,
          valor_amortizacao: fromCentavos(row.amortizacaoCentavos),
          valor_juros: fromCentavos(row.jurosCentavos),
          valor_parcela: fromCentavos(row.parcelaCentavos),
          saldo_devedor: fromCentavos(row.saldoFinalCentavos),
          pago: paid,
          data_pagamento: paid ? due : null,
        })
      }
    })
  }

  const userClient = [
    { id: 1, user: 5, cod_cliente: 10001 },
    { id: 2, user: 5, cod_cliente: 10002 },
  ]

  const tables = {
    user,
    'user-client': userClient,
    filial,
    supervisor,
    vendedor,
    'analista-cobranca': analistaCobranca,
    'vendedor-analista': vendedorAnalista,
    'grupo-economico': grupoEconomico,
    'forma-cobranca': formaCobranca,
    regua,
    'regua-acao': reguaAcao,
    'regua-segmento': reguaSegmento,
    'regua-status': reguaStatus,
    cliente,
    'contas-receber': contasReceber,
    'atendimento-tipo-resultado': atendimentoTipoResultado,
    atendimento,
    'atendimento-negociacao': atendimentoNegociacao,
    'atendimento-entrada': atendimentoEntrada,
    'atendimento-entrada-parcela': atendimentoEntradaParcela,
    'atendimento-atak-cobranca': atendimentoAtakCobranca,
    lembrete,
    'cliente-telefone': clienteTelefone,
    'cliente-email': clienteEmail,
    'parecer-credito': parecerCredito,
    template,
    smtp,
    tag,
    'disparo-log': disparoLog,
    pessoa,
    'vw-filtro-empreendimento': vwFiltro,
    banco,
    moeda,
    'tipo-juros': tipoJuros,
    indice,
    'tipo-contrato': tipoContrato,
    'forma-amortizacao': formaAmortizacao,
    empresa,
    contrato,
    liberacao,
    'liberacao-parcela': liberacaoParcela,
  } as Tables
  extendSeed(tables, { today, scale, day, rng: (salt) => createRng(SEED_NUMBER + salt) })
  return { today, scale, tables }
}
