/**
 * Notification settings (templates, SMTP servers, merge tags: plain CRUD) and the manual
 * notification of the collection base: can-notify (who would receive what) and queue (which
 * records each message in the dispatch log, as the automatic sender does).
 */
import type { RequestHandler } from 'msw'
import { todayISO } from '../../src/shared/lib/date'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, type Db } from '../db'
import { MSG, fieldErrors, forbidden, json, readJson, route } from '../http'
import { criteriaFromBody, criteriaFromParams, RESERVED_PARAMS, type Criteria } from '../query'
import { resource } from '../resource'
import type { Row } from '../db'
import type { Channel, Cliente, ContasReceberAgrupado } from '../types'
import { EMAIL_RE, V, validate, hasErrors, type Schema } from '../validation'
import { groupReceivables } from './contas-receber'
import {
  SAMPLE_TAG_VALUES,
  hasLineBreak,
  renderTemplate,
  unknownTags,
} from '../../src/shared/lib/template-tags'

const N = '/api/cobranca/notificacao'

/** The SMTP password is write-only, as in the real serializer. */
function hidePassword(row: Row): Row {
  const { password: _password, ...rest } = row
  void _password
  return rest
}

const CHANNELS: readonly Channel[] = ['sms', 'email', 'whatsapp']
/** Parameters that shape the notification, not the selection of titles. */
const NOT_FILTERS = new Set(['clientes', 'canal', 'template'])

export const ALREADY_SENT = 'Já foi enviada hoje uma notificação para estes filtros.'
const NOBODY = 'Nenhum cliente com títulos em aberto para estes filtros.'
const NO_CONTACT = 'Cliente sem contato cadastrado para o canal.'

/** Queues sent per day and selection; it lives with the database, so resetDb() forgets it too. */
const sentByDb = new WeakMap<Db, Map<string, string>>()
function sentQueues(): Map<string, string> {
  const db = getDb()
  let sent = sentByDb.get(db)
  if (!sent) {
    sent = new Map()
    sentByDb.set(db, sent)
  }
  return sent
}

function parseCustomers(raw: unknown): Set<string> | undefined {
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(',')
      : []
  const codes = items.map((v) => String(v).trim()).filter((v) => /^\d+$/.test(v))
  return codes.length ? new Set(codes) : undefined
}

/** The same filters and customers give the same key, whether they came as a query or as a body. */
function selectionKey(criteria: Criteria, customers: Set<string> | undefined): string {
  const parts = [...criteria]
    .filter(
      ([k, v]) => !RESERVED_PARAMS.has(k) && !NOT_FILTERS.has(k) && v.some((x) => x.trim() !== ''),
    )
    .map(([k, v]) => `${k}=${v.join('|')}`)
    .sort()
  parts.push(`clientes=${customers ? [...customers].sort().join(',') : '*'}`)
  return parts.join('&')
}

interface Recipient {
  cod_cliente: number
  nome_fantasia: string
  destinos: string[]
}

function destinations(cod: number): Record<Channel, string[]> {
  const phones = listRows('cliente-telefone').filter((t) => t.cod_cliente === cod)
  return {
    // SMS goes to mobiles; WhatsApp to numbers marked as such; e-mail to addresses that take collection mail.
    sms: phones.filter((t) => t.tipo === 'celular').map((t) => t.telefone),
    whatsapp: phones.filter((t) => t.whatsapp).map((t) => t.telefone),
    email: listRows('cliente-email')
      .filter((e) => e.cod_cliente === cod && e.recebe_cobranca)
      .map((e) => e.email),
  }
}

function selection(
  criteria: Criteria,
  customers: Set<string> | undefined,
): ContasReceberAgrupado[] {
  const filters: Criteria = new Map([...criteria].filter(([k]) => !NOT_FILTERS.has(k)))
  return groupReceivables(filters, { onlyCustomers: customers, withTitles: false })
}

