/**
 * The credit module: credit opinions (parecer-credito) written in versions and decided by whoever
 * has the page in the profile, the customer's exposure and transparent score, and the people
 * register (pessoa) with addresses, contacts, roles and links. Listed before the generic cobrança
 * resources, so these win over the plain `parecer-credito` and `pessoa` declared there.
 *
 * Paths beyond the specification's lists are ours (docs/api-contract.md):
 *   POST /api/cobranca/parecer-credito/{id}/decidir/, GET /api/cobranca/parecer-credito-versao/,
 *   GET /api/credito/exposicao/{cod_cliente}/, GET /api/credito/score/{cod_cliente}/.
 */
import type { RequestHandler } from 'msw'
import { agingBucket, type AgingBucketKey } from '../../src/shared/lib/aging'
import { isValidCep, formatCep } from '../../src/shared/lib/cep'
import { addDays } from '../../src/shared/lib/date'
import { normalizeCnpj } from '../../src/shared/lib/documents'
import { fromCentavos, toCentavos } from '../../src/shared/lib/money'
import { computeScore, paymentDaysLate, type ScoreInput } from '../rules/credit-score'
import { nowSaoPaulo } from '../clock'
import { deleteRow, getDb, getRow, insertRow, listRows, updateRow, type Row } from '../db'
import {
  MSG,
  fieldErrors,
  forbidden,
  json,
  noContent,
  notFound,
  readJson,
  route,
  type Context,
} from '../http'
import { criteriaFromParams, filterRows, orderRows, paginate } from '../query'
import { resource } from '../resource'
import { withFlatFields } from '../seed-credit'
import type { Cliente, ContaReceber, SystemUser } from '../types'
import type {
  ParecerConteudo,
  ParecerCreditoRow,
  ParecerCreditoVersao,
  PapelPessoa,
  PessoaEndereco,
  PessoaRow,
  StatusParecer,
} from '../types-credit'
import { EMAIL_RE, formatPhone, hasErrors, validate, type Schema } from '../validation'

const C = '/api/cobranca'
const CR = '/api/credito'
export const PARECER_ROUTE = '/credito/credito/parecer-credito'

export const CREDIT_MSG = {
  parecerCurto:
    'Escreva o parecer com pelo menos 30 caracteres: ele precisa ser entendido por quem o ler daqui a um ano.',
  validade: 'A validade deve ser posterior à data do parecer.',
  negativo: 'Informe um valor maior ou igual a zero.',
  motivo: 'Diga o que mudou e por quê: a nova versão guarda esse motivo.',
  semMudanca: 'Nada mudou em relação à versão atual.',
  outroCliente: 'O cliente de um parecer não muda; escreva um novo parecer para o outro cliente.',
  jaDecidido:
    'Este parecer já foi decidido. Para mudar, altere o parecer: a nova versão volta para análise.',
  motivoReprovacao: 'Informe o motivo da reprovação.',
  semPermissao:
    'Só quem tem a página Parecer de crédito no perfil pode escrever ou decidir pareceres.',
  naoExclui:
    'Pareceres de crédito não são excluídos: o histórico é mantido. Escreva um novo parecer ou reprove este.',
  duplicado: (nome: string, id: number) =>
    `Já existe uma pessoa com este CPF/CNPJ: ${nome} (cadastro nº ${id}).`,
} as const

const cents = (v: unknown) => toCentavos(String(v ?? '0'))
const today = () => getDb().today

// --- exposure and score -----------------------------------------------------------------------

interface Totals {
  aberto: number
  aVencer: number
  vencido: number
  pago12m: number
  qtdVencidos: number
  maiorVencido: number
  maiorAtraso: number
  limite: number
}

function titlesOf(codes: ReadonlySet<number>): ContaReceber[] {
  return listRows('contas-receber').filter((t) => codes.has(t.cod_cliente))
}

function totalsOf(titles: readonly ContaReceber[], limite: number, ref: string): Totals {
  const since = addDays(ref, -365)
  const t: Totals = {
    aberto: 0,
    aVencer: 0,
    vencido: 0,
    pago12m: 0,
    qtdVencidos: 0,
    maiorVencido: 0,
    maiorAtraso: 0,
    limite,
  }
  for (const r of titles) {
    const saldo = cents(r.saldo)
    if (r.status === 'vencido') {
      t.vencido += saldo
      t.qtdVencidos++
      t.maiorVencido = Math.max(t.maiorVencido, saldo)
      t.maiorAtraso = Math.max(t.maiorAtraso, r.dias_atraso)
    } else if (r.status === 'aberto') {
      t.aVencer += saldo
    }
    if (r.data_pagamento && r.data_pagamento >= since) t.pago12m += cents(r.valor_pago)
  }
  t.aberto = t.aVencer + t.vencido
  return t
}

const pctOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null

function totalsJson(t: Totals) {
  return {
    aberto: fromCentavos(t.aberto),
    a_vencer: fromCentavos(t.aVencer),
    vencido: fromCentavos(t.vencido),
    pago_12m: fromCentavos(t.pago12m),
    qtd_vencidos: t.qtdVencidos,
    maior_vencido: fromCentavos(t.maiorVencido),
    maior_atraso: t.maiorAtraso,
    limite: fromCentavos(t.limite),
    limite_utilizado_pct: pctOf(t.aberto, t.limite),
  }
}

function monthsBetween(fromISO: string, toISO: string): number {
  const m =
    (Number(toISO.slice(0, 4)) - Number(fromISO.slice(0, 4))) * 12 +
    Number(toISO.slice(5, 7)) -
    Number(fromISO.slice(5, 7)) -
    (Number(toISO.slice(8, 10)) < Number(fromISO.slice(8, 10)) ? 1 : 0)
  return Math.max(0, m)
}

/** The last 12 calendar months, oldest first, ending with the reference month: "2026-11". */
function lastMonths(ref: string): string[] {
  const out: string[] = []
  let y = Number(ref.slice(0, 4))
  let m = Number(ref.slice(5, 7))
  for (let i = 0; i < 12; i++) {
    out.unshift(`${y}-${String(m).padStart(2, '0')}`)
    m--
    if (m === 0) {
      m = 12
      y--
    }
  }
  return out
}

/** Every figure from contas-receber, the table the Base Cobrança groups. */
export function exposureOf(customer: Cliente, ref = today()) {
  const own = titlesOf(new Set([customer.cod_cliente]))
  const totals = totalsOf(own, cents(customer.limite_credito), ref)
  const aging: Record<AgingBucketKey, number> = {
    a_vencer: 0,
    d1_30: 0,
    d31_60: 0,
    d61_90: 0,
    d91_180: 0,
    d180_mais: 0,
  }
  const since = addDays(ref, -365)
  const months = lastMonths(ref)
  const perMonth = new Map(months.map((m) => [m, 0]))
  let pagos = 0
  let emDia = 0
  let atrasoTotal = 0
  let primeira: string | null = null
  for (const t of own) {
    const saldo = cents(t.saldo)
    if (saldo > 0 && t.status !== 'pago') aging[agingBucket(t.dias_atraso)] += saldo
    const mes = t.data_emissao.slice(0, 7)
    if (perMonth.has(mes)) perMonth.set(mes, perMonth.get(mes)! + cents(t.valor))
    if (!primeira || t.data_emissao < primeira) primeira = t.data_emissao
    if (t.data_pagamento && t.data_pagamento >= since) {
      const late = paymentDaysLate(t.data_vencimento, t.data_pagamento)
      pagos++
      if (late === 0) emDia++
      atrasoTotal += late
    }
  }
  const compras = [...perMonth.values()]
  const media = Math.round(compras.reduce((a, b) => a + b, 0) / 12)
  const group = customer.grupo_economico
    ? (getRow('grupo-economico', customer.grupo_economico) ?? null)
    : null
  let grupo: Totals | null = null
  let membros = 0
  if (group) {
    const members = listRows('cliente').filter((c) => c.grupo_economico === group.id)
    membros = members.length
    grupo = totalsOf(
      titlesOf(new Set(members.map((c) => c.cod_cliente))),
      members.reduce((s, c) => s + cents(c.limite_credito), 0),
      ref,
    )
  }
  return {
    cod_cliente: customer.cod_cliente,
    nome_fantasia: customer.nome_fantasia,
    grupo_economico: group ? { id: group.id, nome: group.nome, clientes: membros } : null,
    data_referencia: ref,
    cliente: {
      ...totalsJson(totals),
      aging: Object.fromEntries(Object.entries(aging).map(([k, v]) => [k, fromCentavos(v)])),
      atraso_medio_12m: pagos > 0 ? Math.round((10 * atrasoTotal) / pagos) / 10 : 0,
      pagos_12m: pagos,
      pagos_em_dia_12m: emDia,
      compras_mes: months.map((m) => ({ mes: m, valor: fromCentavos(perMonth.get(m)!) })),
      compra_media_mensal: fromCentavos(media),
      primeira_compra: primeira,
      cliente_desde: customer.data_cadastro ?? null,
      limite_disponivel: fromCentavos(totals.limite - totals.aberto),
    },
    grupo: grupo ? totalsJson(grupo) : null,
    // for the score, not serialised
    _input: {
      pagosQtd: pagos,
      pagosEmDiaQtd: emDia,
      atrasoMedioDias: pagos > 0 ? atrasoTotal / pagos : 0,
      compraMediaMensal: media,
      mesesRelacionamento: monthsBetween(
        [primeira, customer.data_cadastro].filter(Boolean).sort()[0] ?? ref,
        ref,
      ),
      exposicaoAberto: (grupo ?? totals).aberto,
      exposicaoLimite: (grupo ?? totals).limite,
      temGrupo: grupo !== null,
      limiteAtual: totals.limite,
      maiorAtrasoAtualDias: totals.maiorAtraso,
    } satisfies ScoreInput,
  }
}

