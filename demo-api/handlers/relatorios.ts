/**
 * The Relatórios endpoints and the home page's figures. Every number is computed on request from
 * the same seeded tables the collection base reads (contas-receber, atendimento, disparo-log,
 * lembrete, …), so the reports agree with Base Cobrança and with each other. Paths are ours
 * except the analyst ranking and the efficiency Excel (spec section 7); docs/api-contract.md.
 */
import type { RequestHandler } from 'msw'
import {
  aggregateRankingAnalista,
  sortRanking,
  type RankingAnalistaSourceRow,
} from '../../src/features/reports/lib/ranking-analista'
import {
  attributeEfficiency,
  type EfAction,
  type EfDimension,
} from '../../src/features/reports/lib/eficiencia'
import {
  effectivenessByMonth,
  effectivenessOf,
  type EfetTitle,
} from '../../src/features/reports/lib/efetivacao'
import { AGING_BUCKETS } from '../../src/shared/lib/aging'
import { addDays, isValidISODate, toEpochDay } from '../../src/shared/lib/date'
import { updatedAmount } from '../../src/shared/lib/interest'
import { fromCentavos } from '../../src/shared/lib/money'
import { getDb, listRows } from '../db'
import { attachmentHeader, buildWorkbook, XLSX_MIME } from '../excel'
import { forbidden, json, route, type Context } from '../http'
import type { Criteria } from '../query'
import { linkedCustomers } from '../resource'
import { BRANCHES } from '../seed-names'
import type { Atendimento, Cliente, ContaReceber, SystemUser } from '../types'
import type { Devolucao, Venda } from '../types-reports'
import { groupReceivables } from './contas-receber'

export const REPORT_PATHS = {
  acaoRealizada: '/api/cobranca/report-acao-cobranca-realizada/',
  acaoRealizadaLogs: '/api/cobranca/report-acao-cobranca-realizada/logs/',
  documentosPagos: '/api/cobranca/report-documentos-pagos/',
  rankingInadimplencia: '/api/cobranca/report-ranking-inadimplencia/',
  eficiencia: '/api/cobranca/report-eficiencia-cobranca',
  eficienciaExcel: '/api/cobranca/report-eficiencia-cobranca/excel',
  rankingAnalista: '/api/cobranca/report-ranking-analista',
  atendimento: '/api/cobranca/report-atendimento/',
  efetivacao: '/api/cobranca/report-efetivacao-cobranca/',
  devolucao: '/api/cobranca/report-devolucao/',
  vendas: '/api/cobranca/report-vendas/',
  painel: '/api/cobranca/report-painel-inicial/',
} as const

const DATE_ERROR = 'Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.'
const cents = (s: string | number) => Math.round(Number(s) * 100)
const dayOf = (instant: string) => instant.slice(0, 10)
const today = () => getDb().today

// --- common filters --------------------------------------------------------------------------

interface Period {
  inicio: string
  fim: string
}

/** data_inicio/data_fim, validated; defaults to the year before today. */
function periodOf(url: URL, required = false): Period | Response | null {
  const errors: Record<string, string[]> = {}
  const out: Record<string, string> = {}
  for (const name of ['data_inicio', 'data_fim'] as const) {
    const value = url.searchParams.get(name)
    if (value && !isValidISODate(value)) errors[name] = [DATE_ERROR]
    else if (value) out[name] = value
  }
  if (Object.keys(errors).length) return json(errors, 400)
  if (required && (!out.data_inicio || !out.data_fim)) return null
  return {
    inicio: out.data_inicio ?? addDays(today(), -365),
    fim: out.data_fim ?? today(),
  }
}

const intParam = (url: URL, name: string): number | null => {
  const v = url.searchParams.get(name)
  if (v === null || v === '') return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}
const listParam = (url: URL, name: string): string[] =>
  url.searchParams
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)

const regionOfBranch = new Map(BRANCHES.map((b) => [b.cod_filial, b.regiao]))
const branchOfProject = (empreendimento: string): number | null => {
  const v = listRows('vw-filtro-empreendimento').find((r) => r.empreendimento === empreendimento)
  if (!v) return null
  const b = BRANCHES.find((x) => x.uf === v.uf && x.cities[0][0] === v.cidade)
  return b?.cod_filial ?? null
}

/** The location filter (regiao → uf → cidade → empreendimento) plus the staff filters, on customers. */
function customerFilter(url: URL, user: SystemUser): (c: Cliente) => boolean {
  const regiao = url.searchParams.get('regiao')
  const uf = url.searchParams.get('uf')
  const cidade = url.searchParams.get('cidade')
  const empreendimento = url.searchParams.get('empreendimento')
  const project = empreendimento ? branchOfProject(empreendimento) : null
  const clientes = new Set(listParam(url, 'cliente'))
  const vendedores = new Set(listParam(url, 'vendedor'))
  const analistas = new Set(listParam(url, 'analista'))
  const grupos = new Set(listParam(url, 'grupo_economico'))
  const filiais = new Set(listParam(url, 'filial'))
  const mine = user.is_client ? linkedCustomers(user) : null
  return (c) =>
    (!mine || mine.has(String(c.cod_cliente))) &&
    (!regiao || regionOfBranch.get(c.cod_filial) === regiao) &&
    (!uf || c.uf === uf) &&
    (!cidade || c.cidade === cidade) &&
    (!empreendimento || c.cod_filial === project) &&
    (clientes.size === 0 || clientes.has(String(c.cod_cliente))) &&
    (vendedores.size === 0 || vendedores.has(String(c.cod_vendedor))) &&
    (analistas.size === 0 || analistas.has(String(c.analista))) &&
    (grupos.size === 0 || grupos.has(String(c.grupo_economico))) &&
    (filiais.size === 0 || filiais.has(String(c.cod_filial)))
}

