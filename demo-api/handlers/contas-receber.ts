/**
 * Receivables: the flat list and the grouped collection base. The grouped
 * shape and its filter names are ours (the specification does not show them);
 * docs/api-contract.md describes both.
 */
import type { RequestHandler } from 'msw'
import { agingBucket, type AgingBucketKey } from '../../src/shared/lib/aging'
import { fromCentavos } from '../../src/shared/lib/money'
import { nowSaoPaulo } from '../clock'
import { listRows, type Row } from '../db'
import { json, readJson, route, type Context } from '../http'
import {
  criteriaFromBody,
  criteriaFromParams,
  filterRows,
  orderRows,
  paginate,
  type Criteria,
} from '../query'
import { linkedCustomers, resource } from '../resource'
import type { AgingTotals, Cliente, ContaReceber, ContasReceberAgrupado } from '../types'
import { chargeFields } from './portal'
import type { PromessaPagamento } from '../types-collection'
import { promessaStatus } from './promessas'

/** Short names the collection base uses for receivable fields; lookups (`filial__in`) follow the field. */
export const FIELD_ALIASES: Readonly<Record<string, string>> = {
  filial: 'cod_filial',
  vendedor: 'cod_vendedor',
  cliente: 'cod_cliente',
}

/** The collection-base filter names of the specification, mapped to whole lookups. */
export const FILTER_ALIASES: Readonly<Record<string, string>> = {
  documento: 'documento__icontains',
  data_vencimento_inicio: 'data_vencimento__gte',
  data_vencimento_fim: 'data_vencimento__lte',
  data_emissao_inicio: 'data_emissao__gte',
  data_emissao_fim: 'data_emissao__lte',
}

/** Customer attributes that filter the grouped base as a whole. */
const CUSTOMER_FIELDS = new Set([
  'grupo_economico',
  'analista',
  'supervisor',
  'segmento',
  'regua',
  'uf',
  'cidade',
  'tipo_pessoa',
  'ativo',
])
const CUSTOMER_SEARCH = ['cod_cliente', 'nome_fantasia', 'razao_social', 'cnpj_cpf'] as const
const OPEN_STATUSES = 'aberto,vencido'

const receivableFields = (): Set<string> =>
  new Set(Object.keys(listRows('contas-receber')[0] ?? { id: 0 }))

function fieldOf(key: string): string {
  const at = key.indexOf('__')
  return at > 0 ? key.slice(0, at) : key
}

function canonicalKey(key: string): string {
  if (FILTER_ALIASES[key]) return FILTER_ALIASES[key]
  const field = fieldOf(key)
  return (FIELD_ALIASES[field] ?? field) + key.slice(field.length)
}

// Decimal strings with two places; Number × 100 rounds exactly for amounts far below 2^53 centavos.
const cents = (s: string) => Math.round(Number(s) * 100)

function emptyAging(): Record<AgingBucketKey, number> {
  return { a_vencer: 0, d1_30: 0, d31_60: 0, d61_90: 0, d91_180: 0, d180_mais: 0 }
}

interface Group {
  customer: Cliente
  titles: ContaReceber[]
  valor: number
  pago: number
  saldo: number
  vencido: number
  vencidos: number
  maiorAtraso: number
  aging: Record<AgingBucketKey, number>
}

