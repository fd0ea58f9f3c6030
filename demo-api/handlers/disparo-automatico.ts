/**
 * GET /api/cobranca/disparo-automatico?data_inicio=&data_fim= (spec section 7): the automatic
 * dispatch log, newest first. The collection base reads it as `logs` (last action per customer)
 * and the dispatch report lists it. The row shape is ours (DisparoLogRow in ../types-collection-rule.ts).
 * Messages the rules held back (status `ignorado`) are no dispatch: they are listed only when asked
 * for (`incluir_ignorados=true` or `status=ignorado`), so the base never shows them as an action.
 * GET .../disparo-automatico/{id}/ gives one row with its rendered message; POST .../excel exports.
 */
import type { RequestHandler } from 'msw'
import { formatDateTime, isValidISODate } from '../../src/shared/lib/date'
import { renderTemplate } from '../../src/shared/lib/template-tags'
import { tagValues } from '../rules/dispatch-engine'
import { getRow, listRows, type Row } from '../db'
import { attachmentHeader, buildWorkbook, XLSX_MIME } from '../excel'
import { LINK_2VIA_BASE } from '../dispatch-engine'
import { forbidden, json, notFound, readJson, route } from '../http'
import { criteriaFromParams, filterRows, paginate } from '../query'
import type { DisparoLogRow } from '../types-collection-rule'

const PATH = '/api/cobranca/disparo-automatico'
const PERIOD = ['data_inicio', 'data_fim'] as const
export const DISPATCH_REPORT_TITLE = 'Relatório de Disparo Automático'
const DATE_ERROR = 'Formato inválido para data. Use um dos formatos a seguir: YYYY-MM-DD.'

function period(url: URL): { inicio: string; fim: string } | Response {
  const errors: Record<string, string[]> = {}
  for (const name of PERIOD) {
    const value = url.searchParams.get(name)
    if (value && !isValidISODate(value)) errors[name] = [DATE_ERROR]
  }
  if (Object.keys(errors).length) return json(errors, 400)
  return {
    inicio: url.searchParams.get('data_inicio') ?? '',
    fim: url.searchParams.get('data_fim') ?? '',
  }
}

/** Rows written before the rule engine kept the text (the seeded history) are rendered on demand. */
function withMessage(row: DisparoLogRow): DisparoLogRow {
  if (row.mensagem) return row
  const template = row.template !== null ? getRow('template', row.template) : undefined
  const cliente = getRow('cliente', row.cod_cliente)
  if (!template || !cliente) return { ...row, assunto: '', mensagem: '' }
  const titulo = row.conta_receber !== null ? getRow('contas-receber', row.conta_receber) : undefined
  const day = row.data.slice(0, 10)
  const values = tagValues(
    cliente,
    titulo ? [titulo] : [],
    day,
    (hash) => `${LINK_2VIA_BASE}${hash}`,
  )
  const html = template.canal === 'email'
  return {
    ...row,
    assunto: html ? renderTemplate(template.assunto, values, { mode: 'text' }) : '',
    mensagem: renderTemplate(template.corpo, values, { mode: html ? 'html' : 'text' }),
  }
}

const list = route('get', PATH, ({ url, user }) => {
  if (user.is_client) return forbidden()
  const range = period(url)
  if (range instanceof Response) return range
  const { inicio, fim } = range
  const rows = listRows('disparo-log') as unknown as readonly DisparoLogRow[]
  const criteria = criteriaFromParams(url.searchParams)
  for (const name of PERIOD) criteria.delete(name)
  const withHeld =
    criteria.get('incluir_ignorados')?.[0] === 'true' || criteria.get('status')?.includes('ignorado')
  criteria.delete('incluir_ignorados')
  // `data` is an instant: the period compares its São Paulo calendar day, both ends included.
  const inPeriod = rows.filter((r) => {
    const day = String(r.data).slice(0, 10)
    return (
      (!inicio || day >= inicio) && (!fim || day <= fim) && (withHeld || r.status !== 'ignorado')
    )
  })
  const fields = new Set(Object.keys(rows[0] ?? { id: 0 }))
  for (const f of ['assunto', 'mensagem', 'origem', 'execucao']) fields.add(f)
  const filtered = filterRows(inPeriod as unknown as readonly Row[], criteria, { fields })
  filtered.sort((a, b) =>
    String(a.data) < String(b.data)
      ? 1
      : String(a.data) > String(b.data)
        ? -1
        : Number(b.id) - Number(a.id),
  )
  // The list stays light (the base reads it); the message text comes with the detail.
  const light = filtered.map((r) => {
    const { mensagem: _m, assunto: _a, ...rest } = r
    void _m
    void _a
    return rest
  })
  const page = paginate(light, url)
  return page instanceof Response ? page : json(page)
})

const detail = route('get', `${PATH}/:id/`, ({ params, user }) => {
  if (user.is_client) return forbidden()
  if (!/^\d+$/.test(params.id)) return notFound()
  const row = getRow('disparo-log', params.id) as unknown as DisparoLogRow | undefined
  return row ? json(withMessage(row)) : notFound()
})

const CANAL: Record<string, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' }

/** POST .../excel?data_inicio=&data_fim=: the rows given (what is on screen), or the period's log. */
const excel = route('post', `${PATH}/excel`, async ({ request, url, user }) => {
  if (user.is_client) return forbidden()
  const range = period(url)
  if (range instanceof Response) return range
  const body = await readJson(request)
  if (body instanceof Response) return body
  let data: Array<Record<string, unknown>>
  if (Array.isArray(body.data)) {
    if (body.data.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
      return json({ data: ['Envie uma lista de linhas (objetos).'] }, 400)
    data = body.data as Array<Record<string, unknown>>
  } else {
    const clientes = new Map(listRows('cliente').map((c) => [c.cod_cliente, c.nome_fantasia]))
    data = (listRows('disparo-log') as unknown as readonly DisparoLogRow[])
      .filter((r) => {
        const day = r.data.slice(0, 10)
        return (!range.inicio || day >= range.inicio) && (!range.fim || day <= range.fim)
      })
      .map((r) => ({
        Data: formatDateTime(r.data),
        Cliente: `${r.cod_cliente} · ${clientes.get(r.cod_cliente) ?? ''}`,
        Canal: CANAL[r.canal] ?? r.canal,
        Destinatário: r.destinatario,
        Status: r.status,
        Motivo: r.erro ?? '',
        Documento: r.documento ?? '',
      }))
  }
  const title =
    typeof body.title === 'string' && body.title.trim() ? body.title.trim() : DISPATCH_REPORT_TITLE
  const bytes = await buildWorkbook(data, title)
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': attachmentHeader(title, 'xlsx') },
  })
})

export const disparoAutomaticoHandlers: RequestHandler[] = [...excel, ...list, ...detail]