function customersBy(url: URL, user: SystemUser): Map<number, Cliente> {
  const keep = customerFilter(url, user)
  const out = new Map<number, Cliente>()
  for (const c of listRows('cliente')) if (keep(c)) out.set(c.cod_cliente, c)
  return out
}

// --- names -----------------------------------------------------------------------------------

function analystNames(): { byUser: Map<number, string>; byId: Map<number, string> } {
  const byUser = new Map<number, string>()
  const byId = new Map<number, string>()
  for (const a of listRows('analista-cobranca')) {
    byUser.set(a.user, a.nome)
    byId.set(a.id, a.nome)
  }
  for (const u of listRows('user'))
    if (!byUser.has(u.id)) byUser.set(u.id, `${u.first_name} ${u.last_name}`.trim() || u.username)
  return { byUser, byId }
}

const sellerNames = () => new Map(listRows('vendedor').map((v) => [v.codigo, v.nome]))
const resultNames = () =>
  new Map(listRows('atendimento-tipo-resultado').map((t) => [t.id, t.descricao]))

const CANAL_LABEL: Record<string, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  telefone: 'Telefone',
}
const ATAK_CANAL: Record<string, string> = {
  'Cobrança telefônica': 'telefone',
  'Envio de 2ª via': 'email',
  'Envio de e-mail': 'email',
  'Mensagem WhatsApp': 'whatsapp',
  Negociação: 'telefone',
}

// --- actions: régua sends and analyst attendances ---------------------------------------------

interface CustomerAction {
  cod_cliente: number
  titulo: number | null
  documento: string | null
  instante: string
  data: string
  origem: 'Régua' | 'Analista'
  acao: string
  canal: string
  resultado: string
  analista: string
  usuario: number | null
}

/** Every collection action on a customer, oldest first. */
function customerActions(): CustomerAction[] {
  const { byUser } = analystNames()
  const results = resultNames()
  const steps = new Map(listRows('regua-acao').map((a) => [a.id, a.descricao]))
  const out: CustomerAction[] = []
  for (const log of listRows('disparo-log')) {
    out.push({
      cod_cliente: log.cod_cliente,
      titulo: log.conta_receber,
      documento: log.documento,
      instante: log.data,
      data: dayOf(log.data),
      origem: 'Régua',
      acao: steps.get(log.regua_acao) ?? 'Envio automático',
      canal: log.canal,
      resultado: log.status,
      analista: '',
      usuario: null,
    })
  }
  for (const a of listRows('atendimento')) {
    if (a.is_deleted) continue
    out.push({
      cod_cliente: a.cod_cliente,
      titulo: null,
      documento: null,
      instante: a.data,
      data: dayOf(a.data),
      origem: 'Analista',
      acao: 'Atendimento',
      canal: 'telefone',
      resultado: results.get(a.tipo_resultado) ?? '',
      analista: byUser.get(a.usuario) ?? '',
      usuario: a.usuario,
    })
  }
  out.sort((x, y) => (x.instante < y.instante ? -1 : x.instante > y.instante ? 1 : 0))
  return out
}

function titlesByCustomer(): Map<number, ContaReceber[]> {
  const out = new Map<number, ContaReceber[]>()
  for (const t of listRows('contas-receber')) {
    let list = out.get(t.cod_cliente)
    if (!list) out.set(t.cod_cliente, (list = []))
    list.push(t)
  }
  return out
}

const paidDay = (t: ContaReceber) => (t.status === 'pago' ? t.data_pagamento : null)
/** Overdue on `day` and not yet fully paid before it. */
const overdueOn = (t: ContaReceber, day: string) =>
  t.data_vencimento < day && !(t.status === 'pago' && t.data_pagamento! < day)

/**
 * Analyst actions per title: the titles an attendance worked on (atendimento-atak-cobranca), or,
 * for an attendance without them, every title of the customer overdue on that day.
 */
function analystTitleActions(
  inicio: string,
  fim: string,
): { action: EfAction; title: ContaReceber }[] {
  const { byUser } = analystNames()
  const results = resultNames()
  const titles = titlesByCustomer()
  const byId = new Map(listRows('contas-receber').map((t) => [t.id, t]))
  const atak = new Map<number, { conta_receber: number; acao: string }[]>()
  for (const r of listRows('atendimento-atak-cobranca')) {
    const list = atak.get(r.atendimento) ?? []
    list.push({ conta_receber: r.conta_receber, acao: r.acao })
    atak.set(r.atendimento, list)
  }
  const out: { action: EfAction; title: ContaReceber }[] = []
  for (const a of listRows('atendimento')) {
    if (a.is_deleted) continue
    const day = dayOf(a.data)
    if (day < inicio || day > fim) continue
    const analista = byUser.get(a.usuario) ?? ''
    const worked = atak.get(a.id)
    if (worked) {
      for (const w of worked) {
        const t = byId.get(w.conta_receber)
        if (!t) continue
        out.push({
          title: t,
          action: {
            titulo: t.id,
            data: day,
            origem: 'Analista',
            acao: w.acao,
            canal: ATAK_CANAL[w.acao] ?? 'telefone',
            analista,
          },
        })
      }
      continue
    }
    for (const t of titles.get(a.cod_cliente) ?? []) {
      if (!overdueOn(t, day)) continue
      out.push({
        title: t,
        action: {
          titulo: t.id,
          data: day,
          origem: 'Analista',
          acao: `Atendimento: ${results.get(a.tipo_resultado) ?? 'sem resultado'}`,
          canal: 'telefone',
          analista,
        },
      })
    }
  }
  return out
}