export function groupReceivables(
  criteria: Criteria,
  options: { onlyCustomers?: Set<string>; withTitles?: boolean } = {},
): ContasReceberAgrupado[] {
  const customerCriteria: Criteria = new Map()
  const titleCriteria: Criteria = new Map()
  for (const [rawKey, values] of criteria) {
    const key = canonicalKey(rawKey)
    if (CUSTOMER_FIELDS.has(fieldOf(key))) customerCriteria.set(key, values)
    else titleCriteria.set(key, [...(titleCriteria.get(key) ?? []), ...values])
  }
  const info = criteria.get('info')?.at(-1)
  if (info) customerCriteria.set('search', [info])
  const wantsPaid = criteria.get('incluir_pagos')?.at(-1) === 'true'
  if (!wantsPaid && ![...titleCriteria.keys()].some((k) => fieldOf(k) === 'status')) {
    titleCriteria.set('status__in', [OPEN_STATUSES])
  }

  const customers = filterRows(listRows('cliente') as unknown as readonly Row[], customerCriteria, {
    fields: new Set([...CUSTOMER_FIELDS, 'cod_cliente']),
    searchFields: CUSTOMER_SEARCH,
  }) as unknown as Cliente[]
  const byCode = new Map<number, Cliente>()
  for (const c of customers) {
    if (!options.onlyCustomers || options.onlyCustomers.has(String(c.cod_cliente)))
      byCode.set(c.cod_cliente, c)
  }

  const titles = filterRows(
    listRows('contas-receber') as unknown as readonly Row[],
    titleCriteria,
    {
      fields: receivableFields(),
    },
  ) as unknown as ContaReceber[]

  const groups = new Map<number, Group>()
  for (const t of titles) {
    const customer = byCode.get(t.cod_cliente)
    if (!customer) continue
    let g = groups.get(t.cod_cliente)
    if (!g) {
      g = {
        customer,
        titles: [],
        valor: 0,
        pago: 0,
        saldo: 0,
        vencido: 0,
        vencidos: 0,
        maiorAtraso: 0,
        aging: emptyAging(),
      }
      groups.set(t.cod_cliente, g)
    }
    const saldo = cents(t.saldo)
    g.titles.push(t)
    g.valor += cents(t.valor)
    g.pago += cents(t.valor_pago)
    g.saldo += saldo
    if (t.status === 'vencido') {
      g.vencido += saldo
      g.vencidos += 1
      if (t.dias_atraso > g.maiorAtraso) g.maiorAtraso = t.dias_atraso
    }
    if (saldo > 0) g.aging[agingBucket(t.dias_atraso)] += saldo
  }

  const out: ContasReceberAgrupado[] = []
  for (const g of groups.values()) {
    const c = g.customer
    const aging = Object.fromEntries(
      Object.entries(g.aging).map(([k, v]) => [k, fromCentavos(v)]),
    ) as unknown as AgingTotals
    out.push({
      cod_cliente: c.cod_cliente,
      nome_fantasia: c.nome_fantasia,
      razao_social: c.razao_social,
      cnpj_cpf: c.cnpj_cpf,
      cod_vendedor: c.cod_vendedor,
      cod_filial: c.cod_filial,
      grupo_economico: c.grupo_economico,
      analista: c.analista,
      qtd_titulos: g.titles.length,
      qtd_vencidos: g.vencidos,
      valor_total: fromCentavos(g.valor),
      valor_pago: fromCentavos(g.pago),
      saldo_total: fromCentavos(g.saldo),
      saldo_vencido: fromCentavos(g.vencido),
      saldo_a_vencer: fromCentavos(g.saldo - g.vencido),
      maior_atraso: g.maiorAtraso,
      aging,
      // each title with what it owes today, as GET contas-receber/ serves it (issue 23)
      titulos:
        options.withTitles === false
          ? []
          : g.titles
              .sort((a, b) =>
                a.data_vencimento < b.data_vencimento
                  ? -1
                  : a.data_vencimento > b.data_vencimento
                    ? 1
                    : a.id - b.id,
              )
              .map((t) => ({ ...t, ...chargeFields(t) })),
    })
  }
  // The worklist order of the best collection tools: largest overdue balance first.
  out.sort(
    (a, b) =>
      cents(b.saldo_vencido) - cents(a.saldo_vencido) ||
      cents(b.saldo_total) - cents(a.saldo_total) ||
      a.cod_cliente - b.cod_cliente,
  )
  return out
}

const GROUP_FIELDS = new Set<string>([
  'cod_cliente',
  'nome_fantasia',
  'razao_social',
  'qtd_titulos',
  'qtd_vencidos',
  'valor_total',
  'valor_pago',
  'saldo_total',
  'saldo_vencido',
  'saldo_a_vencer',
  'maior_atraso',
])

