/**
 * Fale com o Financeiro: clients write to the finance department, staff answer. The paths are
 * ours (the specification shows none); docs/api-contract.md lists them.
 */
import type { RequestHandler } from 'msw'
import { isValidEmail, isValidPhoneBR } from '../../src/shared/lib/validators'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, updateRow, type Row } from '../db'
import { MSG, fieldErrors, forbidden, json, notFound, readJson, route, type Context } from '../http'
import { criteriaFromParams, filterRows } from '../query'
import { linkedCustomers } from '../resource'
import { seedContactMessages } from '../seed-contact-automation'
import type { SystemUser } from '../types'
import type { ContatoMensagem } from '../types-contact'

export const CONTATO_URL = '/api/contato/mensagens/'
const STAFF_ROUTE = '/contato/contato'

export const CONTATO_MESSAGES = {
  cliente: 'Escolha um dos seus clientes.',
  assuntoMax: 'Use no máximo 120 caracteres.',
  mensagemMin: 'Escreva pelo menos 10 caracteres.',
  mensagemMax: 'Use no máximo 4000 caracteres.',
  titulo: 'Título não encontrado para este cliente.',
  contato: 'Informe um e-mail ou um telefone com DDD válido.',
  resposta: 'Escreva a resposta.',
  onlyClients: 'Só clientes enviam mensagens por aqui.',
} as const

/** The messages table, built from the current data on first use (and again after a reset). */
function messages(): ContatoMensagem[] {
  const db = getDb()
  if (!db.tables['contato-mensagem']) db.tables['contato-mensagem'] = seedContactMessages(db)
  return db.tables['contato-mensagem']
}

function isStaffReader(user: SystemUser): boolean {
  return !user.is_client && (user.is_superuser || user.routes.includes(STAFF_ROUTE))
}

function visible(user: SystemUser): ContatoMensagem[] | Response {
  const all = messages()
  if (user.is_client) {
    const mine = linkedCustomers(user)
    return all.filter((m) => mine.has(String(m.cod_cliente)))
  }
  return isStaffReader(user) ? all : forbidden()
}

const newestFirst = (a: ContatoMensagem, b: ContatoMensagem) =>
  b.criado_em.localeCompare(a.criado_em) || b.id - a.id

function list(ctx: Context): Response {
  const rows = visible(ctx.user)
  if (rows instanceof Response) return rows
  const filtered = filterRows(rows as unknown as Row[], criteriaFromParams(ctx.url.searchParams), {
    fields: new Set(['status', 'cod_cliente', 'titulo', 'usuario']),
    aliases: { cliente: 'cod_cliente' },
    searchFields: ['assunto', 'mensagem', 'nome_fantasia', 'titulo_documento', 'usuario_nome'],
  }) as unknown as ContatoMensagem[]
  return json([...filtered].sort(newestFirst))
}

function retrieve(ctx: Context): Response {
  const rows = visible(ctx.user)
  if (rows instanceof Response) return rows
  const row = rows.find((m) => String(m.id) === ctx.params.id)
  return row ? json(row) : notFound()
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v))

async function create(ctx: Context): Promise<Response> {
  if (!ctx.user.is_client) return json({ detail: CONTATO_MESSAGES.onlyClients }, 403)
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const errors: Record<string, string[]> = {}
  const mine = [...linkedCustomers(ctx.user)]
  let cod = body.cod_cliente === undefined || body.cod_cliente === null || body.cod_cliente === '' ? null : Number(body.cod_cliente)
  if (cod === null && mine.length === 1) cod = Number(mine[0])
  if (cod === null || !mine.includes(String(cod))) errors.cod_cliente = [cod === null ? MSG.required : CONTATO_MESSAGES.cliente]
  const assunto = str(body.assunto)
  if (!assunto) errors.assunto = [MSG.blank]
  else if (assunto.length > 120) errors.assunto = [CONTATO_MESSAGES.assuntoMax]
  else if (/[\r\n]/.test(assunto)) errors.assunto = ['Este campo não pode conter quebras de linha.']
  const mensagem = str(body.mensagem)
  if (!mensagem) errors.mensagem = [MSG.blank]
  else if (mensagem.length < 10) errors.mensagem = [CONTATO_MESSAGES.mensagemMin]
  else if (mensagem.length > 4000) errors.mensagem = [CONTATO_MESSAGES.mensagemMax]
  const contato = str(body.responder_para)
  if (!contato) errors.responder_para = [MSG.blank]
  else if (!isValidEmail(contato) && !isValidPhoneBR(contato)) errors.responder_para = [CONTATO_MESSAGES.contato]
  let tituloDoc: string | null = null
  const titulo = body.titulo === undefined || body.titulo === null || body.titulo === '' ? null : Number(body.titulo)
  if (titulo !== null) {
    const t = getRow('contas-receber', titulo)
    if (!t || !mine.includes(String(t.cod_cliente)) || (cod !== null && t.cod_cliente !== cod)) errors.titulo = [CONTATO_MESSAGES.titulo]
    else tituloDoc = t.documento
  }
  if (Object.keys(errors).length) return fieldErrors(errors)
  const cliente = getRow('cliente', cod)!
  messages()
  const row = insertRow('contato-mensagem', {
    cod_cliente: cod,
    nome_fantasia: cliente.nome_fantasia,
    usuario: ctx.user.id,
    usuario_nome: `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.user.username,
    assunto,
    mensagem,
    titulo,
    titulo_documento: tituloDoc,
    responder_para: contato,
    status: 'novo',
    criado_em: nowSaoPaulo(),
    respondido_em: null,
    respostas: [],
  })
  return json(row, 201)
}

async function answer(ctx: Context): Promise<Response> {
  if (!isStaffReader(ctx.user)) return forbidden()
  const existing = messages().find((m) => String(m.id) === ctx.params.id)
  if (!existing) return notFound()
  const body = await readJson(ctx.request)
  if (body instanceof Response) return body
  const texto = str(body.texto)
  if (!texto) return fieldErrors({ texto: [CONTATO_MESSAGES.resposta] })
  if (texto.length > 4000) return fieldErrors({ texto: [CONTATO_MESSAGES.mensagemMax] })
  const now = nowSaoPaulo()
  const nextReply = listRows('contato-mensagem').reduce((n, m) => n + m.respostas.length, 0) + 1
  const updated = updateRow('contato-mensagem', existing.id, {
    status: 'respondido',
    respondido_em: now,
    respostas: [
      ...existing.respostas,
      {
        id: nextReply,
        texto,
        autor: ctx.user.id,
        autor_nome: `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.user.username,
        criado_em: now,
      },
    ],
  })
  return json(updated)
}

/** The contato module's endpoints (listed before the generic cobrança resources, so they win). */
export const contatoHandlers: RequestHandler[] = [
  ...route('get', CONTATO_URL, list),
  ...route('post', CONTATO_URL, create),
  ...route('get', `${CONTATO_URL}:id/`, retrieve),
  ...route('post', `${CONTATO_URL}:id/responder/`, answer),
]