function reguaTitleActions(inicio: string, fim: string): EfAction[] {
  const steps = new Map(listRows('regua-acao').map((a) => [a.id, a.descricao]))
  const out: EfAction[] = []
  for (const log of listRows('disparo-log')) {
    if (log.conta_receber === null || log.status === 'falha') continue
    const day = dayOf(log.data)
    if (day < inicio || day > fim) continue
    out.push({
      titulo: log.conta_receber,
      data: day,
      origem: 'Régua',
      acao: steps.get(log.regua_acao) ?? 'Envio automático',
      canal: log.canal,
      analista: '',
    })
  }
  return out
}

// --- money helpers ---------------------------------------------------------------------------

const money = (c: number) => fromCentavos(c)
const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100

function guardStaff(user: SystemUser): Response | null {
  return user.is_client ? forbidden() : null
}

// --- reports ---------------------------------------------------------------------------------

/** Última Ação Realizada: the last action per customer with an open balance. */
function acaoRealizada(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const dias = intParam(ctx.url, 'dias_sem_acao') ?? 7
  const customers = customersBy(ctx.url, ctx.user)
  const last = new Map<number, CustomerAction>()
  for (const a of customerActions()) if (customers.has(a.cod_cliente)) last.set(a.cod_cliente, a)
  const groups = groupReceivables(new Map(), { withTitles: false })
  const { byId } = analystNames()
  const sellers = sellerNames()
  const t = toEpochDay(today())
  const rows = []
  for (const g of groups) {
    const c = customers.get(g.cod_cliente)
    if (!c) continue
    const a = last.get(g.cod_cliente)
    const since = a ? t - toEpochDay(a.data) : null
    rows.push({
      key: c.cod_cliente,
      cod_cliente: c.cod_cliente,
      nome_fantasia: c.nome_fantasia,
      analista: byId.get(c.analista) ?? '',
      vendedor: sellers.get(c.cod_vendedor) ?? '',
      saldo_vencido: g.saldo_vencido,
      saldo_total: g.saldo_total,
      maior_atraso: g.maior_atraso,
      ultima_acao: a?.instante ?? null,
      origem: a?.origem ?? null,
      acao: a?.acao ?? null,
      canal: a ? (CANAL_LABEL[a.canal] ?? a.canal) : null,
      resultado: a?.resultado ?? null,
      responsavel: a?.analista || (a ? 'Régua automática' : null),
      dias_sem_acao: since,
      sem_acao: since === null || since > dias,
    })
  }
  return json(rows)
}

function acaoRealizadaLogs(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const cliente = intParam(ctx.url, 'cliente')
  if (cliente === null) return json({ cliente: ['Este campo é obrigatório.'] }, 400)
  const logs = customerActions()
    .filter((a) => a.cod_cliente === cliente)
    .reverse()
    .slice(0, 50)
    .map((a, i) => ({
      key: i + 1,
      data: a.instante,
      origem: a.origem,
      acao: a.acao,
      canal: CANAL_LABEL[a.canal] ?? a.canal,
      resultado: a.resultado,
      responsavel: a.analista || 'Régua automática',
      documento: a.documento,
    }))
  return json(logs)
}

/** Documentos Pagos: payments in the period (full or partial) with lateness and charges due. */
function documentosPagos(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const { inicio, fim } = period!
  const customers = customersBy(ctx.url, ctx.user)
  const actions = customerActions()
  const byCustomer = new Map<number, CustomerAction[]>()
  for (const a of actions) {
    const list = byCustomer.get(a.cod_cliente) ?? []
    list.push(a)
    byCustomer.set(a.cod_cliente, list)
  }
  const { byId } = analystNames()
  const rows = []
  for (const t of listRows('contas-receber')) {
    if (!t.data_pagamento || t.data_pagamento < inicio || t.data_pagamento > fim) continue
    if (cents(t.valor_pago) === 0) continue
    const c = customers.get(t.cod_cliente)
    if (!c) continue
    const charges = updatedAmount({
      valorCentavos: cents(t.valor_pago),
      vencimento: t.data_vencimento,
      hoje: t.data_pagamento,
    })
    let before: CustomerAction | undefined
    for (const a of byCustomer.get(t.cod_cliente) ?? []) {
      if (a.data > t.data_pagamento) break
      if (a.titulo === null || a.titulo === t.id) before = a
    }
    rows.push({
      key: t.id,
      id: t.id,
      documento: t.documento,
      cod_cliente: c.cod_cliente,
      nome_fantasia: c.nome_fantasia,
      analista: byId.get(c.analista) ?? '',
      data_vencimento: t.data_vencimento,
      data_pagamento: t.data_pagamento,
      valor: t.valor,
      valor_pago: t.valor_pago,
      parcial: t.status !== 'pago',
      dias_atraso: charges.diasAtraso,
      multa: money(charges.multaCentavos),
      juros: money(charges.jurosCentavos),
      ultima_acao: before?.instante ?? null,
      ultima_acao_descricao: before
        ? `${before.origem}: ${before.acao} (${CANAL_LABEL[before.canal] ?? before.canal})`
        : null,
    })
  }
  rows.sort((a, b) =>
    a.data_pagamento < b.data_pagamento ? 1 : a.data_pagamento > b.data_pagamento ? -1 : a.id - b.id,
  )
  return json(rows)
}