function plan(groups: ContasReceberAgrupado[]) {
  const lists: Record<Channel, Recipient[]> = { sms: [], email: [], whatsapp: [] }
  const semContato: Record<Channel, Array<{ cod_cliente: number; nome_fantasia: string }>> = {
    sms: [],
    email: [],
    whatsapp: [],
  }
  for (const g of groups) {
    const to = destinations(g.cod_cliente)
    for (const canal of CHANNELS) {
      const who = { cod_cliente: g.cod_cliente, nome_fantasia: g.nome_fantasia }
      if (to[canal].length) lists[canal].push({ ...who, destinos: to[canal] })
      else semContato[canal].push(who)
    }
  }
  return { lists, semContato }
}

const canNotify = route('get', `${N}/can-notify/`, ({ url, user }) => {
  if (user.is_client) return forbidden()
  const criteria = criteriaFromParams(url.searchParams)
  const customers = parseCustomers(url.searchParams.getAll('clientes').join(','))
  const groups = selection(criteria, customers)
  const { lists, semContato } = plan(groups)
  const sentToday = sentQueues().get(selectionKey(criteria, customers)) === todayISO()
  return json({
    canNotify: !sentToday && groups.length > 0,
    motivo: sentToday ? ALREADY_SENT : groups.length === 0 ? NOBODY : null,
    clientes: groups.length,
    smsCount: lists.sms.length,
    emailCount: lists.email.length,
    whatsappCount: lists.whatsapp.length,
    smsList: lists.sms,
    emailList: lists.email,
    whatsappList: lists.whatsapp,
    semContato,
  })
})

function templateFor(canal: Channel, wanted: unknown): number | undefined {
  const chosen = wanted !== undefined && wanted !== null ? getRow('template', wanted) : undefined
  if (chosen && chosen.canal === canal) return chosen.id
  return listRows('template').find((t) => t.canal === canal && t.ativo)?.id
}

function actionFor(customer: Cliente | undefined, canal: Channel): number | null {
  if (!customer) return null
  return (
    listRows('regua-acao').find((a) => a.regua === customer.regua && a.canal === canal)?.id ?? null
  )
}

const queue = route('post', `${N}/queue/`, async ({ request, user }) => {
  if (user.is_client) return forbidden()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const canal = body.canal as Channel
  if (body.canal === undefined || body.canal === null || body.canal === '')
    return fieldErrors({ canal: [MSG.required] })
  if (!CHANNELS.includes(canal)) return fieldErrors({ canal: [V.choice(body.canal)] })
  const filtros =
    body.filtros && typeof body.filtros === 'object' && !Array.isArray(body.filtros)
      ? (body.filtros as Row)
      : {}
  const criteria = criteriaFromBody(filtros)
  const customers = parseCustomers(body.clientes)
  const key = selectionKey(criteria, customers)
  const today = todayISO()
  if (sentQueues().get(key) === today) return json({ detail: ALREADY_SENT, canNotify: false }, 409)
  const groups = selection(criteria, customers)
  if (groups.length === 0) return json({ detail: NOBODY, canNotify: true }, 400)
  const template = templateFor(canal, body.template)
  if (template === undefined)
    return fieldErrors({ template: ['Nenhum modelo ativo para o canal.'] })
  const data = nowSaoPaulo()
  const wanted = new Set(groups.map((g) => g.cod_cliente))
  // The oldest overdue title of each customer names the message, as the automatic sender does.
  const oldestOverdue = new Map<
    number,
    { id: number; documento: string; data_vencimento: string }
  >()
  for (const t of listRows('contas-receber')) {
    if (t.status !== 'vencido' || !wanted.has(t.cod_cliente)) continue
    const current = oldestOverdue.get(t.cod_cliente)
    if (!current || t.data_vencimento < current.data_vencimento) oldestOverdue.set(t.cod_cliente, t)
  }
  let mensagens = 0
  let semContato = 0
  for (const g of groups) {
    const customer = getRow('cliente', g.cod_cliente)
    const oldest = oldestOverdue.get(g.cod_cliente)
    const base = {
      data,
      cod_cliente: g.cod_cliente,
      conta_receber: oldest?.id ?? null,
      documento: oldest?.documento ?? null,
      regua: customer?.regua ?? null,
      regua_acao: actionFor(customer, canal),
      template,
      canal,
    }
    const to = destinations(g.cod_cliente)[canal]
    if (to.length === 0) {
      semContato += 1
      insertRow('disparo-log', { ...base, destinatario: '', status: 'falha', erro: NO_CONTACT })
      continue
    }
    for (const destinatario of to) {
      mensagens += 1
      insertRow('disparo-log', { ...base, destinatario, status: 'enviado', erro: null })
    }
  }
  sentQueues().set(key, today)
  return json(
    {
      detail: 'Notificações enfileiradas.',
      canal,
      clientes: groups.length,
      mensagens,
      sem_contato: semContato,
      canNotify: false,
    },
    201,
  )
})

