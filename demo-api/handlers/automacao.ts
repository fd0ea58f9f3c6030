/**
 * Bank automation: the integration's status, matching the titles of a return file (parsed in
 * the browser), applying its settlements to contas-receber, the history of imports and the undo
 * of the last one. The paths are ours; docs/api-contract.md lists them.
 */
import type { RequestHandler } from 'msw'
import { fromCentavos, toCentavos } from '../../src/shared/lib/money'
import { isValidISODate } from '../../src/shared/lib/date'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, updateRow } from '../db'
import { MSG, fieldErrors, forbidden, json, notFound, readJson, route, type Context } from '../http'
import { seedImports, seedIntegrations } from '../seed-contact-automation'
import type { ContaReceber, SystemUser } from '../types'
import type { AutomacaoIntegracao, ImportacaoItem } from '../types-automation'

export const AUTOMACAO_URL = '/api/automacao/integracoes/'

export const AUTOMACAO_MESSAGES = {
  empty: 'Nenhum título a liquidar neste arquivo.',
  duplicate: (when: string, who: string) => `Este arquivo já foi importado em ${when} por ${who}.`,
  titleMissing: (linha: number) => `Linha ${linha}: título não encontrado.`,
  titlePaid: (linha: number, doc: string) => `Linha ${linha}: o título ${doc} já está pago.`,
  titleTwice: (linha: number, doc: string) => `Linha ${linha}: o título ${doc} aparece mais de uma vez.`,
  amount: (linha: number) => `Linha ${linha}: valor pago inválido.`,
  date: (linha: number) => `Linha ${linha}: data de pagamento inválida.`,
  notLast: 'Só a última importação desta integração pode ser desfeita.',
  alreadyUndone: 'Esta importação já foi desfeita.',
  changedSince: (doc: string) =>
    `O título ${doc} mudou depois desta importação; a importação não pode ser desfeita automaticamente.`,
  layout: 'Informe o layout: CNAB 240 ou CNAB 400.',
} as const

/** The module's tables, built on first use (and again after a reset of the database). */
function ensureTables() {
  const db = getDb()
  if (!db.tables['automacao-integracao']) db.tables['automacao-integracao'] = seedIntegrations(db)
  if (!db.tables['automacao-importacao']) db.tables['automacao-importacao'] = seedImports()
  return db.tables
}

function mayUse(user: SystemUser, slug: string): boolean {
  if (user.is_client) return false
  return user.is_superuser || user.routes.includes(`/automatizacao/${slug}`)
}

function integrationOf(ctx: Context): AutomacaoIntegracao | Response {
  const tables = ensureTables()
  const slug = ctx.params.slug
  if (!mayUse(ctx.user, slug)) return forbidden()
  return tables['automacao-integracao'].find((i) => i.slug === slug) ?? notFound()
}

const onlyDigits = (s: unknown) => String(s ?? '').replace(/\D/g, '').replace(/^0+/, '')
const normDoc = (s: unknown) =>
  String(s ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^NF/, '')

function titleSummary(t: ContaReceber) {
  const c = getRow('cliente', t.cod_cliente)
  return {
    id: t.id,
    documento: t.documento,
    cod_cliente: t.cod_cliente,
    nome_fantasia: c?.nome_fantasia ?? '',
    nosso_numero: t.nosso_numero,
    data_vencimento: t.data_vencimento,
    valor: t.valor,
    saldo: t.saldo,
    valor_pago: t.valor_pago,
    data_pagamento: t.data_pagamento,
    status: t.status,
  }
}