/** Ranking Inadimplência: customers or economic groups by overdue balance, with aging. */
function rankingInadimplencia(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const byGroup = ctx.url.searchParams.get('agrupar') === 'grupo_economico'
  const customers = customersBy(ctx.url, ctx.user)
  const groups = groupReceivables(new Map() as Criteria, { withTitles: false }).filter(
    (g) => customers.has(g.cod_cliente) && cents(g.saldo_vencido) > 0,
  )
  const groupNames = new Map(listRows('grupo-economico').map((g) => [g.id, g.nome]))
  interface Acc {
    codigo: number | null
    nome: string
    clientes: number
    titulos: number
    vencido: number
    total: number
    atraso: number
    aging: Record<string, number>
  }
  const acc = new Map<string, Acc>()
  let total = 0
  for (const g of groups) {
    const k = byGroup
      ? g.grupo_economico === null
        ? `c${g.cod_cliente}`
        : `g${g.grupo_economico}`
      : `c${g.cod_cliente}`
    let a = acc.get(k)
    if (!a) {
      const isGroup = byGroup && g.grupo_economico !== null
      a = {
        codigo: isGroup ? g.grupo_economico : g.cod_cliente,
        nome: isGroup
          ? (groupNames.get(g.grupo_economico!) ?? `Grupo ${g.grupo_economico}`)
          : g.nome_fantasia,
        clientes: 0,
        titulos: 0,
        vencido: 0,
        total: 0,
        atraso: 0,
        aging: Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, 0])),
      }
      acc.set(k, a)
    }
    a.clientes += 1
    a.titulos += g.qtd_vencidos
    a.vencido += cents(g.saldo_vencido)
    a.total += cents(g.saldo_total)
    a.atraso = Math.max(a.atraso, g.maior_atraso)
    for (const b of AGING_BUCKETS) a.aging[b.key] += cents(g.aging[b.key])
    total += cents(g.saldo_vencido)
  }
  const rows = [...acc.entries()]
    .sort(
      ([ka, a], [kb, b]) => b.vencido - a.vencido || b.total - a.total || ka.localeCompare(kb),
    )
    .map(([k, a], i) => ({
      key: k,
      posicao: i + 1,
      tipo: k.startsWith('g') ? 'grupo' : 'cliente',
      codigo: a.codigo,
      nome: a.nome,
      qtd_clientes: a.clientes,
      qtd_titulos_vencidos: a.titulos,
      saldo_vencido: money(a.vencido),
      saldo_total: money(a.total),
      maior_atraso: a.atraso,
      participacao: share(a.vencido, total),
      ...Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, money(a.aging[b.key])])),
    }))
  return json(rows)
}

function eficienciaRows(url: URL, period: Period) {
  const dimension: EfDimension = url.searchParams.get('dimensao') === 'analista' ? 'analista' : 'acao'
  const { inicio, fim } = period
  const titles = listRows('contas-receber').map((t) => ({
    id: t.id,
    data_vencimento: t.data_vencimento,
    data_pagamento: paidDay(t),
    valor_pago: cents(t.valor_pago),
  }))
  const actions = [
    ...reguaTitleActions(inicio, fim),
    ...analystTitleActions(inicio, fim).map((x) => x.action),
  ]
  const result = attributeEfficiency({ titles, actions, inicio, fim, dimension })
  return {
    results: result.rows.map((r) => ({
      ...r,
      canal: r.canal ? (CANAL_LABEL[r.canal] ?? r.canal) : '',
      valor_recuperado: money(r.valor_recuperado),
    })),
    baseline: result.baseline,
    total_recuperado: money(result.total_recuperado),
  }
}

function eficiencia(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const out = eficienciaRows(ctx.url, period!)
  return json({ count: out.results.length, next: null, previous: null, ...out })
}

const EFICIENCIA_TITLE = 'Eficiência Ações de Cobrança'

async function xlsx(rows: Array<Record<string, unknown>>, title: string): Promise<Response> {
  const bytes = await buildWorkbook(rows, title)
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': attachmentHeader(title, 'xlsx') },
  })
}

