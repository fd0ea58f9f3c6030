/**
 * The collection-rule engine: given the rules, their steps and templates, the customers with
 * their titles, contacts, negotiations and promises, and what was already sent, it decides who
 * gets which message on a given day, and why the others are left out. Pure and synchronous: the
 * dry run ("Quem seria notificado hoje") and the real dispatch of the demo API run this same code.
 */
import type {
  Canal,
  MensagemSimulada,
  SimulacaoRegua,
  TituloSimulado,
  TotaisCanal,
} from '../../src/shared/api/generated/regua'
import { stepSendDate, businessAwareDaysLate } from '../../src/shared/lib/business-days'
import { addDays, formatDate } from '../../src/shared/lib/date'
import { updatedAmount } from '../../src/shared/lib/interest'
import { formatCentavos, toCentavos } from '../../src/shared/lib/money'
import { renderTemplate } from '../../src/shared/lib/template-tags'

export type Channel = Canal

export interface EngineRegua {
  id: number
  nome: string
  ativo: boolean
  /** Frequency cap: messages per customer in 7 days, across channels; null = no cap. */
  max_mensagens_semana?: number | null
}

export interface EngineAcao {
  id: number
  regua: number
  dias: number
  canal: Channel
  template: number
  descricao: string
  ativo: boolean
  ordem?: number
}

export interface EngineTemplate {
  id: number
  nome: string
  canal: Channel
  assunto: string
  corpo: string
  ativo: boolean
}

export interface EngineCliente {
  cod_cliente: number
  nome_fantasia: string
  razao_social: string
  cnpj_cpf: string
  regua: number
  ativo: boolean
  analista_nome?: string
  vendedor_nome?: string
}

export interface EngineTitulo {
  id: number
  cod_cliente: number
  documento: string
  data_vencimento: string
  data_pagamento: string | null
  valor: string
  saldo: string
  status: 'aberto' | 'vencido' | 'pago'
  linha_digitavel: string | null
  hash_2via: string | null
}

export interface EngineTelefone {
  cod_cliente: number
  telefone: string
  tipo: 'celular' | 'fixo'
  whatsapp: boolean
}

export interface EngineEmail {
  cod_cliente: number
  email: string
  recebe_cobranca: boolean
}

/** An active negotiation (proposal or agreement) of a customer, from the customer panel. */
export interface EngineNegociacao {
  cod_cliente: number
  data: string
  status: string
}

/** A promise to pay (or agreed next contact) until `ate`, from attendances and reminders. */
export interface EnginePromessa {
  cod_cliente: number
  ate: string
  descricao: string
}

/** A message already in the dispatch log. */
export interface EngineEnvio {
  cod_cliente: number
  /** ISO date or datetime; its first 10 characters are the day */
  data: string
  /** the day the rules ran for, when a past day was run later */
  data_referencia?: string | null
  status: string
  canal: Channel
  regua_acao: number | null
  template: number | null
}

export interface EngineInput {
  /** the day the rules run for */
  date: string
  reguas: readonly EngineRegua[]
  acoes: readonly EngineAcao[]
  templates: readonly EngineTemplate[]
  clientes: readonly EngineCliente[]
  titulos: readonly EngineTitulo[]
  telefones: readonly EngineTelefone[]
  emails: readonly EngineEmail[]
  negociacoes: readonly EngineNegociacao[]
  promessas: readonly EnginePromessa[]
  historico: readonly EngineEnvio[]
  /** false when no SMTP server is active: e-mails fail */
  smtpAtivo: boolean
  /** only this rule (even inactive, for a preview); otherwise every active rule */
  regua?: number | null
  /** public 2ª via link of a title hash */
  link2via: (hash: string) => string
}

/** A plan's rows are the contract's answer of regua/simular (api/openapi.yaml, MensagemSimulada). */
export type PlannedTitle = TituloSimulado
export type PlannedMessage = MensagemSimulada
export type PlanStatus = MensagemSimulada['status']
export type ExclusionCode = NonNullable<MensagemSimulada['motivo_codigo']>

export type ChannelTotals = TotaisCanal

/** The dry run's answer; the same as the real run's plan. */
export type DispatchPlan = SimulacaoRegua

export const CHANNEL_LABEL: Record<Channel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
}

const SENT = new Set(['enviado', 'entregue', 'lido'])
/** Negotiations newer than this many days still hold the rule's messages. */
export const NEGOTIATION_HOLD_DAYS = 30
export const DEFAULT_WEEKLY_CAP = 3

/** A title is open on `date` when it had a balance then (a payment after that day did not yet exist). */
function openOn(t: EngineTitulo, date: string): boolean {
  if (t.status !== 'pago') return toCentavos(t.saldo) > 0
  return !!t.data_pagamento && t.data_pagamento > date
}

function openBalance(t: EngineTitulo): number {
  return t.status === 'pago' ? toCentavos(t.valor) : toCentavos(t.saldo)
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = out.get(k)
    if (list) list.push(r)
    else out.set(k, [r])
  }
  return out
}