/** Hosts the demo pretends to reach; every other host is "unreachable". No socket is ever opened. */
const REACHABLE_SMTP = [/^smtp\.office365\.com$/i, /^smtp\.gmail\.com$/i, /(^|\.)boasafra\.com\.br$/i, /^localhost$/i, /^127\.0\.0\.1$/]
const HOSTNAME_RE = /^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/
const SMTP_PORTS = new Set([25, 465, 587, 2525])

const smtpTestSchema: Schema = {
  host: { kind: 'string', required: true, maxLength: 255, singleLine: true },
  port: { kind: 'int', required: true },
  username: { kind: 'string', maxLength: 255, singleLine: true },
  password: { kind: 'string', maxLength: 255 },
  from_email: { kind: 'string', maxLength: 255, singleLine: true },
  use_tls: { kind: 'bool' },
  use_ssl: { kind: 'bool' },
}

/** POST .../smtp/test/: checks the settings as a connection test would, without connecting anywhere. */
const smtpTest = route('post', `${N}/smtp/test/`, async ({ request, user }) => {
  if (user.is_client) return forbidden()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { data, errors } = validate(smtpTestSchema, body, false)
  if (hasErrors(errors)) return fieldErrors(errors as Record<string, string[]>)
  const host = String(data.host).trim()
  const port = Number(data.port)
  if (!HOSTNAME_RE.test(host))
    return json({ ok: false, host: [`"${host}" não é um nome de servidor válido.`], detail: `Host inválido: "${host}".` }, 400)
  if (port < 1 || port > 65535) return fieldErrors({ port: ['Informe uma porta entre 1 e 65535.'] })
  if (data.use_tls === true && data.use_ssl === true)
    return json({ ok: false, non_field_errors: ['Escolha TLS ou SSL, não os dois.'], detail: 'Escolha TLS ou SSL, não os dois.' }, 400)
  if (!REACHABLE_SMTP.some((re) => re.test(host)))
    return json(
      { ok: false, detail: `Não foi possível conectar a ${host}:${port}: servidor inalcançável (tempo esgotado).` },
      400,
    )
  if (!SMTP_PORTS.has(port))
    return json({ ok: false, detail: `Conexão recusada em ${host}:${port}. Portas usuais: 587 (TLS) ou 465 (SSL).` }, 400)
  if (port === 465 && data.use_ssl !== true)
    return json({ ok: false, detail: `A porta 465 exige SSL. Marque "Usar SSL" e teste de novo.` }, 400)
  const secure = data.use_ssl ? 'SSL' : data.use_tls ? 'TLS' : 'sem criptografia'
  return json({
    ok: true,
    detail: `Conexão com ${host}:${port} bem-sucedida (${secure}). Autenticação aceita. Nenhuma mensagem foi enviada.`,
  })
})

const PHONE_DIGITS = /^\d{10,11}$/