async function eficienciaExcel(ctx: Context): Promise<Response> {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  let rows: Array<Record<string, unknown>>
  if (ctx.request.method === 'POST') {
    const text = await ctx.request.clone().text()
    let body: unknown = null
    try {
      body = text.trim() ? JSON.parse(text) : null
    } catch {
      return json({ detail: 'JSON malformado.' }, 400)
    }
    const data = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
    if (data === undefined || data === null) {
      rows = eficienciaRows(ctx.url, period!).results as unknown as Array<Record<string, unknown>>
    } else if (!Array.isArray(data) || data.some((r) => !r || typeof r !== 'object')) {
      return json({ data: ['Envie uma lista de linhas (objetos).'] }, 400)
    } else rows = data as Array<Record<string, unknown>>
  } else {
    rows = eficienciaRows(ctx.url, period!).results as unknown as Array<Record<string, unknown>>
  }
  return xlsx(rows, EFICIENCIA_TITLE)
}

/** Source rows of the analyst ranking: one per analyst action on one document. */
function rankingAnalistaRows(period: Period): RankingAnalistaSourceRow[] {
  return analystTitleActions(period.inicio, period.fim).map(({ action, title }) => ({
    analistacobranca: action.analista,
    documento: title.documento,
    pago: title.status === 'pago',
    valor_presente: title.status === 'pago' ? title.valor_pago : title.saldo,
  }))
}

function rankingAnalista(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url, true)
  if (period instanceof Response) return period
  if (period === null) return json([])
  return json(rankingAnalistaRows(period))
}

/** Acompanhamento de Cobrança: attendances with next contact and promise outcome. */
function atendimentoReport(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const { inicio, fim } = period!
  const acoes = new Set(listParam(ctx.url, 'acao_cobranca'))
  const analistas = new Set(listParam(ctx.url, 'analista'))
  const clientes = new Set(listParam(ctx.url, 'cliente'))
  const vendedores = new Set(listParam(ctx.url, 'vendedor'))
  const url = new URL(ctx.url)
  for (const k of ['analista', 'cliente', 'vendedor']) url.searchParams.delete(k)
  const customers = customersBy(url, ctx.user)
  const { byUser } = analystNames()
  const analystUserOfId = new Map(listRows('analista-cobranca').map((a) => [a.id, a.user]))
  const analystUsers = new Set(
    [...analistas].map((id) => String(analystUserOfId.get(Number(id)) ?? -1)),
  )
  const results = resultNames()
  const sellers = sellerNames()
  const payments = paymentsByCustomer()
  const t = today()
  const rows = []
  for (const a of listRows('atendimento')) {
    if (a.is_deleted) continue
    const day = dayOf(a.data)
    if (day < inicio || day > fim) continue
    const c = customers.get(a.cod_cliente)
    if (!c) continue
    if (acoes.size && !acoes.has(String(a.tipo_resultado))) continue
    if (analistas.size && !analystUsers.has(String(a.usuario))) continue
    if (clientes.size && !clientes.has(String(a.cod_cliente))) continue
    if (vendedores.size && !vendedores.has(String(a.cod_vendedor))) continue
    rows.push({
      key: a.id,
      id: a.id,
      data: a.data,
      cod_cliente: a.cod_cliente,
      nome_fantasia: c.nome_fantasia,
      vendedor: sellers.get(a.cod_vendedor) ?? '',
      analista: byUser.get(a.usuario) ?? '',
      resultado: results.get(a.tipo_resultado) ?? '',
      tipo_resultado: a.tipo_resultado,
      observacao: a.observacao,
      data_retorno: a.data_retorno,
      concluido: a.concluido,
      promessa: promiseStatus(a, payments, t),
    })
  }
  rows.sort((x, y) => (x.data < y.data ? 1 : x.data > y.data ? -1 : y.id - x.id))
  return json(rows)
}

const PROMISE_RESULT = 1

function paymentsByCustomer(): Map<number, string[]> {
  const out = new Map<number, string[]>()
  for (const t of listRows('contas-receber')) {
    if (!t.data_pagamento) continue
    const list = out.get(t.cod_cliente) ?? []
    list.push(t.data_pagamento)
    out.set(t.cod_cliente, list)
  }
  return out
}

/** A promise is kept when the customer paid something between the attendance and the promised day. */
function promiseStatus(
  a: Atendimento,
  payments: Map<number, string[]>,
  t: string,
): 'cumprida' | 'quebrada' | 'pendente' | null {
  if (a.tipo_resultado !== PROMISE_RESULT || !a.data_retorno) return null
  const from = dayOf(a.data)
  const paid = (payments.get(a.cod_cliente) ?? []).some((d) => d >= from && d <= a.data_retorno!)
  if (paid) return 'cumprida'
  return a.data_retorno < t ? 'quebrada' : 'pendente'
}

function efetivacaoTitles(customers: Map<number, Cliente>): EfetTitle[] {
  const out: EfetTitle[] = []
  for (const t of listRows('contas-receber')) {
    if (!customers.has(t.cod_cliente)) continue
    out.push({
      data_emissao: t.data_emissao,
      data_vencimento: t.data_vencimento,
      data_pagamento: t.data_pagamento,
      valor: cents(t.valor),
      valor_pago: cents(t.valor_pago),
    })
  }
  return out
}

function moneyFields<T extends object>(row: T, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) }
  for (const f of fields) out[f] = money(out[f] as number)
  return out
}

const EFET_MONEY = [
  'vencido',
  'recebido_no_prazo',
  'recebido_em_atraso',
  'em_aberto',
  'vendas',
  'ar_inicial',
  'ar_final',
  'ar_final_a_vencer',
] as const

