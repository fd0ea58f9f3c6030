/**
 * The credit module's seed (salt 104): credit opinions that tell a story over two years, each
 * with its versions (written, sometimes amended, then approved or refused), and a people register
 * with addresses, contacts, roles and links to customers and economic groups.
 *
 * Each customer's story ends at its current limit (cliente.limite_credito), so the latest approved
 * opinion always agrees with the customer record; customers that paid late get the limit cut
 * after the late period.
 */
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf } from '../src/shared/lib/documents'
import { formatBRL, fromCentavos, toCentavos } from '../src/shared/lib/money'
import { paymentDaysLate } from './rules/credit-score'
import type { Rng } from './prng'
import { BRANCHES, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './seed-names'
import type { SeedContext } from './seed-modules'
import type { Cliente, ContaReceber, Tables } from './types'
import type {
  ClasseRisco,
  ParecerConteudo,
  ParecerCreditoRow,
  ParecerCreditoVersao,
  PapelPessoa,
  PessoaEndereco,
  PessoaRow,
  PessoaVinculo,
  TipoEndereco,
} from './types-credit'

const SALT = 104
/** Who writes and who decides in the seeded stories: Cláudia (crédito), Sérgio (supervisor), Ana (admin). */
const WRITERS = [3, 3, 3, 30]
const APPROVERS = [2, 1, 3]

const GARANTIAS = [
  'Aval do sócio administrador.',
  'Nota promissória com aval dos sócios.',
  'Sem garantia adicional.',
  'Duplicatas em carteira como garantia.',
  'Fiança do sócio majoritário e do cônjuge.',
]
const CONDICOES = [
  'Boleto 28 dias.',
  'Boleto 28/35/42 dias.',
  'Boleto 21 dias; pedido mínimo de R$ 2.000,00.',
  'Boleto 14 dias até completar 6 meses sem atraso.',
  'Pagamento antecipado (PIX) até regularizar os vencidos.',
]

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
const monthName = (iso: string) => `${MESES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`

const STEP = 50_000 // R$ 500,00
const roundStep = (c: number) => Math.max(STEP, Math.round(c / STEP) * STEP)
const brl = (c: number) => formatBRL(fromCentavos(c))

interface History {
  /** share of the paid titles that were paid more than 15 days late */
  lateRatio: number
  /** the month (by due date) with the most late payments, how many and the worst delay */
  latePeriod: { month: string; count: number; maxDays: number } | null
  paid: number
  monthly: number
}

function historyOf(titles: readonly ContaReceber[], today: string): History {
  const perMonth = new Map<string, { count: number; maxDays: number }>()
  let late = 0
  let paid = 0
  let total = 0
  for (const t of titles) {
    if (t.data_emissao >= addMonthsISO(today, -12)) total += toCentavos(t.valor)
    if (!t.data_pagamento) continue
    paid++
    const days = paymentDaysLate(t.data_vencimento, t.data_pagamento)
    if (days <= 15) continue
    late++
    const month = `${t.data_vencimento.slice(0, 7)}-01`
    const m = perMonth.get(month) ?? { count: 0, maxDays: 0 }
    perMonth.set(month, { count: m.count + 1, maxDays: Math.max(m.maxDays, days) })
  }
  let latePeriod: History['latePeriod'] = null
  for (const [month, m] of [...perMonth].sort()) {
    if (!latePeriod || m.count > latePeriod.count) latePeriod = { month, ...m }
  }
  return { lateRatio: paid > 0 ? late / paid : 0, latePeriod, paid, monthly: Math.round(total / 12) }
}

function addMonthsISO(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  const d = Math.min(Number(iso.slice(8, 10)), 28)
  const year = y + Math.floor(m / 12)
  const month = (((m % 12) + 12) % 12) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function stamp(iso: string, rng: Rng): string {
  const h = String(rng.int(8, 17)).padStart(2, '0')
  const m = String(rng.pick([0, 10, 20, 30, 40, 50])).padStart(2, '0')
  return `${iso}T${h}:${m}:00-03:00`
}

interface Step {
  data: string
  conteudo: Omit<ParecerConteudo, 'situacao' | 'score'>
  decisao: 'aprovado' | 'reprovado' | null
  /** an amendment before the decision: the limit the first version proposed, and why it changed */
  emenda: { limite: number; motivo: string } | null
  comentario: string
}

function classFor(late: number): ClasseRisco {
  return late <= 0 ? 'A' : late <= 10 ? 'B' : late <= 30 ? 'C' : late <= 60 ? 'D' : 'E'
}

/** A customer's opinions, oldest first, ending at its current limit. */
function storyOf(c: Cliente, h: History, ctx: SeedContext, rng: Rng): Step[] {
  const final = toCentavos(c.limite_credito)
  const steps: Step[] = []
  const garantia = rng.pick(GARANTIAS)
  const condicao = rng.pick(CONDICOES.slice(0, 3))
  const since = c.data_cadastro.slice(0, 4)
  const firstDay = -rng.int(560, 720)
  const wasCut = h.latePeriod !== null && h.lateRatio >= 0.2
  const base = (data: string, limiteAtual: number, sugerido: number, texto: string, classe: ClasseRisco, validadeMeses: number) => ({
    parecer: texto,
    limite_atual: fromCentavos(limiteAtual),
    limite_solicitado: null as string | null,
    limite_sugerido: fromCentavos(sugerido),
    validade: addMonthsISO(data, validadeMeses),
    classe_risco: classe,
    garantias: garantia,
    condicoes_pagamento: condicao,
  })

  if (wasCut) {
    const late = h.latePeriod!
    const before = roundStep(final * (1.5 + rng.next() * 0.7))
    const d0 = ctx.day(firstDay)
    steps.push({
      data: d0,
      conteudo: base(
        d0,
        roundStep(before * 0.8),
        before,
        `Cliente desde ${since}, compras regulares de cerca de ${brl(h.monthly)} por mês e pagamentos em dia no último ano. Proponho limite de ${brl(before)} com validade de 12 meses.`,
        'B',
        12,
      ),
      decisao: 'aprovado',
      emenda: null,
      comentario: 'De acordo.',
    })
    // The cut comes a few weeks after the late period, never before it.
    const dueOffset = Math.max(firstDay + 60, Math.min(-20, dayOffset(ctx, addMonthsISO(late.month, 1)) + rng.int(10, 40)))
    const d1 = ctx.day(dueOffset)
    const cut = {
      ...base(
        d1,
        before,
        final,
        `Em ${monthName(late.month)}, ${late.count === 1 ? 'um título foi pago' : `${late.count} títulos foram pagos`} com mais de 15 dias de atraso (o pior, ${late.maxDays} dias); no total, ${Math.round(h.lateRatio * 100)}% dos pagamentos atrasaram mais de 15 dias. O cliente regularizou, mas a exposição ficou acima do que o histórico sustenta. Reduzo o limite de ${brl(before)} para ${brl(final)} até completar 6 meses de pagamentos em dia; reavaliar depois disso.`,
        classFor(late.maxDays),
        6,
      ),
      condicoes_pagamento: rng.pick(CONDICOES.slice(3)),
    }
    steps.push({
      data: d1,
      conteudo: cut,
      decisao: 'aprovado',
      emenda: rng.chance(0.5)
        ? {
            limite: roundStep(final * 1.3),
            motivo: `Supervisor pediu corte maior: atrasos de até ${late.maxDays} dias no período.`,
          }
        : null,
      comentario: 'Corte aprovado; comunicar o vendedor.',
    })
    if (rng.chance(0.4)) {
      const d2 = ctx.day(rng.int(dueOffset + 5, -2))
      const pedido = roundStep(final * 1.8)
      steps.push({
        data: d2,
        conteudo: {
          ...base(
            d2,
            final,
            final,
            `Vendedor pediu a volta do limite para ${brl(pedido)}. Ainda há menos de 6 meses desde o corte; mantenho ${brl(final)} e reavalio no próximo trimestre.`,
            classFor(Math.round(late.maxDays / 2)),
            6,
          ),
          limite_solicitado: fromCentavos(pedido),
        },
        decisao: rng.chance(0.5) ? 'reprovado' : null,
        emenda: null,
        comentario: 'Aumento negado: manter o limite atual.',
      })
    }
    return steps
  }

  // A customer that paid well: granted, then raised (or kept), sometimes a pending request.
  const n = rng.int(1, 3)
  let limite = roundStep(final * (n === 1 ? 1 : 0.6 + rng.next() * 0.25))
  let offset = firstDay
  for (let k = 0; k < n; k++) {
    const last = k === n - 1
    const sugerido = last ? final : limite
    const d = ctx.day(offset)
    const classe: ClasseRisco = h.lateRatio > 0.1 ? 'C' : rng.pick(['A', 'B'])
    const texto =
      k === 0
        ? `Cliente desde ${since}, compra média de ${brl(h.monthly)} por mês, ${h.paid} títulos pagos sem atraso relevante. Sugiro limite de ${brl(sugerido)}, compatível com cerca de ${Math.max(1, Math.round(sugerido / Math.max(h.monthly, 1)))} mês(es) de compras.`
        : `Revisão anual. Volume cresceu e os pagamentos seguem pontuais; proponho ${sugerido >= limite ? 'ampliar' : 'ajustar'} o limite de ${brl(limite)} para ${brl(sugerido)}. Garantias mantidas.`
    steps.push({
      data: d,
      conteudo: { ...base(d, k === 0 ? roundStep(sugerido * 0.7) : limite, sugerido, texto, classe, 12) },
      decisao: 'aprovado',
      emenda:
        k > 0 && rng.chance(0.35)
          ? {
              limite: roundStep(sugerido * 1.25),
              motivo: 'Valor inicial acima da capacidade de pagamento estimada; ajustado após conversa com o financeiro.',
            }
          : null,
      comentario: 'Aprovado conforme parecer.',
    })
    limite = sugerido
    offset += rng.int(150, 300)
    if (offset > -10) break
  }
  if (rng.chance(0.25)) {
    const d = ctx.day(-rng.int(1, 9))
    const pedido = roundStep(final * 1.5)
    steps.push({
      data: d,
      conteudo: {
        ...base(
          d,
          final,
          roundStep(final * 1.2),
          `Pedido do vendedor: limite de ${brl(pedido)} para abastecer a nova loja. O histórico permite um aumento menor; proponho ${brl(roundStep(final * 1.2))} e nova revisão em 6 meses.`,
          'B',
          6,
        ),
        limite_solicitado: fromCentavos(pedido),
      },
      decisao: null,
      emenda: null,
      comentario: '',
    })
  }
  return steps
}

function dayOffset(ctx: SeedContext, iso: string): number {
  return Math.round((Date.parse(iso) - Date.parse(ctx.today)) / 86_400_000)
}

function seedOpinions(tables: Tables, ctx: SeedContext, rng: Rng): void {
  const byCustomer = new Map<number, ContaReceber[]>()
  for (const t of tables['contas-receber']) {
    const list = byCustomer.get(t.cod_cliente)
    if (list) list.push(t)
    else byCustomer.set(t.cod_cliente, [t])
  }
  const rows: ParecerCreditoRow[] = []
  const versions: ParecerCreditoVersao[] = []
  for (const c of tables.cliente) {
    const titles = byCustomer.get(c.cod_cliente) ?? []
    if (titles.length === 0 || !rng.chance(0.45)) continue
    const steps = storyOf(c, historyOf(titles, ctx.today), ctx, rng).sort((a, b) =>
      a.data < b.data ? -1 : a.data > b.data ? 1 : 0,
    )
    for (const step of steps) {
      const id = rows.length + 1
      const author = rng.pick(WRITERS)
      const written = stamp(step.data, rng)
      const content: ParecerConteudo = { ...step.conteudo, situacao: 'em_analise', score: null }
      let versao = 1
      const push = (
        v: ParecerConteudo,
        acao: ParecerCreditoVersao['acao'],
        usuario: number,
        dataHora: string,
        motivo: string,
      ) => {
        versions.push({
          id: versions.length + 1,
          parecer_credito: id,
          cod_cliente: c.cod_cliente,
          versao: versao++,
          data_hora: dataHora,
          usuario,
          acao,
          motivo,
          ...v,
        })
      }
      if (step.emenda) {
        push(
          { ...content, limite_sugerido: fromCentavos(step.emenda.limite) },
          'criacao',
          author,
          written,
          '',
        )
        push(content, 'edicao', author, stamp(step.data, rng).replace(/T\d\d/, 'T18'), step.emenda.motivo)
      } else {
        push(content, 'criacao', author, written, '')
      }
      let final: ParecerConteudo = content
      let aprovadoPor: number | null = null
      let aprovadoEm: string | null = null
      let updatedBy = author
      let updatedAt = versions[versions.length - 1].data_hora
      if (step.decisao) {
        const decidedDay = ctx.day(Math.min(0, dayOffset(ctx, step.data) + rng.int(1, 4)))
        aprovadoPor = rng.pick(APPROVERS)
        aprovadoEm = stamp(decidedDay, rng)
        final = { ...content, situacao: step.decisao }
        push(
          final,
          step.decisao === 'aprovado' ? 'aprovacao' : 'reprovacao',
          aprovadoPor,
          aprovadoEm,
          step.comentario,
        )
        updatedBy = aprovadoPor
        updatedAt = aprovadoEm
      }
      rows.push({
        id,
        cod_cliente: c.cod_cliente,
        data: step.data,
        usuario: author,
        ...final,
        versao: versao - 1,
        atualizado_em: updatedAt,
        atualizado_por: updatedBy,
        aprovado_por: aprovadoPor,
        aprovado_em: aprovadoEm,
        comentario_decisao: step.decisao ? step.comentario : '',
      })
    }
  }
  tables['parecer-credito'] = rows as Tables['parecer-credito']
  tables['parecer-credito-versao'] = versions
}

// --- people -----------------------------------------------------------------------------------

/** CEP ranges by UF (Correios): the first digits of a believable CEP per state. */
const CEP_PREFIX: Record<string, readonly string[]> = {
  SP: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '13'],
  MG: ['30', '31', '32', '35'],
  PR: ['80', '81', '82', '83', '84'],
  RJ: ['20', '21', '22', '24', '25'],
  GO: ['74', '75'],
}
const RUAS = [
  'Rua das Palmeiras',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua São João',
  'Rua Tiradentes',
  'Avenida Independência',
  'Rua Marechal Deodoro',
  'Rua Santos Dumont',
]
const BAIRROS = ['Centro', 'Vila Nova', 'Jardim América', 'Santa Cecília', 'Bela Vista', 'Industrial']

function address(rng: Rng, tipo: TipoEndereco, cidade: string, uf: string, principal: boolean): PessoaEndereco {
  const prefix = rng.pick(CEP_PREFIX[uf] ?? ['01'])
  return {
    tipo,
    cep: `${prefix}${rng.digits(3)}-${rng.digits(3)}`,
    logradouro: rng.pick(RUAS),
    numero: String(rng.int(10, 3999)),
    complemento: rng.chance(0.3) ? rng.pick(['Sala 2', 'Galpão B', 'Loja 1', 'Apto 42']) : '',
    bairro: rng.pick(BAIRROS),
    cidade,
    uf,
    principal,
  }
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

function newCpf(rng: Rng, used: Set<string>): string {
  for (;;) {
    const base = `${rng.int(1, 9)}${rng.digits(8)}`
    const doc = formatCpf(base + cpfCheckDigits(base))
    if (!/^(\d)\1+$/.test(base) && !used.has(doc)) {
      used.add(doc)
      return doc
    }
  }
}

function newCnpj(rng: Rng, used: Set<string>, alphanumeric: boolean): string {
  for (;;) {
    const root = alphanumeric
      ? `${rng.int(1, 9)}${rng.pick(['A', 'B', 'K', 'R', 'X'])}${rng.digits(2)}${rng.pick(['C', 'T', 'Z'])}${rng.digits(3)}`
      : `${rng.int(1, 9)}${rng.digits(7)}`
    const base = `${root}0001`
    const doc = formatCnpj(base + cnpjCheckDigits(base))
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

function dddOf(cidade: string): string {
  for (const b of BRANCHES) for (const [city, ddd] of b.cities) if (city === cidade) return ddd
  return '11'
}

/** The principal entries become the flat fields the generic pessoa shape has. */
export function withFlatFields(p: Omit<PessoaRow, 'email' | 'telefone' | 'cidade' | 'uf'>): PessoaRow {
  const end = p.enderecos.find((e) => e.principal) ?? p.enderecos[0]
  return {
    ...p,
    email: (p.emails.find((e) => e.principal) ?? p.emails[0])?.email ?? '',
    telefone: (p.telefones.find((t) => t.principal) ?? p.telefones[0])?.telefone ?? '',
    cidade: end?.cidade ?? '',
    uf: end?.uf ?? '',
  }
}

function seedPeople(tables: Tables, rng: Rng): void {
  const used = new Set<string>([
    ...tables.cliente.map((c) => c.cnpj_cpf),
    ...tables.pessoa.map((p) => p.cpf_cnpj),
  ])
  const people: PessoaRow[] = []
  const customers = tables.cliente

  // The core seed's people keep their ids and documents, and gain addresses, roles and links.
  for (const p of tables.pessoa) {
    const ddd = dddOf(p.cidade)
    const papel: PapelPessoa = /Avalista|Fiador/.test(p.observacao)
      ? 'avalista'
      : /Contato/.test(p.observacao)
        ? 'contato'
        : p.tipo_pessoa === 'F'
          ? rng.pick(['socio', 'avalista', 'contato'] as const)
          : 'contato'
    const sameCity = customers.filter((c) => c.cidade === p.cidade)
    const vinculos: PessoaVinculo[] = []
    if (sameCity.length > 0 && rng.chance(0.75)) {
      const c = rng.pick(sameCity)
      vinculos.push({ cod_cliente: c.cod_cliente, grupo_economico: null, papel })
      if (c.grupo_economico && papel === 'socio' && rng.chance(0.5))
        vinculos.push({ cod_cliente: null, grupo_economico: c.grupo_economico, papel: 'socio' })
    }
    const phones = [{ telefone: p.telefone, whatsapp: p.telefone.length === 15, principal: true }]
    if (rng.chance(0.3)) phones.push({ telefone: phone(rng, ddd, true), whatsapp: true, principal: false })
    people.push(
      withFlatFields({
        id: p.id,
        nome: p.nome,
        nome_fantasia: p.tipo_pessoa === 'J' ? p.nome.replace(/ Ltda$/, '') : '',
        tipo_pessoa: p.tipo_pessoa,
        cpf_cnpj: p.cpf_cnpj,
        observacao: p.observacao,
        ativo: p.ativo,
        enderecos: [address(rng, p.tipo_pessoa === 'J' ? 'comercial' : 'residencial', p.cidade, p.uf, true)],
        emails: [{ email: p.email, principal: true }],
        telefones: phones,
        papeis: [...new Set(vinculos.map((v) => v.papel).concat(papel))],
        vinculos,
      }),
    )
  }

  // Companies that are customers, with their partners and guarantors.
  const companies = customers.filter((c) => c.tipo_pessoa === 'J').slice(0, 80)
  for (const c of companies) {
    if (!rng.chance(0.55)) continue
    const ddd = dddOf(c.cidade)
    const domain = `${slug(c.nome_fantasia).slice(0, 18)}.com.br`
    people.push(
      withFlatFields({
        id: people.length + 1000,
        nome: c.razao_social,
        nome_fantasia: c.nome_fantasia,
        tipo_pessoa: 'J',
        cpf_cnpj: c.cnpj_cpf,
        observacao: '',
        ativo: c.ativo,
        enderecos: [
          address(rng, 'comercial', c.cidade, c.uf, true),
          ...(rng.chance(0.4) ? [address(rng, 'entrega', c.cidade, c.uf, false)] : []),
        ],
        emails: [
          { email: `financeiro@${domain}`, principal: true },
          ...(rng.chance(0.5) ? [{ email: `compras@${domain}`, principal: false }] : []),
        ],
        telefones: [{ telefone: phone(rng, ddd, false), whatsapp: false, principal: true }],
        papeis: ['cliente'],
        vinculos: [{ cod_cliente: c.cod_cliente, grupo_economico: null, papel: 'cliente' }],
      }),
    )
    const partners = rng.int(1, 2)
    for (let k = 0; k < partners; k++) {
      const female = rng.chance(0.5)
      const first = female ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES)
      const nome = `${first} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`
      const avalista = k === 0 && rng.chance(0.6)
      const vinculos: PessoaVinculo[] = [
        { cod_cliente: c.cod_cliente, grupo_economico: null, papel: 'socio' },
      ]
      if (avalista) vinculos.push({ cod_cliente: c.cod_cliente, grupo_economico: null, papel: 'avalista' })
      if (c.grupo_economico && k === 0)
        vinculos.push({ cod_cliente: null, grupo_economico: c.grupo_economico, papel: 'socio' })
      people.push(
        withFlatFields({
          id: people.length + 1000,
          nome,
          nome_fantasia: '',
          tipo_pessoa: 'F',
          cpf_cnpj: newCpf(rng, used),
          observacao: avalista ? `Sócio e avalista de ${c.nome_fantasia}.` : '',
          ativo: true,
          enderecos: [address(rng, 'residencial', c.cidade, c.uf, true)],
          emails: [{ email: `${slug(first)}@${domain}`, principal: true }],
          telefones: [{ telefone: phone(rng, ddd, true), whatsapp: true, principal: true }],
          papeis: avalista ? ['socio', 'avalista'] : ['socio'],
          vinculos,
        }),
      )
    }
  }

  // A few suppliers of guarantees registered under the new alphanumeric CNPJ (from July 2026).
  for (let k = 0; k < 3; k++) {
    const c = rng.pick(companies)
    const nome = `${rng.pick(SURNAMES)} ${rng.pick(['Participações', 'Holding', 'Investimentos'])} S.A.`
    people.push(
      withFlatFields({
        id: people.length + 1000,
        nome,
        nome_fantasia: nome.replace(/ S\.A\.$/, ''),
        tipo_pessoa: 'J',
        cpf_cnpj: newCnpj(rng, used, true),
        observacao: `Avalista corporativa de ${c.nome_fantasia} (CNPJ alfanumérico).`,
        ativo: true,
        enderecos: [address(rng, 'comercial', c.cidade, c.uf, true)],
        emails: [{ email: `contato@${slug(nome).slice(0, 16)}.com.br`, principal: true }],
        telefones: [{ telefone: phone(rng, dddOf(c.cidade), false), whatsapp: false, principal: true }],
        papeis: ['avalista'],
        vinculos: [{ cod_cliente: c.cod_cliente, grupo_economico: null, papel: 'avalista' }],
      }),
    )
  }
  // Ids continue the core rows' numbering.
  const first = tables.pessoa.length
  tables.pessoa = people.map((p, i) => (i < first ? p : { ...p, id: i + 1 })) as Tables['pessoa']
}

/** The credit module's seed data (salt 104 for ctx.rng). */
export function seedCredit(tables: Tables, ctx: SeedContext): void {
  const rng = ctx.rng(SALT)
  seedOpinions(tables, ctx, rng)
  seedPeople(tables, rng)
}
