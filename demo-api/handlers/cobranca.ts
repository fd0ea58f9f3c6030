/** The /api/cobranca/ resources: customers, sellers, rules, attendances and their children, contacts, reminders. */
import type { RequestHandler } from 'msw'
import { todayISO } from '../../src/shared/lib/date'
import { toCentavos } from '../../src/shared/lib/money'
import { nowSaoPaulo } from '../clock'
import { getRow, listRows, updateRow, type Row } from '../db'
import { forbidden, json, notFound, route } from '../http'
import { observacaoHandlers } from '../observacoes'
import { resource, type PrepareContext } from '../resource'
import type { Cliente, ClienteResumo, ReguaExtended } from '../types'
import type { Schema } from '../validation'

const today = () => todayISO()

/** The forms' date rules, enforced here too: the same texts as the fields show. */
export const SERVER_RULES = {
  retornoNoPassado: 'O próximo contato não pode ser anterior a hoje.',
  lembreteNoPassado: 'O lembrete não pode ficar no passado.',
} as const

const customerOf = (data: Row) => getRow('cliente', data.cod_cliente)

function fillUser(data: Row, ctx: PrepareContext): void {
  if (data.usuario === null || data.usuario === undefined) data.usuario = ctx.user.id
}

/** Children of an attendance inherit its customer, so the panel can filter them by cod_cliente. */
function fromAttendance(data: Row): void {
  const a = getRow('atendimento', data.atendimento)
  if (a && (data.cod_cliente === null || data.cod_cliente === undefined))
    data.cod_cliente = a.cod_cliente
}

const cents = (v: unknown) => toCentavos(String(v ?? '0'))

const atendimentoSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  cod_vendedor: { kind: 'int', nullable: true, fk: 'vendedor' },
  data: { kind: 'datetime', default: nowSaoPaulo },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
  tipo_resultado: { kind: 'int', required: true, fk: 'atendimento-tipo-resultado' },
  forma_cobranca: { kind: 'int', nullable: true, fk: 'forma-cobranca' },
  observacao: { kind: 'string', maxLength: 5000 },
  data_retorno: { kind: 'date', nullable: true },
  is_deleted: { kind: 'bool' },
  concluido: { kind: 'bool' },
}

const negociacaoSchema: Schema = {
  atendimento: { kind: 'int', required: true, fk: 'atendimento' },
  cod_cliente: { kind: 'int', nullable: true, fk: 'cliente' },
  data: { kind: 'date', default: today },
  valor_original: { kind: 'decimal', required: true },
  desconto: { kind: 'decimal' },
  valor_negociado: { kind: 'decimal', nullable: true },
  qtd_parcelas: { kind: 'int', default: 1 },
  status: { kind: 'string', choices: ['proposta', 'aceita', 'cancelada'], default: 'proposta' },
  observacao: { kind: 'string', maxLength: 5000 },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
}

const entradaSchema: Schema = {
  atendimento: { kind: 'int', required: true, fk: 'atendimento' },
  negociacao: { kind: 'int', nullable: true, fk: 'atendimento-negociacao' },
  cod_cliente: { kind: 'int', nullable: true, fk: 'cliente' },
  data: { kind: 'date', default: today },
  valor_total: { kind: 'decimal', required: true },
  valor_entrada: { kind: 'decimal' },
  qtd_parcelas: { kind: 'int', default: 1 },
  forma_cobranca: { kind: 'int', nullable: true, fk: 'forma-cobranca' },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
}

const entradaParcelaSchema: Schema = {
  entrada: { kind: 'int', required: true, fk: 'atendimento-entrada' },
  atendimento: { kind: 'int', nullable: true, fk: 'atendimento' },
  cod_cliente: { kind: 'int', nullable: true, fk: 'cliente' },
  parcela: { kind: 'int', required: true },
  data_vencimento: { kind: 'date', required: true },
  valor: { kind: 'decimal', required: true },
  pago: { kind: 'bool' },
}

const lembreteSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  atendimento: { kind: 'int', nullable: true, fk: 'atendimento' },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
  data: { kind: 'datetime', required: true },
  descricao: { kind: 'string', required: true, maxLength: 1000 },
  concluido: { kind: 'bool' },
}

const telefoneSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  telefone: { kind: 'phone', required: true },
  tipo: { kind: 'string', choices: ['celular', 'fixo'], nullable: true },
  whatsapp: { kind: 'bool' },
  contato: { kind: 'string', maxLength: 200 },
  principal: { kind: 'bool' },
}

const emailSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  email: { kind: 'email', required: true },
  contato: { kind: 'string', maxLength: 200 },
  principal: { kind: 'bool' },
  recebe_cobranca: { kind: 'bool', default: true },
}

const parecerSchema: Schema = {
  cod_cliente: { kind: 'int', required: true, fk: 'cliente' },
  data: { kind: 'date', default: today },
  parecer: { kind: 'string', required: true, maxLength: 10000 },
  limite_atual: { kind: 'decimal', nullable: true },
  limite_sugerido: { kind: 'decimal', required: true },
  situacao: {
    kind: 'string',
    choices: ['aprovado', 'reprovado', 'em_analise'],
    default: 'em_analise',
  },
  usuario: { kind: 'int', nullable: true, fk: 'user' },
}

const pessoaSchema: Schema = {
  nome: { kind: 'string', required: true, maxLength: 200 },
  tipo_pessoa: { kind: 'string', choices: ['F', 'J'], nullable: true },
  cpf_cnpj: { kind: 'cpf_cnpj', required: true },
  email: { kind: 'email', nullable: true },
  telefone: { kind: 'phone', nullable: true },
  cidade: { kind: 'string', maxLength: 100 },
  uf: { kind: 'string', maxLength: 2 },
  observacao: { kind: 'string', maxLength: 5000 },
  ativo: { kind: 'bool', default: true },
}

const slimCustomer = (c: Cliente): ClienteResumo => ({
  cod_cliente: c.cod_cliente,
  nome_fantasia: c.nome_fantasia,
  cod_vendedor: c.cod_vendedor,
  cod_filial: c.cod_filial,
  cnpj_cpf: c.cnpj_cpf,
})

function reguaExtended(): ReguaExtended[] {
  const acoes = listRows('regua-acao')
  const segmentos = listRows('regua-segmento')
  const status = listRows('regua-status')
  return listRows('regua').map((r) => ({
    ...r,
    acoes: acoes.filter((a) => a.regua === r.id),
    segmentos: segmentos.filter((s) => s.regua === r.id),
    status: status.filter((s) => s.regua === r.id),
  }))
}

const asRows = <T>(rows: readonly T[]) => rows as unknown as readonly Row[]

/** One collection action performed on a customer: a rule dispatch or an analyst's action on a title. */
export interface AcaoCobrancaRealizada {
  id: string
  cod_cliente: number
  data: string
  origem: 'regua' | 'atendimento'
  acao: string
  canal: 'sms' | 'email' | 'whatsapp' | null
  documento: string | null
  destinatario: string | null
  status: string
  usuario: number | null
}

/** The dispatch log of the rules and the attendance actions on titles, as one list (path and shape ours). */
function acoesRealizadas(): AcaoCobrancaRealizada[] {
  const acoes = new Map(listRows('regua-acao').map((a) => [a.id, a.descricao]))
  const fromRule = listRows('disparo-log').map((d): AcaoCobrancaRealizada => ({
    id: `regua-${d.id}`,
    cod_cliente: d.cod_cliente,
    data: d.data,
    origem: 'regua',
    acao: acoes.get(d.regua_acao) ?? 'Régua de cobrança',
    canal: d.canal,
    documento: d.documento,
    destinatario: d.destinatario || null,
    status: d.status,
    usuario: null,
  }))
  const fromAttendance = listRows('atendimento-atak-cobranca').map((a): AcaoCobrancaRealizada => ({
    id: `atendimento-${a.id}`,
    cod_cliente: a.cod_cliente,
    data: a.data,
    origem: 'atendimento',
    acao: a.acao,
    canal: null,
    documento: a.documento,
    destinatario: null,
    status: 'realizada',
    usuario: a.usuario,
  }))
  return [...fromRule, ...fromAttendance]
}

/** Rows of an attendance's children may be filtered by `cliente` too, as the attendance list is. */
const CLIENTE_ALIAS = { cliente: 'cod_cliente' } as const

const C = '/api/cobranca'

