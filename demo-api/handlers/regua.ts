/**
 * The collection-rule module: rules, steps, segments and statuses (writable, with the rule-level
 * checks), the customers under each rule, the dry run ("Quem seria notificado hoje") and the run
 * ("Executar agora"). Listed before the generic cobrança resources, so these win.
 */
import type { RequestHandler } from 'msw'
import { isValidISODate, todayISO } from '../../src/shared/lib/date'
import { planDispatch } from '../rules/dispatch-engine'
import { nowSaoPaulo } from '../clock'
import { getDb, getRow, insertRow, listRows, updateRow, deleteWhere, type Row } from '../db'
import { engineInput, recordPlan } from '../dispatch-engine'
import { fieldErrors, forbidden, json, noContent, notFound, readJson, route } from '../http'
import { resource } from '../resource'
import type { SystemUser } from '../types'
import type { ReguaAcaoRow } from '../types-collection-rule'
import { V, type Schema } from '../validation'

const C = '/api/cobranca'
export const REGUA_CLIENTES = `${C}/regua/:id/clientes/`
export const REGUA_SIMULAR = `${C}/regua/simular/`
export const REGUA_EXECUTAR = `${C}/regua/executar/`
export const REGUA_EXECUCOES = `${C}/regua/execucoes/`

/** The timeline the rule screen shows; steps outside it are refused. */
export const MIN_DIAS = -15
export const MAX_DIAS = 90

const CHANNEL_LABEL: Record<string, string> = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' }
const dLabel = (dias: number) => (dias === 0 ? 'D0' : dias > 0 ? `D+${dias}` : `D−${-dias}`)

export function canRun(user: SystemUser): boolean {
  return user.is_superuser || user.role === 'admin' || user.role === 'supervisor'
}

const reguaSchema: Schema = {
  nome: { kind: 'string', required: true, maxLength: 120 },
  descricao: { kind: 'string', maxLength: 500, default: '' },
  ativo: { kind: 'bool', default: true },
  max_mensagens_semana: { kind: 'int', nullable: true, default: 3 },
}

const acaoSchema: Schema = {
  regua: { kind: 'int', required: true, fk: 'regua' },
  dias: { kind: 'int', required: true },
  canal: { kind: 'string', required: true, choices: ['email', 'sms', 'whatsapp'] },
  template: { kind: 'int', required: true, fk: 'template' },
  descricao: { kind: 'string', maxLength: 120, default: '' },
  ativo: { kind: 'bool', default: true },
  ordem: { kind: 'int', default: 1 },
}

const segmentoSchema: Schema = {
  regua: { kind: 'int', required: true, fk: 'regua' },
  descricao: { kind: 'string', required: true, maxLength: 120 },
}

const statusSchema: Schema = {
  regua: { kind: 'int', required: true, fk: 'regua' },
  descricao: { kind: 'string', required: true, maxLength: 60 },
  dias_de: { kind: 'int', required: true },
  dias_ate: { kind: 'int', nullable: true, default: null },
  cor: { kind: 'string', required: true, maxLength: 20 },
}

function customersOf(regua: unknown) {
  return listRows('cliente').filter((c) => String(c.regua) === String(regua))
}

/** regua-extended: each rule with its steps, segments, statuses and how many customers follow it. */
function reguaExtended(): Row[] {
  const acoes = listRows('regua-acao')
  const segmentos = listRows('regua-segmento')
  const status = listRows('regua-status')
  const counts = new Map<number, number>()
  for (const c of listRows('cliente')) counts.set(c.regua, (counts.get(c.regua) ?? 0) + 1)
  return listRows('regua').map((r) => ({
    ...r,
    qtd_clientes: counts.get(r.id) ?? 0,
    acoes: acoes.filter((a) => a.regua === r.id),
    segmentos: segmentos.filter((s) => s.regua === r.id),
    status: status.filter((s) => s.regua === r.id),
  }))
}

/** Ranges [de, ate] (ate null = no end) of one rule never overlap. */
function overlaps(a: { dias_de: number; dias_ate: number | null }, b: typeof a): boolean {
  const aEnd = a.dias_ate ?? Number.POSITIVE_INFINITY
  const bEnd = b.dias_ate ?? Number.POSITIVE_INFINITY
  return a.dias_de <= bEnd && b.dias_de <= aEnd
}