/** What each `promessa` choice of the base reads (the page's PROMISE_STATUSES). */
const PROMISE_CHOICES: Record<string, readonly string[]> = {
  vence_hoje: ['vence_hoje'],
  quebradas: ['quebrada'],
  ativas: ['ativa', 'vence_hoje'],
}

/**
 * The attendance queue narrows as Base Cobrança does (issue 15): `promessa` (vence_hoje,
 * quebradas, ativas) keeps the customers with such a promise, `proximo_contato=hoje` those with
 * an attendance whose next contact is today. Taken out of the criteria, which filter rows.
 */
function queueNarrowing(criteria: Criteria): Set<string> | null {
  const promessa = criteria.get('promessa')?.at(-1)
  const proximo = criteria.get('proximo_contato')?.at(-1)
  criteria.delete('promessa')
  criteria.delete('proximo_contato')
  let out: Set<string> | null = null
  const narrow = (codes: Iterable<number>) => {
    const next = new Set([...codes].map(String))
    out = out ? new Set([...out].filter((c) => next.has(c))) : next
  }
  const wanted = promessa ? PROMISE_CHOICES[promessa] : undefined
  if (wanted) {
    const promises = listRows('promessa-pagamento') as readonly PromessaPagamento[]
    narrow(promises.filter((p) => wanted.includes(promessaStatus(p))).map((p) => p.cod_cliente))
  }
  if (proximo === 'hoje') {
    const today = nowSaoPaulo().slice(0, 10)
    narrow(
      listRows('atendimento')
        .filter((a) => !a.is_deleted && String(a.data_retorno ?? '').slice(0, 10) === today)
        .map((a) => a.cod_cliente),
    )
  }
  return out
}

function answerGrouped(ctx: Context, criteria: Criteria, url: URL): Response {
  const linked = ctx.user.is_client ? linkedCustomers(ctx.user) : undefined
  const queue = queueNarrowing(criteria)
  const onlyCustomers =
    queue && linked ? new Set([...queue].filter((c) => linked.has(c))) : (queue ?? linked)
  const withTitles = criteria.get('incluir_titulos')?.at(-1) !== 'false'
  const groups = groupReceivables(criteria, { onlyCustomers, withTitles }) as unknown as Row[]
  const ordered = orderRows(
    groups,
    url.searchParams.get('ordering') ?? criteria.get('ordering')?.at(-1),
    GROUP_FIELDS,
  )
  const page = paginate(ordered, url, ctx.request.method)
  return page instanceof Response ? page : json(page)
}

const AGRUPADO = '/api/cobranca/contas-receber-agrupado/'

export const contasReceberHandlers: RequestHandler[] = [
  ...route('get', AGRUPADO, (ctx) =>
    answerGrouped(ctx, criteriaFromParams(ctx.url.searchParams), ctx.url),
  ),
  ...route('post', AGRUPADO, async (ctx) => {
    const body = await readJson(ctx.request)
    if (body instanceof Response) return body
    const criteria = criteriaFromParams(ctx.url.searchParams)
    for (const [k, v] of criteriaFromBody(body)) criteria.set(k, v)
    const url = new URL(ctx.url)
    for (const key of ['page', 'page_size'] as const) {
      const value = body[key]
      if ((typeof value === 'number' || typeof value === 'string') && value !== '')
        url.searchParams.set(key, String(value))
    }
    return answerGrouped(ctx, criteria, url)
  }),
  ...resource({
    path: '/api/cobranca/contas-receber/',
    table: 'contas-receber',
    // multa, juros and valor_atualizado to today: the server's, the same as the portal's
    project: (row) => ({ ...row, ...chargeFields(row as unknown as ContaReceber) }),
    clientAccess: 'scoped',
    aliases: FIELD_ALIASES,
    searchFields: ['documento', 'nosso_numero', 'linha_digitavel'],
  }),
]