/** POST .../template/test/ (ours): renders a template with sample values and "sends" it to one address. */
const templateTest = route('post', `${N}/template/test/`, async ({ request, user }) => {
  if (user.is_client) return forbidden()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const canal = body.canal as Channel
  if (!CHANNELS.includes(canal)) return fieldErrors({ canal: [body.canal ? V.choice(body.canal) : MSG.required] })
  const destino = typeof body.destino === 'string' ? body.destino.trim() : ''
  const corpo = typeof body.corpo === 'string' ? body.corpo : ''
  const assunto = typeof body.assunto === 'string' ? body.assunto : ''
  const errors: Record<string, string[]> = {}
  if (!destino) errors.destino = [MSG.required]
  else if (hasLineBreak(String(body.destino))) errors.destino = [V.singleLine]
  else if (canal === 'email' && !EMAIL_RE.test(destino)) errors.destino = [V.email]
  else if (canal !== 'email' && !PHONE_DIGITS.test(destino.replace(/\D/g, ''))) errors.destino = [V.phone]
  if (!corpo.trim()) errors.corpo = [MSG.required]
  if (canal === 'email' && hasLineBreak(assunto)) errors.assunto = [V.singleLine]
  if (Object.keys(errors).length) return fieldErrors(errors)
  const html = canal === 'email'
  return json({
    detail: `Mensagem de teste registrada para ${destino}. No ambiente de demonstração nada sai da máquina.`,
    destino,
    assunto: html ? renderTemplate(assunto, SAMPLE_TAG_VALUES, { mode: 'text' }) : '',
    mensagem: renderTemplate(corpo, SAMPLE_TAG_VALUES, { mode: html ? 'html' : 'text' }),
  })
})

function tagCheck(data: Row): Partial<Record<string, string[]>> | undefined {
  const known = listRows('tag').map((t) => t.tag)
  const out: Record<string, string[]> = {}
  for (const field of ['assunto', 'corpo']) {
    const bad = unknownTags(String(data[field] ?? ''), known)
    if (bad.length) out[field] = [`Marcações desconhecidas: ${bad.join(', ')}.`]
  }
  return Object.keys(out).length ? out : undefined
}

export const notificacaoHandlers: RequestHandler[] = [
  ...canNotify,
  ...queue,
  ...smtpTest,
  ...templateTest,
  ...resource({ path: `${N}/tags/`, table: 'tag' }),
  ...resource({
    path: `${N}/template/`,
    table: 'template',
    schema: {
      nome: { kind: 'string', required: true, maxLength: 120 },
      canal: { kind: 'string', required: true, choices: ['sms', 'email', 'whatsapp'] },
      // The subject ends up in a mail header: CR/LF would allow header injection.
      assunto: { kind: 'string', maxLength: 255, singleLine: true },
      corpo: { kind: 'string', required: true, maxLength: 20000 },
      ativo: { kind: 'bool', default: true },
    },
    searchFields: ['nome', 'assunto', 'corpo'],
    prepare(data) {
      if (data.canal === 'email' && !String(data.assunto ?? '').trim())
        return { assunto: [MSG.required] }
      if (data.canal !== 'email') data.assunto = ''
      return tagCheck(data)
    },
  }),
  ...resource({
    path: `${N}/smtp/`,
    table: 'smtp',
    project: hidePassword,
    schema: {
      nome: { kind: 'string', required: true, maxLength: 120 },
      host: { kind: 'string', required: true, maxLength: 255, singleLine: true },
      port: { kind: 'int', required: true },
      username: { kind: 'string', maxLength: 255, singleLine: true },
      password: { kind: 'string', maxLength: 255 },
      from_email: { kind: 'string', required: true, maxLength: 255, singleLine: true },
      use_tls: { kind: 'bool' },
      use_ssl: { kind: 'bool' },
      ativo: { kind: 'bool', default: true },
    },
    prepare(data) {
      if (data.use_tls === true && data.use_ssl === true) {
        return { non_field_errors: ['Escolha TLS ou SSL, não os dois.'] }
      }
      const port = Number(data.port)
      if (port < 1 || port > 65535) return { port: ['Informe uma porta entre 1 e 65535.'] }
    },
  }),
]