function efetivacao(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const { inicio, fim } = period!
  const titles = efetivacaoTitles(customersBy(ctx.url, ctx.user))
  const months = effectivenessByMonth(titles, inicio, fim).map((m) => moneyFields(m, EFET_MONEY))
  const total = moneyFields(effectivenessOf(titles, inicio, fim), EFET_MONEY)
  return json({ count: months.length, next: null, previous: null, results: months, total })
}

// --- sales and returns -----------------------------------------------------------------------

function salesFilter(url: URL, user: SystemUser) {
  const customers = customersBy(url, user)
  const empreendimento = url.searchParams.get('empreendimento')
  const modulo = url.searchParams.get('modulo')
  return (r: Venda | Devolucao) =>
    customers.has(r.cod_cliente) &&
    (!empreendimento || r.empreendimento === empreendimento) &&
    (!modulo || String(r.modulo) === modulo)
}

const DEVOLUCAO_DIMENSIONS = ['cliente', 'produto', 'motivo', 'vendedor'] as const
type DevDimension = (typeof DEVOLUCAO_DIMENSIONS)[number]

function devolucao(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const { inicio, fim } = period!
  const raw = ctx.url.searchParams.get('agrupar') ?? 'cliente'
  const dim: DevDimension = (DEVOLUCAO_DIMENSIONS as readonly string[]).includes(raw)
    ? (raw as DevDimension)
    : 'cliente'
  const keep = salesFilter(ctx.url, ctx.user)
  const products = new Map(listRows('produto').map((p) => [p.id, p]))
  const customers = new Map(listRows('cliente').map((c) => [c.cod_cliente, c]))
  const sellers = sellerNames()
  const keyOf = (r: Venda | Devolucao): [string, string] => {
    if (dim === 'produto') return [String(r.produto), products.get(r.produto)?.descricao ?? '']
    if (dim === 'vendedor') return [String(r.cod_vendedor), sellers.get(r.cod_vendedor) ?? '']
    if (dim === 'motivo') return ['', '']
    return [String(r.cod_cliente), customers.get(r.cod_cliente)?.nome_fantasia ?? '']
  }
  interface Acc {
    codigo: string
    nome: string
    qtd: number
    quantidade: number
    valor: number
    vendas: number
  }
  const acc = new Map<string, Acc>()
  let vendasTotal = 0
  let devolvidoTotal = 0
  for (const r of listRows('venda')) {
    if (r.data < inicio || r.data > fim || !keep(r)) continue
    vendasTotal += cents(r.valor_total)
    if (dim === 'motivo') continue
    const [codigo, nome] = keyOf(r)
    const a = acc.get(codigo)
    if (a) a.vendas += cents(r.valor_total)
    else acc.set(codigo, { codigo, nome, qtd: 0, quantidade: 0, valor: 0, vendas: cents(r.valor_total) })
  }
  for (const r of listRows('devolucao')) {
    if (r.data < inicio || r.data > fim || !keep(r)) continue
    const [codigo, nome] = dim === 'motivo' ? [r.motivo, r.motivo] : keyOf(r)
    let a = acc.get(codigo)
    if (!a) acc.set(codigo, (a = { codigo, nome, qtd: 0, quantidade: 0, valor: 0, vendas: 0 }))
    a.qtd += 1
    a.quantidade += r.quantidade
    a.valor += cents(r.valor)
    devolvidoTotal += cents(r.valor)
  }
  const rows = [...acc.values()]
    .filter((a) => a.qtd > 0)
    .sort((a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome, 'pt-BR'))
    .map((a) => ({
      key: `${dim}-${a.codigo}`,
      dimensao: dim,
      codigo: dim === 'motivo' ? null : Number(a.codigo),
      nome: a.nome,
      qtd_devolucoes: a.qtd,
      quantidade: a.quantidade,
      valor_devolvido: money(a.valor),
      // Returns by reason are compared with all sales of the period.
      valor_vendido: money(dim === 'motivo' ? vendasTotal : a.vendas),
      perc_vendas: share(a.valor, dim === 'motivo' ? vendasTotal : a.vendas),
      participacao: share(a.valor, devolvidoTotal),
    }))
  return json({
    count: rows.length,
    next: null,
    previous: null,
    results: rows,
    total: {
      valor_devolvido: money(devolvidoTotal),
      valor_vendido: money(vendasTotal),
      perc_vendas: share(devolvidoTotal, vendasTotal),
    },
  })
}

/** The months (YYYY-MM) from the month of `inicio` to the month of `fim`. */
function monthsBetween(inicio: string, fim: string): string[] {
  const out: string[] = []
  let [y, m] = inicio.slice(0, 7).split('-').map(Number)
  const last = fim.slice(0, 7)
  for (;;) {
    const ym = `${y}-${String(m).padStart(2, '0')}`
    if (ym > last) break
    out.push(ym)
    if (++m > 12) {
      m = 1
      y += 1
    }
  }
  return out
}

/** Months the period does not cover from the 1st to the last day (or not yet over: after today). */
function partialMonths(meses: readonly string[], inicio: string, fim: string, hoje: string): string[] {
  return meses.filter((ym) => {
    const [y, m] = ym.split('-').map(Number)
    const lastDay = `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`
    return inicio > `${ym}-01` || fim < lastDay || hoje < lastDay
  })
}

