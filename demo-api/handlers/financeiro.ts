/**
 * Finance registers. The specification leaves these paths to the caller, so
 * /api/financeiro/<register>/ is our choice (docs/api-contract.md), as are the three
 * finance endpoints beyond the registers: the instalment report, the generation of a
 * release's instalments in one request, and the receivables expected per month.
 */
import { http, type RequestHandler } from 'msw'
import { AGING_BUCKETS, agingBucket, type AgingBucketKey } from '../../src/shared/lib/aging'
import { daysBetween, isValidISODate } from '../../src/shared/lib/date'
import { isValidCnpj, normalizeCnpj } from '../../src/shared/lib/documents'
import { addMonthsISO } from '../../src/shared/lib/financing'
import { formatBRL, fromCentavos, toCentavos } from '../../src/shared/lib/money'
import { deleteWhere, getDb, getRow, insertRow, listRows, type Row } from '../db'
import { mayCall, operationFor } from '../contract'
import {
  authenticate,
  fieldErrors,
  forbidden,
  json,
  notFound,
  onlyExactPath,
  readJson,
  route,
} from '../http'
import { resource } from '../resource'
import type { TableName } from '../types'
import type { ContratoRow, IndiceRow } from '../types-finance'
import { hasErrors, validate, type Schema } from '../validation'

const F = '/api/financeiro'

const schemas = {
  banco: {
    codigo: { kind: 'string', required: true, maxLength: 3 },
    nome: { kind: 'string', required: true, maxLength: 120 },
    ispb: { kind: 'string', maxLength: 8, default: '' },
    ativo: { kind: 'bool', default: true },
  },
  moeda: {
    sigla: { kind: 'string', required: true, maxLength: 3 },
    nome: { kind: 'string', required: true, maxLength: 60 },
    simbolo: { kind: 'string', maxLength: 5 },
    cotacao: { kind: 'decimal', places: 4, default: '1.0000' },
    data_cotacao: { kind: 'date', nullable: true },
  },
  'tipo-juros': { descricao: { kind: 'string', required: true, maxLength: 120 } },
  indice: {
    nome: { kind: 'string', required: true, maxLength: 30 },
    descricao: { kind: 'string', maxLength: 200 },
    pos_fixado: { kind: 'bool', default: true },
    base: { kind: 'string', choices: ['du252', 'mensal', 'anual'], default: 'anual' },
  },
  'indice-taxa': {
    indice: { kind: 'int', required: true, fk: 'indice' },
    data: { kind: 'date', required: true },
    taxa_anual: { kind: 'decimal', required: true, places: 4 },
    demo: { kind: 'bool', default: false },
  },
  'tipo-contrato': { descricao: { kind: 'string', required: true, maxLength: 120 } },
  'forma-amortizacao': {
    codigo: { kind: 'string', required: true, choices: ['SAC', 'PRICE', 'BULLET'] },
    descricao: { kind: 'string', required: true, maxLength: 120 },
  },
  empresa: {
    razao_social: { kind: 'string', required: true, maxLength: 200 },
    nome_fantasia: { kind: 'string', maxLength: 200 },
    cnpj: { kind: 'cnpj', required: true },
  },
  contrato: {
    numero: { kind: 'string', required: true, maxLength: 60 },
    empresa: { kind: 'int', required: true, fk: 'empresa' },
    banco: { kind: 'int', required: true, fk: 'banco' },
    moeda: { kind: 'int', fk: 'moeda', default: 1 },
    tipo_contrato: { kind: 'int', required: true, fk: 'tipo-contrato' },
    tipo_juros: { kind: 'int', required: true, fk: 'tipo-juros' },
    indice: { kind: 'int', nullable: true, fk: 'indice' },
    forma_amortizacao: { kind: 'int', required: true, fk: 'forma-amortizacao' },
    data_contratacao: { kind: 'date', required: true },
    valor_contratado: { kind: 'decimal', required: true },
    /** derived from taxa/base_taxa/tipo_taxa when those are sent */
    taxa_mensal: { kind: 'decimal', places: 4, nullable: true },
    qtd_parcelas: { kind: 'int', required: true },
    carencia_meses: { kind: 'int', default: 0 },
    observacao: { kind: 'string', maxLength: 5000 },
    taxa: { kind: 'decimal', places: 4, nullable: true },
    base_taxa: { kind: 'string', choices: ['mensal', 'anual'], default: 'mensal' },
    tipo_taxa: { kind: 'string', choices: ['efetiva', 'nominal'], default: 'efetiva' },
    percentual_indice: { kind: 'decimal', nullable: true },
    data_primeiro_vencimento: { kind: 'date', nullable: true },
    juros_carencia: { kind: 'string', choices: ['pago', 'capitalizado'], default: 'pago' },
    valor_tarifas: { kind: 'decimal', default: '0.00' },
  },
  liberacao: {
    contrato: { kind: 'int', required: true, fk: 'contrato' },
    data: { kind: 'date', required: true },
    valor: { kind: 'decimal', required: true },
  },
  'liberacao-parcela': {
    liberacao: { kind: 'int', required: true, fk: 'liberacao' },
    contrato: { kind: 'int', nullable: true, fk: 'contrato' },
    parcela: { kind: 'int', required: true },
    data_vencimento: { kind: 'date', required: true },
    valor_amortizacao: { kind: 'decimal' },
    valor_juros: { kind: 'decimal' },
    valor_parcela: { kind: 'decimal', required: true },
    saldo_devedor: { kind: 'decimal' },
    pago: { kind: 'bool' },
    data_pagamento: { kind: 'date', nullable: true },
  },
} satisfies Record<string, Schema>