function scoreOf(customer: Cliente) {
  const result = computeScore(exposureOf(customer)._input)
  return {
    cod_cliente: customer.cod_cliente,
    score: result.score,
    classe: result.classe,
    fatores: result.factors,
    limite_sugerido: fromCentavos(result.limiteSugerido),
    limite_explicacao: result.limiteExplicacao,
  }
}

function staffCustomer(ctx: Context): Cliente | Response {
  if (ctx.user.is_client) return forbidden()
  return getRow('cliente', ctx.params.cod) ?? notFound()
}

// --- parecer-credito ----------------------------------------------------------------------------

const canDecide = (user: SystemUser) => user.is_superuser || user.routes.includes(PARECER_ROUTE)
const denied = () => json({ detail: CREDIT_MSG.semPermissao }, 403)

const parecerSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  data: { kind: 'date' },
  parecer: { kind: 'string', required: true, maxLength: 10000 },
  limite_solicitado: { kind: 'decimal', nullable: true },
  limite_sugerido: { kind: 'decimal', required: true },
  validade: { kind: 'date', required: true },
  classe_risco: { kind: 'string', choices: ['A', 'B', 'C', 'D', 'E'], nullable: true },
  garantias: { kind: 'string', maxLength: 2000 },
  condicoes_pagamento: { kind: 'string', maxLength: 2000 },
  motivo: { kind: 'string', maxLength: 2000 },
}

const CONTENT_FIELDS = [
  'parecer',
  'limite_atual',
  'limite_solicitado',
  'limite_sugerido',
  'validade',
  'classe_risco',
  'garantias',
  'condicoes_pagamento',
  'situacao',
  'score',
] as const satisfies readonly (keyof ParecerConteudo)[]

function contentOf(row: ParecerCreditoRow): ParecerConteudo {
  const out = {} as Record<string, unknown>
  for (const f of CONTENT_FIELDS) out[f] = row[f]
  return out as unknown as ParecerConteudo
}

export function statusOf(row: ParecerCreditoRow, ref = today()): StatusParecer {
  return row.situacao === 'aprovado' && row.validade && row.validade < ref ? 'vencido' : row.situacao
}

const pareceres = () => listRows('parecer-credito') as unknown as readonly ParecerCreditoRow[]

/** "Cláudia Rezende": the author and approver names a timeline reads, as a serializer would add. */
function userName(id: unknown): string {
  if (id === null || id === undefined) return ''
  const u = getRow('user', id)
  return u ? `${u.first_name} ${u.last_name}`.trim() || u.username : ''
}

function projectParecer(row: ParecerCreditoRow): Row {
  const c = getRow('cliente', row.cod_cliente)
  return {
    ...row,
    status: statusOf(row),
    nome_fantasia: c?.nome_fantasia ?? '',
    grupo_economico: c?.grupo_economico ?? null,
    usuario_nome: userName(row.usuario),
    aprovado_por_nome: userName(row.aprovado_por),
  }
}

/** Checks the fields a create or an edit sends; returns DRF field errors. */
function checkParecer(data: Row, dataParecer: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (typeof data.parecer === 'string' && data.parecer.trim().length < 30)
    errors.parecer = [CREDIT_MSG.parecerCurto]
  for (const f of ['limite_solicitado', 'limite_sugerido']) {
    if (data[f] !== null && data[f] !== undefined && cents(data[f]) < 0)
      errors[f] = [CREDIT_MSG.negativo]
  }
  if (typeof data.validade === 'string' && data.validade <= dataParecer)
    errors.validade = [CREDIT_MSG.validade]
  return errors
}

