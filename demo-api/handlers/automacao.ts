/**
 * Bank automation: the integration's status, matching the titles of a return file (parsed in
 * the browser), applying its settlements to contas-receber, the history of imports and the undo
 * of the last one. The paths are ours; docs/api-contract.md lists them.
 */
import type { RequestHandler } from 'msw'
import { bankMismatch, fingerprint, parseCnab } from '../../src/features/automation/cnab'
import { reconcile, willApply } from '../../src/features/automation/reconcile'
import { formatCentavos, fromCentavos, toCentavos } from '../../src/shared/lib/money'
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
  notLast: 'Só a última importação desta integração pode ser desfeita.',
  alreadyUndone: 'Esta importação já foi desfeita.',
  changedSince: (doc: string) =>
    `O título ${doc} mudou depois desta importação; a importação não pode ser desfeita automaticamente.`,
  refused: (linha: number, posicao: number, mensagem: string) =>
    `Arquivo recusado: linha ${linha}, posição ${posicao}: ${mensagem}`,
  changed: (qtd: number, valor: string) =>
    `Desde a conferência, o que este arquivo liquida mudou: agora ${qtd} ${qtd === 1 ? 'título' : 'títulos'}, ${valor}. Confira o arquivo de novo.`,
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

/**
 * The title of each return line: by nosso número, else by the company's document reference.
 * The same lookup answers the browser's preview (conferir) and decides what an import settles.
 */
function titleFinder(): (ref: { nosso_numero?: unknown; documento?: unknown }) => ContaReceber | null {
  const byNosso = new Map<string, ContaReceber>()
  const byDoc = new Map<string, ContaReceber>()
  for (const r of listRows('contas-receber')) {
    if (r.nosso_numero) byNosso.set(onlyDigits(r.nosso_numero), r)
    byDoc.set(normDoc(r.documento), r)
  }
  return (ref) => {
    const nosso = onlyDigits(ref.nosso_numero)
    const doc = normDoc(ref.documento)
    return (nosso && byNosso.get(nosso)) || (doc && byDoc.get(doc)) || null
  }
}

async function conferir(ctx: Context): Promise<Response> {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const itens = Array.isArray(body.itens) ? (body.itens as Record<string, unknown>[]) : null
  if (!itens) return fieldErrors({ itens: [MSG.required] })
  const find = titleFinder()
  return json({
    itens: itens.map((item) => {
      const found = find(item)
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

/**
 * Applies a return file sent as the bank wrote it: the server reads it, checks the bank, finds
 * each line's title and decides what it settles, by the rules the browser's preview shows
 * (reconcile: liquidations with an amount paid, of open titles, once each).
 */
async function apply(ctx: Context): Promise<Response> {
  const integ = integrationOf(ctx)
  if (integ instanceof Response) return integ
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const errors: Record<string, string[]> = {}
  const arquivo = String(body.arquivo ?? '').trim()
  if (!arquivo) errors.arquivo = [MSG.blank]
  const conteudo = typeof body.conteudo === 'string' ? body.conteudo : ''
  if (!conteudo) errors.conteudo = [MSG.required]
  if (Object.keys(errors).length) return fieldErrors(errors)

  const parsed = parseCnab(conteudo)
  const refusal = parsed.ok ? bankMismatch(parsed.file, integ.banco) : parsed.error
  if (refusal || !parsed.ok)
    return fieldErrors({ conteudo: [AUTOMACAO_MESSAGES.refused(refusal!.linha, refusal!.posicao, refusal!.mensagem)] })
  const file = parsed.file
  const impressao = fingerprint(conteudo)
  const previous = ensureTables()['automacao-importacao'].find(
    (i) => i.integracao === integ.slug && i.impressao === impressao && !i.desfeita,
  )
  if (previous) errors.arquivo = [AUTOMACAO_MESSAGES.duplicate(formatWhen(previous.criado_em), previous.usuario_nome)]

  const find = titleFinder()
  const found = new Map<number, ContaReceber>()
  const titles = new Map(
    file.itens.map((item) => {
      const title = find(item)
      if (title) found.set(title.id, title)
      return [item.linha, title ? titleSummary(title) : null] as const
    }),
  )
  const today = getDb().today
  const planned = reconcile(file.itens, titles, today)
    .filter(willApply)
    .map((row) => ({
      title: found.get(row.titulo!.id)!,
      linha: row.item.linha,
      pago: row.item.valor_pago,
      data: row.item.data_pagamento ?? row.item.data_credito ?? file.data_geracao ?? today,
    }))
  if (planned.length === 0) errors.conteudo = [AUTOMACAO_MESSAGES.empty]
  const total = planned.reduce((sum, p) => sum + p.pago, 0)
  const checked = body.conferido as { qtd_titulos?: unknown; valor_total?: unknown } | undefined
  if (checked && typeof checked === 'object' && planned.length) {
    let checkedTotal: number | null = null
    try {
      checkedTotal = toCentavos(String(checked.valor_total))
    } catch {
      checkedTotal = null
    }
    if (Number(checked.qtd_titulos) !== planned.length || checkedTotal !== total)
      errors.conferido = [AUTOMACAO_MESSAGES.changed(planned.length, formatCentavos(total))]
  }
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
    layout: file.layout,
    impressao,
    data_geracao: file.data_geracao,
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