type Errors = Record<string, string[]>

const cents = (v: unknown): number => {
  try {
    return toCentavos(String(v ?? '0'))
  } catch {
    return 0
  }
}

function unique(table: TableName, field: string, value: unknown, self: Row | undefined, message: string): Errors | undefined {
  const norm = (v: unknown) => String(v ?? '').trim().toUpperCase()
  const clash = (listRows(table) as unknown as readonly Row[]).some(
    (r) => norm(r[field]) === norm(value) && (!self || r.id !== self.id),
  )
  return clash ? { [field]: [message] } : undefined
}

/** Registers a contract points at cannot be deleted (Django's on_delete=PROTECT). */
const PROTECTED: { table: TableName; path: string; field: keyof ContratoRow; noun: string }[] = [
  { table: 'banco', path: 'banco', field: 'banco', noun: 'banco' },
  { table: 'moeda', path: 'moeda', field: 'moeda', noun: 'moeda' },
  { table: 'empresa', path: 'empresa', field: 'empresa', noun: 'empresa' },
  { table: 'tipo-juros', path: 'tipo-juros', field: 'tipo_juros', noun: 'tipo de juros' },
  { table: 'indice', path: 'indice', field: 'indice', noun: 'índice' },
  { table: 'tipo-contrato', path: 'tipo-contrato', field: 'tipo_contrato', noun: 'tipo de contrato' },
  { table: 'forma-amortizacao', path: 'forma-amortizacao', field: 'forma_amortizacao', noun: 'forma de amortização' },
]

function protectHandlers(): RequestHandler[] {
  return PROTECTED.flatMap(({ path, field, noun }) => {
    const target = `${F}/${path}/:id/`
    const operation = operationFor('delete', target)
    const exact = onlyExactPath(target)
    return [
      http.delete(target, async ({ request, params }) => {
        if (!exact(request)) return undefined
        const user = await authenticate(request)
        if (user instanceof Response) return user
        if (!mayCall(user, operation)) return forbidden()
        const users = (listRows('contrato') as unknown as ContratoRow[]).filter(
          (c) => String(c[field]) === String(params.id),
        )
        if (users.length === 0) return undefined // on to the generic resource
        const names = users.slice(0, 3).map((c) => c.numero).join(', ')
        return json(
          {
            detail: `Não é possível excluir: ${noun} usad${noun.endsWith('a') || noun.startsWith('forma') ? 'a' : 'o'} em ${users.length} contrato(s) (${names}${users.length > 3 ? ', …' : ''}).`,
          },
          400,
        )
      }),
    ]
  })
}

/** Sane ranges: a typo (100.000 % a.m., a value with three extra zeros) is refused, not saved. */
export const CONTRATO_LIMITS = {
  taxaMensalMax: 20,
  valorMaxCentavos: 10_000_000_000_00,
  messages: {
    taxa: 'Taxa acima de 20% ao mês (ou o equivalente ao ano): confira o valor digitado.',
    valor: 'Valor acima de R$ 10.000.000.000,00: confira o valor digitado.',
    tarifas: 'As tarifas não podem passar do valor contratado.',
    numero: 'Já existe um contrato com este número.',
  },
} as const