function addVersion(
  row: ParecerCreditoRow,
  acao: ParecerCreditoVersao['acao'],
  user: number,
  motivo: string,
): void {
  insertRow('parecer-credito-versao', {
    parecer_credito: row.id,
    cod_cliente: row.cod_cliente,
    versao: row.versao,
    data_hora: row.atualizado_em,
    usuario: user,
    acao,
    motivo,
    ...contentOf(row),
  })
}

async function createParecer(ctx: Context): Promise<Response> {
  if (ctx.user.is_client) return forbidden()
  if (!canDecide(ctx.user)) return denied()
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const { data, errors } = validate(parecerSchema, body, false)
  if (hasErrors(errors)) return fieldErrors(errors)
  const dataParecer = (data.data as string | undefined) ?? today()
  const more = checkParecer(data, dataParecer)
  if (hasErrors(more)) return fieldErrors(more)
  const customer = getRow('cliente', data.cod_cliente)!
  const now = nowSaoPaulo()
  const row = insertRow('parecer-credito', {
    cod_cliente: customer.cod_cliente,
    data: dataParecer,
    parecer: String(data.parecer).trim(),
    limite_atual: customer.limite_credito,
    limite_solicitado: data.limite_solicitado ?? null,
    limite_sugerido: data.limite_sugerido,
    validade: data.validade,
    classe_risco: data.classe_risco ?? null,
    garantias: String(data.garantias ?? '').trim(),
    condicoes_pagamento: String(data.condicoes_pagamento ?? '').trim(),
    situacao: 'em_analise',
    score: scoreOf(customer).score,
    usuario: ctx.user.id,
    versao: 1,
    atualizado_em: now,
    atualizado_por: ctx.user.id,
    aprovado_por: null,
    aprovado_em: null,
    comentario_decisao: '',
  }) as unknown as ParecerCreditoRow
  addVersion(row, 'criacao', ctx.user.id, String(data.motivo ?? '').trim())
  return json(projectParecer(row), 201)
}

const updateParecer =
  (partial: boolean) =>
  async (ctx: Context): Promise<Response> => {
    if (ctx.user.is_client) return forbidden()
    if (!canDecide(ctx.user)) return denied()
    const existing = getRow('parecer-credito', ctx.params.id) as unknown as
      | ParecerCreditoRow
      | undefined
    if (!existing) return notFound()
    const body = await readJson(ctx.request)
    if (body instanceof Response) return body
    const { data, errors } = validate(parecerSchema, body, partial)
    if (hasErrors(errors)) return fieldErrors(errors)
    if (data.cod_cliente !== undefined && data.cod_cliente !== existing.cod_cliente)
      errors.cod_cliente = [CREDIT_MSG.outroCliente]
    Object.assign(errors, checkParecer(data, existing.data))
    const motivo = String(data.motivo ?? '').trim()
    if (!motivo) errors.motivo = [CREDIT_MSG.motivo]
    if (hasErrors(errors)) return fieldErrors(errors)
    const customer = getRow('cliente', existing.cod_cliente)!
    const next: ParecerCreditoRow = {
      ...existing,
      parecer: data.parecer !== undefined ? String(data.parecer).trim() : existing.parecer,
      limite_solicitado:
        data.limite_solicitado !== undefined
          ? (data.limite_solicitado as string | null)
          : existing.limite_solicitado,
      limite_sugerido: (data.limite_sugerido as string | undefined) ?? existing.limite_sugerido,
      validade: (data.validade as string | undefined) ?? existing.validade,
      classe_risco:
        data.classe_risco !== undefined
          ? (data.classe_risco as ParecerCreditoRow['classe_risco'])
          : existing.classe_risco,
      garantias:
        data.garantias !== undefined ? String(data.garantias).trim() : existing.garantias,
      condicoes_pagamento:
        data.condicoes_pagamento !== undefined
          ? String(data.condicoes_pagamento).trim()
          : existing.condicoes_pagamento,
    }
    const changed = (
      [
        'parecer',
        'limite_solicitado',
        'limite_sugerido',
        'validade',
        'classe_risco',
        'garantias',
        'condicoes_pagamento',
      ] as const
    ).some((f) => String(next[f] ?? '') !== String(existing[f] ?? ''))
    if (!changed) return json({ non_field_errors: [CREDIT_MSG.semMudanca] }, 400)
    const now = nowSaoPaulo()
    const saved = updateRow('parecer-credito', existing.id, {
      ...next,
      // A changed opinion is a new proposal: it goes back to analysis and needs a new decision.
      situacao: 'em_analise',
      limite_atual: customer.limite_credito,
      score: scoreOf(customer).score,
      versao: existing.versao + 1,
      atualizado_em: now,
      atualizado_por: ctx.user.id,
      aprovado_por: null,
      aprovado_em: null,
      comentario_decisao: '',
    }) as unknown as ParecerCreditoRow
    addVersion(saved, 'edicao', ctx.user.id, motivo)
    return json(projectParecer(saved))
  }

