import { describe, expect, it } from 'vitest'
import {
  planDispatch,
  type EngineAcao,
  type EngineCliente,
  type EngineInput,
  type EngineTitulo,
} from './dispatch-engine'

const cliente = (cod: number, extra: Partial<EngineCliente> = {}): EngineCliente => ({
  cod_cliente: cod,
  nome_fantasia: `Cliente ${cod}`,
  razao_social: `Cliente ${cod} Ltda`,
  cnpj_cpf: '11.222.333/0001-81',
  regua: 1,
  ativo: true,
  analista_nome: 'Beatriz Moura',
  ...extra,
})

let nextTitle = 1
const titulo = (cod: number, vencimento: string, extra: Partial<EngineTitulo> = {}): EngineTitulo => ({
  id: nextTitle++,
  cod_cliente: cod,
  documento: `NF ${1000 + nextTitle}-1`,
  data_vencimento: vencimento,
  data_pagamento: null,
  valor: '1000.00',
  saldo: '1000.00',
  status: 'aberto',
  linha_digitavel: '23790000000000000000000000000000000000000000000',
  hash_2via: 'abc',
  ...extra,
})

const ACOES: EngineAcao[] = [
  { id: 1, regua: 1, dias: -3, canal: 'email', template: 1, descricao: 'Lembrete D−3', ativo: true },
  { id: 2, regua: 1, dias: 1, canal: 'sms', template: 2, descricao: 'Atraso D+1', ativo: true },
  { id: 3, regua: 1, dias: 7, canal: 'whatsapp', template: 3, descricao: 'Atraso D+7', ativo: true },
]

function input(extra: Partial<EngineInput> = {}): EngineInput {
  return {
    date: '2026-11-24',
    reguas: [{ id: 1, nome: 'Régua Atacado', ativo: true, max_mensagens_semana: 2 }],
    acoes: ACOES,
    templates: [
      {
        id: 1,
        nome: 'Lembrete',
        canal: 'email',
        assunto: 'Vence em {{vencimento}}',
        corpo: '<p>Olá, {{cliente}}! {{documento}} de {{valor}}.</p>',
        ativo: true,
      },
      { id: 2, nome: 'Atraso SMS', canal: 'sms', assunto: '', corpo: '{{cliente}}: {{valor}} ({{dias_atraso}} dias)', ativo: true },
      { id: 3, nome: 'Atraso WhatsApp', canal: 'whatsapp', assunto: '', corpo: 'Olá {{cliente}}', ativo: true },
    ],
    clientes: [cliente(1)],
    titulos: [],
    telefones: [{ cod_cliente: 1, telefone: '(11) 98888-7777', tipo: 'celular', whatsapp: true }],
    emails: [{ cod_cliente: 1, email: 'financeiro@cliente1.com.br', recebe_cobranca: true }],
    negociacoes: [],
    promessas: [],
    historico: [],
    smtpAtivo: true,
    link2via: (h) => `https://boasafra.com.br/2-via/${h}`,
    ...extra,
  }
}

