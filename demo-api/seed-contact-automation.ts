/**
 * Seed rows of the contact messages and the bank integrations. They are built on first use from
 * the current database (the handlers call these when their tables are missing), so the reset
 * between tests, which rebuilds the database from the core seed, rebuilds them too.
 */
import { addDays } from '../src/shared/lib/date'
import { nowSaoPaulo } from './clock'
import type { Db } from './db'
import type { AutomacaoImportacao, AutomacaoIntegracao } from './types-automation'
import type { ContatoMensagem } from './types-contact'
import './types-automation'
import './types-contact'

function at(db: Db, offset: number, hour: number, minute: number): string {
  return `${addDays(db.today, offset)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`
}

const FINANCE_DESK = { id: 2, nome: 'Equipe Financeiro' }

export function seedContactMessages(db: Db): ContatoMensagem[] {
  const clientes = new Map(db.tables.cliente.map((c) => [c.cod_cliente, c]))
  const titles = db.tables['contas-receber']
  const firstOpen = (cod: number) =>
    titles.find((t) => t.cod_cliente === cod && t.status !== 'pago') ??
    titles.find((t) => t.cod_cliente === cod)
  const user = db.tables.user.find((u) => u.username === 'cliente')
  const staff = db.tables.user.find((u) => u.username === 'analista') ?? db.tables.user[0]
  const staffName = staff ? `${staff.first_name} ${staff.last_name}`.trim() : FINANCE_DESK.nome
  const specs: {
    cod: number
    fromClientUser: boolean
    contato: string
    assunto: string
    mensagem: string
    withTitle: boolean
    offset: number
    resposta?: string
  }[] = [
    {
      cod: 10001,
      fromClientUser: true,
      contato: 'financeiro@mercadosaojorge.com.br',
      assunto: 'Boleto com valor diferente do pedido',
      mensagem:
        'Bom dia! O boleto deste título veio com valor maior do que o combinado com o vendedor. Podem conferir e enviar um novo?',
      withTitle: true,
      offset: -6,
      resposta:
        'Olá! Conferimos com o vendedor: o valor inclui o frete da entrega de sábado. Enviamos o detalhamento por e-mail. Qualquer dúvida, estamos à disposição.',
    },
    {
      cod: 10002,
      fromClientUser: true,
      contato: '(11) 98765-4321',
      assunto: 'Prorrogação de vencimento',
      mensagem:
        'Precisamos prorrogar o vencimento deste título em 10 dias por causa do fechamento do mês. É possível sem juros?',
      withTitle: true,
      offset: -1,
    },
    {
      cod: 10005,
      fromClientUser: false,
      contato: 'compras@emporiodobairro.com.br',
      assunto: 'Comprovante de pagamento',
      mensagem:
        'Segue o pagamento feito ontem por PIX. O título ainda aparece em aberto no e-mail de cobrança que recebemos hoje.',
      withTitle: true,
      offset: -3,
      resposta:
        'Obrigado pelo aviso! O PIX foi identificado e o título já consta como pago. Pode desconsiderar o e-mail de cobrança.',
    },
    {
      cod: 10013,
      fromClientUser: false,
      contato: 'adm@padariaestrela.com.br',
      assunto: 'Nota fiscal não recebida',
      mensagem:
        'Recebemos o boleto mas não a nota fiscal da última entrega. Podem reenviar o XML e o DANFE para este e-mail?',
      withTitle: false,
      offset: -2,
    },
    {
      cod: 10027,
      fromClientUser: false,
      contato: '(31) 3222-4455',
      assunto: 'Segunda via do boleto',
      mensagem: 'O boleto venceu no feriado e o banco não aceitou. Preciso da segunda via atualizada.',
      withTitle: true,
      offset: 0,
    },
  ]
  let replyId = 0
  return specs
    .filter((s) => clientes.has(s.cod))
    .map((s, i) => {
      const c = clientes.get(s.cod)!
      const title = s.withTitle ? firstOpen(s.cod) : undefined
      // Nothing later than yesterday: the seed does not know the hour it runs at.
      const criado = at(db, Math.min(s.offset, -1), 9 + i, 12 + i * 7)
      const respondido = s.resposta ? at(db, Math.min(s.offset + 1, -1), 16, 5 + i) : null
      return {
        id: i + 1,
        cod_cliente: s.cod,
        nome_fantasia: c.nome_fantasia,
        usuario: s.fromClientUser && user ? user.id : null,
        usuario_nome: s.fromClientUser && user ? `${user.first_name} ${user.last_name}`.trim() : c.razao_social,
        assunto: s.assunto,
        mensagem: s.mensagem,
        titulo: title?.id ?? null,
        titulo_documento: title?.documento ?? null,
        responder_para: s.contato,
        status: s.resposta ? 'respondido' : 'novo',
        criado_em: criado,
        respondido_em: respondido,
        respostas: s.resposta
          ? [
              {
                id: ++replyId,
                texto: s.resposta,
                autor: staff?.id ?? FINANCE_DESK.id,
                autor_nome: staffName,
                criado_em: respondido!,
              },
            ]
          : [],
      }
    })
}

export function seedIntegrations(db: Db): AutomacaoIntegracao[] {
  // Today's hour if it has passed, else the same hour yesterday: nothing in the future (a CI run
  // at 00:30 São Paulo once saw a connection test move the last contact backwards).
  const today = (h: number, m: number) => {
    const stamp = at(db, 0, h, m)
    return stamp <= nowSaoPaulo() ? stamp : at(db, -1, h, m)
  }
  return [
    {
      slug: 'itau',
      nome: 'Itaú',
      banco: '341',
      agencia: '0912',
      conta: '23456-7',
      carteira: '109',
      convenio: '0912234567',
      layouts: ['CNAB 240', 'CNAB 400'],
      status: 'conectado',
      mensagem: 'Canal VAN ativo; retornos recebidos diariamente às 7h.',
      ultima_comunicacao: today(7, 2),
      ultimo_retorno: null,
    },
    {
      slug: 'bradesco',
      nome: 'Bradesco',
      banco: '237',
      agencia: '3381',
      conta: '0012345-0',
      carteira: '09',
      convenio: '4567890',
      layouts: ['CNAB 240', 'CNAB 400'],
      status: 'instavel',
      mensagem: 'A última busca automática de retorno falhou (tempo esgotado); importe o arquivo manualmente.',
      ultima_comunicacao: at(db, -1, 7, 4),
      ultimo_retorno: null,
    },
    {
      slug: 'banco-do-brasil',
      nome: 'Banco do Brasil',
      banco: '001',
      agencia: '1234',
      conta: '98765-4',
      carteira: '17',
      convenio: '3128557',
      layouts: ['CNAB 240'],
      status: 'desconectado',
      mensagem: 'Certificado digital expirado; renove-o no internet banking.',
      ultima_comunicacao: at(db, -12, 7, 0),
      ultimo_retorno: null,
    },
  ]
}

export function seedImports(): AutomacaoImportacao[] {
  return []
}