const decisaoSchema: Schema = {
  situacao: { kind: 'string', required: true, choices: ['aprovado', 'reprovado'] },
  comentario: { kind: 'string', maxLength: 2000 },
}

async function decideParecer(ctx: Context): Promise<Response> {
  if (ctx.user.is_client) return forbidden()
  if (!canDecide(ctx.user)) return denied()
  const existing = getRow('parecer-credito', ctx.params.id) as unknown as
    | ParecerCreditoRow
    | undefined
  if (!existing) return notFound()
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const { data, errors } = validate(decisaoSchema, body, false)
  if (hasErrors(errors)) return fieldErrors(errors)
  if (existing.situacao !== 'em_analise')
    return json({ non_field_errors: [CREDIT_MSG.jaDecidido] }, 400)
  const comentario = String(data.comentario ?? '').trim()
  if (data.situacao === 'reprovado' && !comentario)
    return fieldErrors({ comentario: [CREDIT_MSG.motivoReprovacao] })
  const now = nowSaoPaulo()
  const saved = updateRow('parecer-credito', existing.id, {
    situacao: data.situacao,
    versao: existing.versao + 1,
    atualizado_em: now,
    atualizado_por: ctx.user.id,
    aprovado_por: ctx.user.id,
    aprovado_em: now,
    comentario_decisao: comentario,
  }) as unknown as ParecerCreditoRow
  addVersion(
    saved,
    data.situacao === 'aprovado' ? 'aprovacao' : 'reprovacao',
    ctx.user.id,
    comentario,
  )
  // The approved limit becomes the customer's credit limit.
  if (data.situacao === 'aprovado')
    updateRow('cliente', existing.cod_cliente, { limite_credito: saved.limite_sugerido })
  return json(projectParecer(saved))
}

// --- pessoa -------------------------------------------------------------------------------------

const UFS = new Set(
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '),
)
const PAPEIS: readonly PapelPessoa[] = ['cliente', 'avalista', 'socio', 'contato']
const TIPOS_ENDERECO = ['comercial', 'residencial', 'cobranca', 'entrega']

const pessoaSchema: Schema = {
  nome: { kind: 'string', required: true, maxLength: 200 },
  nome_fantasia: { kind: 'string', maxLength: 200 },
  tipo_pessoa: { kind: 'string', choices: ['F', 'J'], nullable: true },
  cpf_cnpj: { kind: 'cpf_cnpj', required: true },
  observacao: { kind: 'string', maxLength: 5000 },
  ativo: { kind: 'bool', default: true },
  // the flat fields of the generic shape, used when the lists are not sent
  email: { kind: 'email', nullable: true },
  telefone: { kind: 'phone', nullable: true },
  cidade: { kind: 'string', maxLength: 100 },
  uf: { kind: 'string', maxLength: 2 },
}

type ListErrors = Record<string, string[]>

const asObjects = (v: unknown): Row[] | null =>
  Array.isArray(v) && v.every((x) => x && typeof x === 'object' && !Array.isArray(x))
    ? (v as Row[])
    : null

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The nested lists, DRF style: one error object per item ({} when fine); messages name the item
 * ("Endereço 2: CEP inválido."), so they still read well when a client flattens them.
 */