const deleteRegua = route('delete', `${C}/regua/:id/`, ({ params, url, user }) => {
  if (user.is_client) return forbidden()
  const regua = getRow('regua', params.id)
  if (!regua) return notFound()
  const clientes = customersOf(regua.id)
  const target = url.searchParams.get('mover_para')
  if (clientes.length > 0) {
    if (!target)
      return json(
        {
          detail: `A régua "${regua.nome}" tem ${clientes.length} ${clientes.length === 1 ? 'cliente' : 'clientes'}. Escolha para qual régua movê-los antes de excluir.`,
          qtd_clientes: clientes.length,
        },
        400,
      )
    const dest = getRow('regua', target)
    if (!dest || dest.id === regua.id) return fieldErrors({ mover_para: [V.fk(target)] })
    for (const c of clientes) updateRow('cliente', c.cod_cliente, { regua: dest.id })
    for (const s of listRows('regua-segmento').filter((s) => s.regua === regua.id))
      updateRow('regua-segmento', s.id, { regua: dest.id })
  }
  deleteWhere('regua-acao', (r) => r.regua === regua.id)
  deleteWhere('regua-status', (r) => r.regua === regua.id)
  deleteWhere('regua-segmento', (r) => r.regua === regua.id)
  deleteWhere('regua', (r) => r.id === regua.id)
  return noContent()
})

const clientesDaRegua = route('get', REGUA_CLIENTES, ({ params, user }) => {
  if (user.is_client) return forbidden()
  const regua = getRow('regua', params.id)
  if (!regua) return notFound()
  const segmentos = new Map(listRows('regua-segmento').map((s) => [s.id, s.descricao]))
  return json(
    customersOf(regua.id)
      .map((c) => ({
        cod_cliente: c.cod_cliente,
        nome_fantasia: c.nome_fantasia,
        cnpj_cpf: c.cnpj_cpf,
        segmento: c.segmento,
        segmento_descricao: segmentos.get(c.segmento) ?? '',
        cidade: c.cidade,
        uf: c.uf,
        ativo: c.ativo,
      }))
      .sort((a, b) => a.nome_fantasia.localeCompare(b.nome_fantasia, 'pt-BR')),
  )
})

interface RunArgs {
  data: string
  regua: number | null
}

function runArgs(body: Row): RunArgs | Response {
  const data = body.data === undefined || body.data === null || body.data === '' ? todayISO() : body.data
  if (typeof data !== 'string' || !isValidISODate(data)) return fieldErrors({ data: [V.date] })
  const raw = body.regua
  if (raw === undefined || raw === null || raw === '') return { data, regua: null }
  if (!getRow('regua', raw)) return fieldErrors({ regua: [V.fk(raw)] })
  return { data, regua: Number(raw) }
}

const simular = route('post', REGUA_SIMULAR, async ({ request, user }) => {
  if (user.is_client) return forbidden()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const args = runArgs(body)
  if (args instanceof Response) return args
  return json({ ...planDispatch(engineInput(getDb().tables, args.data, args.regua)), pode_executar: canRun(user) })
})

const executar = route('post', REGUA_EXECUTAR, async ({ request, user }) => {
  if (user.is_client) return forbidden()
  if (!canRun(user))
    return json({ detail: 'Apenas supervisores podem executar a régua de cobrança.' }, 403)
  const body = await readJson(request)
  if (body instanceof Response) return body
  const args = runArgs(body)
  if (args instanceof Response) return args
  const today = todayISO()
  if (args.data > today)
    return fieldErrors({ data: ['Não é possível executar a régua para uma data futura.'] })
  if (args.regua !== null && !getRow('regua', args.regua)?.ativo)
    return fieldErrors({ regua: ['A régua está inativa. Ative-a para executar.'] })
  const plan = planDispatch(engineInput(getDb().tables, args.data, args.regua))
  const summary = recordPlan(
    plan,
    nowSaoPaulo(),
    (row) => insertRow('disparo-log', row),
    (run) => Number(insertRow('regua-execucao', run as unknown as Row).id),
    user.id,
  )
  return json({ ...summary, totais: plan.totais }, 201)
})