function prepareContrato(data: Row, existing?: Row): Errors | void {
  const errors: Errors = {}
  Object.assign(errors, unique('contrato', 'numero', data.numero, existing, CONTRATO_LIMITS.messages.numero) ?? {})
  if (cents(data.valor_contratado) > CONTRATO_LIMITS.valorMaxCentavos)
    errors.valor_contratado = [CONTRATO_LIMITS.messages.valor]
  else if (cents(data.valor_tarifas) > cents(data.valor_contratado) && cents(data.valor_contratado) > 0)
    errors.valor_tarifas = [CONTRATO_LIMITS.messages.tarifas]
  if (Number(data.qtd_parcelas) < 1) errors.qtd_parcelas = ['Certifique-se de que este valor seja maior ou igual a 1.']
  if (Number(data.carencia_meses) < 0) errors.carencia_meses = ['Certifique-se de que este valor seja maior ou igual a 0.']
  if (cents(data.valor_contratado) <= 0) errors.valor_contratado = ['Informe um valor maior que zero.']
  if (cents(data.valor_tarifas) < 0) errors.valor_tarifas = ['As tarifas não podem ser negativas.']
  const taxa = data.taxa ?? data.taxa_mensal
  if (taxa === null || taxa === undefined || taxa === '') errors.taxa = ['Este campo é obrigatório.']
  else if (Number(taxa) < 0) errors.taxa = ['A taxa não pode ser negativa.']
  else {
    data.taxa = String(taxa)
    const pct = Number(taxa)
    const monthly =
      data.base_taxa === 'anual'
        ? data.tipo_taxa === 'nominal'
          ? pct / 12
          : ((1 + pct / 100) ** (1 / 12) - 1) * 100
        : pct
    data.taxa_mensal = monthly.toFixed(4)
    if (monthly > CONTRATO_LIMITS.taxaMensalMax) errors.taxa = [CONTRATO_LIMITS.messages.taxa]
  }
  const indice = data.indice === null || data.indice === undefined ? undefined : (getRow('indice', data.indice) as IndiceRow | undefined)
  if (indice?.pos_fixado) {
    if (data.percentual_indice === null || data.percentual_indice === undefined)
      errors.percentual_indice = [`Informe o percentual do ${indice.nome} (ex.: 100).`]
    else if (Number(data.percentual_indice) <= 0) errors.percentual_indice = ['Informe um percentual maior que zero.']
  } else data.percentual_indice = null
  const first = data.data_primeiro_vencimento
  if (typeof first === 'string' && typeof data.data_contratacao === 'string' && first <= data.data_contratacao)
    errors.data_primeiro_vencimento = ['O primeiro vencimento deve ser depois da data de contratação.']
  if (!first && typeof data.data_contratacao === 'string' && isValidISODate(data.data_contratacao))
    data.data_primeiro_vencimento = addMonthsISO(data.data_contratacao, 1)
  if (hasErrors(errors)) return errors
}

function prepareLiberacao(data: Row, existing?: Row): Errors | void {
  const contrato = getRow('contrato', data.contrato) as ContratoRow | undefined
  if (!contrato) return
  if (cents(data.valor) <= 0) return { valor: ['Informe um valor maior que zero.'] }
  if (typeof data.data === 'string' && data.data < contrato.data_contratacao)
    return { data: ['A liberação não pode ser anterior à contratação.'] }
  const others = (listRows('liberacao') as unknown as readonly Row[])
    .filter((l) => String(l.contrato) === String(contrato.id) && (!existing || l.id !== existing.id))
    .reduce((a, l) => a + cents(l.valor), 0)
  const limit = cents(contrato.valor_contratado)
  if (others + cents(data.valor) > limit)
    return {
      valor: [
        `A soma das liberações (${formatBRL(fromCentavos(others + cents(data.valor)))}) passaria do valor contratado (${formatBRL(contrato.valor_contratado)}).`,
      ],
    }
}