/** Finds the title of each return line: by nosso número, else by the company's document reference. */
async function conferir(ctx: Context): Promise<Response> {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const itens = Array.isArray(body.itens) ? (body.itens as Record<string, unknown>[]) : null
  if (!itens) return fieldErrors({ itens: [MSG.required] })
  const rows = listRows('contas-receber')
  const byNosso = new Map<string, ContaReceber>()
  const byDoc = new Map<string, ContaReceber>()
  for (const r of rows) {
    if (r.nosso_numero) byNosso.set(onlyDigits(r.nosso_numero), r)
    byDoc.set(normDoc(r.documento), r)
  }
  return json({
    itens: itens.map((item) => {
      const nosso = onlyDigits(item.nosso_numero)
      const doc = normDoc(item.documento)
      const found = (nosso && byNosso.get(nosso)) || (doc && byDoc.get(doc)) || null
      return { linha: item.linha, titulo: found ? titleSummary(found) : null }
    }),
  })
}

function listImports(ctx: Context): Response {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const rows = ensureTables()['automacao-importacao']
    .filter((i) => i.integracao === integ.slug)
    .sort((a, b) => b.id - a.id)
  return json(rows)
}

function formatWhen(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} às ${iso.slice(11, 16)}`
}

const userName = (u: SystemUser) => `${u.first_name} ${u.last_name}`.trim() || u.username

async function apply(ctx: Context): Promise<Response> {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const errors: Record<string, string[]> = {}
  const arquivo = String(body.arquivo ?? '').trim()
  if (!arquivo) errors.arquivo = [MSG.blank]
  const layout = body.layout
  if (layout !== 'CNAB 240' && layout !== 'CNAB 400') errors.layout = [AUTOMACAO_MESSAGES.layout]
  const impressao = String(body.impressao ?? '')
  const previous = ensureTables()['automacao-importacao'].find(
    (i) => i.integracao === integ.slug && i.impressao === impressao && impressao && !i.desfeita,
  )
  if (previous) errors.arquivo = [AUTOMACAO_MESSAGES.duplicate(formatWhen(previous.criado_em), previous.usuario_nome)]
  const raw = Array.isArray(body.liquidacoes) ? (body.liquidacoes as Record<string, unknown>[]) : []
  if (raw.length === 0) errors.liquidacoes = [AUTOMACAO_MESSAGES.empty]
  const problems: string[] = []
  const seen = new Set<number>()
  const planned: { title: ContaReceber; linha: number; pago: number; data: string }[] = []
  for (const item of raw) {
    const linha = Number(item.linha) || 0
    const title = getRow('contas-receber', item.titulo)
    if (!title) {
      problems.push(AUTOMACAO_MESSAGES.titleMissing(linha))
      continue
    }
    if (seen.has(title.id)) problems.push(AUTOMACAO_MESSAGES.titleTwice(linha, title.documento))
    seen.add(title.id)
    if (title.status === 'pago' || toCentavos(title.saldo) <= 0) {
      problems.push(AUTOMACAO_MESSAGES.titlePaid(linha, title.documento))
      continue
    }
    let pago = 0
    try {
      pago = toCentavos(String(item.valor_pago))
    } catch {
      pago = 0
    }
    if (!(pago > 0)) problems.push(AUTOMACAO_MESSAGES.amount(linha))
    const data = String(item.data_pagamento ?? '')
    if (!isValidISODate(data)) problems.push(AUTOMACAO_MESSAGES.date(linha))
    planned.push({ title, linha, pago, data })
  }
  if (problems.length) errors.liquidacoes = problems
  if (Object.keys(errors).length) return fieldErrors(errors)

  const itens: ImportacaoItem[] = planned.map(({ title, linha, pago, data }) => {
    const saldoAntes = toCentavos(title.saldo)
    const saldo = Math.max(0, saldoAntes - pago)
    const valorPago = toCentavos(title.valor_pago) + pago
    const quitado = saldo === 0
    const patch: Partial<ContaReceber> = {
      data_pagamento: data,
      valor_pago: fromCentavos(valorPago),
      saldo: fromCentavos(saldo),
      ...(quitado ? { status: 'pago' as const, dias_atraso: 0 } : {}),
    }
    updateRow('contas-receber', title.id, patch)
    return {
      titulo: title.id,
      documento: title.documento,
      cod_cliente: title.cod_cliente,
      nome_fantasia: getRow('cliente', title.cod_cliente)?.nome_fantasia ?? '',
      nosso_numero: title.nosso_numero,
      linha,
      valor_pago: fromCentavos(pago),
      data_pagamento: data,
      quitado,
      anterior: {
        data_pagamento: title.data_pagamento,
        valor_pago: title.valor_pago,
        saldo: title.saldo,
        status: title.status,
        dias_atraso: title.dias_atraso,
      },
      depois: { valor_pago: fromCentavos(valorPago), saldo: fromCentavos(saldo) },
    }
  })
  const now = nowSaoPaulo()
  const row = insertRow('automacao-importacao', {
    integracao: integ.slug,
    arquivo: arquivo.slice(0, 200),
    layout,
    impressao,
    data_geracao: isValidISODate(String(body.data_geracao ?? '')) ? body.data_geracao : null,
    usuario: ctx.user.id,
    usuario_nome: userName(ctx.user),
    criado_em: now,
    qtd_titulos: itens.length,
    valor_total: fromCentavos(itens.reduce((s, i) => s + toCentavos(i.valor_pago), 0)),
    desfeita: false,
    desfeita_em: null,
    desfeita_por_nome: null,
    itens,
  })
  const tables = ensureTables()
  tables['automacao-integracao'] = tables['automacao-integracao'].map((i) =>
    i.slug === integ.slug ? { ...i, ultimo_retorno: now } : i,
  )
  return json(row, 201)
}

function undo(ctx: Context): Response {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const imports = ensureTables()['automacao-importacao'].filter((i) => i.integracao === integ.slug)
  const target = imports.find((i) => String(i.id) === ctx.params.id)
  if (!target) return notFound()
  if (target.desfeita) return json({ detail: AUTOMACAO_MESSAGES.alreadyUndone }, 400)
  const last = imports.filter((i) => !i.desfeita).sort((a, b) => b.id - a.id)[0]
  if (!last || last.id !== target.id) return json({ detail: AUTOMACAO_MESSAGES.notLast }, 400)
  for (const item of target.itens) {
    const t = getRow('contas-receber', item.titulo)
    if (!t || t.valor_pago !== item.depois.valor_pago || t.saldo !== item.depois.saldo)
      return json({ detail: AUTOMACAO_MESSAGES.changedSince(item.documento) }, 400)
  }
  for (const item of target.itens) updateRow('contas-receber', item.titulo, { ...item.anterior })
  const updated = updateRow('automacao-importacao', target.id, {
    desfeita: true,
    desfeita_em: nowSaoPaulo(),
    desfeita_por_nome: userName(ctx.user),
  })
  return json(updated)
}

function testConnection(ctx: Context): Response {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const tables = ensureTables()
  const updated: AutomacaoIntegracao =
    integ.status === 'desconectado' ? integ : { ...integ, ultima_comunicacao: nowSaoPaulo() }
  tables['automacao-integracao'] = tables['automacao-integracao'].map((i) =>
    i.slug === integ.slug ? updated : i,
  )
  return json(updated)
}

/** The automacao module's endpoints (listed before the generic cobrança resources, so they win). */
export const automacaoHandlers: RequestHandler[] = [
  ...route('get', `${AUTOMACAO_URL}:slug/`, (ctx) => {
    const integ = integrationOf(ctx)
    return integ instanceof Response ? integ : json(integ)
  }),
  ...route('post', `${AUTOMACAO_URL}:slug/testar/`, testConnection),
  ...route('post', `${AUTOMACAO_URL}:slug/conferir/`, conferir),
  ...route('get', `${AUTOMACAO_URL}:slug/importacoes/`, listImports),
  ...route('post', `${AUTOMACAO_URL}:slug/importacoes/`, apply),
  ...route('post', `${AUTOMACAO_URL}:slug/importacoes/:id/desfazer/`, undo),
]