export const reguaHandlers: RequestHandler[] = [
  ...deleteRegua,
  ...clientesDaRegua,
  ...simular,
  ...executar,
  ...resource({ path: REGUA_EXECUCOES, table: 'regua-execucao', ordering: '-id' }),
  ...resource({
    path: `${C}/regua/`,
    table: 'regua',
    schema: reguaSchema,
    searchFields: ['nome', 'descricao'],
    prepare(data) {
      if (data.max_mensagens_semana === null || data.max_mensagens_semana === undefined)
        data.max_mensagens_semana = 3
      const cap = Number(data.max_mensagens_semana)
      if (!Number.isInteger(cap) || cap < 0 || cap > 21)
        return { max_mensagens_semana: ['Informe de 0 (sem limite) a 21 mensagens por semana.'] }
      const nome = String(data.nome).trim().toLowerCase()
      const twin = listRows('regua').find(
        (r) => r.nome.trim().toLowerCase() === nome && r.id !== data.id,
      )
      if (twin) return { nome: ['Já existe uma régua com este nome.'] }
    },
  }),
  ...resource({
    path: `${C}/regua-acao/`,
    table: 'regua-acao',
    schema: acaoSchema,
    ordering: 'dias',
    prepare(data) {
      const dias = Number(data.dias)
      if (dias < MIN_DIAS || dias > MAX_DIAS)
        return { dias: [`Escolha um dia entre D−${-MIN_DIAS} e D+${MAX_DIAS}.`] }
      const template = getRow('template', data.template)
      if (template && template.canal !== data.canal)
        return { template: [`Escolha um modelo de ${CHANNEL_LABEL[String(data.canal)]}.`] }
      const twin = (listRows('regua-acao') as readonly ReguaAcaoRow[]).find(
        (a) =>
          a.regua === Number(data.regua) &&
          a.dias === dias &&
          a.canal === data.canal &&
          a.id !== data.id,
      )
      if (twin)
        return {
          dias: [
            `Já existe uma etapa em ${dLabel(dias)} por ${CHANNEL_LABEL[String(data.canal)]} nesta régua ("${twin.descricao}").`,
          ],
        }
    },
  }),
  ...resource({
    path: `${C}/regua-segmento/`,
    table: 'regua-segmento',
    schema: segmentoSchema,
    prepare(data, ctx) {
      // A segment follows one rule: moving it moves its customers.
      if (!ctx.creating && ctx.existing && ctx.existing.regua !== data.regua) {
        for (const c of listRows('cliente').filter((c) => c.segmento === data.id))
          updateRow('cliente', c.cod_cliente, { regua: Number(data.regua) })
      }
    },
  }),
  ...resource({
    path: `${C}/regua-status/`,
    table: 'regua-status',
    schema: statusSchema,
    ordering: 'dias_de',
    prepare(data) {
      const de = Number(data.dias_de)
      const ate = data.dias_ate === null || data.dias_ate === undefined ? null : Number(data.dias_ate)
      if (de < 0) return { dias_de: ['Informe 0 ou mais dias.'] }
      if (ate !== null && ate < de) return { dias_ate: ['O fim da faixa não pode ser menor que o início.'] }
      if (!/^#[0-9a-f]{6}$/i.test(String(data.cor))) return { cor: ['Informe uma cor no formato #RRGGBB.'] }
      const clash = listRows('regua-status').find(
        (s) =>
          s.regua === Number(data.regua) &&
          s.id !== data.id &&
          overlaps({ dias_de: de, dias_ate: ate }, s),
      )
      if (clash)
        return {
          dias_de: [
            `A faixa se sobrepõe a "${clash.descricao}" (${clash.dias_de} a ${clash.dias_ate ?? '∞'} dias).`,
          ],
        }
    },
  }),
  ...resource({
    path: `${C}/regua-extended/`,
    table: 'regua',
    source: reguaExtended,
  }),
]