const parcelaSchema: Schema = (() => {
  const { liberacao: _l, contrato: _c, pago: _p, data_pagamento: _d, ...rest } = schemas['liberacao-parcela']
  void _l
  void _c
  void _p
  void _d
  return { ...rest, valor_amortizacao: { kind: 'decimal', required: true }, valor_juros: { kind: 'decimal', required: true } }
})()

/** POST liberacao/{id}/gerar-parcelas/ {parcelas: [...]}: replaces the release's open schedule at once. */
function gerarParcelas(): RequestHandler[] {
  return route('post', `${F}/liberacao/:id/gerar-parcelas/`, async (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const lib = getRow('liberacao', ctx.params.id)
    if (!lib) return notFound()
    const body = await readJson(ctx.request)
    if (body instanceof Response) return body
    const list = body.parcelas
    if (!Array.isArray(list) || list.length === 0)
      return fieldErrors({ parcelas: ['Informe ao menos uma parcela.'] })
    const rows: Row[] = []
    const errors: Record<string, unknown>[] = []
    let bad = false
    for (const item of list) {
      const { data, errors: e } = validate(parcelaSchema, (item ?? {}) as Row, false)
      errors.push(e)
      if (hasErrors(e)) bad = true
      rows.push(data)
    }
    if (bad) return json({ parcelas: errors }, 400)
    const amort = rows.reduce((a, r) => a + cents(r.valor_amortizacao), 0)
    if (amort !== cents(lib.valor))
      return fieldErrors({
        parcelas: [
          `A soma das amortizações (${formatBRL(fromCentavos(amort))}) difere do valor liberado (${formatBRL(lib.valor)}).`,
        ],
      })
    const current = listRows('liberacao-parcela').filter((p) => p.liberacao === lib.id)
    if (current.some((p) => p.pago))
      return json({ detail: 'Esta liberação já tem parcelas pagas; o cronograma não pode ser gerado de novo.' }, 400)
    deleteWhere('liberacao-parcela', (r) => r.liberacao === lib.id)
    const created = rows
      .sort((a, b) => Number(a.parcela) - Number(b.parcela))
      .map((r) =>
        insertRow('liberacao-parcela', {
          liberacao: lib.id,
          contrato: lib.contrato,
          parcela: r.parcela,
          data_vencimento: r.data_vencimento,
          valor_amortizacao: r.valor_amortizacao,
          valor_juros: r.valor_juros,
          valor_parcela: r.valor_parcela,
          saldo_devedor: r.saldo_devedor ?? '0.00',
          pago: false,
          data_pagamento: null,
        }),
      )
    return json(created, 201)
  })
}

/** GET relatorio-parcelas/: instalments with their contract, bank and company, for Parcelas a Vencer. */
function relatorioParcelas(): RequestHandler[] {
  return route('get', `${F}/relatorio-parcelas/`, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const q = ctx.url.searchParams
    const inicio = q.get('data_inicio') || getDb().today
    const fim = q.get('data_fim') || addMonthsISO(inicio, 3)
    const errors: Errors = {}
    if (!isValidISODate(inicio)) errors.data_inicio = ['Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.']
    if (!isValidISODate(fim)) errors.data_fim = ['Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.']
    if (hasErrors(errors)) return fieldErrors(errors)
    if (fim < inicio) return fieldErrors({ data_fim: ['A data final deve ser igual ou posterior à inicial.'] })
    const ids = (name: string) => q.getAll(name).flatMap((v) => v.split(',')).filter(Boolean)
    const bancos = ids('banco')
    const empresas = ids('empresa')
    const contratos = ids('contrato')
    const pago = q.get('pago')
    const rows = listRows('liberacao-parcela')
      .filter((p) => p.data_vencimento >= inicio && p.data_vencimento <= fim)
      .filter((p) => (pago === null || pago === '' ? !p.pago : String(p.pago) === pago))
      .flatMap((p) => {
        const c = getRow('contrato', p.contrato) as ContratoRow | undefined
        if (!c) return []
        if (bancos.length && !bancos.includes(String(c.banco))) return []
        if (empresas.length && !empresas.includes(String(c.empresa))) return []
        if (contratos.length && !contratos.includes(String(c.id))) return []
        const banco = getRow('banco', c.banco)
        const empresa = getRow('empresa', c.empresa)
        const moeda = getRow('moeda', c.moeda)
        const indice = c.indice === null ? undefined : getRow('indice', c.indice)
        return [
          {
            ...p,
            contrato_numero: c.numero,
            banco: c.banco,
            banco_nome: banco ? `${banco.codigo} · ${banco.nome}` : '',
            empresa: c.empresa,
            empresa_nome: empresa?.nome_fantasia || empresa?.razao_social || '',
            moeda_sigla: moeda?.sigla ?? 'BRL',
            indice_nome: indice?.nome ?? '',
          },
        ]
      })
      .sort((a, b) => a.data_vencimento.localeCompare(b.data_vencimento) || a.id - b.id)
    return json(rows)
  })
}

