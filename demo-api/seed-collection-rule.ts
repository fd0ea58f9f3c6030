import { previousBusinessDay } from '../src/shared/lib/business-days'
import { addDays } from '../src/shared/lib/date'
import { planDispatch } from './rules/dispatch-engine'
import { engineInput, recordPlan } from './dispatch-engine'
import type { Row } from './db'
import type { SeedContext } from './seed-modules'
import type { Tables, Template } from './types'
import type { DisparoLogRow, ReguaAcaoRow, ReguaRow } from './types-collection-rule'

/** The three rules of Boa Safra Alimentos, by customer profile (ids kept: customers point at them). */
const REGUAS: ReguaRow[] = [
  {
    id: 1,
    nome: 'Régua Atacado (food service)',
    descricao:
      'Padarias, restaurantes e bares: lembrete por e-mail antes do vencimento, SMS no dia e WhatsApp no atraso.',
    ativo: true,
    max_mensagens_semana: 3,
  },
  {
    id: 2,
    nome: 'Régua Key Accounts',
    descricao:
      'Supermercados, hotéis, hospitais e escolas: contato antecipado por e-mail com o financeiro do cliente, poucas mensagens.',
    ativo: true,
    max_mensagens_semana: 2,
  },
  {
    id: 3,
    nome: 'Régua Varejo',
    descricao: 'Pequeno varejo pessoa física: mensagens curtas por WhatsApp e SMS.',
    ativo: true,
    max_mensagens_semana: 3,
  },
]

const TEMPLATES: Template[] = [
  {
    id: 1,
    nome: 'Lembrete de vencimento (e-mail)',
    canal: 'email',
    assunto: 'Boa Safra Alimentos: {{documento}} vence em {{vencimento}}',
    corpo:
      '<p>Olá, {{cliente}}!</p>' +
      '<p>Este é um lembrete de que o título <strong>{{documento}}</strong>, no valor de <strong>{{valor}}</strong>, vence em <strong>{{vencimento}}</strong>.</p>' +
      '<p>Linha digitável: {{linha_digitavel}}</p>' +
      '<p><a href="{{link_2via}}">Acessar a 2ª via do boleto</a></p>' +
      '<p>Se o pagamento já foi feito, por favor desconsidere esta mensagem.</p>' +
      '<p>Atenciosamente,<br>{{analista}}<br>Departamento Financeiro · Boa Safra Alimentos</p>',
    ativo: true,
  },
  {
    id: 2,
    nome: 'Vencimento hoje (SMS)',
    canal: 'sms',
    assunto: '',
    corpo:
      'Boa Safra: {{cliente}}, o titulo {{documento}} de {{valor}} vence hoje. 2a via: {{link_2via}}',
    ativo: true,
  },
  {
    id: 3,
    nome: 'Título em atraso (WhatsApp)',
    canal: 'whatsapp',
    assunto: '',
    corpo:
      'Olá, {{cliente}}! Aqui é {{analista}}, do financeiro da Boa Safra Alimentos. O título {{documento}} de {{valor}}, ' +
      'vencido em {{vencimento}}, ainda consta em aberto ({{dias_atraso}} dias). Valor atualizado: {{valor_atualizado}}. ' +
      '2ª via: {{link_2via}}. Se já pagou, desconsidere.',
    ativo: true,
  },
  {
    id: 4,
    nome: 'Título em atraso (e-mail)',
    canal: 'email',
    assunto: 'Boa Safra Alimentos: título {{documento}} em aberto',
    corpo:
      '<p>Prezado(a) cliente {{razao_social}},</p>' +
      '<p>Não identificamos o pagamento do título <strong>{{documento}}</strong>, vencido em {{vencimento}} ' +
      '({{dias_atraso}} dias de atraso). Valor original: {{valor}}; valor atualizado com multa e juros: <strong>{{valor_atualizado}}</strong>.</p>' +
      '<p><a href="{{link_2via}}">Emitir a 2ª via atualizada</a></p>' +
      '<p>Caso precise negociar, responda este e-mail ou fale com {{analista}}.</p>' +
      '<p>Departamento Financeiro · Boa Safra Alimentos</p>',
    ativo: true,
  },
  {
    id: 5,
    nome: 'Atraso (SMS)',
    canal: 'sms',
    assunto: '',
    corpo:
      'Boa Safra: consta em aberto o titulo {{documento}} ({{valor_atualizado}}). Regularize: {{link_2via}}',
    ativo: true,
  },
  {
    id: 6,
    nome: 'Lembrete (WhatsApp)',
    canal: 'whatsapp',
    assunto: '',
    corpo:
      'Olá, {{cliente}}! 😊 Seu título {{documento}} de {{valor}} vence em {{vencimento}}. ' +
      'Para pagar, use a 2ª via: {{link_2via}}',
    ativo: true,
  },
  {
    id: 7,
    nome: 'Aviso de negativação (e-mail)',
    canal: 'email',
    assunto: 'Aviso importante sobre o título {{documento}}',
    corpo:
      '<p>{{razao_social}},</p><p>O título {{documento}} de {{valor}} segue em aberto desde {{vencimento}}. ' +
      'Entre em contato em até 5 dias úteis para evitar o encaminhamento aos órgãos de proteção ao crédito.</p>' +
      '<p>{{analista}} · Boa Safra Alimentos</p>',
    ativo: false,
  },
]

const NEW_TAGS = [
  { tag: '{{cliente}}', descricao: 'Nome do cliente (nome fantasia)' },
  { tag: '{{valor_atualizado}}', descricao: 'Valor com multa e juros até hoje (R$)' },
  { tag: '{{dias_atraso}}', descricao: 'Dias de atraso do título mais antigo' },
  { tag: '{{analista}}', descricao: 'Analista de cobrança do cliente' },
]

/** The hour of the daily job (São Paulo). */
const JOB_TIME = 'T06:00:00-03:00'

/** The collection-rule module's seed data (salt 101 for ctx.rng). */
export function seedCollectionRule(tables: Tables, ctx: SeedContext): void {
  tables.regua = REGUAS.map((r) => ({ ...r }))
  const perRule = new Map<number, number>()
  tables['regua-acao'] = tables['regua-acao'].map((a): ReguaAcaoRow => {
    const ordem = (perRule.get(a.regua) ?? 0) + 1
    perRule.set(a.regua, ordem)
    return { ...a, ordem }
  })
  tables.template = TEMPLATES.map((t) => ({ ...t }))
  const known = new Set(tables.tag.map((t) => t.tag))
  tables.tag = [...tables.tag, ...NEW_TAGS.filter((t) => !known.has(t.tag))]
  tables['regua-execucao'] = []

  // The start-up job: the rules ran on the last business day and today, so the reports have data.
  const log = tables['disparo-log'] as unknown as DisparoLogRow[]
  let nextLog = log.reduce((max, r) => Math.max(max, r.id), 0) + 1
  const days = [previousBusinessDay(addDays(ctx.today, -1)), ctx.today]
  for (const day of days) {
    const plan = planDispatch(engineInput(tables, day))
    recordPlan(
      plan,
      `${day}${JOB_TIME}`,
      (row: Row) => log.push({ ...(row as unknown as DisparoLogRow), id: nextLog++ }),
      (run) => {
        const id = tables['regua-execucao'].length + 1
        tables['regua-execucao'].push({ ...run, id })
        return id
      },
      null,
    )
  }
}