export function destinationsOf(
  canal: Channel,
  telefones: readonly EngineTelefone[],
  emails: readonly EngineEmail[],
): string[] {
  if (canal === 'email') return emails.filter((e) => e.recebe_cobranca).map((e) => e.email)
  if (canal === 'whatsapp') return telefones.filter((t) => t.whatsapp).map((t) => t.telefone)
  return telefones.filter((t) => t.tipo === 'celular').map((t) => t.telefone)
}

const NO_CONTACT: Record<Channel, string> = {
  email: 'Nenhum e-mail do cliente recebe cobrança (desativado no painel do cliente).',
  sms: 'Nenhum celular cadastrado para SMS.',
  whatsapp: 'Nenhum telefone com WhatsApp ativo no painel do cliente.',
}

/** The tag values of one message: the customer and the titles that step reaches that day. */
export function tagValues(
  cliente: EngineCliente,
  titulos: readonly EngineTitulo[],
  date: string,
  link2via: (hash: string) => string,
): Record<string, string> {
  const sorted = [...titulos].sort((a, b) => a.data_vencimento.localeCompare(b.data_vencimento))
  const first = sorted[0]
  let total = 0
  let atualizado = 0
  let atraso = 0
  for (const t of sorted) {
    const saldo = openBalance(t)
    total += saldo
    atualizado += updatedAmount({
      valorCentavos: saldo,
      vencimento: t.data_vencimento,
      hoje: date,
    }).totalCentavos
    atraso = Math.max(atraso, businessAwareDaysLate(t.data_vencimento, date))
  }
  return {
    cliente: cliente.nome_fantasia,
    nome_fantasia: cliente.nome_fantasia,
    razao_social: cliente.razao_social,
    cnpj_cpf: cliente.cnpj_cpf,
    documento: sorted.map((t) => t.documento).join(', '),
    valor: formatCentavos(total),
    valor_atualizado: formatCentavos(atualizado),
    vencimento: first ? formatDate(first.data_vencimento) : '',
    dias_atraso: String(atraso),
    linha_digitavel: first?.linha_digitavel ?? '',
    link_2via: first?.hash_2via ? link2via(first.hash_2via) : '',
    analista: cliente.analista_nome ?? 'Equipe de Cobrança',
    vendedor: cliente.vendedor_nome ?? '',
  }
}

function messageKey(e: EngineEnvio): string {
  return `${(e.data_referencia ?? e.data).slice(0, 10)}|${e.canal}|${e.template ?? ''}`
}