const METODO =
  'Títulos em aberto do contas a receber por mês de vencimento. Cada título entra pelo saldo, ' +
  'ponderado pela taxa de recebimento que a base mostrou para a faixa de atraso em que ele está: ' +
  'dos títulos já vencidos que chegaram a essa faixa, a parte (em valor) que acabou paga. ' +
  'Títulos a vencer entram no mês do vencimento; títulos vencidos entram no mês corrente. ' +
  'Vendas ainda não faturadas não são projetadas.'

const LOWER_BOUND: Record<AgingBucketKey, number> = {
  a_vencer: 0,
  d1_30: 1,
  d31_60: 31,
  d61_90: 61,
  d91_180: 91,
  d180_mais: 181,
}

/** GET recebiveis-previstos/?meses=12: expected receipts per month and the collection rate per aging bucket. */
function recebiveisPrevistos(): RequestHandler[] {
  return route('get', `${F}/recebiveis-previstos/`, (ctx) => {
    if (ctx.user.is_client) return forbidden()
    const meses = Number(ctx.url.searchParams.get('meses') ?? 12)
    if (!Number.isInteger(meses) || meses < 1 || meses > 36)
      return fieldErrors({ meses: ['Informe de 1 a 36 meses.'] })
    const today = getDb().today
    const reached = Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, 0])) as Record<AgingBucketKey, number>
    const collected = { ...reached }
    const open = { ...reached }
    const expectedByBucket = { ...reached }
    const titles = listRows('contas-receber')
    // 1. the base's history: how much of what reached each bucket was eventually paid
    for (const t of titles) {
      if (t.data_vencimento >= today) continue
      const paid = t.status === 'pago' && t.data_pagamento
      const late = Math.max(0, daysBetween(t.data_vencimento, paid ? t.data_pagamento! : today))
      const valor = cents(t.valor)
      for (const b of AGING_BUCKETS) {
        if (late < LOWER_BOUND[b.key]) continue
        reached[b.key] += valor
        if (paid) collected[b.key] += valor
      }
    }
    const rate = (k: AgingBucketKey) => (reached[k] > 0 ? collected[k] / reached[k] : 0)
    // 2. the open titles, weighted by the rate of the bucket they are in now
    const months = Array.from({ length: meses }, (_, i) => addMonthsISO(`${today.slice(0, 7)}-01`, i).slice(0, 7))
    const perMonth = new Map(months.map((m) => [m, { titulos: 0, aberto: 0, previsto: 0 }]))
    let alemCentavos = 0
    for (const t of titles) {
      if (t.status === 'pago') continue
      const saldo = cents(t.saldo)
      if (saldo <= 0) continue
      const late = t.data_vencimento < today ? daysBetween(t.data_vencimento, today) : 0
      const bucket = agingBucket(late)
      const expected = Math.round(saldo * rate(bucket))
      open[bucket] += saldo
      expectedByBucket[bucket] += expected
      const month = late > 0 ? months[0] : t.data_vencimento.slice(0, 7)
      const slot = perMonth.get(month)
      if (!slot) {
        alemCentavos += expected
        continue
      }
      slot.titulos += 1
      slot.aberto += saldo
      slot.previsto += expected
    }
    return json({
      data_base: today,
      metodo: METODO,
      faixas: AGING_BUCKETS.map((b) => ({
        faixa: b.key,
        label: b.label,
        taxa_recebimento: rate(b.key).toFixed(4),
        valor_historico: fromCentavos(reached[b.key]),
        valor_recebido: fromCentavos(collected[b.key]),
        valor_aberto: fromCentavos(open[b.key]),
        valor_previsto: fromCentavos(expectedByBucket[b.key]),
      })),
      meses: months.map((m) => {
        const s = perMonth.get(m)!
        return {
          mes: m,
          titulos: s.titulos,
          valor_aberto: fromCentavos(s.aberto),
          valor_previsto: fromCentavos(s.previsto),
        }
      }),
      valor_previsto_alem: fromCentavos(alemCentavos),
    })
  })
}

