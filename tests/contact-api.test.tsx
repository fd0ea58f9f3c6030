import { describe, expect, it } from 'vitest'
import { listRows } from '../demo-api/db'
import { CONTATO_MESSAGES, CONTATO_URL } from '../demo-api/handlers/contato'
import { call, login } from '../demo-api/test-client'

describe('contato: messages to the finance department', () => {
  it('a client sees only its customers’ messages; staff with the route see all; others none', async () => {
    const cliente = await call('GET', CONTATO_URL, { token: await login('cliente') })
    expect(cliente.status).toBe(200)
    expect(cliente.body.length).toBeGreaterThan(0)
    expect(
      cliente.body.every((m: { cod_cliente: number }) => [10001, 10002].includes(m.cod_cliente)),
    ).toBe(true)
    const staff = await call('GET', CONTATO_URL, { token: await login('analista') })
    expect(staff.body.length).toBeGreaterThan(cliente.body.length)
    expect(staff.body.map((m: { status: string }) => m.status)).toEqual(
      expect.arrayContaining(['novo', 'respondido']),
    )
    const dates = staff.body.map((m: { criado_em: string }) => m.criado_em)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await call('GET', CONTATO_URL, { token: await login('financeiro') })).status).toBe(403)
    const novos = await call('GET', `${CONTATO_URL}?status=novo`, {
      token: await login('analista'),
    })
    expect(novos.body.every((m: { status: string }) => m.status === 'novo')).toBe(true)
  })

  it('validates what a client sends, field by field', async () => {
    const token = await login('cliente')
    const other = listRows('contas-receber').find((t) => t.cod_cliente === 10003)!
    const bad = await call('POST', CONTATO_URL, {
      token,
      body: {
        cod_cliente: 10003,
        assunto: '',
        mensagem: 'curta',
        responder_para: 'nao-sei',
        titulo: other.id,
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      cod_cliente: [CONTATO_MESSAGES.cliente],
      assunto: ['Este campo não pode ser em branco.'],
      mensagem: [CONTATO_MESSAGES.mensagemMin],
      responder_para: [CONTATO_MESSAGES.contato],
      titulo: [CONTATO_MESSAGES.titulo],
    })
    const wrongTitle = await call('POST', CONTATO_URL, {
      token,
      body: {
        cod_cliente: 10001,
        assunto: 'Dúvida',
        mensagem: 'Uma dúvida sobre o boleto.',
        responder_para: 'a@b.com.br',
        titulo: other.id,
      },
    })
    expect(wrongTitle.body).toEqual({ titulo: [CONTATO_MESSAGES.titulo] })
  })

  it('a client writes, staff answer, the client reads the answer', async () => {
    const client = await login('cliente')
    const mine = listRows('contas-receber').find((t) => t.cod_cliente === 10002)!
    const sent = await call('POST', CONTATO_URL, {
      token: client,
      body: {
        cod_cliente: 10002,
        assunto: 'Desconto para pagamento antecipado',
        mensagem: 'Se pagarmos este título amanhã há desconto?',
        responder_para: '(11) 98765-4321',
        titulo: mine.id,
      },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      status: 'novo',
      titulo_documento: mine.documento,
      respostas: [],
    })
    expect(
      (
        await call('POST', `${CONTATO_URL}${sent.body.id}/responder/`, {
          token: client,
          body: { texto: 'x' },
        })
      ).status,
    ).toBe(403)
    const staff = await login('analista')
    expect((await call('POST', CONTATO_URL, { token: staff, body: {} })).status).toBe(403)
    const blank = await call('POST', `${CONTATO_URL}${sent.body.id}/responder/`, {
      token: staff,
      body: { texto: ' ' },
    })
    expect(blank.body).toEqual({ texto: [CONTATO_MESSAGES.resposta] })
    const answered = await call('POST', `${CONTATO_URL}${sent.body.id}/responder/`, {
      token: staff,
      body: { texto: 'Sim: 2% até o vencimento.' },
    })
    expect(answered.status).toBe(200)
    expect(answered.body.status).toBe('respondido')
    const seen = await call('GET', `${CONTATO_URL}${sent.body.id}/`, { token: client })
    expect(seen.body.respostas).toEqual([
      expect.objectContaining({
        texto: 'Sim: 2% até o vencimento.',
        autor_nome: expect.any(String),
      }),
    ])
  })
})