/** Runs the rules for `input.date`. Nothing is written: the caller records what it sends. */
export function planDispatch(input: EngineInput): DispatchPlan {
  const { date } = input
  const reguas = new Map(input.reguas.map((r) => [r.id, r]))
  const wanted = (r: EngineRegua) => (input.regua != null ? r.id === input.regua : r.ativo)
  const templates = new Map(input.templates.map((t) => [t.id, t]))
  const acoesByRegua = groupBy(
    input.acoes.filter((a) => a.ativo && reguas.has(a.regua) && wanted(reguas.get(a.regua)!)),
    (a) => a.regua,
  )
  const titulosByCliente = groupBy(input.titulos, (t) => t.cod_cliente)
  const telefones = groupBy(input.telefones, (t) => t.cod_cliente)
  const emails = groupBy(input.emails, (e) => e.cod_cliente)
  const negociacoes = groupBy(
    input.negociacoes.filter(
      (n) =>
        n.status !== 'cancelada' &&
        n.data.slice(0, 10) <= date &&
        n.data.slice(0, 10) >= addDays(date, -NEGOTIATION_HOLD_DAYS),
    ),
    (n) => n.cod_cliente,
  )
  const promessas = groupBy(
    input.promessas.filter((p) => p.ate >= date),
    (p) => p.cod_cliente,
  )
  const weekStart = addDays(date, -6)
  const processed = new Set<string>()
  const sentThisWeek = new Map<number, Set<string>>()
  for (const e of input.historico) {
    const day = (e.data_referencia ?? e.data).slice(0, 10)
    if (day === date && e.regua_acao != null) processed.add(`${e.cod_cliente}|${e.regua_acao}`)
    if (day < weekStart || day > date || !SENT.has(e.status)) continue
    const set = sentThisWeek.get(e.cod_cliente) ?? new Set<string>()
    set.add(messageKey(e))
    sentThisWeek.set(e.cod_cliente, set)
  }

  const itens: PlannedMessage[] = []
  const clientes = [...input.clientes].sort((a, b) => a.cod_cliente - b.cod_cliente)
  for (const cliente of clientes) {
    const acoes = acoesByRegua.get(cliente.regua)
    if (!acoes) continue
    const regua = reguas.get(cliente.regua)!
    const titulos = (titulosByCliente.get(cliente.cod_cliente) ?? []).filter(
      // Only titles around the rule's window can have a step today (D−15 … D+365).
      (t) => t.data_vencimento <= addDays(date, 400) && t.data_vencimento >= addDays(date, -400),
    )
    if (!titulos.length) continue
    const ordered = [...acoes].sort(
      (a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || a.dias - b.dias || a.id - b.id,
    )
    for (const acao of ordered) {
      const reached = titulos.filter((t) => stepSendDate(t.data_vencimento, acao.dias) === date)
      if (!reached.length) continue
      const open = reached.filter((t) => openOn(t, date))
      const template = templates.get(acao.template)
      const item: PlannedMessage = {
        cod_cliente: cliente.cod_cliente,
        nome_fantasia: cliente.nome_fantasia,
        regua: regua.id,
        regua_nome: regua.nome,
        regua_acao: acao.id,
        acao_descricao: acao.descricao,
        dias: acao.dias,
        canal: acao.canal,
        template: acao.template,
        template_nome: template?.nome ?? '',
        titulos: (open.length ? open : reached).map((t) => ({
          id: t.id,
          documento: t.documento,
          data_vencimento: t.data_vencimento,
          saldo: open.length ? t.saldo : '0.00',
        })),
        destinatarios: [],
        assunto: '',
        mensagem: '',
        status: 'enviar',
        motivo_codigo: null,
        motivo: null,
      }
      const exclude = (status: PlanStatus, code: ExclusionCode, motivo: string) => {
        item.status = status
        item.motivo_codigo = code
        item.motivo = motivo
      }
      if (template) {
        const values = tagValues(cliente, open.length ? open : reached, date, input.link2via)
        const html = template.canal === 'email'
        item.assunto = html ? renderTemplate(template.assunto, values, { mode: 'text' }) : ''
        item.mensagem = renderTemplate(template.corpo, values, { mode: html ? 'html' : 'text' })
      }
      const to = destinationsOf(
        acao.canal,
        telefones.get(cliente.cod_cliente) ?? [],
        emails.get(cliente.cod_cliente) ?? [],
      )
      const negociacao = negociacoes.get(cliente.cod_cliente)?.[0]
      const promessa = promessas
        .get(cliente.cod_cliente)
        ?.sort((a, b) => b.ate.localeCompare(a.ate))[0]
      const week = sentThisWeek.get(cliente.cod_cliente) ?? new Set<string>()
      const cap = regua.max_mensagens_semana ?? DEFAULT_WEEKLY_CAP
      if (processed.has(`${cliente.cod_cliente}|${acao.id}`)) {
        exclude('ignorado', 'ja_processado', 'Esta etapa já foi processada nesta data.')
      } else if (!cliente.ativo) {
        exclude('ignorado', 'cliente_inativo', 'Cliente inativo.')
      } else if (!open.length) {
        exclude('ignorado', 'pago', 'Título já pago.')
      } else if (negociacao) {
        exclude(
          'ignorado',
          'negociacao',
          `Negociação ativa (${negociacao.status === 'aceita' ? 'acordo' : 'proposta'} de ${formatDate(negociacao.data)}).`,
        )
      } else if (promessa) {
        exclude(
          'ignorado',
          'promessa',
          `Promessa de pagamento até ${formatDate(promessa.ate)}: ${promessa.descricao}`,
        )
      } else if (!template || !template.ativo || template.canal !== acao.canal) {
        exclude('falha', 'modelo_inativo', 'Modelo de mensagem inativo ou de outro canal.')
      } else if (!to.length) {
        exclude('ignorado', 'sem_contato', NO_CONTACT[acao.canal])
      } else if (acao.canal === 'email' && !input.smtpAtivo) {
        exclude('falha', 'sem_smtp', 'Nenhum servidor SMTP ativo.')
      } else if (cap > 0 && !week.has(`${date}|${acao.canal}|${acao.template}`) && week.size >= cap) {
        exclude(
          'ignorado',
          'limite_semanal',
          `Limite de ${cap} ${cap === 1 ? 'mensagem' : 'mensagens'} por semana atingido.`,
        )
      }
      if (item.status === 'enviar') {
        item.destinatarios = to
        week.add(`${date}|${acao.canal}|${acao.template}`)
        sentThisWeek.set(cliente.cod_cliente, week)
      }
      itens.push(item)
    }
  }
  return summarize(date, input.regua ?? null, itens)
}

export function emptyTotals(): Record<Channel, ChannelTotals> {
  return {
    email: { enviar: 0, ignorado: 0, falha: 0 },
    sms: { enviar: 0, ignorado: 0, falha: 0 },
    whatsapp: { enviar: 0, ignorado: 0, falha: 0 },
  }
}

function summarize(data: string, regua: number | null, itens: PlannedMessage[]): DispatchPlan {
  const totais = emptyTotals()
  const clientes = new Set<number>()
  for (const i of itens) {
    totais[i.canal][i.status] += 1
    if (i.status === 'enviar') clientes.add(i.cod_cliente)
  }
  return { data, regua, itens, totais, clientes: clientes.size }
}