export const financeiroHandlers: RequestHandler[] = [
  ...protectHandlers(),
  ...gerarParcelas(),
  ...relatorioParcelas(),
  ...recebiveisPrevistos(),
  ...resource({
    path: `${F}/banco/`,
    table: 'banco',
    schema: schemas.banco,
    ordering: 'codigo',
    prepare(data, { existing }) {
      const errors: Errors = {}
      if (!/^\d{3}$/.test(String(data.codigo)))
        errors.codigo = ['Informe o código do banco com 3 dígitos (ex.: 341).']
      else Object.assign(errors, unique('banco', 'codigo', data.codigo, existing, 'Já existe um banco com este código.'))
      const ispb = String(data.ispb ?? '').trim()
      if (ispb && !/^\d{8}$/.test(ispb)) errors.ispb = ['O ISPB tem 8 dígitos (ex.: 60701190).']
      if (hasErrors(errors)) return errors
    },
  }),
  ...resource({
    path: `${F}/moeda/`,
    table: 'moeda',
    schema: schemas.moeda,
    prepare(data, { existing }) {
      data.sigla = String(data.sigla).toUpperCase()
      if (!/^[A-Z]{3}$/.test(data.sigla as string)) return { sigla: ['Use o código ISO 4217 com 3 letras (ex.: USD).'] }
      if (Number(data.cotacao) <= 0) return { cotacao: ['Informe uma cotação maior que zero.'] }
      return unique('moeda', 'sigla', data.sigla, existing, 'Já existe uma moeda com esta sigla.')
    },
  }),
  ...resource({ path: `${F}/tipo-juros/`, table: 'tipo-juros', schema: schemas['tipo-juros'] }),
  ...resource({
    path: `${F}/indice/`,
    table: 'indice',
    schema: schemas.indice,
    prepare(data, { existing }) {
      return unique('indice', 'nome', data.nome, existing, 'Já existe um índice com este nome.')
    },
  }),
  ...resource({
    path: `${F}/indice-taxa/`,
    table: 'indice-taxa',
    schema: schemas['indice-taxa'],
    ordering: 'data',
    prepare(data, { existing }) {
      const clash = listRows('indice-taxa').some(
        (t) => t.indice === data.indice && t.data === data.data && (!existing || t.id !== existing.id),
      )
      if (clash) return { data: ['Já existe um valor deste índice nesta data.'] }
    },
  }),
  ...resource({
    path: `${F}/tipo-contrato/`,
    table: 'tipo-contrato',
    schema: schemas['tipo-contrato'],
  }),
  ...resource({
    path: `${F}/forma-amortizacao/`,
    table: 'forma-amortizacao',
    schema: schemas['forma-amortizacao'],
  }),
  ...resource({
    path: `${F}/empresa/`,
    table: 'empresa',
    schema: schemas.empresa,
    prepare(data, { existing }) {
      const cnpj = normalizeCnpj(String(data.cnpj))
      if (!isValidCnpj(cnpj)) return { cnpj: ['CNPJ inválido.'] }
      const clash = listRows('empresa').some(
        (e) => normalizeCnpj(e.cnpj) === cnpj && (!existing || e.id !== existing.id),
      )
      if (clash) return { cnpj: ['Já existe uma empresa com este CNPJ.'] }
    },
  }),
  ...resource({
    path: `${F}/contrato/`,
    table: 'contrato',
    schema: schemas.contrato,
    searchFields: ['numero', 'observacao'],
    prepare: (data, { existing }) => prepareContrato(data, existing),
  }),
  ...resource({
    path: `${F}/liberacao/`,
    table: 'liberacao',
    schema: schemas.liberacao,
    prepare: (data, { existing }) => prepareLiberacao(data, existing),
  }),
  ...resource({
    path: `${F}/liberacao-parcela/`,
    table: 'liberacao-parcela',
    schema: schemas['liberacao-parcela'],
    ordering: 'data_vencimento',
    prepare(data) {
      data.contrato ??= getRow('liberacao', data.liberacao)?.contrato ?? null
    },
  }),
]