describe('planDispatch: scheduling', () => {
  it.each([
    // run on Tue 24/11/2026
    ['D−3 of a title due Friday 27/11', '2026-11-27', 1, 'enviar'],
    ['D+1 of a title due Mon 23/11', '2026-11-23', 2, 'enviar'],
    // due Sat 21/11 → may be paid Mon 23/11 → D+1 is Tue 24/11
    ['D+1 of a title due Saturday counts from Monday', '2026-11-21', 2, 'enviar'],
    // due Thu 19/11 → D+1 would be Fri 20/11 (Consciência Negra) → Mon 23/11, not today
    ['D+1 moved by a holiday is not today', '2026-11-19', null, null],
    // due Tue 17/11 → D+7 = Tue 24/11
    ['D+7 of a title due 17/11', '2026-11-17', 3, 'enviar'],
  ])('%s', (_name, due, acao, status) => {
    const plan = planDispatch(input({ titulos: [titulo(1, due)] }))
    if (acao === null) {
      expect(plan.itens).toEqual([])
      return
    }
    expect(plan.itens.map((i) => [i.regua_acao, i.status])).toEqual([[acao, status]])
  })

  it('a step on a weekend goes out on the next business day', () => {
    // due Wed 25/11: D−3 = Sun 22/11 → Mon 23/11
    const titulos = [titulo(1, '2026-11-25')]
    expect(planDispatch(input({ date: '2026-11-22', titulos })).itens).toEqual([])
    const monday = planDispatch(input({ date: '2026-11-23', titulos }))
    expect(monday.itens.map((i) => i.regua_acao)).toEqual([1])
  })

  it('renders the message with the tags, HTML-escaped in e-mails', () => {
    const plan = planDispatch(
      input({
        clientes: [cliente(1, { nome_fantasia: 'Bar <Zé>' })],
        titulos: [titulo(1, '2026-11-27', { documento: 'NF 1-1', saldo: '1234.56', valor: '1234.56' })],
      }),
    )
    const [item] = plan.itens
    expect(item.assunto).toBe('Vence em 27/11/2026')
    expect(item.mensagem).toBe('<p>Olá, Bar &lt;Zé&gt;! NF 1-1 de R$\u00a01.234,56.</p>')
    expect(item.destinatarios).toEqual(['financeiro@cliente1.com.br'])
    expect(plan.totais.email).toEqual({ enviar: 1, ignorado: 0, falha: 0 })
    expect(plan.clientes).toBe(1)
  })

  it('counts days late in SMS from the effective due date', () => {
    const plan = planDispatch(input({ titulos: [titulo(1, '2026-11-23', { status: 'vencido' })] }))
    expect(plan.itens[0].mensagem).toBe('Cliente 1: R$\u00a01.000,00 (1 dias)')
  })
})

