/**
 * Promises to pay (issue 15), ours: /api/cobranca/promessa-pagamento/.
 * GET lists them with their status worked out on read (`ativa`, `vence_hoje`, `quebrada`: date
 * passed with titles still open, `cumprida`: every title paid, `cancelada`), filtered by
 * `cod_cliente` (or `cliente`), `status` (one or a comma list), `data_promessa` and `minhas=true`
 * (the signed-in analyst's: recorded by the user or of a customer of the user's portfolio).
 * Each row also names its customer (`nome_fantasia`) and its titles (`documentos`), read-only.
 * POST {cod_cliente, titulos: [ids], valor, data_promessa, atendimento?, observacao?};
 * PATCH {id}/ {cancelada: true} cancels (kept in the history); DELETE {id}/ removes.
 */
import type { RequestHandler } from 'msw'
import { V } from '../validation'
import { nowSaoPaulo } from '../clock'
import { deleteRow, getRow, insertRow, listRows, updateRow } from '../db'
import { fieldErrors, forbidden, json, noContent, notFound, readJson, route } from '../http'
import { linkedCustomers } from '../resource'
import '../types-collection'
import type { PromessaPagamento, PromessaStatus } from '../types-collection'

export const PROMESSAS_URL = '/api/cobranca/promessa-pagamento/'
export const PROMESSA_OBSERVACAO_MAX = 5000

const today = () => nowSaoPaulo().slice(0, 10)

export function promessaStatus(p: PromessaPagamento, on: string = today()): PromessaStatus {
  if (p.cancelada) return 'cancelada'
  const titles = p.titulos.map((id) => getRow('contas-receber', id))
  if (titles.length > 0 && titles.every((t) => !t || t.status === 'pago')) return 'cumprida'
  if (p.data_promessa < on) return 'quebrada'
  if (p.data_promessa === on) return 'vence_hoje'
  return 'ativa'
}

export function promessaView(p: PromessaPagamento, on: string = today()) {
  return {
    ...p,
    status: promessaStatus(p, on),
    nome_fantasia: getRow('cliente', p.cod_cliente)?.nome_fantasia ?? '',
    documentos: p.titulos.map((id) => getRow('contas-receber', id)?.documento ?? `#${id}`),
  }
}

/** The customers of the user's collection portfolio (cliente.analista = the user's analyst). */
function portfolioOf(userId: number): Set<number> {
  const analyst = listRows('analista-cobranca').find((a) => a.user === userId)
  if (!analyst) return new Set()
  return new Set(
    listRows('cliente')
      .filter((c) => c.analista === analyst.id)
      .map((c) => c.cod_cliente),
  )
}

const rows = () => listRows('promessa-pagamento') as readonly PromessaPagamento[]
const ISO = /^\d{4}-\d{2}-\d{2}$/

function validDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

export const promessasHandlers: RequestHandler[] = [
  ...route('get', PROMESSAS_URL, ({ url, user }) => {
    const on = today()
    const cod = url.searchParams.get('cod_cliente') ?? url.searchParams.get('cliente')
    const status = (url.searchParams.get('status') ?? '').split(',').filter(Boolean)
    const date = url.searchParams.get('data_promessa')
    const mine = user.is_client ? linkedCustomers(user) : null
    const own = url.searchParams.get('minhas') === 'true' ? portfolioOf(user.id) : null
    const list = rows()
      .filter((p) => (mine ? mine.has(String(p.cod_cliente)) : true))
      .filter((p) => (own ? p.usuario === user.id || own.has(p.cod_cliente) : true))
      .filter((p) => (cod ? String(p.cod_cliente) === cod : true))
      .filter((p) => (date ? p.data_promessa === date : true))
      .map((p) => promessaView(p, on))
      .filter((p) => (status.length ? status.includes(p.status) : true))
      .sort((a, b) => (a.data_promessa < b.data_promessa ? -1 : a.data_promessa > b.data_promessa ? 1 : a.id - b.id))
    return json(list)
  }),
  ...route('post', PROMESSAS_URL, async ({ request, user }) => {
    if (user.is_client) return forbidden()
    const body = await readJson(request)
    if (body instanceof Response) return body
    const errors: Record<string, string[]> = {}
    const cod = Number(body.cod_cliente)
    if (!Number.isInteger(cod) || !getRow('cliente', cod)) errors.cod_cliente = ['Cliente não encontrado.']
    const ids = Array.isArray(body.titulos) ? body.titulos.map(Number) : []
    if (ids.length === 0) errors.titulos = ['Escolha ao menos um título.']
    else {
      const titles = ids.map((id) => getRow('contas-receber', id))
      if (titles.some((t) => !t || t.cod_cliente !== cod))
        errors.titulos = ['Os títulos precisam ser deste cliente.']
      else if (titles.some((t) => t!.status === 'pago')) errors.titulos = ['Um dos títulos já está pago.']
    }
    const valor = typeof body.valor === 'string' || typeof body.valor === 'number' ? Number(body.valor) : NaN
    if (!Number.isFinite(valor) || valor <= 0) errors.valor = ['Informe um valor maior que zero.']
    if (!validDate(body.data_promessa)) errors.data_promessa = ['Informe uma data válida.']
    else if (body.data_promessa < today())
      errors.data_promessa = ['A data da promessa não pode ser anterior a hoje.']
    // The promise keeps the attendance's note (up to 5,000 characters), never a silent cut of it.
    if (typeof body.observacao === 'string' && body.observacao.length > PROMESSA_OBSERVACAO_MAX)
      errors.observacao = [V.maxLength(PROMESSA_OBSERVACAO_MAX)]
    if (Object.keys(errors).length) return fieldErrors(errors)
    const row = insertRow('promessa-pagamento', {
      cod_cliente: cod,
      atendimento: typeof body.atendimento === 'number' ? body.atendimento : null,
      titulos: ids,
      valor: valor.toFixed(2),
      data_promessa: body.data_promessa,
      criado_em: nowSaoPaulo(),
      usuario: user.id,
      observacao: typeof body.observacao === 'string' ? body.observacao : '',
      cancelada: false,
    }) as unknown as PromessaPagamento
    return json(promessaView(row), 201)
  }),
  ...route('patch', `${PROMESSAS_URL}:id/`, async ({ request, params, user }) => {
    if (user.is_client) return forbidden()
    const existing = getRow('promessa-pagamento', Number(params.id))
    if (!existing) return notFound()
    const body = await readJson(request)
    if (body instanceof Response) return body
    if (typeof body.cancelada !== 'boolean') return fieldErrors({ cancelada: ['Informe verdadeiro ou falso.'] })
    const saved = updateRow('promessa-pagamento', existing.id, { cancelada: body.cancelada })
    return json(promessaView(saved as unknown as PromessaPagamento))
  }),
  ...route('delete', `${PROMESSAS_URL}:id/`, ({ params, user }) => {
    if (user.is_client) return forbidden()
    const existing = getRow('promessa-pagamento', Number(params.id))
    if (!existing) return notFound()
    deleteRow('promessa-pagamento', existing.id)
    return noContent()
  }),
]