function nestedLists(body: Row): { data: Partial<PessoaRow>; errors: Record<string, unknown> } {
  const data: Partial<PessoaRow> = {}
  const errors: Record<string, unknown> = {}

  /** One list of the body: each item checked into [its errors, its clean value]. */
  function list<K extends 'enderecos' | 'emails' | 'telefones' | 'vinculos'>(
    key: K,
    check: (item: Row, index: number) => [ListErrors, NonNullable<PessoaRow[K]>[number]],
    finish: (items: NonNullable<PessoaRow[K]>[number][]) => NonNullable<PessoaRow[K]> = (items) =>
      items as NonNullable<PessoaRow[K]>,
  ) {
    if (body[key] === undefined) return
    const items = asObjects(body[key])
    if (!items) {
      errors[key] = ['Esperava uma lista de itens.']
      return
    }
    const checked = items.map(check)
    const errs = checked.map(([err]) => err)
    if (errs.some((x) => Object.keys(x).length > 0)) errors[key] = errs
    else data[key] = finish(checked.map(([, value]) => value)) as PessoaRow[K]
  }

  list(
    'enderecos',
    (e, i) => {
      const err: ListErrors = {}
      const n = `Endereço ${i + 1}: `
      const cep = str(e.cep)
      if (!cep) err.cep = [`${n}${MSG.required}`]
      else if (!isValidCep(cep)) err.cep = [`${n}CEP inválido. Use 8 dígitos, ex.: 01310-100.`]
      if (!str(e.logradouro)) err.logradouro = [`${n}informe o logradouro.`]
      if (!str(e.cidade)) err.cidade = [`${n}informe a cidade.`]
      const uf = str(e.uf).toUpperCase()
      if (!UFS.has(uf)) err.uf = [`${n}UF inválida.`]
      const tipo = str(e.tipo) || 'comercial'
      if (!TIPOS_ENDERECO.includes(tipo)) err.tipo = [`${n}tipo inválido.`]
      return [
        err,
        {
          tipo: tipo as PessoaEndereco['tipo'],
          cep: formatCep(cep),
          logradouro: str(e.logradouro),
          numero: str(e.numero),
          complemento: str(e.complemento),
          bairro: str(e.bairro),
          cidade: str(e.cidade),
          uf,
          principal: e.principal === true,
        },
      ]
    },
    withPrincipal,
  )

  list(
    'emails',
    (e, i) => {
      const email = str(e.email)
      const err: ListErrors = EMAIL_RE.test(email) ? {} : { email: [`E-mail ${i + 1}: insira um endereço de email válido.`] }
      return [err, { email, principal: e.principal === true }]
    },
    withPrincipal,
  )

  list(
    'telefones',
    (t, i) => {
      const digits = String(t.telefone ?? '').replace(/\D+/g, '')
      const ok = /^[1-9]{2}(9\d{8}|[2-5]\d{7})$/.test(digits)
      const err: ListErrors = ok ? {} : { telefone: [`Telefone ${i + 1}: informe DDD + número, ex.: (11) 98765-4321.`] }
      return [
        err,
        {
          telefone: ok ? formatPhone(digits) : String(t.telefone ?? ''),
          whatsapp: t.whatsapp === true,
          principal: t.principal === true,
        },
      ]
    },
    withPrincipal,
  )

  if (body.papeis !== undefined) {
    const papeis = Array.isArray(body.papeis) ? body.papeis : null
    const bad = papeis?.find((p) => !PAPEIS.includes(p as PapelPessoa))
    if (!papeis) errors.papeis = ['Esperava uma lista de itens.']
    else if (bad !== undefined) errors.papeis = [`"${String(bad)}" não é um escolha válido.`]
    else data.papeis = [...new Set(papeis as PapelPessoa[])]
  }

  const optionalNumber = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))
  list('vinculos', (v, i) => {
    const err: ListErrors = {}
    const n = `Vínculo ${i + 1}: `
    const cod = optionalNumber(v.cod_cliente)
    const grupo = optionalNumber(v.grupo_economico)
    if ((cod === null) === (grupo === null))
      err.cod_cliente = [`${n}informe um cliente ou um grupo econômico (só um).`]
    else if (cod !== null && !getRow('cliente', cod)) err.cod_cliente = [`${n}cliente ${cod} não existe.`]
    else if (grupo !== null && !getRow('grupo-economico', grupo))
      err.grupo_economico = [`${n}grupo econômico ${grupo} não existe.`]
    if (!PAPEIS.includes(v.papel as PapelPessoa)) err.papel = [`${n}informe o papel.`]
    return [err, { cod_cliente: cod, grupo_economico: grupo, papel: v.papel as PapelPessoa }]
  })
  return { data, errors }
}

/** Exactly one principal item in a non-empty list: the first marked one, else the first. */
function withPrincipal<T extends { principal: boolean }>(items: T[]): T[] {
  const at = Math.max(
    0,
    items.findIndex((i) => i.principal),
  )
  return items.map((i, k) => ({ ...i, principal: k === at }))
}