describe('planDispatch: quiet rules and exclusions', () => {
  const due = '2026-11-23' // D+1 SMS today
  it.each<[string, Partial<EngineInput>, string, string, RegExp]>([
    ['inactive customer', { clientes: [cliente(1, { ativo: false })] }, 'ignorado', 'cliente_inativo', /inativo/],
    [
      'active negotiation',
      { negociacoes: [{ cod_cliente: 1, data: '2026-11-10', status: 'proposta' }] },
      'ignorado',
      'negociacao',
      /Negociação ativa \(proposta de 10\/11\/2026\)/,
    ],
    [
      'promise to pay not yet reached',
      { promessas: [{ cod_cliente: 1, ate: '2026-11-30', descricao: 'Paga na sexta.' }] },
      'ignorado',
      'promessa',
      /Promessa de pagamento até 30\/11\/2026/,
    ],
    [
      'mobile switched off',
      { telefones: [{ cod_cliente: 1, telefone: '(11) 3333-4444', tipo: 'fixo', whatsapp: false }] },
      'ignorado',
      'sem_contato',
      /celular/,
    ],
    [
      'inactive template',
      {
        templates: [{ id: 2, nome: 'x', canal: 'sms', assunto: '', corpo: 'x', ativo: false }],
      },
      'falha',
      'modelo_inativo',
      /inativo/,
    ],
  ])('%s', (_name, extra, status, code, motivo) => {
    const plan = planDispatch(input({ titulos: [titulo(1, due)], ...extra }))
    expect(plan.itens).toHaveLength(1)
    expect(plan.itens[0]).toMatchObject({ status, motivo_codigo: code })
    expect(plan.itens[0].motivo).toMatch(motivo)
    expect(plan.itens[0].destinatarios).toEqual([])
  })

  it('an old or cancelled negotiation does not hold the messages', () => {
    const plan = planDispatch(
      input({
        titulos: [titulo(1, due)],
        negociacoes: [
          { cod_cliente: 1, data: '2026-09-01', status: 'aceita' },
          { cod_cliente: 1, data: '2026-11-20', status: 'cancelada' },
        ],
        promessas: [{ cod_cliente: 1, ate: '2026-11-23', descricao: 'vencida' }],
      }),
    )
    expect(plan.itens[0].status).toBe('enviar')
  })

  it('a paid title gets nothing, and the dry run says so', () => {
    const plan = planDispatch(
      input({
        titulos: [titulo(1, due, { status: 'pago', saldo: '0.00', data_pagamento: '2026-11-23' })],
      }),
    )
    expect(plan.itens[0]).toMatchObject({ status: 'ignorado', motivo: 'Título já pago.' })
  })

  it('a title paid after the run day was still open on that day', () => {
    const plan = planDispatch(
      input({
        titulos: [titulo(1, due, { status: 'pago', saldo: '0.00', data_pagamento: '2026-11-25' })],
      }),
    )
    expect(plan.itens[0].status).toBe('enviar')
  })

  it('e-mail fails without an active SMTP server', () => {
    const plan = planDispatch(input({ titulos: [titulo(1, '2026-11-27')], smtpAtivo: false }))
    expect(plan.itens[0]).toMatchObject({ status: 'falha', motivo_codigo: 'sem_smtp' })
  })

  it('caps messages per customer per week, across channels and with the log', () => {
    const titulos = [titulo(1, '2026-11-27'), titulo(1, '2026-11-23'), titulo(1, '2026-11-17')]
    // cap 2: the e-mail (D−3) and the SMS (D+1) go, WhatsApp (D+7) is held
    const plan = planDispatch(input({ titulos }))
    expect(plan.itens.map((i) => [i.canal, i.status])).toEqual([
      ['email', 'enviar'],
      ['sms', 'enviar'],
      ['whatsapp', 'ignorado'],
    ])
    expect(plan.itens[2].motivo).toBe('Limite de 2 mensagens por semana atingido.')
    // one message already sent this week (and one 8 days ago, which no longer counts)
    const historico = [
      { cod_cliente: 1, data: '2026-11-19T10:00:00-03:00', status: 'entregue', canal: 'sms' as const, regua_acao: 9, template: 9 },
      { cod_cliente: 1, data: '2026-11-16T10:00:00-03:00', status: 'enviado', canal: 'sms' as const, regua_acao: 9, template: 8 },
      { cod_cliente: 1, data: '2026-11-20T10:00:00-03:00', status: 'falha', canal: 'sms' as const, regua_acao: 9, template: 7 },
    ]
    const capped = planDispatch(input({ titulos, historico }))
    expect(capped.itens.map((i) => i.status)).toEqual(['enviar', 'ignorado', 'ignorado'])
    // a rule without a cap sends everything
    const uncapped = planDispatch(
      input({ titulos, historico, reguas: [{ id: 1, nome: 'R', ativo: true, max_mensagens_semana: 0 }] }),
    )
    expect(uncapped.itens.map((i) => i.status)).toEqual(['enviar', 'enviar', 'enviar'])
    expect(uncapped.totais).toMatchObject({
      email: { enviar: 1 },
      sms: { enviar: 1 },
      whatsapp: { enviar: 1 },
    })
  })

  it('does not process the same step twice on one day', () => {
    const plan = planDispatch(
      input({
        titulos: [titulo(1, due)],
        historico: [
          { cod_cliente: 1, data: '2026-11-24T08:00:00-03:00', status: 'enviado', canal: 'sms', regua_acao: 2, template: 2 },
        ],
      }),
    )
    expect(plan.itens[0]).toMatchObject({ status: 'ignorado', motivo_codigo: 'ja_processado' })
  })

  it('runs only active rules, or the one asked for', () => {
    const reguas = [{ id: 1, nome: 'R', ativo: false }]
    const titulos = [titulo(1, due)]
    expect(planDispatch(input({ reguas, titulos })).itens).toEqual([])
    expect(planDispatch(input({ reguas, titulos, regua: 1 })).itens).toHaveLength(1)
    expect(planDispatch(input({ titulos, regua: 2 })).itens).toEqual([])
  })
})