/** Concludes every open, non-deleted attendance of one customer (the id in the path is cod_cliente). */
const concluirAtendimentos = route(
  'post',
  `${C}/atendimento/concluir-atendimentos/:id/`,
  ({ params }) => {
    if (!getRow('cliente', params.id)) return notFound()
    let quantidade = 0
    for (const a of listRows('atendimento')) {
      if (String(a.cod_cliente) === params.id && !a.is_deleted && !a.concluido) {
        updateRow('atendimento', a.id, { concluido: true })
        quantidade++
      }
    }
    return json({ detail: 'Atendimentos concluídos.', cod_cliente: Number(params.id), quantidade })
  },
)

/** The same phone (digits, without +55) or e-mail (case-insensitive) twice for one customer. */
function duplicateContact(
  table: 'cliente-telefone' | 'cliente-email',
  field: 'telefone' | 'email',
  data: Record<string, unknown>,
  existing?: Record<string, unknown>,
): boolean {
  const norm = (v: unknown) => {
    const text = String(v ?? '')
    if (field === 'email') return text.trim().toLowerCase()
    const digits = text.replace(/\D/g, '')
    return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits
  }
  const wanted = norm(data[field])
  if (!wanted) return false
  return (listRows(table) as unknown as Array<Record<string, unknown>>).some(
    (row) =>
      row.cod_cliente === data.cod_cliente &&
      (existing === undefined || row.id !== existing.id) &&
      norm(row[field]) === wanted,
  )
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Per customer, keeps the row `better` prefers (ties: `better` decides, so list order can win). */
function pickPerCustomer<R extends { cod_cliente: number }>(
  rows: Iterable<R>,
  better: (candidate: R, current: R) => boolean,
): R[] {
  const out = new Map<number, R>()
  for (const row of rows) {
    const current = out.get(row.cod_cliente)
    if (!current || better(row, current)) out.set(row.cod_cliente, row)
  }
  return [...out.values()]
}

const at = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/**
 * GET /api/cobranca/base-cobranca-resumo/?envios_desde=YYYY-MM-DD (ours, issue 15): what Base
 * Cobrança shows beside each customer, in one answer instead of four whole lists. Under the
 * specification's list names, at most one row per customer: `atendimentos` its latest attendance
 * (not deleted), `atakcobranca_atendimento` its latest collection action, `logs` its latest
 * automatic message since `envios_desde` (São Paulo day, default 90 days back; held ones left
 * out), `lembretes` its earliest open reminder. Rows carry only the fields the base reads.
 */
const baseResumo = route('get', `${C}/base-cobranca-resumo/`, ({ url, user }) => {
  if (user.is_client) return forbidden()
  const since = url.searchParams.get('envios_desde') ?? ''
  const from = ISO_DAY.test(since)
    ? since
    : new Date(Date.parse(`${today()}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10)
  // Later rows win ties (as the page's reading of the whole lists did); reminders: the first.
  const latest = <R extends { cod_cliente: number; data: unknown }>(a: R, b: R) =>
    !(at(b.data) > at(a.data))
  const atendimentos = pickPerCustomer(
    listRows('atendimento').filter((a) => !a.is_deleted && Number.isFinite(at(a.data))),
    latest,
  ).map((a) => ({
    id: a.id,
    cod_cliente: a.cod_cliente,
    data: a.data,
    tipo_resultado: a.tipo_resultado,
    observacao: a.observacao ?? '',
    data_retorno: a.data_retorno ?? null,
  }))
  const acoes = pickPerCustomer(
    listRows('atendimento-atak-cobranca').filter((a) => Number.isFinite(at(a.data))),
    latest,
  ).map((a) => ({
    id: a.id,
    atendimento: a.atendimento,
    cod_cliente: a.cod_cliente,
    data: a.data,
    acao: a.acao,
    documento: a.documento ?? '',
  }))
  const logs = pickPerCustomer(
    (listRows('disparo-log') as unknown as Row[]).filter(
      (d) =>
        d.status !== 'ignorado' &&
        String(d.data).slice(0, 10) >= from &&
        Number.isFinite(at(d.data)),
    ) as unknown as Array<Row & { cod_cliente: number; data: string }>,
    latest,
  ).map((d) => ({
    id: d.id,
    cod_cliente: d.cod_cliente,
    data: d.data,
    canal: d.canal,
    status: d.status,
    documento: d.documento ?? null,
  }))
  const lembretes = pickPerCustomer(
    listRows('lembrete').filter((l) => !l.concluido && Number.isFinite(at(l.data))),
    (a, b) => at(a.data) < at(b.data),
  ).map((l) => ({
    id: l.id,
    cod_cliente: l.cod_cliente,
    data: l.data,
    descricao: l.descricao,
    concluido: false,
  }))
  return json({ atendimentos, atakcobranca_atendimento: acoes, logs, lembretes })
})

export const cobrancaHandlers: RequestHandler[] = [
  ...concluirAtendimentos,
  ...baseResumo,
  ...observacaoHandlers,
  ...resource({
    path: `${C}/acao-cobranca-realizada/`,
    table: 'disparo-log',
    source: () => asRows(acoesRealizadas()),
    aliases: CLIENTE_ALIAS,
    searchFields: ['acao', 'documento', 'destinatario'],
    ordering: '-data',
  }),
  ...resource({
    path: `${C}/cliente/`,
    table: 'cliente',
    clientAccess: 'scoped',
    searchFields: ['cod_cliente', 'nome_fantasia', 'razao_social', 'cnpj_cpf', 'cidade'],
  }),
  ...resource({
    path: `${C}/clientes/`,
    table: 'cliente',
    clientAccess: 'scoped',
    source: () => asRows(listRows('cliente').map(slimCustomer)),
    searchFields: ['cod_cliente', 'nome_fantasia', 'cnpj_cpf'],
  }),
  ...resource({ path: `${C}/filial/`, table: 'filial', clientAccess: 'read' }),
  ...resource({ path: `${C}/vendedor/`, table: 'vendedor', clientAccess: 'read' }),
  ...resource({ path: `${C}/supervisor/`, table: 'supervisor' }),
  ...resource({ path: `${C}/analista-cobranca/`, table: 'analista-cobranca' }),
  ...resource({
    path: `${C}/vendedor-analista/`,
    table: 'vendedor-analista',
    clientAccess: 'read',
  }),
  ...resource({ path: `${C}/grupo-economico/`, table: 'grupo-economico' }),
  ...resource({ path: `${C}/forma-cobranca/`, table: 'forma-cobranca', clientAccess: 'read' }),
  ...resource({ path: `${C}/regua/`, table: 'regua' }),
  ...resource({ path: `${C}/regua-acao/`, table: 'regua-acao' }),
  ...resource({ path: `${C}/regua-segmento/`, table: 'regua-segmento' }),
  ...resource({ path: `${C}/regua-status/`, table: 'regua-status' }),
  ...resource({
    path: `${C}/regua-extended/`,
    table: 'regua',
    source: () => asRows(reguaExtended()),
  }),
  ...resource({ path: `${C}/atendimento-tipo-resultado/`, table: 'atendimento-tipo-resultado' }),
  ...resource({
    path: `${C}/atendimento-atak-cobranca/`,
    table: 'atendimento-atak-cobranca',
    aliases: CLIENTE_ALIAS,
  }),
  ...resource({
    path: `${C}/atendimento/`,
    table: 'atendimento',
    schema: atendimentoSchema,
    aliases: { cliente: 'cod_cliente', vendedor: 'cod_vendedor' },
    searchFields: ['observacao'],
    prepare(data, ctx) {
      fillUser(data, ctx)
      if (data.cod_vendedor === null || data.cod_vendedor === undefined)
        data.cod_vendedor = customerOf(data)?.cod_vendedor ?? null
      // The form's rule, against the server's today (the browser's clock may be days behind).
      const retorno = data.data_retorno
      if (typeof retorno === 'string' && retorno < today() && retorno !== ctx.existing?.data_retorno)
        return { data_retorno: [SERVER_RULES.retornoNoPassado] }
    },
  }),
  ...resource({
    path: `${C}/atendimento-negociacao/`,
    table: 'atendimento-negociacao',
    aliases: CLIENTE_ALIAS,
    schema: negociacaoSchema,
    prepare(data, ctx) {
      fillUser(data, ctx)
      fromAttendance(data)
      if (data.valor_negociado === null) {
        data.valor_negociado = ((cents(data.valor_original) - cents(data.desconto)) / 100).toFixed(
          2,
        )
      }
      if (cents(data.desconto) > cents(data.valor_original)) {
        return { desconto: ['O desconto não pode ser maior que o valor original.'] }
      }
      if (Number(data.qtd_parcelas) < 1)
        return { qtd_parcelas: ['Certifique-se de que este valor seja maior ou igual a 1.'] }
    },
  }),
  ...resource({
    path: `${C}/atendimento-entrada/`,
    table: 'atendimento-entrada',
    aliases: CLIENTE_ALIAS,
    schema: entradaSchema,
    prepare(data, ctx) {
      fillUser(data, ctx)
      fromAttendance(data)
      if (cents(data.valor_entrada) > cents(data.valor_total)) {
        return { valor_entrada: ['A entrada não pode ser maior que o valor total.'] }
      }
      if (Number(data.qtd_parcelas) < 1)
        return { qtd_parcelas: ['Certifique-se de que este valor seja maior ou igual a 1.'] }
    },
  }),
  ...resource({
    path: `${C}/atendimento-entrada-parcela/`,
    table: 'atendimento-entrada-parcela',
    aliases: CLIENTE_ALIAS,
    schema: entradaParcelaSchema,
    prepare(data) {
      const entrada = getRow('atendimento-entrada', data.entrada)
      if (entrada) {
        data.atendimento ??= entrada.atendimento
        data.cod_cliente ??= entrada.cod_cliente
      }
    },
  }),
  ...resource({
    path: `${C}/lembrete/`,
    table: 'lembrete',
    aliases: CLIENTE_ALIAS,
    schema: lembreteSchema,
    searchFields: ['descricao'],
    prepare(data, ctx) {
      fillUser(data, ctx)
      // São Paulo day of the reminder, against the server's today; an unchanged date may stay.
      const day = typeof data.data === 'string' ? data.data.slice(0, 10) : null
      if (day && day < today() && data.data !== ctx.existing?.data)
        return { data: [SERVER_RULES.lembreteNoPassado] }
    },
  }),
  ...resource({
    path: `${C}/cliente-telefone/`,
    table: 'cliente-telefone',
    aliases: CLIENTE_ALIAS,
    schema: telefoneSchema,
    clientAccess: 'scoped',
    prepare(data, ctx) {
      // "(11) 9xxxx-xxxx" is 15 characters: only mobiles have the ninth digit.
      if (!data.tipo) data.tipo = String(data.telefone).length === 15 ? 'celular' : 'fixo'
      if (duplicateContact('cliente-telefone', 'telefone', data, ctx.existing))
        return { telefone: ['Telefone já cadastrado para o cliente.'] }
    },
  }),
  ...resource({
    path: `${C}/cliente-email/`,
    table: 'cliente-email',
    aliases: CLIENTE_ALIAS,
    schema: emailSchema,
    clientAccess: 'scoped',
    prepare(data, ctx) {
      if (duplicateContact('cliente-email', 'email', data, ctx.existing))
        return { email: ['E-mail já cadastrado para o cliente.'] }
    },
  }),
  ...resource({
    path: `${C}/parecer-credito/`,
    table: 'parecer-credito',
    aliases: CLIENTE_ALIAS,
    schema: parecerSchema,
    ordering: '-data',
    prepare(data, ctx) {
      fillUser(data, ctx)
      if (data.limite_atual === null) data.limite_atual = customerOf(data)?.limite_credito ?? '0.00'
    },
  }),
  ...resource({
    path: `${C}/pessoa/`,
    table: 'pessoa',
    schema: pessoaSchema,
    searchFields: ['nome', 'cpf_cnpj', 'email', 'cidade'],
    prepare(data) {
      const kind = String(data.cpf_cnpj).length === 14 ? 'F' : 'J'
      if (!data.tipo_pessoa) data.tipo_pessoa = kind
      else if (data.tipo_pessoa !== kind) {
        return {
          cpf_cnpj: [
            kind === 'F'
              ? 'Informe um CNPJ para pessoa jurídica.'
              : 'Informe um CPF para pessoa física.',
          ],
        }
      }
    },
  }),
]