const pessoas = () => listRows('pessoa') as unknown as readonly PessoaRow[]

function duplicateOf(doc: string, id?: number): PessoaRow | undefined {
  const wanted = normalizeCnpj(doc)
  return pessoas().find((p) => normalizeCnpj(p.cpf_cnpj) === wanted && p.id !== id)
}

function savePessoa(body: Row, existing: PessoaRow | null, partial: boolean): Response {
  const { data, errors } = validate(pessoaSchema, body, partial)
  const nested = nestedLists(body)
  const all: Record<string, unknown> = { ...errors, ...nested.errors }
  const doc = (data.cpf_cnpj as string | undefined) ?? existing?.cpf_cnpj
  if (data.cpf_cnpj !== undefined && !errors.cpf_cnpj) {
    const dup = duplicateOf(String(data.cpf_cnpj), existing?.id)
    if (dup) all.cpf_cnpj = [CREDIT_MSG.duplicado(dup.nome, dup.id)]
  }
  if (doc && !all.cpf_cnpj) {
    const kind = normalizeCnpj(doc).length === 11 ? 'F' : 'J'
    const tipo = (data.tipo_pessoa as string | null | undefined) ?? (partial ? existing?.tipo_pessoa : null)
    if (tipo && tipo !== kind && data.tipo_pessoa)
      all.cpf_cnpj = [kind === 'F' ? 'Informe um CNPJ para pessoa jurídica.' : 'Informe um CPF para pessoa física.']
    data.tipo_pessoa = kind
  }
  if (Object.keys(all).length > 0) return json(all, 400)

  const base: Row = existing ? { ...existing } : {}
  if (!existing) {
    for (const [f, spec] of Object.entries(pessoaSchema))
      base[f] = spec.default ?? (spec.nullable ? null : spec.kind === 'bool' ? false : '')
    base.ativo = true
    base.nome_fantasia = ''
    base.enderecos = []
    base.emails = []
    base.telefones = []
    base.papeis = []
    base.vinculos = []
  }
  const merged = { ...base, ...data, ...nested.data } as unknown as PessoaRow
  // Clients of the generic shape send flat e-mail/phone/city: they become the principal entries.
  if (!nested.data.emails && data.email) merged.emails = withPrincipal([{ email: String(data.email), principal: true }, ...merged.emails.filter((e) => e.email !== data.email)])
  if (!nested.data.telefones && data.telefone)
    merged.telefones = withPrincipal([{ telefone: String(data.telefone), whatsapp: String(data.telefone).length === 15, principal: true }, ...merged.telefones.filter((t) => t.telefone !== data.telefone)])
  // Roles follow the links: a person linked as guarantor is a guarantor.
  merged.papeis = [...new Set([...(merged.papeis ?? []), ...merged.vinculos.map((v) => v.papel)])]
  const flat = withFlatFields(merged)
  if (!flat.cidade && data.cidade) flat.cidade = String(data.cidade)
  if (!flat.uf && data.uf) flat.uf = String(data.uf).toUpperCase()
  if (existing) {
    const { id: _id, ...patch } = flat
    void _id
    return json(updateRow('pessoa', existing.id, patch as unknown as Row))
  }
  return json(insertRow('pessoa', flat as unknown as Row), 201)
}

const PESSOA_FIELDS = new Set([
  'id',
  'nome',
  'nome_fantasia',
  'tipo_pessoa',
  'cpf_cnpj',
  'email',
  'telefone',
  'cidade',
  'uf',
  'ativo',
])

/**
 * The register's list. Besides field filters: `search` (name, trade name, e-mail, city or
 * document, accents and mask ignored), `cpf_cnpj` (with or without mask), `papel`, `cod_cliente`
 * (people linked to the customer; with `incluir_grupo=true` also those linked to its group) and
 * `grupo_economico`.
 */
