import { describe, expect, it } from 'vitest'
import { answerContactMessage, contactSlice, initialState, sendContactMessage, visibleMessages } from './contact-slice'
import type { ContactMessage } from './types'

function msg(id: number, over: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    cod_cliente: 10001,
    nome_fantasia: 'Mercado São Jorge',
    usuario: 5,
    usuario_nome: 'Carlos Pereira',
    assunto: `Assunto ${id}`,
    mensagem: 'Texto da mensagem',
    titulo: null,
    titulo_documento: null,
    responder_para: 'a@b.com.br',
    status: 'novo',
    criado_em: `2026-11-2${id}T10:00:00-03:00`,
    respondido_em: null,
    respostas: [],
    ...over,
  }
}

describe('visibleMessages', () => {
  const all = [
    msg(1, { assunto: 'Prorrogação de vencimento', titulo_documento: 'NF 108259-1' }),
    msg(2, { status: 'respondido', nome_fantasia: 'Padaria Pão Quente', cod_cliente: 10002 }),
    msg(3, { mensagem: 'Nota fiscal não recebida' }),
  ]
  it.each([
    ['todas', '', [1, 2, 3]],
    ['novo', '', [1, 3]],
    ['respondido', '', [2]],
    ['todas', 'prorrogacao', [1]],
    ['todas', 'pao quente', [2]],
    ['todas', '10002', [2]],
    ['todas', 'nf 108259', [1]],
    ['novo', 'nota fiscal', [3]],
    ['respondido', 'nota fiscal', []],
  ] as const)('status %s, search "%s"', (filtro, busca, ids) => {
    expect(visibleMessages(all, filtro, busca).map((m) => m.id)).toEqual(ids)
  })
})

describe('contact slice', () => {
  it('puts a sent message first and replaces an answered one in place', () => {
    const loaded = { ...initialState, mensagens: [msg(1), msg(2)] }
    const sent = contactSlice.reducer(loaded, sendContactMessage.fulfilled(msg(3), 'r1', msg(3) as never))
    expect(sent.mensagens.map((m) => m.id)).toEqual([3, 1, 2])
    expect(sent.sendStatus).toBe('succeeded')
    const pending = contactSlice.reducer(sent, answerContactMessage.pending('r2', { id: 1, texto: 'ok' }))
    expect(pending.answeringId).toBe(1)
    const answered = contactSlice.reducer(
      pending,
      answerContactMessage.fulfilled(msg(1, { status: 'respondido' }), 'r2', { id: 1, texto: 'ok' }),
    )
    expect(answered.answeringId).toBeNull()
    expect(answered.mensagens.map((m) => [m.id, m.status])).toEqual([
      [3, 'novo'],
      [1, 'respondido'],
      [2, 'novo'],
    ])
  })
})
