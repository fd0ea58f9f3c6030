/**
 * The automatic dispatch of the demo API: feeds the collection-rule engine (the same pure module
 * the dry run uses, src/features/collection-rule/engine) from the tables, and records what it
 * decides in the dispatch log. The demo SMTP/SMS/WhatsApp senders only record: no message leaves
 * the machine.
 */
import {
  type DispatchPlan,
  type EngineInput,
  type EnginePromessa,
} from './rules/dispatch-engine'
import type { Row } from './db'
import type { Tables } from './types'
import type { DisparoLogRow, ReguaAcaoRow, ReguaExecucao, ReguaRow } from './types-collection-rule'

export const LINK_2VIA_BASE = 'https://cobranca.boasafra.com.br/2-via/'
const PROMISE_RESULT = 'Promessa de pagamento'

/** Promises to pay from the customer panel: promise attendances with a return date, and their reminders. */
export function promisesFrom(tables: Tables, date: string): EnginePromessa[] {
  const promiseType = tables['atendimento-tipo-resultado'].find((t) => t.descricao === PROMISE_RESULT)
  if (!promiseType) return []
  const out: EnginePromessa[] = []
  const promiseAttendances = new Set<number>()
  for (const a of tables.atendimento) {
    if (a.is_deleted || a.tipo_resultado !== promiseType.id || a.data.slice(0, 10) > date) continue
    promiseAttendances.add(a.id)
    if (a.data_retorno)
      out.push({
        cod_cliente: a.cod_cliente,
        ate: a.data_retorno,
        descricao: a.observacao || 'promessa registrada no atendimento.',
      })
  }
  for (const l of tables.lembrete) {
    if (l.concluido || l.atendimento === null || !promiseAttendances.has(l.atendimento)) continue
    out.push({ cod_cliente: l.cod_cliente, ate: l.data.slice(0, 10), descricao: l.descricao })
  }
  // The promise-to-pay records (issue 15), when that module's table is there.
  const promessas = (tables as unknown as Record<string, unknown>)['promessa-pagamento']
  if (Array.isArray(promessas)) {
    for (const p of promessas as Array<{ cod_cliente: number; data_promessa: string; cancelada: boolean; criado_em: string; observacao: string }>) {
      if (p.cancelada || String(p.criado_em ?? '').slice(0, 10) > date) continue
      out.push({ cod_cliente: p.cod_cliente, ate: p.data_promessa, descricao: p.observacao || 'promessa registrada.' })
    }
  }
  return out
}

export function engineInput(tables: Tables, date: string, regua?: number | null): EngineInput {
  const analistas = new Map(tables['analista-cobranca'].map((a) => [a.id, a.nome]))
  const vendedores = new Map(tables.vendedor.map((v) => [v.codigo, v.nome]))
  const log = tables['disparo-log'] as unknown as readonly DisparoLogRow[]
  return {
    date,
    reguas: tables.regua as unknown as readonly ReguaRow[],
    acoes: tables['regua-acao'] as unknown as readonly ReguaAcaoRow[],
    templates: tables.template,
    clientes: tables.cliente.map((c) => ({
      ...c,
      analista_nome: analistas.get(c.analista),
      vendedor_nome: vendedores.get(c.cod_vendedor),
    })),
    titulos: tables['contas-receber'],
    telefones: tables['cliente-telefone'],
    emails: tables['cliente-email'],
    negociacoes: tables['atendimento-negociacao'],
    promessas: promisesFrom(tables, date),
    historico: log,
    smtpAtivo: tables.smtp.some((s) => s.ativo),
    regua: regua ?? null,
    link2via: (hash) => `${LINK_2VIA_BASE}${hash}`,
  }
}

export interface RunSummary {
  execucao: number
  data: string
  enviados: number
  ignorados: number
  falhas: number
  /** log rows written */
  registros: number
}

/**
 * Writes the plan into the dispatch log: one row per destination of each message sent, one row
 * (with the reason in `erro`) per message held or failed. Steps already processed that day and
 * titles already paid are not written.
 */
export function recordPlan(
  plan: DispatchPlan,
  when: string,
  insertLog: (row: Row) => void,
  insertRun: (row: Omit<ReguaExecucao, 'id'>) => number,
  usuario: number | null,
): RunSummary {
  let enviados = 0
  let ignorados = 0
  let falhas = 0
  const rows: Row[] = []
  for (const item of plan.itens) {
    // A step already processed that day is not written twice; a paid title is no dispatch at all.
    if (item.motivo_codigo === 'ja_processado' || item.motivo_codigo === 'pago') continue
    const base = {
      data: when,
      data_referencia: plan.data,
      cod_cliente: item.cod_cliente,
      conta_receber: item.titulos[0]?.id ?? null,
      documento: item.titulos.map((t) => t.documento).join(', ') || null,
      regua: item.regua,
      regua_acao: item.regua_acao,
      template: item.template,
      canal: item.canal,
      assunto: item.assunto,
      mensagem: item.mensagem,
      origem: 'regua',
    }
    if (item.status === 'enviar') {
      enviados += 1
      for (const destinatario of item.destinatarios)
        rows.push({ ...base, destinatario, status: 'enviado', erro: null })
    } else {
      if (item.status === 'falha') falhas += 1
      else ignorados += 1
      rows.push({
        ...base,
        destinatario: '',
        status: item.status === 'falha' ? 'falha' : 'ignorado',
        erro: item.motivo,
      })
    }
  }
  const execucao = insertRun({
    data: plan.data,
    executado_em: when,
    usuario,
    regua: plan.regua,
    enviados,
    ignorados,
    falhas,
  })
  for (const row of rows) insertLog({ ...row, execucao })
  return { execucao, data: plan.data, enviados, ignorados, falhas, registros: rows.length }
}