function listPessoas(ctx: Context): Response {
  if (ctx.user.is_client) return forbidden()
  const params = ctx.url.searchParams
  let rows = pessoas()
  const doc = params.get('cpf_cnpj')
  if (doc) rows = rows.filter((p) => normalizeCnpj(p.cpf_cnpj) === normalizeCnpj(doc))
  const papel = params.get('papel')
  if (papel) rows = rows.filter((p) => p.papeis.includes(papel as PapelPessoa))
  const cod = params.get('cod_cliente') ?? params.get('cliente')
  if (cod) {
    const customer = getRow('cliente', cod)
    const group = params.get('incluir_grupo') === 'true' ? customer?.grupo_economico : null
    rows = rows.filter((p) =>
      p.vinculos.some(
        (v) => String(v.cod_cliente) === cod || (group != null && v.grupo_economico === group),
      ),
    )
  }
  const grupo = params.get('grupo_economico')
  if (grupo) rows = rows.filter((p) => p.vinculos.some((v) => String(v.grupo_economico) === grupo))
  const criteria = criteriaFromParams(params)
  for (const k of ['cpf_cnpj', 'papel', 'cod_cliente', 'cliente', 'grupo_economico', 'incluir_grupo'])
    criteria.delete(k)
  const search = criteria.get('search')?.at(-1)
  criteria.delete('search')
  let filtered = filterRows(rows as unknown as Row[], criteria, { fields: PESSOA_FIELDS })
  if (search?.trim()) {
    const docSearch = normalizeCnpj(search)
    const withDoc = /\d/.test(search) && docSearch.length >= 3
    const byText = filterRows(filtered, new Map([['search', [search]]]), {
      fields: PESSOA_FIELDS,
      searchFields: ['nome', 'nome_fantasia', 'email', 'cidade', 'cpf_cnpj'],
    })
    const hits = new Set(byText)
    if (withDoc)
      for (const r of filtered)
        if (normalizeCnpj(String(r.cpf_cnpj)).includes(docSearch)) hits.add(r)
    filtered = filtered.filter((r) => hits.has(r))
  }
  const ordered = orderRows(filtered, params.get('ordering') || 'nome', PESSOA_FIELDS)
  const page = paginate(ordered, ctx.url, ctx.request.method)
  return page instanceof Response ? page : json(page)
}

const P = `${C}/pessoa`

export const creditoHandlers: RequestHandler[] = [
  // exposure and score (ours)
  ...route('get', `${CR}/exposicao/:cod/`, (ctx) => {
    const customer = staffCustomer(ctx)
    if (customer instanceof Response) return customer
    const { _input, ...out } = exposureOf(customer)
    void _input
    return json(out)
  }),
  ...route('get', `${CR}/score/:cod/`, (ctx) => {
    const customer = staffCustomer(ctx)
    return customer instanceof Response ? customer : json(scoreOf(customer))
  }),

  // parecer-credito: writes with versions; reads through the generic list below
  ...route('post', `${C}/parecer-credito/:id/decidir/`, decideParecer),
  ...route('post', `${C}/parecer-credito/`, createParecer),
  ...route('put', `${C}/parecer-credito/:id/`, updateParecer(false)),
  ...route('patch', `${C}/parecer-credito/:id/`, updateParecer(true)),
  ...route('delete', `${C}/parecer-credito/:id/`, () =>
    json({ detail: CREDIT_MSG.naoExclui }, 405),
  ),
  ...resource({
    path: `${C}/parecer-credito/`,
    table: 'parecer-credito',
    source: () => pareceres().map(projectParecer),
    aliases: { cliente: 'cod_cliente', analista: 'usuario' },
    searchFields: ['nome_fantasia', 'parecer', 'cod_cliente'],
    ordering: '-data,-id',
  }),
  ...resource({
    path: `${C}/parecer-credito-versao/`,
    table: 'parecer-credito-versao',
    aliases: { cliente: 'cod_cliente' },
    ordering: '-data_hora,-versao',
    project: (row) => ({ ...row, usuario_nome: userName(row.usuario) }),
  }),

  // pessoa: nested lists, duplicate refusal, links
  ...route('get', `${P}/`, listPessoas),
  ...route('get', `${P}/:id/`, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const row = getRow('pessoa', ctx.params.id)
    return row ? json(row) : notFound()
  }),
  ...route('post', `${P}/`, async (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const body = await readJson(ctx.request)
    return body instanceof Response ? body : savePessoa(body, null, false)
  }),
  ...(['put', 'patch'] as const).flatMap((method) =>
    route(method, `${P}/:id/`, async (ctx) => {
      if (ctx.user.is_client) return forbidden()
      const existing = getRow('pessoa', ctx.params.id) as unknown as PessoaRow | undefined
      if (!existing) return notFound()
      const body = await readJson(ctx.request)
      return body instanceof Response ? body : savePessoa(body, existing, method === 'patch')
    }),
  ),
  ...route('delete', `${P}/:id/`, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    return deleteRow('pessoa', ctx.params.id) ? noContent() : notFound()
  }),
]