/**
 * Histórico de Compras. Every month of the period is a column; a month the period covers only in
 * part (a preset starting mid-month, the current month) is listed in meses_parciais and left out of
 * the trend and the monthly average, so they compare whole months with whole months.
 */
function vendas(ctx: Context): Response {
  const period = periodOf(ctx.url)
  if (period instanceof Response) return period
  const { inicio, fim } = period!
  const keep = salesFilter(ctx.url, ctx.user)
  const customers = new Map(listRows('cliente').map((c) => [c.cod_cliente, c]))
  const acc = new Map<number, Map<string, number>>()
  for (const r of listRows('venda')) {
    if (r.data < inicio || r.data > fim || !keep(r)) continue
    const ym = r.data.slice(0, 7)
    let m = acc.get(r.cod_cliente)
    if (!m) acc.set(r.cod_cliente, (m = new Map()))
    m.set(ym, (m.get(ym) ?? 0) + cents(r.valor_total))
  }
  const meses = inicio <= fim ? monthsBetween(inicio, fim) : []
  const parciais = partialMonths(meses, inicio, fim, today())
  const inteiros = meses.filter((ym) => !parciais.includes(ym))
  const last3 = inteiros.slice(-3)
  const prev3 = inteiros.length >= 6 ? inteiros.slice(-6, -3) : []
  const rows = [...acc.entries()].map(([cod, m]) => {
    const total = [...m.values()].reduce((a, b) => a + b, 0)
    const recent = last3.reduce((s, ym) => s + (m.get(ym) ?? 0), 0)
    const before = prev3.reduce((s, ym) => s + (m.get(ym) ?? 0), 0)
    const bought = inteiros.filter((ym) => (m.get(ym) ?? 0) !== 0)
    const boughtTotal = bought.reduce((s, ym) => s + m.get(ym)!, 0)
    return {
      key: cod,
      cod_cliente: cod,
      nome_fantasia: customers.get(cod)?.nome_fantasia ?? '',
      valores: Object.fromEntries(meses.map((ym) => [ym, money(m.get(ym) ?? 0)])),
      total: money(total),
      ticket_medio: bought.length ? money(Math.round(boughtTotal / bought.length)) : null,
      tendencia: before === 0 ? null : Math.round(((recent - before) / before) * 10_000) / 100,
    }
  })
  rows.sort((a, b) => cents(b.total) - cents(a.total) || a.cod_cliente - b.cod_cliente)
  return json({ count: rows.length, next: null, previous: null, meses, meses_parciais: parciais, results: rows })
}

// --- home page -------------------------------------------------------------------------------

function teamRanking(inicio: string, fim: string) {
  return sortRanking(aggregateRankingAnalista(rankingAnalistaRows({ inicio, fim })).ranking)
}

