import { describe, expect, it } from 'vitest'
import { contactSlice, initialState, searchChanged, statusFilterChanged, visibleMessages } from './contact-slice'
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
  it('keeps only the client state: the status filter and the search', () => {
    const filtered = contactSlice.reducer(initialState, statusFilterChanged('respondido'))
    const searched = contactSlice.reducer(filtered, searchChanged('nota fiscal'))
    expect(searched).toEqual({ filtroStatus: 'respondido', busca: 'nota fiscal' })
  })
})