function painel(ctx: Context): Response {
  const denied = guardStaff(ctx.user)
  if (denied) return denied
  const user = ctx.user
  const t = today()
  const inicio30 = addDays(t, -30)
  const out: Record<string, unknown> = { hoje: t, periodo: { data_inicio: inicio30, data_fim: t } }
  const role = user.role
  const analyst = listRows('analista-cobranca').find((a) => a.user === user.id)
  if (analyst && role !== 'supervisor' && role !== 'admin') {
    const results = resultNames()
    const customerNames = new Map(listRows('cliente').map((c) => [c.cod_cliente, c.nome_fantasia]))
    const lembretes = listRows('lembrete')
      .filter((l) => l.usuario === user.id && !l.concluido && dayOf(l.data) <= t)
      .sort((a, b) => (a.data < b.data ? -1 : 1))
      .map((l) => ({
        id: l.id,
        data: l.data,
        cod_cliente: l.cod_cliente,
        nome_fantasia: customerNames.get(l.cod_cliente) ?? '',
        descricao: l.descricao,
        atrasado: dayOf(l.data) < t,
      }))
    const payments = paymentsByCustomer()
    const mine = listRows('atendimento').filter((a) => a.usuario === user.id && !a.is_deleted)
    const retornos = mine
      .filter((a) => a.data_retorno === t && !a.concluido)
      .map((a) => ({
        id: a.id,
        cod_cliente: a.cod_cliente,
        nome_fantasia: customerNames.get(a.cod_cliente) ?? '',
        resultado: results.get(a.tipo_resultado) ?? '',
      }))
    const promessas = mine
      .map((a) => ({ a, status: promiseStatus(a, payments, t) }))
      .filter(
        ({ a, status }) =>
          (status === 'pendente' && a.data_retorno === t) ||
          (status === 'quebrada' && a.data_retorno! >= addDays(t, -30)),
      )
      .map(({ a, status }) => ({
        id: a.id,
        cod_cliente: a.cod_cliente,
        nome_fantasia: customerNames.get(a.cod_cliente) ?? '',
        data_retorno: a.data_retorno,
        status,
      }))
    const last = new Map<number, string>()
    for (const a of customerActions()) last.set(a.cod_cliente, a.data)
    const limit = addDays(t, -7)
    const semAcao = groupReceivables(new Map([['analista', [String(analyst.id)]]]), {
      withTitles: false,
    })
      .filter((g) => cents(g.saldo_vencido) > 0 && (last.get(g.cod_cliente) ?? '') < limit)
      .slice(0, 10)
      .map((g) => ({
        cod_cliente: g.cod_cliente,
        nome_fantasia: g.nome_fantasia,
        saldo_vencido: g.saldo_vencido,
        maior_atraso: g.maior_atraso,
        ultima_acao: last.get(g.cod_cliente) ?? null,
      }))
    const ranking = teamRanking(inicio30, t)
    const position = ranking.findIndex((r) => r.analista === analyst.nome)
    out.analista = {
      nome: analyst.nome,
      lembretes,
      retornos,
      promessas,
      sem_acao: semAcao,
      ranking: position < 0 ? null : { posicao: position + 1, de: ranking.length, ...ranking[position] },
    }
  }
  if (role === 'supervisor' || role === 'admin') {
    const groups = groupReceivables(new Map(), { withTitles: false })
    let aberto = 0
    let vencido = 0
    const aging = Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, 0])) as Record<string, number>
    for (const g of groups) {
      aberto += cents(g.saldo_total)
      vencido += cents(g.saldo_vencido)
      for (const b of AGING_BUCKETS) aging[b.key] += cents(g.aging[b.key])
    }
    const inicio = addDays(t, -365)
    const all = new Map(listRows('cliente').map((c) => [c.cod_cliente, c]))
    const kpi = effectivenessOf(efetivacaoTitles(all), inicio, t)
    out.gestao = {
      saldo_aberto: money(aberto),
      saldo_vencido: money(vencido),
      clientes_inadimplentes: groups.filter((g) => cents(g.saldo_vencido) > 0).length,
      aging: AGING_BUCKETS.map((b) => ({ key: b.key, label: b.label, valor: money(aging[b.key]) })),
      periodo_kpi: { data_inicio: inicio, data_fim: t },
      cei: kpi.cei,
      dso: kpi.dso,
      ranking: teamRanking(inicio30, t).map((r, i) => ({ posicao: i + 1, ...r })),
    }
  }
  if (role === 'credito' || role === 'admin') {
    const pareceres = listRows('parecer-credito').filter((p) => p.situacao === 'em_analise')
    const groups = groupReceivables(new Map(), { withTitles: false })
    const limits = new Map(listRows('cliente').map((c) => [c.cod_cliente, cents(c.limite_credito)]))
    const acima = groups
      .filter((g) => cents(g.saldo_total) > (limits.get(g.cod_cliente) ?? Infinity))
      .sort(
        (a, b) =>
          cents(b.saldo_total) -
          (limits.get(b.cod_cliente) ?? 0) -
          (cents(a.saldo_total) - (limits.get(a.cod_cliente) ?? 0)),
      )
    out.credito = {
      pareceres_em_analise: pareceres.length,
      clientes_acima_limite: acima.length,
      acima_limite: acima.slice(0, 10).map((g) => ({
        cod_cliente: g.cod_cliente,
        nome_fantasia: g.nome_fantasia,
        saldo_total: g.saldo_total,
        limite_credito: money(limits.get(g.cod_cliente) ?? 0),
      })),
    }
  }
  if (role === 'financeiro' || role === 'admin') {
    const ate = addDays(t, 30)
    const parcelas = listRows('liberacao-parcela').filter(
      (p) => !p.pago && p.data_vencimento >= t && p.data_vencimento <= ate,
    )
    const atrasadas = listRows('liberacao-parcela').filter((p) => !p.pago && p.data_vencimento < t)
    let recebido7 = 0
    for (const r of listRows('contas-receber'))
      if (r.data_pagamento && r.data_pagamento > addDays(t, -7) && r.data_pagamento <= t)
        recebido7 += cents(r.valor_pago)
    out.financeiro = {
      parcelas_30d: parcelas.length,
      valor_parcelas_30d: money(parcelas.reduce((s, p) => s + cents(p.valor_parcela), 0)),
      parcelas_atrasadas: atrasadas.length,
      valor_parcelas_atrasadas: money(atrasadas.reduce((s, p) => s + cents(p.valor_parcela), 0)),
      recebido_7d: money(recebido7),
      periodo_recebido: { data_inicio: addDays(t, -6), data_fim: t },
    }
  }
  return json(out)
}

export const relatoriosHandlers: RequestHandler[] = [
  ...route('get', REPORT_PATHS.acaoRealizadaLogs, acaoRealizadaLogs),
  ...route('get', REPORT_PATHS.acaoRealizada, acaoRealizada),
  ...route('get', REPORT_PATHS.documentosPagos, documentosPagos),
  ...route('get', REPORT_PATHS.rankingInadimplencia, rankingInadimplencia),
  ...route('get', REPORT_PATHS.eficienciaExcel, eficienciaExcel),
  ...route('post', REPORT_PATHS.eficienciaExcel, eficienciaExcel),
  ...route('get', REPORT_PATHS.eficiencia, eficiencia),
  ...route('get', REPORT_PATHS.rankingAnalista, rankingAnalista),
  ...route('get', REPORT_PATHS.atendimento, atendimentoReport),
  ...route('get', REPORT_PATHS.efetivacao, efetivacao),
  ...route('get', REPORT_PATHS.devolucao, devolucao),
  ...route('get', REPORT_PATHS.vendas, vendas),
  ...route('get', REPORT_PATHS.painel, painel),
]
